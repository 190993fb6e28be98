import { describe, expect, it } from 'vitest';
import { buildUnion } from './union.js';
import { branchNoise, branchRatioOverdispersion, branchRatios, leaveFamilyOutPhis, PHI_CEILING, PHI_PRIOR, PRIOR_RATIOS, withoutWaiting } from './overdispersion.js';
import { diffProfiles } from './diff.js';
import { stackRun } from '../../test/support/stack-runs.js';
import { sampledRuns } from '../../test/support/tree-text.js';

/**
 * The φ estimate was made fast (sort once, trim by binary search, set families aside by
 * compacting in order) for profiles with a million branch ratios. This is the estimate as it
 * was first written, plainly: re-sort and re-filter every time. Both must agree exactly.
 */
function reference(ratios: { n: number; parent: number; z2: number }[], parent: Int32Array): { phi: number; ratios: number } {
  const pooled = (values: number[]) => {
    const z2 = [...values].sort((x, y) => x - y);
    const med = (a: number[]) => (a.length === 0 ? 0 : a.length % 2 ? a[(a.length - 1) / 2] : (a[a.length / 2 - 1] + a[a.length / 2]) / 2);
    let kept = z2;
    let phi = Math.max(1, med(z2) / 0.455);
    for (let round = 0; round < 50 && kept.length > 0; round++) {
      const next = z2.filter((x) => x <= 10.83 * phi);
      if (next.length === 0) break;
      const again = Math.max(1, med(next) / 0.455);
      kept = next;
      if (Math.abs(again - phi) <= 1e-9 * phi) break;
      phi = again;
    }
    const n = kept.length;
    return { phi: Math.min(PHI_CEILING, Math.max(1, Math.exp((n * Math.log(phi) + PRIOR_RATIOS * Math.log(PHI_PRIOR)) / (n + PRIOR_RATIOS)))), ratios: n };
  };
  let list = ratios;
  let phi = pooled(list.map((r) => r.z2));
  for (let k = 0; k < 20 && list.length > 0; k++) {
    let worst = list[0];
    for (const r of list) if (r.z2 > worst.z2) worst = r;
    if (worst.z2 <= 10.83 * phi.phi) break;
    const path = new Set<number>();
    for (let m = parent[worst.n]; ; m = parent[m]) {
      path.add(m);
      if (m <= 0) break;
    }
    list = list.filter((r) => !path.has(r.parent));
    phi = pooled(list.map((r) => r.z2));
  }
  return phi;
}

describe('branch-ratio φ: the fast estimate is the plain one', () => {
  const TREE = `
    main            5000 -> 5000
      a              900 -> 1400
        a1           400 -> 900
        a2           500 -> 500
      b              800 -> 500
        b1           300 -> 100
        b2           500 -> 400
      c              700 -> 700
        c1           350 -> 350
        c2           350 -> 350
      d              600 -> 400
        d1           300 -> 200
        d2           300 -> 200
      e             1000 -> 1000
        e1           100 -> 300
        e2           100 -> 20
        e3           100 -> 250
        e4           100 -> 30
        e5           100 -> 200
        e6           100 -> 10
        e7           400 -> 190`;
  for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
    it(`seed ${seed}, 1 run a side, unordered`, () => {
      const { before, after } = sampledRuns(TREE, { runs: 1, samples: 4000, seed, ordered: false });
      const t = buildUnion(before, after);
      const b = t.runs[0].total;
      const a = t.runs[1].total;
      expect(branchRatioOverdispersion(t, b, a)).toEqual(reference(branchRatios(t, b, a), t.parent));
    });
  }
});

describe('branch-ratio φ: waiting code is not sampled as work is', () => {
  // One run a side: the main thread's join leaked three times as many samples into one run as
  // into the other (py-spy without --idle: 72 and 32 in the blind case), the work did not change.
  const TREE = (join: number) => `
    root                ${4000 + join} -> ${4000 + join}
      main_thread       ${400 + join} -> ${400 + join}
        main            ${400 + join} -> ${400 + join}
          make_lines     400 -> 400
          "join (threading.py)"  ${join} -> ${join}
      worker_a          1200 -> 1200
        parse            700 -> 700
        hash             500 -> 500
      worker_b          1200 -> 1200
        sort             600 -> 600
        stats            600 -> 600
      worker_c          1200 -> 1200
        fetch            800 -> 800
        decode           400 -> 400`;
  it('takes out the waiting subtree and what it moved above it', () => {
    const { before } = sampledRuns(TREE(180), { runs: 1, samples: 4180, seed: 3, ordered: false });
    const { before: after } = sampledRuns(TREE(60), { runs: 1, samples: 4060, seed: 4, ordered: false });
    const t = buildUnion(before, after);
    const waitingAt = t.names.indexOf('join (threading.py)');
    const waiting = Int32Array.from([...t.frame.keys()].filter((n) => t.frame[n] === waitingAt));
    const phi = (wait?: Int32Array) => branchRatioOverdispersion(t, withoutWaiting(t, Float64Array.from(t.runs[0].total), wait), withoutWaiting(t, Float64Array.from(t.runs[1].total), wait)).phi;
    const ratios = (wait?: Int32Array) => branchRatios(t, withoutWaiting(t, Float64Array.from(t.runs[0].total), wait), withoutWaiting(t, Float64Array.from(t.runs[1].total), wait));
    const mainThread = (wait?: Int32Array) => ratios(wait).find((r) => t.names[t.frame[r.n]] === 'main_thread')!.z2;
    // With the waiting samples, the main thread's share among the threads moves beyond the
    // 99.9% point of sampling (z² 16.6); without them, by what sampling gives (2.7).
    expect(mainThread()).toBeGreaterThan(10.83);
    expect(mainThread(waiting)).toBeLessThan(10.83);
    expect(phi(waiting)).toBeLessThan(phi());
  });
});

