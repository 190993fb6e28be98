import type { Finding } from '../detectors/findings.js';
import { nodeTest, selfMeans } from '../diff/diff.js';
import { findingSiteNodes, movedMask, ownTimeNodes, uncertainNodes, waitingNodes } from './moved.js';
import { additiveAccount } from '../detectors/account.js';
import { describeAccount, describeNearest, describeNoChange, describeNormalization, describeTest, describeWhole, NEAREST_TITLE, couldBeRunToRun, runToRunVerdict, type ReportContext } from './report.js';
import { causeChain, shortFrame } from './labels.js';
import type { ValueKind } from './format.js';
import { activityOf, type Activity } from './activity.js';
import { MAX_INTEGER_BYTES, writeInteger } from '../text/digits.js';
import { inertText } from '../text/inert.js';

/** Everything the viewer draws, as plain arrays (one entry per union-tree node, 0 = root). */
export interface ViewerData {
  readonly version: 2;
  readonly beforeLabel: string;
  readonly afterLabel: string;
  readonly normalization: string;
  /** What the values are (formats them, see format.ts); `valueUnit` their unit when absolute. */
  readonly valueKind: ValueKind;
  readonly valueUnit: string;
  readonly test: string;
  /** The change of the whole and the findings' account, as the text report's header says them. */
  readonly change?: string;
  readonly account?: string;
  /** The verdict when there is no finding ("No significant change: …"), as the text report says it. */
  readonly verdict?: string;
  /** Under that verdict: the changes nearest to significance, one line each (not findings). */
  readonly nearest?: readonly string[];
  readonly nearestTitle?: string;
  /** Mean total weight per run on each side, and its unit: share × this = absolute weight. */
  readonly beforeWeight: number;
  readonly afterWeight: number;
  readonly unit: string;
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
    /** A known pathology's explanation and hint, as the text report gives them (absent otherwise). */
    readonly explanation?: string;
    readonly hint?: string;
    /** Where the viewer zooms: a tower's attach node, a function finding's cause node. */
    readonly node: number;
    /** Where the cause is drawn, and its index in `frames`. */
    readonly causeNode: number;
    readonly causeIndex: number;
    /** For `replaced` and `renamed`: the frames of the code it replaced (absent otherwise). */
    readonly previous?: readonly string[];
    /** The frames below the cause name what drives it (`Finding.driven`; absent otherwise). */
    readonly driven?: boolean;
    readonly causedBy?: readonly string[];
    /** A tower found at the same path in several workers of one pool: the workers (`Finding.threads`; absent otherwise). */
    readonly threads?: readonly string[];
    /** A mechanism found in several places of one process: each place's frames (`Finding.places`; absent otherwise). */
    readonly places?: readonly (readonly string[])[];
    /** One run a side: how it reads against runs of the same work (`runToRunVerdict`; absent with runs on both sides). */
    readonly runToRun?: string;
    /** One run a side, and it could be run-to-run variation (`couldBeRunToRun`): listed in italics. */
    readonly couldBeRunToRun?: true;
  }[];
  /** Nodes drawn as moved code, not as a change (`moved.ts`, shared with the SVG). */
  readonly moved: readonly number[];
  /** Nodes coloured by their own-time change (`ownTimeNodes`, shared with the SVG); absent when none. */
  readonly ownTime?: readonly number[];
  /** Call sites coloured as parts of a significant function finding (`findingSiteNodes`, shared with the SVG); absent when none. */
  readonly sites?: readonly number[];
  /** Nodes drawn as waiting, not as a change (`waitingNodes`, shared with the SVG); absent when none. */
  readonly waiting?: readonly number[];
  /** Nodes drawn striped: findings that could be run-to-run variation (`uncertainNodes`, shared with the SVG); absent when none. */
  readonly uncertain?: readonly number[];
  /** Samples over time of the runs that kept sample times (the activity strip). */
  readonly activity?: Activity;
  /** The report's warnings, as the text report gives them. */
  readonly warnings?: readonly string[];
  /** How the runs came about (`ReportContext.notes`). */
  readonly notes?: readonly string[];
  /**
   * Names the before side had where the union holds the after side's (a renamed process,
   * `ReportContext.renamedRoot`): [name index, before's name] pairs, for drawing the before side
   * alone. Absent when nothing was renamed.
   */
  readonly beforeNames?: readonly (readonly [number, string])[];
}

