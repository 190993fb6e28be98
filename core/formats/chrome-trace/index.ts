import { ProfileBuilder } from '../../model/builder.js';
import type { Profile } from '../../model/types.js';
import { ParseError } from '../errors.js';
import { isObject, JsonChunks } from '../json.js';
import type { InputFormat, ParseContext, StreamParser } from '../types.js';
import { V8CpuProfileParser } from '../v8-cpuprofile/index.js';

/**
 * Chrome's Trace Event JSON as saved from the Performance panel: the JavaScript samples are in
 * `Profile` and `ProfileChunk` events (Chrome 69 on; one profile per thread, workers included,
 * its nodes, samples and time deltas spread over chunks) or, in older traces, one `CpuProfile`
 * event per thread. Each profile becomes a thread of one profile, named by the trace's
 * `thread_name` metadata, so runs (whose PIDs and TIDs differ) compare thread by thread.
 */

/** Claims a trace (an array of events, or `{traceEvents: [...]}`) holding CPU profile events. */
export function sniff(head: string): boolean {
  const t = head.trimStart();
  if (!(t.startsWith('[') || (t.startsWith('{') && /"traceEvents"\s*:/.test(head)))) return false;
  return /"name"\s*:\s*"(ProfileChunk|Profile|CpuProfile)"/.test(head) || /"cat"\s*:\s*"[^"]*(devtools\.timeline|v8\.cpu_profiler)/.test(head);
}

interface TraceProfile {
  key: string;
  pid: number;
  tid: number;
  nodes: Map<number, { id: number; callFrame: Record<string, unknown>; parent?: number }>;
  samples: number[];
  timeDeltas: number[];
  startTime?: number;
}

export class ChromeTraceParser implements StreamParser {
  private readonly json = new JsonChunks();

  constructor(private readonly context: ParseContext) {}

  push(chunk: Uint8Array): void {
    this.json.push(chunk);
  }

  end(): Profile {
    const doc = this.json.parse(this.context.source, 'Chrome trace JSON');
    const events = Array.isArray(doc) ? doc : isObject(doc) && Array.isArray(doc.traceEvents) ? doc.traceEvents : undefined;
    if (!events) throw new ParseError(this.context.source, 'top level: expected an array of trace events or {traceEvents: [...]}');
    const { profiles, threadNames } = collect(events.filter(isObject));
    if (profiles.length === 0) throw new ParseError(this.context.source, 'no CPU profile in this trace: expected Profile/ProfileChunk or CpuProfile events (record with the JavaScript samples enabled)');
    const v8 = new V8CpuProfileParser(this.context);
    const parts = profiles.map((p) => ({ p, profile: v8.build(asCpuProfile(p), 'chrome-trace') }));
    return mergeAsThreads(parts.map(({ p, profile }) => ({ thread: threadLabel(threadNames, p), profile })), this.context.source);
  }
}

/**
 * A profile's thread as its root frame: `Renderer: CrRendererMain`, the process's name and the
 * thread's, never their IDs (new every run). The process's name, because one trace can hold two
 * renderers' main threads: a blind capture's first browser launch also sampled Chrome's own
 * WebUI renderer (`WebUI Top Renderer: CrRendererMain`), 7,374 samples of code the page never
 * ran, which under the thread's name alone joined the page's main thread.
 */
function threadLabel(names: ReadonlyMap<string, string>, p: TraceProfile): string {
  const thread = names.get(`${p.pid}:${p.tid}`) ?? 'thread';
  const process = names.get(`${p.pid}`);
  return process ? `${process}: ${thread}` : thread;
}