describe('branch-ratio φ: a quantity is not tested against the noise its own change made', () => {
  // The shape of a blind Rust case (one run a side): `tokenize` grew by a third; its ratio to
  // `main` and the two siblings it displaced are three of the few ratios the profile has.
  const side = (tok: number[], chk: number[], score: number[]) =>
    stackRun(
      [
        [['main', 'tokenize', 'digit'], tok[0]],
        [['main', 'tokenize', 'alnum'], tok[1]],
        [['main', 'tokenize', 'iter', 'next'], tok[2]],
        [['main', 'tokenize', 'iter'], 9],
        [['main', 'tokenize'], tok[3]],
        [['main', 'checksum', 'mul', 'wrap'], chk[0]],
        [['main', 'checksum', 'mul'], chk[1]],
        [['main', 'checksum', 'slice'], chk[2]],
        [['main', 'checksum'], chk[3]],
        [['main', 'score', 'range', 'lt'], score[0]],
        [['main', 'score', 'range'], 2],
        [['main', 'score'], score[1]],
      ],
      0,
      'native',
    );
  const before = side([51, 99, 33, 299], [200, 210, 13, 94], [164, 240]);
  const after = side([38, 154, 44, 415], [195, 202, 12, 117], [159, 229]);

  it('measures φ for the grown frame without its family, and keeps the profile φ for the others', () => {
    const t = buildUnion([before], [after]);
    const totals = { before: Float64Array.from(t.runs[0].total), after: Float64Array.from(t.runs[1].total) };
    const present = (n: number) => totals.before[n] > 0 && totals.after[n] > 0;
    const noise = branchNoise(t, totals.before, totals.after);
    const whole = noise.phi;
    const node = (name: string) => [...t.frame.keys()].find((n) => n > 0 && t.names[t.frame[n]] === name)!;
    const phis = leaveFamilyOutPhis(noise, t, present, [node('tokenize'), node('checksum'), node('mul')]);
    expect(whole).toBeGreaterThan(2);
    expect(phis[0]).toBeLessThan(whole / 1.5);
    expect(phis[1]).toBe(whole);
    expect(phis[2]).toBe(whole);
  });

  it('finds the grown frame, and says at which φ', () => {
    const d = diffProfiles([before], [after]);
    const tokenize = [...d.nodes].find(([n]) => d.tree.names[d.tree.frame[n]] === 'tokenize')![1];
    expect(tokenize.significant).toBe(true);
    expect(d.overdispersionWithout?.map((o) => o.name)).toContain('tokenize');
    const checksum = [...d.nodes].find(([n]) => d.tree.names[d.tree.frame[n]] === 'checksum')![1];
    expect(checksum.significant).toBe(false);
  });
});

describe('branch-ratio φ: a family left out leaves enough ratios to measure', () => {
  // Five ratios in all, three in the grown frame's family: the two left are fewer than the
  // prior is worth, so the estimate without the family would be the prior speaking.
  const side = (score: number, sum: number) =>
    stackRun(
      [
        [['main', 'batch', 'score', 'sin'], Math.round(score * 0.9)],
        [['main', 'batch', 'score'], score - Math.round(score * 0.9)],
        [['main', 'batch', 'summarize', 'log1p'], Math.round(sum * 0.8)],
        [['main', 'batch', 'summarize'], sum - Math.round(sum * 0.8)],
        [['main', 'batch', 'normalize'], 20],
      ],
      0,
      'native',
    );
  it('keeps the profile φ for the grown frame', () => {
    const t = buildUnion([side(216, 80)], [side(332, 63)]);
    const totals = { before: Float64Array.from(t.runs[0].total), after: Float64Array.from(t.runs[1].total) };
    const noise = branchNoise(t, totals.before, totals.after);
    const score = [...t.frame.keys()].find((n) => n > 0 && t.names[t.frame[n]] === 'score')!;
    expect(noise.changed.size + noise.withoutFamily.size).toBe(0);
    expect(leaveFamilyOutPhis(noise, t, () => true, [score])[0]).toBe(noise.phi);
  });
});
