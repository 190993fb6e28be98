import { ProfileBuilder } from '../../model/builder.js';
import type { FrameKind, Profile } from '../../model/types.js';
import { detach, rustTrimEnd } from '../../text/whitespace.js';
import { ParseError, quoteLine } from '../errors.js';
import type { ParseContext, StreamParser } from '../types.js';
import { LineCarry } from '../../text/line-carry.js';
import { LineCache, type LineFrames } from './line-cache.js';
import { eventLineParts, eventTail, stackLineParts } from './lines.js';
import type { PerfOptions } from './options.js';
import {
  fixPartiallyDemangledRustSymbol,
  isJitModule,
  isKernelModule,
  tidyGeneric,
  tidyJava,
  withModuleFallback,
} from './tidy.js';

const enum Filter {
  Keep,
  Skip,
  SkipRemaining,
}

const utf8 = new TextDecoder('utf-8');

/** Marks a line that produced no frame (a `(`-symbol the Perl script skips). */
const NO_FRAMES: LineFrames = { frames: new Int32Array(0), skip: false };

/**
 * Streaming `perf script` parser with the semantics of inferno's `collapse-perf`.
 *
 * Speed: every distinct stack line is parsed once and cached (a capture repeats the same few
 * thousand lines millions of times), and stacks go into the builder's prefix tree, so the cost
 * per sample is a few hash lookups and memory grows with unique stacks only.
 */
export class PerfScriptParser implements StreamParser {
  /** Lines carried over and line keys are copied, lines decoded: see `StreamParser`. */
  readonly copiesChunks = true;
  private readonly builder = new ProfileBuilder('samples');
  private readonly carry = new LineCarry();
  private lineNo = 0;
  private readonly cache = new Map<string, LineFrames | null>();
  private readonly javaCache = new Map<string, LineFrames | null>();
  private readonly lineCache = new LineCache();
  private readonly javaLineCache = new LineCache();
  /** The cache entry of the previous stack line of this event, or -1 at the leaf. */
  private prevEntry = -1;
  private viewOf: Uint8Array | undefined;
  private view: DataView = new DataView(new ArrayBuffer(0));
  private readonly rootFrames = new Map<string, number>();
  private readonly includePid: boolean;

  private eventFilter: string | undefined;
  private inEvent = false;
  private filter = Filter.Keep;
  private pname = '';
  private isJava = false;
  private period: number | undefined;
  /** The current event's time (seconds since boot), when perf printed one. */
  private eventTime: number | undefined;
  private stack = new Int32Array(256);
  private depth = 0;

  private firstTime: number | undefined;
  private lastTime: number | undefined;
  private samples = 0;
  /** The one period every kept sample had, 'mixed', or undefined before the first sample. */
  private commonPeriod: number | 'mixed' | undefined;

  constructor(
    private readonly options: PerfOptions,
    private readonly context: ParseContext,
  ) {
    this.includePid = !!(options.pid || options.tid);
    this.eventFilter = options.eventFilter || undefined;
  }

  /** Lines read so far (for re-basing line numbers of a piece parsed on its own). */
  get linesRead(): number {
    return this.lineNo;
  }

