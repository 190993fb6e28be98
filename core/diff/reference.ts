import { selectTowers } from '../detectors/towers.js';
import { nanosPerUnit } from '../model/types.js';
import { REFERENCE_MOVED } from './reference-moved.js';
import { estimateBulk, MIN_BULK_SHARE, runsMoved, sampleCount, samplesPerRun, subtreesOf, type Bulk } from './composition.js';
import { amended, type DiffResult } from './diff.js';
import type { TestResult } from '../stats/tests.js';
import type { UnionRun, UnionTree, Weights } from './union.js';

/**
 * The reference a bulk diff measures against, chosen by rounds (core/stats/README.md,
 * "Composition"): the bulk is estimated, the diff made against it, its towers taken out of the
 * bulk, and again, until the towers no longer change; from the cells' vote and from the
 * same-work hypothesis, and the one under which fewer things changed is kept.
 */

/**
 * A bulk is a reference because several call paths agree on one ratio between the sides; a
 * single path agrees with itself whatever happened to it. One path is still taken as the
 * reference when it is most of both sides (an idle thread beside the one that grew: the
 * program's bulk really is that path), not when the change took most of a side. Measured on
 * a fixed-duration Java program (2 runs a side, JIT warm-up varying run to run) whose one
 * unchanged path fell to 36% of the after side: against it the growth came out +129% ± 125%
 * (missed), while its share moved +61 pp, significant.
 */
const MIN_BULK_CELLS = 2;
const SINGLE_PATH_BULK_SHARE = 0.5;

/** Rounds of bulk estimation at most. */
const MAX_BULK_ROUNDS = 4;

export interface BulkContext {
  readonly tree: UnionTree;
  readonly runsB: readonly UnionRun[];
  readonly runsA: readonly UnionRun[];
  /** One full analysis of these sides on a scale (diff.ts's `analyse`). */
  readonly analyse: (scale: 'bulk' | 'share' | 'absolute', composition?: { bulk: Bulk; round: number }) => DiffResult;
  readonly selfB: Weights;
  readonly selfA: Weights;
  readonly phi: number;
  readonly identity: Int32Array;
  readonly recursion: Int32Array;
}

interface Rounds {
  readonly result: DiffResult;
  /** Towers found in the last round; -1 when no bulk could be used (shares were compared). */
  readonly towers: number;
  readonly firstBulk?: Bulk;
  /** Where the rounds stopped because what the findings left was too little to measure against. */
  readonly short?: RoundState;
  /** Shares were compared only because the first bulk was under a tenth of a side. */
  readonly smallBulk?: boolean;
}

/**
 * Two references for "the code that did not change", and the one under which fewer things
 * changed. The first is what most call paths agree with (`estimateBulk`'s vote). The second is
 * the hypothesis that both sides did the same work: unchanged code has the same samples per
 * run (a benchmark rerun on the same input at the same rate).
 *
 * Why both: the vote counts call paths, and the paths one function's growth moves together are
 * not independent evidence. A blind Node case's `renderInvoice` called three helpers twice as
 * often; its own time, the helpers and their regular expressions were seven paths agreeing on
 * one factor, they outvoted the four unchanged functions beside it, and the report read as
 * `escapeHtml` +3.0 pp beside a false −16.1 pp improvement of unchanged code (three towers).
 * Against the same-work reference it is one tower, `main → renderInvoice` +26.5 pp. The rule is
 * Occam's: the reference that needs fewer changed subtrees to explain the two sides, and on a
 * tie the one with no factor to fit: the same-work reference's is given by the runs, the vote's
 * is estimated. A blind C improvement (a `%` made a mask) sped up a function that was 89% of
 * the program; the vote took that function as the reference and read the unchanged rest as a
 * regression, one tower either way. (Its twin, a division made a multiplication in a function
 * 92% of the program, stays a miss: the code beside it is 8.5% of the before side, under
 * `MIN_BULK_SHARE`, so the same-work rounds have no reference.) The vote stands when the two
 * references take the same bulk to begin with, or the vote finds nothing changed against a bulk
 * of at least half of each side (`quietMinority`: below that, "nothing" is the
 * small reference's wide interval speaking, and the same-work reference is asked).
 *
 * The vote's own rounds have a second form, by the same rule. When a round's towers leave too
 * little to measure against, the rounds stop at that round, whose bulk may be the whole profile
 * (small cells agree with any factor): a blind Go program's `processRecord` grew 1.65x, the
 * bulk was 99% of the samples, and three unchanged functions were improvements (four towers).
 * The rounds are then run again taking only the largest tower out when that happens
 * (`peeled`), and kept when fewer towers come out (there: `processRecord` +34.7 pp and the
 * garbage collector it feeds, two).
 *
 * And a third, by the same rule: a bulk under a tenth of a side is not used by default (shares
 * are compared), but a new tower that took most of a fixed-length run leaves exactly that. In
 * `pyspy-1v1-new-tower` `parse_proc_status` took 92% of the after run, the unchanged code fell
 * together to 8% of it, and shares read it as three improvements (`lookup_user` −58.7 pp) beside
 * the tower. The small bulk is kept when its rounds find fewer towers than the shares do (one,
 * there), and when what it leaves out is mostly new code (`madeSmallByNewCode`); its values
 * carry its own sampling variance, so the intervals say how little it holds.
 *
 * In order: the vote's rounds, the small bulk (`smallBulkTried`), peeling (`peeled`), then the
 * same-work reference (`quietMinority` or `sameWorkTried`), and for a quiet minority last the
 * shares (`sharesAsked`).
 */
