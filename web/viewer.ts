/**
 * The flamediff viewer: the differential flame graph on a canvas (frames are not DOM nodes, so
 * a few hundred thousand of them stay fast), drawn from the same `core/layout` rectangles as the
 * SVG. d3 builds the DOM and the colour scales. Click to zoom (breadcrumbs lead back), Escape
 * or double-click resets; regex search (with a case toggle) highlights matches and reports
 * "N frames, X% of samples"; the findings panel zooms to a finding's tower; the URL hash keeps
 * zoom and search so a link reproduces the view. Stable test hooks: data-testid="search",
 * "search-summary", "findings", "breadcrumb", "tooltip".
 */
import { select } from 'd3-selection';
import { layoutFlame, type Rect } from '../core/layout/flame.js';
import { FRAME_H, lastDrawMs, paint, type HitBox } from './paint.js';
import { sandwichTrees, type SandwichTree } from './sandwich.js';
import { activityCaption, paintActivity } from './activity.js';
import { functionRows, selfByName } from './table.js';
import { diffColour, findingTone, MOVED_FILL, NOT_SIGNIFICANT, WAITING_FILL, UNCERTAIN_OPACITY } from '../core/output/colours.js';
import { formatRatio, UNCERTAIN_LABEL } from '../core/output/report.js';
import { formatDeltaAs, formatQ, formatQuantity, formatValueAs } from '../core/output/format.js';
import { unpackViewerData, type PackedViewerData } from '../core/output/viewer-data.js';
import { causedNote, causeChain, chainNote, fitChain, placesPhrase, shortFrame, workersPhrase } from '../core/output/labels.js';

/** The most characters a finding in the panel names its way to the cause in. */
const PANEL_CHAIN_CHARS = 160;

performance.mark('fd-start');
const raw = JSON.parse(document.getElementById('flamediff-data')!.textContent!) as PackedViewerData;
// Values shown: shares as tested, or absolute (share × the side's mean weight per run).
const shares = unpackViewerData(raw);
let data = shares;
performance.mark('fd-parsed');
let absoluteData: typeof shares | undefined;
/** Absolute values, built the first time the switch asks for them (a million nodes × 4). */
const absolute = () =>
  (absoluteData ??= {
    ...shares,
    before: shares.before.map((x) => x * shares.beforeWeight),
    after: shares.after.map((x) => x * shares.afterWeight),
    beforeSelf: shares.beforeSelf.map((x) => x * shares.beforeWeight),
    afterSelf: shares.afterSelf.map((x) => x * shares.afterWeight),
  });
const n = data.frame.length;
const nameOf = (i: number) => (i === 0 ? 'all' : data.names[data.frame[i]]);
// The before side drawn alone names a renamed process as it was (viewer-data.ts, beforeNames).
const beforeNames = new Map(shares.beforeNames ?? []);
const nameOn = (side: 'before' | 'after', i: number) => (side === 'before' && i > 0 ? beforeNames.get(data.frame[i]) : undefined) ?? nameOf(i);

// Settings (switches in the toolbar). Width: before + after by default (additive, new and
// vanished frames visible; see the SVG's --width-by).
const settings = { widthBy: 'sum', colorBy: 'total', palette: 'red-blue', icicle: false };
const widthOf: Record<string, (i: number) => number> = {
  sum: (i) => data.before[i] + data.after[i],
  after: (i) => data.after[i],
  before: (i) => data.before[i],
  max: (i) => Math.max(data.before[i], data.after[i]),
};
let layout = layoutFlame({ size: n, parent: (i) => data.parent[i], name: nameOf, value: widthOf.sum }, { minWidth: 0.0002 });
const rectOf = new Map<number, Rect>();
function relayout(): void {
  layout = layoutFlame({ size: n, parent: (i) => data.parent[i], name: nameOf, value: widthOf[settings.widthBy] }, { minWidth: 0.0002 });
  rectOf.clear();
  for (const r of layout.rects) if (r.node >= 0) rectOf.set(r.node, r);
}
relayout();
performance.mark('fd-layout');

