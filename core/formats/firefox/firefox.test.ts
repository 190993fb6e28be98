import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { foldedString } from '../../output/folded.js';
import { corpusAvailable, corpusPath } from '../../../test/support/corpus.js';
import { parseBytes } from '../../../test/support/parse.js';
import { detectFormat } from '../registry.js';
import { firefox } from './index.js';

/**
 * Firefox profiles against speedscope's snapshots of the same files. speedscope keeps only the
 * page's JavaScript: frames named `fn (url:line)`, without the browser's own (`resource://`,
 * `chrome://`, `self-hosted`) and without native frames; flamediff keeps every frame, as the
 * profiler recorded it. So our stacks are reduced to those frames before comparing the sets of
 * distinct stacks. speedscope weighs samples by the time to the next; flamediff counts them.
 */
function snapshotStacks(snap: string): Set<string> {
  const block = /"stacks": \[([\s\S]*?)\]/.exec(snap)![1];
  const out = new Set<string>();
  for (const line of block.split('\n')) {
    const m = /^\s*"(.*) [\d.]+(?:ms|µs|s)",?$/.exec(line);
    if (m && m[1].trim() !== '') out.add(m[1]);
  }
  return out;
}

const PAGE_JS = /^(.*) \(((?!resource:|chrome:|self-hosted)[^)]*?)(?::\d+){0,2}\)$/;

function ourPageStacks(bytes: Uint8Array): Set<string> {
  const out = new Set<string>();
  for (const line of foldedString(parseBytes(bytes, {}, firefox).profile).trim().split('\n')) {
    const frames = line.replace(/ [\d.e+-]+$/, '').split(';');
    const js = frames.map((f) => PAGE_JS.exec(f)?.[1]).filter((f): f is string => f !== undefined);
    if (js.length > 0) out.add(js.join(';'));
  }
  return out;
}

const CASES = [
  ['speedscope/Firefox/59/simple-firefox.json', 'speedscope/Firefox/__snapshots__/importfromfirefox.snap'],
  ['speedscope/Firefox/63/simple-firefox.json', 'speedscope/Firefox/__snapshots__/importfromfirefox-ignore-self-hosted.snap'],
] as const;

describe('Firefox Profiler', () => {
  for (const [input, snap] of CASES) {
    it.runIf(corpusAvailable())(`${input}: the page's stacks are speedscope's`, () => {
      const bytes = readFileSync(corpusPath(input));
      expect(detectFormat(bytes.subarray(0, 65536), input).id).toBe('firefox');
      const theirs = snapshotStacks(readFileSync(corpusPath(snap), 'utf8'));
      expect(theirs.size).toBeGreaterThan(0);
      expect([...ourPageStacks(bytes)].sort()).toEqual([...theirs].sort());
    });
  }

  const processed = (extra: string) => `{"meta": {"interval": 1, "preprocessedProfileVersion": 50, "startTime": 0, "categories": [{"name": "Other"}, {"name": "Kernel"}]},
    "libs": [{"debugName": "app", "codeId": "ABC"}],
    "shared": {"stringArray": ["main", "work", "0x1010", "app", "sys_read"]},
    "threads": [{"name": "app", ${extra}
      "resourceTable": {"length": 1, "lib": [0], "name": [3]},
      "funcTable": {"length": 4, "name": [0, 1, 2, 4], "resource": [0, 0, 0, -1], "isJS": [false, false, false, false], "fileName": [null, null, null, null]},
      "frameTable": {"length": 4, "func": [0, 1, 2, 3], "address": [4096, 4112, 4112, -1], "category": [0, 0, 0, 1]},
      "stackTable": {"length": 4, "prefix": [null, 0, 0, 1], "frame": [0, 1, 2, 3]},
      "samples": {"length": 4, "stack": [1, 2, 3, 3], "timeDeltas": [0, 1, 1, 1]}}]}`;

  it('reads the processed format (shared strings, time deltas), kernel frames by category, addresses named by a samply sidecar', () => {
    const text = processed('');
    const symbols = { string_table: ['main', 'render'], data: [{ debug_name: 'app', code_id: 'abc', symbol_table: [{ rva: 4096, size: 16, symbol: 0 }, { rva: 4112, size: 32, symbol: 1 }] }] };
    const p = parseBytes(text, { symbols }, firefox).profile;
    expect(foldedString(p)).toBe('main;render 1\nmain;work 1\nmain;work;sys_read 2\n');
    expect(p.frames.find((f) => f.name === 'sys_read')?.kind).toBe('kernel');
    expect(Array.from(p.timeline!.time!)).toEqual([0, 0.001, 0.002, 0.003]);
    const bare = parseBytes(text, {}, firefox);
    expect(foldedString(bare.profile)).toContain('main;0x1010 1');
    expect(bare.warnings.join('\n')).toMatch(/1 native frames are addresses, not names: record with `samply record --unstable-presymbolicate`/);
  });

  it('corrupt input is one ParseError with the JSON path', () => {
    expect(() => parseBytes(processed('').replace('"prefix": [null, 0, 0, 1]', '"prefix": [null, 0, 0, 9]'), {}, firefox)).toThrow(/profile\.threads\[0\]\.stackTable\.prefix\[3\]: expected an index below 4, or null/);
    expect(() => parseBytes('{"meta": {"interval": 1, "product": "Firefox"}, "threads": [{"name": "x"}]}', {}, firefox)).toThrow(/profile\.threads\[0\]\.stringTable: expected an array/);
  });
});
