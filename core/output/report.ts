import { runsMoved } from '../diff/composition.js';
import { MEASURED_MIN_SAMPLES } from '../stats/run-spread.js';
import { callerLabel, fitChain, perRunWord, placesPhrase, shortFrame, workersPhrase } from './labels.js';
import type { Account } from '../detectors/account.js';
import type { Finding } from '../detectors/findings.js';
import type { DiffResult } from '../diff/diff.js';
import { REFERENCE_MOVED } from '../diff/reference-moved.js';
import type { RenamedRoot } from '../normalize/process-roots.js';
import { formatDeltaAs, formatQ, formatValueAs } from './format.js';

/** Defaults of the renderers, written once: findings shown per direction. */
export const DEFAULT_REPORT_OPTIONS = { top: 10 } as const;

/** What a report says about how the comparison was made; shared by every renderer. */
export interface ReportContext {
  readonly diff: DiffResult;
  readonly findings: readonly Finding[];
  /** Name of the frame-normalisation preset applied. */
  readonly preset: string;
  /** Labels for the two sides (file names, or "3 runs in dir/"). */
  readonly beforeLabel: string;
  readonly afterLabel: string;
  /** Warnings to show (incomparable settings, ...). */
  readonly warnings?: readonly string[];
  /**
   * What the caller knows of how the runs came about, said with the report: the commits `compare
   * --base` checked out, and when `--until decided` stopped and what it decided (a newcomer
   * found the decision only on the terminal: a PR comment could not tell "no change, with 80%
   * power" from "budget spent").
   */
  readonly notes?: readonly string[];
  /**
   * When no finding is significant: the changes nearest to significance (not findings; see
   * `core/detectors/nearest.ts`), which the reports name under their no-change verdict.
   */
  readonly nearest?: readonly Finding[];
  /**
   * The process renamed between the sides (`alignProcessRoots`): the union tree holds it under
   * the after side's name, and a drawing of the before side alone names it as it was.
   */
  readonly renamedRoot?: RenamedRoot;
}

/**
 * A function finding's callers, as one clause: `called from: parse_records +40.1 pp, checksum
 * +25.9 pp` (`Finding.callers`), and a pool tower's workers (`Finding.threads`): `in 2 workers of
 * one pool: worker-0 −12.4 pp, worker-1 −11.5 pp`, and a mechanism's places (`Finding.places`):
 * `in 3 places: worker → pthread_mutex_lock +27.8 pp, …`; undefined when it has none.
 */
export function describeCallers(diff: DiffResult, f: Pick<Finding, 'callers' | 'threads' | 'places'>): string | undefined {
  const list = <T extends { readonly delta: number }>(xs: readonly T[], label: (x: T) => string) => xs.map((x) => `${label(x)} ${formatDelta(diff, x.delta)}`).join(', ');
  const parts = [
    f.callers && f.callers.length > 0 ? `called from: ${list(f.callers, (c) => callerLabel(c.name))}` : '',
    f.threads && f.threads.length > 0 ? `${workersPhrase(f.threads.length)}: ${list(f.threads, (t) => shortFrame(t.name))}` : '',
    f.places && f.places.length > 0 ? `${placesPhrase(f.places.length)}: ${list(f.places, (p) => p.frames.map(shortFrame).join(' → '))}` : '',
  ];
  const said = parts.filter((p) => p !== '');
  return said.length > 0 ? said.join('; ') : undefined;
}

/** Formats a value in the diff's unit: percentages for shares (see format.ts). */
export function formatValue(diff: DiffResult, v: number): string {
  return formatValueAs(diff.normalization, v, diff.unitLabel);
}

/** Formats a change: percentage points for shares (see format.ts). */
export function formatDelta(diff: DiffResult, d: number): string {
  return formatDeltaAs(diff.normalization, d, diff.unitLabel);
}

