import { ProfileBuilder } from '../../model/builder.js';
import { totalWeight, type Profile, type WeightUnit } from '../../model/types.js';
import { ParseError } from '../errors.js';
import { JsonChunks } from '../json.js';
import { frameFromFoldedName } from '../frame-kind.js';
import type { InputFormat, ParseContext, StreamParser } from '../types.js';

/**
 * Pyroscope's flamebearer JSON: the legacy `/render` and v1 `/pyroscope/render` responses
 * ("single"), `render-diff` responses ("double", both sides in one tree), and v1 Connect
 * `SelectMergeStacktraces` flame graphs (int64s as strings, levels as `{values: [...]}`).
 *
 * Levels hold groups of ints per node: single `[xDelta, total, self, nameIdx]`, double
 * `[xDeltaL, totalL, selfL, xDeltaR, totalR, selfR, nameIdx]`. Offsets are relative to the end of
 * the previous node of the same level; a node's parent is the node one level up whose range
 * holds it. Level 0 is the root ("total"), read as the virtual root.
 */
interface Doc {
  names: string[];
  levels: readonly (readonly (number | string)[])[];
  double: boolean;
  units?: string;
  sampleRate?: number;
  name?: string;
  durationSeconds?: number;
}

function toDoc(raw: unknown, fail: (what: string) => never): Doc {
  const o = raw as Record<string, unknown>;
  const fb = (o?.flamebearer ?? o?.flamegraph) as Record<string, unknown> | undefined;
  if (!fb || !Array.isArray(fb.names) || !Array.isArray(fb.levels)) fail('a "flamebearer" (or "flamegraph") object with "names" and "levels"');
  const meta = (o.metadata ?? {}) as Record<string, unknown>;
  const levels = (fb!.levels as unknown[]).map((l, i) => {
    const values = Array.isArray(l) ? l : (l as { values?: unknown[] })?.values;
    if (!Array.isArray(values)) fail(`levels[${i}] to be an array of ints (or {values: [...]})`);
    return values as number[]; // may hold int64 strings (Connect JSON); read through Number()
  });
  // v1's Connect Diff has no metadata: its ticks fields (left out when 0) or 7-int groups say it.
  const double = meta.format === 'double' || 'leftTicks' in fb! || 'rightTicks' in fb! || (levels.length > 0 && levels[0].length === 7);
  const startTime = Number(meta.startTime);
  const endTime = Number(meta.endTime);
  return {
    names: fb!.names as string[],
    levels,
    double,
    units: typeof meta.units === 'string' ? meta.units : undefined,
    sampleRate: typeof meta.sampleRate === 'number' ? meta.sampleRate : undefined,
    name: typeof meta.name === 'string' ? meta.name : undefined,
    durationSeconds: endTime > startTime ? endTime - startTime : undefined,
  };
}

