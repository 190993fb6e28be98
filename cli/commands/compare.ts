import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { CollectorError, record } from '../../collectors/record.js';
import { nodeRunner, systemClock } from '../../collectors/runner.js';
import { renderSpeedscope } from '../../core/output/speedscope.js';
import { InputError, UsageError } from '../errors.js';
import { writeOutput } from '../output.js';
import { prepareDiff } from './diff.js';
import { RECORD_FLAGS, recordSettings, recordingTicker, runFailure } from './record.js';
import { say } from '../say.js';
import type { Profile } from '../../core/model/types.js';
import { relocatePaths } from '../../core/model/relocate.js';
import { parseBudget, runUntilDecided, type UntilOptions, type UntilResult } from './until-decided.js';

/** The sentence `--until decided` ends on: what was decided, after how many runs, at what cost in α. */
function describeDecision(r: UntilResult, o: UntilOptions): string {
  const pp = `${(o.mde * 100).toFixed(1)} pp`;
  const cost = `sequential α spent ${r.spentAlpha.toPrecision(2)} of ${o.alpha}`;
  switch (r.decision.kind) {
    case 'change':
      return r.decision.waitingOnly
        ? `decided after ${r.runs} runs a side: a significant change in waiting only (threads idle more or less), no significant change of cost (${cost})`
        : `decided after ${r.runs} runs a side: a significant change (${cost})`;
    case 'no-change':
      return `decided after ${r.runs} runs a side: no change of ${pp} or more (80% power; smallest detectable ${(r.decision.mde * 100).toFixed(2)} pp; ${cost})`;
    case 'budget':
      return `budget spent after ${r.runs} runs a side, undecided: no significant change, and changes under the detectable size could be missed${r.decision.runsNeeded ? `; about ${r.decision.runsNeeded} runs a side would detect ${pp}` : ''}`;
    default:
      return '';
  }
}

export const COMPARE_USAGE = `usage: flamediff compare --before 'CMD' --after 'CMD' [options] -o DIR
       flamediff compare --base REF [--head REF] [--setup 'CMD'] [options] -o DIR -- COMMAND ARGS...

Profiles the two sides N times each, interleaved in alternating order (before, after, after,
before, ...) so machine drift and whatever the first run of a pair leaves behind hit both
alike, diffs them with the multi-run statistics, writes every run's profile and report.txt,
report.json, report.md, diff.svg and report.html into DIR, and prints the text report.
Git mode checks each ref out into a temporary git worktree, runs --setup there (e.g. a build),
then profiles COMMAND in each, both in the subdirectory you run it from; the worktrees are
removed afterwards, also on failure.

Exit status: 0; 1 with --fail-on-regression when such a regression is found; 2 on a usage or
input error, a profiler that is missing or refused, or a profiled command that failed.

  --runs N          runs per side (default 3)
  --warmup K        unprofiled runs of each side first (default 0)
  --fail-on-regression PP   exit 1 on a significant regression of at least PP points
  --svg-url URL     report.md embeds the SVG from URL (where CI publishes diff.svg)
  --until decided   after the --runs minimum, keep adding pairs until the answer is certain:
                    a change significant under a sequential test (α spent across the looks,
                    so looking after every pair keeps the false-alarm rate at --alpha), or
                    no change of --mde points or more (80% power), or --budget spent
  --mde PP          the change "no change" is stated against (default 1)
  --budget N|TIME   runs a side at most (default 20), or wall time (10m, 600s)
  --alpha Q         the experiment's false-alarm rate (default 0.05)
  -i, --ignore-failure   compare even when a profiled command exits with a failure status
                    (by default that stops the comparison: a failed run's profile is of
                    whatever it did before it failed; perf reports the status, py-spy cannot)
  and every record option: --profiler --rate --duration --dwarf --gil --idle --threads ...
`;