// Colour: change in total share, diverging, grey when not significant; magenta for matches.
// A finding about a frame's own time colours that frame by it, as in the SVG (ownTimeNodes).
const ownTimeNode = new Uint8Array(n);
for (const i of data.ownTime ?? []) ownTimeNode[i] = 1;
// A significant function finding's call sites are coloured as its parts, as in the SVG (findingSiteNodes).
const siteNode = new Uint8Array(n);
for (const i of data.sites ?? []) siteNode[i] = 1;
const changeOf = (i: number) => (settings.colorBy === 'self' || ownTimeNode[i] ? data.afterSelf[i] - data.beforeSelf[i] : data.after[i] - data.before[i]);
// Moved code (renamed or moved findings) is drawn as moved, not as a change, as in the SVG.
const movedNode = new Uint8Array(n);
for (const i of data.moved ?? []) movedNode[i] = 1;
const waitingNode = new Uint8Array(n);
for (const i of data.waiting ?? []) waitingNode[i] = 1;
// Findings that could be run-to-run variation are striped over their colour, as in the SVG.
const uncertainNode = new Uint8Array(n);
for (const i of data.uncertain ?? []) uncertainNode[i] = 1;
const stripedNode = (i: number) => uncertainNode[i] === 1;
const striped = (r: Rect) => r.node >= 0 && stripedNode(r.node);
let maxAbs = 1;
function recolour(): void {
  maxAbs = 0;
  for (let i = 1; i < n; i++) if ((data.significant[i] || ownTimeNode[i] || siteNode[i]) && !movedNode[i] && !waitingNode[i]) maxAbs = Math.max(maxAbs, Math.abs(changeOf(i)));
}
recolour();
/** Search matches, in every view that draws frames. */
const SEARCH_FILL = '#e600e6';
/** Names (indices) of the functions whose own test was significant: the sandwich colours by them. */
const significantFunction = new Set(data.functions.filter((f) => f.significant).map((f) => f.name));
// The SVG's colour scale (core/output/colours.ts): one picture whichever way it is looked at.
const colour = (i: number) => (movedNode[i] ? MOVED_FILL : waitingNode[i] ? WAITING_FILL : diffColour(changeOf(i), maxAbs, !!data.significant[i] || ownTimeNode[i] === 1 || siteNode[i] === 1, settings.palette));
let mode: 'share' | 'absolute' = 'share';
// One formatter with the reports (core/output/format.ts): values as tested, or absolute.
const pct = (x: number) => (mode === 'share' ? formatValueAs(shares.valueKind, x, shares.valueUnit) : formatQuantity(x, shares.unit));
const delta = (d: number) => (mode === 'share' ? formatDeltaAs(shares.valueKind, d, shares.valueUnit) : `${d >= 0 ? '+' : '−'}${formatQuantity(Math.abs(d), shares.unit)}`);

// ---- DOM ---------------------------------------------------------------------------------
const app = select('#app');
const header = app.append('header');
header.append('h1').text(`flamediff: ${data.beforeLabel} → ${data.afterLabel}`);
// The size of the change first (as the text report's header): what a reader asks before where.
if (data.change) header.append('div').attr('class', 'change').text(`change: ${data.change}`);
if (data.account) header.append('div').attr('class', 'change').text(`account: ${data.account}`);
// How it was measured, its notes and warnings, under one line that opens them: they took eight
// lines of a newcomer's first screen (a thread pool's comparison), and the graph began halfway
// down. The line says how many warnings there are, in the warnings' colour.
const warnings = data.warnings ?? [];
const notes = data.notes ?? [];
const counted = (n: number, what: string) => (n > 0 ? `, ${n} ${what}${n > 1 ? 's' : ''}` : '');
const measured = header.append('details').attr('class', 'measured');
measured
  .append('summary')
  .attr('class', warnings.length > 0 ? 'warn' : 'sub')
  .text(`how this was measured${counted(warnings.length, 'warning')}${counted(notes.length, 'note')}`);
