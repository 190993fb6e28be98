import type { WeightUnit } from '../../model/types.js';
import type { ChunkEvent, Pools } from './chunk.js';
import type { JfrValue } from './values.js';

/**
 * What a `--sample-type` selects in a JFR recording: the event types read, how each event is
 * weighed and in what unit. `cpu` is what JDK Mission Control's "Method Profiling" and
 * speedscope show; the others are the allocation, lock and park views people open JFR for.
 */
export interface JfrSampleType {
  readonly events: readonly string[];
  readonly unit: WeightUnit;
  /** Weight of one event (ticks are converted by the caller for `nanoseconds`). */
  readonly weight: (e: ChunkEvent) => number;
}

const durationNs = (e: ChunkEvent) => (num(e.value.duration) * 1e9) / e.header.ticksPerSecond;
const num = (v: JfrValue | undefined) => (typeof v === 'number' ? v : 0);

export const JFR_SAMPLE_TYPES: Readonly<Record<string, JfrSampleType>> = {
  cpu: { events: ['jdk.ExecutionSample'], unit: 'samples', weight: () => 1 },
  native: { events: ['jdk.NativeMethodSample'], unit: 'samples', weight: () => 1 },
  alloc: { events: ['jdk.ObjectAllocationSample'], unit: 'bytes', weight: (e) => num(e.value.weight) },
  'alloc-tlab': { events: ['jdk.ObjectAllocationInNewTLAB', 'jdk.ObjectAllocationOutsideTLAB'], unit: 'bytes', weight: (e) => num(e.value.tlabSize) || num(e.value.allocationSize) },
  lock: { events: ['jdk.JavaMonitorEnter'], unit: 'nanoseconds', weight: durationNs },
  park: { events: ['jdk.ThreadPark'], unit: 'nanoseconds', weight: durationNs },
};

/** A sample type by name: a key of {@link JFR_SAMPLE_TYPES}, or any event type name (`jdk.SocketRead`). */
export function jfrSampleType(name: string | undefined): JfrSampleType | undefined {
  if (name === undefined) return JFR_SAMPLE_TYPES.cpu;
  const known = JFR_SAMPLE_TYPES[name];
  if (known) return known;
  if (!/^[\w$.]+\.[\w$]+$/.test(name)) return undefined;
  return { events: [name], unit: 'events', weight: () => 1 };
}

/** One stack frame as flamediff names it. */
export interface JfrFrame {
  readonly name: string;
  readonly native: boolean;
}

/** One event as a weighted stack, leaf last, with its time. */
export interface JfrSample {
  readonly nanos: number;
  readonly thread: string;
  readonly frames: readonly JfrFrame[];
  readonly weight: number;
  readonly truncated: boolean;
}

/**
 * Turns decoded events into stacks. Methods are named `package.Class.method` (the class's
 * internal `a/b/C` form with dots), as JDK Mission Control and async-profiler show Java frames;
 * line numbers are left out so that one method is one frame wherever in it a sample landed.
 */
export class SampleBuilder {
  private readonly methodNames = new Map<Pools, Map<number, JfrFrame>>();

  constructor(private readonly type: JfrSampleType) {}

  sample(e: ChunkEvent): JfrSample {
    const { pools, value, header } = e;
    const threadRef = value.sampledThread ?? value.eventThread;
    const thread = text(pools, pools.field(threadRef, 'javaName')) || text(pools, pools.field(threadRef, 'osName')) || 'thread';
    const trace = pools.resolve(value.stackTrace);
    const frames: JfrFrame[] = [];
    const list = pools.field(trace, 'frames');
    if (Array.isArray(list)) for (let i = list.length - 1; i >= 0; i--) frames.push(this.frame(pools, list[i]));
    const nanos = header.startNanos + ((num(value.startTime) - header.startTicks) * 1e9) / header.ticksPerSecond;
    return { nanos, thread, frames, weight: this.type.weight(e), truncated: pools.field(trace, 'truncated') === true };
  }

  private frame(pools: Pools, frame: JfrValue): JfrFrame {
    const methodRef = pools.resolve(frame) as { method?: JfrValue; type?: JfrValue } | null;
    const ref = methodRef?.method;
    let cache = this.methodNames.get(pools);
    if (!cache) this.methodNames.set(pools, (cache = new Map()));
    const key = typeof ref === 'object' && ref !== null && 'key' in ref && typeof ref.key === 'number' ? ref.key : undefined;
    const kind = text(pools, pools.field(methodRef?.type, 'description'));
    const cacheKey = key === undefined ? undefined : key * 2 + (kind === 'Native' ? 1 : 0);
    const hit = cacheKey === undefined ? undefined : cache.get(cacheKey);
    if (hit) return hit;
    const method = pools.resolve(ref);
    const cls = text(pools, pools.field(pools.field(method, 'type'), 'name')).replace(/\//g, '.');
    const name = text(pools, pools.field(method, 'name'));
    const out = { name: cls ? `${cls}.${name || '?'}` : name || '[unknown]', native: kind === 'Native' };
    if (cacheKey !== undefined) cache.set(cacheKey, out);
    return out;
  }
}

/** A string field that may be a Symbol (a pooled struct holding `string`) or a plain string. */
function text(pools: Pools, v: JfrValue): string {
  const r = pools.resolve(v);
  if (typeof r === 'string') return r;
  const s = pools.field(r, 'string');
  return typeof s === 'string' ? s : '';
}