export function chooseReference(ctx: BulkContext): DiffResult {
  const byVote = peeled(ctx, smallBulkTried(ctx, bulkRounds(ctx)));
  if (byVote.towers === 0 && minorityBulk(byVote.result)) return quietMinority(ctx, byVote);
  if (byVote.towers <= 0 || !byVote.firstBulk) return byVote.result;
  return sameWorkTried(ctx, byVote);
}

/** When shares were compared only because the bulk was small: the small bulk, kept when fewer towers come out. */
function smallBulkTried(ctx: BulkContext, byVote: Rounds): Rounds {
  if (!byVote.smallBulk) return byVote;
  const bySmall = bulkRounds(ctx, undefined, undefined, true);
  return bySmall.towers > 0 && bySmall.towers < selectTowers(byVote.result).length ? bySmall : byVote;
}

/** When the rounds stopped short: continued taking only the largest tower out, kept when fewer towers come out. */
function peeled(ctx: BulkContext, byVote: Rounds): Rounds {
  if (!byVote.short) return byVote;
  // Peeling continues from the round that stopped short (the rounds before it are the same).
  const largest = largestTower(byVote.short.result);
  if (largest === undefined) return byVote;
  const byPeel = bulkRounds(ctx, undefined, { ...byVote.short, excluded: subtreesOf(ctx.tree, [largest]) });
  return byPeel.towers >= 0 && byPeel.towers < byVote.towers ? byPeel : byVote;
}

/** The same-work reference against the vote's, when they start from different bulks: kept when fewer towers come out. */
function sameWorkTried(ctx: BulkContext, byVote: Rounds): DiffResult {
  if (fixedLengthRuns(ctx.runsB, ctx.runsA)) return byVote.result;
  const sameWork = sameWorkFactor(ctx.runsB, ctx.runsA);
  const firstWork = bulkOf(ctx, undefined, sameWork);
  if (firstWork && byVote.firstBulk && sameCells(firstWork.inBulk, byVote.firstBulk.inBulk)) return byVote.result;
  const byWork = sameWorkRounds(ctx, sameWork);
  if (byWork.towers < 0 || contradictsItsRuns(byWork.result.composition?.whole, sameWork)) return byVote.result;
  if (byWork.towers > byVote.towers && !voteDeniesMovedRuns(byVote.result, sameWork)) return byVote.result;
  // "Nothing changed" against under half of a side is no verdict (`quietMinority`), and not a
  // reason to drop what the vote's majority found. A newcomer's GIL story, recorded by compare:
  // the metrics thread 6.9% → 33.0% of the samples, one tower against the vote's 54% and 67%;
  // the same-work reference held 20% and 17% (the main thread), found nothing within its
  // interval of ±120%, and the report said "No significant change".
  if (byWork.towers === 0 && minorityBulk(byWork.result) && !minorityBulk(byVote.result)) return byVote.result;
  return asSameWork(byWork.result);
}

