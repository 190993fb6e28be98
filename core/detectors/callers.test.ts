import { describe, expect, it } from 'vitest';
import { parseBytes } from '../../test/support/parse.js';
import { sampledRuns } from '../../test/support/tree-text.js';
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

  it('a function whose whole change came through one caller is named under that caller', () => {
    // A pool's workers each call score, which calls weight more often after: the workers' call
    // sites make it a function finding, and the caller is as likely the code that changed.
    const { before, after } = sampledRuns(
      `
      w0             500 -> 600  [thread]
        score        500 -> 600
          weight     300 -> 400
          tokens     200 -> 200
      w1             500 -> 600  [thread]
        score        500 -> 600
          weight     300 -> 400
          tokens     200 -> 200
      w2             500 -> 600  [thread]
        score        500 -> 600
          weight     300 -> 400
          tokens     200 -> 200
      main          1500 -> 1500  [thread]
        load         300 -> 300
        parse        300 -> 300
        index        300 -> 300
        merge        300 -> 300
        write        300 -> 300`,
      { runs: 3, perUnit: 3, seed: 3 },
    );
    const diff = diffProfiles(before, after);
    const findings = detectFindings(diff);
    expect(findings.map((f) => `${f.direction} ${f.kind} ${f.frames.join(' → ')}`)).toEqual(['regression function score → weight']);
    // The workers are not score's callers: one call site, at the top of every worker's stack.
    expect(callerShares(diff, diff.tree.names.indexOf('score'), 1)).toEqual([]);
    expect(findings[0].frames[findings[0].causeIndex!]).toBe('weight');
    expect(findings[0].callers).toBeUndefined();
  });
});
