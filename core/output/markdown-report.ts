import type { Finding } from '../detectors/finding.js';
import { findingTone } from './colours.js';
import { additiveAccount } from '../detectors/account.js';
import { fallsApart } from '../detectors/dilution.js';
import { inertText } from '../text/inert.js';
import { belowNote, belowWord, causedNote, causeChain, describeSide, fitChain, fitChains, replacedNote, shortFrame } from './labels.js';
import {
  describeAccount,
  describeCallers,
  describeNormalization,
  describePreset,
  describeWhole,
  describeTest,
  describeThreshold,
  detectionAdvice,
  formatDelta,
  couldBeRunToRun,
  describeRunsToRuns,
  formatQ,
  formatRatio,
  formatValue,
  DEFAULT_REPORT_OPTIONS,
  wholeScaled,
  describeNearest,
  NEAREST_TITLE,
  type ReportContext,
} from './report.js';

/**
 * Escapes untrusted text (frame names) for a Markdown line or table cell: HTML metacharacters
 * become entities; the characters that open inline Markdown anywhere in a line (emphasis, code,
 * links, tables, strikethrough) get a backslash; so do GitHub's autolinks (`www.`, `scheme://`,
 * e-mail `@`). Control and bidi characters are shown as their escapes (`inertText`) first. The
 * text goes after a line's own start (a list marker, a table cell's `|`), never at it, where
 * `#`, `-` or `1.` would open a block.
 *
 * Why not every punctuation mark: `+28.6 pp in compute\.hash \(app\.py\)` rendered right but
 * read badly wherever the comment is seen raw (e-mail notifications, the editor); `.`, `+`, `-`,
 * `(` and `!` mean nothing in the middle of a line once `[` and `]` are escaped.
 *
 * GitHub's references are made after the Markdown is parsed, so a backslash does not stop them:
 * a mention (`@name` at a word's start), an issue (`#12`, `owner/repo#12`, `GH-12`). An empty
 * HTML comment splits the text there (`@<!-- -->name`), so no reference is made and nobody is
 * notified; it renders as nothing (red team: a frame named `@octocat` or `fixes #123`).
 */