/** A size of change without a sign (a threshold, a detectable change): `0.5 pp`, never `±0.0 pp`. */
export function formatSize(diff: DiffResult, d: number): string {
  return formatDelta(diff, Math.abs(d)).replace(/^[+±]/, '');
}

export { formatQ };

/** One line naming the statistical test used on each side. */
export function describeTest(diff: DiffResult): string {
  const method = (s: typeof diff.before) =>
    s.runs >= 2 ? `${s.runs} runs` : s.method.includes('blocks') ? `time blocks of 1 run (${s.method.replace(/^1 run in /, '')})` : 'one run';
  const tested = `q = Benjamini–Hochberg over ${diff.hypotheses} distinct tested frames and functions`;
  if (diff.variancePrior) {
    const d0 = diff.variancePrior.d0;
    if (d0 === 0) return `pooled t-test on ${method(diff.before)} vs ${method(diff.after)}; ${tested}`;
    return `moderated t-test (run-to-run variance shrunk toward a prior fitted across frames, +${d0.toFixed(1)} degrees of freedom) on ${method(diff.before)} vs ${method(diff.after)}; ${tested}`;
  }
  const phi = diff.overdispersion !== undefined ? `; overdispersion ×${diff.overdispersion.toFixed(1)} estimated from the branch ratios of unchanged code${describeOwnOverdispersion(diff)}` : '';
  return `Welch test on ${method(diff.before)} vs ${method(diff.after)}${phi}; ${tested}`;
}

/**
 * Frames tested against the noise of the ratios their own change could not move, named (at most
 * three), so that a reader sees why a frame is significant at a lower φ than the header's.
 */
function describeOwnOverdispersion(diff: DiffResult): string {
  const own = diff.overdispersionWithout;
  if (!own || own.length === 0) return '';
  const named = own.slice(0, 3).map((o) => `×${o.phi.toFixed(1)} for ${o.name}`);
  const more = own.length > 3 ? ` and ${own.length - 3} more` : '';
  return ` (${named.join(', ')}${more}: measured without the ratios its own change moved)`;
}

/**
 * The test in a few words, for a header line that must fit a 1,000-pixel image: the method, the
 * replicates and the threshold (the text and JSON reports give it whole).
 */
export function describeTestBriefly(diff: DiffResult): string {
  const method = (s: typeof diff.before) => (s.runs >= 2 ? `${s.runs} runs` : s.method.includes('blocks') ? '1 run in time blocks' : '1 run');
  const test = diff.variancePrior ? (diff.variancePrior.d0 === 0 ? 'pooled t-test' : 'moderated t-test') : 'Welch test';
  const phi = !diff.variancePrior && diff.overdispersion !== undefined ? `, overdispersion ×${diff.overdispersion.toFixed(1)}` : '';
  return `${test} on ${method(diff.before)} vs ${method(diff.after)}${phi} · ${describeThreshold(diff)} (Benjamini–Hochberg over ${diff.hypotheses})`;
}

/** What the colours measure, in a few words (see {@link describeNormalization}). */
export function describeNormalizationBriefly(diff: DiffResult): string {
  if (diff.normalization === 'bulk' && diff.composition) return 'vs unchanged code';
  return diff.normalization === 'share' ? 'as shares of each side' : diff.normalization === 'rate' ? 'in CPU seconds per second' : 'absolute, per run';
}

export function describeNormalization(diff: DiffResult): string {
  if (diff.normalization === 'bulk' && diff.composition) {
    const c = diff.composition;
    // Said only where it is so: the rounds after the first re-estimate the reference, and a one-run
    // side's could end far from the samples per run it started from (33.6 → 75 a run).
    const held = c.reference === 'same-work' && !referenceMovedBy(c);
    const reference = held ? ': the code whose samples per run held, taking both sides to have done the same work' : minorityCaveat(c);
    return `cost relative to the code that did not change (${pct(c.bulkShareBefore)} of before’s samples, ${pct(c.bulkShareAfter)} of after’s${reference}), in % of the before total (inclusive)`;
  }
  const fallback = diff.normalizationFallback ? ` (not relative to unchanged code: ${diff.normalizationFallback})` : '';
  return diff.normalization === 'share'
    ? `share of each side’s total (inclusive)${fallback}`
    : diff.normalization === 'rate'
      ? 'CPU seconds per second of recording (weight ÷ rate × duration)'
      : `absolute weight per run (${diff.unitLabel})`;
}

