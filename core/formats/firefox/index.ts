import { ProfileBuilder } from '../../model/builder.js';
import type { Profile } from '../../model/types.js';
import { ParseError } from '../errors.js';
import { isObject, JsonChunks } from '../json.js';
import type { InputFormat, ParseContext, StreamParser } from '../types.js';
import { geckoThread } from './gecko.js';
import { processedThread, type Lib } from './processed.js';
import { sidecarSymbols, type Symbolicator } from './symbols.js';
import { array, ShapeError, type FirefoxThread } from './threads.js';

/**
 * Firefox Profiler files: Gecko's format (Firefox's own, and DevTools exports wrapping it in
 * `{profile: …}`), with sub-processes in `processes`, and the processed format that
 * profiler.firefox.com saves and `samply record` writes (gzipped: the CLI gunzips). Each thread
 * with samples becomes a root frame when there are several, as Chrome traces' threads do.
 */
export function sniff(head: string): boolean {
  const t = head.trimStart();
  if (!t.startsWith('{')) return false;
  // A DevTools performance export: its Gecko profile comes after markers and a long libs list.
  if (/^\{\s*"label"\s*:/.test(t) && /"profile"\s*:\s*\{\s*"(libs|meta)"\s*:/.test(head)) return true;
  const meta = /"meta"\s*:\s*\{/.test(head);
  return meta && /"interval"\s*:/.test(head) && (/"preprocessedProfileVersion"\s*:/.test(head) || /"product"\s*:/.test(head) || /"(threads|processes)"\s*:\s*\[/.test(head));
}

export class FirefoxParser implements StreamParser {
  private readonly json = new JsonChunks();

  constructor(
    private readonly context: ParseContext,
    private readonly symbols?: Symbolicator,
  ) {}

  push(chunk: Uint8Array): void {
    this.json.push(chunk);
  }

  end(): Profile {
    const doc = this.json.parse(this.context.source, 'Firefox Profiler JSON');
    let threads: FirefoxThread[];
    try {
      threads = readThreads(isObject(doc) && isObject(doc.profile) ? doc.profile : doc, 'profile', this.symbols);
    } catch (e) {
      if (e instanceof ShapeError) throw new ParseError(this.context.source, `${e.path}: expected ${e.expected}`);
      throw e;
    }
    return this.build(threads.filter((t) => t.sampleStack.some((s) => s >= 0)));
  }

  private build(threads: readonly FirefoxThread[]): Profile {
    if (threads.length === 0) throw new ParseError(this.context.source, 'no samples in any thread: expected a profile recorded with sampling on');
    const b = new ProfileBuilder('samples');
    const timed: { time: number; node: number; weight: number }[] = [];
    let addresses = 0;
    for (const t of threads) {
      const root = threads.length > 1 ? b.child(0, b.internFrame({ name: t.name, kind: 'thread' })) : 0;
      const ids = t.frames.map((f) => (f.name === '' ? -1 : b.internFrame(f)));
      addresses += t.frames.filter((f) => /^0x[0-9a-f]+$/i.test(f.name)).length;
      const nodeOf = stackNodes(t, b, ids, root);
      t.sampleStack.forEach((s, i) => {
        if (s >= 0) timed.push({ time: t.sampleTime[i], node: nodeOf(s), weight: t.sampleWeight[i] });
      });
    }
    if (addresses > 0) {
      this.context.warn?.(`${addresses} native frames are addresses, not names: record with \`samply record --unstable-presymbolicate\` and keep its .syms.json beside the profile`);
    }
    timed.sort((x, y) => x.time - y.time);
    for (const s of timed) b.addSample(s.node, s.weight, Number.isFinite(s.time) ? s.time / 1000 : undefined);
    const span = timed.length > 1 ? (timed[timed.length - 1].time - timed[0].time) / 1000 : undefined;
    return b.build({ sourceFormat: 'firefox', source: this.context.source, sampleCount: timed.length, durationSeconds: span });
  }
}

/** A builder node per stack index, made on first use (a prefix may come after its stack). */
function stackNodes(t: FirefoxThread, b: ProfileBuilder, ids: readonly number[], root: number): (stack: number) => number {
  const memo = new Int32Array(t.stackPrefix.length).fill(-1);
  return (stack: number) => {
    const chain: number[] = [];
    let s = stack;
    while (s >= 0 && memo[s] === -1) {
      chain.push(s);
      s = t.stackPrefix[s];
      if (chain.length > t.stackPrefix.length) throw new ShapeError('stackTable.prefix', 'a tree (the prefixes form a cycle)');
    }
    let node = s >= 0 ? memo[s] : root;
    for (let i = chain.length - 1; i >= 0; i--) {
      const f = ids[t.stackFrame[chain[i]]];
      if (f >= 0) node = b.child(node, f);
      memo[chain[i]] = node;
    }
    return node;
  };
}

/** Every thread of a profile and of its sub-processes (Gecko nests child processes). */
function readThreads(p: unknown, path: string, symbols: Symbolicator | undefined, depth = 0): FirefoxThread[] {
  if (!isObject(p) || !isObject(p.meta)) throw new ShapeError(path, 'a profile with meta and threads');
  if (depth > 16) throw new ShapeError(path, 'processes nested at most 16 deep');
  const meta = p.meta;
  const out: FirefoxThread[] = [];
  const threads = array(p.threads, `${path}.threads`);
  if (typeof meta.preprocessedProfileVersion === 'number') {
    const libs = (Array.isArray(p.libs) ? p.libs : []).map((l) => (isObject(l) ? { debugName: str(l.debugName), codeId: str(l.codeId) } : {})) as Lib[];
    const categories = (Array.isArray(meta.categories) ? meta.categories : []).map((c) => (isObject(c) && typeof c.name === 'string' ? c.name : ''));
    const shared = isObject(p.shared) && Array.isArray(p.shared.stringArray) ? (p.shared.stringArray as string[]) : undefined;
    threads.forEach((t, i) => {
      if (!isObject(t)) throw new ShapeError(`${path}.threads[${i}]`, 'a thread object');
      out.push(processedThread(t, `${path}.threads[${i}]`, { sharedStrings: shared, libs, categories, symbols }));
    });
    return out;
  }
  const start = typeof meta.startTime === 'number' ? meta.startTime : 0;
  threads.forEach((raw, i) => {
    // Gecko writes the threads of some processes as JSON strings inside the JSON.
    const t = typeof raw === 'string' ? parseNested(raw, `${path}.threads[${i}]`) : raw;
    if (!isObject(t)) throw new ShapeError(`${path}.threads[${i}]`, 'a thread object');
    out.push(geckoThread(t, `${path}.threads[${i}]`, start));
  });
  (Array.isArray(p.processes) ? p.processes : []).forEach((sub, i) => {
    const child = typeof sub === 'string' ? parseNested(sub, `${path}.processes[${i}]`) : sub;
    out.push(...readThreads(child, `${path}.processes[${i}]`, symbols, depth + 1));
  });
  return out;
}

function parseNested(text: string, path: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ShapeError(path, 'a thread or process as JSON text');
  }
}

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

export const firefox: InputFormat = {
  id: 'firefox',
  description: 'Firefox Profiler (Gecko and processed formats; samply)',
  sniff,
  createParser: (options, context) => new FirefoxParser(context, options.symbols !== undefined ? sidecarSymbols(options.symbols) : undefined),
};
