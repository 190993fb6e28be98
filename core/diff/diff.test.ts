import { describe, expect, it } from 'vitest';
import { rng } from '../../test/support/rng.js';
import { detectFindings } from '../detectors/findings.js';
import { ProfileBuilder } from '../model/builder.js';
import type { Profile } from '../model/types.js';
import { amended, DEFAULT_DIFF_OPTIONS, diffProfiles, nodeTest, selfMeans } from './diff.js';
import { buildUnion } from './union.js';


/**
 * A run sampled from folded "stack weight" lines: `samples` draws in order, each stack chosen
 * with probability ∝ weight, in bursts (consecutive samples repeat, as real profilers' do).
 */
function run(folded: string, samples: number, seed: number): Profile {
  return phasedRun([[folded, samples]], seed);
}

/** A run in phases, one after the other (a program's start-up, then its loop), each sampled as `run` does. */
function phasedRun(phases: readonly (readonly [string, number])[], seed: number, maxBurst = 8): Profile {
  const r = rng(seed);
  const b = new ProfileBuilder('samples');
  for (const [folded, samples] of phases) {
    const lines = folded.trim().split('\n').map((l) => {
      const sp = l.lastIndexOf(' ');
      return { stack: l.slice(0, sp).trim().split(';'), w: Number(l.slice(sp + 1)) };
    });
    const total = lines.reduce((a, l) => a + l.w, 0);
    const leaves = lines.map((l) => b.addStack(l.stack.map((name) => b.internFrame({ name, kind: 'unknown' })), 0));
    let i = 0;
    while (i < samples) {
      let x = r() * total;
      let k = 0;
      while (x > lines[k].w) x -= lines[k++].w;
      const burst = 1 + Math.floor(r() * maxBurst);
      for (let j = 0; j < burst && i < samples; j++, i++) b.addSample(leaves[k], 1);
    }
  }
  return b.build({ sourceFormat: 'test', source: `run${seed}` });
}

const BEFORE = `
server;loop;handle_request;parse 300
server;loop;handle_request;respond 300
server;loop;metrics;memory_full_info 20
server;loop;idle 380`;
const AFTER = `
server;loop;handle_request;parse 300
server;loop;handle_request;respond 300
server;loop;metrics;memory_full_info;_parse_smaps_rollup 600
server;loop;metrics;memory_full_info 20
server;loop;idle 380`;

