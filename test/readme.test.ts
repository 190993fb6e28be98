import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './support/cli.js';

/** The README opens with two commands, and `.ci/run` must run exactly those. */
describe('README and .ci/run', () => {
  it('.ci/run runs the README commands verbatim', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const block = /```sh\n([\s\S]*?)```/.exec(readme);
    expect(block, 'README must start with a sh code block').not.toBeNull();
    expect(readme.indexOf('```sh')).toBeLessThan(readme.indexOf('\n## '));
    const commands = block![1].trim().split('\n');
    expect(commands).toHaveLength(2);
    const ci = readFileSync(join(ROOT, '.ci', 'run'), 'utf8');
    const tail = ci.slice(ci.indexOf('# --- README commands (verbatim) ---')).split('\n').slice(1).filter((l) => l.trim());
    expect(tail).toEqual(commands);
  });
});
