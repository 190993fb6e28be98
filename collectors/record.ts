import { readFileSync } from 'node:fs';
import { availableParallelism, cpus, hostname, release } from 'node:os';
import { basename, join } from 'node:path';
import { PerfScriptParser } from '../core/formats/perf-script/parser.js';
import { SpeedscopeParser } from '../core/formats/speedscope/parser.js';
import type { Profile } from '../core/model/types.js';
import type { RecordingMeta } from '../core/output/speedscope.js';
import type { Clock, ProcessRunner, Running } from './runner.js';

/** A profiler problem the user can act on: printed as one line, exit code 2. */
export class CollectorError extends Error {
  override name = 'CollectorError';
}

/** Options of `flamediff record`; each maps onto a flag. */
export interface RecordOptions {
  /** `--profiler`: perf, py-spy, or auto (py-spy for a Python target, perf otherwise). */
  readonly profiler: 'perf' | 'py-spy' | 'auto';
  /** `--rate`: samples per second (default 999 for perf, 100 for py-spy). */
  readonly rate?: number;
  /** `--duration`: seconds to record (required with --pid; optional with a command). */
  readonly duration?: number;
  /** `--pid`: attach to a running process. */
  readonly pid?: number;
  /** `-- COMMAND ARGS...`: run and profile a command. */
  readonly command?: readonly string[];
  /** `--cwd`: where the command runs. */
  readonly cwd?: string;
  /** perf `--call-graph dwarf` instead of frame pointers (then `perf script --no-inline`). */
  readonly dwarf?: boolean;
  /** perf `--no-inherit`: the command's process only, not its children. */
  readonly noInherit?: boolean;
  /** py-spy flags passed through. */
  readonly gil?: boolean;
  readonly idle?: boolean;
  readonly threads?: boolean;
  readonly subprocesses?: boolean;
  readonly native?: boolean;
  readonly nonblocking?: boolean;
  /** A directory for the profiler's own output files. */
  readonly tmpDir: string;
  /** Let the target's stdout through (record) or discard it (compare, whose stdout is the report). */
  readonly targetStdout?: 'inherit' | 'ignore' | ((chunk: Uint8Array) => void);
}

export interface Recorded {
  readonly profile: Profile;
  readonly recording: RecordingMeta;
  readonly warnings: string[];
  /**
   * The last lines the target wrote to stderr, without the profiler's own: what a failed
   * command said (a Python traceback), which the profiler's captured stderr had swallowed.
   */
  readonly targetStderr: string[];
}

