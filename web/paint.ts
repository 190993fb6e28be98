import { pictureDepth, type Rect } from '../core/layout/flame.js';
import { BADGE_MIN_PX, NEW_MARK_MIN_PX, UNCERTAIN_OPACITY } from '../core/output/colours.js';

/** Height of a frame row, in CSS pixels. */
export const FRAME_H = 18;

/** A painted rectangle's box on its canvas, for hit testing. */
export interface HitBox {
  readonly r: Rect;
  readonly x: number;
  readonly y: number;
  readonly w: number;
}

/** How long the last paint took (ms), for the benchmark hook. */
export let lastDrawMs = 0;

/** Paints laid-out rectangles on a canvas; returns the hit boxes. Shared by every view. */
export function paint(
  target: HTMLCanvasElement,
  rects: readonly Rect[],
  name: (r: Rect) => string,
  fill: (r: Rect) => string,
  opts: {
    x0: number;
    w0: number;
    d0: number;
    icicle: boolean;
    fullAncestors: boolean;
    newMark: (r: Rect) => boolean;
    changed?: (r: Rect) => boolean;
    /** Striped over its fill: a finding that could be run-to-run variation (`uncertainNodes`). */
    striped?: (r: Rect) => boolean;
    /** A finding's number, drawn as the SVG draws it: a black disc at the frame's left end. */
    badge?: (r: Rect) => number | undefined;
  },
): HitBox[] {
  const t0 = performance.now();
  const cssW = (target.parentElement?.clientWidth || 1000) - 2;
  const { x0, w0, d0 } = opts;
  const visible = rects.filter((r) => {
    if (r.depth < d0) return !opts.fullAncestors || (r.x <= x0 + 1e-12 && r.x + r.width >= x0 + w0 - 1e-12);
    return r.x + r.width > x0 - 1e-12 && r.x < x0 + w0 + 1e-12;
  });
  // As tall as the frames that carry weight in this view or changed, as the SVG is
  // (pictureDepth): a 77-frame chain two samples wide made the canvas ten times the screen and
  // the first screen blank above the roots. Thinner frames deeper than that are left out until a
  // zoom widens them.
  const maxDepth = pictureDepth(visible, (r) => (r.depth < d0 ? 1 : r.width / w0), opts.changed);
  const cssH = (maxDepth + 1) * FRAME_H + 4;
  const dpr = window.devicePixelRatio || 1;
  target.width = Math.round(cssW * dpr);
  target.height = Math.round(cssH * dpr);
  target.style.height = `${cssH}px`;
  target.style.width = `${cssW}px`;
  const g = target.getContext('2d')!;
  g.setTransform(dpr, 0, 0, dpr, 0, 0);
  g.clearRect(0, 0, cssW, cssH);
  g.font = '12px monospace';
  g.textBaseline = 'middle';
  const boxes: HitBox[] = [];
  for (const r of visible) {
    const ancestor = opts.fullAncestors && r.depth < d0;
    const rx = ancestor ? 0 : ((r.x - x0) / w0) * cssW;
    const rw = ancestor ? cssW : (r.width / w0) * cssW;
    if (rw < 0.3 || rx > cssW || rx + rw < 0 || r.depth > maxDepth) continue;
    const y = opts.icicle ? r.depth * FRAME_H : cssH - (r.depth + 1) * FRAME_H;
    g.fillStyle = fill(r);
    g.fillRect(rx, y, Math.max(rw - 0.5, 0.3), FRAME_H - 1);
    if (opts.striped?.(r)) {
      g.fillStyle = stripes(g);
      g.fillRect(rx, y, Math.max(rw - 0.5, 0.3), FRAME_H - 1);
    }
    if (opts.newMark(r) && rw >= NEW_MARK_MIN_PX) {
      g.strokeStyle = '#7b2cbf';
      g.lineWidth = 2;
      g.strokeRect(rx + 1, y + 1, Math.max(rw - 2.5, 0.3), FRAME_H - 3);
    }
    boxes.push({ r, x: rx, y, w: rw });
    const k = rw >= BADGE_MIN_PX ? opts.badge?.(r) : undefined;
    if (k !== undefined) drawBadge(g, Math.max(rx, 0) + 8, y + FRAME_H / 2 - 0.5, k);
    // A badge's frame starts its name after it, as in the SVG.
    const indent = k !== undefined ? 18 : 3;
    const label = name(r);
    const chars = Math.floor((Math.min(rw, cssW - Math.max(rx, 0)) - indent - 3) / 7.3);
    if (chars >= 3) {
      g.fillStyle = '#111';
      g.fillText(label.length <= chars ? label : `${label.slice(0, chars - 1)}…`, Math.max(rx, 0) + indent, y + FRAME_H / 2);
    }
  }
  lastDrawMs = performance.now() - t0;
  return boxes;
}

/** A finding's number in a black disc centred at (cx, cy), the SVG's badge. */
function drawBadge(g: CanvasRenderingContext2D, cx: number, cy: number, k: number): void {
  g.fillStyle = '#111';
  g.beginPath();
  g.arc(cx, cy, 7.5, 0, 2 * Math.PI);
  g.fill();
  g.fillStyle = '#fff';
  g.font = 'bold 10px sans-serif';
  g.textAlign = 'center';
  g.fillText(String(k), cx, cy + 0.5);
  g.textAlign = 'start';
  g.font = '12px monospace';
}

/**
 * The SVG's `uncertain` pattern on a canvas (core/output/colours.ts): white diagonal stripes
 * about half of each period wide, at the pattern's opacity, over a frame's own colour; made once
 * per canvas context.
 */
function stripes(g: CanvasRenderingContext2D): CanvasPattern | string {
  const made = stripesOf.get(g);
  if (made) return made;
  const pattern = stripeTile(g);
  stripesOf.set(g, pattern);
  return pattern;
}

const stripesOf = new WeakMap<CanvasRenderingContext2D, CanvasPattern | string>();

function stripeTile(g: CanvasRenderingContext2D): CanvasPattern | string {
  const tile = document.createElement('canvas');
  tile.width = 6;
  tile.height = 6;
  const t = tile.getContext('2d');
  if (!t) return 'transparent';
  t.strokeStyle = `rgba(255,255,255,${UNCERTAIN_OPACITY})`;
  t.lineWidth = 2.1;
  // Three diagonals: the tile's own and the two that carry it across its corners.
  for (const o of [-6, 0, 6]) {
    t.beginPath();
    t.moveTo(o, 6);
    t.lineTo(o + 6, 0);
    t.stroke();
  }
  return g.createPattern(tile, 'repeat') ?? 'transparent';
}
