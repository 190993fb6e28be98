import type { Replicate } from './replicates.js';
import type { UnionRun } from './union.js';

/**
 * How the two sides are put on one scale before comparing:
 * - `bulk` (default): each value relative to the code that did not change (composition.ts),
 *   in units of the before side's total. Unchanged code keeps its value whatever grew
 *   elsewhere, and the Δs of disjoint subtrees add up to the change of the whole.
 * - `share`: each node's fraction of its side's total, what a flame graph's widths show. When
 *   one subtree grows, every other share falls (dilution).
 * - `absolute`: raw weights (mean per run). Use when both sides ran the same fixed work.
 * - `rate`: CPU seconds per wall-clock second (weight ÷ (rate × duration)), so profiles taken
 *   at different sampling rates or for different durations compare correctly.
 */
export type Normalization = 'bulk' | 'share' | 'absolute' | 'rate';

/** A quantity's value in one replicate, and the sampling variance of that value. */
export interface Scale {
  value(rep: Replicate, k: number): number;
  /** Multinomial sampling variance of `value` (before any overdispersion). */
  variance(rep: Replicate, k: number): number;
  /**
   * Sampling variance of `value` that every replicate of a run shares (a time block's scale
   * comes from its whole run), so it does not average away over blocks: 0 for runs.
   */
  sharedVariance(rep: Replicate, k: number): number;
  /** The value of a whole run (its total weight) on this scale. */
  whole(run: UnionRun): number;
  /** Value per sample of a quantity in this replicate: `value` = `perCount` × its count. */
  perCount(rep: Replicate): number;
}

function cpuSeconds(run: UnionRun, weight: number): number {
  const p = run.profile;
  if (p.unit === 'nanoseconds') return weight / 1e9;
  if (p.unit === 'microseconds') return weight / 1e6;
  if (p.unit === 'milliseconds') return weight / 1e3;
  if (p.unit === 'seconds') return weight;
  if (p.meta.sampleRate) return weight / p.meta.sampleRate;
  throw new Error(
    `${p.meta.source ?? 'input'}: --normalize-by rate needs time-valued weights or a known sampling rate; this profile has ${p.unit} without a rate`,
  );
}

function duration(run: UnionRun): number {
  const d = run.profile.meta.durationSeconds;
  if (!d || !(d > 0)) {
    throw new Error(`${run.profile.meta.source ?? 'input'}: --normalize-by rate needs the recording's duration, which this input does not say`);
  }
  return d;
}

/** A share of the replicate scaled to a run-level whole (1, the run's weight, its CPU rate). */
function proportional(whole: (run: UnionRun) => number): Scale {
  return {
    value: (rep, k) => (rep.samples > 0 ? (rep.count[k] / rep.samples) * whole(rep.run) : 0),
    variance: (rep, k) => {
      if (!(rep.samples > 0)) return 0;
      const p = rep.count[k] / rep.samples;
      const w = whole(rep.run);
      return (w * w * p * (1 - p)) / rep.samples;
    },
    sharedVariance: () => 0,
    whole,
    perCount: (rep) => (rep.samples > 0 ? whole(rep.run) / rep.samples : 0),
  };
}

/**
 * Values relative to the bulk: count ÷ bulk count × `reference` (the before side's pooled
 * bulk share), so before values are close to shares of the before total. The variance is the
 * delta method on log(count) − log(bulk) under multinomial sampling, with the quantity's
 * overlap with the bulk (an ancestor contains bulk cells; a grown tower does not).
 */
function bulkScale(reference: number): Scale {
  return {
    value: (rep, k) => (rep.bulk > 0 ? (reference * rep.count[k]) / rep.bulk : 0),
    variance: (rep, k) => {
      const m = rep.bulk;
      if (!(m > 0)) return 0;
      const c = rep.count[k];
      // A block scaled by its run's bulk fraction: a binomial share, times a fixed factor.
      if (rep.runBulk) return (reference * reference * c * Math.max(0, 1 - c / rep.samples)) / (m * m);
      const o = rep.overlap[k];
      const v = (reference * reference * (c / (m * m) + (c * c) / (m * m * m) - (2 * c * o) / (m * m * m)));
      return Math.max(v, 0);
    },
    // The run's bulk fraction β is estimated from its N samples: var(log β) = (1 − β)/(Nβ).
    sharedVariance: (rep, k) => {
      if (!rep.runBulk || !(rep.bulk > 0)) return 0;
      const { fraction: beta, runSamples: n } = rep.runBulk;
      if (!(beta > 0) || !(n > 0)) return 0;
      const v = (reference * rep.count[k]) / rep.bulk;
      return (v * v * (1 - beta)) / (n * beta);
    },
    whole: (run) => run.sum,
    perCount: (rep) => (rep.bulk > 0 ? reference / rep.bulk : 0),
  };
}

export function scaleFor(mode: Normalization, bulkReference?: number): Scale {
  if (mode === 'bulk') return bulkScale(bulkReference ?? 1);
  if (mode === 'share') return proportional(() => 1);
  if (mode === 'absolute') return proportional((run) => run.sum);
  return proportional((run) => cpuSeconds(run, run.sum) / duration(run));
}
