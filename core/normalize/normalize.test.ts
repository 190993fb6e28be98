import { describe, expect, it } from 'vitest';
import { ProfileBuilder } from '../model/builder.js';
import type { FrameKind, Profile } from '../model/types.js';
import { foldedString } from '../output/folded.js';
import { normalizeProfile, presetFor } from './normalize.js';
import { parseUserRules } from './rules.js';

/** Builds a profile from folded lines; `kind:name` prefixes set a frame's kind. */
function profile(lines: string, meta: Record<string, string> = {}): Profile {
  const b = new ProfileBuilder('samples');
  for (const line of lines.trim().split('\n')) {
    const sp = line.lastIndexOf(' ');
    const ids = line
      .slice(0, sp)
      .split(';')
      .map((f) => {
        const m = /^(process|thread|python|kernel):(.*)$/.exec(f);
        return b.internFrame(m ? { name: m[2], kind: m[1] as FrameKind } : { name: f, kind: 'native' });
      });
    b.addStack(ids, Number(line.slice(sp + 1)));
  }
  return b.build({ sourceFormat: 'folded', ...meta });
}

describe('normalisation rules', () => {
  it.each([
    ['py-spy', 'python:work (app.py:10)', 'work (app.py)'],
    ['py-spy', 'python:get (/venv/lib/python3.11/site-packages/requests/api.py:70)', 'get (requests/api.py)'],
    ['py-spy', 'python:open (/usr/lib/python3.11/pathlib.py:1013)', 'open (pathlib.py)'],
    ['py-spy', 'thread:thread (0x7f3a2c1b7740)', 'thread'],
    ['py-spy', 'thread:thread (7595): MainThread', 'thread: MainThread'],
    ['py-spy', 'process:process 4242:"python app.py"', 'process:"python app.py"'],
    ['py-spy', 'thread:Thread 7640 "hasher"', 'Thread "hasher"'],
    // A thread named like comm-N keeps its name and loses its TID (thread shapes come first).
    ['py-spy', 'thread:thread (9998): io-1', 'thread: io-1'],
    ['py-spy', 'thread:Thread 24261 "client-loop"', 'Thread "client-loop"'],
    ['perf', 'process:python3-1234', 'python3'],
    ['perf', 'process:java-4242/4250', 'java'],
    ['perf', 'process:java-?/19983', 'java'],
    ['perf', '[libc.so.6 <7f53389994d0>]', '[libc.so]'],
    ['perf', '[libc-2.31.so]', '[libc.so]'],
    ['perf', 'std::fs::read::h5d84059cf335c8e6', 'std::fs::read'],
    ['perf', '[perf-31337.map]', '[perf-PID.map]'],
    ['perf', '[jitted-4242-17.so]', '[jitted-PID-N.so]'],
    ['perf', 'Foo$$Lambda$123/0x0000000800c2b840.apply', 'Foo$$Lambda.apply'],
    ['perf', 'Heavy$$Lambda+0x000001c39a007200.2136288211.getAsInt', 'Heavy$$Lambda.getAsInt'],
    ['perf', 'Foo$$Lambda/0x000071a3a8003200.run', 'Foo$$Lambda.run'],
    ['perf', 'java.lang.invoke.LambdaForm$MH+0x00007f29a400a000.27319466.invoke', 'java.lang.invoke.LambdaForm$MH.invoke'],
    ['perf', 'java.lang.invoke.LambdaForm$DMH/1172131546.invokeStatic', 'java.lang.invoke.LambdaForm$DMH.invokeStatic'],
    ['perf', 'jdk.internal.reflect.GeneratedMethodAccessor123.invoke', 'jdk.internal.reflect.GeneratedMethodAccessor.invoke'],
    // GCC's clones: one build's checksum_payload.constprop.0 is another's checksum_payload.
    ['perf', 'checksum_payload.constprop.0', 'checksum_payload'],
    ['perf', 'parse.isra.0.constprop.1', 'parse'],
    ['perf', 'std::vector<int>::push_back.cold', 'std::vector<int>::push_back'],
    ['perf', 'weather.cold_front', 'weather.cold_front'],
    // Versioned symbols: the allocator rule knows cfree, not cfree@GLIBC_2.2.5.
    ['perf', 'cfree@GLIBC_2.2.5', 'cfree'],
    ['perf', 'memcpy@@GLIBC_2.14 (libc.so.6)', 'memcpy (libc.so)'],
    ['perf', 'user@example', 'user@example'],
    ['all', 'JS:*checksum /srv/app.js:12', 'JS:checksum /srv/app.js'],
    ['all', 'LazyCompile:~checksum /srv/app.js:12', 'JS:checksum /srv/app.js'],
    ['all', 'JS:^render /srv/app.js:40', 'JS:render /srv/app.js'],
    // An edit above a function moves its line in every V8 perf-map name below it.
    ['perf', 'JS:*serve /srv/app.js:161:15', 'JS:serve /srv/app.js'],
    ['perf', 'JS:^ /srv/app.js:1:1', 'JS: /srv/app.js'],
    // An anonymous function keeps its position: it is all that tells it from the script's top level.
    ['perf', 'JS:* /srv/app.js:9:61', 'JS: /srv/app.js:9:61'],
    ['perf', 'JS:~ /srv/app.js:12', 'JS: /srv/app.js:12'],
    ['perf', 'JS:*readFile node:fs:441:20', 'JS:readFile node:fs'],
    ['perf', 'LazyCompile:~checksum file:///srv/app.mjs:12', 'JS:checksum file:///srv/app.mjs'],
    ['perf', 'Builtins_JSEntry', 'Builtins_JSEntry'],
    ['perf', 'main::{lambda(int)#3}::operator', 'main::{lambda(int)#N}::operator'],
    ['perf', 'load (/tmp/tmpk2j4x/plugin.py)', 'load (/tmp/…/plugin.py)'],
    ['perf', 'sym+0x1f', 'sym'],
    // V8 .cpuprofile and Firefox names carry the line a function starts on: an edit above moves it.
    ['perf', 'lineChecksum (app.js:60)', 'lineChecksum (app.js)'],
    ['perf', 'processBatch (/srv/app/src/batch.ts:118)', 'processBatch (/srv/app/src/batch.ts)'],
    ['perf', '(anonymous) (app.js:12)', '(anonymous) (app.js:12)'],
  ])('%s: %s → %s', (preset, input, output) => {
    const p = profile(`${input} 1`);
    const n = normalizeProfile(p, { preset }).profile;
    expect(n.frames.map((f) => f.name)).toEqual([output]);
  });

  it('merges frames that normalise to the same name and sums their weight', () => {
    const p = profile('process:app-100;main;work 3\nprocess:app-200;main;work 4\nprocess:app-200;main;rest 1');
    expect(foldedString(normalizeProfile(p, { preset: 'perf' }).profile)).toBe('app;main;rest 1\napp;main;work 7\n');
  });

  it('collapses runs of [unknown] frames', () => {
    const p = profile('a;[unknown];[unknown];[unknown];b 2\na;[unknown];b 3');
    expect(foldedString(normalizeProfile(p, { preset: 'perf' }).profile)).toBe('a;[unknown];b 5\n');
    // The kept node's own child comes first, and one below the run meets it: still one path.
    const q = profile('a;[unknown];b 3\na;[unknown];[unknown];b 2\na;[unknown];[unknown];c 1\na;d;[unknown];[unknown] 4');
    expect(foldedString(normalizeProfile(q, { preset: 'perf' }).profile)).toBe('a;[unknown];b 5\na;[unknown];c 1\na;d;[unknown] 4\n');
  });

  it('merges the paths below a collapsed run to any depth: no two siblings share a frame', () => {
    // b under the run and b beside it become one node; so must their children c, and c's d.
    const p = profile('a;[unknown];[unknown];b;c;d 1\na;[unknown];b;c;d 2\nstart_thread;a;[unknown];b;c;e 1');
    const out = normalizeProfile(p, { preset: 'perf' }).profile;
    const pairs = new Set<string>();
    for (let n = 1; n < out.stackFrame.length; n++) {
      const key = `${out.stackParent[n]}:${out.stackFrame[n]}`;
      expect(pairs.has(key), `two children ${out.frames[out.stackFrame[n]].name} under one node`).toBe(false);
      pairs.add(key);
    }
    expect(out.stackSelf.reduce((x, y) => x + y, 0)).toBe(4);
  });

  it("gives a preempted goroutine's samples back to the code it interrupted", () => {
    // Go's runtime.asyncPreempt is pushed on top of whatever ran: its samples are its caller's.
    const p = profile('main.work;main.hash 6\nmain.work;main.hash;runtime.asyncPreempt 3\nmain.work;runtime.asyncPreempt;runtime.asyncPreempt2 1');
    const out = normalizeProfile(p, { preset: 'perf' });
    expect(foldedString(out.profile)).toBe('main.work;main.hash 9\nmain.work;runtime.asyncPreempt2 1\n');
    expect(out.report.find((r) => r.id === 'injected-frames')?.merged).toBe(2);
    // py-spy's preset has no Go frames to drop.
    expect(foldedString(normalizeProfile(p, { preset: 'none' }).profile)).toContain('runtime.asyncPreempt 3');
  });

  it('leaves non-root frames alone for the PID rule', () => {
    const p = profile('process:app-1;compute-2 1');
    expect(normalizeProfile(p, { preset: 'perf' }).profile.frames.map((f) => f.name)).toEqual(['app', 'compute-2']);
  });

  it('reports what each rule renamed and merged', () => {
    const p = profile('python:f (a.py:1) 1\npython:f (a.py:2) 1\npython:g (b.py:3) 1');
    const r = normalizeProfile(p, { preset: 'py-spy' }).report.find((x) => x.id === 'line-numbers')!;
    expect(r).toMatchObject({ renamed: 3, merged: 1 });
  });

  it('applies user rules after the preset', () => {
    const rules = parseUserRules('^handler_v\\d+=>handler\n# comment\n');
    const p = profile('main;handler_v2 1\nmain;handler_v3 2');
    expect(foldedString(normalizeProfile(p, { preset: 'none', rules }).profile)).toBe('main;handler 3\n');
  });

  it('rejects bad user rules with the line', () => {
    expect(() => parseUserRules('ok=>x\nno arrow here', 'rules.txt')).toThrow('rules.txt:2: expected REGEX=>REPLACEMENT');
    expect(() => parseUserRules('(=>x', 'rules.txt')).toThrow(/rules\.txt:1: invalid regular expression/);
  });

  it('picks the py-spy preset for Python frames and perf otherwise', () => {
    expect(presetFor(profile('python:f (a.py:1) 1'))).toBe('py-spy');
    expect(presetFor(profile('main;f 1'))).toBe('perf');
  });
});

describe('py-spy thread roots read from folded text', () => {
  it('are thread frames, so the PID rule strips their ids', async () => {
    const { folded } = await import('../formats/folded/index.js');
    const { parseBytes } = await import('../../test/support/parse.js');
    const p = parseBytes('thread (18325): hasher;run (threading.py:982) 3\nthread (0x7f3a): MainThread;main (a.py:1) 2\n', {}, folded).profile;
    const names = normalizeProfile(p).profile.frames.map((f) => f.name);
    expect(names).toContain('thread: hasher');
    expect(names).toContain('thread: MainThread');
  });
});