describe('diff engine', () => {
  it('diff(A, A) has no significant finding (one run, and three runs each)', () => {
    const a = run(BEFORE, 3000, 1);
    expect(detectFindings(diffProfiles([a], [a]))).toEqual([]);
    const runs = [1, 2, 3].map((s) => run(BEFORE, 3000, s));
    expect(detectFindings(diffProfiles(runs, runs))).toEqual([]);
  });

  it('unchanged code in independent runs gives no significant finding', () => {
    expect(detectFindings(diffProfiles([run(BEFORE, 3000, 7)], [run(BEFORE, 3000, 8)]))).toEqual([]);
  });

  // Bursty runs of a four-function program vary at about five times the multinomial. Under
  // "nothing changed" Benjamini-Hochberg promises a flagged split in at most α of them; a test
  // whose variances were too small (a prior fitted across so few frames trusted too far) would
  // flag more. Measured: 13/300 (4.3%); 9/300 before the prior was fitted on fewer than ten
  // quantities (core/diff/testing.ts, priorInformation).
  it('flags at most α of three-run splits of unchanged bursty runs', () => {
    let flagged = 0;
    const splits = 300;
    for (let i = 0; i < splits; i++) {
      const s = 10 + 6 * i;
      const b = [0, 1, 2].map((k) => run(BEFORE, 3000, s + k));
      const a = [3, 4, 5].map((k) => run(BEFORE, 3000, s + k));
      if (detectFindings(diffProfiles(b, a)).length > 0) flagged++;
    }
    expect(flagged / splits).toBeLessThanOrEqual(DEFAULT_DIFF_OPTIONS.alpha);
  }, 120_000);

  it('a new tower is the #1 regression, reported at its base with its culprit and category', () => {
    const b = [1, 2, 3].map((s) => run(BEFORE, 3000, s));
    const a = [4, 5, 6].map((s) => run(AFTER, 3000, s));
    const findings = detectFindings(diffProfiles(b, a));
    const top = findings[0];
    expect(top.kind).toBe('tower');
    expect(top.direction).toBe('regression');
    expect(top.frames).toEqual(['loop', 'metrics', 'memory_full_info', '_parse_smaps_rollup']);
    expect(top.category).toBe('proc-smaps-walk');
    expect(top.after - top.before).toBeGreaterThan(0.3);
    expect(top.qValue).toBeLessThan(0.05);
    expect(top.ciLow).toBeGreaterThan(0);
    // Ancestors are not reported again for the same change.
    expect(findings.filter((f) => f.direction === 'regression')).toHaveLength(1);
  });

  it('same-work rounds start from what samples per run find changed: a grown subtree of many small cells does not pull the reference off the code that held', () => {
    // decode's work doubles over a dozen small paths; score, one path, keeps its samples per
    // run. Cell by cell, decode's small paths each agree with both factors, and together they
    // outweigh score's one precise cell.
    const paths = Array.from({ length: 12 }, (_, i) => `main;decode;json;value;v${i} ${24 + (i % 4) * 4}`).join('\n');
    const doubled = paths.replace(/ (\d+)$/gm, (_, w) => ` ${2 * Number(w)}`);
    const unchanged = `main;score;fnv 560\nmain;rank 60`;
    const before = [1, 2, 3].map((s) => run(`${unchanged}\n${paths}`, 1000, s));
    const after = [4, 5, 6].map((s) => run(`${unchanged}\n${doubled}`, 1380, s));
    const d = diffProfiles(before, after);
    const significant = detectFindings(d).filter((f) => f.significant);
    // One regression, down the decoder's chain (where its paths branch), and score no "improvement".
    expect(significant.map((f) => [f.direction, f.frames.slice(0, f.causeIndex + 1).join(';')])).toEqual([['regression', 'main;decode;json;value']]);
    expect(d.composition?.reference).toBe('same-work');
  });

  it("one function's growth spread over many call paths is one change, not the reference (same work per run)", () => {
    // render calls its helpers twice as often: six paths grow together, beside five unchanged
    // paths of four functions under prep. Counted by paths, render's are the larger group
    // agreeing on one factor (and neither group spans the program: prep holds under half of the
    // after side); taken as the reference they make the unchanged code a false improvement. The
    // runs did the same work, so unchanged code kept its samples per run: against that
    // reference one thing changed.
    const unchanged = `main;prep;clone 400\nmain;prep;orders 40\nmain;prep;orders;rnd 40\nmain;prep;validate 50\nmain;prep;summary 20`;
    const render = (k: number) =>
      [`main;render ${30 * k}`, `main;render;esc ${100 * k}`, `main;render;esc;re ${40 * k}`, `main;render;fmt ${90 * k}`, `main;render;fmt;re ${40 * k}`, `main;render;tax ${50 * k}`].join('\n');
    const b = [1, 2, 3].map((s) => run(`${unchanged}\n${render(1)}`, 3000, s));
    const a = [4, 5, 6].map((s) => run(`${unchanged}\n${render(2)}`, 4516, s));
    const d = diffProfiles(b, a);
    const findings = detectFindings(d).filter((f) => f.significant);
    expect(findings.map((f) => [f.direction, f.frames[f.causeIndex]])).toEqual([['regression', 'render']]);
    expect(d.composition?.reference).toBe('same-work');
    // Sampled twice as fast after: the same work is twice the samples (seconds per run).
    const atRate = (p: Profile, hz: number): Profile => ({ ...p, meta: { ...p.meta, sampleRate: hz } });
    const fast = diffProfiles(
      b.map((p) => atRate(p, 100)),
      [4, 5, 6].map((s) => atRate(run(`${unchanged}\n${render(2)}`, 9032, s), 200)),
    );
    expect(detectFindings(fast).filter((f) => f.significant).map((f) => [f.direction, f.frames[f.causeIndex]])).toEqual([['regression', 'render']]);
    expect(fast.composition?.reference).toBe('same-work');
    // Longer runs after, with a regression inside: start-up code is all that keeps its samples
    // per run, and one tower over the loop would explain the rest; the vote's account (the
    // regression, and start-up crowded out) stands.
    const startup = `app;startup 300\napp;loop;B 250\napp;loop;C 250`;
    const longer = diffProfiles(
      [1, 2, 3].map((s) => run(`${startup}\napp;loop;A 200`, 3000, s)),
      [4, 5, 6].map((s) => run(`app;startup 300\napp;loop;B 500\napp;loop;C 500\napp;loop;A 600`, 5700, s)),
    );
    expect(longer.composition?.reference).toBeUndefined();
    expect(detectFindings(longer).find((f) => f.direction === 'regression')?.frames).toEqual(['loop', 'A']);
    // Runs of different length (twice the work after, nothing changed) keep the vote's reference.
    const same = diffProfiles(b, [4, 5, 6].map((s) => run(`${unchanged}\n${render(1)}`, 6000, s)));
    expect(detectFindings(same)).toEqual([]);
    expect(same.composition?.reference).toBeUndefined();
  });

  it('a new tower that takes most of a side is measured against the little that did not change, when that explains more', () => {
    // Fixed-length runs: the new tower took 92% of the after run, so the server handled a
    // twelfth of the requests. Everything else kept its cost per request and fell together.
    // Its shares fell 10-fold (three "improvements"); against the unchanged code, 8% of the
    // after side, one thing changed.
    const before = `serve;route;lookup 600\nserve;encode 150\nserve;headers 100\nserve;metrics 20`;
    const after = `serve;route;lookup 50\nserve;encode 12\nserve;headers 8\nserve;metrics 2\nserve;metrics;parse_status 900`;
    const d = diffProfiles([run(before, 300, 1)], [run(after, 300, 2)]);
    const found = detectFindings(d).filter((f) => f.significant);
    expect(found.map((f) => [f.direction, f.frames[f.causeIndex]])).toEqual([['regression', 'parse_status']]);
    expect(d.normalizationFallback).toBeUndefined();
    expect(d.composition!.bulkShareAfter).toBeLessThan(0.1);
    // Made small by the code it outvoted, not by new code, a bulk is not used: three functions
    // that grew 20-fold agree with each other, and would make the steady one an improvement.
    const grown = (k: number) => `app;a ${10 * k}\napp;b ${11 * k}\napp;c ${12 * k}\napp;steady 600`;
    const g = diffProfiles([1, 2, 3].map((s) => run(grown(1), 633, s)), [4, 5, 6].map((s) => run(grown(20), 1260, s)));
    expect(g.normalizationFallback).toMatch(/too little to measure against/);
    expect(detectFindings(g).filter((f) => f.significant && f.direction === 'regression').map((f) => f.frames.at(-1)).sort()).toEqual(['a', 'b', 'c']);
  });

  it('nothing against a bulk under half of a side is no verdict: shares are asked, and found the change', () => {
    // A fixed-duration program whose checksum does eight times the work, about 100 samples a run
    // (the live JFR test's shape). The unchanged parse is the reference: 90% of before, 30% of
    // after, 20 to 40 samples a run, so against it checksum's growth has an interval wider than
    // itself; its share went from 5% to 65%, which every sample measures.
    const before = `main;handle;parse 85\nmain;handle;checksum 5\nmain;clock 10`;
    const after = `main;handle;parse 27\nmain;handle;checksum 65\nmain;clock 3`;
    const d = diffProfiles([1, 2, 3].map((s) => run(before, 104, s)), [4, 5, 6].map((s) => run(after, 83, s)));
    expect(d.normalizationFallback).toMatch(/only \d+% of a side/);
    expect(detectFindings(d).find((f) => f.significant && f.direction === 'regression')?.frames.at(-1)).toBe('checksum');
  });

  it('evented runs are counted by their time, not their intervals: aggregated calls still carry their samples', () => {
    // pyinstrument writes each call's time as one interval: a 4-second run is a dozen
    // intervals. Counted as a dozen samples, no frame met the tests' floors and +10 pp in three
    // runs a side went unseen.
    const evented = (tok: number, seed: number): Profile => {
      const r = rng(seed);
      const b = new ProfileBuilder('seconds');
      const leaf = (names: string[]) => b.addStack(names.map((name) => b.internFrame({ name, kind: 'unknown' })), 0);
      const parts: [number, number][] = [[leaf(['main', 'read']), 0.8], [leaf(['main', 'tokenize']), tok], [leaf(['main', 'count']), 1.2], [leaf(['main', 'index']), 1.0], [leaf(['main', 'report']), 0.6]];
      for (const [node, secs] of parts) b.addSample(node, secs * (1 + 0.03 * (r() - 0.5)));
      const p = b.build({ sourceFormat: 'speedscope', source: `run${seed}`, evented: true });
      return p;
    };
    const d = diffProfiles([1, 2, 3].map((s) => evented(1.6, s)), [4, 5, 6].map((s) => evented(2.9, s)));
    expect(detectFindings(d).filter((f) => f.significant).map((f) => [f.direction, f.frames.at(-1)])).toEqual([['regression', 'tokenize']]);
    expect(d.before.evented).toBe(true);
    expect(d.before.samples).toBeGreaterThan(10_000);
  });

  it('swapping the sides mirrors every finding', () => {
    const b = [1, 2, 3].map((s) => run(BEFORE, 3000, s));
    const a = [4, 5, 6].map((s) => run(AFTER, 3000, s));
    const forwardDiff = diffProfiles(b, a);
    const forward = detectFindings(forwardDiff);
    const backward = detectFindings(diffProfiles(a, b));
    // Bulk values are in units of each diff's before total: swapped, the unit is the other
    // side's, so Δs mirror up to the ratio of the sides' bulk shares.
    const c = forwardDiff.composition!;
    const unit = c.bulkShareAfter / c.bulkShareBefore;
    expect(backward.map((f) => [f.kind, f.frames, f.direction])).toEqual(
      forward.map((f) => [f.kind === 'new' ? 'vanished' : f.kind === 'vanished' ? 'new' : f.kind, f.frames, f.direction === 'regression' ? 'improvement' : 'regression']),
    );
    for (let i = 0; i < forward.length; i++) {
      expect(backward[i].delta).toBeCloseTo(-forward[i].delta * unit, 12);
      expect(backward[i].qValue).toBeCloseTo(forward[i].qValue, 9);
    }
  });

  it('single runs in time blocks: the bulk is the run\'s, not each block\'s (start-up code is unchanged but all in the first block)', () => {
    // The unchanged code is the start-up (many paths, all at the start of the run); the loop's
    // composition changed. Measured against each block's own bulk, every later block divided
    // by almost nothing.
    const startup = Array.from({ length: 12 }, (_, i) => `node;init;module_${i} 10`).join('\n');
    const loopBefore = `node;loop;run;route 20\nnode;loop;run;format 80`;
    const loopAfter = `node;loop;run;route 32\nnode;loop;run;format 80`;
    const d = diffProfiles([phasedRun([[startup, 400], [loopBefore, 1200]], 3)], [phasedRun([[startup, 400], [loopAfter, 1344]], 4)], { blocks: 0 });
    expect(d.before.method).toMatch(/time blocks/);
    const f = detectFindings(d).filter((x) => x.direction === 'regression');
    expect(f[0]?.frames).toContain('route');
  });

  it('single runs in time blocks: a thread that finished early is not noise (successive differences, not squares about the mean)', () => {
    // Three threads with fixed work: the packer finishes after three quarters of the run, so
    // its function is 0% of the last blocks. That step says nothing about how noisy the
    // function is: its standard error stays about what it is in runs where the packer never
    // stops (about its mean, the step doubled it).
    const busy = (checksum: number) => `app;packer;checksum ${checksum}\napp;packer;pack 100\napp;parser;parse 300\napp;indexer;index 300`;
    const idle = `app;parser;parse 300\napp;indexer;index 300`;
    const se = (tail: number) => {
      // Samples one at a time (a regular clock on CPU-bound threads), as perf's were.
      const d = diffProfiles([phasedRun([[busy(100), 3600], [idle, tail]], 5, 1)], [phasedRun([[busy(150), 4000], [idle, tail]], 6, 1)], { blocks: 0 });
      expect(d.before.method).toMatch(/time blocks/);
      const [n] = [...d.nodes.keys()].filter((k) => d.tree.names[d.tree.frame[k]] === 'checksum');
      return d.nodes.get(n)!.se;
    };
    expect(se(1200)).toBeLessThan(1.3 * se(0));
  });

  it('single runs with sample order are tested as one run each (time blocks only when asked) and still find the tower', () => {
    const d = diffProfiles([run(BEFORE, 4000, 1)], [run(AFTER, 4000, 2)]);
    expect(d.before.method).toBe('1 run');
    const f = detectFindings(d);
    expect(f[0].frames).toContain('_parse_smaps_rollup');
  });

  it('a recursive call is not a hypothesis of its own: its time is in its topmost occurrence', () => {
    // An evaluator recursing to depth 6, and a parser recursing mutually: only the topmost
    // evaluate and parse_expr (and the frames that are not re-entries) are tested as nodes.
    const folded = (w: number) => `
main;evaluate ${w}
main;evaluate;evaluate ${w}
main;evaluate;evaluate;evaluate ${w}
main;evaluate;evaluate;evaluate;evaluate ${w}
main;evaluate;evaluate;evaluate;evaluate;evaluate;evaluate ${w}
main;parse_expr;parse_term;parse_expr;parse_term 30
main;tokenize 40
main;render 30`;
    const d = diffProfiles([run(folded(20), 3000, 1)], [run(folded(40), 3000, 2)]);
    const names = (n: number) => {
      const out: string[] = [];
      for (let m = n; m > 0; m = d.tree.parent[m]) out.unshift(d.tree.names[d.tree.frame[m]]);
      return out;
    };
    const tested = [...d.nodes.keys()].map(names);
    expect(tested.filter((path) => new Set(path).size < path.length)).toEqual([]);
    expect(tested.map((p) => p.join(';'))).toContain('main;evaluate');
    // Drawn, a nested call takes its first call's test (not "not significant", grey).
    const head = [...d.nodes.keys()].find((k) => names(k).join(';') === 'main;evaluate')!;
    for (let k = 1; k < d.tree.frame.length; k++) {
      if (names(k).filter((f) => f === 'evaluate').length > 1) expect(nodeTest(d, k)).toBe(d.nodes.get(head));
    }
  });
});

