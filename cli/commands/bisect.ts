import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CollectorError, record } from '../../collectors/record.js';
import { nodeRunner, systemClock } from '../../collectors/runner.js';
import type { Profile } from '../../core/model/types.js';
import { compareSides } from '../../core/pipeline/compare.js';
import { formatDelta } from '../../core/output/report.js';
import { classify, nextProbe } from '../../core/stats/bisect.js';
import { lookAlpha } from '../../core/stats/sequential.js';
import type { DiffResult } from '../../core/diff/diff.js';
import { InputError, UsageError } from '../errors.js';
import { say } from '../say.js';
import { RECORD_FLAGS, recordSettings, recordingTicker } from './record.js';

export const BISECT_USAGE = `usage: flamediff bisect --good REF --bad REF [--setup 'CMD'] [--frame NAME] [options] -- COMMAND ARGS...

Finds the commit that made a function slower. The good commit's runs are recorded once and
reused; the bad commit's runs name the function to follow (the #1 regression between good and
bad, or --frame NAME); then each commit git bisect would test is checked out into a temporary
worktree, set up (--setup, e.g. a build), and profiled a pair at a time until a sequential test
says whether the function is as slow as at the bad commit (bad), or not half as much slower
(good). A commit whose setup or run fails is skipped, as git bisect skip does. Prints the first
bad commit with its evidence and the runs each step took.

  --good REF, --bad REF   the known good and bad commits (bad must descend from good)
  --setup 'CMD'     run in each worktree before profiling it (a build)
  --frame NAME      the function to follow (default: the #1 regression from good to bad)
  --runs N          runs a commit at least, and of good and bad (default 3)
  --budget N        runs a step at most (default 8)
  --alpha Q         each step's false-alarm rate, spent across its looks (default 0.05)
  and every record option: --profiler --rate --duration --dwarf ...
`;

function git(args: string[], cwd?: string): string {
  const r = nodeRunner.output('git', cwd ? ['-C', cwd, ...args] : args);
  if (r.code !== 0) throw new InputError(`git ${args.join(' ')} failed: ${r.stderr.trim().split('\n').pop()}`);
  return r.stdout.trim();
}

