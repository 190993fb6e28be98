import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { perfScript } from '../core/formats/perf-script/index.js';
import type { PerfOptions } from '../core/formats/perf-script/options.js';
import { corpusCases, corpusPath, type CorpusCase } from './support/corpus.js';
import { parseBytes, readBytes, toFolded } from './support/parse.js';

/** Maps the manifest's normalised inferno option names onto ours. */
function perfOptions(c: CorpusCase): PerfOptions {
  const o = c.options;
  return {
    pid: !!o.include_pid,
    tid: !!o.include_tid,
    kernel: !!o.annotate_kernel,
    jit: !!o.annotate_jit,
    addrs: !!o.include_addrs,
    eventFilter: typeof o.event_filter === 'string' ? o.event_filter : undefined,
  };
}

const cases = corpusCases('collapse-perf');

/**
 * Our semantics are inferno's. FlameGraph cases are compared as inferno's own tests do (every
 * quote removed from our output, since the Perl script deletes quotes). Where the manifest says
 * inferno differs from FlameGraph, inferno's own case for that input is the reference.
 */
function supersededByInferno(c: CorpusCase): boolean {
  return c.peer === 'FlameGraph' && /inferno v[\d.]+ CLI differs/.test(c.verified);
}

describe('shared corpus: collapse-perf', () => {
  it('has cases (or says why not)', () => {
    if (cases.length === 0) console.warn('collapse-perf corpus absent: ../shared/corpus not found');
    else expect(cases.length).toBeGreaterThanOrEqual(69);
  });

  for (const c of cases) {
    if (supersededByInferno(c)) {
      it.skip(`${c.id} (inferno deliberately differs: see the inferno case for this input)`, () => {});
      continue;
    }
    it(c.id, () => {
      const bytes = readBytes(corpusPath(c.inputs[0]));
      const { profile, warnings } = parseBytes(bytes, perfOptions(c), perfScript);
      if (c.expect === 'output') {
        let got = toFolded(profile);
        if (c.peer === 'FlameGraph') got = got.replace(/['"]/g, '');
        const expected = readFileSync(corpusPath(c.expected!), 'utf8');
        expect(got).toBe(expected);
      } else if (c.expect === 'warning') {
        const matching = warnings.filter((w) => w.startsWith(c.expect_message!));
        expect(matching).toHaveLength(c.expect_count!);
      } else {
        throw new Error(`unhandled expectation ${c.expect}`);
      }
    });
  }
});
