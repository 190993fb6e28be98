import { describe, expect, it } from 'vitest';
import type { DiffResult } from '../diff/diff.js';
import { DILUTED, labelDilution } from './dilution.js';
import type { Finding } from './finding.js';

const finding = (direction: Finding['direction'], causeNode: number, category?: string): Finding =>
  ({ kind: 'tower', direction, frames: [`n${causeNode}`], causeNode, category, before: 0.7, after: 0.67, delta: -0.03 }) as unknown as Finding;

describe('dilution labels', () => {
  it('labels only improvements whose cause the diff marked diluted, and leaves explained ones alone', () => {
    const diff = { diluted: [2, 5] } as unknown as DiffResult;
    const out = labelDilution(diff, [finding('improvement', 2), finding('improvement', 3), finding('regression', 5), finding('improvement', 5, 'garbage-collection')]);
    expect(out.map((f) => f.category)).toEqual([DILUTED.category, undefined, undefined, 'garbage-collection']);
  });

  it('changes nothing when nothing was diluted', () => {
    const f = [finding('improvement', 2)];
    expect(labelDilution({} as unknown as DiffResult, f)).toEqual(f);
  });
});
