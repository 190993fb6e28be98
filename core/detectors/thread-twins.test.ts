import { describe, expect, it } from 'vitest';
import { sampledRuns } from '../../test/support/tree-text.js';
import { diffProfiles } from '../diff/diff.js';
import { detectFindings } from './findings.js';
import { renderDiffSvg } from '../output/svg-diff.js';
import { renderText } from '../output/text-report.js';

/** A pool of four workers shrunk to two: the two left wait far less for the lock they share. */
const shrunkPool = (names: readonly string[]) => {
  const worker = (name: string, b: number, a: number, wb: number, wa: number) => `
      ${name}            ${b + wb} -> ${a + wa}  [thread]
        _worker         ${b + wb} -> ${a + wa}
          job           ${b} -> ${a}
          release       ${wb} -> ${wa}
            acquire     ${wb} -> ${wa}`;
  return `${worker(names[0], 200, 400, 300, 30)}${worker(names[1], 200, 400, 300, 30)}${worker(names[2], 200, 0, 300, 0)}${worker(names[3], 200, 0, 300, 0)}
      main              800 -> 800  [thread]
        load            400 -> 400
        result          400 -> 400
          acquire       400 -> 400`;
};

const towers = (tree: string) => {
  const { before, after } = sampledRuns(tree, { runs: 3, perUnit: 2, seed: 7 });
  return detectFindings(diffProfiles(before, after)).filter((f) => f.kind === 'tower');
};

describe('a tower at the same path in several workers of one pool is one finding', () => {
  it('the workers are listed with their own change, and the finding is their sum', () => {
    const found = towers(shrunkPool(['pool-0', 'pool-1', 'pool-2', 'pool-3']));
    expect(found.map((f) => f.frames.join(' → '))).toEqual(['_worker → release → acquire']);
    const [f] = found;
    expect(f.threads?.map((t) => t.name).sort()).toEqual(['pool-0', 'pool-1']);
    expect(f.delta).toBeCloseTo(f.threads!.reduce((a, t) => a + t.delta, 0), 12);
  });

  it('threads that are not one pool (names that differ beyond their numbers) stay apart', () => {
    const found = towers(shrunkPool(['metrics', 'logger', 'pool-2', 'pool-3']));
    expect(found.map((f) => `${f.frames.join(' → ')} ${f.threads ? 'joined' : 'alone'}`)).toEqual(['_worker → release → acquire alone', '_worker → release → acquire alone']);
  });

  it('the text report lists the workers with their change, the SVG table says how many', () => {
    const { before, after } = sampledRuns(shrunkPool(['pool-0', 'pool-1', 'pool-2', 'pool-3']), { runs: 3, perUnit: 2, seed: 7 });
    const diff = diffProfiles(before, after);
    const ctx = { diff, findings: detectFindings(diff), preset: 'none', beforeLabel: 'before', afterLabel: 'after' };
    expect(renderText(ctx)).toMatch(/in 2 workers of one pool: pool-[01] −[\d.]+ pp, pool-[01] −[\d.]+ pp/);
    expect(renderDiffSvg(ctx)).toContain('(in 2 workers of one pool)');
  });
});
