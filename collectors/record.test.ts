import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CollectorError, isPythonTarget, pySpyReason, pythonRaised, record, unreportedFailure, withoutPySpyChatter, type Recorded } from './record.js';
import type { Clock, ProcessRunner } from './runner.js';

/**
 * The collectors against a replayed profiler: a fake runner answers `perf record` and streams a
 * recorded `perf script` output, so the recorder's logic is tested without perf.
 */
const RECORDED = gunzipSync(readFileSync(join(import.meta.dirname, '..', 'fixtures', 'examples', 'busy.perf.txt.gz')));

function fakeRunner(opts: { hasPerf?: boolean; recordStderr?: string; recordCode?: number } = {}): { runner: ProcessRunner; calls: string[][] } {
  const calls: string[][] = [];
  const runner: ProcessRunner = {
    which: (c) => (c === 'perf' ? (opts.hasPerf !== false ? '/usr/bin/perf' : undefined) : c === 'py-spy' || c === 'nosuchcmd' ? undefined : `/usr/bin/${c}`),
    output: (c, args) => (c === 'nproc' ? { code: 0, stdout: '4\n', stderr: '' } : { code: 0, stdout: `${c} version 9.9 ${args.join(' ')}\n`, stderr: '' }),
    start: (c, args, o = {}) => {
      calls.push([c, ...args]);
      if (args[0] === 'script') {
        // Replay in small chunks, as a pipe would deliver them.
        for (let i = 0; i < RECORDED.length; i += 4096) o.onStdout?.(RECORDED.subarray(i, i + 4096));
      }
      const code = args[0] === 'record' ? (opts.recordCode ?? 0) : 0;
      const stderr = args[0] === 'record' ? (opts.recordStderr ?? '') : '';
      return { pid: 1, kill: () => {}, result: Promise.resolve({ code, signal: null, stderr }) };
    },
  };
  return { runner, calls };
}

const clock = (): Clock => {
  let t = 1_700_000_000_000;
  return { now: () => (t += 1500) };
};

describe('record (replayed perf)', () => {
  it('runs perf record with the right flags, streams perf script into the parser, keeps the metadata', async () => {
    const { runner, calls } = fakeRunner();
    const r = await record({ profiler: 'perf', command: ['./busy', '1'], rate: 499, tmpDir: mkdtempSync(join(tmpdir(), 'fd-')) }, runner, clock());
    expect(calls[0].slice(0, 6)).toEqual(['/usr/bin/perf', 'record', '-q', '-F', '499', '-g']);
    expect(calls[0].slice(-3)).toEqual(['--', './busy', '1']);
    expect(calls[1].slice(0, 2)).toEqual(['/usr/bin/perf', 'script']);
    expect(r.recording).toMatchObject({ profiler: 'perf', rate: 499, durationSeconds: 1.5, exitStatus: 0, cpus: { nproc: 4 } });
    expect(r.profile.meta.sampleCount).toBe(999);
    expect(r.profile.timeline?.stack.length).toBe(999);
  });

  it('uses dwarf unwinding with perf script --no-inline', async () => {
    const { runner, calls } = fakeRunner();
    await record({ profiler: 'perf', command: ['./x'], dwarf: true, tmpDir: mkdtempSync(join(tmpdir(), 'fd-')) }, runner, clock());
    expect(calls[0]).toContain('dwarf');
    expect(calls[1]).toContain('--no-inline');
  });

  it('explains a missing profiler and a refused perf_event_paranoid', async () => {
    await expect(record({ profiler: 'perf', command: ['x'], tmpDir: '/tmp' }, fakeRunner({ hasPerf: false }).runner, clock())).rejects.toThrow(
      /perf is not installed: apt-get install linux-perf/,
    );
    const refused = fakeRunner({ recordCode: 255, recordStderr: 'Error:\nAccess to performance monitoring and observability operations is limited.\nperf_event_paranoid setting is 3' });
    await expect(record({ profiler: 'perf', command: ['x'], tmpDir: '/tmp' }, refused.runner, clock())).rejects.toThrow(CollectorError);
    await expect(record({ profiler: 'py-spy', command: ['python3', 'x.py'], tmpDir: '/tmp' }, fakeRunner().runner, clock())).rejects.toThrow(/pip install py-spy/);
  });

  it('a target that cannot start is named as such, not as a broken recording', async () => {
    await expect(record({ profiler: 'perf', command: ['nosuchcmd', '1'], tmpDir: '/tmp' }, fakeRunner().runner, clock())).rejects.toThrow(
      'cannot start nosuchcmd: command not found',
    );
    // A path that is no executable: perf record -q exits 255 without a word, then perf script fails.
    const failed = fakeRunner({ recordCode: 255 });
    failed.runner.start = ((start) => (c: string, args: readonly string[], o?: Parameters<ProcessRunner['start']>[2]) =>
      args[0] === 'script'
        ? { pid: 2, kill: () => {}, result: Promise.resolve({ code: 255, signal: null, stderr: "Was the 'perf record' command properly terminated?" }) }
        : start(c, args, o))(failed.runner.start);
    await expect(record({ profiler: 'perf', command: ['./not-built'], tmpDir: '/tmp' }, failed.runner, clock())).rejects.toThrow(
      /cannot start \.\/not-built: perf record exited with status 255 \(is it an executable file\?\)/,
    );
  });

  it('picks py-spy for Python targets', () => {
    expect(isPythonTarget({ command: ['python3', 'app.py'] })).toBe(true);
    expect(isPythonTarget({ command: ['/usr/bin/python3.11', '-m', 'x'] })).toBe(true);
    expect(isPythonTarget({ command: ['sh', '-c', 'python3 app.py --x'] })).toBe(true);
    expect(isPythonTarget({ command: ['./server'] })).toBe(false);
    void writeFileSync;
  });
});