measured.append('div').attr('class', 'sub').text(`${data.normalization}; ${data.test}`);
// What the text report warns of (one run a side, a recording given twice, files paired by path).
for (const n of notes) measured.append('div').attr('class', 'sub').attr('data-testid', 'note').text(`note: ${n}`);
for (const w of warnings) measured.append('div').attr('class', 'warn').attr('data-testid', 'warning').text(`warning: ${w}`);
const bar = app.append('div').attr('class', 'bar');
const search = bar.append('input').attr('type', 'text').attr('placeholder', 'search (regex), Enter').attr('data-testid', 'search');
const caseBox = bar.append('label');
const caseInput = caseBox.append('input').attr('type', 'checkbox').attr('data-testid', 'search-case');
caseBox.append('span').text(' match case');
bar.append('button').text('◀').attr('title', 'previous match').on('click', () => step(-1));
bar.append('button').text('▶').attr('title', 'next match').on('click', () => step(1));
const summary = bar.append('span').attr('data-testid', 'search-summary');
bar.append('button').text('reset zoom').on('click', () => setZoom(0));
bar.append('button').attr('data-testid', 'dark-light').text('dark/light').on('click', () => document.body.classList.toggle('dark'));
const choice = (label: string, key: keyof typeof settings, options: string[], after: () => void) => {
  const l = bar.append('label').text(`${label} `);
  l.append('select')
    .attr('data-testid', `setting-${key}`)
    .on('change', function () {
      (settings as Record<string, unknown>)[key] = key === 'icicle' ? this.value === 'icicle' : this.value;
      after();
    })
    .selectAll('option')
    .data(options)
    .join('option')
    .attr('value', (o) => o)
    .text((o) => o);
};
choice('width', 'widthBy', ['sum', 'after', 'before', 'max'], () => {
  relayout();
  setZoom(state.zoom);
});
choice('colour by', 'colorBy', ['total', 'self'], () => {
  recolour();
  renderLegend();
  draw();
});
choice('palette', 'palette', ['red-blue', 'colorblind'], () => {
  recolour();
  renderLegend();
  draw();
});
choice('layout', 'icicle', ['flame', 'icicle'], () => draw());
{
  const l = bar.append('label').text('values ');
  l.append('select')
    .attr('data-testid', 'setting-values')
    .on('change', function () {
      // Significance stays the test's (on shares); absolute values show the raw weights.
      mode = this.value === 'absolute' ? 'absolute' : 'share';
      data = mode === 'absolute' ? absolute() : shares;
      relayout();
      recolour();
      renderLegend();
      setZoom(state.zoom);
    })
    .selectAll('option')
    .data(['share', 'absolute'])
    .join('option')
    .attr('value', (o) => o)
    // The first choice is the values as tested, named for what they are: against the code that
    // did not change, a newcomer read "share" and took the widths for shares of the total.
    .text((o) => (o === 'absolute' ? o : shares.valueKind === 'share' ? 'share' : shares.valueKind === 'bulk' ? 'vs unchanged code' : 'as tested'));
}
const tabs = app.append('div').attr('class', 'bar');
const views = ['flame graph', 'side by side', 'table', 'sandwich'] as const;

// ---- the view's state: one object, changed only by the handlers below ----------------------
const state = {
  /** The zoomed node (0: the whole), and the visible x range (a node zoom sets it, the wheel moves it). */
  zoom: 0,
  range: { x0: 0, w: 1 },
  /** Search: the pattern, the matching nodes, and which match ◀ ▶ last visited. */
  pattern: '',
  /** The search's count and share, as the summary gives it (empty without a search). */
  found: '',
  matches: [] as number[],
  current: -1,
  view: 'flame graph' as (typeof views)[number],
  /** Hit boxes of the last flame-graph paint. */
  hit: [] as HitBox[],
  /** Function table sort, and the function the sandwich shows. */
  sortKey: 'delta' as 'delta' | 'self' | 'total' | 'q',
  selected: -1,
  /** The finding whose node the activity strip follows (-1: none). */
  followed: -1,
};
tabs
  .selectAll('button')
  .data(views)
  .join('button')
  .attr('data-testid', (v) => `tab-${v.replace(/ /g, '-')}`)
  .text((v) => v)
  .on('click', (_e, v) => showView(v));
