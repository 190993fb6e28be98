import { ProfileBuilder } from '../../model/builder.js';
import type { Profile } from '../../model/types.js';
import { ByteInterner } from '../../text/byte-interner.js';
import { LineCarry } from '../../text/line-carry.js';
import { ParseError, quoteLine } from '../errors.js';
import { frameFromFoldedName } from '../frame-kind.js';
import type { ParseContext, StreamParser } from '../types.js';

/** Bad lines warned about one by one; the rest are counted in one warning at the end. */
const WARNED_LINES = 5;
const COUNT = /^\+?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
const utf8 = new TextDecoder('utf-8');

function isAsciiSpace(c: number): boolean {
  return c === 0x20 || (c >= 0x09 && c <= 0x0d);
}

/**
 * Folded stacks, one `root;...;leaf COUNT` per line (Brendan Gregg's format, also py-spy `raw`).
 * The count is the text after the *last* space, so py-spy's `thread (0x7f..)` frames stay
 * frames (py-spy#234). Fractional counts, CRLF and trailing blanks are accepted; blank lines and
 * `#` comments are skipped; a line whose count is not a number is an error, not a silent skip.
 *
 * Speed: lines are handled as bytes. Collapser output is sorted, so each line is compared with
 * the previous one (eight bytes at a time) where it lies in the chunk, and only the frames after
 * the shared prefix are scanned (four bytes at a time) and looked up, by their bytes, in an
 * interner; names are decoded once per distinct frame.
 */
export class FoldedParser implements StreamParser {
  /** Lines carried over, names and the previous line are copied: see `StreamParser`. */
  readonly copiesChunks = true;
  private readonly builder = new ProfileBuilder('samples');
  private readonly names = new ByteInterner();
  /** Frame id in the builder per interned name id. */
  private readonly frameOf: number[] = [];
  /**
   * Samples read, in a one-element array rather than a number field: a count past 2^31 turned
   * the field from a small integer into a double, which deoptimised the reader mid-file.
   */
  private readonly samples = new Float64Array(1);
  private lineNo = 0;
  /** Lines read as stacks, and lines skipped as bad (the first kept as the error to give). */
  private goodLines = 0;
  private badLines = 0;
  private firstBad: ParseError | undefined;
  /** Warnings for the first bad lines, given at the end only if the input reads (else the error alone). */
  private readonly skipped: ParseError[] = [];
  private readonly carry = new LineCarry();
  // The buffers below are replaced as the input goes on (another chunk, a longer line), so they
  // are set in the constructor, not where declared: V8 takes a field stored once for a constant
  // and compiles it into the reader, and its first replacement mid-file then threw away the
  // optimised reader (three times on a 150 MB input, ~40 ms of compiling each).
  private view: DataView;
  /** The buffer `view` reads. */
  private viewOf: Uint8Array;
  /**
   * The previous line's stack bytes, prevBuf[prevStart, prevStart + prevLen), its frame end
   * offsets and the nodes they lead to. The bytes are read where the line lies in its chunk,
   * and copied into `prevCopy` only when the chunk is left behind (its memory is read into
   * again): copying every line had cost a fifth of the reader's time on long Go stacks.
   */
  private prevBuf: Uint8Array;
  private prevView: DataView;
  private prevStart = 0;
  private prevLen = 0;
  private prevCopy: Uint8Array;
  private prevEnds: Int32Array;
  private prevNodes: Int32Array;
  private prevFrames = 0;
  /** The hash `scanFrame` computed last. */
  private hash = 0;
  /**
   * The prefix the line at `knownAt` of the current chunk shares with the previous stack, found
   * while looking for its end (-1: none known, as for a line carried between chunks).
   */
  private knownCommon = 0;
  private knownAt = -1;
  private knownBuf: Uint8Array | undefined;

  /**
   * @param differential read `stack BEFORE AFTER` lines (difffolded.pl output) and weight each
   *   stack by AFTER (`true` or `'after'`, as flamegraph.pl and inferno draw differential input)
   *   or by BEFORE (`'before'`, so that `diff` can compare the two columns).
   */
  constructor(
    private readonly context: ParseContext,
    private readonly differential: boolean | 'before' | 'after' = false,
  ) {
    this.viewOf = new Uint8Array(0);
    this.view = new DataView(this.viewOf.buffer);
    // Room for lines of 64 KB before it grows (deep stacks of long C++ and Go names pass 4 KB).
    this.prevCopy = new Uint8Array(1 << 16);
    this.prevBuf = this.prevCopy;
    this.prevView = new DataView(this.prevCopy.buffer);
    this.prevEnds = new Int32Array(256);
    this.prevNodes = new Int32Array(256);
  }

