import { describe, expect, it } from 'vitest';
import { jsonPieces, NodeColumn } from './viewer-data.js';

const escaped = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

describe('the page data, written in pieces', () => {
  it('is JSON.stringify of the same value, typed arrays as arrays, with < and line separators escaped', () => {
    const value = {
      names: ['main', '</script><script>alert(1)</script>', 'a\u2028b\u2029c', 'ünï'],
      frame: Int32Array.from({ length: 70000 }, (_, i) => (i * 7919) % 1000),
      before: Float64Array.from([0, 1.5, -2, 1e7, Number.NaN, Number.POSITIVE_INFINITY]),
      tested: [1, 2, 3],
      counts: Float64Array.from([0, -0, 9, 10, 99, 100, 999999999, 1e9, 2 ** 31 - 1, 2 ** 31, -(2 ** 31), -123456789, 2 ** 53 - 1, 2 ** 60, 1e21, -1e300, 5e-324, 0.1 + 0.2]),
      mixed: [0, -0, 7, -1, 2.5, 1e22],
      ints: Float64Array.from({ length: 140000 }, (_, i) => (i % 7 === 0 ? -i * 1013 : i * 10007)),
      skipped: undefined,
      nothing: null,
      findings: [{ rank: 1, frames: ['x'], category: null, note: undefined }],
    };
    const plain = { ...value, frame: Array.from(value.frame), before: Array.from(value.before), counts: Array.from(value.counts), ints: Array.from(value.ints) };
    const text = [...jsonPieces(value)].join('');
    expect(text).toBe(escaped(plain));
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).names[1]).toBe('</script><script>alert(1)</script>');
  });

  it('writes a column computed as it is written as the array it stands for', () => {
    const source = Float64Array.from({ length: 150000 }, (_, i) => (i % 5 === 0 ? -i / 3 : i * 1.7));
    const map = (x: number, i: number) => (i === 7 ? 2.5 : Math.round(x * 10));
    const text = [...jsonPieces({ column: new NodeColumn(source, map), empty: new NodeColumn(new Int32Array(0), map) })].join('');
    expect(text).toBe(escaped({ column: Array.from(source, map), empty: [] }));
  });
});

describe('the viewer verdict', () => {
  it('says "No significant change" when nothing is found, and nothing when something is', async () => {
    const { diffProfiles } = await import('../diff/diff.js');
    const { detectFindings } = await import('../detectors/findings.js');
    const { sampledRuns } = await import('../../test/support/tree-text.js');
    const { viewerData } = await import('./viewer-data.js');
    const ctx = (text: string) => {
      const { before, after } = sampledRuns(text, { runs: 3, samples: 4000 });
      const diff = diffProfiles(before, after);
      return { diff, findings: detectFindings(diff), preset: 'none', beforeLabel: 'a', afterLabel: 'b' };
    };
    const same = viewerData(ctx(`main 1000 -> 1000\n  work 600 -> 600\n  io 400 -> 400`));
    expect(same.verdict).toMatch(/^No significant change: nothing moved by q ≤ 0\.05 and \|Δ\| ≥ /);
    const grown = viewerData(ctx(`main 1000 -> 1600\n  work 600 -> 1200\n  io 400 -> 400`));
    expect(grown.findings.length).toBeGreaterThan(0);
    expect(grown.verdict).toBeUndefined();
  });

  it('says when the whole took far more (or fewer) samples per run although nothing moved within it', async () => {
    const { diffProfiles } = await import('../diff/diff.js');
    const { detectFindings } = await import('../detectors/findings.js');
    const { sampledRuns } = await import('../../test/support/tree-text.js');
    const { describeNoChange } = await import('./report.js');
    const tree = `loop 1000 -> 1000\n  run_once 700 -> 700\n  select 300 -> 300`;
    const short = sampledRuns(tree, { samples: 1000 });
    const long = sampledRuns(tree, { samples: 3000, seed: 2 });
    const spun = diffProfiles(short.before, long.after);
    expect(detectFindings(spun)).toEqual([]);
    expect(describeNoChange(spun)).toMatch(/ But the after runs took 3\.0× the samples per run of the before runs: if both sides did the same work, the whole program took more time; --normalize-by absolute compares per run\.$/);
    expect(describeNoChange(diffProfiles(long.after, short.before))).toMatch(/took 33% of the samples per run .* took less time/);
    expect(describeNoChange(diffProfiles(short.before, short.after))).not.toMatch(/But/);
    // Runs that all took about a tenth more, beyond their spread, are said with the interval.
    const three = sampledRuns(tree, { runs: 3, samples: 2000 });
    const more = sampledRuns(tree, { runs: 3, samples: 2200, seed: 3 });
    const slower = diffProfiles(three.before, more.after);
    expect(detectFindings(slower)).toEqual([]);
    expect(describeNoChange(slower)).toMatch(/ But the after runs took more samples per run than the before runs, beyond their spread: \+10\.0% \(95% CI \+10\.0% to \+10\.0%\); if both sides did the same work/);
    expect(describeNoChange(diffProfiles(three.before, three.after))).not.toMatch(/But/);
  });

  it('shows controls and bidi overrides in names, findings and labels as their escapes, as the text report does', async () => {
    const { diffProfiles } = await import('../diff/diff.js');
    const { detectFindings } = await import('../detectors/findings.js');
    const { sampledRuns } = await import('../../test/support/tree-text.js');
    const { viewerData } = await import('./viewer-data.js');
    const { before, after } = sampledRuns(`main 1500 -> 2100\n  \u202eevil_rtl 600 -> 1200\n  io 400 -> 400\n  parse 500 -> 500`, { runs: 3, samples: 4000 });
    const diff = diffProfiles(before, after);
    const data = viewerData({ diff, findings: detectFindings(diff), preset: 'none', beforeLabel: 'b\u001b[31m', afterLabel: 'a' });
    expect(data.names).toContain('\\u202eevil_rtl');
    expect(data.findings.some((f) => f.frames.includes('\\u202eevil_rtl'))).toBe(true);
    expect(data.beforeLabel).toBe('b\\x1b[31m');
    expect(JSON.stringify(data)).not.toMatch(/[\u202e\u001b]/);
  });
});
