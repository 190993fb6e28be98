import { groupedInteger } from '../text/digits.js';
import { layoutFlame } from '../layout/flame.js';
import type { FrameKind, Profile } from '../model/types.js';
import { stackTotals } from '../model/types.js';
import { mergeByName } from './folded.js';
import { SVG_SCRIPT } from './svg-script.js';
import { escapeXml, fitText } from './svg-escape.js';
import { ByteText, piecesToString, utf8 } from '../text/byte-text.js';
import { inertText } from '../text/inert.js';

/** Colour schemes of `flamediff svg --colors`, after flamegraph.pl / inferno, plus `kind`. */
export type Palette = 'hot' | 'mem' | 'io' | 'java' | 'python' | 'js' | 'kind';
export const PALETTES: readonly Palette[] = ['hot', 'mem', 'io', 'java', 'python', 'js', 'kind'];

export interface ProfileSvgOptions {
  readonly width?: number;
  readonly title?: string;
  readonly colors?: Palette;
  readonly minWidthPx?: number;
  readonly inverted?: boolean;
  /** Count label in tooltips (default: the profile's unit, "samples" or "ns", "ms"…). */
  readonly countName?: string;
}

/** FNV-1a of a name, mapped to [0, 1): deterministic colours (inferno's `--deterministic`). */
function hash01(s: string, salt: number): number {
  let h = 0x811c9dc5 ^ salt;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return (h >>> 0) / 2 ** 32;
}

function rgb(r: number, g: number, b: number): string {
  return `rgb(${Math.round(r)},${Math.round(g)},${Math.round(b)})`;
}

/** A frame's colour: by palette and name, kernel frames orange in every language palette. */
export function frameColour(name: string, kind: FrameKind, palette: Palette): string {
  const v1 = hash01(name, 1);
  const v2 = hash01(name, 2);
  const v3 = hash01(name, 3);
  const hot = () => rgb(205 + 50 * v3, 230 * v1, 55 * v2);
  const kernelOrange = () => rgb(200 + 55 * v1, 110 + 60 * v2, 0);
  switch (palette) {
    case 'mem':
      return rgb(0, 190 + 50 * v2, 50 * v1);
    case 'io':
      return rgb(80 + 60 * v1, 80 + 60 * v1, 190 + 55 * v2);
    case 'kind':
      if (kind === 'kernel') return kernelOrange();
      if (kind === 'python') return rgb(230 + 25 * v1, 200 + 40 * v2, 60 * v3);
      if (kind === 'jit') return rgb(50 + 60 * v1, 200 + 55 * v2, 50 + 60 * v3);
      if (kind === 'inlined') return rgb(0, 200 + 55 * v1, 200 + 55 * v2);
      if (kind === 'process' || kind === 'thread') return rgb(200 + 30 * v1, 200 + 30 * v1, 200 + 30 * v1);
      return hot();
    case 'java':
      if (kind === 'kernel' || name.endsWith('_[k]')) return kernelOrange();
      if (kind === 'inlined' || name.endsWith('_[i]')) return rgb(0, 200 + 55 * v1, 200 + 55 * v2);
      if (name.includes('/') || (name.includes('.') && !name.startsWith('['))) return rgb(50 + 60 * v1, 200 + 55 * v1, 50 + 60 * v1);
      if (name.includes('::')) return rgb(200 + 55 * v1, 200 + 55 * v1, 0);
      return hot();
    case 'python':
      if (kind === 'kernel' || name.endsWith('_[k]')) return kernelOrange();
      if (kind === 'python' || /\.py[x]?(:\d+)?\)$/.test(name)) return rgb(230 + 25 * v1, 200 + 40 * v2, 60 * v3);
      return hot();
    case 'js':
      if (kind === 'kernel' || name.endsWith('_[k]')) return kernelOrange();
      if (/\.(js|mjs|ts)(:\d+)?/.test(name) || name.includes(' LazyCompile:') || name.includes('~')) return rgb(50 + 60 * v1, 200 + 55 * v1, 50 + 60 * v1);
      return hot();
    default:
      return kind === 'kernel' ? kernelOrange() : hot();
  }
}

/** How a frame is drawn: the name shown (collapser annotations off), escaped, and its fill. */
interface FrameLook {
  readonly shown: string;
  readonly shownXmlBytes: Uint8Array;
  readonly fill: string;
}

/**
 * Each frame's look, worked out the first time a rectangle of it is drawn: a frame is drawn in
 * many places (a Go build's 50 k rectangles hold a few thousand names), and its colour takes
 * three hashes of the name.
 */
function frameLooks(p: Profile, palette: Palette): { of(frame: number): FrameLook } {
  const cache: (FrameLook | undefined)[] = new Array(p.frames.length);
  return {
    of(frame) {
      let look = cache[frame];
      if (!look) {
        const f = p.frames[frame];
        // Collapser annotations (_[k] kernel, _[j] JIT, _[i] inlined, _[w] waker) choose the
        // colour and are not shown, as in flamegraph.pl and inferno.
        const shown = inertText(f.name.replace(/_\[[kjiw]\]$/, ''));
        look = { shown, shownXmlBytes: utf8(escapeXml(shown)), fill: frameColour(f.name, f.name.endsWith('_[k]') ? 'kernel' : f.kind, palette) };
        cache[frame] = look;
      }
      return look;
    },
  };
}

