import { describe, expect, it } from 'vitest';
import { parseBytes } from '../../test/support/parse.js';
import { diffProfiles } from '../diff/diff.js';
import { folded } from '../formats/folded/index.js';
import { renderText } from '../output/text-report.js';
import { callerShares } from './callers.js';
import { detectFindings } from './findings.js';

/** A helper shared by three callers; `parse` and `check` call it more after, `render` does not. */
const run = (k: number, after: boolean) =>
  parseBytes(
    `main;parse;mix ${(after ? 600 : 300) + k}\nmain;check;mix ${(after ? 400 : 200) - k}\nmain;render;mix ${250 + k}\nmain;render;draw ${400 - k}\nmain;io ${500 + k}\n`,
    {},
    folded,
  ).profile;

describe('the callers a function finding came through', () => {
  const diff = diffProfiles([1, 2, 3].map((k) => run(k, false)), [1, 2, 3].map((k) => run(k, true)));
  const mix = diff.tree.names.indexOf('mix');

  it('sums its call sites by caller, keeps those carrying a tenth of it in its direction, largest first', () => {
    const shares = callerShares(diff, mix, 1);
    expect(shares.map((s) => s.name)).toEqual(['parse', 'check']);
    expect(shares[0].delta).toBeGreaterThan(shares[1].delta);
    expect(callerShares(diff, mix, -1)).toEqual([]);
    // One caller: its chain names it already.
    expect(callerShares(diff, diff.tree.names.indexOf('draw'), 1)).toEqual([]);
  });

  it('is on the function finding and in the text report', () => {
    const findings = detectFindings(diff);
    const f = findings.find((x) => x.kind === 'function' && x.frames.at(-1) === 'mix');
    expect(f?.callers?.map((c) => c.name)).toEqual(['parse', 'check']);
    const text = renderText({ diff, findings, preset: 'none', beforeLabel: 'b', afterLabel: 'a' }, { color: false });
    expect(text).toMatch(/called from: parse \+\d+\.\d pp, check \+\d+\.\d pp/);
  });
});