export function escapeMarkdown(s: string): string {
  return inertText(s)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/([\\`*_[\]|~])/g, '\\$1')
    .replace(/(www)\./gi, '$1\\.')
    .replace(/:\/\//g, '\\://')
    .replace(/(^|[^\w@])@(?=[\w-])/g, '$1@<!-- -->')
    .replace(/@(?!<!-- -->)/g, '\\@')
    .replace(/#(?=\d)/g, '#<!-- -->')
    .replace(/\b(GH)-(?=\d)/gi, '$1<!-- -->-');
}

/**
 * Untrusted text (input labels, Pyroscope queries) as an inline code span. Inside a code span
 * Markdown shows backslashes and entities literally and interprets no HTML, so the text goes in
 * raw, fenced by one more backtick than its longest run; control and bidi characters are shown
 * as their escapes.
 */
export function codeSpan(s: string): string {
  const clean = inertText(s);
  let longest = 0;
  for (const m of clean.matchAll(/`+/g)) longest = Math.max(longest, m[0].length);
  const fence = '`'.repeat(longest + 1);
  const pad = clean === '' || clean.startsWith('`') || clean.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${clean}${pad}${fence}`;
}

/**
 * A finding's row marker, by its tone as the SVG and the viewer draw it (`findingTone`): less or
 * more waiting is neither a cost nor a saving, and its 🔻 read as an improvement to a newcomer.
 */
function marker(f: Finding): string {
  const tone = findingTone(f);
  return tone === 'regression' ? '🔺' : tone === 'improvement' ? '🔻' : '↔';
}

/** ` (called from: …)` for a function finding with several callers (`describeCallers`), escaped; else ''. */
function callersNote(diff: ReportContext['diff'], f: Parameters<typeof describeCallers>[1]): string {
  const callers = describeCallers(diff, f);
  return callers ? escapeMarkdown(` (${callers})`) : '';
}

/** Characters of a finding's chain in the table. */
const CHAIN_CHARS = 90;

export interface MarkdownOptions {
  readonly top?: number;
  /** Where the differential SVG is (URL or relative path): embedded above the table. */
  readonly svgUrl?: string;
}

/** A pull-request comment: a summary line, a table of significant findings, how it was measured. */
export function renderMarkdown(ctx: ReportContext, options: MarkdownOptions = {}): string {
  const { diff, findings } = ctx;
  const top = options.top ?? DEFAULT_REPORT_OPTIONS.top;
  const regressions = findings.filter((f) => f.direction === 'regression');
  const falls = fallsApart(findings);
  const improvements = falls.improvements;
  const diluted = falls.diluted.length;
  const lessWaiting = falls.lessWaiting.length;
  const out: string[] = [];
  const worst = regressions[0];
  if (findings.length === 0) {
    out.push(`**flamediff: no significant change** between ${codeSpan(ctx.beforeLabel)} and ${codeSpan(ctx.afterLabel)}.`);
    // A PR comment is where "the whole took 13× the samples" matters most (report.ts).
    const scaled = wholeScaled(diff);
    // Made of figures and our own words, so nothing in it needs escaping; the flag as code.
    if (scaled) out.push('', scaled.replace('--normalize-by absolute', '`--normalize-by absolute`'));
    // How small a change "no change" can speak for, beside it: in the details only, a CI
    // engineer could not tell a quiet report of sharp runs from one of runs that could see nothing.
    const detect = detectionAdvice(diff);
    if (detect) out.push('', `_${detect.charAt(0).toUpperCase()}${detect.slice(1)}._`);
    const nearest = ctx.nearest ?? [];
    if (nearest.length > 0) {
      const chains = fitChains(nearest.map((f) => causeChain(f).path.map(shortFrame)), CHAIN_CHARS);
      out.push('', `_${NEAREST_TITLE}:_`);
      nearest.forEach((f, i) => out.push(`- ${describeNearest(diff, f, escapeMarkdown(chains[i]))}`));
    }
  } else {
    out.push(
      `**flamediff: ${regressions.length} regression${regressions.length === 1 ? '' : 's'}, ${improvements.length} improvement${improvements.length === 1 ? '' : 's'}${diluted > 0 ? `, ${diluted} diluted share${diluted === 1 ? '' : 's'}` : ''}${lessWaiting > 0 ? `, ${lessWaiting} fall${lessWaiting === 1 ? '' : 's'} in waiting` : ''}**` +
        (worst ? ` — first: ${formatDelta(diff, worst.delta)} in ${escapeMarkdown(fitChain(causeChain(worst).path.slice(worst.kind === 'function' ? -1 : -2).map(shortFrame), CHAIN_CHARS))}${couldBeRunToRun(worst) ? ' (one run a side: could be run-to-run variation)' : ''}` : ''),
    );
    out.push('');
    if (options.svgUrl) {
      const url = encodeURI(options.svgUrl).replace(/[()]/g, (c) => (c === '(' ? '%28' : '%29'));
      out.push(`[![differential flame graph](${url})](${url})`);
      out.push('');
    }
    const listed = findings.slice(0, top);
    // The category column only where some finding has one: an empty column on every row read
    // as something missing (a newcomer's comments had no known pathology).
    const categories = listed.some((f) => f.category);
    out.push(`| # | Δ | kind | frames (caller → cause) | before → after | q |${categories ? ' category |' : ''}`);
    out.push(`|---|---|---|---|---|---|${categories ? '---|' : ''}`);
    // Directories dropped and the middle of long chains elided, so a row stays a row in a
    // 780 px PR column; the culprit end is kept whole.
    const chains = fitChains(listed.map((f) => causeChain(f).path.map(shortFrame)), CHAIN_CHARS);
    listed.forEach((f, i) => {
      const { below } = causeChain(f);
      const chain = chains[i];
      // The aside gets what the chain leaves of a shorter budget: a row must stay a row or two.
      const left = CHAIN_CHARS - 20 - chain.length - ` (${belowWord(f.driven)}: )`.length;
      const frames = escapeMarkdown(chain + (left >= 10 ? belowNote(below.map(shortFrame), left, f.driven) : ''));
      const ratio = f.kind === 'renamed' ? '' : formatRatio(f.before, f.after);
      out.push(
        `| ${i + 1} | ${marker(f)} ${f.kind === 'renamed' ? 'moved' : formatDelta(diff, f.delta)} | ${f.kind} | ${f.previous && f.kind !== 'replaced' ? `${escapeMarkdown(fitChain(f.previous.map(shortFrame), CHAIN_CHARS))} ⇒ ` : ''}${frames}${escapeMarkdown(replacedNote(f, CHAIN_CHARS))}${escapeMarkdown(causedNote(f, CHAIN_CHARS))}${callersNote(diff, f)} | ${formatValue(diff, f.before)} → ${formatValue(diff, f.after)}${ratio ? ` (${ratio})` : ''} | ${formatQ(f.qValue)} |${categories ? ` ${f.category ? escapeMarkdown(f.category) : ''} |` : ''}`,
      );
    });
    if (findings.length > top) out.push(`\n…and ${findings.length - top} more.`);
    const runs = describeRunsToRuns(listed);
    if (runs) out.push('', `_${runs}._`);
    if (diff.normalization === 'share' || diff.normalization === 'bulk') {
      out.push('');
      out.push(`_pp: percentage points of the before total${diff.normalization === 'bulk' ? ', costs measured against the code that did not change' : ''}._`);
    }
    // Each category's explanation once, however many findings carry it.
    const hints = [...new Map(findings.slice(0, top).filter((f) => f.hint).map((f) => [f.category, f])).values()];
    if (hints.length > 0) {
      out.push('');
      for (const f of hints) out.push(`- **${escapeMarkdown(f.category ?? '')}**: ${escapeMarkdown(f.explanation ?? '')} _Hint:_ ${escapeMarkdown(f.hint ?? '')}`.replace(/([^.!?]) _Hint:_/, '$1. _Hint:_'));
    }
  }
  out.push('');
  // The warnings' count on the line a reviewer sees folded: a newcomer's "after runs kept 1.62
  // CPUs busy, the before runs 2.83" was out of sight inside it.
  const warned = (ctx.warnings ?? []).length;
  out.push(`<details><summary>How this was measured${warned > 0 ? `, ${warned} warning${warned > 1 ? 's' : ''}` : ''}</summary>`);
  out.push('');
  out.push(`- before: ${codeSpan(ctx.beforeLabel)} (${describeSide(diff.before)}); after: ${codeSpan(ctx.afterLabel)} (${describeSide(diff.after)})`);
  out.push(`- compared: ${describeNormalization(diff)}; frame names normalised with ${describePreset(ctx.preset)}`);
  const whole = describeWhole(diff);
  if (whole) out.push(`- change: ${whole}`);
  const account = describeAccount(diff, additiveAccount(diff, findings));
  if (account) out.push(`- account: ${escapeMarkdown(account)}`);
  out.push(`- test: ${escapeMarkdown(describeTest(diff))}`);
  out.push(`- ${describeThreshold(diff)}`);
  const advice = detectionAdvice(diff);
  for (const n of ctx.notes ?? []) out.push(`- note: ${escapeMarkdown(n)}`);
  if (advice) out.push(`- note: ${advice}`);
  for (const w of ctx.warnings ?? []) out.push(`- warning: ${escapeMarkdown(w)}`);
  out.push('');
  out.push('</details>');
  return `${out.join('\n')}\n`;
}
