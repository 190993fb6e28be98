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
import { scaleLinear } from 'd3-scale';
import { layoutFlame, type Rect } from '../core/layout/flame.js';
import type { ViewerData } from '../core/output/viewer-data.js';

const FRAME_H = 18;
const data = JSON.parse(document.getElementById('flamediff-data')!.textContent!) as ViewerData;
const n = data.frame.length;
const nameOf = (i: number) => (i === 0 ? 'all' : data.names[data.frame[i]]);

// Layout once (width = before + after, additive; see the SVG's --width-by default).
const value = (i: number) => data.before[i] + data.after[i];
const layout = layoutFlame({ size: n, parent: (i) => data.parent[i], name: nameOf, value }, { minWidth: 0.0002 });
const rectOf = new Map<number, Rect>();
for (const r of layout.rects) if (r.node >= 0) rectOf.set(r.node, r);

// Colour: change in total share, diverging, grey when not significant; magenta for matches.
let maxAbs = 0;
for (let i = 1; i < n; i++) if (data.significant[i]) maxAbs = Math.max(maxAbs, Math.abs(data.after[i] - data.before[i]));
const red = scaleLinear<string>().domain([0, maxAbs || 1]).range(['#fbe0e0', '#e03a3a']).clamp(true);
const blue = scaleLinear<string>().domain([0, maxAbs || 1]).range(['#e0e6fb', '#3a5de0']).clamp(true);
const colour = (i: number) => {
  if (!data.significant[i]) return '#dcdcdc';
  const d = data.after[i] - data.before[i];
  return d >= 0 ? red(d) : blue(-d);
};
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

// ---- DOM ---------------------------------------------------------------------------------
const app = select('#app');
const header = app.append('header');
header.append('h1').text(`flamediff: ${data.beforeLabel} → ${data.afterLabel}`);
header.append('div').attr('class', 'sub').text(`${data.normalization}; ${data.test}`);
const bar = app.append('div').attr('class', 'bar');
const search = bar.append('input').attr('type', 'text').attr('placeholder', 'search (regex), Enter').attr('data-testid', 'search');
const caseBox = bar.append('label');
const caseInput = caseBox.append('input').attr('type', 'checkbox').attr('data-testid', 'search-case');
caseBox.append('span').text(' match case');
bar.append('button').text('◀').attr('title', 'previous match').on('click', () => step(-1));
bar.append('button').text('▶').attr('title', 'next match').on('click', () => step(1));
const summary = bar.append('span').attr('data-testid', 'search-summary');
bar.append('button').text('reset zoom').on('click', () => setZoom(0));
bar.append('button').text('dark/light').on('click', () => document.body.classList.toggle('dark'));
const crumbs = app.append('div').attr('data-testid', 'breadcrumb');
const main = app.append('main');
const graph = main.append('div').attr('id', 'graph');
const canvas = graph.append('canvas').node()!;
const aside = main.append('aside');
aside.append('h2').text(`Findings (${data.findings.length})`);
const list = aside.append('ul').attr('data-testid', 'findings');
const tooltip = app.append('div').attr('data-testid', 'tooltip');

list
  .selectAll('li')
  .data(data.findings)
  .join('li')
  .attr('class', (f) => (f.direction === 'regression' ? 'reg' : 'imp'))
  .attr('data-node', (f) => String(f.node))
  .text((f) => `#${f.rank} ${f.delta >= 0 ? '+' : '−'}${(100 * Math.abs(f.delta)).toFixed(1)} pp ${f.kind} ${f.frames.join(' → ')}${f.category ? ` [${f.category}]` : ''}`)
  .on('click', (_e, f) => {
    if (f.node >= 0) setZoom(f.node);
  });

// ---- state -------------------------------------------------------------------------------
let zoom = 0;
let pattern = '';
let matches: number[] = [];
let current = -1;

function ancestors(i: number): number[] {
  const out: number[] = [];
  for (let m = i; m > 0; m = data.parent[m]) out.push(m);
  return out.reverse();
}

function setZoom(node: number): void {
  zoom = rectOf.has(node) ? node : 0;
  renderCrumbs();
  draw();
  writeHash();
}

function renderCrumbs(): void {
  crumbs.selectAll('*').remove();
  crumbs.append('a').text('all').on('click', () => setZoom(0));
  for (const a of ancestors(zoom)) {
    crumbs.append('span').text(' › ');
    crumbs.append('a').text(nameOf(a)).on('click', () => setZoom(a));
  }
}

function runSearch(p: string): void {
  pattern = p;
  matches = [];
  current = -1;
  let re: RegExp | undefined;
  try {
    re = p === '' ? undefined : new RegExp(p, caseInput.property('checked') ? '' : 'i');
  } catch {
    summary.text('invalid regular expression');
    draw();
    writeHash();
    return;
  }
  if (re) for (let i = 1; i < n; i++) if (re.test(nameOf(i))) matches.push(i);
  // Share of after samples under matching frames, without counting nested matches twice.
  const matched = new Set(matches);
  let share = 0;
  for (const i of matches) {
    let nested = false;
    for (let m = data.parent[i]; m > 0; m = data.parent[m]) if (matched.has(m)) nested = true;
    if (!nested) share += data.after[i];
  }
  const total = data.after[0] || 1;
  summary.text(re ? `${matches.length} frames, ${pct(share / total)} of samples` : '');
  draw();
  writeHash();
}

