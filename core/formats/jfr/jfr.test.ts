import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { foldedString } from '../../output/folded.js';
import { corpusAvailable, corpusPath } from '../../../test/support/corpus.js';
import { parseBytes } from '../../../test/support/parse.js';
import { detectFormat } from '../registry.js';
import { JfrBytes } from './bytes.js';
import { jfr } from './index.js';

/**
 * speedscope's snapshot of the same recording lists the stacks in time order, one entry each
 * time the weight advances; both sides are summed per stack before comparing. speedscope names
 * a method `Class:method`, flamediff `Class.method` (as JDK Mission Control and async-profiler
 * do), and flamediff puts the thread at the root (speedscope shows one profile per thread).
 */
function snapshotStacks(snap: string): Map<string, number> {
  const block = /"stacks": \[([\s\S]*?)\]/.exec(snap)![1];
  const out = new Map<string, number>();
  for (const line of block.split('\n')) {
    const m = /^\s*"(.*) (\d+)",?$/.exec(line);
    if (!m) continue;
    const stack = m[1].split(';').map((f) => f.replace(/:([^:]*)$/, '.$1')).join(';');
    out.set(stack, (out.get(stack) ?? 0) + Number(m[2]));
  }
  return out;
}

function ourStacks(bytes: Uint8Array): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of foldedString(parseBytes(bytes, {}, jfr).profile).trim().split('\n')) {
    const sp = line.lastIndexOf(' ');
    const stack = line.slice(0, sp).split(';').slice(1).join(';');
    out.set(stack, (out.get(stack) ?? 0) + Number(line.slice(sp + 1)));
  }
  return out;
}

describe('JFR', () => {
  it.runIf(corpusAvailable())('reads speedscope\'s heavy.jfr with the stacks speedscope imports, stack by stack', () => {
    const bytes = readFileSync(corpusPath('speedscope/java-flight-recorder/heavy.jfr'));
    expect(detectFormat(bytes.subarray(0, 65536), 'heavy.jfr').id).toBe('jfr');
    const theirs = snapshotStacks(readFileSync(corpusPath('speedscope/java-flight-recorder/__snapshots__/importfromjfr.snap'), 'utf8'));
    const ours = ourStacks(bytes);
    expect(theirs.size).toBeGreaterThan(5);
    expect([...ours.entries()].sort()).toEqual([...theirs.entries()].sort());
  });

  it.runIf(corpusAvailable())('selects other event types, and names the ones it knows when asked for a bad one', () => {
    const bytes = readFileSync(corpusPath('speedscope/java-flight-recorder/heavy.jfr'));
    const native = parseBytes(bytes, { sampleType: 'native' }, jfr).profile;
    expect(native.meta.event).toBe('jdk.NativeMethodSample');
    expect(native.meta.sampleCount).toBe(44);
    expect(() => parseBytes(bytes, { sampleType: 'nonsense' }, jfr)).toThrow(/no JFR sample type "nonsense": expected cpu, native, alloc/);
  });

  it.runIf(corpusAvailable())('a cut-off or damaged recording is one ParseError with the byte offset', () => {
    const bytes = readFileSync(corpusPath('speedscope/java-flight-recorder/heavy.jfr'));
    expect(() => parseBytes(bytes.subarray(0, 40_000), {}, jfr)).toThrow(/byte 8: corrupt JFR recording: expected the whole chunk \(355345 bytes from byte 0\) but the file ends at byte 40000: it was cut short/);
    const damaged = Uint8Array.from(bytes);
    damaged.fill(0xff, 200, 260);
    expect(() => parseBytes(damaged, {}, jfr)).toThrow(/byte \d+: (corrupt|truncated) JFR recording/);
    const oldVersion = Uint8Array.from(bytes);
    oldVersion[5] = 1;
    oldVersion[4] = 0;
    expect(() => parseBytes(oldVersion, {}, jfr)).toThrow(/JFR format version 2 \(JDK 11 or later\), found version 1/);
  });

  it('decodes compressed integers as the JVM writes them (seven bits a byte, the ninth byte whole)', () => {
    const r = new JfrBytes(Uint8Array.from([0x05, 0xac, 0x02, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01]));
    expect(r.varint()).toBe(5);
    expect(r.varint()).toBe(300);
    expect(r.varint()).toBe(2 ** 56 - 1 + 2 ** 56);
  });
});
