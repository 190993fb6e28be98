import type { Finding } from '../detectors/findings.js';
import { nodeTest, type DiffResult } from '../diff/diff.js';
import { CHANGED_MIN_SHARE, HEIGHT_MIN_SHARE, layoutForPicture, type Rect } from '../layout/flame.js';
import { couldBeRunToRun, UNCERTAIN_LABEL, DEFAULT_REPORT_OPTIONS, describeNormalizationBriefly, describeRunsToRuns, describeTestBriefly, formatDelta, formatQ, formatSize, formatValue, NEAREST_TITLE, wholeScaledParts, type ReportContext } from './report.js';
import { SVG_SCRIPT } from './svg-script.js';
import { BADGE_MIN_PX, diffColour, findingRowColour, findingTone, MOVED_FILL, NEW_MARK_MIN_PX, UNCERTAIN_PATTERN, WAITING_FILL } from './colours.js';
import { bareName } from '../detectors/renames.js';
import { findingSiteNodes, partSites, movedMask, ownTimeNodes, uncertainNodes, waitingNodes } from './moved.js';
import { escapeXml, fitText } from './svg-escape.js';
import { ByteText, piecesToString } from '../text/byte-text.js';
import { belowNote, belowWord, callerLabel, causedNote, causeChain, chainNote, describeSide, fitChains, placesPhrase, replacedNote, shortFrame, sideLabels, workersPhrase } from './labels.js';
import { inertText } from '../text/inert.js';

/** Options of the differential SVG; each maps onto a `flamediff diff --format svg` flag. */
export interface DiffSvgOptions {
  /** `--width`, pixels (default 1200: GitHub's image width, so text stays legible there). */
  readonly width?: number;
  /**
   * `--width-by`: what a frame's width shows. Default `sum` (before + after, as Pyroscope
   * does): widths stay additive, so children always fit inside their parent, and both new and
   * vanished frames are visible in one graph. `after`/`before` show one side only; `max`
   * shows the larger side (children are scaled down where their maxima overflow the parent).
   */
  readonly widthBy?: 'sum' | 'after' | 'before' | 'max';
  /** `--color-by`: change in total (inclusive, default) or self share. */
  readonly colorBy?: 'total' | 'self';
  /** `--palette`: `red-blue` (default) or `colorblind` (orange/blue). */
  readonly palette?: 'red-blue' | 'colorblind';
  /** `--minwidth`: smallest frame drawn, in pixels (default 0.5). */
  readonly minWidthPx?: number;
  /** `--title`. */
  readonly title?: string;
  /** `--inverted`: icicle (roots on top). */
  readonly inverted?: boolean;
  /** Findings numbered on the graph and listed in the table (default 10). */
  readonly top?: number;
}

const FRAME_H = 16;
const FONT = 12;
const CHAR_W = 7.2; // monospace 12 px
const PAD = 10;

/** RGB string of a change: grey when not significant, red/blue (or orange/blue) by size. */
const colour = diffColour;

/** The diff SVG's defaults, written once (the CLI's help reads them). */
export const DEFAULT_SVG_OPTIONS = {
  /** GitHub shows an image at most 1,000 px wide, so 12 px text stays 12 px on a PR. */
  width: 1000,
  widthBy: 'sum' as 'sum' | 'after' | 'before' | 'max',
  colorBy: 'total' as 'total' | 'self',
  palette: 'red-blue' as 'red-blue' | 'colorblind',
  minWidthPx: 0.5,
  title: 'Differential flame graph',
} as const;

/**
 * The differential flame graph as a self-contained SVG that tells its story as a static
 * picture (GitHub shows SVGs as images, scripts off): a title with the direction, counts and
 * test, a colour legend and the marks for new and vanished frames, the top findings numbered on
 * the graph and listed in a table. Opened directly, an embedded dependency-free script adds
 * click-to-zoom, reset, regex search with the matched share, and details on hover.
 */
export function renderDiffSvg(ctx: ReportContext, options: DiffSvgOptions = {}): string {
  return piecesToString(renderDiffSvgPieces(ctx, options));
}

