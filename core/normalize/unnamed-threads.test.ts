import { describe, expect, it } from 'vitest';
import { foldedString } from '../output/folded.js';
import { parseBytes } from '../../test/support/parse.js';
import { normalizeProfile } from './normalize.js';

/** py-spy raw with --threads, as it comes: one sample batch of a worker whose name py-spy could not read. */
const RUN = `thread (0x1): MainThread;main (app.py:10);loop (app.py:20) 40
thread (0x2): pool_0;_bootstrap (threading.py:1);_worker (thread.py:81) 30
thread (0x2): pool_0;_bootstrap (threading.py:1);_worker (thread.py:83);job (app.py:5) 20
thread (0x3);_bootstrap (threading.py:1);_worker (thread.py:83);job (app.py:5) 8
thread (0x4);gc_collect (gc.c) 2
`;

describe('unnamed threads', () => {
  it('an unnamed thread joins the named thread whose code it shares; one running code no named thread runs stays apart', () => {
    const p = normalizeProfile(parseBytes(RUN).profile, { preset: 'py-spy' }).profile;
    expect(foldedString(p)).toBe(
      [
        'thread: MainThread;main (app.py);loop (app.py) 40',
        'thread: pool_0;_bootstrap (threading.py);_worker (thread.py) 30',
        'thread: pool_0;_bootstrap (threading.py);_worker (thread.py);job (app.py) 28',
        'thread;gc_collect (gc.c) 2',
        '',
      ].join('\n'),
    );
  });

  it('joins a thread frame beside named ones below the root too (py-spy speedscope: one profile per thread, the thread frame inside)', () => {
    // Two thread profiles py-spy could not name (main and signer) under one root (`Thread ""`
    // in the speedscope file, `profile` here); below it, the signer's thread frame lost its name
    // for some samples. The unnamed frame joins its named sibling, not a thread elsewhere.
    const nested = [
      'profile;thread (11): MainThread;main (app.py:3);join (threading.py:1) 5',
      'profile;thread (12): signer;Thread.run (threading.py:9);sign (app.py:20);digest (app.py:30) 30',
      'profile;thread (12);Thread.run (threading.py:9);sign (app.py:20);digest (app.py:30) 12',
      'other;thread (13): ingest;Thread.run (threading.py:9);ingest (app.py:40) 50',
      '',
    ].join('\n');
    const p = normalizeProfile(parseBytes(nested).profile, { preset: 'py-spy' }).profile;
    expect(foldedString(p)).toBe(
      [
        'other;thread: ingest;Thread.run (threading.py);ingest (app.py) 50',
        'profile;thread: MainThread;main (app.py);join (threading.py) 5',
        'profile;thread: signer;Thread.run (threading.py);sign (app.py);digest (app.py) 42',
        '',
      ].join('\n'),
    );
  });

  it('counts the samples it shares, not the names: a start-up of many imports does not keep a main thread apart', () => {
    // py-spy could not name the main thread for part of one run: its start-up (eight import
    // frames, one sample each) and most of its loop; the named part only ran the loop.
    const imports = Array.from({ length: 8 }, (_, i) => `thread (7);<module> (app.py:1);_find_and_load (<frozen importlib>:${i});mod${i} (m${i}.py:1) 1`);
    const run = [
      'thread (7): MainThread;<module> (app.py:1);main (app.py:5);collide (app.py:9) 30',
      ...imports,
      'thread (7);<module> (app.py:1);main (app.py:5);collide (app.py:9) 170',
      '',
    ].join('\n');
    const folded = foldedString(normalizeProfile(parseBytes(run).profile, { preset: 'py-spy' }).profile);
    expect(folded).toContain('thread: MainThread;<module> (app.py);main (app.py);collide (app.py) 200\n');
    expect(folded).not.toMatch(/^thread;/m);
  });

  it('a thread ID is the thread: the unnamed part of a thread joins its named part though their code differs', () => {
    // py-spy named the main thread only once it could read the name: its first samples built
    // the input, its named ones joined the workers; no code in common, one thread ID.
    const run = [
      'thread (20939);<module> (app.py:1);main (app.py:5);make_events (app.py:9) 80',
      'thread (20939): MainThread;<module> (app.py:1);main (app.py:5);join (threading.py:1) 20',
      'thread (20945): events;Thread.run (threading.py:9);events_worker (app.py:40) 100',
      'thread (20946);Thread.run (threading.py:9);digest_worker (app.py:60) 90',
      '',
    ].join('\n');
    const folded = foldedString(normalizeProfile(parseBytes(run).profile, { preset: 'py-spy' }).profile);
    expect(folded).toContain('thread: MainThread;<module> (app.py);main (app.py);make_events (app.py) 80\n');
    // A thread ID no named thread has, running code no named thread runs, stays apart.
    expect(folded).toContain('thread;Thread.run (threading.py);digest_worker (app.py) 90\n');
  });

  it('the none preset leaves every thread as it came', () => {
    expect(foldedString(normalizeProfile(parseBytes(RUN).profile, { preset: 'none' }).profile)).toContain('thread (0x3);');
  });
});