describe('self means read node by node', () => {
  it('give the bits of the arrays, before and after they are made, and through an amended copy', () => {
    const before = [1, 2, 3].map((s) => run(BEFORE, 2000, s));
    const after = [4, 5, 6].map((s) => run(AFTER, 2000, s));
    const diff = diffProfiles(before, after);
    const copy = amended(diff, { alpha: 0.1 });
    const read = selfMeans(diff);
    const lazily = Array.from({ length: diff.tree.frame.length }, (_, n) => [read.before(n), read.after(n)]);
    expect(lazily.some(([b, a]) => b > 0 && a > 0)).toBe(true);
    // Made now: the same values, bit for bit, and the copy shares them and its own alpha.
    lazily.forEach(([b, a], n) => {
      expect(Object.is(diff.beforeSelf[n], b)).toBe(true);
      expect(Object.is(diff.afterSelf[n], a)).toBe(true);
    });
    expect(copy.beforeSelf).toBe(diff.beforeSelf);
    expect(copy.alpha).toBe(0.1);
    expect(diff.alpha).toBe(DEFAULT_DIFF_OPTIONS.alpha);
    const viaCopy = selfMeans(copy);
    lazily.forEach(([b, a], n) => expect([viaCopy.before(n), viaCopy.after(n)]).toEqual([b, a]));
  });
});