/**
 * The same SVG as UTF-8 pieces, for writing out: each line is written as bytes when it is made
 * (`ByteText`), not kept as one of fifty thousand strings joined at the end.
 */
export function renderDiffSvgPieces(ctx: ReportContext, options: DiffSvgOptions = {}): Uint8Array[] {
  const { diff, findings } = ctx;
  const width = options.width ?? DEFAULT_SVG_OPTIONS.width;
  const widthBy = options.widthBy ?? DEFAULT_SVG_OPTIONS.widthBy;
  const palette = options.palette ?? DEFAULT_SVG_OPTIONS.palette;
  const colorBy = options.colorBy ?? DEFAULT_SVG_OPTIONS.colorBy;
  const top = options.top ?? DEFAULT_REPORT_OPTIONS.top;
  const { tree, beforeTotal, afterTotal, beforeSelf, afterSelf } = diff;
  const value = (n: number) =>
    widthBy === 'after'
      ? afterTotal[n]
      : widthBy === 'before'
        ? beforeTotal[n]
        : widthBy === 'max'
          ? Math.max(beforeTotal[n], afterTotal[n])
          : beforeTotal[n] + afterTotal[n];
  const graphW = width - 2 * PAD;
  const layout = layoutForPicture(
    { size: tree.frame.length, parent: (n) => tree.parent[n], name: (n) => tree.names[tree.frame[n]], value },
    { minWidth: (options.minWidthPx ?? DEFAULT_SVG_OPTIONS.minWidthPx) / graphW },
    (n) => !!nodeTest(diff, n)?.significant,
  );
  // A finding about a frame's own time colours that frame by it (ownTimeNodes).
  const ownTime = new Set(ownTimeNodes(tree, findings));
  // A significant function finding's call sites are coloured as its parts (findingSiteNodes).
  const sites = new Set(findingSiteNodes(diff, findings));
  const change = (n: number) => (colorBy === 'self' || ownTime.has(n) ? afterSelf[n] - beforeSelf[n] : afterTotal[n] - beforeTotal[n]);
  // Moved code is drawn as moved, not as a change, and does not set the colour scale.
  const moved = movedMask(tree, findings);
  const waiting = new Set(waitingNodes(tree, findings));
  // Findings that could be run-to-run variation are striped over their colour (uncertainNodes).
  const uncertain = new Uint8Array(tree.frame.length);
  for (const n of uncertainNodes(diff, findings)) uncertain[n] = 1;
  let maxAbs = 0;
  for (const [n, t] of diff.nodes) if (t.significant && !moved[n] && !waiting.has(n)) maxAbs = Math.max(maxAbs, Math.abs(change(n)));
  for (const n of [...ownTime, ...sites]) if (!moved[n] && !waiting.has(n)) maxAbs = Math.max(maxAbs, Math.abs(change(n)));

  const shown = findings.slice(0, top);
  const numbered = new Map<number, number>();
  shown.forEach((f, i) => {
    const at = f.causeNode ?? f.node;
    if (at !== undefined && !numbered.has(at)) numbered.set(at, i + 1);
  });
  // A function finding's number on each of its other call sites that carry a tenth of its
  // change too: a shared helper made slower under eight callers is pale everywhere (a point or
  // two under each), and one badge showed one of eight; the story is that it is the same
  // function each time. A call site that did not change gets none (carriesPart).
  const alsoNumbered = otherCallSites(diff, shown, numbered);

  const title = options.title ?? DEFAULT_SVG_OPTIONS.title;
  const headerH = 70;
  // The stripes' key has a row of its own under the colour scale's: the first row is full.
  const stripesKey = uncertain.includes(1);
  const legendH = 26 + (stripesKey ? 18 : 0);
  const graphH = (layout.maxDepth + 1) * FRAME_H;
  const tableRowH = 17;
  // With no finding: the verdict, and under it whether the whole took far more samples per run.
  // Two lines: it is longer than the picture is wide.
  const scaled = shown.length === 0 ? wholeScaledParts(diff) : undefined;
  // And the changes nearest to significance, as the text report names them (not findings).
  const nearest = shown.length === 0 ? (ctx.nearest ?? []) : [];
  const nearestRows = nearest.length > 0 ? nearest.length + 1 : 0;
  // With one run a side, a line under the findings: how often same-work runs differ as much.
  // Wrapped to the picture's width: with several findings it is longer than one row.
  const runsLines = wrapWords(describeRunsToRuns(shown) ?? '', Math.floor(graphW / CHAR_W));
  const tableH = shown.length > 0 ? (shown.length + 2 + runsLines.length) * tableRowH + 10 : 30 + ((scaled?.length ?? 0) + nearestRows) * tableRowH;
  // The cut note's line, and under it the search's result (the note is long enough to run
  // into a match count drawn beside it: a newcomer's search printed over it).
  const noteH = layout.cutFrames > 0 ? 32 : 0;
  const height = headerH + legendH + graphH + 24 + noteH + tableH + PAD;
  const graphTop = headerH + legendH;
  const yOf = (depth: number) => (options.inverted ? graphTop + depth * FRAME_H : graphTop + graphH - (depth + 1) * FRAME_H);

  const bytes = new ByteText();
  const out = { push: (line: string) => bytes.text(`${line}\n`) };
  out.push('<?xml version="1.0" encoding="UTF-8" standalone="no"?>');
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="monospace" font-size="${FONT}" data-graph-width="${graphW}" data-pad="${PAD}">`,
  );
  out.push(
    `<defs><pattern id="vanished" patternUnits="userSpaceOnUse" width="6" height="6" patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="6" stroke="#8888aa" stroke-width="2"/></pattern>${stripesKey ? UNCERTAIN_PATTERN : ''}</defs>`,
  );
  out.push(`<rect x="0" y="0" width="${width}" height="${height}" fill="#ffffff"/>`);
  // Header: what is compared with what, in which direction, how.
  // The title fits the width (17 px bold monospace: about 10.2 px a character); the labels give way first.
  const titleChars = Math.floor((width - 2 * PAD) / 10.2);
  const labels = sideLabels(ctx.beforeLabel, ctx.afterLabel, titleChars - title.length - 2);
  const room = titleChars - title.length - 2;
  const fullTitle = room >= 12 ? `${title}: ${fitText(labels, room)}` : fitText(title, titleChars);
  out.push(`<text x="${width / 2}" y="22" text-anchor="middle" font-size="17" font-weight="bold">${escapeXml(fullTitle)}</text>`);
  const counts = `before: ${describeSide(diff.before)} · after: ${describeSide(diff.after)} · width: ${widthBy === 'sum' ? 'before + after' : widthBy} · colour: Δ ${colorBy} cost, ${describeNormalizationBriefly(diff)}`;
  out.push(`<text x="${width / 2}" y="40" text-anchor="middle" fill="#444">${escapeXml(fitText(counts, Math.floor(width / CHAR_W) - 4))}</text>`);
  out.push(`<text x="${width / 2}" y="56" text-anchor="middle" fill="#444">${escapeXml(fitText(describeTestBriefly(diff), Math.floor(width / CHAR_W) - 4))}</text>`);
  // Legend.
  const ly = headerH + 4;
  const sw = 22;
  let lx = PAD;
  const legend = (fill: string, label: string, extra = '') => {
    out.push(`<rect x="${lx.toFixed(1)}" y="${ly}" width="${sw}" height="12" fill="${fill}" ${extra}/><text x="${(lx + sw + 4).toFixed(1)}" y="${ly + 10}">${label}</text>`);
    lx += sw + 8 + label.length * CHAR_W + 14;
  };
  // The colour scale itself: deepest blue at the largest significant improvement, deepest red
  // at the largest regression, pale for small ones; grey is "not significant".
  if (maxAbs > 0) {
    const stops = [-1, -0.5, -0.05, 0.05, 0.5, 1].map((t) => `<stop offset="${((t + 1) / 2).toFixed(3)}" stop-color="${colour(t * maxAbs, maxAbs, true, palette)}"/>`).join('');
    out.push(`<defs><linearGradient id="scale">${stops}</linearGradient></defs>`);
    const lo = formatDelta(diff, -maxAbs);
    const hi = formatDelta(diff, maxAbs);
    out.push(`<text x="${lx}" y="${ly + 10}">${escapeXml(lo)}</text>`);
    lx += lo.length * CHAR_W + 4;
    out.push(`<rect x="${lx.toFixed(1)}" y="${ly}" width="120" height="12" fill="url(#scale)" stroke="#999" stroke-width="0.5"/>`);
    lx += 124;
    out.push(`<text x="${lx.toFixed(1)}" y="${ly + 10}">${escapeXml(hi)} (pale: small)</text>`);
    lx += (hi.length + 14) * CHAR_W + 14;
  }
  legend('rgb(221,221,221)', 'not significant');
  legend('rgb(221,221,221)', 'new frame', 'stroke="#7b2cbf" stroke-width="2.5"');
  legend('url(#vanished)', 'vanished frame', 'stroke="#555" stroke-dasharray="3,2"');
  if (moved.some((x) => x === 1)) legend(MOVED_FILL, 'moved code');
  if (waiting.size > 0) legend(WAITING_FILL, 'waiting (idle)');
  // The badges' key, as many as there are: none when no finding is numbered.
  // Shortened where the legend's row has no room for it (moved code's key takes some at 1000 px).
  if (numbered.size > 0) {
    const hints = numbered.size === 1 ? ['① = the finding below', '① = finding below', '①'] : ['①② = findings below', '①② = findings', '①②'];
    const hint = hints.find((h) => lx + h.length * CHAR_W <= width - PAD) ?? hints[hints.length - 1];
    out.push(`<text id="findings-hint" x="${lx.toFixed(1)}" y="${ly + 10}" fill="#444">${hint}</text>`);
  }

  if (stripesKey) {
    const y2 = ly + 18;
    const words = fitText(`${UNCERTAIN_LABEL} (one run a side: how often two runs of the same work differ as much is under the findings)`, Math.floor((width - 2 * PAD - sw - 4) / CHAR_W));
    out.push(
      `<rect x="${PAD}" y="${y2}" width="${sw}" height="12" fill="${colour(maxAbs, maxAbs, true, palette)}"/><rect x="${PAD}" y="${y2}" width="${sw}" height="12" fill="url(#uncertain)"/><text x="${PAD + sw + 4}" y="${y2 + 10}">${escapeXml(words)}</text>`,
    );
  }

  const pointers = pointerBadges(layout, numbered, tree.parent, (r) => PAD + (r.x + r.width) * graphW, r => r.width * graphW, width, yOf);
  const labelSpan = (n: number, x: number, w: number, depth: number) => labelRoom(pointers, numbered.has(n) || alsoNumbered.has(n), x, w, depth);

  // Frames.
  out.push(`<g id="frames">`);
  const drawRect = (r: Rect) => {
    const x = PAD + r.x * graphW;
    const w = r.width * graphW;
    const y = yOf(r.depth);
    if (r.node === -1) {
      const label = `${r.merged} narrow frames`;
      out.push(
        `<g class="f" data-x="${r.x.toFixed(6)}" data-w="${r.width.toFixed(6)}" data-d="${r.depth}"><title>${label}</title><rect x="${x.toFixed(1)}" y="${y}" width="${w.toFixed(1)}" height="${FRAME_H - 1}" fill="rgb(240,240,240)" rx="1"/></g>`,
      );
      return;
    }
    const n = r.node;
    const name = tree.names[tree.frame[n]];
    const b = beforeTotal[n];
    const a = afterTotal[n];
    const stat = nodeTest(diff, n);
    const d = change(n);
    const isMoved = moved[n] === 1;
    const fill = isMoved ? MOVED_FILL : waiting.has(n) ? WAITING_FILL : b > 0 && a === 0 ? 'url(#vanished)' : colour(d, maxAbs, !!stat?.significant || ownTime.has(n) || sites.has(n), palette);
    const stroke = isMoved ? '' : b === 0 && a > 0 ? (w >= NEW_MARK_MIN_PX ? ' stroke="#7b2cbf" stroke-width="2"' : '') : b > 0 && a === 0 ? ' stroke="#555" stroke-dasharray="3,2"' : '';
    // The name made inert: a raw newline in it would forge a line of the tooltip (red team).
    const tip = `${inertText(name)}\nbefore ${formatValue(diff, b)} → after ${formatValue(diff, a)} (${formatDelta(diff, a - b)}${stat ? `, ${formatQ(stat.q)}` : ''})${moved[n] ? ' · moved: the same code under another caller, not a change' : waiting.has(n) ? ' · waiting: idle time, not CPU time' : b === 0 ? ' · new' : a === 0 ? ' · vanished' : ''}`;
    // A numbered finding's badge sits at the left of its frame: start the name after it.
    const { indent, room } = labelSpan(n, x, w, r.depth);
    // The label drops a source file's directories (the tooltip keeps the whole name); fitted
    // as shown, escapes included, so an escaped control character does not run past its frame.
    const text = fitText(inertText(shortFrame(name)), Math.floor(room / CHAR_W));
    out.push(
      `<g class="f" data-x="${r.x.toFixed(6)}" data-w="${r.width.toFixed(6)}" data-d="${r.depth}" data-v="${(a / (afterTotal[0] || 1)).toFixed(6)}"><title>${escapeXml(tip)}</title><rect x="${x.toFixed(1)}" y="${y}" width="${w.toFixed(1)}" height="${FRAME_H - 1}" fill="${fill}"${stroke} rx="1"/>${uncertain[n] === 1 ? `<rect x="${x.toFixed(1)}" y="${y}" width="${w.toFixed(1)}" height="${FRAME_H - 1}" fill="url(#uncertain)" rx="1"/>` : ''}<text x="${(x + indent).toFixed(1)}" y="${y + FONT}">${escapeXml(text)}</text></g>`,
    );
  };
  for (const r of layout.rects) drawRect(r);
  out.push('</g>');
  // Finding numbers on their towers (static, above the frames).
  for (const r of layout.rects) {
    const k = r.node >= 0 ? (numbered.get(r.node) ?? alsoNumbered.get(r.node)) : undefined;
    if (k === undefined || r.width * graphW < BADGE_MIN_PX) continue;
    const cx = PAD + r.x * graphW + 8;
    const cy = yOf(r.depth) + FRAME_H / 2 - 0.5;
    out.push(`<g class="mark" data-x="${r.x.toFixed(6)}" data-d="${r.depth}"><circle cx="${cx.toFixed(1)}" cy="${cy}" r="7.5" fill="#111"/><text x="${cx.toFixed(1)}" y="${cy + 4}" text-anchor="middle" fill="#fff" font-size="10" font-weight="bold">${k}</text></g>`);
  }
  for (const b of pointers) {
    out.push(`<g class="mark" data-x="${b.host.x.toFixed(6)}" data-d="${b.host.depth}"><path d="M ${(b.cx - 8).toFixed(1)} ${b.cy} l -5 -4 v 8 z" fill="#111"/><circle cx="${b.cx.toFixed(1)}" cy="${b.cy}" r="7.5" fill="#111"/><text x="${b.cx.toFixed(1)}" y="${b.cy + 4}" text-anchor="middle" fill="#fff" font-size="10" font-weight="bold">${b.k}</text></g>`);
  }
  // Interactive only: search results and a way out of a zoom, under the graph.
  out.push(`<text id="matched" x="${width - PAD}" y="${graphTop + graphH + (layout.cutFrames > 0 ? 32 : 16)}" text-anchor="end" fill="#444"></text>`);
  // On the legend's line, in the place of the badges' hint (badges are hidden while zoomed).
  out.push(`<text id="reset-zoom" x="${width - PAD}" y="${headerH + 14}" text-anchor="end" fill="#00308f" text-decoration="underline" visibility="hidden">reset zoom</text>`);
  // Findings table.
  let ty = graphTop + graphH + 24 + noteH;
  // What the height bound left out, under the graph where the eye ends.
  if (layout.cutFrames > 0) out.push(`<text x="${PAD}" y="${graphTop + graphH + 16}" fill="#666">${layout.cutFrames.toLocaleString('en-US')} frames deeper than ${layout.maxDepth + 1} levels, none of them ${100 * HEIGHT_MIN_SHARE}% of the width nor a change of ${100 * CHANGED_MIN_SHARE}%, are not drawn here (the html viewer shows them)</text>`);
  if (shown.length === 0) {
    out.push(`<text x="${PAD}" y="${ty + 12}">No significant change (q ≤ ${diff.alpha}, |Δ| ≥ ${formatSize(diff, diff.minDelta * diff.scale)}).</text>`);
    scaled?.forEach((line, i) => out.push(`<text x="${PAD}" y="${ty + 12 + (i + 1) * tableRowH}" fill="#444">${escapeXml(line)}</text>`));
    for (const line of nearestLines(diff, nearest, ty + 12 + ((scaled?.length ?? 0) + 1) * tableRowH, tableRowH, graphW)) out.push(line);
  } else {
    // The category column only where some finding has one (as the Markdown table): its room goes to the frames.
    const categories = shown.some((f) => f.category);
    out.push(`<text x="${PAD}" y="${ty}" font-weight="bold" xml:space="preserve">#    Δ           kind      before → after       q          ${categories ? 'category            ' : ''}frames (caller → cause)</text>`);
    const rows = shown.map((f: Finding, i: number) => {
      const cells = `${String(i + 1).padEnd(4)} ${(f.kind === 'renamed' ? 'moved' : formatDelta(diff, f.delta)).padEnd(11)} ${f.kind.padEnd(9)} ${`${formatValue(diff, f.before)} → ${formatValue(diff, f.after)}`.padEnd(20)} ${formatQ(f.qValue).padEnd(10)} ${categories ? `${(f.category ?? '').padEnd(19)} ` : ''}`;
      const room = Math.max(10, Math.floor((graphW - cells.length * CHAR_W) / CHAR_W));
      // A replacement's row keeps room for what it replaced, where the cause's own name still
      // fits whole beside it: half a story without it (a new `sscanf` call read as a plain
      // regression when its chain filled the row).
      // So does what drives a pathology (the coroutine beneath a spinning loop): the frame to act on.
      const chain = causeChain(f);
      // Its function's name is enough there (the file is the cause's, or one the graph shows).
      // For a driver, its own frame: the wrappers between the loop and it (`Handle._run → main →
      // consume`) would take the row's room from the one name a reader acts on.
      const note = f.driven
        ? belowNote(chain.below.slice(-1).map(bareName), Math.min(40, Math.floor(room / 2)), true)
        : f.causedBy
          ? causedNote({ causedBy: f.causedBy.map(bareName) }, Math.max(24, room - shortFrame(chain.path.at(-1) ?? '').length - 4))
          : f.callers
            ? callersNote(diff, f.callers, room - shortFrame(chain.path.at(-1) ?? '').length - 4)
            : f.threads
              ? ` (${workersPhrase(f.threads.length)})`
              : f.places
                ? ` (${placesPhrase(f.places.length)})`
              : replacedNote(f, Math.min(32, Math.floor(room / 3)));
      // A driven finding's frames are the loop's machinery: their names without their files.
      const label = f.driven ? bareName : shortFrame;
      const reserved = note && label(chain.path.at(-1) ?? '').length + 4 + note.length <= room ? note : '';
      return { f, cells, room, chainRoom: Math.max(10, room - reserved.length), reserved, names: chain.path.map(label), ...chain };
    });
    const chains = fitChains(rows.map((r) => r.names), rows.map((r) => r.chainRoom));
    rows.forEach(({ f, cells, room, reserved, below }, i) => {
      ty += tableRowH;
      // The way to the cause first; what lies below it only in the room left.
      const chain = chains[i];
      const left = room - chain.length - (f.kind === 'replaced' ? ' (in place of: )' : ` (${belowWord(f.driven)}: )`).length;
      const frames = chain + (reserved || (left >= 10 ? chainNote(f, below, left) : ''));
      out.push(`<text x="${PAD}" y="${ty}" xml:space="preserve" fill="${findingRowColour(findingTone(f), f.significant && couldBeRunToRun(f))}">${escapeXml(cells + frames)}</text>`);
    });
    runsLines.forEach((line, i) => out.push(`<text x="${PAD}" y="${ty + (i + 1) * tableRowH}" fill="#8a5a00">${escapeXml(line)}</text>`));
  }
  out.push(`<text id="details" x="${PAD}" y="${height - 4}" fill="#444"> </text>`);
  out.push(`<script type="text/ecmascript"><![CDATA[${SVG_SCRIPT}]]></script>`);
  out.push('</svg>');
  return bytes.finish();
}


