import { afterEach, describe, expect, it, vi } from 'vitest';
import { Progress } from './progress.js';

describe('Progress', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('draws a caller-described line every 250 ms when enabled, and clears it when stopped', () => {
    vi.useFakeTimers();
    const writes: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((s: string | Uint8Array) => (writes.push(String(s)), true));
    let done = 1;
    const p = new Progress('fetching q', undefined, () => done, true, (d) => `${d}/7 replicates`);
    vi.advanceTimersByTime(260);
    done = 4;
    vi.advanceTimersByTime(250);
    p.stop();
    expect(writes).toEqual(['\rfetching q: 1/7 replicates  ', '\rfetching q: 4/7 replicates  ', '\r\x1b[K']);
  });

  it('stays silent when disabled (piped, CI, NO_PROGRESS)', () => {
    vi.useFakeTimers();
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const p = new Progress('x', 100, () => 50, false);
    vi.advanceTimersByTime(1000);
    p.stop();
    expect(spy).not.toHaveBeenCalled();
  });
});
