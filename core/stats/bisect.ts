import type { TestResult } from './tests.js';

/** How a commit's runs compare with the good commit's on the followed function. */
export type Verdict = 'good' | 'bad' | 'continue';

/**
 * One look of a bisection step: the followed function's change from the good commit's runs to
 * this commit's (`stat`, absent when the function was too small to test: no change), against
 * the change from good to bad (`effect`, > 0). Bad when the change is significant at this
 * look's level and upward; good when its 95% interval lies below half the good-to-bad change
 * (whatever moved it, it was not this much); otherwise more runs are needed. At the budget's
 * end the nearer half decides, and the step says it was not certain.
 */
export function classify(stat: (Pick<TestResult, 'delta' | 'ciHigh'> & { q: number }) | undefined, effect: number, alpha: number, last: boolean): { verdict: Verdict; certain: boolean } {
  if (!stat) return { verdict: 'good', certain: true };
  if (stat.q <= alpha && stat.delta > 0) return { verdict: 'bad', certain: true };
  if (stat.ciHigh < effect / 2) return { verdict: 'good', certain: true };
  if (!last) return { verdict: 'continue', certain: false };
  return { verdict: stat.delta >= effect / 2 ? 'bad' : 'good', certain: false };
}

/**
 * The commits between good (index 0) and bad (the last index) still to decide, as git bisect
 * narrows them: the next commit to test is the middle of (good, bad) not already skipped
 * (it did not build or run); undefined when good and bad are adjacent, or only skipped
 * commits lie between them (then the first bad commit is one of those, as git bisect says).
 */
export function nextProbe(good: number, bad: number, skipped: ReadonlySet<number>): number | undefined {
  const mid = Math.floor((good + bad) / 2);
  for (let d = 0; d < bad - good; d++) {
    for (const c of [mid - d, mid + d + 1]) if (c > good && c < bad && !skipped.has(c)) return c;
  }
  return undefined;
}
