import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CollectorError, record, unreportedFailure } from '../../collectors/record.js';
import { nodeRunner, systemClock } from '../../collectors/runner.js';
import type { Profile } from '../../core/model/types.js';
import { relocatePaths } from '../../core/model/relocate.js';
import type { Finding } from '../../core/detectors/finding.js';
import { compareSides } from '../../core/pipeline/compare.js';
import { formatDelta } from '../../core/output/report.js';
import { classify, nextProbe } from '../../core/stats/bisect.js';
import { lookAlpha } from '../../core/stats/sequential.js';
import type { DiffResult, Tested } from '../../core/diff/diff.js';
import { InputError, UsageError } from '../errors.js';
import { say } from '../say.js';
import { RECORD_FLAGS, recordSettings, recordingTicker } from './record.js';
import { inRepo } from './compare.js';

export const BISECT_USAGE = `usage: flamediff bisect --good REF --bad REF [--setup 'CMD'] [--frame NAME] [options] -- COMMAND ARGS...

Finds the commit that made code slower. The good commit's runs are recorded once and reused;
the bad commit's runs name what to follow (the cause of the #1 regression between good and bad,
by its call path, or the function --frame NAME); then each commit git bisect would test is
checked out into a temporary worktree, set up (--setup, e.g. a build) and profiled, both in the
subdirectory you run from, a pair at a time until a sequential test says whether that code is as
slow as at the bad commit (bad), or not half as much slower (good). A commit whose setup or run
fails is skipped, as git bisect skip does. Prints the first bad commit with its evidence and the
runs each step took. Exit status: 0, or 2 on a usage or input error or nothing to bisect.

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
  // Set up and run where the user stands, in each worktree (as compare --base does).
  const here = inRepo(top);
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
      const r = await nodeRunner.start('sh', ['-c', values.setup], { cwd: join(wt, here) }).result;
      if (r.code !== 0) return undefined;
    }
    return wt;
  };
  const recordIn = async (wt: string, label: string): Promise<Profile> => {
    const stop = recordingTicker(label);
    const runTmp = mkdtempSync(join(tmp, 'run-'));
    try {
      const r = await record({ ...settings, command, cwd: join(wt, here), tmpDir: runTmp, targetStdout: 'ignore' }, nodeRunner, systemClock);
      const said = r.targetStderr.at(-1);
      const failed = unreportedFailure(r);
      if (failed) throw new CollectorError(`the command ${failed}${said ? `; its stderr ended: ${JSON.stringify(said)}` : ''}`);
      // Frames name files in the worktree: named as the repository's, every commit's agree.
      return relocatePaths(r.profile, wt, top);
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
    const first = span.findings.find((f) => f.significant && f.direction === 'regression');
    const target = values.frame !== undefined ? namedFunction(span.diff, values.frame) : first && followedOf(span.diff, first);
    if (!target) throw new InputError(`no significant regression from ${short(good)} to ${short(bad)} in ${runs} runs each: nothing to bisect (name one with --frame, or add --runs)`);
    const effect = statOf(span.diff, target)?.delta ?? 0;
    if (!(effect > 0)) throw new InputError(`${target.label} is not slower at ${short(bad)} than at ${short(good)}: nothing to bisect`);
    say(`flamediff bisect: ${commits.length - 2} commits between good ${short(good)} and bad ${short(bad)}; following ${target.label} (good → bad ${formatDelta(span.diff, effect)} of all samples, a plain share; diff and compare measure against the code that did not change)`);

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
    const firstBad = commits[hi];
    const ambiguous = [...skipped].filter((s) => s > lo && s < hi).map((s) => short(commits[s]));
    process.stdout.write(
      `${ambiguous.length > 0 ? `the first bad commit is one of ${[...ambiguous, short(firstBad)].join(', ')} (the others were skipped)` : `first bad commit: ${firstBad} ${subject(firstBad)}`}\n` +
        `  ${target.label}, ${evidence}\n  steps: ${steps.length}, runs: good ${goodRuns.length}, bad ${badRuns.length}${steps.length ? `, steps ${steps.map((s) => /\((\d+) runs\)$/.exec(s)?.[1]).join('+')}` : ''}\n`,
    );
    return 0;
  } catch (e) {
    if (e instanceof CollectorError) throw new InputError(e.message);
    throw e;
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
  b: { goodRuns: readonly Profile[]; target: Followed; effect: number; runs: number; budget: number; alpha: number },
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
      const r = classify(statOf(ctx.diff, b.target), b.effect, look, n === b.budget);
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

/**
 * What a bisection follows: the cause of the #1 regression as a call path (a tower's base, by
 * the frame names from the root), or a function by name (a change spread over its callers, or
 * --frame). Why a path: a tower's last frame is often a helper that many callers share (`mix`,
 * 88% of a C program's samples, called 1.5× as often from `checksum`); as a function it moved
 * +0.6 pp from good to bad, within noise at every step, while `checksum → mix` moved +8.6 pp.
 */
interface Followed {
  readonly label: string;
  readonly path?: readonly string[];
  readonly name?: string;
}

function followedOf(diff: DiffResult, f: Finding): Followed {
  const node = f.kind === 'tower' ? (f.causeNode ?? f.node) : undefined;
  if (node !== undefined && node > 0 && diff.nodes.has(node)) return { label: f.frames.join(' → '), path: rootPath(diff, node) };
  const name = f.frames[f.causeIndex ?? f.frames.length - 1];
  return { label: name, name };
}

/**
 * The function --frame names: its exact name, or the one function whose name without its
 * `(file)` or `(module)` is that (frames carry their file: `checksum (work.py)`, and a user
 * types `checksum`). A name that matches several, or none, is said with what there is.
 */
function namedFunction(diff: DiffResult, name: string): Followed {
  const exact = diff.functions.find((f) => f.name === name);
  if (exact) return { label: name, name };
  const bare = (n: string) => n.replace(/ \([^()]*\)$/, '');
  const matches = diff.functions.filter((f) => bare(f.name) === name || bare(f.name) === bare(name));
  if (matches.length === 1) return { label: matches[0].name, name: matches[0].name };
  if (matches.length > 1) throw new UsageError(`--frame ${JSON.stringify(name)} matches ${matches.length} functions (${matches.slice(0, 4).map((f) => f.name).join('; ')}): give the whole name`);
  const largest = [...diff.functions].sort((a, b) => b.after - a.after).slice(0, 4).map((f) => f.name);
  throw new InputError(`--frame ${JSON.stringify(name)}: no function of that name was tested in the good and bad runs (the largest: ${largest.join('; ')})`);
}

/** Frame names from the root's child down to a node of a diff's tree. */
function rootPath(diff: DiffResult, node: number): string[] {
  const { tree } = diff;
  const path: string[] = [];
  for (let n = node; n > 0; n = tree.parent[n]) path.push(tree.names[tree.frame[n]]);
  return path.reverse();
}

/** The followed code's test in a diff, when it was tested (absent: too small to test, no change). */
function statOf(diff: DiffResult, target: Followed): Tested | undefined {
  if (target.name !== undefined) return diff.functions.find((f) => f.name === target.name);
  const path = target.path!;
  for (const [n, t] of diff.nodes) {
    let m = n;
    let i = path.length - 1;
    while (i >= 0 && m > 0 && diff.tree.names[diff.tree.frame[m]] === path[i]) {
      m = diff.tree.parent[m];
      i--;
    }
    if (i < 0 && m === 0) return t;
  }
  return undefined;
}

function describe(diff: DiffResult, target: Followed): string {
  const f = statOf(diff, target);
  if (!f) return 'too small to test here (no change)';
  return `${formatDelta(diff, f.delta)} [${formatDelta(diff, f.ciLow)}, ${formatDelta(diff, f.ciHigh)}], ${f.q < 0.001 ? 'q < 0.001' : `q = ${f.q.toPrecision(2)}`}`;
}