function step(dir: number): void {
  const visible = matches.filter((i) => rectOf.has(i));
  if (visible.length === 0) return;
  current = (current + dir + visible.length) % visible.length;
  setZoom(visible[current]);
}

// ---- drawing -----------------------------------------------------------------------------
let hit: { r: Rect; x: number; y: number; w: number }[] = [];

function draw(): void {
  const cssW = graph.node()!.clientWidth || 1000;
  const depthOf = (r: Rect) => r.depth;
  const z = rectOf.get(zoom);
  const x0 = z ? z.x : 0;
  const w0 = z ? z.width : 1;
  const d0 = z ? z.depth : 0;
  const visible = layout.rects.filter((r) => {
    if (!z) return true;
    if (r.depth < d0) return r.x <= x0 + 1e-12 && r.x + r.width >= x0 + w0 - 1e-12;
    return r.x >= x0 - 1e-12 && r.x + r.width <= x0 + w0 + 1e-12;
  });
  const maxDepth = visible.reduce((a, r) => Math.max(a, depthOf(r)), 0);
  const cssH = (maxDepth + 1) * FRAME_H + 4;
  const dpr = window.devicePixelRatio || 1;
  canvas.width = Math.round(cssW * dpr);
  canvas.height = Math.round(cssH * dpr);
  canvas.style.height = `${cssH}px`;
  const g = canvas.getContext('2d')!;
  g.setTransform(dpr, 0, 0, dpr, 0, 0);
  g.clearRect(0, 0, cssW, cssH);
  g.font = '12px monospace';
  g.textBaseline = 'middle';
  const matched = new Set(matches);
  hit = [];
  for (const r of visible) {
    const ancestor = z !== undefined && r.depth < d0;
    const rx = ancestor ? 0 : ((r.x - x0) / w0) * cssW;
    const rw = ancestor ? cssW : (r.width / w0) * cssW;
    if (rw < 0.3) continue;
    const y = cssH - (r.depth + 1) * FRAME_H;
    g.fillStyle = r.node < 0 ? '#efefef' : matched.has(r.node) ? '#e600e6' : colour(r.node);
    g.fillRect(rx, y, Math.max(rw - 0.5, 0.3), FRAME_H - 1);
    if (r.node >= 0 && data.before[r.node] === 0) {
      g.strokeStyle = '#7b2cbf';
      g.lineWidth = 2;
      g.strokeRect(rx + 1, y + 1, Math.max(rw - 2.5, 0.3), FRAME_H - 3);
    }
    hit.push({ r, x: rx, y, w: rw });
    const label = r.node < 0 ? `${r.merged} narrow frames` : nameOf(r.node);
    const chars = Math.floor((rw - 6) / 7.3);
    if (chars >= 3) {
      g.fillStyle = '#111';
      g.fillText(label.length <= chars ? label : `${label.slice(0, chars - 1)}…`, rx + 3, y + FRAME_H / 2);
    }
  }
}

function at(ev: MouseEvent): { r: Rect } | undefined {
  const b = canvas.getBoundingClientRect();
  const x = ev.clientX - b.left;
  const y = ev.clientY - b.top;
  return hit.find((h) => x >= h.x && x < h.x + h.w && y >= h.y && y < h.y + FRAME_H);
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
    const rel = b > 0 ? ` (${a >= b ? '+' : '−'}${((100 * Math.abs(a - b)) / b).toFixed(0)}% relative)` : ' (new)';
    tooltip
      .style('display', 'block')
      .style('left', `${ev.clientX + 14}px`)
      .style('top', `${ev.clientY + 14}px`)
      .text(`${nameOf(i)}\nbefore ${pct(b)} → after ${pct(a)}\nΔ ${a - b >= 0 ? '+' : '−'}${(100 * Math.abs(a - b)).toFixed(2)} pp${rel}\nself ${pct(data.beforeSelf[i])} → ${pct(data.afterSelf[i])}${data.q[i] >= 0 ? `\nq = ${data.q[i] < 0.001 ? '< 0.001' : data.q[i].toFixed(3)}${data.significant[i] ? ' (significant)' : ''}` : ''}`);
  })
  .on('mouseleave', () => tooltip.style('display', 'none'));

search.on('keydown', (ev: KeyboardEvent) => {
  if (ev.key === 'Enter') runSearch((search.node() as HTMLInputElement).value);
});
caseInput.on('change', () => runSearch(pattern));
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
  if (zoom > 0) parts.push(`zoom=${zoom}`);
  if (pattern) parts.push(`search=${encodeURIComponent(pattern)}`);
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

readHash();