// What the colours and marks mean, as the SVG's legend says it (a newcomer found none here).
const legendRow = app.append('div').attr('class', 'legend').attr('data-testid', 'legend');
function renderLegend(): void {
  legendRow.selectAll('*').remove();
  const key = (swatch: string, words: string, extra = '') => {
    const item = legendRow.append('span').attr('class', 'key');
    item.append('span').attr('class', 'swatch').attr('style', `background:${swatch};${extra}`);
    item.append('span').text(words);
  };
  const hot = diffColour(maxAbs || 1, maxAbs || 1, true, settings.palette);
  key(`linear-gradient(90deg, ${diffColour(-(maxAbs || 1), maxAbs || 1, true, settings.palette)}, ${NOT_SIGNIFICANT}, ${hot})`, `less → more cost (largest ${delta(maxAbs)}; pale: small)`, 'width:60px');
  key(NOT_SIGNIFICANT, 'not significant');
  key(NOT_SIGNIFICANT, 'new frame', 'box-shadow: inset 0 0 0 2px #7b2cbf');
  if (data.moved && data.moved.length > 0) key(MOVED_FILL, 'moved code');
  if (data.waiting && data.waiting.length > 0) key(WAITING_FILL, 'waiting (idle)');
  if (data.uncertain && data.uncertain.length > 0) {
    key(`repeating-linear-gradient(135deg, rgba(255,255,255,${UNCERTAIN_OPACITY}) 0 2px, transparent 2px 4px), ${hot}`, `${UNCERTAIN_LABEL} (one run a side)`);
  }
}
renderLegend();
const crumbs = app.append('div').attr('data-testid', 'breadcrumb');
// Samples over time, for runs that kept sample times (perf, V8, JFR …): when the code ran.
const activityBox = data.activity ? app.append('div').attr('data-testid', 'activity').attr('class', 'activity') : undefined;
const activityText = activityBox?.append('div').attr('class', 'sub');
const activityCanvas = activityBox?.append('canvas').node() ?? undefined;
const main = app.append('main');
const graph = main.append('div').attr('id', 'graph');
const canvas = graph.append('canvas').node()!;
const aside = main.append('aside');
aside.append('h2').text(`Findings (${data.findings.length})`);
const list = aside.append('ul').attr('data-testid', 'findings');
/** Frames that changed significantly: they set a picture's height whatever their width. */
const significantFrame = (r: Rect) => r.node > 0 && !!data.significant[r.node];
// Nothing found is a verdict too, said where the findings would be.
if (data.verdict) aside.append('p').attr('data-testid', 'verdict').text(data.verdict);
if (data.nearest && data.nearest.length > 0) {
  aside.append('p').attr('class', 'nearest-title').text(`${data.nearestTitle ?? ''}:`);
  aside.append('ul').attr('data-testid', 'nearest').selectAll('li').data(data.nearest).join('li').text((d) => d);
}
const tooltip = app.append('div').attr('data-testid', 'tooltip');
const sideBySide = graph.append('div').attr('data-testid', 'side-by-side').style('display', 'none').style('display', 'none');
const beforeCanvas = sideBySide.append('div').text('before').append('canvas').node()!;
const afterCanvas = sideBySide.append('div').text('after').append('canvas').node()!;
const table = graph.append('div').attr('data-testid', 'table').style('display', 'none');
const sandwich = graph.append('div').attr('data-testid', 'sandwich').style('display', 'none');

list
  .selectAll('li')
  .data(data.findings)
  .join('li')
  // Renamed or moved code is neither (grey): in blue it read as an improvement. So is waiting
  // (findingTone, shared with the SVG's table).
  // A finding that could be run-to-run variation is set in italics (its frames are striped).
  .attr('class', (f) => `${{ regression: 'reg', improvement: 'imp' }[findingTone(f)] ?? 'moved'}${f.couldBeRunToRun ? ' maybe' : ''}`)
  .attr('data-node', (f) => String(f.node))
  .text((f) => {
    const { path, below } = causeChain(f);
    // A few lines of the panel at most: a generated name of thousands of characters filled it.
    return `#${f.rank} ${formatDeltaAs(shares.valueKind, f.delta, shares.valueUnit)} ${f.kind} ${fitChain(path.map(shortFrame), PANEL_CHAIN_CHARS)}${chainNote(f, below)}${causedNote(f)}${f.threads ? ` (${workersPhrase(f.threads.length)}: ${f.threads.map(shortFrame).join(', ')})` : ''}${f.places ? ` (${placesPhrase(f.places.length)}: ${f.places.map((p) => fitChain(p.map(shortFrame), 40)).join(', ')})` : ''}${f.category ? ` [${f.category}]` : ''}${f.runToRun ? ` (one run a side: ${f.runToRun})` : ''}`;
  })
  // A known pathology says what it is and what to try, as the text report does (a newcomer's
  // viewer showed only the category's tag).
  .each(function (f) {
    if (f.explanation) select(this).append('div').attr('class', 'hint').attr('data-testid', 'finding-hint').text(`${f.explanation}${f.hint ? `. Hint: ${f.hint}` : ''}`);
  })
  .on('click', (_e, f) => {
    state.followed = f.node;
    if (f.node >= 0) setZoom(f.node);
  });

