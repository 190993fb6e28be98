import { frameFromFoldedName } from '../frame-kind.js';
import { ProfileBuilder } from '../../model/builder.js';
import type { Profile } from '../../model/types.js';
import { concatChunks } from '../../text/byte-interner.js';
import { ParseError, quoteLine } from '../errors.js';
import type { InputFormat, ParseContext, StreamParser } from '../types.js';

/**
 * Flame-graph SVGs as FlameGraph's `flamegraph.pl`, inferno (`inferno-flamegraph`, py-spy
 * `--format flamegraph`, cargo-flamegraph) and flamediff's own `svg` draw them: every frame is
 * a `<g>` holding `<title>name (N samples, P%)</title>` and a `<rect>`, so the tree comes back
 * from geometry: a frame's depth from its row (or inferno's and flamediff's attributes), its
 * caller the frame one row nearer the root whose span holds it, its own weight its count less
 * its callees'. Frames the tool left out as too narrow to draw come back as their caller's own
 * weight: totals stay right, the narrowest callees are gone. A differential SVG's counts are
 * its after side's (what difffolded.pl's second column and inferno draw).
 */
const TITLE_IN_HEAD = /<title>[^<]* \([\d,.]+ [^<]*, [\d.]+%(?:; [+-]?[\d.]+%)?\)<\/title>/;

export function sniff(head: string): boolean {
  const t = head.trimStart();
  if (!(t.startsWith('<?xml') || t.startsWith('<svg') || t.startsWith('<!DOCTYPE svg'))) return false;
  // flamediff's own SVGs carry data-graph-width: claimed so that a differential one is named.
  return TITLE_IN_HEAD.test(head) || /fg:w="/.test(head) || /class="func_g"/.test(head) || /<svg[^>]*data-graph-width="/.test(head);
}

/** One drawn frame: its name and count, and where it was drawn. */
interface Drawn {
  readonly name: string;
  readonly count: number;
  /** Start and width along the graph (samples for inferno, fractions or pixels otherwise). */
  readonly x: number;
  readonly w: number;
  readonly tolerance: number;
  /** Depth when the SVG says it (flamediff's data-d); else derived from `y`. */
  readonly depth?: number;
  readonly y: number;
  /** Byte offset of its `<g>`, for messages. */
  readonly at: number;
}

const FRAME = /<g\b([^>]*)>\s*<title>([^<]*)<\/title>\s*<rect\b([^>]*?)\/?>/g;
const TITLE = /^([\s\S]*) \(([\d,]+(?:\.\d+)?) ([^,]*), ([\d.]+)%(?:; [+-]?[\d.]+%)?\)$/;

export class FlamegraphSvgParser implements StreamParser {
  private readonly chunks: Uint8Array[] = [];
  private size = 0;

  constructor(private readonly context: ParseContext) {}

  push(chunk: Uint8Array): void {
    this.chunks.push(Uint8Array.prototype.slice.call(chunk));
    this.size += chunk.length;
  }

  end(): Profile {
    const text = new TextDecoder().decode(concatChunks(this.chunks, this.size));
    // A cut file still holds whole frames, and its counts look right (the root's count is in
    // its first frame): without this, a copy cut at 85% read as the whole profile, silently.
    if (!/<\/svg>\s*$/.test(text)) {
      throw new ParseError(this.context.source, 'the SVG ends without its closing </svg>: expected a whole file (was it cut off?)', undefined, this.size);
    }
    const frames = this.drawnFrames(text);
    if (frames.length === 0) {
      const own = /<svg[^>]*data-graph-width="/.test(text);
      throw new ParseError(
        this.context.source,
        own
          ? 'a flamediff differential SVG: it shows a comparison, not one profile; give flamediff the profiles it was drawn from'
          : 'no flame-graph frames: expected <g><title>NAME (N samples, P%)</title><rect …/></g> elements as FlameGraph, inferno or py-spy draw them',
      );
    }
    return this.build(frames);
  }

  private drawnFrames(text: string): Drawn[] {
    const out: Drawn[] = [];
    for (const m of text.matchAll(FRAME)) {
      const title = unescapeXml(m[2]);
      const t = TITLE.exec(title);
      if (!t) continue; // "3 narrow frames" and other labels: not a frame
      const g = attributes(m[1]);
      const r = attributes(m[3]);
      const count = Number(t[2].replaceAll(',', ''));
      const pos = position(g, r);
      const y = Number(r.y);
      if (!Number.isFinite(count) || !pos || !Number.isFinite(y)) {
        throw new ParseError(this.context.source, `frame ${quoteLine(title)}: expected a count in its title and x, width and y on its rect`, undefined, m.index);
      }
      const depth = g['data-d'] !== undefined ? Number(g['data-d']) : undefined;
      out.push({ name: t[1], count, x: pos.x, w: pos.w, tolerance: pos.tolerance, y, depth: Number.isFinite(depth) ? depth : undefined, at: m.index ?? 0 });
    }
    return out;
  }