/**
 * The compact form embedded in HTML. Per-node arrays dominate a large page (a million nodes),
 * so values are integers in units of 1e-7 of the scale, parents are distances back
 * (i − parent, small because parents precede children), and q-values and significance are
 * listed for tested nodes only. About half the bytes of plain JSON, so the page parses faster.
 */
export interface PackedViewerData extends Omit<ViewerData, 'version' | 'frame' | 'parent' | 'before' | 'after' | 'beforeSelf' | 'afterSelf' | 'q' | 'significant'> {
  readonly version: 2;
  readonly scale: number;
  /** Typed arrays when built, plain arrays when parsed from the page: the same numbers. */
  readonly frame: ArrayLike<number>;
  readonly parentBack: ArrayLike<number>;
  readonly before: ArrayLike<number>;
  readonly after: ArrayLike<number>;
  readonly beforeSelf: ArrayLike<number>;
  readonly afterSelf: ArrayLike<number>;
  /** [node, q × 1e6 rounded, significant 0|1] triples, flattened. */
  readonly tested: readonly number[];
}

/**
 * A per-node column of the page computed from the tree's own array as it is written, chunk by
 * chunk, instead of held: four packed copies of the values and the parent distances were five
 * node-sized arrays (~250 MB on 2 M unique stacks a side) beside the diff they came from.
 */
export class NodeColumn {
  constructor(
    private readonly source: ArrayLike<number>,
    private readonly map: (x: number, i: number) => number,
  ) {}

  get length(): number {
    return this.source.length;
  }

  /** Entries [from, to) into `out` from its start. */
  fill(from: number, to: number, out: Float64Array): void {
    for (let i = from; i < to; i++) out[i - from] = this.map(this.source[i], i);
  }
}

/** The page's data as built: its per-node columns typed arrays or columns computed as written. */
export type BuiltViewerData = Omit<PackedViewerData, 'parentBack' | 'before' | 'after' | 'beforeSelf' | 'afterSelf'> & {
  readonly [K in 'parentBack' | 'before' | 'after' | 'beforeSelf' | 'afterSelf']: ArrayLike<number> | NodeColumn;
};

const round = (x: number) => Math.round(x * 1e9) / 1e9;
const UNIT = 1e7;

const inertMaybe = (s: string | undefined) => (s === undefined ? undefined : inertText(s));