// ---- state -------------------------------------------------------------------------------

function ancestors(i: number): number[] {
  const out: number[] = [];
  for (let m = i; m > 0; m = data.parent[m]) out.push(m);
  return out.reverse();
}

function setZoom(node: number): void {
  state.zoom = rectOf.has(node) ? node : 0;
  const r = rectOf.get(state.zoom);
  state.range = r ? { x0: r.x, w: r.width } : { x0: 0, w: 1 };
  renderCrumbs();
  renderSummary();
  draw();
  writeHash();
}

function renderCrumbs(): void {
  crumbs.selectAll('*').remove();
  crumbs.append('a').text('all').on('click', () => setZoom(0));
  for (const a of ancestors(state.zoom)) {
    crumbs.append('span').text(' › ');
    crumbs.append('a').text(shortFrame(nameOf(a))).attr('title', nameOf(a)).on('click', () => setZoom(a));
  }
}

function runSearch(p: string): void {
  state.pattern = p;
  state.matches = [];
  state.current = -1;
  let re: RegExp | undefined;
  try {
    re = p === '' ? undefined : new RegExp(p, caseInput.property('checked') ? '' : 'i');
  } catch {
    state.found = 'invalid regular expression';
    renderSummary();
    draw();
    writeHash();
    return;
  }
  if (re) for (let i = 1; i < n; i++) if (re.test(nameOf(i))) state.matches.push(i);
  // Share of after samples under matching frames, without counting nested matches twice.
  const matched = new Set(state.matches);
  let share = 0;
  for (const i of state.matches) {
    let nested = false;
    for (let m = data.parent[i]; m > 0; m = data.parent[m]) if (matched.has(m)) nested = true;
    if (!nested) share += data.after[i];
  }
  const total = data.after[0] || 1;
  state.found = re ? `${state.matches.length} frame${state.matches.length === 1 ? '' : 's'}, ${pct(share / total)} of samples` : '';
  renderSummary();
  draw();
  writeHash();
}

/**
 * The search's count, and how many of its frames the zoom leaves out: a newcomer searched while
 * zoomed, read "1 frames, 20.2% of samples" and saw nothing highlighted.
 */
function renderSummary(): void {
  const outside = state.zoom > 0 ? matchesOutsideZoom() : 0;
  summary.text(state.found && outside > 0 ? `${state.found}; ${outside} outside the zoom (Escape shows all)` : state.found);
}

/** Matches neither in the zoomed frame's subtree nor on its path from the root (both drawn). */
function matchesOutsideZoom(): number {
  const path = new Set(ancestors(state.zoom));
  let outside = 0;
  for (const i of state.matches) {
    if (path.has(i)) continue;
    let m = i;
    while (m > 0 && m !== state.zoom) m = data.parent[m];
    if (m !== state.zoom) outside++;
  }
  return outside;
}

function step(dir: number): void {
  const visible = state.matches.filter((i) => rectOf.has(i));
  if (visible.length === 0) return;
  state.current = (state.current + dir + visible.length) % visible.length;
  setZoom(visible[state.current]);
}

// ---- drawing -----------------------------------------------------------------------------



/** The listed findings' numbers on their cause's frame, the first finding's where two share one (as the SVG numbers them). */
const badges = new Map<number, number>();
for (const f of data.findings) if (f.causeNode >= 0 && !badges.has(f.causeNode)) badges.set(f.causeNode, f.rank);

function draw(): void {
  drawActivity();
  if (state.view === 'side by side') return drawSides();
  const z = rectOf.get(state.zoom);
  const matched = new Set(state.matches);
  state.hit = paint(
    canvas,
    layout.rects,
    (r) => (r.node < 0 ? `${r.merged} narrow frames` : shortFrame(nameOf(r.node))),
    (r) => (r.node < 0 ? '#efefef' : matched.has(r.node) ? SEARCH_FILL : colour(r.node)),
    { x0: state.range.x0, w0: state.range.w, d0: z ? z.depth : 0, icicle: settings.icicle, fullAncestors: !!z, newMark: (r) => r.node >= 0 && data.before[r.node] === 0, changed: significantFrame, striped, badge: (r) => badges.get(r.node) },
  );
  keepRootInView();
}