/** A numbered finding's badge beside the caller it is drawn on, with a pointer to its frame. */
interface PointerBadge {
  readonly cx: number;
  readonly cy: number;
  /** The row (depth) it sits on. */
  readonly row: number;
  readonly k: number;
  readonly host: Rect;
}

/**
 * Badges for the numbered findings whose frame is too narrow to carry one (or was not drawn):
 * on the nearest drawn caller's right end, with a pointer, so every numbered finding is on the
 * graph; beside the host's end, one row up, unless the host is the top row drawn (a tower the
 * height bound cut): then on the host's row, not over the legend. Placed before the frames are
 * drawn, so that a frame whose name would start under one starts it after it (`labelRoom`: a
 * newcomer's ② covered the first letter of the frame beside its narrow finding).
 */
function pointerBadges(
  layout: { readonly rects: readonly Rect[]; readonly maxDepth: number },
  numbered: ReadonlyMap<number, number>,
  parent: ArrayLike<number>,
  rightEnd: (r: Rect) => number,
  widthOf: (r: Rect) => number,
  width: number,
  yOf: (depth: number) => number,
): PointerBadge[] {
  const drawnAt = new Map<number, Rect>();
  for (const r of layout.rects) if (r.node >= 0) drawnAt.set(r.node, r);
  const out: PointerBadge[] = [];
  for (const [node, k] of numbered) {
    const own = drawnAt.get(node);
    if (own && widthOf(own) >= BADGE_MIN_PX) continue;
    let m = own ? node : parent[node];
    while (m > 0 && !drawnAt.has(m)) m = parent[m];
    const host = own ?? drawnAt.get(m);
    if (!host) continue;
    const cx = Math.min(rightEnd(host) + 9, width - 9);
    const row = own ? host.depth : Math.min(host.depth + 1, layout.maxDepth);
    out.push({ cx, cy: yOf(row) + FRAME_H / 2 - 0.5, row, k, host });
  }
  return apart(out, width);
}

