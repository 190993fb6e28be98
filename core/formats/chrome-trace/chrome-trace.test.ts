import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { foldedString } from '../../output/folded.js';
import { corpusPath } from '../../../test/support/corpus.js';
import { parseBytes } from '../../../test/support/parse.js';
import { detectFormat } from '../registry.js';
import { chromeTrace } from './index.js';

/**
 * Chrome traces against speedscope's own snapshots of the same files: the stacks (function
 * names, base first) must be the ones speedscope imports. speedscope names a nameless function
 * `(anonymous file:line)` and flamediff `(anonymous) (file:line)`, and flamediff adds the file to
 * named ones: both are reduced to the bare function name before comparing; empty stacks
 * (samples of the root) are left out. speedscope also continues the previous stack through a
 * `(program)` sample (`…;saveBuiltin;(program)`) and drops `(idle)`; flamediff keeps both as
 * V8 recorded them, so those are not compared.
 */
const bare = (name: string) => name.replace(/^\(anonymous [^)]*\)$/, '(anonymous)').replace(/ \([^()]*\)$/, '');

function snapshotStacks(snap: string): Set<string> {
  const out = new Set<string>();
  const block = /"stacks": \[([\s\S]*?)\]/g;
  for (const m of snap.matchAll(block)) {
    for (const line of m[1].split('\n')) {
      const s = /^\s*"(.*) [\d.]+(?:ms|µs|s)",?$/.exec(line);
      if (s && s[1].trim() !== '') out.add(s[1].split(';').map(bare).join(';'));
    }
  }
  return out;
}

function ourStacks(file: string, threads: boolean): Set<string> {
  const p = parseBytes(readFileSync(file), {}, chromeTrace).profile;
  const out = new Set<string>();
  for (const line of foldedString(p).trim().split('\n')) {
    const frames = line.replace(/ [\d.e+-]+$/, '').split(';');
    out.add((threads ? frames.slice(1) : frames).map(bare).join(';'));
  }
  return out;
}

const CASES = [
  ['speedscope/Chrome/69/simple.json', 'speedscope/Chrome/__snapshots__/importfromchrometimeline-chrome-69.snap', false],
  ['speedscope/Chrome/141/no-arg-data.json', 'speedscope/Chrome/__snapshots__/importtraceevents-chrome-141-profile-with-missing-arg-data.snap', false],
] as const;

describe('Chrome trace events', () => {
  it('claims traces with CPU profile events, not plain .cpuprofile files or other JSON', () => {
    const trace = '{"traceEvents": [{"name": "ProfileChunk", "ph": "P", "pid": 1, "tid": 2, "id": "0x1", "args": {"data": {"cpuProfile": {"nodes": [{"id": 1, "callFrame": {"functionName": "(root)"}}], "samples": []}}}}]}';
    expect(detectFormat(new TextEncoder().encode(trace), 't').id).toBe('chrome-trace');
    expect(chromeTrace.sniff('{"nodes": [{"id": 1, "callFrame": {}}]}')).toBe(false);
    expect(chromeTrace.sniff('[{"name": "RunTask", "ph": "X"}]')).toBe(false);
    expect(() => parseBytes('[{"name": "RunTask", "ph": "X", "cat": "devtools.timeline"}]', {}, chromeTrace)).toThrow(/no CPU profile in this trace/);
  });

  for (const [input, snapshot, threads] of CASES) {
    it.skipIf(!existsSync(corpusPath(input)))(`${input}: the stacks speedscope imports`, () => {
      const expected = snapshotStacks(readFileSync(corpusPath(snapshot), 'utf8'));
      expect(expected.size).toBeGreaterThan(2);
      const ours = ourStacks(corpusPath(input), threads);
      const comparable = [...expected].filter((st) => !st.endsWith(';(program)'));
      expect(comparable.filter((st) => !ours.has(st))).toEqual([]);
      // And little beyond them: (idle), and at most one stack speedscope drops.
      expect([...ours].filter((st) => !expected.has(st) && st !== '(idle)').length).toBeLessThanOrEqual(1);
    });
  }

  it.skipIf(!existsSync(corpusPath('speedscope/Chrome/66/worker.json')))('a worker is a thread of its own, named by the trace', () => {
    const p = parseBytes(readFileSync(corpusPath('speedscope/Chrome/66/worker.json')), {}, chromeTrace).profile;
    const roots = new Set(foldedString(p).trim().split('\n').map((l) => l.split(';')[0]));
    expect(roots.size).toBe(2);
    expect([...roots]).toContain('CrRendererMain');
  });
});