  /**
   * Splits the chunk into lines. Most stack lines are the line predicted from the previous one
   * (see `LineCache.succ`): when the predicted bytes and a newline are next, the line is taken
   * without searching for its end, decoding or hashing it.
   */
  push(input: Uint8Array): void {
    // A plain Uint8Array view (not a Buffer subclass) keeps element access monomorphic.
    const chunk = input.constructor === Uint8Array ? input : new Uint8Array(input.buffer, input.byteOffset, input.length);
    const len = chunk.length;
    const [carried, start] = this.carry.take(chunk);
    if (carried) this.onLineBytes(carried, 0, carried.length, ++this.lineNo, true);
    let pos = start;
    this.setView(chunk);
    const view = this.view;
    while (pos < len) {
      if (this.inEvent && this.filter === Filter.Keep) {
        const cache = this.isJava ? this.javaLineCache : this.lineCache;
        const prev = this.prevEntry;
        const predicted = prev !== -1 ? cache.succ[prev] : cache.lastLeaf;
        if (predicted !== -1) {
          const end = pos + cache.keyLength(predicted);
          if (end < len && chunk[end] === 10 && cache.matches(predicted, view, pos, end)) {
            this.lineNo++;
            this.prevEntry = predicted;
            this.pushFrames(cache.values[predicted], cache.lines[predicted], this.lineNo);
            pos = end + 1;
            continue;
          }
          const second = prev !== -1 ? cache.succ2[prev] : -1;
          if (second !== -1) {
            const end2 = pos + cache.keyLength(second);
            if (end2 < len && chunk[end2] === 10 && cache.matches(second, view, pos, end2)) {
              // Most recent first: swap the two successors.
              cache.succ2[prev] = predicted;
              cache.succ[prev] = second;
              this.lineNo++;
              this.prevEntry = second;
              this.pushFrames(cache.values[second], cache.lines[second], this.lineNo);
              pos = end2 + 1;
              continue;
            }
          }
        }
      }
      const nl = chunk.indexOf(10, pos);
      if (nl === -1) break;
      this.onLineBytes(chunk, pos, nl, ++this.lineNo, true);
      pos = nl + 1;
    }
    this.carry.keep(chunk, pos);
  }

  private setView(buf: Uint8Array): void {
    if (buf !== this.viewOf) {
      this.viewOf = buf;
      this.view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
    }
  }

  end(): Profile {
    const last = this.carry.last();
    if (last) this.onLineBytes(last, 0, last.length, ++this.lineNo, false);
    if (this.depth > 0) this.afterEvent();
    const duration =
      this.firstTime !== undefined && this.lastTime !== undefined ? this.lastTime - this.firstTime : undefined;
    const period = typeof this.commonPeriod === 'number' ? this.commonPeriod : undefined;
    // cpu-clock and task-clock periods are nanoseconds of CPU time; other events count events.
    const timed = period !== undefined || this.commonPeriod === 'mixed';
    const unit = timed && (this.eventFilter === 'cpu-clock' || this.eventFilter === 'task-clock') ? 'nanoseconds' : 'samples';
    const profile = this.builder.build({
      sourceFormat: 'perf-script',
      source: this.context.source,
      profiler: 'perf',
      event: this.eventFilter,
      samplePeriod: period,
      durationSeconds: duration,
      startTime: this.firstTime,
      startClock: this.firstTime !== undefined ? 'perf' : undefined,
      sampleCount: this.samples,
    });
    return unit === 'samples' ? profile : { ...profile, unit };
  }

  /**
   * The hot path. Stack lines are looked up by their bytes (FNV-1a hash, then a byte compare)
   * and decoded only the first time they are seen; event lines are decoded. A line ending in a
   * non-ASCII byte may end in Unicode white space and takes the string path.
   */
  private onLineBytes(buf: Uint8Array, start: number, end: number, lineNo: number, terminated: boolean): void {
    if (buf[start] === 0x23 /* # */) return;
    let e = end;
    for (;;) {
      const c = buf[e - 1];
      if (e > start && (c === 0x20 || (c >= 0x09 && c <= 0x0d))) e--;
      else break;
    }
    if (e > start && buf[e - 1] >= 0x80) {
      this.onLine(utf8.decode(buf.subarray(start, end)), lineNo, terminated);
      return;
    }
    if (e === start) {
      this.afterEvent();
      return;
    }
    if (this.inEvent) {
      if (this.filter === Filter.Keep) this.onStackBytes(buf, start, e, lineNo, terminated);
    } else {
      this.onEventLine(utf8.decode(buf.subarray(start, e)), lineNo, terminated);
      if (this.depth > 0) this.afterEvent();
    }
  }

