import { describe, expect, it } from 'vitest';
import type { TestResult } from '../stats/tests.js';
import { contradictsItsRuns, fixedLength } from './reference.js';

/** The whole's change per unit of the reference, as a test result (relative to a before of 1). */
const whole = (delta: number, ciLow: number, ciHigh: number): TestResult => ({ delta, ciLow, ciHigh, se: (ciHigh - ciLow) / 3.92, df: Infinity, p: 0, mde: 0 });
/** The same-work log-factor (before over after) of sides whose samples per run changed by `change`. */
const runsChanged = (change: number) => Math.log(1 / (1 + change));

describe('a same-work reference that contradicts its runs', () => {
  it('is refused when the whole fell significantly while the runs took more samples (a fixed-length run)', () => {
    // s36d-nodeperf-1v1-json-reviver: −23.3% (−37.1% to −9.5%) per unit of work, samples per run +5.4%.
    expect(contradictsItsRuns(whole(-0.233, -0.371, -0.095), runsChanged(0.054))).toBe(true);
    // And the mirror: the whole grew while the runs took fewer samples.
    expect(contradictsItsRuns(whole(0.2, 0.1, 0.3), runsChanged(-0.05))).toBe(true);
  });

  it('stands when the whole moved the way the runs did, by however much', () => {
    // s35c-pyspy-idle-3v3-heartbeat-work: +37.9% (+19.7% to +56.1%) against +73.6% samples per run.
    expect(contradictsItsRuns(whole(0.379, 0.197, 0.561), runsChanged(0.736))).toBe(false);
  });

  it('stands when the whole did not change significantly, or the runs kept their samples', () => {
    expect(contradictsItsRuns(whole(-0.05, -0.12, 0.02), runsChanged(0.1))).toBe(false);
    expect(contradictsItsRuns(whole(-0.233, -0.371, -0.095), 0)).toBe(false);
    expect(contradictsItsRuns(undefined, runsChanged(0.1))).toBe(false);
  });
});

describe('runs of a fixed length, not of a fixed amount of work', () => {
  it('are runs that lasted as long while their samples fell by more than half', () => {
    // s38d-jfr-3v3-exceptions: 15.4 s and 15.3 s a run, 1,294 samples a run before and 481 after.
    expect(fixedLength(1294, 481, 15.4, 15.3)).toBe(true);
    expect(fixedLength(481, 1294, 15.3, 15.4)).toBe(true);
  });

  it('are not runs whose durations grew with their samples (the same work costing more)', () => {
    // s23b-perf-3v3-smallreads: 990 -> 3,737 samples a run, 1.0 -> 3.8 s.
    expect(fixedLength(990, 3737, 1.0, 3.8)).toBe(false);
  });

  it('are not runs whose samples moved by less than a factor of two, nor runs of unknown length', () => {
    // s36d-perf-dwarf-rust-3v3-split-two-callees: 2,816 -> 3,339 samples a run in 4.0 s each.
    expect(fixedLength(2816, 3339, 4.0, 4.0)).toBe(false);
    expect(fixedLength(1294, 481, NaN, 15.3)).toBe(false);
  });
});

describe('a vote that contradicts runs whose samples per run moved', () => {
  it('gives way to the same-work reading even where that finds more towers', async () => {
    const { parseBytes } = await import('../../test/support/parse.js');
    const { folded } = await import('../formats/folded/index.js');
    const { diffProfiles } = await import('./diff.js');
    const { detectFindings } = await import('../detectors/findings.js');
    // Four functions doubled (35% of before), two halved, three unchanged (47%): four cells
    // agree on one factor against three, and every after run takes about a quarter more samples.
    const run = (k: number, after: boolean) =>
      parseBytes(
        [
          ...['d1', 'd2', 'd3', 'd4'].map((f, i) => `main;${f} ${(after ? 600 : 300) + 3 * k + i}`),
          ...['h1', 'h2'].map((f, i) => `main;${f} ${(after ? 150 : 300) + 2 * k + i}`),
          ...['u1', 'u2', 'u3'].map((f, i) => `main;${f} ${[1000, 300, 300][i] + 4 * k}`),
        ].join('\n') + '\n',
        {},
        folded,
      ).profile;
    const diff = diffProfiles([1, 2, 3].map((k) => run(k, false)), [1, 2, 3].map((k) => run(k, true)));
    const findings = detectFindings(diff).filter((f) => f.significant);
    const named = (dir: string) => findings.filter((f) => f.direction === dir).map((f) => f.frames.at(-1)).sort();
    expect(named('regression')).toEqual(['d1', 'd2', 'd3', 'd4']);
    expect(named('improvement')).toEqual(['h1', 'h2']);
    expect(diff.composition?.reference).toBe('same-work');
  });
});