  push(input: Uint8Array): void {
    const chunk = input.constructor === Uint8Array ? input : new Uint8Array(input.buffer, input.byteOffset, input.length);
    const [carried, start] = this.carry.take(chunk);
    if (carried) {
      this.useView(carried);
      this.onLine(carried, 0, carried.length);
    }
    this.useView(chunk);
    let pos = start;
    for (;;) {
      // The bytes a line shares with the previous stack hold no newline, so the search for its
      // end starts past them: in sorted collapser output that is most of every line, and the
      // search had been a pass over every byte of the input.
      const shared = this.commonPrefix(chunk, pos, Math.min(this.prevLen, chunk.length - pos));
      const nl = chunk.indexOf(10, pos + shared);
      if (nl === -1) break;
      this.knownCommon = shared;
      this.knownBuf = chunk;
      this.knownAt = pos;
      this.onLine(chunk, pos, nl);
      this.knownAt = -1;
      pos = nl + 1;
    }
    this.carry.keep(chunk, pos);
    if (this.prevBuf === chunk) this.keepPrevious();
  }

  /** Copies the previous line out of the chunk it lies in, which the caller may fill again. */
  private keepPrevious(): void {
    const len = this.prevLen;
    if (len > this.prevCopy.length) this.prevCopy = new Uint8Array(len * 2);
    this.prevCopy.set(this.prevBuf.subarray(this.prevStart, this.prevStart + len));
    this.prevBuf = this.prevCopy;
    this.prevView = new DataView(this.prevCopy.buffer);
    this.prevStart = 0;
  }

  end(): Profile {
    const last = this.carry.last();
    if (last) {
      this.useView(last);
      const bad = this.badLines;
      this.onLine(last, 0, last.length);
      // A bad last line with no newline after it is a file cut off, not a stray line: the
      // profile read so far is missing its end, and a diff of it reads as code gone (a newcomer's
      // py-spy file cut mid-line came out as `compute` −25.9 pp, "gone", with only a skipped-line
      // warning beside it). perf script text is refused the same way.
      if (this.badLines > bad) {
        throw new ParseError(
          this.context.source,
          `input ends in the middle of a line (truncated?): ${quoteLine(utf8.decode(last))}; expected \`frame;frame;... COUNT\` followed by a newline`,
          this.lineNo,
        );
      }
    }
    if (this.firstBad && this.badLines >= this.goodLines) throw this.firstBad;
    for (const e of this.skipped) this.context.warn?.(`skipped: ${e.detail}`, e.line);
    if (this.badLines > WARNED_LINES) this.context.warn?.(`${this.badLines - WARNED_LINES} more bad lines skipped (${this.badLines} in all)`);
    // The names' tables are not needed past the input's end: let go before the build copies the tree.
    this.names.clear();
    return this.builder.build({ sourceFormat: 'folded', source: this.context.source, sampleCount: this.samples[0] });
  }

  /**
   * One line; a bad one is skipped with a warning naming it, as inferno and flamegraph.pl do
   * (a file cut off mid-line, a stray log line), unless bad lines are as many as good ones: then
   * the input is not folded stacks after all and the first bad line is the error.
   */
  private onLine(buf: Uint8Array, start: number, end: number): void {
    this.lineNo++;
    try {
      this.readLine(buf, start, end);
    } catch (e) {
      if (!(e instanceof ParseError)) throw e;
      this.badLines++;
      this.firstBad ??= e;
      if (this.badLines <= WARNED_LINES) this.skipped.push(e);
    }
  }