  private onStackBytes(buf: Uint8Array, start: number, end: number, lineNo: number, terminated: boolean): void {
    this.setView(buf);
    const view = this.view;
    const cache = this.isJava ? this.javaLineCache : this.lineCache;
    const prev = this.prevEntry;
    const h = LineCache.hash(buf, start, end);
    let entry = cache.find(h, view, start, end);
    if (entry === -1) {
      const line = utf8.decode(buf.subarray(start, end));
      const value = this.parseStackLine(line);
      if (value === null && !terminated) this.truncated(lineNo, line, 'a stack line `ADDRESS SYMBOL (MODULE)`');
      entry = cache.add(h, buf, start, end, value, line);
    }
    if (prev !== -1) {
      if (cache.succ[prev] !== entry) {
        cache.succ2[prev] = cache.succ[prev];
        cache.succ[prev] = entry;
      }
    } else {
      cache.lastLeaf = entry;
    }
    this.prevEntry = entry;
    this.pushFrames(cache.values[entry], cache.lines[entry], lineNo);
  }

  private onLine(raw: string, lineNo: number, terminated: boolean): void {
    if (raw.charCodeAt(0) === 0x23 /* # */) return;
    const line = rustTrimEnd(raw);
    if (line.length === 0) {
      this.afterEvent();
      return;
    }
    if (this.inEvent) {
      this.onStackLine(line, lineNo, terminated);
    } else {
      this.onEventLine(line, lineNo, terminated);
      if (this.depth > 0) this.afterEvent();
    }
  }

  private onEventLine(line: string, lineNo: number, terminated: boolean): void {
    this.inEvent = true;
    const parts = eventLineParts(line);
    if (!parts) {
      if (!terminated) this.truncated(lineNo, line, 'an event line `COMM PID/TID ... TIME: [PERIOD] EVENT:`');
      this.context.warn?.(`Weird event line: ${line}`, lineNo);
      this.inEvent = false;
      return;
    }
    const tail = eventTail(line, parts.end);
    // Cut in its event name (`… 250000 cpu-clo`), a last line named an event no sample had.
    if ((tail.event === undefined || !tail.eventEnded) && !terminated) this.truncated(lineNo, line, 'an event line ending in `EVENT:`');
    if (tail.event !== undefined) {
      if (this.eventFilter !== undefined) {
        if (tail.event !== this.eventFilter) {
          this.filter = Filter.Skip;
          return;
        }
      } else {
        this.eventFilter = tail.event;
      }
    }
    this.period = tail.period;
    this.eventTime = tail.time;
    this.samples++;
    if (tail.time !== undefined) {
      if (this.firstTime === undefined) this.firstTime = tail.time;
      this.lastTime = tail.time;
    }
    let pname = parts.comm.includes(' ') ? parts.comm.replaceAll(' ', '_') : parts.comm;
    if (this.options.tid) pname += `-${parts.pid}/${parts.tid}`;
    else if (this.includePid) pname += `-${parts.pid}`;
    if (pname !== this.pname) {
      this.pname = pname;
      this.isJava = pname.startsWith('java');
    }
    if (tail.inlineStack !== undefined) {
      this.onStackLine(tail.inlineStack, lineNo, true);
      this.inEvent = false;
    }
  }

  private onStackLine(line: string, lineNo: number, terminated: boolean): void {
    if (this.filter !== Filter.Keep) return;
    const cache = this.isJava ? this.javaCache : this.cache;
    let entry = cache.get(line);
    if (entry === undefined) {
      entry = this.parseStackLine(line);
      if (entry === null && !terminated) {
        this.truncated(lineNo, line, 'a stack line `ADDRESS SYMBOL (MODULE)`');
      }
      cache.set(detach(line), entry);
    }
    this.pushFrames(entry, line, lineNo);
  }

