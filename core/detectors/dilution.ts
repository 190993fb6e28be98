import type { DiffResult } from '../diff/diff.js';
import { isWaiting, unexplained } from '../rules/pathologies.js';
import type { Finding } from './finding.js';

/**
 * Dilution. When shares are compared, every share falls when something else grows: a function
 * that is 73% of the samples loses 2–3 pp of share beside a helper that grew by a sixth, at the
 * same cost per call. The diff marks the nodes whose fall vanishes against the code beside the
 * regressions (`DiffResult.diluted`, reference.ts); their improvements are labelled, not
 * dropped, so a reader sees the fall and why it is not a saving.
 */
export const DILUTED = {
  category: 'diluted',
  explanation: 'shares were compared and this share fell because other code grew: against the rest of the program it did not change measurably',
  hint: 'count it as an improvement only if its own time fell (time per call, or samples with the same work on both sides)',
} as const;

/** Whether a finding is a share that fell only by dilution (listed apart from improvements). */
export const isDiluted = (f: Finding): boolean => f.category === DILUTED.category;

/**
 * Whether a finding is waiting that fell (idle frames of a wall-clock profile, py-spy --idle,
 * V8's `(idle)`): no saving either. A blind asyncio consumer that began to spin on its queue
 * made the loop's `EpollSelector.select` fall by 85 pp, and the PR comment's first row and
 * headline read it as the largest improvement.
 */
const isLessWaiting = (f: Finding): boolean => f.direction === 'improvement' && isWaiting(f);

/**
 * The falls a report lists: improvements, and apart from them the falls that are not savings
 * (diluted shares, less waiting). The text and Markdown reports list and count the same groups.
 */
export function fallsApart(findings: readonly Finding[]): { improvements: Finding[]; diluted: Finding[]; lessWaiting: Finding[] } {
  return {
    improvements: findings.filter((f) => f.direction === 'improvement' && !isDiluted(f) && !isLessWaiting(f)),
    diluted: findings.filter(isDiluted),
    lessWaiting: findings.filter(isLessWaiting),
  };
}

/** Labels the improvements whose cause is a diluted node, unless something else explains them. */
export function labelDilution(diff: DiffResult, findings: readonly Finding[]): Finding[] {
  if (!diff.diluted || diff.diluted.length === 0) return [...findings];
  const diluted = new Set(diff.diluted);
  return findings.map((f) =>
    f.direction === 'improvement' && f.causeNode !== undefined && diluted.has(f.causeNode) && unexplained(f) ? { ...f, ...DILUTED } : f,
  );
}