/** Both sides of a flamebearer (a single one has only the right, "after", side). */
export function flamebearerSides(raw: unknown, source: string): { left: Profile; right: Profile; double: boolean } {
  const fail = (what: string): never => {
    throw new ParseError(source, `expected ${what}`);
  };
  const doc = toDoc(raw, fail);
  const width = doc.double ? 7 : 4;
  const unit: WeightUnit = doc.units === 'samples' || !doc.units ? 'samples' : doc.units === 'bytes' ? 'bytes' : 'samples';
  const sides = doc.double ? [0, 3] : [0];
  const builders = sides.map(() => new ProfileBuilder(unit));
  const frameIds = sides.map(() => new Int32Array(doc.names.length).fill(-1));
  // Per level, flat arrays indexed node * sides + side: start offset, width, builder node id.
  // (No object per node: servers send up to a million nodes.)
  const S = sides.length;
  let prevX = new Float64Array(S);
  let prevW = new Float64Array(S);
  let prevIds = new Int32Array(S);
  let prevN = 0;
  const end = new Float64Array(S);
  const cursor = new Int32Array(S);
  const x = new Float64Array(S);
  const w = new Float64Array(S);
  doc.levels.forEach((level, li) => {
    if (level.length % width !== 0) fail(`levels[${li}] to hold groups of ${width} ints (${doc.double ? 'double' : 'single'} format)`);
    const n = level.length / width;
    const curX = new Float64Array(n * S);
    const curW = new Float64Array(n * S);
    const curIds = new Int32Array(n * S);
    end.fill(0);
    cursor.fill(0);
    for (let node = 0; node < n; node++) {
      const g = node * width;
      let s0 = -1;
      for (let si = 0; si < S; si++) {
        const off = sides[si];
        x[si] = end[si] + Number(level[g + off]);
        w[si] = Number(level[g + off + 1]);
        end[si] = x[si] + w[si];
        curX[node * S + si] = x[si];
        curW[node * S + si] = w[si];
        if (s0 === -1 && w[si] > 0) s0 = si;
      }
      const name = Number(level[g + width - 1]);
      if (!(name >= 0 && name < doc.names.length)) fail(`levels[${li}] name index ${name} below ${doc.names.length}`);
      if (li === 0) continue; // the root: builder node 0 on every side
      // The parent holds this node's start on a side where the node has weight. Nodes and
      // their parents run left to right on every side, so a cursor per side finds it in
      // linear time.
      const s = s0 === -1 ? 0 : s0;
      let parent = -1;
      if (s0 >= 0) {
        let k = cursor[s];
        while (k < prevN && (prevW[k * S + s] === 0 || prevX[k * S + s] + prevW[k * S + s] <= x[s])) k++;
        cursor[s] = k;
        if (k < prevN && x[s] >= prevX[k * S + s] && x[s] < prevX[k * S + s] + prevW[k * S + s]) parent = k;
      } else {
        for (let k = 0; k < prevN && parent === -1; k++) if (x[s] >= prevX[k * S + s] && x[s] <= prevX[k * S + s] + prevW[k * S + s]) parent = k;
      }
      if (parent === -1) fail(`levels[${li}]: a node at offset ${x[s]} has no parent in the level above`);
      for (let si = 0; si < S; si++) {
        const b = builders[si];
        // Interned once per name and side: names repeat across a tree's nodes.
        let f = frameIds[si][name];
        if (f === -1) f = frameIds[si][name] = b.internFrame(frameFromFoldedName(doc.names[name]));
        const id = b.child(prevIds[parent * S + si], f);
        const self = Number(level[g + sides[si] + 2]);
        if (self > 0) b.addSelf(id, self);
        curIds[node * S + si] = id;
      }
    }
    prevX = curX;
    prevW = curW;
    prevIds = curIds;
    prevN = n;
  });
  const meta = (side: string) => ({
    sourceFormat: 'flamebearer',
    source: doc.double ? `${source} (${side})` : source,
    profiler: 'pyroscope',
    name: doc.name,
    sampleRate: doc.sampleRate,
    durationSeconds: doc.durationSeconds,
  });
  let built = builders.map((b, i) => b.build(meta(i === 0 ? 'left' : 'right')));
  // v1's render says units "samples" with sampleRate 1e9: the ticks are CPU nanoseconds (gotcha 4).
  if (doc.sampleRate === 1e9 && unit === 'samples') built = built.map((p) => cpuNanoseconds(p));
  return { left: built[0], right: built[built.length - 1], double: doc.double };
}

export class FlamebearerParser implements StreamParser {
  private readonly json = new JsonChunks();
  constructor(private readonly context: ParseContext) {}
  push(chunk: Uint8Array): void {
    this.json.push(chunk);
  }
  end(): Profile {
    const raw = this.json.parse(this.context.source, 'Pyroscope flamebearer JSON');
    const { right, double } = flamebearerSides(raw, this.context.source);
    if (double) this.context.warn?.('double (diff) flamebearer read as its right (after) side; `flamediff diff` reads both sides');
    return right;
  }
}

export const flamebearer: InputFormat = {
  id: 'flamebearer',
  description: 'Pyroscope flamebearer JSON (render, render-diff, Connect flame graphs)',
  sniff: (head) => head.trimStart().startsWith('{') && /"(flamebearer|flamegraph)"\s*:/.test(head) && head.includes('"levels"'),
  createParser: (_o, context) => new FlamebearerParser(context),
};

/** The sampling rate assumed for Pyroscope v1 CPU time: Pyroscope's agents and Go's profiler sample at 100 Hz. */
export const PYROSCOPE_DEFAULT_HZ = 100;

/**
 * A profile whose weights are CPU nanoseconds without a sample count (Grafana Pyroscope v1
 * stores CPU time, not samples). The statistics need counts, so the count is estimated as
 * time × `hz`: at the agents' usual 100 Hz that is exact for the recorded v1 answers.
 */
export function cpuNanoseconds(p: Profile, hz = PYROSCOPE_DEFAULT_HZ): Profile {
  const period = 1e9 / hz;
  return { ...p, unit: 'nanoseconds', meta: { ...p.meta, sampleRate: hz, samplePeriod: period, sampleCount: Math.round(totalWeight(p) / period) } };
}
