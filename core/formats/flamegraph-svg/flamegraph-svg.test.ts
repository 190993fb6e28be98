import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { foldedString } from '../../output/folded.js';
import { corpusAvailable, corpusCases, corpusPath } from '../../../test/support/corpus.js';
import { parseBytes, readBytes } from '../../../test/support/parse.js';
import { findTool } from '../../../test/support/tools.js';
import { detectFormat } from '../registry.js';
import { flamegraphSvg } from './index.js';

/**
 * Folded text as a map of stack → count (summing repeats), dropping zero counts. The SVGs'
 * titles leave out the collapsers' `_[k]`-style annotations (they only pick a colour) and the
 * white space around names, so the source's frames are compared without them.
 */
function stacks(folded: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const raw of folded.split('\n')) {
    const line = raw.trimEnd();
    const sp = line.lastIndexOf(' ');
    if (sp <= 0) continue;
    const n = Number(line.slice(sp + 1));
    const stack = line
      .slice(0, sp)
      .split(';')
      .map((f) => f.replace(/_\[[kwij]\]$/, '').trim())
      .join(';');
    if (n !== 0) out.set(stack, (out.get(stack) ?? 0) + n);
  }
  return out;
}

/** Inclusive count per call path (every prefix of every stack). */
function inclusive(s: Map<string, number>): Map<string, number> {
  const out = new Map<string, number>();
  for (const [stack, n] of s) {
    const frames = stack.split(';');
    for (let i = 1; i <= frames.length; i++) {
      const p = frames.slice(0, i).join(';');
      out.set(p, (out.get(p) ?? 0) + n);
    }
  }
  return out;
}

describe('flame-graph SVGs read back', () => {
  const inferno = findTool('inferno-flamegraph');
  it.runIf(inferno !== undefined)('inferno-flamegraph --minwidth 0 of a folded profile reads back to the same stacks, exactly', () => {
    const folded = readFileSync(corpusAvailable() ? corpusPath('flamegraph/collapse-perf/results/perf-vertx-stacks-01-collapsed-all.txt') : new URL('../../../fixtures/formats/edge-cases.perf.txt', import.meta.url), 'utf8');
    const source = corpusAvailable() ? folded : foldedString(parseBytes(folded).profile);
    const svg = execFileSync(inferno!, ['--minwidth', '0'], { input: source, maxBuffer: 1 << 28 });
    expect(detectFormat(svg.subarray(0, 65536), 'x.svg').id).toBe('flamegraph-svg');
    const back = foldedString(parseBytes(svg, {}, flamegraphSvg).profile);
    expect([...stacks(back)].sort()).toEqual([...stacks(source)].sort());
  });

  // FlameGraph's and inferno's SVGs in the corpus, drawn with the default minimum width: every
  // call path the SVG shows has its count, and the total is whole (dropped narrow frames come
  // back as their caller's own weight).
  // Left out: SVGs drawn with --nameattr (custom titles replace the frames' names: nothing to
  // read them back by) and --base (re-rooted at a frame, the totals are the base's).
  const cases = corpusAvailable()
    ? corpusCases('flamegraph-svg').filter((c) => c.expected?.endsWith('.svg') && c.inputs.length === 1 && !c.inputs[0].endsWith('.gz') && !c.options.nameattr_file && !c.options.base)
    : [];
  for (const c of cases) {
    it(`${c.expected} (drawn from ${c.inputs[0].split('/').pop()})`, () => {
      const svg = readBytes(corpusPath(c.expected!));
      const ours = stacks(foldedString(parseBytes(svg, {}, flamegraphSvg).profile));
      // The input read by flamediff (folded, or DTrace for FlameGraph's example); a differential
      // input's second column is what the graph is drawn from.
      const diff = /diff/.test(c.inputs[0]);
      const theirs = stacks(foldedString(parseBytes(readBytes(corpusPath(c.inputs[0])), diff ? { differential: 'after' } : {}).profile));
      const reverse = c.options.reverse_stack_order === true;
      const source = reverse ? new Map([...theirs].map(([k, v]) => [k.split(';').reverse().join(';'), v])) : theirs;
      const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
      // Fractional counts are shown rounded in the titles: equal within a sample per frame.
      const fractional = [...source.values()].some((v) => !Number.isInteger(v));
      const digits = fractional ? -Math.log10(2 * ours.size + 2) : 6;
      if (c.peer === 'FlameGraph') {
        // An old flamegraph.pl render ("exact options/version unknown"): within 0.01%.
        expect(Math.abs(sum(ours) - sum(source)) / sum(source)).toBeLessThan(1e-4);
      } else {
        expect(sum(ours)).toBeCloseTo(sum(source), digits);
      }
      const want = inclusive(source);
      let checked = 0;
      for (const [path, n] of inclusive(ours)) {
        if (c.peer === 'FlameGraph') break; // old renders, pixel geometry: the total is the check
        expect(want.get(path), path).toBeCloseTo(n, fractional ? -Math.log10(2 * ours.size + 2) : 6);
        checked++;
      }
      expect(checked > 0 || c.peer === 'FlameGraph').toBe(true);
    });
  }


  it('an SVG that is not a flame graph is not claimed; a frame with a broken count is an error at its byte', () => {
    expect(flamegraphSvg.sniff('<svg xmlns="http://www.w3.org/2000/svg"><circle r="3"/><title>a circle</title></svg>')).toBe(false);
    const broken = '<svg><g><title>main (12 samples, 100%)</title><rect x="0" y="10" width="100" height="15"/></g><g><title>work (3 samples, 25%)</title><rect x="zero" y="-5" height="15"/></g></svg>';
    expect(() => parseBytes(broken, {}, flamegraphSvg)).toThrow(/byte \d+: frame "work \(3 samples, 25%\)": expected a count in its title and x, width and y on its rect/);
  });

  it('a file cut off after whole frames is an error at its end, not a smaller profile', () => {
    const whole = '<svg><g><title>main (12 samples, 100%)</title><rect x="0" y="10" width="100" height="15"/></g><g><title>work (3 samples, 25%)</title><rect x="0" y="-5" width="25" height="15"/></g></svg>\n';
    expect(parseBytes(whole, {}, flamegraphSvg).profile.frames.map((f) => f.name)).toContain('work');
    const cut = whole.slice(0, whole.indexOf('</svg>'));
    expect(() => parseBytes(cut, {}, flamegraphSvg)).toThrow(new RegExp(`byte ${cut.length}: the SVG ends without its closing </svg>`));
  });
});

describe('flame-graph SVG frames are named as folded stacks name them', () => {
  const inferno = findTool('inferno-flamegraph');
  it.runIf(inferno !== undefined)("py-spy's `fn (file.py:12)` is a Python frame, so the py-spy preset is picked for it", async () => {
    const { presetFor } = await import('../../normalize/normalize.js');
    const source = '<module> (app.py:1);main (app.py:9);checksum (app.py:4) 26\n<module> (app.py:1);main (app.py:9) 143\n';
    const svg = execFileSync(inferno!, ['--minwidth', '0'], { input: source });
    const p = parseBytes(svg, {}, flamegraphSvg).profile;
    const kindOf = (name: string) => p.frames.find((f) => f.name === name)?.kind;
    expect(kindOf('checksum (app.py:4)')).toBe('python');
    expect(presetFor(p)).toBe('py-spy');
  });
});
