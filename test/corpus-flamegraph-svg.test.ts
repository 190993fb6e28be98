import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { folded } from '../core/formats/folded/index.js';
import { renderProfileSvg } from '../core/output/svg-profile.js';
import { reverseStacks } from '../core/model/reverse.js';
import { corpusCases, corpusPath } from './support/corpus.js';
import { parseBytes, readBytes } from './support/parse.js';

/**
 * Peer check against inferno's flame graphs: for each flamegraph-svg case of the shared corpus,
 * the frames and sample counts inferno's SVG shows (its <title> texts, `name (N samples, P%)`)
 * must be the frames and counts ours shows for the same input and options. Layout, colours and
 * styling may differ; content may not.
 */
const TITLE = /<title>([\s\S]*?) \(([\d,.]+) [^,()]*?, [\d.]+%(?:; [^)]*)?\)<\/title>/g;

function unescape(s: string): string {
  return s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&apos;/g, "'").replace(/&amp;/g, '&');
}

/** Multiset of `name count` from an SVG's frame titles (inferno's root "all" excluded). */
function titles(svg: string): string[] {
  const out: string[] = [];
  for (const m of svg.matchAll(TITLE)) {
    const name = unescape(m[1]);
    if (name === 'all') continue;
    out.push(`${name} ${Number(m[2].replace(/,/g, ''))}`);
  }
  return out.sort();
}

const cases = corpusCases('flamegraph-svg').filter((c) => c.expect === 'output');

describe('shared corpus: flamegraph-svg content (inferno <title> texts)', () => {
  it('has cases (or says why not)', () => {
    if (cases.length === 0) console.warn('flamegraph-svg corpus absent: ../shared/corpus not found');
    else expect(cases.length).toBeGreaterThan(0);
  });

  for (const c of cases) {
    const differential = c.inputs.some((f) => /differential|diff\.txt/.test(f));
    const base = c.cli.includes('--base');
    const nameattr = c.cli.includes('--nameattr');
    const fractional = c.inputs.some((f) => f.includes('fractional-samples'));
    const flamegraphPerl = c.peer === 'FlameGraph';
    const skip = base
        ? '--base re-rooting is not implemented yet'
        : nameattr
          ? '--nameattr (extra title text from a file) is not implemented'
          : fractional
            ? 'inferno truncates fractional counts to integers per line; flamediff keeps the fractions'
        : flamegraphPerl
          ? 'FlameGraph (Perl) example, informational only'
          : undefined;
    if (skip) {
      it.skip(`${c.id} (${skip})`, () => {});
      continue;
    }
    it(c.id, () => {
      const profiles = c.inputs.map((f) => parseBytes(readBytes(corpusPath(f)), { differential }, folded).profile);
      const input = c.cli.includes('--reverse') ? profiles.map(reverseStacks) : profiles;
      const graphW = 1180;
      const countName = typeof c.options.count_name === 'string' ? c.options.count_name : undefined;
      const ours = renderProfileSvg(input, { minWidthPx: 0.0001 * graphW, countName });
      const theirs = readFileSync(corpusPath(c.expected!), 'utf8');
      expect(titles(ours)).toEqual(titles(theirs));
    });
  }
});
