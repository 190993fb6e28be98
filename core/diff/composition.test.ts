import { describe, expect, it } from 'vitest';
import { parseTree, sampledRuns } from '../../test/support/tree-text.js';
import { asSamples, cellsOf, codeIdentity, estimateBulk, mostAgreedFactor, pooledSelfSamples, recursionCells, recursionHeads, sweepOrder, threadPoolCells } from './composition.js';
import { branchRatioOverdispersion } from './overdispersion.js';
import { buildUnion, type UnionTree } from './union.js';

/** Pooled self samples of each side of a drawn tree, exactly (no sampling), by line. */
function exact(text: string) {
  const lines = parseTree(text);
  const self = (pick: (i: number) => number) =>
    Float64Array.from([0, ...lines.map((_, i) => pick(i) - lines.filter((c) => c.parent === i).reduce((a, c) => a + pick(lines.indexOf(c)), 0))]);
  const parent = Int32Array.from([-1, ...lines.map((l) => l.parent + 1)]);
  return { lines, parent, b: self((i) => lines[i].before), a: self((i) => lines[i].after) };
}

describe('composition: the bulk', () => {
  it('cells: paths with too few samples join their caller; top-level paths keep their own', () => {
    const t = exact(`
      main      100 -> 100
        big      80 -> 80
        tiny      5 -> 5
          tinier  2 -> 2
      other       3 -> 3`);
    const c = cellsOf(t.parent, t.b, t.a, undefined, 20);
    const id = (name: string) => t.lines.findIndex((l) => l.name === name) + 1;
    expect(c.owner[id('tinier')]).toBe(id('main'));
    expect(c.owner[id('tiny')]).toBe(id('main'));
    expect(c.owner[id('big')]).toBe(id('big'));
    expect(c.owner[id('other')]).toBe(id('other'));
  });

  it('a recursive function is one cell, however deep it recurses', () => {
    // eval doubled at each of its twelve depths; parse, lex and render did not change.
    const depths = Array.from({ length: 12 }, (_, i) => `${'  '.repeat(i + 4)}eval ${(12 - i) * 30} -> ${(12 - i) * 60}`).join('\n');
    const t = exact(`
      main            1200 -> 1560
        parse          300 -> 300
        lex            300 -> 300
        render         240 -> 240
${depths}`);
    const names = [...new Set(t.lines.map((l) => l.name))];
    const frame = Int32Array.from([-1, ...t.lines.map((l) => names.indexOf(l.name))]);
    const tree = { frame, parent: t.parent, names } as unknown as UnionTree;
    const id = (name: string) => t.lines.findIndex((l) => l.name === name) + 1;
    const withHeads = estimateBulk(t.parent, t.b, t.a, undefined, 1, undefined, recursionHeads(tree))!;
    expect([withHeads.inBulk[id('parse')], withHeads.inBulk[id('eval')]]).toEqual([1, 0]);
    // Each depth its own cell: the twelve outvote the three.
    const perPath = estimateBulk(t.parent, t.b, t.a, undefined, 1)!;
    expect([perPath.inBulk[id('parse')], perPath.inBulk[id('eval')]]).toEqual([0, 1]);
  });

  it("a recursion's callee is one cell at every depth; an interpreter's nesting is not a recursion", () => {
    // score, called by walk at each of twelve depths, got twice as slow; build, tally and
    // report, under prepare, did not change. Per depth, score's twelve cells outvote the three
    // (and neither group spans the program, so the vote stands).
    const depths = Array.from({ length: 12 }, (_, i) => {
      const pad = '  '.repeat(i + 5);
      return `${'  '.repeat(i + 4)}walk ${(12 - i) * 70} -> ${(12 - i) * 100}\n${pad}score ${30 * 2} -> ${60 * 2}`;
    }).join('\n');
    const text = `
      main            1700 -> 2060
        prepare        900 -> 900
          build        300 -> 300
          tally        300 -> 300
          report       300 -> 300
${depths}`;
    const t = exact(text);
    const tree = (rename = (n: string) => n) => {
      const names = [...new Set(t.lines.map((l) => rename(l.name)))];
      return { frame: Int32Array.from([-1, ...t.lines.map((l) => names.indexOf(rename(l.name)))]), parent: t.parent, names } as unknown as UnionTree;
    };
    const id = (name: string) => t.lines.findIndex((l) => l.name === name) + 1;
    const cells = estimateBulk(t.parent, t.b, t.a, undefined, 1, undefined, recursionCells(tree()))!;
    expect([cells.inBulk[id('build')], cells.inBulk[id('score')]]).toEqual([1, 0]);
    const headsOnly = estimateBulk(t.parent, t.b, t.a, undefined, 1, undefined, recursionHeads(tree()))!;
    expect([headsOnly.inBulk[id('build')], headsOnly.inBulk[id('score')]]).toEqual([0, 1]);
    // The same shape under V8's interpreter entry (each level another interpreted function) is
    // the program's calls: its callees keep a cell per level.
    const interp = recursionCells(tree((n) => (n === 'walk' ? 'Builtins_InterpreterEntryTrampoline' : n)));
    const scores = t.lines.map((l, i) => i + 1).filter((n) => t.lines[n - 1].name === 'score');
    expect(scores.map((n) => interp[n])).toEqual(scores);
    expect(new Set(scores.map((n) => recursionCells(tree())[n])).size).toBe(1);
  });

  it("a pool's workers are one cell per call path; a thread's own paths keep theirs", () => {
    // Worker 0 ran most of the jobs before and worker 1 after (which worker the profiler named
    // moved): per thread, parse read as a fall under worker 0; taken as one, parse held.
    const t = exact(`
      pool-0          700 -> 400  [thread]
        job           700 -> 400
          parse       350 -> 150
          checksum    350 -> 250
      pool-1          100 -> 600  [thread]
        job           100 -> 600
          parse        50 -> 250
          checksum     50 -> 350
      main            600 -> 600  [thread]
        wait          300 -> 300
        load          300 -> 300`);
    const names = [...new Set(t.lines.map((l) => l.name))];
    const tree = {
      frame: Int32Array.from([-1, ...t.lines.map((l) => names.indexOf(l.name))]),
      parent: t.parent,
      names,
      kinds: names.map((n) => (/^(pool|main)/.test(n) ? 'thread' : 'unknown')),
    } as unknown as UnionTree;
    const at = (thread: string, name: string) => {
      const from = t.lines.findIndex((l) => l.name === thread);
      return t.lines.findIndex((l, i) => i > from && l.name === name) + 1;
    };
    const cells = threadPoolCells(tree, recursionCells(tree));
    expect(cells[at('pool-1', 'parse')]).toBe(at('pool-0', 'parse'));
    expect(cells[at('pool-1', 'checksum')]).toBe(at('pool-0', 'checksum'));
    expect(cells[at('main', 'load')]).toBe(at('main', 'load'));
    const bulk = estimateBulk(t.parent, t.b, t.a, undefined, 1, undefined, cells)!;
    expect(bulk.inBulk[at('pool-0', 'parse')]).toBe(1);
    expect(bulk.inBulk[at('pool-0', 'checksum')]).toBe(0);
    // Per thread, the shifted workers outvote the code that held.
    const perThread = estimateBulk(t.parent, t.b, t.a, undefined, 1, undefined, recursionCells(tree))!;
    expect(perThread.inBulk[at('pool-0', 'parse')]).toBe(0);
    // Without two threads beside each other, the cells are the recursion's own.
    const one = { ...tree, kinds: names.map(() => 'unknown') } as unknown as UnionTree;
    expect(threadPoolCells(one, recursionCells(one))).toBe(recursionCells(one));
  });

  it("a mutual recursion's callee is one cell at every depth too", () => {
    // expr → term → factor → expr …, five levels; lookup, called by factor at each level, got
    // twice as slow; the parser's own time, build and report did not change.
    const levels = Array.from({ length: 5 }, (_, i) => {
      const at = (k: number) => '  '.repeat(4 + 3 * i + k);
      const rest = (5 - i) * 300;
      return `${at(0)}expr ${rest} -> ${rest + (5 - i) * 60}\n${at(1)}term ${rest - 100} -> ${rest - 100 + (5 - i) * 60}\n${at(2)}factor ${rest - 200} -> ${rest - 200 + (5 - i) * 60}\n${at(3)}lookup 60 -> 120`;
    }).join('\n');
    const t = exact(`
      main            2500 -> 2800
        build          300 -> 300
        report         300 -> 300
${levels}`);
    const names = [...new Set(t.lines.map((l) => l.name))];
    const tree = { frame: Int32Array.from([-1, ...t.lines.map((l) => names.indexOf(l.name))]), parent: t.parent, names } as unknown as UnionTree;
    const lookups = t.lines.map((l, i) => i + 1).filter((n) => t.lines[n - 1].name === 'lookup');
    expect(new Set(lookups.map((n) => recursionCells(tree)[n])).size).toBe(1);
    const id = (name: string) => t.lines.findIndex((l) => l.name === name) + 1;
    const cells = estimateBulk(t.parent, t.b, t.a, undefined, 1, undefined, recursionCells(tree))!;
    expect([cells.inBulk[id('build')], cells.inBulk[id('lookup')]]).toEqual([1, 0]);
  });

  it('a vote won by cells inside one call subtree goes to the cells that span the program', () => {
    // Fixed-length runs: dispatch handles each message three times, so its three callees grew
    // together and the two unchanged functions ran less often in the same time.
    const t = exact(`
      main             1000 -> 1000
        gen_message     150 -> 90
        flush_batch     530 -> 320
        dispatch        320 -> 590
          parse         110 -> 200
          validate      100 -> 190
          encode        110 -> 200`);
    const id = (name: string) => t.lines.findIndex((l) => l.name === name) + 1;
    const bulk = estimateBulk(t.parent, t.b, t.a, undefined, 1)!;
    expect([bulk.inBulk[id('flush_batch')], bulk.inBulk[id('gen_message')], bulk.inBulk[id('parse')]]).toEqual([1, 1, 0]);
    // The same three callees beside three unchanged functions: the vote is the spanning cells'.
    const u = exact(`
      main             1000 -> 1000
        gen_message     150 -> 90
        flush_batch     430 -> 260
        log             100 -> 60
        dispatch        320 -> 590
          parse         110 -> 200
          validate      100 -> 190
          encode        110 -> 200`);
    const uid = (name: string) => u.lines.findIndex((l) => l.name === name) + 1;
    const plain = estimateBulk(u.parent, u.b, u.a, undefined, 1)!;
    expect([plain.inBulk[uid('log')], plain.inBulk[uid('parse')]]).toEqual([1, 0]);
  });

  it('the factor most cells agree with wins over one heavy cell that changed', () => {
    // Twenty precise cells agree on 0; one heavier cell moved to +0.3; a few noisy ones roam.
    const m = [...Array(20).fill(0), 0.3, 0.9, -0.8];
    const v = [...Array(20).fill(0.001), 0.0001, 0.5, 0.5];
    expect(Math.abs(mostAgreedFactor(m, v, (i) => 3 * Math.sqrt(v[i])))).toBeLessThan(0.1);
  });

  it('sweeps the endpoints in the order a comparator sort gives: by position, openings first, then by event', () => {
    // Ties on purpose: cells of identical counts have identical intervals, and touching ones
    // share an endpoint (one opens where another closes).
    let x = 12345;
    const next = () => ((x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (const n of [0, 1, 2, 7, 50, 400]) {
      const m = Array.from({ length: n }, () => Math.round(next() * 8) / 4 - 1);
      const w = Array.from({ length: n }, () => Math.round(next() * 4) / 4);
      const width = (i: number) => w[i];
      const pos = Array.from({ length: 2 * n }, (_, e) => (e & 1 ? m[e >> 1] + w[e >> 1] : m[e >> 1] - w[e >> 1]));
      const expected = Array.from({ length: 2 * n }, (_, e) => e).sort((a, b) => pos[a] - pos[b] || (a & 1) - (b & 1) || a - b);
      const { order, position } = sweepOrder(m, width);
      expect(Array.from(order)).toEqual(expected);
      expect(Array.from(position)).toEqual(expected.map((e) => pos[e]));
    }
  });

  it('cells with too few samples on a side do not vote: a new tower of many small paths does not outvote the code that did not change', () => {
    // Three unchanged functions (the run took twice as long, so every share of them halved) and
    // a syscall tower that went from a handful of samples to most of the run, as twelve paths.
    const kernel = Array.from({ length: 12 }, (_, i) => `          path_${i}        1 -> 60`).join('\n');
    const t = exact(`
      main              1700 -> 1700
        crc             1500 -> 1500
        render           200 -> 200
      copy                12 -> 1800
        syscall           12 -> 1800
${kernel}`);
    const bulk = estimateBulk(t.parent, t.b, t.a, undefined, 1)!;
    const id = (name: string) => t.lines.findIndex((l) => l.name === name) + 1;
    expect(bulk.inBulk[id('crc')]).toBe(1);
    expect(bulk.inBulk[id('render')]).toBe(1);
    expect(bulk.inBulk[id('path_0')]).toBe(0);
    expect(bulk.shareBefore).toBeGreaterThan(0.9);
  });

  it('a cell that does not vote joins the bulk only as close to its factor as a voting cell could be', () => {
    // `grown` (5 -> 21 samples) quadrupled while the rest stayed: its own interval, at five
    // samples, still reaches the bulk's factor, but no cell with ten samples a side would agree.
    const t = exact(`
      main              1000 -> 1000
        a                300 -> 300
        b                300 -> 300
        c                395 -> 379
        grown              5 -> 21`);
    const bulk = estimateBulk(t.parent, t.b, t.a, undefined, 1)!;
    const id = (name: string) => t.lines.findIndex((l) => l.name === name) + 1;
    expect(bulk.inBulk[id('a')]).toBe(1);
    expect(bulk.inBulk[id('grown')]).toBe(0);
  });

  it('a function that grew by 60% is not part of the bulk; the code that did not change is', () => {
    const t = exact(`
      main          1000 -> 1150
        compute_a    500 -> 500
        compute_b    250 -> 400
        write        250 -> 250`);
    const bulk = estimateBulk(t.parent, t.b, t.a, undefined, 1)!;
    const id = (name: string) => t.lines.findIndex((l) => l.name === name) + 1;
    expect(bulk.inBulk[id('compute_b')]).toBe(0);
    expect(bulk.inBulk[id('compute_a')]).toBe(1);
    expect(bulk.inBulk[id('write')]).toBe(1);
    expect(bulk.shareBefore).toBeCloseTo(0.75, 6);
    expect(bulk.shareAfter).toBeCloseTo(750 / 1150, 6);
  });

  it("a JIT inlining a function on one side moves its callees' paths, not their cost: they stay in the bulk", () => {
    // Before, `handle` was inlined into `loop` (absent from the stacks); after, it is not.
    // Only `render` changed. Keyed by path, `parse` and `format` have no counterpart and the
    // cells left (loop's own time) decide the factor; keyed by code, the move is no change.
    const text = `
      main            1000 -> 1300
        loop           1000 -> 1300
          parse         400 -> 0
          format        300 -> 0
          render        200 -> 0
          handle          0 -> 1200
            parse         0 -> 400
            format        0 -> 300
            render        0 -> 500`;
    const t = exact(text);
    const names = t.lines.map((l) => l.name);
    const ids = new Map(names.map((n) => [n, names.indexOf(n)]));
    const frame = Int32Array.from([-1, ...names.map((n) => ids.get(n)!)]);
    const bulk = estimateBulk(t.parent, t.b, t.a, undefined, 1, codeIdentity(frame, t.parent))!;
    const byName = (name: string) => t.lines.flatMap((l, i) => (l.name === name ? [i + 1] : []));
    for (const n of [...byName('parse'), ...byName('format'), ...byName('loop')]) expect(bulk.inBulk[n]).toBe(1);
    for (const n of byName('render')) expect(bulk.inBulk[n]).toBe(0);
    expect(bulk.shareBefore).toBeCloseTo(0.8, 6);
    expect(bulk.shareAfter).toBeCloseTo(800 / 1300, 6);
  });

  it('the same function in two threads is two pieces of code (one thread may stop waiting)', () => {
    // main → wait, and reporter → work, reporter → wait (frame 2 is `wait` in both threads).
    const parent = Int32Array.from([-1, 0, 0, 1, 1, 2]);
    const frame = Int32Array.from([-1, 0, 1, 2, 3, 2]);
    const id = codeIdentity(frame, parent);
    expect(id[3]).not.toBe(id[5]);
  });

  it('code identities are a (top-level frame, function) pair each, numbered in order of first appearance', () => {
    // A tree of 20 000 nodes whose roots are any of 40 functions (as a generated fleet profile's
    // are), against a map of pairs: the ids must be the same numbers.
    let x = 12345;
    const next = () => ((x = (Math.imul(x, 1103515245) + 12345) >>> 0) >>> 8) % 40;
    const size = 20000;
    const parent = new Int32Array(size);
    const frame = new Int32Array(size);
    parent[0] = -1;
    frame[0] = -1;
    for (let n = 1; n < size; n++) {
      parent[n] = n < 50 || next() < 4 ? 0 : 1 + ((n * 7919) % (n - 1));
      frame[n] = next();
    }
    const expected = new Int32Array(size).fill(-1);
    const ids = new Map<string, number>();
    const firstTop = new Map<number, number>();
    for (let n = 1; n < size; n++) {
      let t = n;
      while (parent[t] > 0) t = parent[t];
      if (!firstTop.has(frame[n])) firstTop.set(frame[n], frame[t]);
      const key = firstTop.get(frame[n]) === frame[t] ? `f${frame[n]}` : `${frame[t]}:${frame[n]}`;
      if (!ids.has(key)) ids.set(key, ids.size);
      expected[n] = ids.get(key)!;
    }
    expect(Array.from(codeIdentity(frame, parent))).toEqual(Array.from(expected));
  });

  it('excluded subtrees never join the bulk', () => {
    const t = exact(`
      main      1000 -> 1000
        a        500 -> 500
        b        500 -> 500`);
    const excluded = Uint8Array.from([0, 0, 0, 1]);
    const bulk = estimateBulk(t.parent, t.b, t.a, excluded, 1)!;
    expect(bulk.inBulk[3]).toBe(0);
    expect(bulk.shareBefore).toBeCloseTo(0.5, 6);
  });
});

describe('overdispersion from branch ratios', () => {
  const TREE = `
    main          1000 -> 1000
      a            200 -> 200
        a1         100 -> 100
        a2         100 -> 100
      b            200 -> 200
        b1         100 -> 100
        b2         100 -> 100
      c            200 -> 200
        c1         100 -> 100
        c2         100 -> 100
      d            200 -> 200
        d1         100 -> 100
        d2         100 -> 100
      e            200 -> 200
        e1         100 -> 100
        e2         100 -> 100`;
  const phiOf = (text: string, seed: number) => {
    const { before, after } = sampledRuns(text, { runs: 1, samples: 4000, seed, ordered: false });
    const t = buildUnion(before, after);
    const tot = (side: 'before' | 'after') => {
      const runs = t.runs.filter((r) => r.side === side);
      const out = new Float64Array(t.frame.length);
      for (const r of runs) for (let n = 0; n < out.length; n++) out[n] += r.total[n];
      return out;
    };
    return branchRatioOverdispersion(t, tot('before'), tot('after')).phi;
  };

  // Bursts of 1–4 equally likely samples inflate a count's variance by E[k²]/E[k] = 3.
  it('measures the bursts of unchanged code (about 3 for bursts of 1–4 samples)', () => {
    const phis = [1, 2, 3, 4, 5].map((s) => phiOf(TREE, s));
    const mid = [...phis].sort((x, y) => x - y)[2];
    expect(mid).toBeGreaterThan(1.5);
    expect(mid).toBeLessThan(6);
  });

  it('a real change elsewhere does not inflate it (shares would: every frame moved)', () => {
    const changed = TREE.replace('main          1000 -> 1000', 'main          1000 -> 2200')
      .replace('c            200 -> 200', 'c            200 -> 1400')
      .replace('c1         100 -> 100', 'c1         100 -> 1300');
    const same = [1, 2, 3, 4, 5].map((s) => phiOf(TREE, s)).sort((x, y) => x - y)[2];
    const moved = [1, 2, 3, 4, 5].map((s) => phiOf(changed, s)).sort((x, y) => x - y)[2];
    expect(moved).toBeLessThan(6);
    expect(moved / same).toBeLessThan(1.6);
  });

  it('a change in a small profile, where its siblings are most of the ratios, does not inflate it either', () => {
    // Every ratio but the changed one's is a sibling of it, or of a frame on its path.
    const small = `
      main          1000 -> 1700
        work        1000 -> 1700
          parse      400 -> 1100
            match      0 -> 700
            split    200 -> 200
            join     200 -> 200
          enrich     300 -> 300
          encode     300 -> 300`;
    const moved = [1, 2, 3, 4, 5].map((s) => phiOf(small, s)).sort((x, y) => x - y)[2];
    expect(moved).toBeLessThan(6);
  });

  it('a profile with too few ratios leans on the prior', () => {
    expect(phiOf(`
      main  100 -> 100
        a    50 -> 50
        b    50 -> 50`, 1)).toBeGreaterThanOrEqual(1);
  });
});

describe('pooled self samples', () => {
  it('convert weights to samples per run', () => {
    const { before, after } = sampledRuns(`
      main 10 -> 10
        a   5 -> 5`, { runs: 2, samples: 100 });
    const t = buildUnion(before, after);
    const s = pooledSelfSamples(t.frame.length, t.runs.filter((r) => r.side === 'before'));
    expect(s.reduce((a, x) => a + x, 0)).toBeCloseTo(200, 9);
  });

  it('of one run in sample counts are its own self weights, not a copy; of one run in seconds, converted', () => {
    const { before, after } = sampledRuns(`
      main 10 -> 10
        a   5 -> 5`, { runs: 1, samples: 100 });
    const t = buildUnion(before, after);
    const run = t.runs[0];
    expect(pooledSelfSamples(t.frame.length, [run])).toBe(run.self);
    const seconds = { ...run, self: Float64Array.from(run.self, (x) => x * 0.01), sum: run.sum * 0.01 };
    const s = pooledSelfSamples(t.frame.length, [seconds]);
    expect(s).not.toBe(seconds.self);
    expect(Array.from(s)).toEqual(Array.from(run.self));
  });

  it('weights in seconds come back as whole samples, so a cell meets a threshold as its counts do', () => {
    // 20 py-spy samples of 0.01 s summed one by one, in a run of 1215 samples weighing 12.15 s.
    let w = 0;
    for (let i = 0; i < 20; i++) w += 0.01;
    let sum = 0;
    for (let i = 0; i < 1215; i++) sum += 0.01;
    expect(w * (1215 / sum)).not.toBe(20);
    expect(asSamples(w, 1215 / sum)).toBe(20);
    // Weights that are not whole samples stay as they are.
    expect(asSamples(0.5, 3)).toBe(1.5);
  });
});
