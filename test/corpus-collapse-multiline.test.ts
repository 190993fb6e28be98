import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detectFormat, formatById } from '../core/formats/registry.js';
import { ParseError } from '../core/formats/errors.js';
import { corpusAvailable, corpusCases, corpusPath } from './support/corpus.js';
import { parseBytes, readBytes, toFolded } from './support/parse.js';

/**
 * The multi-line stack formats inferno collapses (DTrace, macOS `sample`, VTune and Visual
 * Studio CSV, GHC `.prof`), case by case from the shared corpus, against inferno's own
 * collapsed output: the same stacks with the same counts, compared as sorted lines. Deliberate
 * differences: stacks of weight 0 (GHC cost centres that cost nothing) are not written, since
 * they draw nothing; a stack macOS `sample` draws twice (offsets differ) counts twice, where
 * inferno keeps the last count; DTrace's `--includeoffset` is not offered (offsets move with every build,
 * so diffs would see renames); cases that make inferno log an error are ParseErrors here.
 */
const TOOLS: Record<string, string> = {
  'collapse-dtrace': 'dtrace',
  'collapse-sample': 'macos-sample',
  'collapse-vtune': 'vtune',
  'collapse-vsprof': 'vsprof',
  'collapse-ghcprof': 'ghc-prof',
};
const SOURCE: Record<string, string> = { 'time (default)': 'time', time: 'time', ticks: 'ticks', bytes: 'bytes' };

/** Lines summed per stack (inferno's sample collapser writes a stack once per leaf it meets), sorted. */
const sortedLines = (text: string) => {
  const sums = new Map<string, number>();
  for (const raw of text.split('\n')) {
    const l = raw.trimEnd();
    const sp = l.lastIndexOf(' ');
    if (sp <= 0) continue;
    sums.set(l.slice(0, sp), (sums.get(l.slice(0, sp)) ?? 0) + Number(l.slice(sp + 1)));
  }
  return [...sums].filter(([, n]) => n !== 0).map(([s, n]) => `${s} ${n}`).sort();
};

describe.skipIf(!corpusAvailable())('inferno multi-line collapsers: the corpus cases', () => {
  if (!corpusAvailable()) console.warn('skipping: ../shared/corpus absent');
  for (const [tool, id] of Object.entries(TOOLS)) {
    for (const c of corpusAvailable() ? corpusCases(tool) : []) {
      if (c.options.includeoffset) continue;
      const options = typeof c.options.source === 'string' ? { sampleType: SOURCE[c.options.source] } : {};
      it(`${c.id} (${c.expect})`, () => {
        const bytes = readBytes(corpusPath(c.inputs[0]));
        const format = formatById(id)!;
        if (c.expect === 'output') {
          expect(detectFormat(bytes.subarray(0, 65536), c.inputs[0]).id).toBe(id);
          const ours = sortedLines(toFolded(parseBytes(bytes, options, format).profile));
          const theirs = sortedLines(readFileSync(corpusPath(c.expected!), 'utf8'));
          if (tool !== 'collapse-sample') {
            expect(ours).toEqual(theirs);
          } else {
            // \`sample\` draws the same stack again where only return offsets differ; inferno keeps
            // the last such path's count, flamediff adds them all (they are all samples).
            const stack = (l: string) => l.slice(0, l.lastIndexOf(' '));
            const count = (l: string) => Number(l.slice(l.lastIndexOf(' ') + 1));
            expect(ours.map(stack)).toEqual(theirs.map(stack));
            ours.forEach((l, i) => expect(count(l), stack(l)).toBeGreaterThanOrEqual(count(theirs[i])));
          }
        } else if (c.expect === 'error') {
          expect(() => parseBytes(bytes, options, format)).toThrow(ParseError);
        } else {
          const parsed = parseBytes(bytes, options, format);
          expect(parsed.warnings.length).toBeGreaterThan(0);
          expect(toFolded(parsed.profile)).toBe('');
        }
      });
    }
  }

  it('collapse-guess: each input inferno guesses is detected as the same format', () => {
    const ids: Record<string, string> = { 'collapse-dtrace': 'dtrace', 'collapse-sample': 'macos-sample', 'collapse-vtune': 'vtune', 'collapse-vsprof': 'vsprof', 'collapse-perf': 'perf-script' };
    let checked = 0;
    for (const c of corpusCases('collapse-guess')) {
      const kind = c.expected?.split('/')[1];
      if (!kind || !ids[kind]) continue;
      const bytes = readBytes(corpusPath(c.inputs[0]));
      const head = c.inputs[0].endsWith('.gz') ? undefined : bytes.subarray(0, 65536);
      if (!head) continue;
      expect(detectFormat(head, c.inputs[0]).id, c.inputs[0]).toBe(ids[kind]);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(7);
  });
});
