import { describe, expect, it } from 'vitest';
import { DEFAULT_DIFF_OPTIONS } from '../core/diff/diff.js';
import { DEFAULT_SVG_OPTIONS } from '../core/output/svg-diff.js';
import { COLLAPSE_FLAGS, COLLAPSE_USAGE } from './commands/collapse.js';
import { DIFF_FLAGS, DIFF_USAGE } from './commands/diff.js';
import { SVG_FLAGS, SVG_USAGE } from './commands/svg.js';
import { parseArgsOptions, usageLines } from './flags.js';

describe('flags declared once', () => {
  it('every diff flag is in the usage, and the defaults quoted are the code\u2019s', () => {
    for (const [flags, usage] of [[DIFF_FLAGS, DIFF_USAGE], [COLLAPSE_FLAGS, COLLAPSE_USAGE], [SVG_FLAGS, SVG_USAGE]] as const) {
      for (const f of flags) expect(usage).toContain(`--${f.name}`);
    }
    expect(DIFF_USAGE).toContain(`(default ${DEFAULT_DIFF_OPTIONS.alpha})`);
    expect(DIFF_USAGE).toContain(`(default ${DEFAULT_SVG_OPTIONS.width},`);
    expect(Object.keys(parseArgsOptions(DIFF_FLAGS)).sort()).toEqual(DIFF_FLAGS.map((f) => f.name).sort());
  });

  it('usage lines: short and long names, the argument, help wrapped at the help column', () => {
    const text = usageLines([
      { name: 'output', short: 'o', type: 'string', arg: 'OUT', help: 'write to OUT' },
      { name: 'very-long-option-name', type: 'string', arg: 'X', help: 'a '.repeat(60).trim(), section: 'more' },
    ]);
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toBe('  -o, --output OUT       write to OUT');
    expect(lines[1]).toBe('more:');
    expect(lines.slice(2).every((l) => l.length <= 98)).toBe(true);
    expect(lines[3]).toMatch(/^ {25}a/);
  });
});
