import { ProfileBuilder } from '../../model/builder.js';
import type { Profile } from '../../model/types.js';
import { ParseError } from '../errors.js';
import { isObject, JsonChunks } from '../json.js';
import type { InputFormat, ParseContext, StreamParser } from '../types.js';

/**
 * V8's `.cpuprofile` (Node `--cpu-prof`, Chrome DevTools' "Save profile", Deno, Bun): a call
 * tree of nodes (`{id, callFrame: {functionName, url, lineNumber, columnNumber}, hitCount,
 * children}`) and the sampled node of every tick (`samples`) with the time since the previous
 * one (`timeDeltas`, µs). Node 10 and older Chrome nest the tree under `head` with `timestamps`.
 */

/** Claims JSON whose start looks like a V8 CPU profile (a `nodes` array of callFrames, or `head`). */
export function sniff(head: string): boolean {
  const t = head.trimStart();
  // A Chrome trace carries the same nodes inside its events: that is chrome-trace's.
  if (!t.startsWith('{') || /"traceEvents"\s*:/.test(head)) return false;
  return (/"nodes"\s*:\s*\[/.test(head) && /"callFrame"\s*:/.test(head)) || (/^\{\s*"head"\s*:\s*\{/.test(t) && /"functionName"\s*:/.test(head));
}

interface V8Node {
  readonly id: number;
  readonly name: string;
  readonly file?: string;
  readonly line?: number;
  readonly children: readonly number[];
  readonly hitCount: number;
}

export class V8CpuProfileParser implements StreamParser {
  private readonly json = new JsonChunks();

  constructor(private readonly context: ParseContext) {}

  push(chunk: Uint8Array): void {
    this.json.push(chunk);
  }

  end(): Profile {
    return this.build(this.json.parse(this.context.source, 'a V8 .cpuprofile (JSON)'));
  }

  private fail(path: string, expected: string): never {
    throw new ParseError(this.context.source, `${path}: expected ${expected}`);
  }

  /** A parsed .cpuprofile document as a profile (also what Chrome traces' chunks assemble). */
  build(doc: unknown, sourceFormat = 'v8-cpuprofile'): Profile {
    if (!isObject(doc)) this.fail('top level', 'a JSON object');
    const nodes = Array.isArray(doc.nodes) ? this.modernNodes(doc.nodes) : isObject(doc.head) ? this.nestedNodes(doc.head) : this.fail('nodes', 'an array of call-tree nodes (or a head node)');
    const byId = new Map(nodes.map((n) => [n.id, n]));
    const parentOf = new Map<number, number>();
    for (const n of nodes) for (const c of n.children) parentOf.set(c, n.id);
    const rootId = nodes.find((n) => !parentOf.has(n.id))?.id ?? this.fail('nodes', 'a root node');

    // Each node's path in the profile (the root, "(root)", is the profile's own root).
    const b = new ProfileBuilder('microseconds');
    const built = new Map<number, number>([[rootId, 0]]);
    const nodeOf = (id: number): number => {
      const done = built.get(id);
      if (done !== undefined) return done;
      const chain: number[] = [];
      let m: number | undefined = id;
      while (m !== undefined && !built.has(m)) {
        chain.push(m);
        m = parentOf.get(m);
        if (chain.length > nodes.length) this.fail('nodes', 'a tree (the parent links form a cycle)');
      }
      let at = m === undefined ? 0 : built.get(m)!;
      for (let i = chain.length - 1; i >= 0; i--) {
        const v = byId.get(chain[i])!;
        at = b.child(at, b.internFrame({ name: v.name, kind: 'jit', file: v.file, line: v.line }));
        built.set(chain[i], at);
      }
      return at;
    };

    const samples = Array.isArray(doc.samples) ? doc.samples : undefined;
    if (samples && samples.length > 0) {
      const deltas = this.deltas(doc, samples.length);
      // A sample's weight is the time until the next one (the last takes the mean gap), as
      // DevTools and speedscope weigh them.
      const mean = samples.length > 1 ? deltas.slice(1).reduce((a, x) => a + x, 0) / (samples.length - 1) : 0;
      // Sample times in seconds on V8's clock (startTime and timeDeltas are microseconds), so
      // the threads of one Chrome trace share a time axis.
      let at = typeof doc.startTime === 'number' ? doc.startTime : 0;
      for (let i = 0; i < samples.length; i++) {
        const id = samples[i];
        if (typeof id !== 'number' || !byId.has(id)) this.fail(`samples[${i}]`, 'the id of a node');
        const w = i + 1 < samples.length ? deltas[i + 1] : mean;
        at += Math.max(0, deltas[i]);
        b.addSample(nodeOf(id), Math.max(0, w), at / 1e6);
      }
    } else {
      // No sample list: the hit counts, one sampling interval each.
      for (const n of nodes) if (n.hitCount > 0 && n.id !== rootId) b.addSelf(nodeOf(n.id), n.hitCount);
    }
    const startTime = typeof doc.startTime === 'number' ? doc.startTime : undefined;
    const endTime = typeof doc.endTime === 'number' ? doc.endTime : undefined;
    const profile = b.build({
      sourceFormat,
      source: this.context.source,
      profiler: 'v8',
      durationSeconds: startTime !== undefined && endTime !== undefined && endTime > startTime ? (endTime - startTime) / 1e6 : undefined,
      sampleCount: samples?.length,
    });
    return samples && samples.length > 0 ? profile : { ...profile, unit: 'samples' };
  }

  /** Time since the previous sample, µs: `timeDeltas`, or differences of `timestamps`. */
  private deltas(doc: Record<string, unknown>, n: number): number[] {
    if (Array.isArray(doc.timeDeltas)) {
      if (doc.timeDeltas.length !== n) this.fail('timeDeltas', `one delta per sample (${n})`);
      return doc.timeDeltas.map((x, i) => (typeof x === 'number' ? x : this.fail(`timeDeltas[${i}]`, 'a number')));
    }
    if (Array.isArray(doc.timestamps)) {
      const t = doc.timestamps.map((x, i) => (typeof x === 'number' ? x : this.fail(`timestamps[${i}]`, 'a number')));
      if (t.length < n) this.fail('timestamps', `one time per sample (${n})`);
      return t.slice(0, n).map((x, i) => (i === 0 ? 0 : x - t[i - 1]));
    }
    return new Array<number>(n).fill(1);
  }

  private modernNodes(raw: unknown[]): V8Node[] {
    return raw.map((n, i) => {
      if (!isObject(n) || typeof n.id !== 'number' || !isObject(n.callFrame)) this.fail(`nodes[${i}]`, 'a node {id, callFrame, children}');
      const cf = n.callFrame;
      return {
        id: n.id,
        ...frameOf(cf),
        children: Array.isArray(n.children) ? n.children.filter((c): c is number => typeof c === 'number') : [],
        hitCount: typeof n.hitCount === 'number' ? n.hitCount : 0,
      };
    });
  }

  private nestedNodes(head: Record<string, unknown>): V8Node[] {
    const out: V8Node[] = [];
    const todo: Record<string, unknown>[] = [head];
    while (todo.length > 0) {
      const n = todo.pop()!;
      if (typeof n.id !== 'number') this.fail('head', 'nodes with numeric ids');
      const kids = Array.isArray(n.children) ? n.children.filter(isObject) : [];
      out.push({ id: n.id, ...frameOf(n), children: kids.map((k) => k.id as number), hitCount: typeof n.hitCount === 'number' ? n.hitCount : 0 });
      todo.push(...kids);
    }
    return out;
  }
}

/**
 * A frame as DevTools names it: the function name, `(anonymous)` when it has none, and for
 * code in a file `name (file:line)` with the file's last path component (line 1-based).
 */
function frameOf(cf: Record<string, unknown>): { name: string; file?: string; line?: number } {
  const fn = typeof cf.functionName === 'string' && cf.functionName !== '' ? cf.functionName : '(anonymous)';
  const url = typeof cf.url === 'string' ? cf.url : '';
  const line = typeof cf.lineNumber === 'number' && cf.lineNumber >= 0 ? cf.lineNumber + 1 : undefined;
  if (url === '') return { name: fn };
  const file = url.replace(/^file:\/\//, '');
  const short = file.slice(file.lastIndexOf('/') + 1) || file;
  return { name: `${fn} (${short}${line !== undefined ? `:${line}` : ''})`, file, line };
}

export const v8CpuProfile: InputFormat = {
  id: 'v8-cpuprofile',
  description: 'V8 .cpuprofile (node --cpu-prof, Chrome DevTools, Deno, Bun)',
  sniff,
  createParser: (_options, context: ParseContext) => new V8CpuProfileParser(context),
};