/**
 * A preset's name with what it is for: a Go or Java profile read "normalised with the perf
 * preset" to a newcomer as if it had been taken for a perf recording.
 */
export function describePreset(preset: string): string {
  const gloss = PRESET_GLOSS[preset];
  return gloss ? `the ${preset} preset (${gloss})` : `the ${preset} preset`;
}

const PRESET_GLOSS: Readonly<Record<string, string>> = {
  perf: 'rules for compiled, JIT and JVM code',
  'py-spy': 'rules for Python',
  all: 'every rule',
  none: 'names as recorded',
};

/**
 * When the code taken as unchanged is under half of a side (and not because the runs' samples
 * per run say so: the same-work reference), what shares cannot tell: the rest getting dearer
 * from that code getting cheaper. A newcomer read "+20.3% per unit of unchanged work" on a
 * control (the same records, shuffled) as a measured cost, when the unchanged code was 30% and
 * 25% of the samples and the rest one function; a second newcomer could not parse the same
 * caveat given as a figure ("that code −22.4% per unit of the rest"), so it is said in words,
 * where the reference is named.
 */
function minorityCaveat(c: NonNullable<DiffResult['composition']>): string {
  if (Math.min(c.bulkShareBefore, c.bulkShareAfter) >= 0.5) return '';
  return ': under half of a side, so shares alone cannot tell the rest getting dearer from this code getting cheaper';
}

/** Whether any tested frame or function of a diff is significant. */
function anySignificant(diff: Pick<DiffResult, 'nodes' | 'functions'>): boolean {
  for (const t of diff.nodes?.values() ?? []) if (t.significant) return true;
  return (diff.functions ?? []).some((f) => f.significant);
}

