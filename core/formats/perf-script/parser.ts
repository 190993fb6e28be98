import { ProfileBuilder } from '../../model/builder.js';
import type { FrameKind, Profile } from '../../model/types.js';
import { LineSplitter } from '../../text/lines.js';
import { rustTrimEnd } from '../../text/whitespace.js';
import { ParseError, quoteLine } from '../errors.js';
import type { ParseContext, StreamParser } from '../types.js';
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

/** What one stack line turns into; cached by the line's text because lines repeat a lot. */
interface LineFrames {
  /** Frame ids in the order they are appended to the leaf-first stack buffer. */
  readonly frames: Int32Array;
  /** The line's function matched `skipAfter`. */
  readonly skip: boolean;
}

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
  private readonly builder = new ProfileBuilder('samples');
  private readonly splitter: LineSplitter;
  private readonly cache = new Map<string, LineFrames | null>();
  private readonly javaCache = new Map<string, LineFrames | null>();
  private readonly rootFrames = new Map<string, number>();
  private readonly includePid: boolean;

  private eventFilter: string | undefined;
  private inEvent = false;
  private filter = Filter.Keep;
  private pname = '';
  private isJava = false;
  private period: number | undefined;
  private stack = new Int32Array(256);
  private depth = 0;

  private firstTime: number | undefined;
  private lastTime: number | undefined;
  private samples = 0;
  /** The one period every kept sample had, 'mixed', or undefined before the first sample. */
  private commonPeriod: number | 'mixed' | undefined;
  private lastLine = 0;

  constructor(
    private readonly options: PerfOptions,
    private readonly context: ParseContext,
  ) {
    this.includePid = !!(options.pid || options.tid);
    this.eventFilter = options.eventFilter || undefined;
    this.splitter = new LineSplitter((line, no, terminated) => this.onLine(line, no, terminated));
  }

  push(chunk: Uint8Array): void {
    this.splitter.push(chunk);
  }

  end(): Profile {
    this.splitter.end();
    if (this.depth > 0) this.afterEvent();
    const duration =
      this.firstTime !== undefined && this.lastTime !== undefined ? this.lastTime - this.firstTime : undefined;
    const period = typeof this.commonPeriod === 'number' ? this.commonPeriod : undefined;
    return this.builder.build({
      sourceFormat: 'perf-script',
      source: this.context.source,
      profiler: 'perf',
      event: this.eventFilter,
      samplePeriod: period,
      durationSeconds: duration,
      startTime: this.firstTime,
      sampleCount: this.samples,
    });
  }

  private onLine(raw: string, lineNo: number, terminated: boolean): void {
    this.lastLine = lineNo;
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
    if (tail.event === undefined && !terminated) this.truncated(lineNo, line, 'an event line ending in `EVENT:`');
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
      cache.set(line, entry);
    }
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
          root = b.internFrame({ name: this.pname, kind: 'process' });
          this.rootFrames.set(this.pname, root);
        }
        node = b.child(0, root);
      }
      const stack = this.stack;
      for (let i = this.depth - 1; i >= 0; i--) node = b.child(node, stack[i]);
      const weight = this.period ?? 1;
      b.addSelf(node, weight);
      if (this.commonPeriod === undefined) this.commonPeriod = weight;
      else if (this.commonPeriod !== weight) this.commonPeriod = 'mixed';
    }
    this.inEvent = false;
    this.filter = Filter.Keep;
    this.depth = 0;
    this.period = undefined;
  }

  private truncated(lineNo: number, line: string, expected: string): never {
    throw new ParseError(
      this.context.source,
      `input ends in the middle of a line (truncated?): ${quoteLine(line)}; expected ${expected} followed by a newline`,
      lineNo,
    );
  }
}