function collect(events: Record<string, unknown>[]): { profiles: TraceProfile[]; threadNames: Map<string, string> } {
  const byKey = new Map<string, TraceProfile>();
  const threadNames = new Map<string, string>();
  const get = (e: Record<string, unknown>, key: string): TraceProfile => {
    let p = byKey.get(key);
    if (!p) {
      p = { key, pid: Number(e.pid), tid: Number(e.tid), nodes: new Map(), samples: [], timeDeltas: [] };
      byKey.set(key, p);
    }
    return p;
  };
  for (const e of events) {
    const data = isObject(e.args) && isObject(e.args.data) ? e.args.data : undefined;
    if (e.name === 'thread_name' && isObject(e.args) && typeof e.args.name === 'string') threadNames.set(`${e.pid}:${e.tid}`, e.args.name);
    if (e.name === 'process_name' && isObject(e.args) && typeof e.args.name === 'string') threadNames.set(`${e.pid}`, e.args.name);
    if (e.name === 'Profile') {
      const p = get(e, `${e.pid}:${String(e.id)}`);
      p.tid = Number(e.tid);
      if (data && typeof data.startTime === 'number') p.startTime = data.startTime;
    } else if (e.name === 'ProfileChunk' && data) {
      const p = get(e, `${e.pid}:${String(e.id)}`);
      const cp = isObject(data.cpuProfile) ? data.cpuProfile : {};
      for (const n of Array.isArray(cp.nodes) ? cp.nodes.filter(isObject) : []) {
        if (typeof n.id === 'number' && isObject(n.callFrame)) p.nodes.set(n.id, { id: n.id, callFrame: n.callFrame, parent: typeof n.parent === 'number' ? n.parent : undefined });
      }
      addSamples(p, cp.samples, data.timeDeltas);
    } else if (e.name === 'CpuProfile' && data && isObject(data.cpuProfile)) {
      // Older traces: a whole .cpuprofile per thread.
      const p = get(e, `${e.pid}:${e.tid}:cpu`);
      const cp = data.cpuProfile;
      const parents = new Map<number, number>();
      for (const n of Array.isArray(cp.nodes) ? cp.nodes.filter(isObject) : []) {
        for (const c of Array.isArray(n.children) ? n.children : []) if (typeof c === 'number' && typeof n.id === 'number') parents.set(c, n.id);
      }
      for (const n of Array.isArray(cp.nodes) ? cp.nodes.filter(isObject) : []) {
        if (typeof n.id === 'number' && isObject(n.callFrame)) p.nodes.set(n.id, { id: n.id, callFrame: n.callFrame, parent: parents.get(n.id) });
      }
      addSamples(p, cp.samples, Array.isArray(cp.timeDeltas) ? cp.timeDeltas : data.timeDeltas);
    }
  }
  return { profiles: [...byKey.values()].filter((p) => p.nodes.size > 0 && p.samples.length > 0), threadNames };
}

/** Appends sampled node ids and their time deltas (0 where a delta is missing). */
function addSamples(p: TraceProfile, samples: unknown, deltas: unknown): void {
  const d = Array.isArray(deltas) ? deltas : [];
  (Array.isArray(samples) ? samples : []).forEach((s, i) => {
    if (typeof s === 'number') {
      p.samples.push(s);
      p.timeDeltas.push(typeof d[i] === 'number' ? d[i] : 0);
    }
  });
}

/** A trace profile as a modern .cpuprofile document (children from the parent links). */
function asCpuProfile(p: TraceProfile): Record<string, unknown> {
  const children = new Map<number, number[]>();
  for (const n of p.nodes.values()) if (n.parent !== undefined) children.set(n.parent, [...(children.get(n.parent) ?? []), n.id]);
  const known = new Set(p.nodes.keys());
  return {
    nodes: [...p.nodes.values()].map((n) => ({ id: n.id, callFrame: n.callFrame, children: children.get(n.id) ?? [] })),
    // Samples of nodes the chunks never described (a lost chunk) are dropped with their time.
    samples: p.samples.filter((s) => known.has(s)),
    timeDeltas: p.timeDeltas.filter((_, i) => known.has(p.samples[i])),
    ...(p.startTime !== undefined ? { startTime: p.startTime } : {}),
  };
}

/**
 * Profiles of threads as one, each under a thread root frame. Their samples make one
 * timeline ordered by time (the threads share the trace's clock), so that a time slice or the
 * single-run test sees the threads interleaved as they ran, not one after the other. A trace
 * of one thread gets its root too: runs of one page hold one profile or several (a worker, or
 * a renderer of Chrome's own), and a root present in some runs only would make the same code
 * two call paths.
 */
function mergeAsThreads(parts: readonly { thread: string; profile: Profile }[], source: string): Profile {
  const b = new ProfileBuilder('microseconds');
  let samples = 0;
  const timed: { time: number; node: number; weight: number }[] = [];
  for (const { thread, profile } of parts) {
    const root = b.child(0, b.internFrame({ name: thread, kind: 'thread' }));
    const map = new Int32Array(profile.stackFrame.length);
    map[0] = root;
    for (let n = 1; n < map.length; n++) {
      const f = profile.frames[profile.stackFrame[n]];
      map[n] = b.child(map[profile.stackParent[n]], b.internFrame(f));
    }
    const tl = profile.timeline;
    if (tl?.time) tl.stack.forEach((n, i) => timed.push({ time: tl.time![i], node: map[n], weight: tl.weight[i] }));
    else for (let n = 1; n < map.length; n++) if (profile.stackSelf[n] !== 0) b.addSelf(map[n], profile.stackSelf[n]);
    samples += profile.meta.sampleCount ?? 0;
  }
  timed.sort((x, y) => x.time - y.time);
  for (const t of timed) b.addSample(t.node, t.weight, t.time);
  const durations = parts.map((p) => p.profile.meta.durationSeconds ?? 0);
  return b.build({ sourceFormat: 'chrome-trace', source, profiler: 'v8', sampleCount: samples || undefined, durationSeconds: Math.max(...durations) || undefined });
}

export const chromeTrace: InputFormat = {
  id: 'chrome-trace',
  description: 'Chrome Trace Event JSON with JavaScript samples (Performance panel, Chrome 69+; CpuProfile events of older traces)',
  sniff,
  createParser: (_options, context: ParseContext) => new ChromeTraceParser(context),
};