const pct = (x: number) => `${(100 * x).toFixed(0)}%`;
const signedPct = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(100 * x).toFixed(1)}%`;

/**
 * The headline of a bulk-normalised diff: how the whole profile's cost per unit of unchanged
 * work moved, with its interval, and how the sample counts per run moved (which says nothing
 * about cost when runs have different lengths).
 */
export function describeWhole(diff: DiffResult): string | undefined {
  const c = diff.composition;
  if (!c) return undefined;
  const w = c.whole;
  const rel = (x: number) => (w.before > 0 ? x / w.before : 0);
  const samples = c.samplesPerRunBefore > 0 ? c.samplesPerRunAfter / c.samplesPerRunBefore - 1 : 0;
  // Or nearly all of it, and the rest not measurably dearer or cheaper: "after costs −0.5%
  // (95% CI −2.7% to +1.7%)" of a reference holding 99% of the samples read as a measured "no
  // change" beside a function that went from 25% to 39% (a newcomer's Go pair, one run a side,
  // nothing significant): the reference held it because nothing could be told apart.
  const nearlyAll = c.bulkShareBefore >= 0.95 && c.bulkShareAfter >= 0.95 && w.ciLow <= 0 && w.ciHigh >= 0;
  if ((c.bulkShareBefore >= 0.995 && c.bulkShareAfter >= 0.995) || nearlyAll) {
    // A function can be significant while each of its call paths agreed with the rest (a
    // library's self time spread over many callers): then the reference is nearly all of the
    // profile, the whole cannot move against it, and "no part changed" would contradict the
    // finding beneath it (a newcomer's Python-under-perf pair: `[libcrypto.so]` +11.6 pp).
    if (anySignificant(diff)) return `the whole cannot be measured against unchanged code here: that code is nearly all of the profile, so the changes below are measured as shares; ${perRunWord(diff.before)} ${signedPct(samples)}`;
    // "Measurably": with few samples (one small run a side) the claim is only as strong as the
    // smallest change these runs can detect, which the note beside it gives.
    return `no part of the profile changed its cost measurably relative to the rest; ${perRunWord(diff.before)} ${signedPct(samples)}`;
  }
  // An interval wider than twice the whole is no measurement: "after costs −90.2% per unit of
  // unchanged work (95% CI −328.4% to +148.0%)" (a newcomer's one-run `--idle` pair).
  if (rel(w.ciHigh) - rel(w.ciLow) > 2) return `the whole cannot be measured against the unchanged code here (its 95% interval runs from ${signedPct(rel(w.ciLow))} to ${signedPct(rel(w.ciHigh))}); ${perRunWord(diff.before)} ${signedPct(samples)}`;
  const waiting = (c.bulkWaitingShare ?? 0) >= 0.5 ? `; but ${pct(c.bulkWaitingShare!)} of that unchanged code is waiting (idle frames), so this is work measured against waiting time, not a change of cost` : '';
  return `after costs ${signedPct(rel(w.delta))} per unit of unchanged work (95% CI ${signedPct(rel(w.ciLow))} to ${signedPct(rel(w.ciHigh))}); ${perRunWord(diff.before)} ${signedPct(samples)}${waiting || referenceMoved(diff, c)}`;
}

/**
 * The factor by which the reference's own samples per run changed, when it did by
 * {@link REFERENCE_MOVED} or more and the runs' samples moved by a tenth or more; else undefined.
 * Runs of a fixed length, whose reference shrinks when a tower grows, keep their samples per run
 * and are left out. Why not only when the runs moved the same way and further: a newcomer's Go
 * map behind one mutex under perf read "after costs +192.4% per unit of unchanged work" and a
 * tower ×2.91, while its runs took 17% more samples: the code taken as unchanged had itself lost
 * 60% of its samples per run; and a one-run condvar pair read `hash_item` +30.2 pp, its samples
 * +4.5%, against a reference that lost 43% while the runs lost 17%. Neither report said so.
 */
function referenceMovedBy(c: NonNullable<DiffResult['composition']>): number | undefined {
  if (!(c.samplesPerRunBefore > 0) || !(c.bulkShareBefore > 0)) return undefined;
  const ratio = (c.bulkShareAfter * c.samplesPerRunAfter) / (c.bulkShareBefore * c.samplesPerRunBefore);
  const whole = c.samplesPerRunAfter / c.samplesPerRunBefore;
  const referenceMoved = ratio >= REFERENCE_MOVED || ratio <= 1 / REFERENCE_MOVED;
  const runsMoved = whole >= RUNS_MOVED || whole <= 1 / RUNS_MOVED;
  return referenceMoved && runsMoved ? ratio : undefined;
}

/** The runs' samples per run moving by this factor or more: not runs of a fixed length (`referenceMovedBy`). */
const RUNS_MOVED = 1.1;

/**
 * `; the code taken as unchanged itself took +43% samples per run: …`, when the reference (the
 * vote's or the same-work one) took clearly more or fewer samples per run on the after side
 * (`referenceMovedBy`); else ''.
 *
 * Why: the sizes are relative to that code, and when both sides did the same work, its own
 * change per run is a change too. A newcomer's `normalize` took 10× its samples per run and the
 * report said ×5.63 and "after costs +116.8% per unit of unchanged work": the code it measured
 * against (`tokenize`, `digest`) had itself taken 43% more samples per run, which the newcomer's
 * own timing confirmed. Which reading is right depends on whether both sides did the same work,
 * which the profiles do not say; the report now gives both.
 */
function referenceMoved(diff: DiffResult, c: NonNullable<DiffResult['composition']>): string {
  const ratio = referenceMovedBy(c);
  if (ratio === undefined) return '';
  const whole = c.samplesPerRunAfter / c.samplesPerRunBefore;
  // The runs moved the same way and further: the old reading, both sides slower (or faster).
  if ((ratio > 1 && whole < ratio) || (ratio < 1 && whole > ratio)) {
    return `; the code taken as unchanged itself took ${signedPct(ratio - 1)} ${perRunWord(diff.before)}, against the runs' ${signedPct(whole - 1)}: the sizes here are relative to it, not to the runs (--normalize-by absolute compares per run)`;
  }
  return `; the code taken as unchanged itself took ${signedPct(ratio - 1)} ${perRunWord(diff.before)}: if both sides did the same work it got ${ratio > 1 ? 'slower' : 'faster'} too, and the sizes here are relative to it (--normalize-by absolute compares per run)`;
}