/**
 * The same-work rounds from the factor alone; where their reference did not keep its samples
 * per run (`leftItsHypothesis`), again with the subtrees taken out that the plain same-work
 * reading (each side's samples per run, `absolute`) finds changed, so that the first bulk is
 * drawn from the code that reading leaves unchanged, kept where those rounds find a change.
 *
 * Why: a cell joins a bulk when its own log-ratio is within its noise of the factor, and the
 * many small cells of one grown subtree each agree with both factors; together they outweigh
 * the one precise cell of the code that held. A blind Go case decoded every record twice
 * (`decodeOrder` 34% → 54% of samples, samples per run +41%, the same seeds on both sides).
 * Started from the factor alone, the same-work bulk took in the decoder's small cells, its
 * refined factor moved off `scoreOrder` (1,125 → 1,154 samples, the code that held) and left
 * it out, and the rounds read `scoreOrder` as −30.8 pp beside the decoder (two towers), so the
 * vote's reading won: `scoreOrder` −30.8 pp, "an improvement", no regression. Per run, the
 * decoder is the one change (×2.05); started without it, the rounds agree (+36.6 pp, one
 * tower), and Occam's rule keeps the same-work reference on the tie.
 */
function sameWorkRounds(ctx: BulkContext, sameWork: number): Rounds {
  const plain = bulkRounds(ctx, sameWork);
  if (plain.towers < 0 || !leftItsHypothesis(plain.result, sameWork)) return plain;
  const seed = sameWorkSeed(ctx);
  const seeded = seed && bulkRounds(ctx, sameWork, undefined, false, seed);
  // Seeded rounds that find no tower, or have nothing left to measure against (the change was
  // most of the program), do not confirm the seed: the rounds from the factor alone stand.
  return seeded && seeded.towers > 0 ? seeded : plain;
}

/**
 * Whether a same-work result's reference took a different share of each side from the one the
 * hypothesis gives it (`sameWork`, the log-factor between the sides' samples per run) by
 * {@link REFERENCE_MOVED} or more: its code did not keep its samples per run.
 */
function leftItsHypothesis(result: DiffResult, sameWork: number): boolean {
  const c = result.composition;
  if (!c || !(c.bulkShareBefore > 0 && c.bulkShareAfter > 0)) return false;
  return Math.abs(Math.log(c.bulkShareAfter / c.bulkShareBefore) - sameWork) >= Math.log(REFERENCE_MOVED);
}

/** The subtrees of the towers the samples-per-run reading finds, where its units allow that reading. */
function sameWorkSeed(ctx: BulkContext): Uint8Array | undefined {
  if (!sameUnitPerRun([...ctx.runsB, ...ctx.runsA])) return undefined;
  const bases = selectTowers(ctx.analyse('absolute')).map((t) => t.base);
  return bases.length > 0 ? subtreesOf(ctx.tree, bases) : undefined;
}

/**
 * Whether every run's weight per run measures the same thing, so that the `absolute` reading
 * compares like with like: all in time units, or all samples at one rate (a rate not given is
 * taken to be the same, as `sameWorkFactor` takes it). Sides sampled at different rates are not
 * seeded: their samples per run differ for the same work.
 */
function sameUnitPerRun(runs: readonly UnionRun[]): boolean {
  const timed = runs.filter((r) => nanosPerUnit(r.profile.unit) !== undefined).length;
  if (timed > 0) return timed === runs.length;
  const rate = runs[0]?.profile.meta.sampleRate;
  return runs.every((r) => r.profile.meta.sampleRate === rate);
}

/**
 * Whether a same-work result contradicts the runs it was drawn from: its whole changed
 * significantly (the interval excludes 0) the other way from the sides' samples per run (rate
 * corrected; `sameWork` is the log-factor before over after). If the same work had cost less,
 * the runs would have taken fewer samples, not more; if more, more.
 *
 * Why: a blind case (`s36d-nodeperf-1v1-json-reviver`) ran a Node consumer for a fixed 5 s a
 * side, 225,000 messages before and 117,000 after, whose `JSON.parse` gained a reviver. The
 * code that kept its samples per run was start-up (a fixed cost per run, not a unit of work),
 * 11% of the samples; against it the main loop was −23.5 pp and the parser −4.5 pp, two towers
 * against the vote's four, so Occam's rule took it: "after costs −23.3% per unit of unchanged
 * work" while the runs took 5.4% more samples. Refused, the vote's reference names the parser
 * (+25.5 pp). Only the sign is asked: a heartbeat thread that went from sleeping to working
 * under `--idle` (`s35c-pyspy-idle-3v3-heartbeat-work`) is right against its same-work reference
 * although the whole's +37.9% (19.7–56.1%) falls short of the samples' +73.6%.
 */
