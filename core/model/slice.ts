import { ProfileBuilder } from './builder.js';
import type { Profile } from './types.js';

/**
 * A time range of one recording, in seconds from its first sample; a negative bound counts
 * back from its last sample (`-5s..` = the last five seconds). Open ends are undefined.
 */
export interface TimeRange {
  readonly from?: number;
  readonly to?: number;
}

const BOUND = /^(-?)(\d+(?:\.\d*)?|\.\d+)(ms|s|m|min)?$/;
const SECONDS: Record<string, number> = { ms: 1e-3, s: 1, m: 60, min: 60 };

function bound(text: string): number | undefined | null {
  if (text === '') return undefined;
  const m = BOUND.exec(text);
  if (!m) return null;
  return (m[1] ? -1 : 1) * Number(m[2]) * SECONDS[m[3] ?? 's'];
}

/**
 * Parses `10s..20s`, `-5s..`, `..30s`, `500ms..1.5s`, `1m..2m` (a number alone is seconds).
 * Returns undefined when the text is not a range, so `FILE@…` can fall back to a file name.
 */
export function parseTimeRange(text: string): TimeRange | undefined {
  const at = text.indexOf('..');
  if (at === -1) return undefined;
  const from = bound(text.slice(0, at).trim());
  const to = bound(text.slice(at + 2).trim());
  if (from === null || to === null || (from === undefined && to === undefined)) return undefined;
  return { from, to };
}

/** Writes a range back as text, for labels (`@10s..20s`). */
export function formatTimeRange(r: TimeRange): string {
  const f = (v: number | undefined) => (v === undefined ? '' : `${+v.toFixed(3)}s`);
  return `${f(r.from)}..${f(r.to)}`;
}

/**
 * The samples of a profile that fall in a time range: what `flamediff diff rec@0s..30s
 * rec@30s..60s` compares, before and after a deploy inside one capture. Needs sample times
 * (perf script, V8 .cpuprofile and Chrome traces, JFR); throws an Error saying what is missing
 * otherwise, or when the range holds no sample.
 */
export function sliceByTime(p: Profile, range: TimeRange): Profile {
  const times = p.timeline?.time;
  if (!p.timeline || !times) throw new Error('has no sample times to slice (perf script, V8 .cpuprofile, Chrome traces and JFR keep them)');
  let first = Infinity;
  let last = -Infinity;
  for (const t of times) {
    if (t < first) first = t;
    if (t > last) last = t;
  }
  if (!Number.isFinite(first)) throw new Error('has no sample times to slice');
  const at = (v: number | undefined, open: number) => (v === undefined ? open : v < 0 ? last + v : first + v);
  const lo = at(range.from, -Infinity);
  const hi = at(range.to, Infinity);
  const b = new ProfileBuilder(p.unit);
  const nodeMap = new Int32Array(p.stackFrame.length).fill(-1);
  nodeMap[0] = 0;
  const frameMap = new Map<number, number>();
  const nodeOf = (n: number): number => {
    if (nodeMap[n] !== -1) return nodeMap[n];
    const parent = nodeOf(p.stackParent[n]);
    const f = p.stackFrame[n];
    let id = frameMap.get(f);
    if (id === undefined) frameMap.set(f, (id = b.internFrame(p.frames[f])));
    return (nodeMap[n] = b.child(parent, id));
  };
  let kept = 0;
  let kFirst = Infinity;
  let kLast = -Infinity;
  const { stack, weight } = p.timeline;
  for (let i = 0; i < stack.length; i++) {
    const t = times[i];
    if (!(t >= lo && t < hi)) continue;
    b.addSample(nodeOf(stack[i]), weight[i], t);
    kept++;
    kFirst = Math.min(kFirst, t);
    kLast = Math.max(kLast, t);
  }
  const span = last - first;
  if (kept === 0) throw new Error(`has no samples in ${formatTimeRange(range)} (its samples span ${span.toFixed(3)} s)`);
  return b.build({
    ...p.meta,
    sampleCount: kept,
    durationSeconds: Math.max(0, Math.min(hi, last) - Math.max(lo, first)),
    startTime: p.meta.startTime !== undefined ? p.meta.startTime + (kFirst - first) : undefined,
  });
}