describe("the union tree keeps each run's weights", () => {
  const build = (weights: readonly number[]) => {
    const b = new ProfileBuilder('samples');
    const main = b.child(0, b.internFrame({ name: 'main', kind: 'function' }));
    weights.forEach((w, i) => b.addSelf(b.child(main, b.internFrame({ name: `f${i}`, kind: 'function' })), w));
    return b.build({ sourceFormat: 'folded' });
  };
  it('in 32-bit integers where they are whole numbers whose sum fits, with the same totals', () => {
    const tree = buildUnion([build([3, 5, 7])], [build([2 ** 31, 2 ** 31 - 1])]);
    expect(tree.runs[0].self).toBeInstanceOf(Uint32Array);
    expect(tree.runs[1].total).toBeInstanceOf(Uint32Array);
    expect(tree.runs[0].total[0]).toBe(15);
    expect(tree.runs[1].total[0]).toBe(2 ** 32 - 1);
  });
  it('as doubles where a weight has a fraction or the sum passes 2³² − 1', () => {
    const tree = buildUnion([build([1.5, 2])], [build([2 ** 31, 2 ** 31])]);
    expect(tree.runs[0].self).toBeInstanceOf(Float64Array);
    expect(tree.runs[0].total[0]).toBe(3.5);
    expect(tree.runs[1].self).toBeInstanceOf(Float64Array);
    expect(tree.runs[1].total[0]).toBe(2 ** 32);
  });
});
