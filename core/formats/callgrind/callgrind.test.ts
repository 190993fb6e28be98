import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { foldedString } from '../../output/folded.js';
import { corpusAvailable, corpusPath } from '../../../test/support/corpus.js';
import { parseBytes } from '../../../test/support/parse.js';
import { detectFormat } from '../registry.js';
import { callgrind } from './index.js';

/**
 * Callgrind files against speedscope's snapshots of the same files: the same stacks with the
 * same weights, since both unfold the call graph the same way (cost split among callers in
 * proportion to their calls). speedscope writes weights in units (`3.00µs`, `4.88 KB`) from
 * the event name; they are turned back into the file's numbers: Time_(10ns) and bytes.
 */
function snapshotStacks(snap: string, profile: number, scale: (v: number, unit: string) => number): Map<string, number> {
  const blocks = [...snap.matchAll(/"stacks": \[([\s\S]*?)\]/g)];
  const out = new Map<string, number>();
  for (const line of blocks[profile][1].split('\n')) {
    const m = /^\s*"(.*) ([\d.]+)\s*(µs|ns|ms|KB|B)?",?$/.exec(line);
    if (m) out.set(m[1], Math.round(scale(Number(m[2]), m[3] ?? '')));
  }
  return out;
}

function ours(text: Uint8Array, options = {}): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of foldedString(parseBytes(text, options, callgrind).profile).trim().split('\n')) {
    const sp = line.lastIndexOf(' ');
    out.set(line.slice(0, sp), Math.round(Number(line.slice(sp + 1))));
  }
  return out;
}

const TIME_10NS = (v: number, unit: string) => (unit === 'µs' ? v * 100 : unit === 'ns' ? v / 10 : unit === 'ms' ? v * 1e5 : v);
const BYTES = (v: number, unit: string) => (unit === 'KB' ? v * 1024 : v);

describe('callgrind', () => {
  const files = ['callgrind.example.log', 'callgrind.name-compression.log', 'callgrind.multiple-event-types.log'];
  it.runIf(corpusAvailable())('every corpus file is detected as callgrind', () => {
    for (const f of files) {
      const bytes = readFileSync(corpusPath(`speedscope/callgrind/${f}`));
      expect(detectFormat(bytes.subarray(0, 65536), f).id, f).toBe('callgrind');
    }
  });

  it.runIf(corpusAvailable())('plain and name-compressed files unfold to speedscope\'s stacks and weights', () => {
    for (const [file, snap] of [
      ['callgrind.example.log', 'importfromcallgrind.snap'],
      ['callgrind.name-compression.log', 'importfromcallgrind-name-compression.snap'],
    ]) {
      const theirs = snapshotStacks(readFileSync(corpusPath(`speedscope/callgrind/__snapshots__/${snap}`), 'utf8'), 0, (v) => v);
      expect(theirs.size, file).toBeGreaterThan(2);
      expect([...ours(readFileSync(corpusPath(`speedscope/callgrind/${file}`)))].sort()).toEqual([...theirs].sort());
    }
  });

  it.runIf(corpusAvailable())('with several events, the first is read by default and --sample-type picks another', () => {
    const bytes = readFileSync(corpusPath('speedscope/callgrind/callgrind.multiple-event-types.log'));
    const snap = readFileSync(corpusPath('speedscope/callgrind/__snapshots__/importfromcallgrind-multiple-event-types.snap'), 'utf8');
    // speedscope's formatted weights carry three significant digits: equal within 0.5%.
    const close = (a: Map<string, number>, b: Map<string, number>) => {
      expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
      for (const [k, v] of a) expect(Math.abs(v - b.get(k)!) / v, k).toBeLessThan(0.005);
    };
    close(ours(bytes), snapshotStacks(snap, 0, TIME_10NS));
    close(ours(bytes, { sampleType: 'memory' }), snapshotStacks(snap, 1, BYTES));
    expect(() => parseBytes(bytes, { sampleType: 'Ir' }, callgrind)).toThrow(/no event "Ir": expected one of Time_\(10ns\), Memory_\(bytes\)/);
  });

  it('a name used before it is defined, or a cost before any function, is an error naming the line', () => {
    expect(() => parseBytes('# callgrind format\nevents: Ir\nfn=(3)\n1 10\n', {}, callgrind)).toThrow(/:3: bad callgrind line "fn=\(3\)": expected name \(3\) to be defined earlier/);
    expect(() => parseBytes('# callgrind format\nevents: Ir\n1 10\n', {}, callgrind)).toThrow(/:3: .*expected an `fn=` line before the first cost line/);
  });

  it('recursion is not followed round the cycle: the cost through the recursive call is left out, as speedscope does', () => {
    const text = '# callgrind format\nevents: Ir\nfn=main\n1 10\ncfn=fib\ncalls=1 1\n1 100\nfn=fib\n1 60\ncfn=fib\ncalls=5 1\n1 40\n';
    expect(foldedString(parseBytes(text, {}, callgrind).profile)).toBe('main 10\nmain;fib 60\n');
  });
});