/** The most characters an item of the account names its frames in. */
const ACCOUNT_ITEM_CHARS = 100;

/** The additive account in one line: the whole's Δ as the findings' Δs plus the rest. */
export function describeAccount(diff: DiffResult, account: Account | undefined, maxItems = 4): string | undefined {
  if (!account || account.items.length === 0) return undefined;
  const short = (x: Account['items'][number]) => {
    const at = x.causeIndex ?? 0;
    // A name of thousands of characters (a generated one, a template) would be the whole line.
    return fitChain(x.frames.slice(Math.max(0, at - 1), at + 1).map(shortFrame), ACCOUNT_ITEM_CHARS);
  };
  const parts = account.items.slice(0, maxItems).map((x) => `${short(x)}${x.places ? ` (${placesPhrase(x.places)})` : ''} ${formatDelta(diff, x.delta)}`);
  const more = account.items.slice(maxItems).reduce((a, x) => a + x.delta, 0);
  if (account.items.length > maxItems) parts.push(`${account.items.length - maxItems} more ${formatDelta(diff, more)}`);
  parts.push(`other code ${formatDelta(diff, account.residual)}`);
  return `${formatDelta(diff, account.delta)} = ${parts.join(', ')}`;
}

/** The verdict when nothing is significant, as every report says it. */
export function describeNoChange(diff: DiffResult): string {
  const verdict = `No significant change: nothing moved by ${describeThreshold(diff).replace(/^significant when /, '')}.`;
  const scaled = wholeScaled(diff);
  return scaled ? `${verdict} ${scaled}` : verdict;
}

/** The heading of the changes nearest to significance, under a no-change verdict (every report). */
export const NEAREST_TITLE = 'Nearest to significance (not findings: more runs would tell)';

/**
 * One nearest change in a line, its frames given as `chain` (made safe for the format by the
 * caller): the Markdown report and the viewer say it in the same words.
 */
export function describeNearest(diff: DiffResult, f: Finding, chain: string): string {
  return `${formatDelta(diff, f.delta)} ${f.kind} ${chain}: ${formatValue(diff, f.before)} → ${formatValue(diff, f.after)}, ${formatQ(f.qValue)}`;
}

/** Samples per run changed by at least this factor (either way) before a no-change verdict says so. */
const SCALED_RUNS = 1.5;

/**
 * A verdict of no change measured against the unchanged code says nothing about the whole: the
 * lead's asyncio spin (a watchdog awaiting `sleep(0)` in a loop) took 23 samples per run before
 * and 314 after, spread like the before side's (the event loop's own machinery), so nothing
 * moved relative to the rest, and "No significant change" alone read as "nothing to see". Runs
 * of different length look the same, so the sentence says what is known and how to look.
 */
export function wholeScaled(diff: DiffResult): string | undefined {
  return wholeScaledParts(diff)?.join(' ');
}