/** The activity strip follows the zoomed frame when it is a finding's, else the last finding clicked. */
function drawActivity(): void {
  const activity = data.activity;
  if (!activity || !activityCanvas || !activityText) return;
  const zoomed = activity.focus.indexOf(state.zoom);
  const focus = zoomed >= 0 ? zoomed : activity.focus.indexOf(state.followed);
  const css = getComputedStyle(document.body);
  // One colour on both sides: the strip shows when the followed code ran in each run; blue
  // before and red after read as "improved" and "regressed" (a newcomer's reading).
  paintActivity(activityCanvas, activity, focus, { total: '#b8b8b8', followed: css.getPropertyValue('--fg').trim() || '#1b1b1b', text: css.getPropertyValue('--muted').trim() || '#666' });
  activityText.text(activityCaption(activity, focus >= 0 ? nameOf(activity.focus[focus]) : undefined));
}

/**
 * The graph scrolls inside the window's height, anchored where the story starts: the roots at
 * the bottom of a flame graph, at the top of an icicle. Deep, thin stacks (a 77-frame import
 * chain two samples wide) make the canvas far taller than the screen; without this the viewer
 * opened on blank space with the roots below the fold.
 */
function keepRootInView(): void {
  const el = graph.node()!;
  const top = el.getBoundingClientRect().top + window.scrollY;
  el.style.maxHeight = `${Math.max(200, window.innerHeight - top - 8)}px`;
  el.style.overflowY = 'auto';
  el.scrollTop = settings.icicle ? 0 : el.scrollHeight;
}

function drawSides(): void {
  // Search matches in magenta here too, as in the flame graph (a newcomer's search showed on
  // one view and not the other).
  const matched = new Set(state.matches);
  for (const [target, side] of [[beforeCanvas, 'before'], [afterCanvas, 'after']] as const) {
    const l = layoutFlame({ size: n, parent: (i) => data.parent[i], name: nameOf, value: widthOf[side] }, { minWidth: 0.0002 });
    // The current zoom, on each side's own widths (a frame absent on a side shows that side whole).
    const z = state.zoom > 0 ? l.rects.find((r) => r.node === state.zoom) : undefined;
    paint(target, l.rects, (r) => (r.node < 0 ? '' : shortFrame(nameOn(side, r.node))), (r) => (r.node < 0 ? '#efefef' : matched.has(r.node) ? SEARCH_FILL : colour(r.node)), {
      x0: z ? z.x : 0,
      w0: z ? z.width : 1,
      d0: z ? z.depth : 0,
      icicle: settings.icicle,
      fullAncestors: !!z,
      newMark: () => false,
      changed: significantFrame,
      striped,
    });
  }
}

function at(ev: MouseEvent): { r: Rect } | undefined {
  const b = canvas.getBoundingClientRect();
  const x = ev.clientX - b.left;
  const y = ev.clientY - b.top;
  return state.hit.find((h) => x >= h.x && x < h.x + h.w && y >= h.y && y < h.y + FRAME_H);
}

