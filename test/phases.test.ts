import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadProfile } from '../cli/load.js';
import { detectFindings } from '../core/detectors/findings.js';
import { diffProfiles } from '../core/diff/diff.js';
import { normalizeSides } from '../core/pipeline/compare.js';
import { ROOT } from './support/cli.js';

/**
 * A run's phases are not its noise (core/diff/replicates.ts, `sideReplicates`): a blind capture
 * of a Python program in phases (generate, parse, deduplicate, merge, score, render; three
 * passes) whose helper was renamed and made 1.8x slower, one py-spy speedscope run a side.
 */
const CASE = join(ROOT, 'bench/verdicts/cases/s23c-pyspy-1v1-renamed-and-slower-speedscope');

describe("a run's phases are not its noise", () => {
  it('one run a side is tested against the unchanged code of both runs, not against its own time blocks', async () => {
    const load = (side: string) => loadProfile(join(CASE, side, 'run-1.speedscope.json'), { parse: { timeline: true }, threads: 1 });
    const sides = normalizeSides([await load('before')], [await load('after')]);
    const top = (blocks?: number) =>
      detectFindings(diffProfiles(sides.before, sides.after, blocks === undefined ? {} : { blocks })).find((f) => f.direction === 'regression' && f.significant);
    expect(top()?.frames.some((f) => f.startsWith('normalize_name'))).toBe(true);
    // In its own time blocks the phases read as noise (7.9 times the multinomial): nothing found.
    expect(top(0)).toBeUndefined();
  });
});