/** The viewer's data from a diff: the union tree and the findings, packed for a compact file. */
export function viewerData(ctx: ReportContext): BuiltViewerData {
  const { diff, findings } = ctx;
  const t = diff.tree;
  const n = t.frame.length;
  const scale = diff.scale;
  // Written out by `jsonPieces` as they are computed, without a copy, a JS array or one large string per field.
  const pack = (a: Float64Array) => new NodeColumn(a, (x) => Math.round((x / scale) * UNIT));
  // The self columns are read node by node from the runs (`selfMeans`, the same bits), not from
  // the result's self arrays: making those held two more node-sized arrays through the writing
  // (145 MB at 2 M unique stacks a side, the HTML diff's peak 1,084 MB; bench/memory).
  const self = selfMeans(diff);
  const packSelf = (read: (n: number) => number) => new NodeColumn(t.frame, (_, i) => Math.round((read(i) / scale) * UNIT));
  const tested: number[] = [];
  for (let node = 1; node < n; node++) {
    const st = nodeTest(diff, node);
    if (st) tested.push(node, Math.round(st.q * 1e6), st.significant ? 1 : 0);
  }
  const parentBack = new NodeColumn(t.parent, (p, i) => (i === 0 ? 0 : i - p));
  const meanWeight = (side: 'before' | 'after') => {
    const runs = t.runs.filter((r) => r.side === side);
    return runs.reduce((a, r) => a + r.sum, 0) / Math.max(1, runs.length);
  };
  return {
    version: 2,
    beforeLabel: inertText(ctx.beforeLabel),
    afterLabel: inertText(ctx.afterLabel),
    normalization: describeNormalization(diff),
    change: inertMaybe(describeWhole(diff)),
    account: inertMaybe(describeAccount(diff, additiveAccount(diff, findings))),
    verdict: findings.length === 0 ? describeNoChange(diff) : undefined,
    ...nearestField(ctx),
    valueKind: diff.normalization,
    valueUnit: diff.unitLabel,
    test: describeTest(diff),
    beforeWeight: meanWeight('before'),
    afterWeight: meanWeight('after'),
    unit: t.runs[0]?.profile.unit ?? 'samples',
    scale,
    // Shown as text by the browser, which would still act on bidi overrides and show controls
    // as boxes: escaped as the terminal report escapes them (core/text/inert.ts).
    names: t.names.map(inertText),
    frame: t.frame,
    parentBack,
    before: pack(diff.beforeTotal),
    after: pack(diff.afterTotal),
    beforeSelf: packSelf(self.before),
    afterSelf: packSelf(self.after),
    tested,
    functions: diff.functions.map((f) => ({ name: f.nameId, before: round(f.before), after: round(f.after), q: round(f.q), significant: f.significant ? 1 : 0 })),
    moved: (() => {
      const mask = movedMask(t, findings);
      const out: number[] = [];
      for (let i = 0; i < mask.length; i++) if (mask[i]) out.push(i);
      return out;
    })(),
    ...(() => {
      const own = ownTimeNodes(t, findings);
      return own.length > 0 ? { ownTime: own } : {};
    })(),
    ...(() => {
      const sites = findingSiteNodes(diff, findings);
      return sites.length > 0 ? { sites } : {};
    })(),
    ...(() => {
      const idle = waitingNodes(t, findings);
      return idle.length > 0 ? { waiting: idle } : {};
    })(),
    ...(() => {
      const doubt = uncertainNodes(diff, findings);
      return doubt.length > 0 ? { uncertain: doubt } : {};
    })(),
    findings: findings.map((f, i) => ({
      rank: i + 1,
      kind: f.kind,
      direction: f.direction,
      frames: f.frames.map(inertText),
      before: round(f.before),
      after: round(f.after),
      delta: round(f.delta),
      q: round(f.qValue),
      category: f.category ?? null,
      ...(f.explanation ? { explanation: inertText(f.explanation) } : {}),
      ...(f.hint ? { hint: inertText(f.hint) } : {}),
      node: f.node ?? f.causeNode ?? -1,
      causeNode: f.causeNode ?? f.node ?? -1,
      causeIndex: f.causeIndex ?? f.frames.length - 1,
      ...(f.previous ? { previous: f.previous.map(inertText) } : {}),
      ...(f.driven ? { driven: true } : {}),
      ...(f.causedBy ? { causedBy: f.causedBy.map(inertText) } : {}),
      ...(f.threads ? { threads: f.threads.map((t) => inertText(t.name)) } : {}),
      ...(f.places ? { places: f.places.map((p) => p.frames.map(inertText)) } : {}),
      ...(f.runToRunUnmeasured ? { runToRun: 'too few samples to tell' } : f.runToRun !== undefined ? { runToRun: runToRunVerdict(f.runToRun) } : {}),
      ...(couldBeRunToRun(f) ? { couldBeRunToRun: true as const } : {}),
    })),
    ...activityField(ctx),
    ...(ctx.warnings && ctx.warnings.length > 0 ? { warnings: ctx.warnings.map(inertText) } : {}),
    ...(ctx.notes && ctx.notes.length > 0 ? { notes: ctx.notes.map(inertText) } : {}),
    ...beforeNamesField(ctx),
  };
}

function beforeNamesField(ctx: ReportContext): { beforeNames?: [number, string][] } {
  const r = ctx.renamedRoot;
  const at = r ? ctx.diff.tree.names.indexOf(r.to) : -1;
  return r && at >= 0 ? { beforeNames: [[at, inertText(r.from)]] } : {};
}

function activityField(ctx: ReportContext): { activity?: Activity } {
  const activity = activityOf(ctx.diff.tree, ctx.findings.map((f) => f.node ?? f.causeNode ?? -1));
  return activity ? { activity } : {};
}

/** Unpacks the embedded form (in the browser, once at load). */
export function unpackViewerData(p: PackedViewerData): ViewerData {
  const n = p.frame.length;
  const parent = new Array<number>(n);
  parent[0] = -1;
  for (let i = 1; i < n; i++) parent[i] = i - p.parentBack[i];
  const unpack = (a: ArrayLike<number>) => Array.from(a, (x) => (x / UNIT) * p.scale);
  const q = new Array<number>(n).fill(-1);
  const significant = new Array<number>(n).fill(0);
  for (let k = 0; k < p.tested.length; k += 3) {
    q[p.tested[k]] = p.tested[k + 1] / 1e6;
    significant[p.tested[k]] = p.tested[k + 2];
  }
  const { parentBack: _pb, tested: _t, scale: _s, ...rest } = p;
  return { ...rest, frame: Array.from(p.frame), parent, before: unpack(p.before), after: unpack(p.after), beforeSelf: unpack(p.beforeSelf), afterSelf: unpack(p.afterSelf), q, significant };
}

