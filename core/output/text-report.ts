import type { Finding } from '../detectors/findings.js';
import { fallsApart } from '../detectors/dilution.js';
import { inertText } from '../text/inert.js';
import { belowNote, causeChain, describeSide, fitChain, replacedPart, shortFrame } from './labels.js';
import { additiveAccount } from '../detectors/account.js';
import { findingRatio } from '../detectors/run-to-run.js';
import {
  describeAccount,
  describeCallers,
  describeNoChange,
  describeRunToRun,
  couldBeRunToRun,
  describeNormalization,
  describePreset,
  describeWhole,
  describeTest,
  describeThreshold,
  detectionAdvice,
  formatDelta,
  formatQ,
  formatRatio,
  formatSize,
  formatValue,
  DEFAULT_REPORT_OPTIONS,
  NEAREST_TITLE,
  type ReportContext,
} from './report.js';

/**
 * A chain of frames as the text report prints it: whole up to {@link TEXT_CHAIN_CHARS}, else
 * elided in the middle (`fitChain`). Why a bound: a hostile 100,000-frame stack, or one name a
 * megabyte long, was printed as one line of a megabyte (red team); no real chain comes near it.
 */
const chain = (frames: readonly string[]): string => fitChain(frames.map(shortFrame), TEXT_CHAIN_CHARS);
const TEXT_CHAIN_CHARS = 1000;

export interface TextOptions {
  /** ANSI colours (a TTY without NO_COLOR). */
  readonly color?: boolean;
  /** Findings shown per direction. Default 10. */
  readonly top?: number;
}

