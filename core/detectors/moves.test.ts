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

  it("a pool's work landing on other workers is not a change; the stage that grew is, by its function", () => {
    // py-spy named worker 0 in every run and worker 1 mostly after, so the nameless workers
    // joined worker 0 before and worker 1 after: worker 0's unchanged parse read as a fall.
    const pool = `
      pool-0            700 -> 600  [thread]
        run_job         700 -> 600
          parse         350 -> 200
          checksum      350 -> 400
      pool-1            100 -> 700  [thread]
        run_job         100 -> 700
          parse          50 -> 200
          checksum       50 -> 500
      main              200 -> 200  [thread]
        wait            200 -> 200
      io                600 -> 600  [thread]
        read            300 -> 300
        write           300 -> 300`;
    const { before, after } = sampledRuns(pool, { runs: 3, perUnit: 2, seed: 7 });
    const found = detectFindings(diffProfiles(before, after)).map((f) => `${f.direction} ${f.kind} ${f.frames.join(' → ')}`);
    expect(found).toEqual(['regression function run_job → checksum']);
  });

  it("one worker's share of code that did not change measurably is not a finding", () => {
    // Worker 1 ran half as much of gen in every after run; gen itself did not change by more
    // than its runs spread (one after run ran little of it in every worker). The other workers
    // did not take worker 1's part either, so it is no move: the function decides.
    const run = (gens: readonly number[], seed: number) => {
      const worker = (i: number) => `
      w${i}              ${440 + gens[i]} -> ${440 + gens[i]}  [thread]
        job             ${440 + gens[i]} -> ${440 + gens[i]}
          gen            ${gens[i]} -> ${gens[i]}
          work          440 -> 440`;
      const tree = `${[0, 1, 2, 3].map(worker).join('')}
      main             1000 -> 1000  [thread]
        load            500 -> 500
        parse           500 -> 500`;
      return sampledRuns(tree, { runs: 1, perUnit: 2, seed }).before[0];
    };
    const before = [run([62, 58, 60, 60], 1), run([58, 62, 60, 60], 2), run([60, 60, 60, 60], 3)];
    const after = [run([40, 30, 40, 40], 4), run([70, 30, 70, 70], 5), run([75, 30, 65, 70], 6)];
    const found = detectFindings(diffProfiles(before, after)).map((f) => `${f.direction} ${f.kind} ${f.frames.join(' → ')}`);
    expect(found).toEqual([]);
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

  it('a small path that vanished does not take a much larger new path for where it went', () => {
    // A logger stopped buffering: the buffered path (3%) is gone, direct writes to the same
    // syscall stub are new and twenty times larger. Not a move: a regression at the logger, new
    // work in place of the buffered path it replaced (one finding, not a regression beside an
    // "improvement" of the path that went).
    expect(
      verdict(`
      main              1000 -> 1700
        log               80 -> 780
          buffered        30 -> 0
            file_write    30 -> 0
              syscall     30 -> 0
          file_write       0 -> 730
            syscall        0 -> 730
          format          50 -> 50
        route            500 -> 500
        parse            420 -> 420`),
    ).toEqual(['regression replaced main → log → file_write → syscall']);
  });

  it('a call site every run had did not arrive: its growth beside others shrinking is two changes, not a move', () => {
    // A mutex profile: every wait is charged to the unlocking stack, so every stack ends in
    // Unlock. The audit lock's waits grew twentyfold, from 150 a run; Unlock's total is the
    // whole on both sides, so as a move it would net out to nothing.
    const regressions = verdict(
      `
      worker            1000 -> 1000
        observe          500 -> 30
          unlock         500 -> 30
        touch            450 -> 30
          unlock         450 -> 30
        record            50 -> 940
          unlock          50 -> 940`,
      3,
    ).filter((f) => f.startsWith('regression'));
    expect(regressions).toEqual(['regression tower worker → record → unlock']);
  });
});
