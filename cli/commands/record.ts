import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CollectorError, record, unreportedFailure, type Recorded, type RecordOptions } from '../../collectors/record.js';
import { nodeRunner, systemClock } from '../../collectors/runner.js';
import { renderSpeedscope } from '../../core/output/speedscope.js';
import { InputError, UsageError } from '../errors.js';
import { writeOutput } from '../output.js';
import { say, warn } from '../say.js';

export const RECORD_USAGE = `usage: flamediff record [options] (--pid PID --duration S | -- COMMAND ARGS...)

Records a profile with perf or py-spy and writes it as speedscope JSON with the metadata a fair
comparison needs (profiler and version, flags, rate, duration, start time, command or pid, exit
status, host, CPU counts, kernel).

  --profiler P      perf, py-spy or auto (default: py-spy for a Python target, perf otherwise)
  --rate HZ         samples per second (default perf 999, py-spy 100)
  --duration S      seconds to record (required with --pid)
  --pid PID         attach to a running process
  --dwarf           perf: --call-graph dwarf (for code without frame pointers)
  --no-inherit      perf: the command's process only, not its children
  --gil --idle --threads --subprocesses --native --nonblocking   py-spy flags, passed through
  -o, --output OUT  output file (default profile.speedscope.json); a previous file of that
                    name is kept as OUT.old, as perf keeps perf.data.old
  -i, --ignore-failure   exit 0 when the command failed (the profile is written either way)

Exit status: 0 when the profile is written and the command succeeded; 2 when the command failed
(a non-zero status, a signal, or under py-spy too few samples to have run or an uncaught Python
exception; its profile is still written) or on a usage or input error.
`;

/**
 * A profiled command's failure, as words, or undefined when it succeeded or its status is not
 * known (py-spy does not report it). Stopped by `--duration` (SIGINT, or 130 from a shell) is
 * not a failure: that is how a timed recording ends.
 *
 * Why: a command that fails at once (a typo in a script name, a missing input) still leaves a
 * few samples of its start-up, and a comparison of those read as a confident report (a
 * newcomer's `compare --after ./failing.sh` said "No significant change" and exited 0).
 */
function failedStatus(status: number | string | null | undefined, timed: boolean): string | undefined {
  if (status === null || status === undefined || status === 0) return undefined;
  if (timed && (status === 130 || status === 'SIGINT' || status === 'SIGTERM')) return undefined;
  return typeof status === 'number' ? `status ${status}` : `signal ${status}`;
}

/**
 * A recorded command's failure, as words (`exited with status 3`, `gave only 2 samples: …`), or
 * undefined: its failed status (`timed`: as `failedStatus` takes it), or under py-spy, which
 * cannot report the status, too few samples to have run or an uncaught Python exception
 * (`unreportedFailure`). `record` and `compare` say it the same way.
 */
export function runFailure(r: Recorded, timed: boolean): string | undefined {
  const status = failedStatus(r.recording.exitStatus, timed);
  if (status !== undefined) return `exited with ${status}`;
  return unreportedFailure(r);
}

/** Where `record` writes without -o. */
const DEFAULT_OUTPUT = 'profile.speedscope.json';

export const RECORD_FLAGS = {
  profiler: { type: 'string' },
  rate: { type: 'string' },
  duration: { type: 'string' },
  dwarf: { type: 'boolean' },
  'no-inherit': { type: 'boolean' },
  gil: { type: 'boolean' },
  idle: { type: 'boolean' },
  threads: { type: 'boolean' },
  subprocesses: { type: 'boolean' },
  native: { type: 'boolean' },
  nonblocking: { type: 'boolean' },
} as const;

/** Profiler settings from parsed flags (shared by record and compare). */
export function recordSettings(values: Record<string, unknown>): Omit<RecordOptions, 'tmpDir' | 'command' | 'pid' | 'cwd'> {
  const profiler = (values.profiler as string | undefined) ?? 'auto';
  if (!['perf', 'py-spy', 'auto'].includes(profiler)) throw new UsageError(`--profiler ${JSON.stringify(profiler)}: expected perf, py-spy or auto`);
  const num = (k: string) => {
    const v = values[k] as string | undefined;
    if (v === undefined) return undefined;
    const n = Number(v);
    if (!(n > 0)) throw new UsageError(`--${k} ${JSON.stringify(v)}: expected a positive number`);
    return n;
  };
  return {
    profiler: profiler as RecordOptions['profiler'],
    rate: num('rate'),
    duration: num('duration'),
    dwarf: values.dwarf as boolean | undefined,
    noInherit: values['no-inherit'] as boolean | undefined,
    gil: values.gil as boolean | undefined,
    idle: values.idle as boolean | undefined,
    threads: values.threads as boolean | undefined,
    subprocesses: values.subprocesses as boolean | undefined,
    native: values.native as boolean | undefined,
    nonblocking: values.nonblocking as boolean | undefined,
  };
}

