import { describe, expect, it } from 'vitest';
import type { DiffResult } from '../diff/diff.js';
import { LESS_OF_THIS_WORK } from '../rules/pathologies.js';
import { labelCrowding } from './crowding.js';
import type { Finding } from './finding.js';

/** Fixed-length runs (the same samples per run on both sides). */
const diff = { before: { runs: 3, samples: 3000, timed: true }, after: { runs: 3, samples: 3030, timed: true } } as unknown as DiffResult;
const finding = (direction: Finding['direction'], before: number, after: number, frames: string[]): Finding =>
  ({ kind: 'tower', direction, before, after, delta: after - before, frames, significant: true }) as unknown as Finding;

describe('crowded out', () => {
  it('labels code that ran less often beside a regression, not code that is gone', () => {
    const labelled = labelCrowding(diff, [
      finding('regression', 0, 0.2, ['main', 'normalize_name']),
      finding('improvement', 0.115, 0, ['main', 'clean_name']),
      finding('improvement', 0.3, 0.25, ['main', 'serve']),
    ]);
    expect(labelled.map((f) => f.category)).toEqual([undefined, undefined, 'crowded-out']);
  });

  it("says more than a pathology's label on an improvement, which only says the work shrank", () => {
    const gc = { ...finding('improvement', 0.09, 0.035, ['main', 'gc']), category: 'garbage-collection', explanation: LESS_OF_THIS_WORK };
    const lock = { ...finding('improvement', 0.09, 0.035, ['main', 'lock']), category: 'lock-wait', explanation: 'explained elsewhere' };
    const labelled = labelCrowding(diff, [finding('regression', 0.3, 0.7, ['main', 'digest']), gc, lock]);
    expect(labelled.map((f) => f.category)).toEqual([undefined, 'crowded-out', 'lock-wait']);
  });

  it('labels code that ran more often beside an improvement that is most of what moved, not new code nor a culprit beside a like-sized improvement', () => {
    const freed = labelCrowding(diff, [
      finding('improvement', 0.47, 0.03, ['serve', 'collect_metrics']),
      finding('regression', 0.2, 0.31, ['serve', 'lookup_user']),
      finding('regression', 0, 0.05, ['serve', 'new_cache']),
    ]);
    expect(freed.map((f) => f.category)).toEqual([undefined, 'crowded-in', undefined]);
    const opposite = labelCrowding(diff, [finding('improvement', 0.4, 0.167, ['main', 'fingerprint']), finding('regression', 0.2, 0.369, ['main', 'path_signature'])]);
    expect(opposite.map((f) => f.category)).toEqual([undefined, undefined]);
  });

  it('only where runs sample time: counted instructions (callgrind) do not crowd, and shares compared still do', () => {
    const list = [finding('regression', 0.3, 0.7, ['main', 'digest']), finding('improvement', 0.3, 0.25, ['main', 'serve'])];
    const counted = { before: { runs: 1, samples: 1000 }, after: { runs: 1, samples: 1020 } } as unknown as DiffResult;
    expect(labelCrowding(counted, list).map((f) => f.category)).toEqual([undefined, undefined]);
    // No composition (shares compared, nothing unchanged to measure against): the runs say it.
    expect(labelCrowding(diff, list).map((f) => f.category)).toEqual([undefined, 'crowded-out']);
  });
});