  private build(drawn: Drawn[]): Profile {
    const root = drawn.find((f) => f.name === 'all' && f.depth === undefined);
    const frames = drawn.filter((f) => f !== root);
    const depthOf = depths(frames, root);
    const byDepth = new Map<number, { f: Drawn; node: number }[]>();
    const b = new ProfileBuilder('samples');
    const ids = new Map<string, number>();
    const order = frames.map((f, i) => i).sort((i, j) => depthOf[i] - depthOf[j] || frames[i].x - frames[j].x);
    const childSum = new Map<number, number>();
    const placed: { f: Drawn; node: number }[] = [];
    for (const i of order) {
      const f = frames[i];
      const d = depthOf[i];
      const parent = d === 0 ? undefined : callerOf(byDepth.get(d - 1) ?? [], f);
      if (d > 0 && !parent) throw new ParseError(this.context.source, `frame ${quoteLine(f.name)} at depth ${d}: expected a frame under it in the row nearer the root`, undefined, f.at);
      let id = ids.get(f.name);
      // Read as folded stacks name them (flamegraph.pl, inferno and py-spy draw folded input):
      // py-spy's `fn (file.py:12)` is a Python frame, so a diff of its SVGs uses its preset.
      if (id === undefined) ids.set(f.name, (id = b.internFrame(frameFromFoldedName(f.name))));
      const node = b.child(parent ? parent.node : 0, id);
      const entry = { f, node };
      placed.push(entry);
      (byDepth.get(d) ?? byDepth.set(d, []).get(d)!).push(entry);
      if (parent) childSum.set(parent.node, (childSum.get(parent.node) ?? 0) + f.count);
    }
    let total = 0;
    for (const { f, node } of placed) {
      const self = f.count - (childSum.get(node) ?? 0);
      if (self > 0) {
        b.addSelf(node, self);
        total += self;
      }
    }
    return b.build({ sourceFormat: 'flamegraph-svg', source: this.context.source, sampleCount: Math.round(total) });
  }
}

/** Each frame's depth: given (flamediff), or its row counted from the root's row. */
function depths(frames: readonly Drawn[], root: Drawn | undefined): number[] {
  if (frames.every((f) => f.depth !== undefined)) return frames.map((f) => f.depth!);
  const rows = [...new Set(frames.map((f) => f.y).concat(root ? [root.y] : []))].sort((a, b) => a - b);
  // The root row is the `all` frame's, else the row of the widest frame: the bottom of a flame
  // graph, the top of an icicle.
  const rootY = root?.y ?? frames.reduce((a, f) => (f.w > a.w ? f : a)).y;
  const flame = rootY === rows[rows.length - 1];
  const rank = new Map(rows.map((y, i) => [y, flame ? rows.length - 1 - i : i]));
  const first = rank.get(rootY)! + (root ? 1 : 0);
  return frames.map((f) => rank.get(f.y)! - first);
}

/** The frame in the row nearer the root whose span holds `f` (the last one starting at or before it). */
function callerOf(row: readonly { f: Drawn; node: number }[], f: Drawn): { f: Drawn; node: number } | undefined {
  let lo = 0;
  let hi = row.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (row[mid].f.x <= f.x + f.tolerance) lo = mid + 1;
    else hi = mid;
  }
  const caller = row[lo - 1];
  return caller && f.x + f.w <= caller.f.x + caller.f.w + 2 * f.tolerance ? caller : undefined;
}

/**
 * Where a frame is along the graph, and how far apart two edges can be and still be the same:
 * inferno's whole-sample positions exactly, flamediff's fractions to their six decimals,
 * FlameGraph's pixels to their one decimal.
 */
function position(g: Record<string, string>, r: Record<string, string>): { x: number; w: number; tolerance: number } | undefined {
  const pick = (x: string | undefined, w: string | undefined, tolerance: number) =>
    x !== undefined && w !== undefined && Number.isFinite(parseFloat(x)) && Number.isFinite(parseFloat(w)) ? { x: parseFloat(x), w: parseFloat(w), tolerance } : undefined;
  return pick(r['fg:x'], r['fg:w'], 0) ?? pick(g['data-x'], g['data-w'], 2e-6) ?? pick(r.x, r.width, 0.11);
}

function attributes(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of text.matchAll(/([\w:-]+)\s*=\s*"([^"]*)"/g)) out[m[1]] = m[2];
  return out;
}

function unescapeXml(s: string): string {
  return s.replace(/&(lt|gt|amp|quot|apos|#\d+|#x[0-9a-fA-F]+);/g, (_, e: string) =>
    e === 'lt' ? '<' : e === 'gt' ? '>' : e === 'amp' ? '&' : e === 'quot' ? '"' : e === 'apos' ? "'" : String.fromCodePoint(e[1] === 'x' ? parseInt(e.slice(2), 16) : Number(e.slice(1))),
  );
}

export const flamegraphSvg: InputFormat = {
  id: 'flamegraph-svg',
  description: 'flame-graph SVG (FlameGraph, inferno, py-spy, flamediff svg)',
  sniff,
  createParser: (_options, context: ParseContext) => new FlamegraphSvgParser(context),
};