/** {@link wholeScaled} as its two parts, what was measured and what it means, for a picture's lines. */
export function wholeScaledParts(diff: DiffResult): readonly [string, string] | undefined {
  const c = diff.composition;
  if (diff.normalization !== 'bulk' || !c || !(c.samplesPerRunBefore > 0) || !(c.samplesPerRunAfter > 0)) return undefined;
  const ratio = c.samplesPerRunAfter / c.samplesPerRunBefore;
  const how = ratio >= 1 ? 'more' : 'less';
  const meaning = `if both sides did the same work, the whole program took ${how} time; --normalize-by absolute compares per run.`;
  if (ratio >= SCALED_RUNS || ratio <= 1 / SCALED_RUNS) {
    const times = ratio >= 1 ? `${ratio.toFixed(1)}×` : `${(100 * ratio).toFixed(0)}% of`;
    return [`But the after runs took ${times} the ${perRunWord(diff.before)} of the before runs:`, meaning];
  }
  const t = c.samplesPerRunTest;
  if (!t || !runsMoved(t)) return undefined;
  const pct = (x: number) => signedPct(Math.exp(x) - 1);
  return [`But the after runs took ${how} ${perRunWord(diff.before)} than the before runs, beyond their spread: ${pct(t.delta)} (95% CI ${pct(t.ciLow)} to ${pct(t.ciHigh)});`, meaning];
}


export function describeThreshold(diff: DiffResult): string {
  return `significant when q ≤ ${diff.alpha} and |Δ| ≥ ${formatSize(diff, diff.minDelta * diff.scale)}`;
}

/**
 * When the runs are too few or too noisy to see small changes: the smallest detectable change
 * and how many runs per side would bring it down to the floor (MDE shrinks with √runs).
 */
export function detectionAdvice(diff: DiffResult): string | undefined {
  const mde = diff.typicalMde;
  const floor = diff.minDelta * diff.scale;
  // Equal as printed: "detect about 0.5 pp; about 4 runs per side would detect 0.5 pp" read as
  // a contradiction (a newcomer's three-run control).
  if (!(mde > floor) || formatSize(diff, mde) === formatSize(diff, floor)) return undefined;
  const runs = Math.max(diff.before.runs, diff.after.runs, 1);
  const needed = Math.ceil(runs * (mde / floor) ** 2);
  // A typical frame's figure (the median): a frame much larger than most, half the program,
  // needs a larger change, and each finding gives its own ("reliably detectable in this frame from").
  // Beyond the whole profile the figure is no size at all: a newcomer's one-run `--idle` pair
  // read "detect a change of about 425.6 pp".
  const whole = diff.normalization === 'share' || diff.normalization === 'bulk' ? 1 : diff.scale;
  if (whole > 0 && mde >= whole) return 'these runs cannot detect a change of a typical frame: their frames vary between runs by more than the whole profile; record more runs, or longer ones';
  const smallest = `these runs detect a change of about ${formatSize(diff, mde)} in a typical frame 4 times in 5 (80% power), smaller ones less often`;
  // A run count nobody would record (hundreds) is no advice.
  const advice = needed <= MAX_ADVISED_RUNS ? `${smallest}; about ${needed} runs per side would detect ${formatSize(diff, floor)}` : smallest;
  // Few samples a run: the cheaper remedy is more of them per run (a newcomer's py-spy and Go
  // runs at their default 100 Hz held about 300 samples each, and only more runs were advised).
  const perRun = Math.min(diff.before.samples / Math.max(diff.before.runs, 1), diff.after.samples / Math.max(diff.after.runs, 1));
  return perRun < FEW_SAMPLES_PER_RUN ? `${advice}; each run holds only about ${Math.round(perRun).toLocaleString('en-US')} samples: record longer or at a higher rate (py-spy --rate, perf -F, pprof's SetCPUProfileRate)` : advice;
}

/** Fewer samples than this in a run, and the detection note also advises more samples per run. */
const FEW_SAMPLES_PER_RUN = 1000;

/** The most runs per side the report suggests recording. */
const MAX_ADVISED_RUNS = 30;

/**
 * How many times its before value a finding's after value is (`×1.8`), what a reader asks
 * first after the percentage points; `new` and `gone` where a side is zero.
 */
