import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { CollectorError, record } from '../../collectors/record.js';
import { nodeRunner, systemClock } from '../../collectors/runner.js';
import { renderSpeedscope } from '../../core/output/speedscope.js';
import { InputError, UsageError } from '../errors.js';
import { writeOutput } from '../output.js';
import { prepareDiff } from './diff.js';
import { RECORD_FLAGS, recordSettings, recordingTicker } from './record.js';
import { say } from '../say.js';

export const COMPARE_USAGE = `usage: flamediff compare --before 'CMD' --after 'CMD' [options] -o DIR
       flamediff compare --base REF [--head REF] [--setup 'CMD'] [options] -o DIR -- COMMAND ARGS...

Profiles the two sides N times each, interleaved (before, after, before, after, ...) so machine
drift hits both alike, diffs them with the multi-run statistics, writes every run's profile and
report.txt, report.json, report.md, diff.svg and report.html into DIR, and prints the text report.
Git mode checks each ref out into a temporary git worktree, runs --setup there (e.g. a build),
then profiles COMMAND in each; the worktrees are removed afterwards, also on failure.

  --runs N          runs per side (default 3)
  --warmup K        unprofiled runs of each side first (default 0)
  --fail-on-regression PP   exit 1 on a significant regression of at least PP points
  and every record option: --profiler --rate --duration --dwarf --gil --idle --threads ...
`;

/** Splits a shell-free command line on blanks; anything with shell syntax runs under sh -c. */
export function commandLine(cmd: string): string[] {
  return /[|&;<>()$`\\"'*?~{}[\]]/.test(cmd) ? ['sh', '-c', cmd] : cmd.trim().split(/\s+/);
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
  const gitMode = values.base !== undefined;
  if (gitMode ? !tail || tail.length === 0 : !values.before || !values.after) {
    throw new UsageError(gitMode ? 'git mode needs -- COMMAND ARGS... after the options' : 'give --before CMD and --after CMD (or --base REF -- COMMAND)');
  }
  const dir = resolve(values.output);
  mkdirSync(join(dir, 'before'), { recursive: true });
  mkdirSync(join(dir, 'after'), { recursive: true });
  const worktrees: string[] = [];
  const tmp = mkdtempSync(join(tmpdir(), 'flamediff-compare-'));
  const started = Date.now();
  try {
    const sides: { name: 'before' | 'after'; command: string[]; cwd?: string }[] = [];
    if (gitMode) {
      const top = git(['rev-parse', '--show-toplevel']);
      for (const [name, ref] of [['before', values.base!], ['after', values.head ?? 'HEAD']] as const) {
        const wt = join(tmp, name);
        git(['worktree', 'add', '--detach', wt, ref], top);
        worktrees.push(wt);
        if (values.setup) {
          say(`flamediff: setup in ${name} (${ref}): ${values.setup}`);
          const r = await nodeRunner.start('sh', ['-c', values.setup], { cwd: wt }).result;
          if (r.code !== 0) throw new InputError(`--setup failed in ${name} (${ref}) with status ${r.code}: ${r.stderr.trim().split('\n').pop() ?? ''}`);
        }
        sides.push({ name, command: tail!, cwd: wt });
      }
    } else {
      sides.push({ name: 'before', command: commandLine(values.before!) }, { name: 'after', command: commandLine(values.after!) });
    }
    for (let w = 0; w < warmup; w++) {
      for (const s of sides) await nodeRunner.start(s.command[0], s.command.slice(1), { cwd: s.cwd }).result;
    }
    for (let i = 1; i <= runs; i++) {
      for (const s of sides) {
        const stop = recordingTicker(`run ${i}/${runs} ${s.name}`);
        const runTmp = mkdtempSync(join(tmp, 'run-'));
        try {
          const r = await record({ ...settings, command: s.command, cwd: s.cwd, tmpDir: runTmp, targetStdout: 'ignore' }, nodeRunner, systemClock);
          for (const warn of r.warnings) say(`flamediff: warning: ${s.name} run ${i}: ${warn}`);
          await writeOutput(join(dir, s.name, `run${i}.speedscope.json`), [renderSpeedscope(r.profile, r.recording)]);
        } catch (e) {
          if (e instanceof CollectorError) throw new InputError(e.message);
          throw e;
        } finally {
          stop();
        }
      }
    }
    const sideArgs = ['--before', join(dir, 'before'), '--after', join(dir, 'after')];
    // One report, computed once (the runs loaded and tested once), written in every format.
    const prepared = (await prepareDiff([...sideArgs, ...(values['fail-on-regression'] !== undefined ? ['--fail-on-regression', values['fail-on-regression']] : [])]))!;
    const report = await prepared.report();
    for (const [format, file] of [['json', 'report.json'], ['markdown', 'report.md'], ['svg', 'diff.svg'], ['html', 'report.html'], ['text', 'report.txt']] as const) {
      // report.md embeds no picture: a relative diff.svg resolves nowhere once pasted into a
      // comment (see the README's Actions recipe for publishing the SVG).
      await writeOutput(join(dir, file), [report.render(format, { color: false })]);
    }
    await writeOutput(undefined, [report.render('text')]);
    say(`flamediff: ${runs} runs per side in ${((Date.now() - started) / 1000).toFixed(1)} s → ${dir}`);
    return report.exitCode();
  } finally {
    for (const wt of worktrees) nodeRunner.output('git', ['worktree', 'remove', '--force', wt]);
    if (worktrees.length > 0) nodeRunner.output('git', ['worktree', 'prune']);
    rmSync(tmp, { recursive: true, force: true });
  }
}
