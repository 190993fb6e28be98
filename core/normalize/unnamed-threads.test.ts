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

  it('the none preset leaves every thread as it came', () => {
    expect(foldedString(normalizeProfile(parseBytes(RUN).profile, { preset: 'none' }).profile)).toContain('thread (0x3);');
  });
});