export async function bisectCommand(argv: string[]): Promise<number> {
  const dash = argv.indexOf('--');
  const own = dash === -1 ? argv : argv.slice(0, dash);
  const command = dash === -1 ? [] : argv.slice(dash + 1);
  const { values, positionals } = parseArgs({
    args: own,
    allowPositionals: true,
    options: {
      ...RECORD_FLAGS,
      good: { type: 'string' },
      bad: { type: 'string' },
      setup: { type: 'string' },
      frame: { type: 'string' },
      runs: { type: 'string', default: '3' },
      budget: { type: 'string', default: '8' },
      alpha: { type: 'string', default: '0.05' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(BISECT_USAGE);
    return 0;
  }
  if (positionals.length > 0) throw new UsageError(`unexpected ${JSON.stringify(positionals[0])}`);
  if (!values.good || !values.bad) throw new UsageError('give --good REF and --bad REF');
  if (command.length === 0) throw new UsageError('give the command to profile after --');
  const runs = Number(values.runs);
  const budget = Number(values.budget);
  const alpha = Number(values.alpha);
  if (!(Number.isInteger(runs) && runs >= 2)) throw new UsageError(`--runs ${JSON.stringify(values.runs)}: expected a whole number >= 2`);
  if (!(Number.isInteger(budget) && budget >= runs)) throw new UsageError(`--budget ${JSON.stringify(values.budget)}: expected a whole number >= --runs`);
  if (!(alpha > 0 && alpha < 1)) throw new UsageError(`--alpha ${JSON.stringify(values.alpha)}: expected a number between 0 and 1`);
  const settings = recordSettings(values);

  const top = git(['rev-parse', '--show-toplevel']);
  const good = git(['rev-parse', '--verify', `${values.good}^{commit}`], top);
  const bad = git(['rev-parse', '--verify', `${values.bad}^{commit}`], top);
  // Oldest first: good, the commits between, bad.
  const between = git(['rev-list', '--reverse', '--ancestry-path', `${good}..${bad}`], top).split('\n').filter(Boolean);
  if (between.at(-1) !== bad) throw new UsageError(`--bad ${values.bad} does not descend from --good ${values.good}`);
  const commits = [good, ...between];
  const tmp = mkdtempSync(join(tmpdir(), 'flamediff-bisect-'));
  const worktrees: string[] = [];
  const short = (c: string) => c.slice(0, 10);
  const subject = (c: string) => git(['log', '-1', '--format=%s', c], top);

  /** Runs of a commit in its own worktree: its setup once, then `n` recordings. */
  const checkout = async (c: string): Promise<string | undefined> => {
    const wt = join(tmp, short(c));
    git(['worktree', 'add', '--detach', wt, c], top);
    worktrees.push(wt);
    if (values.setup) {
      const r = await nodeRunner.start('sh', ['-c', values.setup], { cwd: wt }).result;
      if (r.code !== 0) return undefined;
    }
    return wt;
  };
  const recordIn = async (wt: string, label: string): Promise<Profile> => {
    const stop = recordingTicker(label);
    const runTmp = mkdtempSync(join(tmp, 'run-'));
    try {
      return (await record({ ...settings, command, cwd: wt, tmpDir: runTmp, targetStdout: 'ignore' }, nodeRunner, systemClock)).profile;
    } finally {
      stop();
    }
  };

  try {
    const goodWt = await checkout(good);
    const badWt = await checkout(bad);
    if (!goodWt || !badWt) throw new InputError(`--setup failed at the ${goodWt ? 'bad' : 'good'} commit: nothing to compare against`);
    const goodRuns: Profile[] = [];
    const badRuns: Profile[] = [];
    for (let i = 1; i <= runs; i++) {
      goodRuns.push(await recordIn(goodWt, `good ${i}/${runs}`));
      badRuns.push(await recordIn(badWt, `bad ${i}/${runs}`));
    }
    // Shares, in every comparison of the bisection: the good-to-bad change and each step's are
    // then on one scale (a bulk reference is re-estimated per pair and would differ by step).
    const span = compareSides(goodRuns, badRuns, { beforeLabel: 'good', afterLabel: 'bad', normalization: 'share' });
    const target = values.frame ?? span.findings.find((f) => f.significant && f.direction === 'regression')?.frames.at(-1);
    if (!target) throw new InputError(`no significant regression from ${short(good)} to ${short(bad)} in ${runs} runs each: nothing to bisect (name one with --frame, or add --runs)`);
    const effect = functionStat(span.diff, target)?.delta ?? 0;
    if (!(effect > 0)) throw new InputError(`${target} is not slower at ${short(bad)} than at ${short(good)}: nothing to bisect`);
    say(`flamediff bisect: ${commits.length - 2} commits between good ${short(good)} and bad ${short(bad)}; following ${target} (good → bad ${formatDelta(span.diff, effect)} of all samples, a plain share; diff and compare measure against the code that did not change)`);

    let lo = 0;
    let hi = commits.length - 1;
    const skipped = new Set<number>();
    const steps: string[] = [];
    let evidence = `at ${short(bad)}: ${describe(span.diff, target)}`;
    for (let probe = nextProbe(lo, hi, skipped); probe !== undefined; probe = nextProbe(lo, hi, skipped)) {
      const c = commits[probe];
      const wt = await checkout(c).catch(() => undefined);
      const step: Step = wt ? await testCommit({ goodRuns, target, effect, runs, budget, alpha }, (n) => recordIn(wt, `${short(c)} run ${n}`), short(c)) : { verdict: 'skip', used: 0, line: 'skipped (setup failed)' };
      const { verdict, used, line } = step;
      if (step.evidence) evidence = `at ${short(c)}: ${step.evidence}`;
      steps.push(`  ${short(c)} ${subject(c)}: ${line} (${used} runs)`);
      say(steps.at(-1)!);
      if (verdict === 'bad') hi = probe;
      else if (verdict === 'good') lo = probe;
      else skipped.add(probe);
    }
    const first = commits[hi];
    const ambiguous = [...skipped].filter((s) => s > lo && s < hi).map((s) => short(commits[s]));
    process.stdout.write(
      `${ambiguous.length > 0 ? `the first bad commit is one of ${[...ambiguous, short(first)].join(', ')} (the others were skipped)` : `first bad commit: ${first} ${subject(first)}`}\n` +
        `  ${target}, ${evidence}\n  steps: ${steps.length}, runs: good ${goodRuns.length}, bad ${badRuns.length}${steps.length ? `, steps ${steps.map((s) => /\((\d+) runs\)$/.exec(s)?.[1]).join('+')}` : ''}\n`,
    );
    return 0;
  } finally {
    for (const wt of worktrees) nodeRunner.output('git', ['-C', top, 'worktree', 'remove', '--force', wt]);
    if (worktrees.length > 0) nodeRunner.output('git', ['-C', top, 'worktree', 'prune']);
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** What one bisection step decided about a commit, and what it showed. */
interface Step {
  readonly verdict: 'good' | 'bad' | 'skip';
  readonly used: number;
  readonly line: string;
  /** The followed function's change at a bad commit: the evidence if it is the first. */
  readonly evidence?: string;
}

/**
 * One step: the commit's runs, a run at a time, against the good commit's (reused), until the
 * sequential test (α spent over the step's looks) calls the followed function as slow as at
 * the bad commit, or not half as slow; a run that fails skips the commit.
 */
async function testCommit(
  b: { goodRuns: readonly Profile[]; target: string; effect: number; runs: number; budget: number; alpha: number },
  recordRun: (n: number) => Promise<Profile>,
  label: string,
): Promise<Step> {
  const candidate: Profile[] = [];
  try {
    for (let n = 1; n <= b.budget; n++) {
      candidate.push(await recordRun(n));
      if (n < b.runs) continue;
      const look = lookAlpha(n - b.runs + 1, b.budget - b.runs + 1, b.alpha);
      const ctx = compareSides([...b.goodRuns], candidate, { beforeLabel: 'good', afterLabel: label, alpha: look, normalization: 'share' });
      const r = classify(functionStat(ctx.diff, b.target), b.effect, look, n === b.budget);
      if (r.verdict === 'continue') continue;
      const shown = describe(ctx.diff, b.target);
      return { verdict: r.verdict, used: n, line: `${r.verdict}${r.certain ? '' : ' (budget spent, not certain)'}: ${shown}`, evidence: r.verdict === 'bad' ? shown : undefined };
    }
  } catch (e) {
    if (!(e instanceof CollectorError)) throw e;
    return { verdict: 'skip', used: candidate.length, line: `skipped (${e.message})` };
  }
  return { verdict: 'skip', used: candidate.length, line: 'skipped (no decision)' };
}

/** The followed function's test, when it was tested. */
function functionStat(diff: DiffResult, name: string) {
  return diff.functions.find((f) => f.name === name);
}

function describe(diff: DiffResult, name: string): string {
  const f = functionStat(diff, name);
  if (!f) return 'too small to test here (no change)';
  return `${formatDelta(diff, f.delta)} [${formatDelta(diff, f.ciLow)}, ${formatDelta(diff, f.ciHigh)}], ${f.q < 0.001 ? 'q < 0.001' : `q = ${f.q.toPrecision(2)}`}`;
}