describe("py-spy's own lines", () => {
  it('are taken out of the target output, in whatever pieces it arrives; the target keeps its blank lines', () => {
    const text =
      "py-spy> Sampling process 100 times a second. Press Control-C to exit.\n\nhello\n\nworld\n\npy-spy> Stopped sampling because process exited\npy-spy> Wrote speedscope file to '/tmp/x/py-spy.speedscope.json'. Samples: 9 Errors: 0\npy-spy> Visit https://www.speedscope.app/ to view\nlast";
    const bytes = new TextEncoder().encode(text);
    for (const size of [1, 7, bytes.length]) {
      let out = '';
      const f = withoutPySpyChatter((c) => (out += new TextDecoder().decode(c)));
      for (let i = 0; i < bytes.length; i += size) f.write(bytes.subarray(i, i + size));
      f.end();
      expect(out).toBe('hello\n\nworld\nlast');
    }
  });
});

describe("py-spy's failure, in one line", () => {
  it('is its Error line, or the last line that is not a backtrace frame', () => {
    const backtrace = [
      'py-spy> Sampling process 100 times a second. Press Control-C to exit.',
      'Error: Failed to find python version from target process',
      'Stack backtrace:',
      '   0: py_spy::python_spy::PythonSpy::new',
      '   6: std::sys::thread::unix::Thread::new::thread_start',
      '             at /rustc/library/std/src/sys/pal/unix/thread.rs:105:17',
      '',
    ].join('\n');
    expect(pySpyReason(backtrace)).toBe('Error: Failed to find python version from target process');
    expect(pySpyReason('py-spy> Stopped sampling because process exited\n   6: std::sys::thread::unix::Thread::new::thread_start\n')).toBe('Stopped sampling because process exited');
    expect(pySpyReason('')).toBeUndefined();
  });
});

describe('speedscope round trip', () => {
  it('keeps frame names (py-spy file:line suffixes are not doubled)', async () => {
    const { renderSpeedscope } = await import('../core/output/speedscope.js');
    const { SpeedscopeParser } = await import('../core/formats/speedscope/parser.js');
    const { ProfileBuilder } = await import('../core/model/builder.js');
    const b = new ProfileBuilder('seconds');
    const f1 = b.internFrame({ name: 'main (app.py:3)', kind: 'python', file: 'app.py', line: 3 });
    const f2 = b.internFrame({ name: 'work (app.py)', kind: 'python', file: 'app.py' });
    b.addSample(b.child(b.child(0, f1), f2), 0.01);
    const p = new SpeedscopeParser({ source: 't' });
    p.push(new TextEncoder().encode(renderSpeedscope(b.build({ sourceFormat: 't' }))));
    expect(p.end().frames.map((f) => f.name)).toEqual(['main (app.py:3)', 'work (app.py)']);
  });
});

describe('a py-spy run that did not run as a program', () => {
  const recorded = (stderr: string[], samples: number, exitStatus?: number): Recorded =>
    ({ profile: undefined, warnings: [], targetStderr: stderr, recording: { profiler: 'py-spy', command: ['python3', 'x.py'], samples, ...(exitStatus === undefined ? {} : { exitStatus }) } }) as unknown as Recorded;
  const syntax = ['  File "/tmp/broken.py", line 1', '    def f(:', '          ^', 'SyntaxError: invalid syntax'];

  it('is told by too few samples, or by the uncaught exception its stderr ends with however many samples it left', () => {
    expect(unreportedFailure(recorded(syntax, 4))).toMatch(/^gave only 4 samples: it failed or ended at once/);
    expect(unreportedFailure(recorded(syntax, 25))).toMatch(/^ended by an uncaught SyntaxError /);
    expect(pythonRaised(recorded(['Traceback (most recent call last):', '  File "app.py", line 3, in <module>', '    import nope', "ModuleNotFoundError: No module named 'nope'"], 40))).toBe('ModuleNotFoundError');
  });

  it('is not a program that printed an error line of its own, ended by Ctrl-C, or whose status is known', () => {
    expect(unreportedFailure(recorded(['Error: 3 records skipped', 'done'], 40))).toBeUndefined();
    expect(unreportedFailure(recorded(['ValueError: logged and skipped'], 40))).toBeUndefined();
    expect(unreportedFailure(recorded(['Traceback (most recent call last):', '  File "app.py", line 9, in <module>', 'KeyboardInterrupt'], 40))).toBeUndefined();
    expect(unreportedFailure(recorded(syntax, 25, 0))).toBeUndefined();
  });
});
