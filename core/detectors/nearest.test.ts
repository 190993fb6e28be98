import { describe, expect, it } from 'vitest';
import { sampledRuns } from '../../test/support/tree-text.js';
import { diffProfiles } from '../diff/diff.js';
import { compareSides } from '../pipeline/compare.js';
import { detectFindings } from './findings.js';
import { NEAREST_MAX_Q, nearestChanges } from './nearest.js';

/** Three sampled runs a side of a drawn tree (seeded: the same runs every time). */
function runs(text: string, samples: number, seed: number) {
  return sampledRuns(text, { runs: 3, samples, seed, ordered: false });
}
const line = (f: { direction: string; kind: string; frames: readonly string[] }) => `${f.direction} ${f.kind} ${f.frames.join(' → ')}`;

const grown = `
  main           1000 -> 1000
    parse         400 -> 380
    validate      100 -> 130
    write         500 -> 490`;
const same = `
  main           1000 -> 1000
    parse         400 -> 400
    validate      100 -> 100
    write         500 -> 500`;

describe('nearest changes: what more runs would decide, when nothing is significant', () => {
  it('names the change that came nearest, not as a finding, with its q', () => {
    // 400 samples a run: too few for validate's +3 pp to pass (q ≈ 0.17 with these runs; at
    // 800 a run the variance prior fitted across the four frames proves it, q = 0.019).
    const { before, after } = runs(grown, 400, 2);
    const diff = diffProfiles(before, after);
    expect(detectFindings(diff)).toEqual([]);
    const near = nearestChanges(diff);
    expect(near.map(line)).toEqual(['regression tower main → validate']);
    expect(near[0].significant).toBe(false);
    expect(near[0].qValue).toBeGreaterThan(diff.alpha);
    expect(near[0].qValue).toBeLessThanOrEqual(NEAREST_MAX_Q);
  });

  it('names nothing when nothing came near', () => {
    const { before, after } = runs(same, 800, 1);
    const diff = diffProfiles(before, after);
    expect(detectFindings(diff)).toEqual([]);
    expect(nearestChanges(diff)).toEqual([]);
  });

  it('is asked for only when there is no finding: a report with findings names none', () => {
    const found = runs(grown, 1600, 1);
    const withFinding = compareSides(found.before, found.after, { beforeLabel: 'a', afterLabel: 'b' });
    expect(withFinding.findings.map(line)).toEqual(['regression tower main → validate']);
    expect(withFinding.nearest).toBeUndefined();
    const near = runs(grown, 400, 2);
    expect(compareSides(near.before, near.after, { beforeLabel: 'a', afterLabel: 'b' }).nearest?.map(line)).toEqual(['regression tower main → validate']);
  });
});