/** Shows elapsed time on a TTY while a recording runs. */
export function recordingTicker(label: string): () => void {
  if (!process.stderr.isTTY || process.env.CI) return () => {};
  const start = Date.now();
  const t = setInterval(() => process.stderr.write(`\r${label}: ${((Date.now() - start) / 1000).toFixed(0)} s  `), 500);
  return () => {
    clearInterval(t);
    process.stderr.write('\r\x1b[K');
  };
}

export async function recordCommand(argv: string[]): Promise<number> {
  const dash = argv.indexOf('--');
  const own = dash === -1 ? argv : argv.slice(0, dash);
  const command = dash === -1 ? undefined : argv.slice(dash + 1);
  const { values, positionals } = parseArgs({
    args: own,
    allowPositionals: true,
    options: { ...RECORD_FLAGS, pid: { type: 'string' }, output: { type: 'string', short: 'o' }, 'ignore-failure': { type: 'boolean', short: 'i' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    process.stdout.write(RECORD_USAGE);
    return 0;
  }
  if (positionals.length > 0) throw new UsageError(`unexpected ${JSON.stringify(positionals[0])}: put the command after --`);
  const pid = values.pid === undefined ? undefined : Number(values.pid);
  if (pid !== undefined && !(Number.isInteger(pid) && pid > 0)) throw new UsageError(`--pid ${JSON.stringify(values.pid)}: expected a process id`);
  if (pid !== undefined && !processExists(pid)) throw new InputError(`--pid ${pid}: no such process`);
  const tmp = mkdtempSync(join(tmpdir(), 'flamediff-record-'));
  const stop = recordingTicker('recording');
  try {
    const r = await record({ ...recordSettings(values), pid, command, tmpDir: tmp, targetStdout: (c) => process.stdout.write(c) }, nodeRunner, systemClock).catch((e) => {
      if (e instanceof CollectorError) throw new InputError(e.message);
      throw e;
    });
    stop();
    for (const w of r.warnings) warn(w);
    const out = values.output ?? DEFAULT_OUTPUT;
    // A previous recording of that name is kept as perf keeps perf.data: it becomes .old
    // (recording twice replaced the first, the one a newcomer meant to compare; with -o too,
    // as perf does with -o).
    const kept = out !== '-' && existsSync(out) ? `${out}.old` : undefined;
    if (kept) copyFileSync(out, kept);
    await writeOutput(out, [renderSpeedscope(r.profile, r.recording)]);
    if (kept) say(`flamediff: the previous ${out} is now ${kept}`);
    say(`flamediff: recorded ${r.recording.samples} sample${r.recording.samples === 1 ? '' : 's'} with ${r.recording.profiler} in ${r.recording.durationSeconds?.toFixed(1)} s (${r.recording.exitStatus === null || r.recording.exitStatus === undefined ? `${r.recording.profiler} does not report the target's exit status` : `exit status ${r.recording.exitStatus}`}) → ${out}`);
    // A benchmark that failed must not pass a CI step as recorded (a CI trial's `record` of a
    // command that exited 3 exited 0, and the diff after it passed its gate).
    // Stopped by Ctrl-C (or --duration) is how a recording is ended, not a failure.
    const failure = command ? runFailure(r, true) : undefined;
    if (failure && !values['ignore-failure']) {
      // What the command said as it failed: the profiler had kept its stderr (a Python traceback).
      for (const line of r.targetStderr) say(`  ${line}`);
      say(`flamediff: error: \`${command!.join(' ')}\` ${failure}; its profile is written to ${out} (pass --ignore-failure to exit 0)`);
      return 2;
    }
    return 0;
  } finally {
    stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * Whether a process of that id exists (signal 0 checks without sending): perf attached to a
 * pid that is not there fails later, with "failed to open …/perf.data", which named a temporary
 * file and not the pid a newcomer had mistyped.
 */
function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
