import type { Finding } from '../detectors/findings.js';
import type { DiffResult } from '../diff/diff.js';
import { formatWeight } from './folded.js';

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
}

/** Formats a value in the diff's unit: percentages for shares. */
export function formatValue(diff: DiffResult, v: number): string {
  if (diff.normalization === 'share') return `${(100 * v).toFixed(1)}%`;
  if (diff.normalization === 'rate') return `${v.toFixed(3)} CPU`;
  return formatWeight(Math.round(v));
}

/** Formats a change: percentage points for shares. */
export function formatDelta(diff: DiffResult, d: number): string {
  const sign = d > 0 ? '+' : d < 0 ? '−' : '±';
  const a = Math.abs(d);
  if (diff.normalization === 'share') return `${sign}${(100 * a).toFixed(1)} pp`;
  if (diff.normalization === 'rate') return `${sign}${a.toFixed(3)} CPU`;
  return `${sign}${formatWeight(Math.round(a))}`;
}

export function formatQ(q: number): string {
  if (q < 0.001) return 'q < 0.001';
  return `q = ${q.toFixed(3)}`;
}

/** One line naming the statistical test used on each side. */
export function describeTest(diff: DiffResult): string {
  const method = (s: typeof diff.before) =>
    s.runs >= 2 ? `${s.runs} runs` : s.method.includes('blocks') ? `time blocks of 1 run (${s.method.replace(/^1 run in /, '')})` : 'one run without sample order';
  const tested = `q = Benjamini–Hochberg over ${diff.nodes.size + diff.functions.length} tested frames and functions`;
  if (diff.variancePrior) {
    const d0 = diff.variancePrior.d0;
    if (d0 === 0) return `pooled t-test on ${method(diff.before)} vs ${method(diff.after)}; ${tested}`;
    return `moderated t-test (run-to-run variance shrunk toward a prior fitted across frames, +${d0.toFixed(1)} degrees of freedom) on ${method(diff.before)} vs ${method(diff.after)}; ${tested}`;
  }
  const phi = diff.overdispersion !== undefined ? `; overdispersion ×${diff.overdispersion.toFixed(1)} estimated from the unchanged frames` : '';
  return `Welch test on ${method(diff.before)} vs ${method(diff.after)}${phi}; ${tested}`;
}

export function describeNormalization(diff: DiffResult): string {
  return diff.normalization === 'share'
    ? 'share of each side’s total (inclusive)'
    : diff.normalization === 'rate'
      ? 'CPU seconds per second of recording (weight ÷ rate × duration)'
      : `absolute weight per run (${diff.unitLabel})`;
}

export function describeThreshold(diff: DiffResult): string {
  return `significant when q ≤ ${diff.alpha} and |Δ| ≥ ${formatDelta(diff, diff.minDelta * diff.scale).replace(/^\+/, '')}`;
}

/**
 * When the runs are too few or too noisy to see small changes: the smallest detectable change
 * and how many runs per side would bring it down to the floor (MDE shrinks with √runs).
 */
export function detectionAdvice(diff: DiffResult): string | undefined {
  const mde = diff.typicalMde;
  const floor = diff.minDelta * diff.scale;
  if (!(mde > floor)) return undefined;
  const runs = Math.max(diff.before.runs, diff.after.runs, 1);
  const needed = Math.ceil(runs * (mde / floor) ** 2);
  return `these runs can only detect changes of about ${formatDelta(diff, mde).replace(/^\+/, '')} or more; about ${needed} runs per side would detect ${formatDelta(diff, floor).replace(/^\+/, '')}`;
}