/** Badges' centres at least this far apart on a row (a badge is ~14 px wide). */
const BADGE_SPACING = 16;

/**
 * Pointer badges that would overlap on a row moved apart, in finding order along it: two narrow
 * findings under one host (a newcomer's two −0.8 pp towers under `worker-0`) drew ③ over ②,
 * and only one number could be read. To the right while there is room, else to the left.
 */
function apart(badges: PointerBadge[], width: number): PointerBadge[] {
  const byRow = new Map<number, PointerBadge[]>();
  for (const b of badges) {
    const row = byRow.get(b.row);
    if (row) row.push(b);
    else byRow.set(b.row, [b]);
  }
  const out: PointerBadge[] = [];
  for (const row of byRow.values()) {
    row.sort((a, b) => a.cx - b.cx || a.k - b.k);
    const placed: PointerBadge[] = [];
    for (const b of row) {
      let cx = b.cx;
      const prev = placed[placed.length - 1];
      if (prev && cx - prev.cx < BADGE_SPACING) cx = prev.cx + BADGE_SPACING;
      placed.push({ ...b, cx });
    }
    // Past the right edge: the row's last badges slide back left, keeping their spacing.
    for (let i = placed.length - 1, limit = width - 9; i >= 0 && placed[i].cx > limit; i--, limit -= BADGE_SPACING) placed[i] = { ...placed[i], cx: limit };
    out.push(...placed);
  }
  return out.sort((a, b) => a.k - b.k);
}

