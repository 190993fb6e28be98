/**
 * How often two runs of the same work differ by a factor, in one function's odds (its share
 * against the rest of its run): the tail of that difference over this project's repeated
 * captures (`node bench/spread/run.mjs`, stop 41: 37,734 function pairs, every pair of runs of
 * one side of the verdict cases with three runs or more, each function holding 1% to 95% of
 * both runs with 50 samples in each; sampling noise included, as a user's runs have it).
 *
 * Why: one run a side cannot measure what varies between runs (memory layout, caches, JIT
 * decisions, background load), so its test sees sampling noise only, and "significant" then
 * says the two runs differ, not that the change made them differ. This tail says how often runs
 * that should not differ do, by as much; it is the one measure of confidence a single run has.
 */
/** The fewest samples a function held in each run of the measured pairs: below it the tail says nothing. */
export const MEASURED_MIN_SAMPLES = 50;

const TAIL: readonly (readonly [logOdds: number, share: number])[] = [
  [0, 1],
  [0.05, 0.679],
  [0.1, 0.463],
  [0.15, 0.312],
  [0.2, 0.209],
  [0.25, 0.141],
  [0.3, 0.0984],
  [0.35, 0.0696],
  [0.4, 0.0504],
  [0.45, 0.0372],
  [0.5, 0.0268],
  [0.55, 0.0207],
  [0.6, 0.0167],
  [0.65, 0.0139],
  [0.7, 0.0120],
  [0.75, 0.00981],
  [0.8, 0.00848],
  [0.85, 0.00684],
  [0.9, 0.00541],
  [0.95, 0.00506],
  [1, 0.00432],
  [1.05, 0.00379],
  [1.1, 0.00326],
  [1.15, 0.00265],
  [1.2, 0.00246],
  [1.25, 0.00183],
  [1.3, 0.00143],
  [1.35, 0.00127],
  [1.4, 0.00109],
  [1.45, 0.000875],
  [1.5, 0.000716],
  [1.55, 0.000663],
  [1.6, 0.000583],
  [1.65, 0.000583],
  [1.7, 0.000530],
  [1.75, 0.000424],
  [1.8, 0.000398],
  [1.85, 0.000371],
  [1.9, 0.000318],
  [1.95, 0.000292],
  [2, 0.000265],
  [2.05, 0.000159],
  [2.1, 0.000159],
  [2.15, 0.000159],
  [2.2, 0.000133],
  [2.25, 0.000133],
  [2.3, 0.000133],
  [2.35, 0.000133],
  [2.4, 0.000133],
  [2.45, 0.0000530],
  [2.5, 0.0000265],
  [2.55, 0.0000265],
  [2.6, 0.0000265],
  [2.65, 0.0000265],
];

/**
 * The share of same-work run pairs whose odds differ by at least `ratio` (either way): 1 at
 * ×1, falling to 0 beyond the largest difference measured. Interpolated linearly in the
 * logarithm of the share between the measured points.
 */
export function runToRunChance(ratio: number): number {
  if (!(ratio > 0) || !Number.isFinite(ratio)) return 0;
  const x = Math.abs(Math.log(ratio));
  for (let i = 1; i < TAIL.length; i++) {
    const [x1, s1] = TAIL[i];
    if (x > x1) continue;
    const [x0, s0] = TAIL[i - 1];
    const t = (x - x0) / (x1 - x0);
    return Math.exp(Math.log(s0) + t * (Math.log(s1) - Math.log(s0)));
  }
  return 0;
}
