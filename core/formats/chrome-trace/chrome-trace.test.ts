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
  ['speedscope/Chrome/69/simple.json', 'speedscope/Chrome/__snapshots__/importfromchrometimeline-chrome-69.snap', true],
  ['speedscope/Chrome/141/no-arg-data.json', 'speedscope/Chrome/__snapshots__/importtraceevents-chrome-141-profile-with-missing-arg-data.snap', true],
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
    expect([...roots].some((r) => r.endsWith('CrRendererMain'))).toBe(true);
  });

  it('every profile is under its process and thread names, one thread or several, never their IDs', () => {
    const chunk = (pid: number, fn: string) => [
      { name: 'Profile', ph: 'P', pid, tid: pid, id: '0x1', args: { data: { startTime: 0 } } },
      { name: 'ProfileChunk', ph: 'P', pid, tid: pid + 1, id: '0x1', args: { data: { cpuProfile: { nodes: [{ id: 1, callFrame: { functionName: '(root)' } }, { id: 2, parent: 1, callFrame: { functionName: fn, url: 'app.js' } }], samples: [2, 2] }, timeDeltas: [10, 10] } } },
      { name: 'thread_name', ph: 'M', pid, tid: pid, args: { name: 'CrRendererMain' } },
    ];
    const process = (pid: number, name: string) => ({ name: 'process_name', ph: 'M', pid, tid: 0, args: { name } });
    const roots = (events: unknown[]) => new Set(foldedString(parseBytes(JSON.stringify({ traceEvents: events }), {}, chromeTrace).profile).trim().split('\n').map((l) => l.split(';')[0]));
    // The page alone, and the page beside Chrome's own WebUI renderer in another run.
    expect(roots([...chunk(30885, 'render'), process(30885, 'Renderer')])).toEqual(new Set(['Renderer: CrRendererMain']));
    expect(roots([...chunk(30301, 'render'), process(30301, 'Renderer'), ...chunk(30291, 'webui'), process(30291, 'WebUI Top Renderer')])).toEqual(new Set(['Renderer: CrRendererMain', 'WebUI Top Renderer: CrRendererMain']));
  });
});