const FRAME_H = 16;
const FONT = 12;
const CHAR_W = 7.2;
const PAD = 10;

/**
 * A single profile as a flame graph SVG: the same layout as the viewer and the diff graph,
 * deterministic colours, names escaped, the picture complete without its script.
 */
export function renderProfileSvg(profiles: readonly Profile[], options: ProfileSvgOptions = {}): string {
  return piecesToString(renderProfileSvgPieces(profiles, options));
}

/** How a tooltip names a profile's unit. */
const UNIT_NAMES: Readonly<Record<string, string>> = { samples: 'samples', nanoseconds: 'ns', microseconds: 'µs', milliseconds: 'ms', seconds: 's' };

/**
 * The same SVG as UTF-8 pieces, for writing out: a large profile's rectangles are written as
 * bytes, once (`ByteText`), not assembled as one string first.
 */
export function renderProfileSvgPieces(profiles: readonly Profile[], options: ProfileSvgOptions = {}): Uint8Array[] {
  const p = profiles.length === 1 ? profiles[0] : mergeByName(profiles);
  const width = options.width ?? 1200;
  const palette = options.colors ?? 'hot';
  // A profile in time (perf.data, a recording's speedscope: each sample weighs its period)
  // says its unit, not "samples": a newcomer read 753,753,753 samples in the tooltips of a
  // one-second run.
  const countName = options.countName ?? UNIT_NAMES[p.unit] ?? p.unit;
  const graphW = width - 2 * PAD;
  const totals = stackTotals(p);
  const layout = layoutFlame(
    { size: p.stackFrame.length, parent: (n) => p.stackParent[n], name: (n) => p.frames[p.stackFrame[n]].name, value: (n) => totals[n] },
    { minWidth: (options.minWidthPx ?? 0.1) / graphW },
  );
  const headerH = 40;
  const graphH = (layout.maxDepth + 1) * FRAME_H;
  const height = headerH + graphH + 30;
  const yOf = (d: number) => (options.inverted ? headerH + d * FRAME_H : headerH + graphH - (d + 1) * FRAME_H);
  const total = totals[0] || 1;
  const title = options.title ?? (options.inverted ? 'Icicle Graph' : 'Flame Graph');
  const out = new ByteText();
  const line = (s: string) => out.text(`${s}\n`);
  line('<?xml version="1.0" encoding="UTF-8" standalone="no"?>');
  line(`<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="monospace" font-size="${FONT}" data-graph-width="${graphW}" data-pad="${PAD}">`);
  line(`<rect x="0" y="0" width="${width}" height="${height}" fill="#f8f8f8"/>`);
  line(`<text x="${width / 2}" y="24" text-anchor="middle" font-size="17" font-weight="bold">${escapeXml(title)}</text>`);
  line(`<text id="matched" x="${width - PAD}" y="24" text-anchor="end" fill="#444"></text>`);
  if (layout.cutFrames > 0) line(`<text x="${PAD}" y="${headerH - 4}" fill="#a00">${layout.cutFrames.toLocaleString('en-US')} frames deeper than ${layout.maxDepth + 1} levels not drawn</text>`);
  const looks = frameLooks(p, palette);
  const countXml = escapeXml(countName);
  line('<g id="frames">');
  for (const r of layout.rects) {
    const x = PAD + r.x * graphW;
    const w = r.width * graphW;
    const y = yOf(r.depth);
    const at = `<g class="f" data-x="${r.x.toFixed(6)}" data-w="${r.width.toFixed(6)}" data-d="${r.depth}"><title>`;
    const box = `<rect x="${x.toFixed(1)}" y="${y}" width="${w.toFixed(1)}" height="${FRAME_H - 1}" fill="`;
    if (r.node === -1) {
      out.text(`${at}${r.merged} narrow frames</title>${box}rgb(230,230,230)" rx="1"/></g>\n`);
      continue;
    }
    const look = looks.of(p.stackFrame[r.node]);
    const v = totals[r.node];
    out.text(at);
    out.bytes(look.shownXmlBytes);
    out.text(` (${Number.isInteger(v) ? groupedInteger(v) : v.toFixed(2)} ${countXml}, ${((100 * v) / total).toFixed(2)}%)</title>${box}${look.fill}" rx="1"/><text x="${(x + 3).toFixed(1)}" y="${y + FONT}">`);
    // The label: the whole name (encoded once per frame) when it fits, else cut to fit.
    const chars = Math.floor((w - 6) / CHAR_W);
    if (chars >= 3 && look.shown.length <= chars) out.bytes(look.shownXmlBytes);
    else out.text(escapeXml(fitText(look.shown, chars)));
    out.text('</text></g>\n');
  }
  line('</g>');
  line(`<text id="details" x="${PAD}" y="${height - 8}" fill="#444"> </text>`);
  line(`<script type="text/ecmascript"><![CDATA[${SVG_SCRIPT}]]></script>`);
  line('</svg>');
  return out.finish();
}
