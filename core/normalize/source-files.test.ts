import { describe, expect, it } from 'vitest';
import { detectFindings } from '../detectors/findings.js';
import { diffProfiles } from '../diff/diff.js';
import { ProfileBuilder } from '../model/builder.js';
import type { Profile } from '../model/types.js';
import { foldedString } from '../output/folded.js';
import { alignSourceFiles, locate, pairSourceFiles } from './source-files.js';

/** A profile from folded lines whose frames are Python frames (`fn (file)`). */
function py(text: string): Profile {
  const b = new ProfileBuilder('samples');
  for (const line of text.trim().split('\n')) {
    const sp = line.lastIndexOf(' ');
    const ids = line.slice(0, sp).trim().split(';').map((n) => b.internFrame({ name: n, kind: 'python' }));
    b.addSelf(b.addStack(ids, 0), Number(line.slice(sp + 1)));
  }
  return b.build({ sourceFormat: 'folded' });
}

const files = (entries: Record<string, string[]>) => new Map(Object.entries(entries).map(([f, fns]) => [f, new Set(fns)]));

describe('source files under other paths on the two sides', () => {
  it('reads the file of the name shapes that carry one, and nothing from names without', () => {
    expect(locate('compute (/src/b/prog.py)')).toMatchObject({ fn: 'compute', file: '/src/b/prog.py' });
    expect(locate('compute (/src/b/prog.py)')?.withFile('/src/a/prog.py')).toBe('compute (/src/a/prog.py)');
    expect(locate('JS:render /srv/after/app.js')).toMatchObject({ fn: 'JS:render', file: '/srv/after/app.js' });
    expect(locate('JS:render /srv/after/app.js')?.withFile('/srv/before/app.js')).toBe('JS:render /srv/before/app.js');
    // An anonymous function keeps its line as its identity; the file is what precedes it.
    expect(locate('(anonymous) (report_before.js:38)')).toMatchObject({ fn: '(anonymous)', file: 'report_before.js' });
    expect(locate('(anonymous) (report_before.js:38)')?.withFile('report_after.js')).toBe('(anonymous) (report_after.js:38)');
    expect(locate('JS:*render /srv/after/app.js:12:3')?.withFile('/srv/before/app.js')).toBe('JS:*render /srv/before/app.js:12:3');
    expect(locate('py::render_row:/work/case/after.py')).toMatchObject({ fn: 'py::render_row', file: '/work/case/after.py' });
    expect(locate('py::Parser.<locals>.<genexpr>:/src/b/p.py')?.withFile('/src/a/p.py')).toBe('py::Parser.<locals>.<genexpr>:/src/a/p.py');
    expect(locate('thread (1234)')).toBeUndefined();
    expect(locate('worker (1234:5)')).toBeUndefined();
    expect(locate('_find_and_load (<frozen importlib._bootstrap>)')).toBeUndefined();
    expect(locate('memcpy')).toBeUndefined();
  });

  it('pairs a copy in another directory and a renamed file by the functions they hold', () => {
    // b/ → a/ (a checkout elsewhere); before.py → after.py (renamed for the experiment).
    const map = pairSourceFiles(
      files({ 'b/prog.py': ['<module>', 'main', 'parse', 'compute'], 'before.py': ['<module>', 'main', 'render'], 'threading.py': ['Thread.run'] }),
      files({ 'a/prog.py': ['<module>', 'main', 'parse', 'compute', 'validate'], 'after.py': ['<module>', 'main', 'render'], 'threading.py': ['Thread.run'] }),
    );
    expect([...map].sort()).toEqual([['b/prog.py', 'a/prog.py'], ['before.py', 'after.py']]);
  });

  it('leaves a new file and a gone file alone when they hold other code; one shared name is not enough', () => {
    const map = pairSourceFiles(files({ 'old_cache.py': ['<module>', 'lookup', 'evict'] }), files({ 'metrics.py': ['<module>', 'collect', 'serialize'] }));
    expect(map.size).toBe(0);
    const one = pairSourceFiles(files({ 'x.py': ['main'] }), files({ 'y.py': ['main'] }));
    expect(one.size).toBe(0);
  });

  it('a file too small to be matched by its functions follows its directory', () => {
    const map = pairSourceFiles(
      files({ 'w1/app.py': ['<module>', 'main', 'serve'], 'w1/util.py': ['helper'] }),
      files({ 'w2/app.py': ['<module>', 'main', 'serve'], 'w2/util.py': ['helper'] }),
    );
    expect(map.get('w1/util.py')).toBe('w2/util.py');
  });

  it('makes one program of the two sides: the real change is the finding, not two ±100 pp towers', () => {
    const run = (dir: string, parse: number, compute: number, io: number) =>
      py(`<module> (${dir}/prog.py);main (${dir}/prog.py);parse (${dir}/prog.py) ${parse}\n<module> (${dir}/prog.py);main (${dir}/prog.py);compute (${dir}/prog.py) ${compute}\n<module> (${dir}/prog.py);main (${dir}/prog.py);read_input (${dir}/prog.py) ${io}`);
    const before = [run('b', 60, 40, 30), run('b', 64, 38, 29), run('b', 58, 43, 31)];
    const after = [run('a', 61, 118, 30), run('a', 59, 123, 28), run('a', 63, 117, 32)];
    const aligned = alignSourceFiles(before, after);
    expect(aligned.note).toMatch(/"b\/prog.py" before is "a\/prog.py" after/);
    expect(foldedString(aligned.before[0])).toContain('<module> (a/prog.py);main (a/prog.py);compute (a/prog.py) 40');
    // Without the alignment every frame before is gone and every frame after is new: the whole
    // program reads as renamed code, and the real change inside it is not reported at all.
    expect(detectFindings(diffProfiles(before, after)).map((f) => `${f.direction} ${f.kind}`)).toEqual(['neutral renamed']);
    const all = detectFindings(diffProfiles(aligned.before, aligned.after));
    const findings = all.filter((f) => f.direction === 'regression');
    expect(findings[0].frames.at(-1)).toBe('compute (a/prog.py)');
    expect(all.filter((f) => f.kind === 'renamed')).toEqual([]);
    expect(detectFindings(diffProfiles(aligned.before, aligned.after)).some((f) => f.direction === 'improvement')).toBe(false);
  });

  it('changes nothing when every file is on both sides', () => {
    const p = [py('main (app.py);work (app.py) 5')];
    const r = alignSourceFiles(p, [py('main (app.py);work (app.py) 9')]);
    expect(r.note).toBeUndefined();
    expect(r.before[0]).toBe(p[0]);
  });
});
