import type { Profile } from '../../core/model/types.js';
import { compareSides } from '../../core/pipeline/compare.js';
import { decide, lookAlpha, spent, type Decision } from '../../core/stats/sequential.js';
import { formatDelta, formatSize } from '../../core/output/report.js';
import { causeChain, fitChain, shortFrame } from '../../core/output/labels.js';
import { isWaiting } from '../../core/rules/pathologies.js';
import { UsageError } from '../errors.js';

/** `--until decided` settings: the runs a side at most (or wall seconds), the MDE target and α. */
export interface UntilOptions {
  readonly minRuns: number;
  readonly maxRuns: number;
  readonly maxSeconds?: number;
  /** The change (a share: 0.01 = 1 pp) below which "no change" may be stated. */
  readonly mde: number;
  readonly alpha: number;
}

/** Parses `--budget N` (runs a side) or `--budget 10m` / `600s` (wall time; runs capped at 200). */
export function parseBudget(text: string | undefined, minRuns: number): { maxRuns: number; maxSeconds?: number } {
  if (text === undefined) return { maxRuns: Math.max(minRuns, 20) };
  const time = /^(\d+(?:\.\d+)?)(s|m|h)$/.exec(text);
  if (time) return { maxRuns: 200, maxSeconds: Number(time[1]) * { s: 1, m: 60, h: 3600 }[time[2] as 's' | 'm' | 'h'] };
  const n = Number(text);
  if (!Number.isInteger(n) || n < minRuns) throw new UsageError(`--budget ${JSON.stringify(text)}: expected runs a side (at least --runs, ${minRuns}) or a time such as 10m`);
  return { maxRuns: n };
}

/** What the experiment ended on, and the level the last look was made at (for the report). */
export interface UntilResult {
  readonly decision: Decision;
  readonly runs: number;
  readonly lastAlpha: number;
  readonly spentAlpha: number;
}

/**
 * Adds before/after pairs after the first `minRuns` until the comparison is decided (see
 * core/stats/sequential.ts): each look is the whole comparison at the look's spent α. Looks are
 * counted against `maxRuns`, so a wall-time budget spends α as if every allowed run would be
 * made (conservative when time runs out first).
 */
export async function runUntilDecided(
  options: UntilOptions,
  recordPair: (i: number) => Promise<{ before: Profile; after: Profile }>,
  progress: (line: string) => void,
  now: () => number,
): Promise<UntilResult> {
  const before: Profile[] = [];
  const after: Profile[] = [];
  const started = now();
  const looks = options.maxRuns - options.minRuns + 1;
  for (let i = 1; ; i++) {
    const pair = await recordPair(i);
    before.push(pair.before);
    after.push(pair.after);
    if (i < options.minRuns) continue;
    const look = i - options.minRuns + 1;
    const alpha = lookAlpha(look, looks, options.alpha);
    const ctx = compareSides(before, after, { beforeLabel: 'before', afterLabel: 'after', alpha });
    const significant = ctx.findings.filter((f) => f.significant).length;
    const waiting = ctx.findings.filter((f) => f.significant && isWaiting(f)).length;
    const outOfTime = options.maxSeconds !== undefined && (now() - started) / 1000 >= options.maxSeconds;
    const contradicted = ctx.findings.some((f) => !f.significant && (f.ciLow > 0 || f.ciHigh < 0) && Math.abs(f.delta) >= options.mde);
    const decision = decide({ significant, waiting, mde: ctx.diff.typicalMde, runs: i, look: outOfTime ? looks : look, looks, mdeTarget: options.mde, contradicted });
    const leader = ctx.findings[0];
    progress(
      `run ${i}/${options.maxRuns}: ${leader ? `leader ${formatDelta(ctx.diff, leader.delta)} ${fitChain(causeChain(leader).path.slice(-2).map(shortFrame), 60)} [${formatDelta(ctx.diff, leader.ciLow)}, ${formatDelta(ctx.diff, leader.ciHigh)}] q=${leader.qValue.toPrecision(2)}` : 'no candidate'}, this look's α ${alpha.toPrecision(2)}, detectable ${formatSize(ctx.diff, ctx.diff.typicalMde)}`,
    );
    if (decision.kind !== 'continue') return { decision, runs: i, lastAlpha: alpha, spentAlpha: spent(look / looks, options.alpha) };
  }
}
