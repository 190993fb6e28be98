import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { folded } from '../core/formats/folded/index.js';
import { detectFindings } from '../core/detectors/findings.js';
import { diffProfiles } from '../core/diff/diff.js';
import { normalizeProfile } from '../core/normalize/normalize.js';
import { detectFormat } from '../core/formats/registry.js';
import { stackTotals, totalWeight, type Profile } from '../core/model/types.js';
import { corpusAvailable, corpusPath } from './support/corpus.js';
import { parseBytes, readBytes, toFolded } from './support/parse.js';

/**
 * The invariants every parser must keep (style lesson 8): reading in chunks of any size gives
 * the same profile as one read, the folded output parses back to itself, and the self weights
 * add up to the total, and diffing a profile with itself finds nothing.
 */
function inputs(): string[] {
  const own = join(import.meta.dirname, '..', 'fixtures', 'formats');
  const files = readdirSync(own)
    .filter((f) => /\.(txt|json)$/.test(f))
    .map((f) => join(own, f));
  if (corpusAvailable()) {
    files.push(
      corpusPath('flamegraph/collapse-perf/perf-java-stacks-01.txt'),
      corpusPath('flamegraph/collapse-perf/perf-rust-Yamakaky-dcpu.txt'),
      corpusPath('inferno/collapse-perf/sourcepawn-jitdump.txt'),
      corpusPath('speedscope/speedscope/0.1.2/simple-sampled.speedscope.json'),
      corpusPath('speedscope/speedscope/0.0.1/simple.speedscope.json'),
      corpusPath('speedscope/stackcollapse/simple-crlf.txt'),
      corpusPath('pprof/proto-samples/sample.cpu'),
      corpusPath('speedscope/pprof/simple.prof'),
      corpusPath('speedscope/node/10.11.0/example.cpuprofile'),
      corpusPath('speedscope/Chrome/65/simple.cpuprofile'),
      corpusPath('speedscope/Chrome/69/simple.json'),
      corpusPath('speedscope/Chrome/66/worker.json'),
      corpusPath('speedscope/java-flight-recorder/heavy.jfr'),
      corpusPath('speedscope/Firefox/59/simple-firefox.json'),
      corpusPath('speedscope/callgrind/callgrind.name-compression.log'),
      corpusPath('flamegraph/examples/example-dtrace-stacks.txt'),
      corpusPath('inferno/collapse-sample/sample.txt'),
      corpusPath('inferno/collapse-vtune/vtune.csv'),
      corpusPath('inferno/collapse-vsprof/CallTreeSummary.csv'),
      corpusPath('inferno/collapse-ghcprof/ticks.prof'),
      corpusPath('inferno/flamegraph/perf-vertx-stacks/perf-vertx-stacks-01-collapsed-all.svg'),
    );
  } else {
    console.warn('invariants: ../shared/corpus absent, checking own fixtures only');
  }
  return files;
}

function sumSelf(p: Profile): number {
  return totalWeight(p);
}

describe('parser invariants', () => {
  for (const file of inputs()) {
    const name = file.split('/').slice(-2).join('/');
    const bytes = readBytes(file);
    const format = detectFormat(bytes.subarray(0, 65536), file);

    it(`${name}: chunked read equals whole read (${format.id})`, () => {
      const whole = toFolded(parseBytes(bytes, {}, format).profile);
      for (const size of [1, 7, 4096]) {
        expect(toFolded(parseBytes(bytes, {}, format, size).profile)).toBe(whole);
      }
    });

    it(`${name}: folded output round-trips`, () => {
      const once = toFolded(parseBytes(bytes, {}, format).profile);
      const twice = toFolded(parseBytes(once, {}, folded).profile);
      expect(twice).toBe(once);
    });

    it(`${name}: diff(A, A) is empty`, () => {
      const p = normalizeProfile(parseBytes(bytes, { timeline: true }, format).profile).profile;
      expect(detectFindings(diffProfiles([p], [p]))).toEqual([]);
    });

    it(`${name}: sum of self equals total`, () => {
      const p = parseBytes(bytes, {}, format).profile;
      const totals = stackTotals(p);
      expect(totals[0]).toBeCloseTo(sumSelf(p), 6);
      const foldedSum = toFolded(p)
        .split('\n')
        .filter(Boolean)
        .reduce((a, l) => a + Number(l.slice(l.lastIndexOf(' ') + 1)), 0);
      expect(foldedSum).toBeCloseTo(sumSelf(p), 6);
      expect(sumSelf(p)).toBeGreaterThan(0);
    });
  }
});
