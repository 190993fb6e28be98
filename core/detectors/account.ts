import type { DiffResult } from '../diff/diff.js';
import type { Finding } from './finding.js';

/**
 * The additive account of a bulk-normalised diff: the change of the whole profile (its cost
 * per unit of the code that did not change) as the sum of the findings' changes plus a
 * residual, the net change of everything no finding holds. Shares cannot be added up this way
 * (their changes always sum to zero); bulk values can, because unchanged code keeps its value.
 */
export interface Account {
  /** The whole: before (≈ 1) and after, in units of the before total, with its interval. */
  readonly before: number;
  readonly after: number;
  readonly delta: number;
  readonly ciLow: number;
  readonly ciHigh: number;
  /** Regressions and improvements, in rank order (renamed code changes no cost). */
  readonly items: readonly { readonly frames: readonly string[]; readonly causeIndex?: number; readonly kind: Finding['kind']; readonly delta: number }[];
  /** Whole Δ minus the items' Δs. */
  readonly residual: number;
}

export function additiveAccount(diff: DiffResult, findings: readonly Finding[]): Account | undefined {
  const whole = diff.composition?.whole;
  if (!whole) return undefined;
  const items = findings
    .filter((f) => f.significant && f.direction !== 'neutral')
    .flatMap((f) => [
      { frames: f.frames, causeIndex: f.causeIndex, kind: f.kind, delta: f.delta },
      // The waiting a replacement ended (or began) moved samples too, at no cost of CPU.
      ...(f.waitingDelta !== undefined && f.previous ? [{ frames: f.previous, causeIndex: f.previous.length - 1, kind: f.kind, delta: f.waitingDelta }] : []),
    ]);
  const explained = items.reduce((a, x) => a + x.delta, 0);
  return {
    before: whole.before,
    after: whole.after,
    delta: whole.delta,
    ciLow: whole.ciLow,
    ciHigh: whole.ciHigh,
    items,
    residual: whole.delta - explained,
  };
}
