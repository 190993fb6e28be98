import type { Profile } from '../model/types.js';

/**
 * A common factor of folded weights at least this large is a sampling period, not a count: no
 * profile of counted samples has every stack seen a multiple of a thousand times.
 */
export const MIN_PERIOD = 1000;
/** Stacks with weight a profile needs before a factor they share is read as a unit. */
const MIN_STACKS = 10;

/**
 * Folded stacks whose weights are sums of one sampling period, read as counts of samples.
 *
 * Why: `perf script` gives each sample its period, and collapsers write the period's sum
 * (`inferno-collapse-perf`, and `flamediff collapse` as its byte-for-byte twin): at `-F 999`
 * on cpu-clock every sample weighs 1,001,001 ns. The tests take a weight for a number of
 * observations, so one run of a thousand samples read as 1,001,001,000 samples gave intervals
 * of zero width and two false "improvements" (`compute_a → helper` −6.6 pp) where the same run
 * read from its perf text gave one regression. When every weighted stack of a folded profile
 * is a whole multiple of one factor of at least {@link MIN_PERIOD} (their greatest common
 * divisor), that factor is the period and each weight over it is the stack's samples.
 * Periods that vary sample by sample (`cycles` in frequency mode) share no such factor and are
 * left as they are.
 */
export function samplesFromPeriods(p: Profile): { profile: Profile; period?: number } {
  if (p.meta.sourceFormat !== 'folded' || p.unit !== 'samples') return { profile: p };
  const period = commonFactor(p.stackSelf);
  if (period === undefined) return { profile: p };
  // A plain loop: Float64Array.from with a mapping callback took ~0.2 s per million nodes.
  const self = new Float64Array(p.stackSelf.length);
  for (let i = 0; i < self.length; i++) self[i] = p.stackSelf[i] / period;
  const sampleCount = p.meta.sampleCount === undefined ? undefined : p.meta.sampleCount / period;
  return { profile: Object.freeze({ ...p, stackSelf: self, meta: Object.freeze({ ...p.meta, sampleCount }) }), period };
}

/** The greatest common divisor of the non-zero weights, when they are whole, many, and share one of at least MIN_PERIOD. */
export function commonFactor(weights: ArrayLike<number>): number | undefined {
  let g = 0;
  let stacks = 0;
  for (let i = 0; i < weights.length; i++) {
    const w = weights[i];
    if (w === 0) continue;
    if (!Number.isSafeInteger(w) || w < 0) return undefined;
    g = gcd(g, w);
    stacks++;
    if (g < MIN_PERIOD) return undefined;
  }
  return stacks >= MIN_STACKS ? g : undefined;
}

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/**
 * Folded weights that look like periods but share no factor: every weighted stack (ten or more)
 * weighs at least {@link MIN_PERIOD}, where counted samples always leave some stack seen only a
 * few times. Periods that vary sample by sample (`cycles` in frequency mode) look like this.
 */
export function looksLikeVaryingPeriods(p: Profile): boolean {
  if (p.meta.sourceFormat !== 'folded' || p.unit !== 'samples') return false;
  let stacks = 0;
  for (const w of p.stackSelf) {
    if (w === 0) continue;
    if (w < MIN_PERIOD) return false;
    stacks++;
  }
  return stacks >= MIN_STACKS;
}

/** Every profile of both sides read as samples where its weights are periods, with the notes that say so. */
export function sidesAsSamples(before: readonly Profile[], after: readonly Profile[]): { before: Profile[]; after: Profile[]; notes: string[] } {
  const periods = new Set<number>();
  let files = 0;
  let varying = 0;
  const read = (p: Profile) => {
    const r = samplesFromPeriods(p);
    if (r.period !== undefined) {
      periods.add(r.period);
      files++;
    } else if (looksLikeVaryingPeriods(p)) varying++;
    return r.profile;
  };
  const out = { before: before.map(read), after: after.map(read) };
  const notes: string[] = [];
  if (files > 0) {
    const list = [...periods].sort((a, b) => a - b).map((x) => x.toLocaleString('en-US'));
    notes.push(`${files === 1 ? 'one folded file’s weights are' : `${files} folded files’ weights are`} sums of a sampling period (${list.join(', ')}, as perf script gives each sample): read as samples of that period, since the tests count samples`);
  }
  if (varying > 0) {
    notes.push(
      `${varying === 1 ? 'one folded file’s weights look' : `${varying} folded files’ weights look`} like sums of periods that vary by sample (every stack weighs ${MIN_PERIOD} or more, as \`cycles\` collapsed from perf script does), not counts: the tests take them for samples and are overconfident; diff the perf script itself, or record a fixed-period event (\`-e cpu-clock\`)`,
    );
  }
  return { ...out, notes };
}