/** The last few lines of a profiler's stderr that are not the profiler's own. */
export function targetStderr(stderr: string, lines = 5): string[] {
  return stderr
    .split('\n')
    .map((l) => l.trimEnd())
    .filter((l) => l.length > 0 && !/^(py-spy> |\[ perf record: |Error: |Warning:|WARNING: |Lowering default frequency|info: )/.test(l))
    .slice(-lines);
}

/** Whether a target is a Python program (the command, or the running process's executable). */
export function isPythonTarget(options: Pick<RecordOptions, 'command' | 'pid'>): boolean {
  if (options.command && options.command.length > 0) {
    const [exe, ...args] = options.command;
    if (/python[\d.]*$/.test(basename(exe)) || exe.endsWith('.py')) return true;
    if ((exe === 'sh' || exe === 'bash') && args[0] === '-c') return /(^|\s|\/)python[\d.]*(\s|$)/.test(args[1] ?? '');
    return false;
  }
  if (options.pid !== undefined) {
    try {
      return /python/.test(readFileSync(`/proc/${options.pid}/cmdline`, 'utf8').split('\0')[0] ?? '');
    } catch {
      return false;
    }
  }
  return false;
}

function version(runner: ProcessRunner, exe: string): string | undefined {
  const r = runner.output(exe, ['--version']);
  return (r.stdout || r.stderr).trim().split('\n')[0] || undefined;
}

function machine(runner: ProcessRunner): Pick<RecordingMeta, 'host' | 'cpus' | 'kernel'> {
  const nproc = Number(runner.output('nproc', []).stdout.trim()) || availableParallelism();
  // nproc honours affinity and container limits; os.cpus() counts the host's CPUs (the
  // JupyterLab story: tools sized by one or the other behave differently in containers).
  return { host: hostname(), cpus: { nproc, osCpuCount: cpus().length }, kernel: release() };
}

/** Forwards Ctrl-C to the profiler (which then writes what it has) for the duration of `run`. */
async function withInterrupt<T>(running: Running, run: Promise<T>): Promise<T> {
  const stop = () => running.kill('SIGINT');
  process.on('SIGINT', stop);
  try {
    return await run;
  } finally {
    process.off('SIGINT', stop);
  }
}

/** Records one profile with the chosen profiler. Side effects go through `runner` and `clock`. */
export async function record(options: RecordOptions, runner: ProcessRunner, clock: Clock): Promise<Recorded> {
  if ((options.pid === undefined) === (!options.command || options.command.length === 0)) {
    throw new CollectorError('give either --pid PID or -- COMMAND ARGS...');
  }
  if (options.pid !== undefined && !(options.duration && options.duration > 0)) {
    throw new CollectorError('--pid needs --duration SECONDS');
  }
  const profiler = options.profiler === 'auto' ? (isPythonTarget(options) ? 'py-spy' : 'perf') : options.profiler;
  // A command looked up on PATH that is not there: say so, not what the profiler makes of it
  // (perf -q exits 255 in silence, and then perf script blames the recording).
  const program = options.command?.[0];
  if (program && !program.includes('/') && !runner.which(program)) throw new CollectorError(`cannot start ${program}: command not found`);
  return profiler === 'perf' ? recordPerf(options, runner, clock) : recordPySpy(options, runner, clock);
}

async function recordPerf(o: RecordOptions, runner: ProcessRunner, clock: Clock): Promise<Recorded> {
  const perf = runner.which('perf');
  if (!perf) throw new CollectorError('perf is not installed: apt-get install linux-perf (Debian) or linux-tools-$(uname -r) (Ubuntu)');
  const rate = o.rate ?? 999;
  const data = join(o.tmpDir, 'perf.data');
  const flags = ['-F', String(rate), ...(o.dwarf ? ['--call-graph', 'dwarf'] : ['-g']), ...(o.noInherit ? ['--no-inherit'] : [])];
  const target = o.pid !== undefined ? ['-p', String(o.pid), '--', 'sleep', String(o.duration)] : ['--', ...o.command!];
  const started = clock.now();
  const sink = o.targetStdout;
  const output = typeof sink === 'function' ? { onStdout: sink } : { inheritStdout: sink !== 'ignore' };
  const running = runner.start(perf, ['record', '-q', ...flags, '-o', data, ...target], { cwd: o.cwd, ...output });
  let timer: NodeJS.Timeout | undefined;
  if (o.command && o.duration) timer = setTimeout(() => running.kill('SIGINT'), o.duration * 1000);
  const res = await withInterrupt(running, running.result).finally(() => timer && clearTimeout(timer));
  const elapsed = (clock.now() - started) / 1000;
  if (/perf_event_paranoid|Permission denied|Access to performance monitoring/i.test(res.stderr) && res.code !== 0) {
    throw new CollectorError(
      'perf may not record here: run as root, or allow it with `sysctl kernel.perf_event_paranoid=1` (or -1 for kernel frames)',
    );
  }
  if (/not found|No such file/i.test(res.stderr) && o.command && elapsed < 1 && res.code !== 0 && res.code !== 130) {
    throw new CollectorError(`cannot start ${o.command[0]}: ${res.stderr.trim().split('\n').pop()}`);
  }
  // perf script streamed straight into the parser: no temporary text file.
  const parser = new PerfScriptParser({ timeline: true }, { source: `perf record of ${o.command?.join(' ') ?? `pid ${o.pid}`}` });
  const script = runner.start(perf, ['script', '-i', data, ...(o.dwarf ? ['--no-inline'] : [])], { onStdout: (c) => parser.push(c) });
  const sres = await script.result;
  if (sres.code !== 0 && o.command && res.code !== 0 && res.code !== 130 && res.signal === null) {
    // perf record itself failed (exit 255 with -q and nothing said: a path that is not an
    // executable file), so there is no recording for perf script to read.
    throw new CollectorError(`cannot start ${o.command[0]}: perf record exited with status ${res.code}${res.stderr.trim() ? ` (${res.stderr.trim().split('\n').pop()})` : ' (is it an executable file?)'}`);
  }
  if (sres.code !== 0 && /empty|no samples|zero-sized/i.test(sres.stderr) === false && sres.stderr.trim()) {
    throw new CollectorError(`perf script failed: ${sres.stderr.trim().split('\n').pop()}`);
  }
  const profile = parser.end();
  const warnings: string[] = [];
  const samples = profile.meta.sampleCount ?? 0;
  const exitStatus = res.signal ?? res.code;
  if (o.command && elapsed < 0.2) warnings.push(`the target exited after ${elapsed.toFixed(2)} s (status ${exitStatus}); ${samples} samples were recorded`);
  if (samples === 0) warnings.push('no samples were recorded (the target may have exited at once, or never ran on the CPU)');
  return {
    profile,
    warnings,
    targetStderr: targetStderr(res.stderr),
    recording: {
      profiler: 'perf',
      profilerVersion: version(runner, perf),
      flags: ['record', ...flags, ...(o.dwarf ? ['script --no-inline'] : [])],
      rate,
      durationSeconds: elapsed,
      startTime: new Date(started).toISOString(),
      command: o.command,
      pid: o.pid,
      exitStatus,
      samples,
      ...machine(runner),
    },
  };
}

/** Fewer samples than this from a command: too little to be the program's work (a failed start?). */
const FEW_RECORDED = 10;

/**
 * Whether a recording of a command whose exit status the profiler cannot report (py-spy) holds
 * so few samples that the command cannot have run: a script with a syntax error leaves two or
 * three samples of the interpreter starting. `compare` and `bisect` take such a run as failed
 * (a newcomer's bisection called a commit with a syntax error good, "too small to test here";
 * `compare --runs 1` of it reported `<module>` +92.9 pp, "new").
 */
export function tooFewToBeARun(r: Recorded): boolean {
  const status = r.recording.exitStatus;
  return r.recording.command !== undefined && (status === null || status === undefined) && (r.recording.samples ?? 0) < FEW_RECORDED;
}

/**
 * Whether a command whose exit status the profiler cannot report (py-spy) ended by an uncaught
 * Python exception: the last line of its stderr names one (`SyntaxError: invalid syntax`,
 * `ModuleNotFoundError: No module named 'x'`) below a `File "…", line N` line of its traceback.
 * Why beside `tooFewToBeARun`: the sample count is a clock, and a loaded machine is slow to
 * start an interpreter; a script with a syntax error gave 4 samples on a quiet machine and more
 * than 10 in a full test run, was recorded as a run, and a bisection measured that commit as
 * good (−22.5 pp). A KeyboardInterrupt is how Ctrl-C ends a recording, not a failure.
 */
export function pythonRaised(r: Recorded): string | undefined {
  const status = r.recording.exitStatus;
  if (r.recording.command === undefined || (status !== null && status !== undefined)) return undefined;
  const lines = r.targetStderr.filter((l) => l.trim() !== '');
  const last = lines.at(-1) ?? '';
  const raised = /^(?:[A-Za-z_]\w*\.)*([A-Za-z_]\w*(?:Error|Exception|Exit))(?::|$)/.exec(last);
  if (!raised || !lines.some((l) => /^\s*File ".*", line \d+/.test(l))) return undefined;
  return raised[1];
}

/** `only 1 sample`, `only 4 samples`: what a recording too small to be a run held. */
function fewSamples(n: number): string {
  return `only ${n} sample${n === 1 ? '' : 's'}`;
}

/**
 * Why a recorded command did not run as a program, in words, when its profiler could not say
 * (py-spy): too few samples (`tooFewToBeARun`) or an uncaught Python exception
 * (`pythonRaised`); undefined otherwise. `record`, `compare` and `bisect` say it alike.
 */
export function unreportedFailure(r: Recorded): string | undefined {
  if (tooFewToBeARun(r)) return `gave ${fewSamples(r.recording.samples ?? 0)}: it failed or ended at once (py-spy cannot report its exit status)`;
  const raised = pythonRaised(r);
  return raised ? `ended by an uncaught ${raised} (its stderr ends with Python's traceback; py-spy cannot report the exit status)` : undefined;
}

async function recordPySpy(o: RecordOptions, runner: ProcessRunner, clock: Clock): Promise<Recorded> {
  const pyspy = runner.which('py-spy');
  if (!pyspy) throw new CollectorError('py-spy is not installed: pip install py-spy');
  const rate = o.rate ?? 100;
  const out = join(o.tmpDir, 'py-spy.speedscope.json');
  const flags = [
    '-r',
    String(rate),
    ...(o.gil ? ['--gil'] : []),
    ...(o.idle ? ['--idle'] : []),
    ...(o.threads ? ['--threads'] : []),
    ...(o.subprocesses ? ['--subprocesses'] : []),
    ...(o.native ? ['--native'] : []),
    ...(o.nonblocking ? ['--nonblocking'] : []),
  ];
  const target = o.pid !== undefined ? ['--pid', String(o.pid)] : ['--', ...o.command!];
  const duration = o.duration ? ['--duration', String(o.duration)] : [];
  const started = clock.now();
  const sink = o.targetStdout;
  const filter = typeof sink === 'function' ? withoutPySpyChatter(sink) : undefined;
  const output = filter ? { onStdout: filter.write } : { inheritStdout: sink !== 'ignore' };
  const running = runner.start(pyspy, ['record', ...flags, ...duration, '-f', 'speedscope', '-o', out, ...target], { cwd: o.cwd, ...output });
  const res = await withInterrupt(running, running.result);
  filter?.end();
  const elapsed = (clock.now() - started) / 1000;
  let text: string;
  try {
    text = readFileSync(out, 'utf8');
  } catch {
    if (/ptrace|Permission denied|Operation not permitted/i.test(res.stderr)) {
      throw new CollectorError('py-spy may not attach here: run as root, or allow ptrace with `sysctl kernel.yama.ptrace_scope=0`');
    }
    throw new CollectorError(`py-spy recorded nothing (${pySpyReason(res.stderr) ?? `exit status ${res.code}`})`);
  }
  if (/"profiles"\s*:\s*\[\s*\]/.test(text)) {
    // py-spy writes an empty recording when the target exits before it could attach (a script
    // that does not exist, an error at import): the target's own message is above.
    const said = targetStderr(res.stderr).at(-1);
    throw new CollectorError(`py-spy recorded nothing: ${o.command ? `${o.command.join(' ')} exited before it could be sampled${said ? ` (its stderr ended: ${JSON.stringify(said)})` : ''}` : `pid ${o.pid} gave no samples`}`);
  }
  const parser = new SpeedscopeParser({ source: `py-spy record of ${o.command?.join(' ') ?? `pid ${o.pid}`}` });
  parser.push(new TextEncoder().encode(text));
  const profile = parser.end();
  const samples = profile.meta.sampleCount ?? 0;
  const warnings: string[] = [];
  if (samples === 0) warnings.push('no samples were recorded (the target may have exited at once)');
  // py-spy does not report its target's exit status: a command that failed at once (a script
  // name mistyped) leaves a few samples of the interpreter starting, and nothing else says so.
  else if (o.command && samples < FEW_RECORDED) warnings.push(`only ${samples} sample${samples === 1 ? ' was' : 's were'} recorded: did the command run? (py-spy cannot report its exit status)`);
  return {
    profile,
    warnings,
    targetStderr: targetStderr(res.stderr),
    recording: {
      profiler: 'py-spy',
      profilerVersion: version(runner, pyspy),
      flags: ['record', ...flags],
      rate,
      durationSeconds: elapsed,
      startTime: new Date(started).toISOString(),
      command: o.command,
      pid: o.pid,
      // py-spy exits 0 whatever its target did: the target's status is not known here.
      exitStatus: res.signal ?? (res.code !== 0 ? res.code : null),
      samples,
      ...machine(runner),
    },
  };
}

/**
 * The line of py-spy's error output that says what went wrong: its `Error: …` line, else the
 * last line that is not part of a Rust backtrace (a failed start printed a backtrace, and its
 * last frame, `6: std::sys::thread::unix::Thread::new::thread_start`, was shown as the reason).
 */
export function pySpyReason(stderr: string): string | undefined {
  const lines = stderr
    .split('\n')
    .map((l) => l.replace(/^py-spy> /, '').trimEnd())
    .filter((l) => l.trim() && !/^\s*\d+:\s|^\s+at\s|^stack backtrace:|^note: (run with|Some details)/.test(l));
  return (lines.find((l) => /^\s*Error:/i.test(l)) ?? lines.pop())?.trim();
}

/**
 * The target's output without py-spy's own lines: py-spy writes its progress (`py-spy> Sampling
 * process…`, `py-spy> Wrote speedscope file to '/tmp/…'`, a link to speedscope.app) and the blank
 * lines around them to the same stdout as its target, and those name a temporary file flamediff
 * deletes. `end` passes on a last line without a newline.
 */
export function withoutPySpyChatter(sink: (chunk: Uint8Array) => void): { write: (chunk: Uint8Array) => void; end: () => void } {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let carry = '';
  let blanks = 0;
  let afterChatter = false;
  const lines = (list: readonly string[]) => {
    let out = '';
    for (const line of list) {
      if (line.startsWith('py-spy> ')) {
        blanks = 0;
        afterChatter = true;
      } else if (line === '') {
        if (!afterChatter) blanks++;
      } else {
        out += '\n'.repeat(blanks) + `${line}\n`;
        blanks = 0;
        afterChatter = false;
      }
    }
    if (out) sink(encoder.encode(out));
  };
  return {
    write: (chunk) => {
      const list = (carry + decoder.decode(chunk, { stream: true })).split('\n');
      carry = list.pop()!;
      lines(list);
    },
    end: () => {
      const rest = carry + decoder.decode();
      carry = '';
      if (rest && !rest.startsWith('py-spy> ')) sink(encoder.encode('\n'.repeat(blanks) + rest));
    },
  };
}