/**
 * Where a frame's name starts (past its own badge, or past a pointer badge over its start) and
 * how wide it may run (up to a pointer badge further along the frame), in pixels from its left.
 */
function labelRoom(pointers: readonly PointerBadge[], badged: boolean, x: number, w: number, depth: number): { indent: number; room: number } {
  let indent = badged ? 18 : 3;
  for (const b of pointers) if (b.row === depth && b.cx - 13 <= x + indent && x + indent < b.cx + 8) indent = Math.max(indent, b.cx + 10 - x);
  let room = w - indent - 3;
  for (const b of pointers) if (b.row === depth && b.cx - 13 > x + indent && b.cx - 13 < x + w) room = Math.min(room, b.cx - 15 - (x + indent));
  return { indent, room };
}

/**
 * ` (from a +18.2 pp, b +12.1 pp)`: as many of a function finding's callers as fit in `chars`,
 * the rest as `…`; '' when not even one fits.
 */
function callersNote(diff: DiffResult, callers: NonNullable<Finding['callers']>, chars: number): string {
  const part = (c: { name: string; delta: number }) => `${callerLabel(c.name, bareName)} ${formatDelta(diff, c.delta)}`;
  for (let k = callers.length; k >= 1; k--) {
    const s = ` (from ${callers.slice(0, k).map(part).join(', ')}${k < callers.length ? ', …' : ''})`;
    if (s.length <= chars) return s;
  }
  return '';
}

