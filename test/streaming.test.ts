import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { perfScript } from '../core/formats/perf-script/index.js';
import { BIN } from './support/cli.js';
import { parseBytes, toFolded } from './support/parse.js';
import { syntheticPerfBlock } from './support/synthetic-perf.js';

const TOTAL = 2.1e9; // past V8's ~512 MB string limit and 2^31 bytes

/** Peak resident memory of a process, sampled from /proc while it runs. */
function watchRss(pid: number): { stop(): number } {
  let peak = 0;
  const timer = setInterval(() => {
    try {
      const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (m) peak = Math.max(peak, Number(m[1]) * 1024);
    } catch {
      /* exited */
    }
  }, 50);
  return {
    stop: () => {
      clearInterval(timer);
      return peak;
    },
  };
}

describe('streaming', () => {
  it(
    'collapses a 2.1 GB perf script from stdin in bounded memory, with exact counts',
    async () => {
      const block = Buffer.from(syntheticPerfBlock(11, 2000));
      const reps = Math.ceil(TOTAL / block.length);
      const expected = toFolded(parseBytes(block, {}, perfScript).profile).replace(
        / (\d+)$/gm,
        (_, n: string) => ` ${BigInt(n) * BigInt(reps)}`,
      );
      const child = spawn(process.execPath, [BIN, 'collapse', '-'], { stdio: ['pipe', 'pipe', 'pipe'] });
      const rss = watchRss(child.pid!);
      const out: Buffer[] = [];
      const err: Buffer[] = [];
      child.stdout.on('data', (c: Buffer) => out.push(c));
      child.stderr.on('data', (c: Buffer) => err.push(c));
      for (let i = 0; i < reps; i++) {
        if (!child.stdin.write(block)) await once(child.stdin, 'drain');
      }
      child.stdin.end();
      const [code] = (await once(child, 'close')) as [number];
      const peak = rss.stop();
      console.log(`streamed ${(reps * block.length / 1e9).toFixed(2)} GB; peak RSS ${(peak / 1e6).toFixed(0)} MB`);
      expect(Buffer.concat(err).toString()).toBe('');
      expect(code).toBe(0);
      expect(Buffer.concat(out).toString()).toBe(expected);
      // Memory follows unique stacks (a few thousand here), not the 2.1 GB read.
      expect(peak).toBeGreaterThan(0);
      expect(peak).toBeLessThan(300e6);
    },
    600_000,
  );
});