/**
 * One self-contained HTML page: styles, the bundled viewer script and the data inlined, so it
 * works offline from file://. The data is JSON in a non-executed script element with every `<`
 * escaped, so no frame name can close the element or open another.
 */
export function renderHtml(data: BuiltViewerData, bundle: string, title = 'flamediff'): string {
  return [...htmlPieces(data, bundle, title)].join('');
}

/**
 * The page in pieces, for writing as it is made: the data's JSON is never one string (a large
 * diff's is tens of megabytes, and escaping it whole made two more copies).
 */
export function* htmlPieces(data: BuiltViewerData, bundle: string, title = 'flamediff'): Generator<string> {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const safeBundle = bundle.replace(/<\/script/gi, '<\\/script');
  const [head, tail] = page(esc(title), esc(data.beforeLabel), esc(data.afterLabel), safeBundle);
  yield head;
  yield* jsonPieces(data);
  yield tail;
}

/**
 * JSON of a value as JSON.stringify gives it (typed arrays as arrays), in pieces, with `<` and
 * the JavaScript line separators escaped in strings (numbers hold none), so that no frame name
 * can close the script element it sits in.
 */
export function* jsonPieces(value: unknown): Generator<string> {
  const CHUNK = 65536;
  if ((ArrayBuffer.isView(value) && !(value instanceof DataView)) || isNumberArray(value)) {
    const a = value as ArrayLike<number>;
    yield '[';
    for (let i = 0; i < a.length; i += CHUNK) yield (i > 0 ? ',' : '') + numbersJson(a, i, Math.min(a.length, i + CHUNK));
    yield ']';
    return;
  }
  if (value instanceof NodeColumn) {
    const chunk = new Float64Array(CHUNK);
    yield '[';
    for (let i = 0; i < value.length; i += CHUNK) {
      const to = Math.min(value.length, i + CHUNK);
      value.fill(i, to, chunk);
      yield (i > 0 ? ',' : '') + numbersJson(chunk, 0, to - i);
    }
    yield ']';
    return;
  }
  if (Array.isArray(value)) {
    yield '[';
    for (let i = 0; i < value.length; i++) {
      if (i > 0) yield ',';
      const v = value[i];
      if (v === undefined || typeof v === 'function') yield 'null';
      else yield* jsonPieces(v);
    }
    yield ']';
    return;
  }
  if (value !== null && typeof value === 'object') {
    yield '{';
    let first = true;
    for (const [k, v] of Object.entries(value)) {
      if (v === undefined || typeof v === 'function') continue;
      yield `${first ? '' : ','}${escapeJson(JSON.stringify(k))}:`;
      first = false;
      yield* jsonPieces(v);
    }
    yield '}';
    return;
  }
  yield escapeJson(JSON.stringify(value));
}

/** A plain array of numbers only (the tested nodes' triples, the moved nodes): written as a typed array is. */
function isNumberArray(value: unknown): value is number[] {
  if (!Array.isArray(value) || value.length === 0) return false;
  for (const v of value) if (typeof v !== 'number') return false;
  return true;
}

/**
 * a[from, to) joined by commas as JSON writes them. Integers (all a page's per-node arrays hold)
 * are written digit by digit into bytes: joining a Float64Array with `join` converts each double
 * through the general number printer, ~0.2 s per million values. Anything else (a fraction,
 * NaN, an integer beyond 2^53) sends the whole part through JSON.stringify's own rules.
 */
function numbersJson(a: ArrayLike<number>, from: number, to: number): string {
  const need = (to - from) * (MAX_INTEGER_BYTES + 1);
  if (scratch.length < need) scratch = new Uint8Array(need);
  const bytes = scratch;
  let o = 0;
  for (let i = from; i < to; i++) {
    const v = a[i];
    if (!Number.isSafeInteger(v)) return Array.from({ length: to - from }, (_, k) => JSON.stringify(a[from + k])).join(',');
    if (i > from) bytes[o++] = 0x2c;
    o = writeInteger(bytes, o, v);
  }
  return ASCII.decode(bytes.subarray(0, o));
}

const ASCII = new TextDecoder();
/** Bytes `numbersJson` writes into, reused: a part is decoded into a string before the next. */
let scratch = new Uint8Array(0);

const escapeJson = (json: string) => json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** The page around the data: everything before the JSON, and everything after it. */
function page(title: string, before: string, after: string, bundle: string): [string, string] {
  const head = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}: ${before} → ${after}</title>
<style>${VIEWER_CSS}</style>
</head>
<body>
<div id="app"></div>
<script type="application/json" id="flamediff-data">`;
  const tail = `</script>