/** Splits a shell-free command line on blanks; anything with shell syntax runs under sh -c. */
export function commandLine(cmd: string): string[] {
  return /[|&;<>()$`\\"'*?~{}[\]]/.test(cmd) ? ['sh', '-c', cmd] : cmd.trim().split(/\s+/);
}

/** The current directory relative to a repository's top ('' at the top, or outside it). */
export function inRepo(top: string): string {
  const rel = relative(top, process.cwd());
  return rel.startsWith('..') || isAbsolute(rel) ? '' : rel;
}

function git(args: string[], cwd?: string): string {
  const r = nodeRunner.output('git', cwd ? ['-C', cwd, ...args] : args);
  if (r.code !== 0) throw new InputError(`git ${args.join(' ')} failed: ${r.stderr.trim().split('\n').pop()}`);
  return r.stdout.trim();
}

export async function compareCommand(argv: string[]): Promise<number> {
  const dash = argv.indexOf('--');
  const own = dash === -1 ? argv : argv.slice(0, dash);
  const tail = dash === -1 ? undefined : argv.slice(dash + 1);
  const { values, positionals } = parseArgs({
    args: own,
    allowPositionals: true,
    options: {
      ...RECORD_FLAGS,
      before: { type: 'string' },
      after: { type: 'string' },
      base: { type: 'string' },
      head: { type: 'string' },
      setup: { type: 'string' },
      runs: { type: 'string', default: '3' },
      warmup: { type: 'string', default: '0' },
      'fail-on-regression': { type: 'string' },
      'svg-url': { type: 'string' },
      until: { type: 'string' },
      mde: { type: 'string', default: '1' },
      budget: { type: 'string' },
      alpha: { type: 'string', default: '0.05' },
      'ignore-failure': { type: 'boolean', short: 'i' },
      output: { type: 'string', short: 'o' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(COMPARE_USAGE);
    return 0;
  }
  if (positionals.length > 0) throw new UsageError(`unexpected ${JSON.stringify(positionals[0])}`);
  if (!values.output) throw new UsageError('-o DIR is required');
  const runs = Number(values.runs);
  const warmup = Number(values.warmup);
  if (!(Number.isInteger(runs) && runs >= 1)) throw new UsageError(`--runs ${JSON.stringify(values.runs)}: expected a whole number >= 1`);
  if (!(Number.isInteger(warmup) && warmup >= 0)) throw new UsageError(`--warmup ${JSON.stringify(values.warmup)}: expected a whole number >= 0`);
  const settings = recordSettings(values);
  if (values.until !== undefined && values.until !== 'decided') throw new UsageError(`--until ${JSON.stringify(values.until)}: expected decided`);
  const mde = Number(values.mde);
  const alpha = Number(values.alpha);
  if (!(mde > 0 && mde < 100)) throw new UsageError(`--mde ${JSON.stringify(values.mde)}: expected percentage points between 0 and 100`);
  if (!(alpha > 0 && alpha < 1)) throw new UsageError(`--alpha ${JSON.stringify(values.alpha)}: expected a number between 0 and 1`);
  const until = values.until === 'decided' ? { minRuns: runs, ...parseBudget(values.budget, runs), mde: mde / 100, alpha } : undefined;
  const gitMode = values.base !== undefined;
  if (gitMode ? !tail || tail.length === 0 : !values.before || !values.after) {
    throw new UsageError(gitMode ? 'git mode needs -- COMMAND ARGS... after the options' : 'give --before CMD and --after CMD (or --base REF -- COMMAND)');
  }
  const dir = resolve(values.output);
  // Directories this run creates, removed again if it fails before writing anything into them.
  const created = [dir, join(dir, 'before'), join(dir, 'after')].filter((d) => !existsSync(d));
  mkdirSync(join(dir, 'before'), { recursive: true });
  mkdirSync(join(dir, 'after'), { recursive: true });
  let finished = false;
  const worktrees: string[] = [];
  const tmp = mkdtempSync(join(tmpdir(), 'flamediff-compare-'));
  const started = Date.now();
  try {
    // In git mode each side runs in a worktree; `home` is the repository its files are named as.
    const sides: { name: 'before' | 'after'; command: string[]; cwd?: string; root?: string; home?: string }[] = [];
    const notes: string[] = [];
    // Git mode names the sides by their refs, not by the run directories (a PR comment's headline).
    let labels: { before: string; after: string } | undefined;
    if (gitMode) {
      const top = git(['rev-parse', '--show-toplevel']);
      // Set up and run where the user stands, in each worktree (`compare` from a subdirectory
      // ran `./bench` at the worktree's root, where it was not: a CI trial).
      const here = inRepo(top);
      for (const [name, ref] of [['before', values.base!], ['after', values.head ?? 'HEAD']] as const) {
        const wt = join(tmp, name);
        git(['worktree', 'add', '--detach', wt, ref], top);
        worktrees.push(wt);
        if (values.setup) {
          say(`flamediff: setup in ${name} (${ref}): ${values.setup}`);
          const r = await nodeRunner.start('sh', ['-c', values.setup], { cwd: join(wt, here) }).result;
          if (r.code !== 0) throw new InputError(`--setup failed in ${name} (${ref}) with status ${r.code}: ${r.stderr.trim().split('\n').pop() ?? ''}`);
        }
        sides.push({ name, command: tail!, cwd: join(wt, here), root: wt, home: top });
      }
      const commit = (ref: string) => `${ref} (${git(['rev-parse', '--short=10', `${ref}^{commit}`], top)})`;
      labels = { before: commit(values.base!), after: commit(values.head ?? 'HEAD') };
      notes.push(`git: before is ${labels.before}, after is ${labels.after}`);
    } else {
      sides.push({ name: 'before', command: commandLine(values.before!) }, { name: 'after', command: commandLine(values.after!) });
    }
    for (let w = 0; w < warmup; w++) {
      for (const s of sides) await nodeRunner.start(s.command[0], s.command.slice(1), { cwd: s.cwd }).result;
    }
    const recordPair = async (i: number, total: number) => {
      const pair: Partial<Record<'before' | 'after', Profile>> = {};
      // Counterbalanced (before first in odd pairs, after first in even ones): with one order
      // for every pair, whatever the first run leaves to the second (a warm page cache, a CPU
      // that has clocked up, a disk still writing its profile) would differ only between the
      // sides, and read as a change.
      for (const s of i % 2 === 1 ? sides : [...sides].reverse()) {
        const stop = recordingTicker(`run ${i}/${total} ${s.name}`);
        const runTmp = mkdtempSync(join(tmp, 'run-'));
        try {
          const r = await record({ ...settings, command: s.command, cwd: s.cwd, tmpDir: runTmp, targetStdout: 'ignore' }, nodeRunner, systemClock);
          for (const warn of r.warnings) say(`flamediff: warning: ${s.name} run ${i}: ${warn}`);
          const runFile = join(dir, s.name, `run${i}.speedscope.json`);
          // Frames that name files in the worktree are named as the repository's (relocatePaths).
          const profile = s.root && s.home ? relocatePaths(r.profile, s.root, s.home) : r.profile;
          await writeOutput(runFile, [renderSpeedscope(profile, r.recording)]);
          const failure = runFailure(r, settings.duration !== undefined);
          if (failure !== undefined) {
            const said = r.targetStderr.at(-1);
            const what = `${s.name} run ${i}: \`${s.command.join(' ')}\` ${failure}${said ? ` (its stderr ended: ${JSON.stringify(said)})` : ''}`;
            if (!values['ignore-failure']) throw new InputError(`${what}; its profile is in ${runFile}. Fix the command, or pass --ignore-failure to compare anyway`);
            say(`flamediff: warning: ${what} (compared anyway: --ignore-failure)`);
          }
          pair[s.name] = profile;
        } catch (e) {
          if (e instanceof CollectorError) throw new InputError(e.message);
          throw e;
        } finally {
          stop();
        }
      }
      return pair as Record<'before' | 'after', Profile>;
    };
    let reportAlpha: number | undefined;
    let runsDone = runs;
    let verdict: string | undefined;
    if (until) {
      const result = await runUntilDecided(until, (i) => recordPair(i, until.maxRuns), (line) => process.stderr.isTTY && say(`flamediff: ${line}`), systemClock.now);
      // Two significant digits, rounded down: the report's level never exceeds the look's.
      const scale = 10 ** (Math.floor(Math.log10(result.lastAlpha)) - 1);
      reportAlpha = Math.floor(result.lastAlpha / scale) * scale;
      verdict = describeDecision(result, until);
      notes.push(`--until decided: ${verdict}`);
      runsDone = result.runs;
    } else {
      for (let i = 1; i <= runs; i++) await recordPair(i, runs);
    }
    const sideArgs = ['--before', join(dir, 'before'), '--after', join(dir, 'after')];
    // One report, computed once (the runs loaded and tested once), written in every format; with
    // --until, at the level of the experiment's last look, so the report and the decision agree.
    const prepared = (await prepareDiff([
      ...sideArgs,
      ...(values['fail-on-regression'] !== undefined ? ['--fail-on-regression', values['fail-on-regression']] : []),
      ...(values['svg-url'] !== undefined ? ['--svg-url', values['svg-url']] : []),
      ...(reportAlpha !== undefined ? ['--alpha', String(Number(reportAlpha.toPrecision(2)))] : values.alpha !== '0.05' ? ['--alpha', values.alpha] : []),
    ], { notes, labels }))!;
    const report = await prepared.report();
    for (const [format, file] of [['json', 'report.json'], ['markdown', 'report.md'], ['svg', 'diff.svg'], ['html', 'report.html'], ['text', 'report.txt']] as const) {
      // report.md embeds no picture: a relative diff.svg resolves nowhere once pasted into a
      // comment (see the README's Actions recipe for publishing the SVG).
      await writeOutput(join(dir, file), format === 'html' || format === 'svg' ? report.pieces(format) : [report.render(format, { color: false })]);
    }
    finished = true;
    await writeOutput(undefined, [report.render('text')]);
    if (verdict) say(`flamediff: ${verdict}`);
    say(`flamediff: ${runsDone} run${runsDone === 1 ? '' : 's'} per side in ${((Date.now() - started) / 1000).toFixed(1)} s → ${dir}`);
    return report.exitCode();
  } finally {
    if (!finished) {
      for (const d of [...created].reverse()) {
        try {
          if (readdirSync(d).length === 0) rmdirSync(d);
        } catch {
          // left as it is: not ours to clean, or no longer there
        }
      }
    }
    for (const wt of worktrees) nodeRunner.output('git', ['worktree', 'remove', '--force', wt]);
    if (worktrees.length > 0) nodeRunner.output('git', ['worktree', 'prune']);
    rmSync(tmp, { recursive: true, force: true });
  }
}
