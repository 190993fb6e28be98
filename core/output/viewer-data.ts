import type { Finding } from '../detectors/findings.js';
import { describeNormalization, describeTest, type ReportContext } from './report.js';

/** Everything the viewer draws, as plain arrays (one entry per union-tree node, 0 = root). */
export interface ViewerData {
  readonly version: 1;
  readonly beforeLabel: string;
  readonly afterLabel: string;
  readonly normalization: string;
  readonly test: string;
  readonly names: readonly string[];
  readonly frame: readonly number[];
  readonly parent: readonly number[];
  /** Normalised inclusive values per node (shares by default). */
  readonly before: readonly number[];
  readonly after: readonly number[];
  readonly beforeSelf: readonly number[];
  readonly afterSelf: readonly number[];
  /** q-value per node, -1 when not tested. */
  readonly q: readonly number[];
  /** 1 when the node's change is significant. */
  readonly significant: readonly number[];
  /** Functions (frame names, recursion counted once) that were tested: name index and verdict. */
  readonly functions: readonly { readonly name: number; readonly before: number; readonly after: number; readonly q: number; readonly significant: number }[];
  readonly findings: readonly {
    readonly rank: number;
    readonly kind: Finding['kind'];
    readonly direction: Finding['direction'];
    readonly frames: readonly string[];
    readonly before: number;
    readonly after: number;
    readonly delta: number;
    readonly q: number;
    readonly category: string | null;
    readonly node: number;
  }[];
}

const round = (x: number) => Math.round(x * 1e9) / 1e9;

/** The viewer's data from a diff: the union tree and the findings, rounded for a compact file. */
export function viewerData(ctx: ReportContext): ViewerData {
  const { diff, findings } = ctx;
  const t = diff.tree;
  const n = t.frame.length;
  const q: number[] = new Array(n).fill(-1);
  const sig: number[] = new Array(n).fill(0);
  for (const [node, s] of diff.nodes) {
    q[node] = round(s.q);
    sig[node] = s.significant ? 1 : 0;
  }
  return {
    version: 1,
    beforeLabel: ctx.beforeLabel,
    afterLabel: ctx.afterLabel,
    normalization: describeNormalization(diff),
    test: describeTest(diff),
    names: t.names,
    frame: Array.from(t.frame),
    parent: Array.from(t.parent),
    before: Array.from(diff.beforeTotal, round),
    after: Array.from(diff.afterTotal, round),
    beforeSelf: Array.from(diff.beforeSelf, round),
    afterSelf: Array.from(diff.afterSelf, round),
    q,
    significant: sig,
    functions: diff.functions.map((f) => ({ name: f.nameId, before: round(f.before), after: round(f.after), q: round(f.q), significant: f.significant ? 1 : 0 })),
    findings: findings.map((f, i) => ({
      rank: i + 1,
      kind: f.kind,
      direction: f.direction,
      frames: f.frames,
      before: round(f.before),
      after: round(f.after),
      delta: round(f.delta),
      q: round(f.qValue),
      category: f.category ?? null,
      node: f.node ?? -1,
    })),
  };
}

/**
 * One self-contained HTML page: styles, the bundled viewer script and the data inlined, so it
 * works offline from file://. The data is JSON in a non-executed script element with every `<`
 * escaped, so no frame name can close the element or open another.
 */
export function renderHtml(data: ViewerData, bundle: string, title = 'flamediff'): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const safeBundle = bundle.replace(/<\/script/gi, '<\\/script');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}: ${esc(data.beforeLabel)} → ${esc(data.afterLabel)}</title>
<style>${VIEWER_CSS}</style>
</head>
<body>
<div id="app"></div>
<script type="application/json" id="flamediff-data">${json}</script>
<script>${safeBundle}</script>
</body>
</html>
`;
}

const VIEWER_CSS = `
:root { --bg: #ffffff; --fg: #1b1b1b; --muted: #666; --panel: #f4f4f4; --line: #ddd; }
body.dark { --bg: #17181b; --fg: #e8e8e8; --muted: #999; --panel: #222428; --line: #333; }
* { box-sizing: border-box; }
body { margin: 0; font: 13px/1.4 system-ui, sans-serif; background: var(--bg); color: var(--fg); }
header { padding: 8px 12px; border-bottom: 1px solid var(--line); }
header h1 { font-size: 15px; margin: 0 0 2px; }
header .sub { color: var(--muted); font-size: 12px; }
.bar { display: flex; gap: 8px; align-items: center; padding: 6px 12px; border-bottom: 1px solid var(--line); flex-wrap: wrap; }
.bar input[type=text] { width: 280px; padding: 3px 6px; font: 12px monospace; }
.bar button { font-size: 12px; }
[data-testid=breadcrumb] { font: 12px monospace; color: var(--muted); padding: 4px 12px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
[data-testid=breadcrumb] a { color: inherit; cursor: pointer; text-decoration: underline; }
main { display: flex; }
#graph { flex: 1; position: relative; min-width: 0; }
canvas { display: block; width: 100%; }
aside { width: 340px; border-left: 1px solid var(--line); background: var(--panel); max-height: 80vh; overflow: auto; }
aside h2 { font-size: 13px; margin: 8px 10px; }
[data-testid=findings] { list-style: none; margin: 0; padding: 0; }
[data-testid=findings] li { padding: 6px 10px; border-top: 1px solid var(--line); cursor: pointer; font-size: 12px; }
[data-testid=findings] li:hover { background: var(--bg); }
.reg { color: #b00020; } .imp { color: #1a4fb5; }
table.top { border-collapse: collapse; font: 12px monospace; margin: 6px 12px; }
table.top th, table.top td { border-bottom: 1px solid var(--line); padding: 3px 8px; text-align: left; }
table.top tr.row { cursor: pointer; }
table.top th a { cursor: pointer; text-decoration: underline; }
[data-testid=sandwich] h3 { font-size: 13px; margin: 8px 12px; }
[data-testid=sandwich] .sub, [data-testid=side-by-side] > div { color: var(--muted); margin: 4px 12px; font-size: 12px; }
[data-testid=tooltip] { position: fixed; pointer-events: none; background: #111; color: #fff; padding: 6px 8px; border-radius: 4px; font: 12px monospace; white-space: pre; display: none; z-index: 10; max-width: 70vw; overflow: hidden; }
`;
