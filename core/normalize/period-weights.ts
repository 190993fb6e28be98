import { totalWeight, type Profile } from '../model/types.js';

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
 * divisor), that factor is the period and each weight over it is the stack's samples. A file
 * of fewer stacks takes `pooled`, the factor all the comparison's folded files share. `own` is
 * the file's factor when the caller has it already (one pass over the weights, not two).
 * Periods that vary sample by sample (`cycles` in frequency mode) share no such factor and are
 * left as they are.
 */
export function samplesFromPeriods(p: Profile, pooled?: number, own = foldedFactor(p)): { profile: Profile; period?: number } {
  if (!own) return { profile: p };
  const period = own.stacks >= MIN_STACKS ? own.factor : pooled !== undefined && own.factor % pooled === 0 ? pooled : undefined;
  if (period === undefined) return { profile: p };
  const sampleCount = p.meta.sampleCount === undefined ? undefined : p.meta.sampleCount / period;
  return { profile: Object.freeze({ ...p, stackSelf: dividedBy(p.stackSelf, period), meta: Object.freeze({ ...p.meta, sampleCount }) }), period };
}

/** Weights over a period: each a number of samples. */
function dividedBy(weights: ArrayLike<number>, period: number): Float64Array {
  // A plain loop: Float64Array.from with a mapping callback took ~0.2 s per million nodes.
  const out = new Float64Array(weights.length);
  for (let i = 0; i < out.length; i++) out[i] = weights[i] / period;
  return out;
}

/** The greatest common divisor of the non-zero weights, when they are whole, many, and share one of at least MIN_PERIOD. */
export function commonFactor(weights: ArrayLike<number>): number | undefined {
  const f = factorOf(weights);
  return f && f.stacks >= MIN_STACKS ? f.factor : undefined;
}

/**
 * Formats that carry a collapser's sums as counts: folded stacks, and the flame-graph SVGs drawn
 * from them (inferno's and `flamediff svg`'s titles give the same sums as "samples").
 */
const COLLAPSED = new Set(['folded', 'flamegraph-svg']);

/** A common factor of weights of at least MIN_PERIOD, and how many weighted stacks share it. */
interface Factor {
  readonly factor: number;
  readonly stacks: number;
}

/** A folded profile's weights' common factor of at least MIN_PERIOD and how many weighted stacks share it. */
function foldedFactor(p: Profile): Factor | undefined {
  if (!COLLAPSED.has(p.meta.sourceFormat) || p.unit !== 'samples') return undefined;
  return factorOf(p.stackSelf);
}

function factorOf(weights: ArrayLike<number>): Factor | undefined {
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
  return stacks > 0 ? { factor: g, stacks } : undefined;
}

/**
 * One factor for the small folded files of a comparison, from all its folded files together:
 * a program of a few functions collapses to six or eight stacks a run, too few alone to call a
 * shared factor a unit (two round numbers share a thousand), but six such runs that share
 * 1,001,001 are one perf sampling period. Newcomer's C program, three `perf script |
 * flamediff collapse` runs a side: the three files of 13 lines or more were read as samples,
 * the three of 6 to 8 lines as a billion observations each, and the diff gave an interval of
 * zero width and three "improvements" of unchanged code.
 */
function pooledFactor(profiles: readonly Profile[], factors: ReadonlyMap<Profile, Factor | undefined>): number | undefined {
  // Only collapsed files take the pooled factor: without one, the recordings are not read.
  if (!profiles.some((p) => COLLAPSED.has(p.meta.sourceFormat))) return undefined;
  let g = 0;
  let stacks = 0;
  for (const p of profiles) {
    const f = factors.get(p);
    const known = f ? undefined : recordedPeriod(p);
    if (!f && known === undefined) continue;
    g = gcd(g, f ? f.factor : known!);
    // A recording that gives its samples and a period they all weigh says its unit outright.
    stacks += f ? f.stacks : MIN_STACKS;
  }
  return stacks >= MIN_STACKS && g >= MIN_PERIOD ? g : undefined;
}

/**
 * The one period every sample of a recording weighs (weights in time, a sample count, and a
 * total that is that count times a whole number every weight is a multiple of), as perf
 * gives cpu-clock: a folded file beside it that shares the factor is read in its samples.
 * Newcomer: one collapsed file of seven stacks against a `perf.data` run of the same program
 * said "753,753,753 samples → 1,385 samples" and "samples per run −100.0%".
 */
export function recordedPeriod(p: Profile): number | undefined {
  if (p.unit === 'samples' || !(p.meta.sampleCount && p.meta.sampleCount > 0)) return undefined;
  const f = factorOf(p.stackSelf);
  if (!f) return undefined;
  const period = totalWeight(p) / p.meta.sampleCount;
  return Number.isSafeInteger(period) && period >= MIN_PERIOD && f.factor % period === 0 ? period : undefined;
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
  if (!COLLAPSED.has(p.meta.sourceFormat) || p.unit !== 'samples') return false;
  let stacks = 0;
  for (const w of p.stackSelf) {
    if (w === 0) continue;
    if (w < MIN_PERIOD) return false;
    stacks++;
  }
  return stacks >= MIN_STACKS;
}

/**
 * A recording in time whose samples all weigh one period (`recordedPeriod`: perf's cpu-clock)
 * as counts of samples; the profile as it is otherwise. Why: a flame graph of one perf run
 * titled its frames "1058058057 ns", where perf report, flamegraph.pl and a newcomer count
 * samples (1,057).
 */
export function recordingAsSamples(p: Profile): Profile {
  const period = recordedPeriod(p);
  return period === undefined ? p : Object.freeze({ ...p, unit: 'samples' as const, stackSelf: dividedBy(p.stackSelf, period) });
}

/** Every profile of both sides read as samples where its weights are periods, with the notes that say so. */
export function sidesAsSamples(before: readonly Profile[], after: readonly Profile[]): { before: Profile[]; after: Profile[]; notes: string[] } {
  const periods = new Set<number>();
  const kinds = new Set<string>();
  let files = 0;
  let varying = 0;
  const all = [...before, ...after];
  const factors = new Map(all.map((p) => [p, foldedFactor(p)]));
  const pooled = pooledFactor(all, factors);
  const read = (p: Profile) => {
    const r = samplesFromPeriods(p, pooled, factors.get(p));
    if (r.period !== undefined) {
      periods.add(r.period);
      kinds.add(p.meta.sourceFormat);
      files++;
    } else if (looksLikeVaryingPeriods(p)) varying++;
    return r.profile;
  };
  const out = { before: before.map(read), after: after.map(read) };
  const notes: string[] = [];
  if (files > 0) {
    const list = [...periods].sort((a, b) => a - b).map((x) => x.toLocaleString('en-US'));
    const kind = kinds.has('folded') ? (kinds.size === 1 ? 'folded ' : 'folded and flame-graph ') : 'flame-graph ';
    notes.push(`${files === 1 ? `one ${kind}file’s weights are` : `${files} ${kind}files’ weights are`} sums of a sampling period (${list.join(', ')}, as perf script gives each sample): read as samples of that period, since the tests count samples`);
  }
  if (varying > 0) {
    notes.push(
      `${varying === 1 ? 'one folded file’s weights look' : `${varying} folded files’ weights look`} like sums of periods that vary by sample (every stack weighs ${MIN_PERIOD} or more, as \`cycles\` collapsed from perf script does), not counts: the tests take them for samples and are overconfident; diff the perf script itself, or record a fixed-period event (\`-e cpu-clock\`)`,
    );
  }
  return { ...out, notes };
}