/** The terminal report: what was compared, then the top regressions and improvements. */
export function renderText(ctx: ReportContext, options: TextOptions = {}): string {
  const { diff, findings } = ctx;
  const c = options.color ? ANSI : PLAIN;
  const top = options.top ?? DEFAULT_REPORT_OPTIONS.top;
  const out: string[] = [];
  const side = (label: string, s: typeof diff.before) =>
    `${label} (${describeSide(s)})`;
  out.push(c.bold(`flamediff: ${side(inertText(ctx.beforeLabel), diff.before)} → ${side(inertText(ctx.afterLabel), diff.after)}`));
  out.push(c.dim(`compared: ${describeNormalization(diff)}; frame names normalised with ${inertText(describePreset(ctx.preset))}`));
  out.push(c.dim(`test: ${inertText(describeTest(diff))}; ${describeThreshold(diff)}`));
  const whole = describeWhole(diff);
  if (whole) out.push(`change: ${whole}`);
  const account = describeAccount(diff, additiveAccount(diff, findings));
  if (account) out.push(`account: ${inertText(account)}`);
  const advice = detectionAdvice(diff);
  for (const n of ctx.notes ?? []) out.push(`note: ${inertText(n)}`);
  if (advice) out.push(c.yellow(`note: ${advice}`));
  for (const w of ctx.warnings ?? []) out.push(c.yellow(`warning: ${inertText(w)}`));
  out.push('');
  const regressions = findings.filter((f) => f.direction === 'regression');
  const { improvements, diluted, lessWaiting } = fallsApart(findings);
  const renamed = findings.filter((f) => f.kind === 'renamed');
  if (findings.length === 0) {
    out.push(describeNoChange(diff));
    const nearest = ctx.nearest ?? [];
    if (nearest.length > 0) {
      out.push('', c.bold(NEAREST_TITLE));
      nearest.forEach((f, i) => {
        const { path, below } = causeChain(f);
        out.push(`${String(i + 1).padStart(3)}. ${formatDelta(diff, f.delta).padStart(9)}  ${f.kind.padEnd(8)} ${inertText(chain(path))}${c.dim(inertText(belowNote(below.map(shortFrame), 200, f.driven)))}`);
        out.push(c.dim(`               ${formatValue(diff, f.before)} → ${formatValue(diff, f.after)}   95% CI [${formatDelta(diff, f.ciLow)}, ${formatDelta(diff, f.ciHigh)}]   ${formatQ(f.qValue)}`));
      });
      // An interval that misses zero beside q > 0.05 puzzled a newcomer: the two answer different questions.
      if (nearest.some((f) => f.ciLow > 0 || f.ciHigh < 0)) out.push(c.dim(`  (each interval is its own frame's; q also counts the ${diff.hypotheses} frames and functions tested, so an interval can miss zero while q is above ${diff.alpha})`));
    }
    return `${out.join('\n')}\n`;
  }
  const section = (title: string, list: readonly Finding[], paint: (s: string) => string, counted = ' significant') => {
    // With one run a side, how many of them runs of the same work often differ by as much.
    const maybe = list.filter(couldBeRunToRun).length;
    // Said of the findings counted, not as a count beside them: "1 significant; 1 could be …"
    // read to a newcomer as two findings.
    const doubt = maybe === 0 ? '' : maybe === list.length ? (maybe === 1 ? ', which could be run-to-run variation' : ', all of which could be run-to-run variation') : `, ${maybe} of which could be run-to-run variation`;
    out.push(c.bold(`${title} (${list.length}${counted}${doubt})`));
    if (list.length === 0) out.push('  none');
    list.slice(0, top).forEach((f, i) => {
      // Source files without their directories, as in the SVG and the Markdown (JSON keeps them).
      const { path, below } = causeChain(f);
      const head = `${String(i + 1).padStart(3)}. ${paint(formatDelta(diff, f.delta).padStart(9))}  ${f.kind.padEnd(8)} ${inertText(chain(path))}${c.dim(inertText(belowNote(below.map(shortFrame), 200, f.driven)))}`;
      out.push(head);
      const ci = `95% CI [${formatDelta(diff, f.ciLow)}, ${formatDelta(diff, f.ciHigh)}]`;
      const mde = `reliably detectable in this frame from ${formatSize(diff, f.mde)}`;
      const ratio = formatRatio(f.before, f.after);
      out.push(c.dim(`               ${formatValue(diff, f.before)} → ${formatValue(diff, f.after)}${ratio ? ` (${ratio})` : ''}   ${ci}   ${formatQ(f.qValue)}   ${mde}`));
      const callers = describeCallers(diff, f);
      if (callers) out.push(`               ${inertText(callers)}`);
      if (f.kind === 'replaced' && f.previous) out.push(`               in place of: ${inertText(chain(replacedPart(f)))}`);
      if (f.causedBy) out.push(`               caused by: ${inertText(chain(f.causedBy))}`);
      if (f.category) out.push(`               ${c.bold(inertText(f.category))}: ${inertText(f.explanation ?? '')}`);
      if (f.hint) out.push(c.dim(`               hint: ${inertText(f.hint)}`));
      const runs = describeRunToRun(f, findingRatio(diff, f));
      if (runs) out.push(c.yellow(`               ${runs}`));
    });
    if (list.length > top) out.push(c.dim(`  … ${list.length - top} more (--top N, or --format json for all)`));
    out.push('');
  };
  section('Regressions', regressions, c.red);
  section('Improvements', improvements, c.green);
  if (diluted.length > 0) section('Diluted shares, not improvements', diluted, id, '');
  if (lessWaiting.length > 0) section('Less waiting, not improvements', lessWaiting, id, '');
  if (renamed.length > 0) {
    out.push(c.bold(`Renamed or moved (${renamed.length}: same cost under another name or caller, not a change)`));
    renamed.slice(0, top).forEach((f, i) => {
      out.push(`${String(i + 1).padStart(3)}. ${inertText(chain((f.previous ?? [])))}`);
      out.push(`      ⇒ ${inertText(chain(f.frames))}`);
      out.push(c.dim(`               ${formatValue(diff, f.before)} → ${formatValue(diff, f.after)}`));
    });
    out.push('');
  }
  return `${out.join('\n')}`;
}

const id = (s: string) => s;
const PLAIN = { bold: id, dim: id, red: id, green: id, yellow: id };
const wrap = (a: number, b: number) => (s: string) => `\x1b[${a}m${s}\x1b[${b}m`;
const ANSI = { bold: wrap(1, 22), dim: wrap(2, 22), red: wrap(31, 39), green: wrap(32, 39), yellow: wrap(33, 39) };