select(canvas)
  .on('click', (ev: MouseEvent) => {
    const h = at(ev);
    if (h && h.r.node >= 0) setZoom(h.r.node);
  })
  .on('dblclick', () => setZoom(0))
  .on('mousemove', (ev: MouseEvent) => {
    const h = at(ev);
    if (!h || h.r.node < 0) {
      tooltip.style('display', 'none');
      return;
    }
    const i = h.r.node;
    const b = data.before[i];
    const a = data.after[i];
    // As the text report gives a finding (`×1.95`): "+95% relative" beside a Δ read to a
    // newcomer as a 95% confidence level.
    const ratio = formatRatio(b, a);
    const rel = ratio ? ` (${ratio})` : '';
    tooltip
      .style('display', 'block')
      .text(`${nameOf(i)}\nbefore ${pct(b)} → after ${pct(a)}\nΔ ${delta(a - b)}${rel}\nself ${pct(data.beforeSelf[i])} → ${pct(data.afterSelf[i])}${movedNode[i] ? '\nmoved: the same code under another caller, not a change' : waitingNode[i] ? '\nwaiting: idle time, not CPU time' : data.q[i] >= 0 ? `\n${formatQ(data.q[i])}${data.significant[i] ? ' (significant)' : ''}` : ''}${stripedNode(i) ? `\nstriped: ${UNCERTAIN_LABEL} (one run a side)` : ''}`);
    // Beside the pointer, but inside the window: near the right or bottom edge it flips over.
    const box = (tooltip.node() as HTMLElement).getBoundingClientRect();
    const left = ev.clientX + 14 + box.width > window.innerWidth ? ev.clientX - 14 - box.width : ev.clientX + 14;
    const top = ev.clientY + 14 + box.height > window.innerHeight ? ev.clientY - 14 - box.height : ev.clientY + 14;
    tooltip.style('left', `${Math.max(0, left)}px`).style('top', `${Math.max(0, top)}px`);
  })
  .on('mouseleave', () => tooltip.style('display', 'none'));

search.on('keydown', (ev: KeyboardEvent) => {
  if (ev.key === 'Enter') runSearch((search.node() as HTMLInputElement).value);
});
caseInput.on('change', () => runSearch(state.pattern));
document.addEventListener('keydown', (ev) => {
  if (ev.key === 'Escape') {
    setZoom(0);
    runSearch('');
    (search.node() as HTMLInputElement).value = '';
  }
});
window.addEventListener('resize', () => draw());

// ---- URL hash: #zoom=NODE&search=REGEX ----------------------------------------------------
function writeHash(): void {
  const parts: string[] = [];
  if (state.zoom > 0) parts.push(`zoom=${state.zoom}`);
  if (state.pattern) parts.push(`search=${encodeURIComponent(state.pattern)}`);
  history.replaceState(null, '', parts.length ? `#${parts.join('&')}` : location.pathname + location.search);
}

function readHash(): void {
  const h = new URLSearchParams(location.hash.slice(1));
  const s = h.get('search');
  if (s) {
    (search.node() as HTMLInputElement).value = s;
    runSearch(s);
  }
  const z = Number(h.get('zoom'));
  setZoom(Number.isInteger(z) && z > 0 && z < n ? z : 0);
}

// ---- views: side by side, table, sandwich ---------------------------------------------------
function showView(v: (typeof views)[number]): void {
  state.view = v;
  select(canvas).style('display', v === 'flame graph' ? 'block' : 'none');
  sideBySide.style('display', v === 'side by side' ? 'block' : 'none');
  table.style('display', v === 'table' ? 'block' : 'none');
  sandwich.style('display', v === 'sandwich' ? 'block' : 'none');
  if (v === 'flame graph' || v === 'side by side') draw();
  if (v === 'table') renderTable();
  if (v === 'sandwich') renderSandwich();
}

const selfOf = selfByName(data);

function renderTable(): void {
  const rows = functionRows(data, selfOf, state.sortKey);
  table.selectAll('*').remove();
  const t = table.append('table').attr('class', 'top');
  const head = t.append('tr');
  head.append('th').text('function');
  for (const [k, label] of [['total', 'before → after'], ['delta', 'Δ total'], ['self', 'Δ self'], ['q', 'q']] as const) {
    head.append('th').append('a').attr('data-testid', `sort-${k}`).text(label + (state.sortKey === k ? ' ▾' : '')).on('click', () => {
      state.sortKey = k;
      renderTable();
    });
  }
  t.selectAll('tr.row')
    .data(rows.slice(0, 500))
    .join('tr')
    .attr('class', (r) => `row ${r.significant ? (r.delta >= 0 ? 'reg' : 'imp') : ''}`)
    .on('click', (_e, r) => {
      state.selected = r.name;
      showView('sandwich');
    })
    .html('')
    .each(function (r) {
      const tr = select(this);
      // Files without their directories, as the graph and the findings show them; the whole name on hover.
      tr.append('td').text(shortFrame(data.names[r.name])).attr('title', data.names[r.name]);
      tr.append('td').text(`${pct(r.before)} → ${pct(r.after)}`);
      tr.append('td').text(delta(r.delta));
      tr.append('td').text(delta(r.self));
      tr.append('td').text(formatQ(r.q).replace(/^q = /, ''));
    });
}