export function contradictsItsRuns(whole: TestResult | undefined, sameWork: number): boolean {
  if (!whole || !(whole.ciLow > 0 || whole.ciHigh < 0)) return false;
  const runs = Math.sign(-sameWork);
  return runs !== 0 && Math.sign(whole.delta) === -runs;
}

/**
 * Whether the vote's reading contradicts runs whose samples per run moved beyond their spread:
 * every run of one side took clearly more samples than every run of the other (a Welch test of
 * their log samples per run at p ≤ 0.01, two runs a side or more), and the vote's whole moved
 * significantly the other way. Its reference would then be code that changed its cost per run
 * by more than the whole did, which is no reference: the same-work reading is taken even where
 * it finds more towers. Why: a CI trial's synthetic runs, four functions doubled (35% of
 * before), two halved, three unchanged (47%): four cells agreed on the doubled functions' factor
 * against three, the vote took them as the unchanged code, and the report was five
 * "improvements", the unchanged code among them, while every after run took 24% more samples.
 */
function voteDeniesMovedRuns(vote: DiffResult, sameWork: number): boolean {
  return runsMoved(vote.composition?.samplesPerRunTest) && contradictsItsRuns(vote.composition?.whole, sameWork);
}

/** A result marked as measured against the same-work reference (the headline says so). */
function asSameWork(result: DiffResult): DiffResult {
  return amended(result, { composition: result.composition && { ...result.composition, reference: 'same-work' } });
}

/** A last round's bulk under half of a side: most of the program is neither reference nor a finding. */
function minorityBulk(result: DiffResult): boolean {
  const c = result.composition;
  return c !== undefined && Math.min(c.bulkShareBefore, c.bulkShareAfter) < 0.5;
}

/**
 * "Nothing changed" against a bulk that holds under half of a side is no verdict: the rest of
 * the program is neither the reference nor a finding, and the wide interval of a small
 * reference is what made nothing significant. The same-work reference is asked then, and
 * taken when its bulk holds more of both sides and it finds the change. Blind Go case: a
 * worker pool and the main goroutine share `validate`, 1.6x slower; its cells in both
 * goroutines agreed on one factor with a few others, the bulk was 26% of each side, and the
 * report said no significant change (the baseline named `validate`).
 */
function quietMinority(ctx: BulkContext, byVote: Rounds): DiffResult {
  const vote = byVote.result.composition!;
  if (fixedLengthRuns(ctx.runsB, ctx.runsA)) return sharesAsked(ctx, vote.bulkShareBefore, vote.bulkShareAfter) ?? byVote.result;
  const sameWork = sameWorkFactor(ctx.runsB, ctx.runsA);
  const byWork = sameWorkRounds(ctx, sameWork);
  const work = byWork.result.composition;
  if (byWork.towers > 0 && !contradictsItsRuns(byWork.result.composition?.whole, sameWork) && work && work.bulkShareBefore > vote.bulkShareBefore && work.bulkShareAfter > vote.bulkShareAfter) return asSameWork(byWork.result);
  return sharesAsked(ctx, vote.bulkShareBefore, vote.bulkShareAfter) ?? byVote.result;
}

/**
 * The last reference for a quiet minority bulk: each side's total, which every sample measures.
 * Taken only when it finds a change (on a quiet profile the bulk is most of it, so the shares
 * are never asked there). Live JFR test, a fixed-duration Java program whose `checksum` did eight
 * times the work, about 100 samples a run: the bulk was `parse` (95% of before, 31% of after,
 * 14 to 33 samples a run), against which checksum's growth was +249% ± 250%, "no significant
 * change"; its share went from 4.5% to 69.6% (q = 0.003). Neither the vote nor the same-work
 * reference holds for a fixed-length run whose unit of work changed; shares do not assume either.
 */