/**
 * The other call sites of each numbered function finding (the topmost node of its function on
 * each path, not recursive calls inside one) and the other places of a mechanism's finding, with
 * the finding's number; nodes numbered for a finding of their own keep theirs.
 */
function otherCallSites(diff: DiffResult, shown: readonly Finding[], numbered: ReadonlyMap<number, number>): Map<number, number> {
  const size = diff.tree.frame.length;
  const out = new Map<number, number>();
  const rank = new Map<Finding, number>();
  shown.forEach((f, i) => {
    rank.set(f, i + 1);
    // A mechanism's other places carry its number too (`Finding.places`).
    for (const p of f.places ?? []) if (p.node !== undefined && p.node > 0 && p.node < size && !numbered.has(p.node)) out.set(p.node, i + 1);
  });
  for (const [n, f] of partSites(diff, shown)) if (!numbered.has(n)) out.set(n, rank.get(f)!);
  return out;
}

/**
 * Under a no-change verdict, the changes nearest to significance (core/detectors/nearest.ts):
 * the heading at `y`, then a row each, in the findings table's columns without rank or category.
 */
function nearestLines(diff: DiffResult, nearest: readonly Finding[], y: number, rowH: number, graphW: number): string[] {
  if (nearest.length === 0) return [];
  const cells = nearest.map((f) => `   ${formatDelta(diff, f.delta).padEnd(11)} ${f.kind.padEnd(9)} ${`${formatValue(diff, f.before)} → ${formatValue(diff, f.after)}`.padEnd(20)} ${formatQ(f.qValue).padEnd(10)} `);
  const chains = fitChains(nearest.map((f) => causeChain(f).path.map(shortFrame)), cells.map((c) => Math.max(10, Math.floor((graphW - c.length * CHAR_W) / CHAR_W))));
  return [
    `<text x="${PAD}" y="${y}" fill="#444">${escapeXml(NEAREST_TITLE)}:</text>`,
    ...cells.map((c, i) => `<text x="${PAD}" y="${y + (i + 1) * rowH}" xml:space="preserve" fill="#444">${escapeXml(c + chains[i])}</text>`),
  ];
}

/** Words of `text` in lines of at most `room` characters (a word longer than that on its own line). */
function wrapWords(text: string, room: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter(Boolean)) {
    if (line && line.length + 1 + word.length > room) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}