/**
 * Sandwich of the selected function: callers above (paths up to the root, merged, growing up
 * from the function) and callees below (everything under its occurrences, merged), with the
 * diff colours. Occurrences are counted once per stack (topmost occurrence).
 */
function renderSandwich(): void {
  sandwich.selectAll('*').remove();
  if (state.selected < 0) {
    const biggest = [...data.functions].sort((x, y) => Math.abs(y.after - y.before) - Math.abs(x.after - x.before))[0];
    state.selected = biggest ? biggest.name : data.frame[1] ?? -1;
  }
  if (state.selected < 0) return;
  sandwich.append('h3').attr('data-testid', 'sandwich-title').text(`sandwich: ${shortFrame(data.names[state.selected])}`).attr('title', data.names[state.selected]);
  const { callers, callees } = sandwichTrees(data, state.selected);
  const draw1 = (t: SandwichTree, icicle: boolean, testid: string) => {
    const holder = sandwich.append('div').attr('data-testid', testid);
    const c = holder.append('canvas').node()!;
    // A virtual root above the function so the function itself is a drawn frame.
    const size = t.names.length + 1;
    const parent = (i: number) => (i === 0 ? -1 : i === 1 ? 0 : t.parent[i - 1] + 1);
    const val = (i: number) => (i === 0 ? t.before[0] + t.after[0] : t.before[i - 1] + t.after[i - 1]);
    const l = layoutFlame({ size, parent, name: (i) => (i === 0 ? '' : data.names[t.names[i - 1]]), value: val }, { minWidth: 0.001 });
    // A sandwich frame merges a function's call paths, which were not tested one by one: it
    // takes its colour where the function's own test was significant, and the main graph's grey
    // elsewhere (a newcomer saw unchanged functions coloured here and grey beside).
    const fill = (r: Rect) => {
      const i = r.node - 1;
      if (r.node < 1) return '#efefef';
      const d = t.after[i] - t.before[i];
      return Math.abs(d) < 1e-9 ? NOT_SIGNIFICANT : diffColour(d, maxAbs, significantFunction.has(t.names[i]), settings.palette);
    };
    paint(c, l.rects, (r) => (r.node < 1 ? '' : data.names[t.names[r.node - 1]]), fill, { x0: 0, w0: 1, d0: 0, icicle, fullAncestors: false, newMark: () => false });
  };
  sandwich.append('div').attr('class', 'sub').text('callers');
  draw1(callers, false, 'sandwich-callers');
  sandwich.append('div').attr('class', 'sub').text('callees');
  draw1(callees, true, 'sandwich-callees');
}

// ---- wheel and keyboard zoom / pan ----------------------------------------------------------
function zoomBy(factor: number, at = 0.5): void {
  const w = Math.min(1, Math.max(1e-6, state.range.w * factor));
  const cx = state.range.x0 + at * state.range.w;
  state.range = { x0: Math.min(1 - w, Math.max(0, cx - at * w)), w };
  draw();
}
function panBy(frac: number): void {
  state.range = { x0: Math.min(1 - state.range.w, Math.max(0, state.range.x0 + frac * state.range.w)), w: state.range.w };
  draw();
}
select(canvas).on('wheel', (ev: WheelEvent) => {
  ev.preventDefault();
  const b = canvas.getBoundingClientRect();
  if (ev.shiftKey) panBy(ev.deltaY / 500);
  else zoomBy(ev.deltaY > 0 ? 1.25 : 0.8, (ev.clientX - b.left) / b.width);
});
document.addEventListener('keydown', (ev) => {
  if ((ev.target as HTMLElement).tagName === 'INPUT') return;
  if (ev.key === '+' || ev.key === '=') zoomBy(0.8);
  else if (ev.key === '-') zoomBy(1.25);
  else if (ev.key === 'ArrowLeft') panBy(-0.1);
  else if (ev.key === 'ArrowRight') panBy(0.1);
});

/** Hooks for the benchmark: how long the last redraw took, and a redraw on demand. */
(window as unknown as { flamediff: unknown }).flamediff = {
  redraw: () => {
    draw();
    return lastDrawMs;
  },
  zoomTo: (node: number) => {
    setZoom(node);
    return lastDrawMs;
  },
  nodes: n,
};

readHash();
performance.mark('fd-ready');