function sharesAsked(ctx: BulkContext, bulkBefore: number, bulkAfter: number): DiffResult | undefined {
  const shares = ctx.analyse('share');
  if (selectTowers(shares).length === 0) return undefined;
  const least = (100 * Math.min(bulkBefore, bulkAfter)).toFixed(0);
  const diluted = dilutedNodes(ctx, shares);
  return amended(shares, {
    normalizationFallback: `the code that looked unchanged is only ${least}% of a side, and nothing measured against it was significant`,
    ...(diluted.length > 0 ? { diluted } : {}),
  });
}

/**
 * Among the nodes whose share fell significantly, those that did not fall against the code
 * beside the regressions: the bulk estimated with the regressions' towers taken out, when that
 * is a usable reference. A share falls when anything else grows; only against the rest of the
 * program does a fall say the code got cheaper.
 *
 * Why: a blind py-spy case's `to_ticks` grew ×1.17 (12.2% → 14.2% of the samples) beside
 * `match`, 73% of them and unchanged. The vote's first bulk was the whole profile, its rounds
 * took both out and found nothing against the 15% left, so shares were compared, where `match`
 * fell 3.1 pp (q = 0.042), read as an improvement. Against the 86% of each side beside
 * `to_ticks` it did not move significantly: it is labelled as diluted, not dropped (the culprit
 * itself is only just significant in shares, q = 0.044, and is not against that reference,
 * q = 0.052, so the shares stay the verdict).
 *
 * With no significant rise, the largest rise beside the falls is taken out instead: shares sum
 * to one, so a fall is the other side of some rise, significant or not. Blind C case: two
 * threads behind a new spinlock, `account` 6% → 40% of the samples but one before run at
 * 26%, so no test found its rise; the shares' one finding was `fill_block` −17.2 pp, "an
 * improvement", for code that had not changed. A fall that holds against the rest stays one: a
 * function made faster leaves every other share a little higher, no one rise it is the other
 * side of.
 */
function dilutedNodes(ctx: BulkContext, shares: DiffResult): number[] {
  const fell = [...shares.nodes].filter(([, t]) => t.significant && t.delta < 0).map(([n]) => n);
  const risen = selectTowers(shares).filter((t) => t.sign > 0).map((t) => t.base);
  const grown = risen.length > 0 || fell.length === 0 ? risen : largestRiseBeside(ctx.tree, shares, fell);
  if (grown.length === 0 || fell.length === 0) return [];
  const bulk = bulkOf(ctx, subtreesOf(ctx.tree, grown));
  if (!bulk || bulkUnusable(bulk)) return [];
  const rest = ctx.analyse('bulk', { bulk, round: 1 });
  return fell.filter((n) => {
    const t = rest.nodes.get(n);
    return !(t && t.significant && t.delta < 0);
  });
}

/**
 * The tested node that rose most in share, off the paths of `fell` (neither above nor below any
 * of them), when it rose at least as much as the largest of them fell (a rise that cannot hold
 * the fall does not explain it: a 91% parser's −1.8 pp beside rises of a few tenths each is a
 * saving): [] or [node].
 */
function largestRiseBeside(tree: UnionTree, shares: DiffResult, fell: readonly number[]): number[] {
  const onPath = subtreesOf(tree, fell);
  for (const n of fell) for (let m = tree.parent[n]; m > 0; m = tree.parent[m]) onPath[m] = 1;
  let best = -1;
  let size = 0;
  for (const [n, t] of shares.nodes) {
    if (onPath[n] || t.delta <= size) continue;
    best = n;
    size = t.delta;
  }
  const largestFall = Math.max(...fell.map((n) => -(shares.nodes.get(n)?.delta ?? 0)));
  return best > 0 && size >= largestFall ? [best] : [];
}

/** Where rounds stand: the next round, what it excludes, the last round's result and key. */
interface RoundState {
  readonly round: number;
  readonly excluded: Uint8Array | undefined;
  readonly previous: string;
  readonly result: DiffResult;
  readonly firstBulk: Bulk;
}

/**
 * The rounds of the bulk diff, from the vote's bulk or from a given log-factor's; or, peeling,
 * continued from a state (whose rounds then do not stop short twice). `seed`: subtrees kept out
 * from the first round on (`sameWorkSeed`).
 */
