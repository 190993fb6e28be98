import { describe, expect, it } from 'vitest';
import { parseBytes, toFolded } from '../../../test/support/parse.js';
import { detectFormat } from '../registry.js';
import { pyinstrument } from './index.js';

const frame = (fn: string, time: number, children: unknown[] = [], file = 'app.py', line = 1) => ({
  function: fn,
  file_path_short: file,
  file_path: `/srv/${file}`,
  line_no: line,
  time,
  await_time: 0,
  is_application_code: true,
  children,
});
const doc = (root: unknown) => JSON.stringify({ start_time: 1795776518.25, duration: 1.5, sample_count: 1500, cpu_time: 1.5, root_frame: root });

describe("pyinstrument's JSON", () => {
  it('is detected, and a frame owns the time its children leave, its [self] child folded back in', () => {
    const text = doc(
      frame('<module>', 1.5, [
        frame('main', 1.4, [
          { ...frame('[self]', 0.3), file_path: '', line_no: 0 },
          frame('tokens', 0.9, [frame('normalize', 0.5, [], 'app.py', 35)], 'app.py', 39),
          // A child pruned by the renderer leaves its time in main: 1.4 − 0.3 − 0.9 = 0.2 more.
        ], 'app.py', 72),
      ]),
    );
    const bytes = new TextEncoder().encode(text);
    expect(detectFormat(bytes, 'p.json').id).toBe('pyinstrument');
    const { profile } = parseBytes(bytes, {}, pyinstrument);
    expect(toFolded(profile).trim().split('\n').sort()).toEqual([
      '<module> (app.py:1) 0.1',
      '<module> (app.py:1);main (app.py:72) 0.5',
      '<module> (app.py:1);main (app.py:72);tokens (app.py:39) 0.4',
      '<module> (app.py:1);main (app.py:72);tokens (app.py:39);normalize (app.py:35) 0.5',
    ]);
    expect(profile.meta.sampleCount).toBe(1500);
    expect(profile.unit).toBe('seconds');
  });

  it('says where a file that is its format is broken', () => {
    const bad = new TextEncoder().encode(doc(frame('main', 1, [{ function: 'x', time: 'soon' }])));
    expect(() => parseBytes(bad, {}, pyinstrument)).toThrow(/root_frame\.children\[0\]\.time: expected a number of seconds/);
    expect(pyinstrument.sniff('{"traceEvents": []}')).toBe(false);
  });
});