export function formatRatio(before: number, after: number): string {
  if (!(before > 0)) return after > 0 ? 'new' : '';
  if (!(after > 0)) return 'gone';
  const r = after / before;
  return `×${r >= 10 ? r.toFixed(0) : r >= 1.995 || r < 0.995 ? r.toFixed(2).replace(/0$/, '') : r.toFixed(2)}`;
}

/** Same-work run pairs this common or more: the finding could be run-to-run variation. */
const COMMON_BETWEEN_RUNS = 0.05;
/** Below this: rare between runs of the same work. */
const RARE_BETWEEN_RUNS = 0.01;

/**
 * With one run a side, what a finding's confidence rests on: how often runs of the same work
 * change a function by as large a factor (`Finding.runToRun`), in words a reader can weigh;
 * undefined with runs on both sides. `factor` is the finding's (`findingRatio`): named, so
 * that "this much" is not read as the percentage points beside it.
 */
export function describeRunToRun(f: Finding, factor: number): string | undefined {
  if (f.runToRunUnmeasured) return `one run a side: ${TOO_FEW_TO_TELL}, so it could be run-to-run variation`;
  const chance = f.runToRun;
  if (chance === undefined) return undefined;
  const by = Math.max(factor, 1 / factor);
  return `one run a side: ${formatChance(chance)} of functions change by a factor of ${by.toFixed(2)} or more between two runs of the same work (${runToRunVerdict(chance)})`;
}

/** One run a side, and same-work runs differ as much often enough that the finding could be that. */
export function couldBeRunToRun(f: Finding): boolean {
  return f.runToRunUnmeasured === true || (f.runToRun !== undefined && chanceCouldBeRunToRun(f.runToRun));
}

/** What is said of a one-run finding too small for the measured spread (`Finding.runToRunUnmeasured`). */
export const TOO_FEW_TO_TELL = `too few samples in a run (under ${MEASURED_MIN_SAMPLES}) to say how often runs of the same work differ as much`;

/** Whether a change that same-work runs show this often could be run-to-run variation. */
export function chanceCouldBeRunToRun(chance: number): boolean {
  return chance >= COMMON_BETWEEN_RUNS;
}

/** What a finding that could be run-to-run variation is called: in the reports and the drawings' keys. */
export const UNCERTAIN_LABEL = 'could be run-to-run variation';

/** The words for a run-to-run chance: could be that variation, unusual for it, or rare. */
export function runToRunVerdict(chance: number): string {
  return chanceCouldBeRunToRun(chance) ? UNCERTAIN_LABEL : chance >= RARE_BETWEEN_RUNS ? 'unusual between runs' : 'rare between runs';
}

/** A chance as a percentage: whole numbers from 10%, one decimal below, "under 0.1%" at the end. */
export function formatChance(p: number): string {
  if (p < 0.001) return 'under 0.1%';
  return `${p >= 0.1 ? Math.round(100 * p) : (100 * p).toFixed(1)}%`;
}

/**
 * With one run a side, one line for a list of findings (the Markdown table, the SVG's): how
 * often two runs of the same work differ as much as each (`describeRunToRun` says it per finding
 * in the text report); undefined with runs on both sides. Findings are "finding 1", not "#1":
 * in a GitHub comment `#1` links issue 1 and leaves a reference in it, every time it is posted.
 */
export function describeRunsToRuns(listed: readonly Finding[]): string | undefined {
  const parts = listed.flatMap((f, i) => (f.runToRunUnmeasured ? [`finding ${i + 1}: too few samples to tell`] : f.runToRun === undefined ? [] : [`finding ${i + 1}: ${formatChance(f.runToRun)} (${runToRunVerdict(f.runToRun)})`]));
  if (parts.length === 0) return undefined;
  return `One run a side: functions that change as much between two same-work runs: ${parts.join(', ')}`;
}