function bulkRounds(ctx: BulkContext, hypothesis?: number, from?: RoundState, smallFirst = false, seed?: Uint8Array): Rounds {
  const { tree } = ctx;
  let excluded = from?.excluded ?? seed;
  let previous = from?.previous ?? '';
  let result = from?.result;
  let firstBulk = from?.firstBulk;
  let towers = result ? selectTowers(result).length : 0;
  for (let round = from?.round ?? 1; round <= MAX_BULK_ROUNDS; round++) {
    const bulk = bulkOf(ctx, excluded, hypothesis);
    const unusable = bulkUnusable(bulk, smallFirst && !result);
    if (unusable && result) {
      // What the findings leave is too little: the last round stands. Some of its towers may be
      // the dilution of the others, so the caller may peel from here (chooseReference).
      const short = from || !firstBulk ? undefined : { round, excluded, previous, result, firstBulk };
      return { result, towers, firstBulk, short };
    }
    if (unusable) {
      const smallBulk = !hypothesis && !from && bulk !== undefined && bulkUnusable(bulk, true) === undefined && madeSmallByNewCode(bulk);
      return { result: amended(ctx.analyse('share'), { normalizationFallback: unusable }), towers: -1, smallBulk };
    }
    firstBulk ??= bulk;
    result = ctx.analyse('bulk', { bulk: bulk!, round });
    const bases = selectTowers(result).map((t) => t.base);
    towers = bases.length;
    const key = bases.join(',');
    if (key === previous) break;
    previous = key;
    excluded = subtreesOf(tree, bases);
  }
  return { result: result!, towers, firstBulk };
}

/**
 * The bulk of a context with `excluded` taken out, estimated once per distinct exclusion: peeling
 * the largest tower often takes out what the round before it took (the largest tower held the
 * others), and each estimate walks every cell of the profile.
 */
function bulkOf(ctx: BulkContext, excluded: Uint8Array | undefined, hypothesis?: number): Bulk | undefined {
  let known = bulkCache.get(ctx);
  if (!known) bulkCache.set(ctx, (known = []));
  const hit = known.find((k) => k.hypothesis === hypothesis && (k.excluded === excluded || (k.excluded && excluded && sameCells(k.excluded, excluded))));
  if (hit) return hit.bulk;
  const bulk = estimateBulk(ctx.tree.parent, ctx.selfB, ctx.selfA, excluded, ctx.phi, ctx.identity, ctx.recursion, hypothesis);
  known.push({ excluded, hypothesis, bulk });
  return bulk;
}

const bulkCache = new WeakMap<BulkContext, { excluded: Uint8Array | undefined; hypothesis: number | undefined; bulk: Bulk | undefined }[]>();

/** The base of the tower with the largest change in a result. */
function largestTower(result: DiffResult): number | undefined {
  let best: number | undefined;
  let size = 0;
  for (const t of selectTowers(result)) {
    const d = Math.abs(result.nodes.get(t.base)?.delta ?? 0);
    if (d > size) [best, size] = [t.base, d];
  }
  return best;
}

function sameCells(a: Uint8Array, b: Uint8Array): boolean {
  for (let n = 0; n < a.length; n++) if (a[n] !== b[n]) return false;
  return true;
}

/** Sides whose runs took samples in a fixed time, not for a fixed amount of work (`fixedLength`). */
function fixedLengthRuns(runsB: readonly UnionRun[], runsA: readonly UnionRun[]): boolean {
  const seconds = (runs: readonly UnionRun[]) => runs.reduce((s, r) => s + (r.profile.meta.durationSeconds ?? NaN), 0) / runs.length;
  return fixedLength(samplesPerRun(runsB), samplesPerRun(runsA), seconds(runsB), seconds(runsA));
}

/**
 * Whether runs of about the same length took samples so differently that their samples per run
 * cannot be the cost of the same work: the samples per run changed by more than a factor of two,
 * and the runs' durations (every run's known) by less than half that, in log terms.
 *
 * Why: the same-work reference reads a change of samples per run as a change of cost, which
 * holds for a fixed amount of work (a run that costs more lasts longer, at the sampler's rate).
 * Where the runs lasted as long and the samples fell by more than half, the sampler took fewer
 * samples per second (JFR drops those it takes inside the VM; a thread that waits is not
 * sampled), and the runs were not of the same work. Blind JFR case, fixed 15 s runs: a parser
 * that now throws an exception for one field in ten; the program did a third of the work,
 * and the sampler took 1,294 samples a run before and 481 after. Against the code whose
 * samples per run held, the whole program was −50.2 pp, "faster", and the parser not named.
 */