  private readLine(buf: Uint8Array, start: number, end: number): void {
    let e = end;
    while (e > start && isAsciiSpace(buf[e - 1])) e--;
    if (e === start || buf[start] === 0x23 /* # */) return;
    if (buf[e - 1] >= 0x80) {
      // May end in Unicode white space: decide on the decoded text.
      this.onTextLine(utf8.decode(buf.subarray(start, end)));
      return;
    }
    let sp = e - 1;
    while (sp >= start && buf[sp] !== 0x20) sp--;
    const count = this.count(buf, sp + 1, e, sp <= start, start);
    if (count === undefined) return;
    let stackEnd = sp;
    while (stackEnd > start && isAsciiSpace(buf[stackEnd - 1])) stackEnd--;
    let weight = count;
    if (this.differential) {
      // Take the BEFORE column off: the stack ends at the space before it.
      let sp2 = stackEnd - 1;
      while (sp2 >= start && buf[sp2] !== 0x20) sp2--;
      const before = sp2 <= start ? undefined : this.count(buf, sp2 + 1, stackEnd, false, start);
      if (before === undefined) this.fail(utf8.decode(buf.subarray(start, end)), 'two counts (BEFORE AFTER)');
      if (this.differential === 'before') weight = before;
      stackEnd = sp2;
      while (stackEnd > start && isAsciiSpace(buf[stackEnd - 1])) stackEnd--;
    }
    this.addStack(buf, start, stackEnd, weight);
  }

  /** Parses the count at buf[a, b); undefined for py-spy's empty-stack ` 1` lines. */
  private count(buf: Uint8Array, a: number, b: number, noStack: boolean, lineStart: number): number | undefined {
    let v = 0;
    let digits = true;
    for (let i = a; i < b; i++) {
      const c = buf[i] - 0x30;
      if (c < 0 || c > 9) {
        digits = false;
        break;
      }
      v = v * 10 + c;
    }
    const text = digits && b > a && b - a < 16 ? undefined : utf8.decode(buf.subarray(a, b));
    const ok = text === undefined || COUNT.test(text);
    if (noStack) {
      // ` 1`: py-spy writes samples with no Python frame as an empty stack; nothing to place.
      if (a > lineStart && ok) return undefined;
      this.fail(utf8.decode(buf.subarray(lineStart, b)));
    }
    if (!ok) this.fail(utf8.decode(buf.subarray(lineStart, b)));
    const value = text === undefined ? v : Number(text);
    // `1e400` parses as Infinity: a count no output could write back.
    if (!Number.isFinite(value)) this.fail(utf8.decode(buf.subarray(lineStart, b)), 'a finite count');
    return value;
  }

  private fail(line: string, what = 'a non-negative number'): never {
    throw new ParseError(
      this.context.source,
      `bad folded line ${quoteLine(line)}: expected \`frame;frame;... COUNT\` with ${what} after the last space`,
      this.lineNo,
    );
  }

  /**
   * How many bytes at buf[start] (at most `max`) equal the previous line's stack, eight bytes at
   * a time while they match (as doubles: equal and not zero means the same bits, since NaN
   * equals nothing and only ±0 differ in bits while equal), then four, then one. `buf` is the
   * buffer `useView` was last given.
   */
  private commonPrefix(buf: Uint8Array, start: number, max: number): number {
    const view = this.view;
    const pv = this.prevView;
    const pb = this.prevBuf;
    const ps = this.prevStart;
    let common = 0;
    for (let x = 0; common + 8 <= max; common += 8) {
      x = pv.getFloat64(ps + common, true);
      if (x !== view.getFloat64(start + common, true) || x === 0) break;
    }
    while (common + 4 <= max && pv.getInt32(ps + common, true) === view.getInt32(start + common, true)) common += 4;
    while (common < max && pb[ps + common] === buf[start + common]) common++;
    return common;
  }

  /**
   * Points `view` at the buffer whose lines come next: once per chunk (and for a line carried
   * between chunks), not checked per line, where its first use mid-file deoptimised the reader.
   */
  private useView(buf: Uint8Array): void {
    if (buf === this.viewOf) return;
    this.viewOf = buf;
    this.view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  }

