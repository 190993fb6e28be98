import { describe, expect, it } from 'vitest';
import { MOVED_PIPELINE } from '../../test/support/drawn-trees.js';
import { sampledRuns } from '../../test/support/tree-text.js';
import { diffProfiles } from '../diff/diff.js';
import { detectFindings } from './findings.js';

const verdict = (text: string, runs = 1) => {
  const { before, after } = sampledRuns(text, { runs, samples: 3000, seed: 7 });
  return detectFindings(diffProfiles(before, after)).map((f) => `${f.direction} ${f.kind} ${f.frames.join(' → ')}`);
};

describe('moved code: a tower is judged by its function when its call sites moved', () => {
  it('a pipeline that moved under another caller is not a regression; the stage that grew in it is', () => {
    expect(verdict(MOVED_PIPELINE)).toEqual(['regression function run → validate', 'neutral renamed node → trampoline → run']);
  });

  it('the same with three runs a side', () => {
    expect(verdict(MOVED_PIPELINE, 3)).toEqual(['regression function run → validate', 'neutral renamed node → trampoline → run']);
  });

  it('a move that changed no cost is listed as moved, not as a change', () => {
    expect(
      verdict(`
      node             1200 -> 1200  [process]
        main           1000 -> 400
          run          1000 -> 400
            parse       400 -> 160
            serialize   600 -> 240
        trampoline        0 -> 600
          run             0 -> 600
            parse         0 -> 240
            serialize     0 -> 360
        gc              200 -> 200`),
    ).toEqual(['neutral renamed node → trampoline → run → serialize']);
  });

  it('a helper that grew under one caller and not under the other is still a tower at that caller', () => {
    expect(
      verdict(
        `
      main              1000 -> 1200
        compute_a        400 -> 400
          helper         400 -> 400
        compute_b        400 -> 600
          helper         400 -> 600
        write            100 -> 100
        read             100 -> 100`,
        3,
      ),
    ).toEqual(['regression tower compute_b → helper']);
  });
});