export function fixedLength(samplesBefore: number, samplesAfter: number, secondsBefore: number, secondsAfter: number): boolean {
  if (!(secondsBefore > 0 && secondsAfter > 0 && samplesBefore > 0 && samplesAfter > 0)) return false;
  const samples = Math.abs(Math.log(samplesAfter / samplesBefore));
  return samples > Math.log(2) && Math.abs(Math.log(secondsAfter / secondsBefore)) < samples / 2;
}

/**
 * The log-factor (after over before, in pooled samples) at which unchanged code takes the same
 * time per run on both sides: the same samples per run, corrected by the sides' seconds per
 * sample when every run says it (a rate, or weights in time) and the sides differ (a program
 * sampled at 99 Hz before and 997 Hz after did the same work in ten times the samples).
 */
function sameWorkFactor(runsB: readonly UnionRun[], runsA: readonly UnionRun[]): number {
  const bySamples = Math.log(samplesPerRun(runsB) / samplesPerRun(runsA));
  const perSample = [...runsB, ...runsA].map(secondsPerSample);
  if (perSample.some((x) => x === undefined)) return bySamples;
  // Each side's seconds per sample, weighted by its runs' samples.
  const side = (runs: readonly UnionRun[], from: number) =>
    runs.reduce((s, r, i) => s + sampleCount(r) * perSample[from + i]!, 0) / runs.reduce((s, r) => s + sampleCount(r), 0);
  return bySamples + Math.log(side(runsB, 0) / side(runsA, runsB.length));
}

/**
 * Seconds one sample of a run stands for, when its format says: weights in time (their mean per
 * sample, which a declared period need not be: V8 records gaps), or a rate.
 */
function secondsPerSample(run: UnionRun): number | undefined {
  const n = sampleCount(run);
  const p = run.profile;
  const nanos = nanosPerUnit(p.unit);
  if (nanos !== undefined && n > 0) return (run.total[0] * nanos * 1e-9) / n;
  return p.meta.sampleRate ? 1 / p.meta.sampleRate : undefined;
}

/**
 * A bulk made small by new code, not by the code it outvoted: on a side where it is under a
 * tenth, most of what it leaves out is new there (cells with no samples on the other side).
 * A new tower has no samples before, so it never votes; the code both sides ran is the bulk
 * around it (`pyspy-1v1-new-tower`: 92% of the after run new). Three functions that grew
 * 20-fold instead outvote one steady function (600 samples a run on both sides) and are then
 * 5% of the before side, whose other 95% is that steady code: as a reference they would make it
 * a −88 pp improvement. Measured first as "the bulk holds half the code both sides ran": that
 * missed `s26c-pyspy-1v1-new-dominant-tower`, whose new step merged small paths into old
 * callers' cells (8.5% of the after side shared but grown).
 */
function madeSmallByNewCode(bulk: Bulk): boolean {
  const side = (share: number, shared: number) => share >= MIN_BULK_SHARE || 1 - shared >= (1 - share) / 2;
  return side(bulk.shareBefore, bulk.sharedBefore) && side(bulk.shareAfter, bulk.sharedAfter);
}

function bulkUnusable(bulk: Bulk | undefined, allowSmall = false): string | undefined {
  if (!bulk) return 'no code has samples on both sides, so there is no unchanged part to measure against';
  if (bulk.cells < MIN_BULK_CELLS && Math.min(bulk.shareBefore, bulk.shareAfter) < SINGLE_PATH_BULK_SHARE) {
    return `the unchanged part is one call path holding ${(100 * Math.min(bulk.shareBefore, bulk.shareAfter)).toFixed(0)}% of a side: one path agreeing with itself is no evidence that it did not change`;
  }
  const least = Math.min(bulk.shareBefore, bulk.shareAfter);
  if (least < MIN_BULK_SHARE && !allowSmall) {
    return `the code that did not change is only ${(100 * least).toFixed(1)}% of a side, too little to measure against`;
  }
  return undefined;
}