  /** Adds one stack; `buf` is the buffer `useView` was last given. */
  private addStack(buf: Uint8Array, start: number, end: number, count: number): void {
    const view = this.view;
    const len = end - start;
    // Common prefix with the previous line: found by `push` while looking for this line's end.
    const max = Math.min(len, this.prevLen);
    const pb = this.prevBuf;
    const ps = this.prevStart;
    const common = buf === this.knownBuf && start === this.knownAt ? Math.min(this.knownCommon, max) : this.commonPrefix(buf, start, max);
    // Whole frames shared: the previous frame end lies inside the common prefix (its `;` is
    // shared), or the line ends exactly where a previous frame ended.
    let shared = 0;
    const ends = this.prevEnds;
    while (
      shared < this.prevFrames &&
      (ends[shared] < common || (ends[shared] === common && common === len && (common === this.prevLen || pb[ps + common] === 0x3b)))
    ) {
      shared++;
    }
    const b = this.builder;
    let node = shared > 0 ? this.prevNodes[shared - 1] : 0;
    // Past the first frame this line adds to the tree, every frame is new: no lookups.
    const known = b.nodeCount;
    let frames = shared;
    let a = shared > 0 ? ends[shared - 1] + 1 : 0;
    const lineEnd = start + len;
    while (a <= len) {
      const from = start + a;
      const z = this.scanFrame(view, buf, from, lineEnd);
      const h = this.hash;
      let id = this.names.find(h, view, from, z);
      if (id === -1) {
        id = this.names.add(h, buf, from, z);
        this.frameOf.push(b.internFrame(frameFromFoldedName(utf8.decode(buf.subarray(from, z)))));
      }
      node = node >= known ? b.newChild(node, this.frameOf[id]) : b.child(node, this.frameOf[id]);
      if (frames === this.prevEnds.length) this.growFrames();
      this.prevEnds[frames] = z - start;
      this.prevNodes[frames++] = node;
      a = z - start + 1;
    }
    this.prevFrames = frames;
    this.prevBuf = buf;
    this.prevView = view;
    this.prevStart = start;
    this.prevLen = len;
    b.addSelf(node, count);
    this.samples[0] += count;
    this.goodLines++;
  }

  /**
   * Scans the frame starting at `from` to its end (the next `;`, or `end`) and returns the end,
   * leaving the hash of its bytes in `hash`. Four bytes at a time while none of them is a `;` (a
   * word XOR `;;;;` has a zero byte exactly where one is), each word mixed into the hash as it is
   * read: the new part of a line is a quarter of a large Go capture's bytes, and stepping through
   * it byte by byte, then hashing it again for the interner, was a third of the reader's time.
   * The mixing is murmur3's, so that every byte reaches the low bits the table is indexed by; only
   * this reader's interner sees these hashes.
   */
  private scanFrame(view: DataView, buf: Uint8Array, from: number, end: number): number {
    let h = 0x811c9dc5;
    let z = from;
    for (; z + 4 <= end; z += 4) {
      const w = view.getInt32(z, true);
      const x = w ^ 0x3b3b3b3b;
      if (((x - 0x01010101) & ~x & 0x80808080) !== 0) break;
      h = Math.imul(h ^ w, 0xcc9e2d51);
      h ^= h >>> 15;
    }
    for (let c = buf[z]; z < end && c !== 0x3b; c = buf[++z]) h = Math.imul(h ^ c, 0x1b873593);
    h = Math.imul(h ^ (z - from), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    this.hash = (h ^ (h >>> 16)) | 0;
    return z;
  }

  /** A line handled as text (it ends in a non-ASCII byte). */
  private onTextLine(raw: string): void {
    const line = raw.trimEnd();
    if (line.length === 0) return;
    const sp = line.lastIndexOf(' ');
    const countText = line.slice(sp + 1);
    if (sp === 0 && COUNT.test(countText)) return;
    if (sp <= 0 || !COUNT.test(countText)) this.fail(line);
    if (!Number.isFinite(Number(countText))) this.fail(line, 'a finite count');
    let stackText = line.slice(0, sp).trimEnd();
    let weight = Number(countText);
    if (this.differential) {
      const sp2 = stackText.lastIndexOf(' ');
      const beforeText = stackText.slice(sp2 + 1);
      if (sp2 <= 0 || !COUNT.test(beforeText)) this.fail(line, 'two counts (BEFORE AFTER)');
      if (this.differential === 'before') weight = Number(beforeText);
      stackText = stackText.slice(0, sp2).trimEnd();
    }
    const stack = new TextEncoder().encode(stackText);
    const lineBuffer = this.viewOf;
    this.useView(stack);
    this.addStack(stack, 0, stack.length, weight);
    this.useView(lineBuffer);
  }

  private growFrames(): void {
    const e = new Int32Array(this.prevEnds.length * 2);
    e.set(this.prevEnds);
    const n = new Int32Array(this.prevNodes.length * 2);
    n.set(this.prevNodes);
    this.prevEnds = e;
    this.prevNodes = n;
  }
}
