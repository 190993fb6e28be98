import { describe, expect, it } from 'vitest';
import { parseBytes, toFolded } from '../../test/support/parse.js';
import { relocatePaths } from './relocate.js';

describe('relocatePaths', () => {
  it("renames a worktree's directory to the repository's in frame names, and nothing else", () => {
    const p = parseBytes('<module> (/tmp/fd-x/a9b83298b7/work.py);mix (/tmp/fd-x/a9b83298b7/work.py) 3\n<module> (/tmp/fd-x/a9b83298b7/work.py);len (/tmp/fd-x/a9b83298b70/other.py) 1\n').profile;
    const r = relocatePaths(p, '/tmp/fd-x/a9b83298b7', '/home/me/repo');
    expect(toFolded(r).trim().split('\n').sort()).toEqual([
      '<module> (/home/me/repo/work.py);len (/tmp/fd-x/a9b83298b70/other.py) 1',
      '<module> (/home/me/repo/work.py);mix (/home/me/repo/work.py) 3',
    ]);
    expect(r.stackSelf).toBe(p.stackSelf);
    expect(relocatePaths(p, '/nowhere', '/home/me/repo')).toBe(p);
  });
});
