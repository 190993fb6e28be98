import type { TowerInput } from '../../core/detectors/towers.js';
import type { Tested } from '../../core/diff/diff.js';
import type { UnionTree } from '../../core/diff/union.js';
import { ProfileBuilder } from '../../core/model/builder.js';
import type { FrameKind, Profile } from '../../core/model/types.js';
import { rng } from './rng.js';

/**
 * Small call trees drawn as text, for stage tests. One node per line, two spaces of indent per
 * level; then inclusive values before and after (`50 -> 70`); then optional flags: `*` marks a
 * significant change, `[thread]` / `[process]` a frame kind.
 *
 *     main            100 -> 120
 *       compute_a      50 -> 50
 *       compute_b      25 -> 45  *
 *         helper       25 -> 45  *
 */
export interface TextNode {
  readonly name: string;
  readonly depth: number;
  readonly parent: number;
  readonly before: number;
  readonly after: number;
  readonly significant: boolean;
  readonly kind: FrameKind;
}

export function parseTree(text: string): TextNode[] {
  const out: TextNode[] = [];
  const stack: number[] = [];
  const rows = text.split('\n').filter((l) => l.trim());
  const margin = Math.min(...rows.map((l) => /^ */.exec(l)![0].length));
  for (const row of rows) {
    const raw = row.slice(margin);
    // A name with spaces is written in double quotes: "select (selectors.py)".
    const m = /^( *)("[^"]+"|\S+)\s+([\d.]+)\s*->\s*([\d.]+)\s*(.*)$/.exec(raw);
    if (!m) throw new Error(`bad tree line: ${JSON.stringify(raw)}`);
    const depth = m[1].length / 2;
    stack.length = depth;
    const kind = /\[thread\]/.test(m[5]) ? 'thread' : /\[process\]/.test(m[5]) ? 'process' : 'unknown';
    out.push({
      name: m[2].replace(/^"(.*)"$/, '$1'),
      depth,
      parent: depth === 0 ? -1 : stack[depth - 1],
      before: Number(m[3]),
      after: Number(m[4]),
      significant: m[5].includes('*'),
      kind,
    });
    stack[depth] = out.length - 1;
  }
  return out;
}

/**
 * Tower selection's input from a drawn tree: union node i + 1 is line i (node 0 is the virtual
 * root), values are fractions of the before root, and every node is tested, significant
 * where marked.
 */
export function towerInput(text: string): TowerInput & { node(path: string): number } {
  const lines = parseTree(text);
  const names: string[] = [];
  const kinds: FrameKind[] = [];
  const ids = new Map<string, number>();
  const frame = new Int32Array(lines.length + 1).fill(-1);
  const parent = new Int32Array(lines.length + 1).fill(-1);
  const beforeTotal = new Float64Array(lines.length + 1);
  const afterTotal = new Float64Array(lines.length + 1);
  const scale = lines.filter((l) => l.depth === 0).reduce((a, l) => a + l.before, 0) || 1;
  const nodes = new Map<number, Tested>();
  lines.forEach((l, i) => {
    const n = i + 1;
    let id = ids.get(l.name);
    if (id === undefined) {
      id = names.length;
      names.push(l.name);
      kinds.push(l.kind);
      ids.set(l.name, id);
    }
    frame[n] = id;
    parent[n] = l.parent + 1;
    beforeTotal[n] = l.before / scale;
    afterTotal[n] = l.after / scale;
    const delta = afterTotal[n] - beforeTotal[n];
    nodes.set(n, { delta, se: 0.001, df: 100, p: l.significant ? 1e-6 : 0.5, q: l.significant ? 1e-5 : 0.6, ciLow: delta, ciHigh: delta, mde: 0, before: beforeTotal[n], after: afterTotal[n], significant: l.significant });
  });
  for (const l of lines.filter((x) => x.depth === 0)) {
    beforeTotal[0] += l.before / scale;
    afterTotal[0] += l.after / scale;
  }
  const tree: UnionTree = { names, kinds, frame, parent, runs: [] };
  const node = (path: string) => {
    const parts = path.split('/');
    let at = 0;
    for (const p of parts) {
      const next = lines.findIndex((l, i) => l.name === p && l.parent + 1 === at && i + 1 > at);
      if (next < 0) throw new Error(`no node ${path}`);
      at = next + 1;
    }
    return at;
  };
  return { tree, beforeTotal, afterTotal, nodes, node };
}

/**
 * Runs of each side sampled from a drawn tree: `samples` draws per run, each leaf-or-self
 * position chosen with probability ∝ its self value (inclusive minus children), in bursts of
 * 1–4 (profilers' consecutive samples repeat). Sample order is kept unless `ordered` is false.
 * `perUnit` instead draws that many samples per unit of a side's drawn total (a sampling clock:
 * a side that does more work has more samples), `samples` a fixed number (a fixed-time run).
 */
export function sampledRuns(text: string, options: { runs?: number; samples?: number; perUnit?: number; seed?: number; ordered?: boolean } = {}): { before: Profile[]; after: Profile[] } {
  const lines = parseTree(text);
  const runs = options.runs ?? 3;
  const fixed = options.samples ?? 3000;
  const r = rng(options.seed ?? 1);
  const side = (pick: (l: TextNode) => number, offset: number): Profile[] => {
    const self = lines.map((l, i) => pick(l) - lines.filter((c) => c.parent === i).reduce((a, c) => a + pick(c), 0));
    if (self.some((x) => x < -1e-9)) throw new Error('a child is larger than its parent');
    const total = self.reduce((a, x) => a + Math.max(0, x), 0);
    // `perUnit`: samples per unit of the drawn cost, so a side that costs more has more samples a run (a profiler's clock).
    const samples = options.perUnit !== undefined ? Math.round(options.perUnit * total) : fixed;
    return Array.from({ length: runs }, (_, k) => {
      const b = new ProfileBuilder('samples');
      const nodeOf: number[] = [];
      lines.forEach((l, i) => (nodeOf[i] = b.child(l.parent < 0 ? 0 : nodeOf[l.parent], b.internFrame({ name: l.name, kind: l.kind }))));
      for (let drawn = 0; drawn < samples; ) {
        let x = r() * total;
        let i = 0;
        while (i < self.length - 1 && x >= Math.max(0, self[i])) x -= Math.max(0, self[i++]);
        const burst = 1 + Math.floor(r() * 4);
        for (let j = 0; j < burst && drawn < samples; j++, drawn++) b.addSample(nodeOf[i], 1);
      }
      const p = b.build({ sourceFormat: 'test', source: `run${offset + k}` });
      return options.ordered === false ? { ...p, timeline: undefined, meta: { ...p.meta, sampleCount: samples } } : p;
    });
  };
  return { before: side((l) => l.before, 0), after: side((l) => l.after, runs) };
}