<script>${bundle}</script>
</body>
</html>
`;
  return [head, tail];
}

const VIEWER_CSS = `
:root { --bg: #ffffff; --fg: #1b1b1b; --muted: #666; --panel: #f4f4f4; --line: #ddd; --reg: #b00020; --imp: #1a4fb5; }
body.dark { --bg: #17181b; --fg: #e8e8e8; --muted: #a0a0a0; --panel: #222428; --line: #333; --reg: #ff8a95; --imp: #9dbcff; }
* { box-sizing: border-box; }
body { margin: 0; font: 13px/1.4 system-ui, sans-serif; background: var(--bg); color: var(--fg); }
header { padding: 8px 12px; border-bottom: 1px solid var(--line); }
header h1 { font-size: 15px; margin: 0 0 2px; }
header .sub { color: var(--muted); font-size: 12px; }
header .change { font-size: 13px; }
header .warn { font-size: 12px; color: #8a5a00; }
header details.measured summary { cursor: pointer; font-size: 12px; }
header, aside, table.top td, [data-testid=sandwich] h3 { overflow-wrap: anywhere; }
body.dark header .warn { color: #f0c060; }
.bar { display: flex; gap: 8px; align-items: center; padding: 6px 12px; border-bottom: 1px solid var(--line); flex-wrap: wrap; }
.bar input[type=text] { width: 280px; padding: 3px 6px; font: 12px monospace; }
.bar button { font-size: 12px; }
[data-testid=findings] .hint { font-size: 11px; color: var(--muted); font-style: normal; }
.bar [data-testid=search-summary] { min-width: 30ch; font-size: 12px; }
.activity { padding: 2px 12px 4px; border-bottom: 1px solid var(--line); }
.activity .sub { color: var(--muted); font-size: 11px; }
[data-testid=breadcrumb] { font: 12px monospace; color: var(--muted); padding: 4px 12px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
[data-testid=breadcrumb] a { color: inherit; cursor: pointer; text-decoration: underline; }
main { display: flex; }
#graph { flex: 1; position: relative; min-width: 0; }
canvas { display: block; width: 100%; }
aside { width: 340px; border-left: 1px solid var(--line); background: var(--panel); max-height: 80vh; overflow: auto; }
aside h2 { font-size: 13px; margin: 8px 10px; }
aside p { font-size: 12px; margin: 4px 10px; color: var(--muted); }
[data-testid=findings] { list-style: none; margin: 0; padding: 0; }
[data-testid=findings] li { padding: 6px 10px; border-top: 1px solid var(--line); cursor: pointer; font-size: 12px; }
[data-testid=findings] li:hover { background: var(--bg); }
.reg { color: var(--reg); } .imp { color: var(--imp); } .moved { color: var(--muted); }
.maybe { font-style: italic; }
.legend { display: flex; flex-wrap: wrap; gap: 4px 16px; padding: 4px 12px; font-size: 12px; color: var(--muted); }
.legend .swatch { display: inline-block; width: 22px; height: 12px; margin-right: 5px; vertical-align: -1px; border-radius: 1px; }
table.top { border-collapse: collapse; font: 12px monospace; margin: 6px 12px; }
table.top th, table.top td { border-bottom: 1px solid var(--line); padding: 3px 8px; text-align: left; }
table.top tr.row { cursor: pointer; }
table.top th a { cursor: pointer; text-decoration: underline; }
[data-testid=sandwich] h3 { font-size: 13px; margin: 8px 12px; }
[data-testid=sandwich] .sub, [data-testid=side-by-side] > div { color: var(--muted); margin: 4px 12px; font-size: 12px; }
[data-testid=tooltip] { position: fixed; pointer-events: none; background: #111; color: #fff; padding: 6px 8px; border-radius: 4px; font: 12px monospace; white-space: pre-wrap; overflow-wrap: anywhere; max-width: 60vw; display: none; z-index: 10; max-width: 70vw; overflow: hidden; }
`;

/** The no-change verdict's nearest changes as lines, as the text report writes them. */
function nearestField(ctx: ReportContext): { nearest?: string[]; nearestTitle?: string } {
  const near = ctx.findings.length === 0 ? (ctx.nearest ?? []) : [];
  if (near.length === 0) return {};
  const line = (f: Finding) => describeNearest(ctx.diff, f, inertText(causeChain(f).path.map(shortFrame).join(' → ')));
  return { nearest: near.map(line), nearestTitle: NEAREST_TITLE };
}