  private pushFrames(entry: LineFrames | null, line: string, lineNo: number): void {
    if (entry === null) {
      this.context.warn?.(`Weird stack line: ${line}`, lineNo);
      return;
    }
    const frames = entry.frames;
    if (this.depth + frames.length > this.stack.length) {
      const bigger = new Int32Array(Math.max(this.stack.length * 2, this.depth + frames.length));
      bigger.set(this.stack);
      this.stack = bigger;
    }
    for (let i = 0; i < frames.length; i++) this.stack[this.depth++] = frames[i];
    if (entry.skip) this.filter = Filter.SkipRemaining;
  }

  /** Parses one distinct stack line into frames (null for a weird line). */
  private parseStackLine(line: string): LineFrames | null {
    const parts = stackLineParts(line);
    if (!parts) return null;
    const { pc, module } = parts;
    let rawfunc = parts.rawfunc;
    const offset = rawfunc.lastIndexOf('+0x');
    if (offset !== -1 && /^[0-9a-fA-F]*$/.test(rawfunc.slice(offset + 3))) rawfunc = rawfunc.slice(0, offset);
    if (rawfunc.startsWith('(')) return NO_FRAMES;
    rawfunc = fixPartiallyDemangledRustSymbol(rawfunc);

    const opts = this.options;
    const kernel = isKernelModule(module);
    const jit = isJitModule(module);
    const funcs = rawfunc.split('->');
    const ids = new Int32Array(funcs.length);
    for (let i = 0; i < funcs.length; i++) {
      let func = withModuleFallback(module, funcs[i], pc, !!opts.addrs);
      func = tidyGeneric(func);
      if (this.isJava) func = tidyJava(func);
      let kind: FrameKind = kernel ? 'kernel' : jit ? 'jit' : module === '[unknown]' ? 'unknown' : 'native';
      if (i > 0) {
        if (!func.includes('_[i]')) func += '_[i]';
        kind = 'inlined';
      } else if (opts.kernel && kernel) {
        func += '_[k]';
      } else if (opts.jit && jit && !func.includes('_[j]')) {
        func += '_[j]';
      }
      // Leaf-first buffer: the last (innermost) inlined function goes in first.
      // `line` was decoded on its own, so slices of it pin nothing large; no detach needed.
      ids[funcs.length - 1 - i] = this.builder.internFrame({ name: func, kind, module });
    }
    const skip = !!opts.skipAfter && opts.skipAfter.length > 0 && opts.skipAfter.includes(rawfunc);
    return { frames: ids, skip };
  }

  private afterEvent(): void {
    if (this.depth > 0) {
      const b = this.builder;
      let node = 0;
      if (this.filter !== Filter.SkipRemaining) {
        let root = this.rootFrames.get(this.pname);
        if (root === undefined) {
          const name = detach(this.pname);
          root = b.internFrame({ name, kind: 'process' });
          this.rootFrames.set(name, root);
        }
        node = b.child(0, root);
      }
      const stack = this.stack;
      // Past the first frame this sample adds to the tree, every frame is new: no lookups.
      const known = b.nodeCount;
      for (let i = this.depth - 1; i >= 0; i--) node = node >= known ? b.newChild(node, stack[i]) : b.child(node, stack[i]);
      const weight = this.period ?? 1;
      if (this.options.timeline) b.addSample(node, weight, this.eventTime);
      else b.addSelf(node, weight);
      if (this.commonPeriod === undefined) this.commonPeriod = weight;
      else if (this.commonPeriod !== weight) this.commonPeriod = 'mixed';
    }
    this.inEvent = false;
    this.filter = Filter.Keep;
    this.depth = 0;
    this.period = undefined;
    this.prevEntry = -1;
  }

  private truncated(lineNo: number, line: string, expected: string): never {
    throw new ParseError(
      this.context.source,
      `input ends in the middle of a line (truncated?): ${quoteLine(line)}; expected ${expected} followed by a newline`,
      lineNo,
    );
  }
}

