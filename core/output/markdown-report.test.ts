import { describe, expect, it } from 'vitest';
import { parseBytes } from '../../test/support/parse.js';
import { detectFindings } from '../detectors/findings.js';
import { diffProfiles } from '../diff/diff.js';
import { folded } from '../formats/folded/index.js';
import { withRunToRun } from '../detectors/run-to-run.js';
import { escapeMarkdown, renderMarkdown } from './markdown-report.js';
import { describeNormalization, describePreset, describeWhole, formatChance } from './report.js';
import { renderText } from './text-report.js';
import { renderDiffSvg } from './svg-diff.js';

/** Two regressions of one category, deep chains with long paths, against a steady rest. */
function context() {
  const dir = '/home/someone/projects/service/src/very/long/package/path';
  const chain = (leaf: string) => ['main (app.py)', `serve (${dir}/server.py)`, `handle (${dir}/handlers.py)`, `decode (${dir}/codec.py)`, `${leaf} (${dir}/memory.py)`].join(';');
  const run = (k: number, grow: number) =>
    parseBytes(`${chain('read_smaps')} ${10 + k + grow}\n${chain('read_status')} ${12 + k + grow}\nmain (app.py);steady (app.py) ${2000 + k}\nmain (app.py);io (app.py) ${1500 - k}\n`, {}, folded).profile;
  const diff = diffProfiles([run(1, 0), run(2, 0), run(3, 0)], [run(1, 300), run(2, 305), run(3, 296)]);
  const findings = detectFindings(diff, { rules: [{ id: 'smaps', category: 'proc-reads', match: '^read_', explanation: 'reads of /proc files', hint: 'read less often' }] });
  return { diff, findings, preset: 'none', beforeLabel: 'before', afterLabel: 'after' };
}

describe('Markdown report for a PR comment', () => {
  it('keeps the culprit, drops directories, explains pp and each category once', () => {
    const ctx = context();
    expect(ctx.findings.filter((f) => f.category === 'proc-reads').length).toBeGreaterThanOrEqual(1);
    const md = renderMarkdown(ctx);
    const rows = md.split('\n').filter((l) => /^\| \d+ \|/.test(l));
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r).not.toContain('/home/someone');
      expect(r).toMatch(/read\\_(smaps|status) \(memory\.py\)|handle|decode|serve/);
      expect(r.length).toBeLessThan(260);
    }
    expect(md.match(/^- \*\*proc-reads\*\*/gm) ?? []).toHaveLength(1);
    expect(md).toMatch(/^_pp: percentage points of the before total/m);
    expect(md).toContain('<details><summary>How this was measured</summary>');
  });

  it('marks less waiting as neither a cost nor a saving (↔), as the SVG and the viewer tone it', () => {
    const ctx = context();
    const first = ctx.findings[0];
    const waited = { ...first, direction: 'improvement' as const, delta: -Math.abs(first.delta), category: 'idle' };
    const saved = { ...first, direction: 'improvement' as const, delta: -Math.abs(first.delta), category: undefined };
    const rows = renderMarkdown({ ...ctx, findings: [waited, saved] })
      .split('\n')
      .filter((l) => /^\| \d+ \|/.test(l));
    expect(rows.map((r) => r.split(' | ')[1].slice(0, 2).trim())).toEqual(['↔', '🔻']);
  });

  it('counts the warnings on the folded line', () => {
    const md = renderMarkdown({ ...context(), warnings: ['the after runs kept 1.62 CPUs busy', 'one run differs'] });
    expect(md).toContain('<details><summary>How this was measured, 2 warnings</summary>');
    expect(md).toContain('- warning: the after runs kept 1.62 CPUs busy');
  });

  it('says under a no-change verdict when the whole took far more samples per run', () => {
    const run = (n: number) => parseBytes(`loop;run_once ${700 * n}\nloop;select ${300 * n}\n`, {}, folded).profile;
    const ctx = (k: number) => {
      const diff = diffProfiles([run(1), run(1), run(1)], [run(k), run(k), run(k)]);
      return { diff, findings: detectFindings(diff), preset: 'none', beforeLabel: 'a', afterLabel: 'b' };
    };
    const spun = renderMarkdown(ctx(13));
    expect(spun).toMatch(/^\*\*flamediff: no significant change\*\*/);
    expect(spun).toContain('But the after runs took 13.0× the samples per run of the before runs: if both sides did the same work, the whole program took more time; `--normalize-by absolute` compares per run.');
    expect(renderMarkdown(ctx(1))).not.toContain('But the after runs');
  });

  it('counts a fall in waiting apart from the improvements and lists it after the changes of cost', () => {
    // A consumer stopped awaiting its queue and spins: the loop's wait fell, the consumer grew.
    const run = (k: number, spin: boolean) =>
      parseBytes(
        `loop;EpollSelector.select (selectors.py) ${spin ? 100 + k : 900 + k}\nloop;consumer (app.py) ${spin ? 900 - k : 100 - k}\nloop;steady (app.py) ${1000 + k}\n`,
        {},
        folded,
      ).profile;
    const diff = diffProfiles([run(1, false), run(2, false), run(3, false)], [run(1, true), run(2, true), run(3, true)]);
    const findings = detectFindings(diff);
    const md = renderMarkdown({ diff, findings, preset: 'none', beforeLabel: 'a', afterLabel: 'b' });
    expect(md.split('\n')[0]).toMatch(/^\*\*flamediff: 1 regression, 0 improvements, 1 fall in waiting\*\*/);
    const rows = md.split('\n').filter((l) => /^\| \d+ \|/.test(l));
    expect(rows.at(-1)).toMatch(/select .*\| idle \|$/);
  });
});

describe('one run a side in the reports', () => {
  /** One run each: a steady rest, and `a` at 100 samples before and `after` samples after. */
  function oneRun(before: number, after: number, rest = 1) {
    const run = (a: number) => parseBytes(`main;a ${a}\nmain;b ${900 * rest}\nmain;c ${800 * rest}\nmain;d ${700 * rest}\n`, {}, folded).profile;
    const diff = diffProfiles([run(before)], [run(after)]);
    const findings = withRunToRun(diff, detectFindings(diff));
    return { diff, findings, preset: 'none', beforeLabel: 'before', afterLabel: 'after' };
  }

  it('says how often runs of the same work differ as much, and flags a change that could be that', () => {
    // ×1.3 in a large run: significant, and as large as one function pair in ten differs by.
    const small = oneRun(1000, 1300, 10);
    expect(small.findings[0]?.frames.at(-1)).toBe('a');
    const chance = small.findings[0].runToRun ?? -1;
    expect(chance).toBeGreaterThan(0);
    const md = renderMarkdown(small);
    expect(md).toContain(`finding 1: ${formatChance(chance)}`);
    expect(md).not.toMatch(/#\d/);
    expect(chance).toBeGreaterThanOrEqual(0.05);
    expect(md.split('\n')[0]).toContain('(one run a side: could be run-to-run variation)');
    const text = renderText(small);
    expect(text).toContain(`one run a side: ${formatChance(chance)} of functions change by a factor of 1.30 or more`);
    expect(text).toContain('Regressions (1 significant, which could be run-to-run variation)');
  });

  it('puts the same line under the SVG\'s findings, and none with runs on both sides', () => {
    const small = oneRun(100, 180);
    const chance = small.findings[0].runToRun ?? -1;
    expect(renderDiffSvg(small)).toContain(`between two same-work runs: finding 1: ${formatChance(chance)} (unusual between runs)`);
    const run = (a: number, k: number) => parseBytes(`main;a ${a + k}\nmain;b ${900 - k}\nmain;c 800\nmain;d 700\n`, {}, folded).profile;
    const diff = diffProfiles([run(100, 1), run(100, 2), run(100, 3)], [run(200, 1), run(200, 2), run(200, 3)]);
    const three = { diff, findings: withRunToRun(diff, detectFindings(diff)), preset: 'none', beforeLabel: 'b', afterLabel: 'a' };
    expect(three.findings.length).toBeGreaterThan(0);
    expect(renderDiffSvg(three)).not.toContain('same-work runs');
  });

  it('calls a change far beyond what runs differ by rare, and leaves the headline alone', () => {
    const big = oneRun(100, 1000);
    expect(big.findings[0].runToRun).toBeLessThan(0.01);
    expect(renderText(big)).toContain('(rare between runs)');
    expect(renderText(big)).toContain('Regressions (1 significant)');
    expect(renderMarkdown(big).split('\n')[0]).not.toContain('run-to-run');
  });

  it('says when the unchanged code is under half of a side what shares cannot tell', () => {
    // Runs of one length: a function of most of the program grew ×1.3 against three small ones
    // beside it, or those three got cheaper; shares alone cannot say which.
    const run = (k: number, hot: number, rest: number) => parseBytes(`main;hot ${hot + k}\nmain;a ${rest - k}\nmain;b ${rest + k}\nmain;c ${rest}\n`, {}, folded).profile;
    const minority = diffProfiles([run(1, 700, 100), run(2, 700, 100), run(3, 700, 100)], [run(1, 752, 83), run(2, 752, 83), run(3, 752, 83)]);
    expect(describeNormalization(minority)).toMatch(/^cost relative to the code that did not change \(30% of before’s samples, 25% of after’s: under half of a side, so shares alone cannot tell the rest getting dearer from this code getting cheaper\)/);
    // A majority of unchanged code needs no caveat.
    expect(describeNormalization(context().diff)).not.toContain('under half');
  });

  it('says what a preset is for', () => {
    expect(describePreset('perf')).toBe('the perf preset (rules for compiled, JIT and JVM code)');
    expect(describePreset('py-spy')).toBe('the py-spy preset (rules for Python)');
    expect(describePreset('mine')).toBe('the mine preset');
  });
});

describe('escapeMarkdown', () => {
  it('escapes what opens Markdown inside a line and autolinks, and leaves the rest readable', () => {
    expect(escapeMarkdown('+28.6 pp in compute_hash (app.py:12)')).toBe('+28.6 pp in compute\\_hash (app.py:12)');
    expect(escapeMarkdown('a*b `c` [x](y) |t| ~~s~~ <b>&')).toBe('a\\*b \\`c\\` \\[x\\](y) \\|t\\| \\~\\~s\\~\\~ &lt;b&gt;&amp;');
    expect(escapeMarkdown('see www.evil.example or https://evil.example/x or me@evil.example')).toBe('see www\\.evil.example or https\\://evil.example/x or me\\@evil.example');
  });

  it('makes no GitHub mention or issue reference (made after parsing: a backslash does not stop them)', () => {
    expect(escapeMarkdown('@octocat (x.py)')).toBe('@<!-- -->octocat (x.py)');
    expect(escapeMarkdown('ping @org/team')).toBe('ping @<!-- -->org/team');
    expect(escapeMarkdown('fixes #123, octo-org/octo-repo#45, GH-77')).toBe('fixes #<!-- -->123, octo-org/octo-repo#<!-- -->45, GH<!-- -->-77');
    // A symbol's @ after a word is no mention: escaped as before (GFM's e-mail autolink).
    expect(escapeMarkdown('__memcpy_avx_unaligned@plt')).toBe('\\_\\_memcpy\\_avx\\_unaligned\\@plt');
  });
});

describe('a reference that itself changed per run', () => {
  const run = (k: number, rest: number, n: number) => parseBytes(`main;a ${rest + k}\nmain;b ${rest - k}\nmain;c ${rest + 2 * k}\nmain;n ${n + k}\n`, {}, folded).profile;
  it('is said beside the change when the whole moved the same way and further, and not otherwise', () => {
    // Everything 1.4× its samples per run, `n` 10×: against the rest, n grew less than 10×.
    const grew = diffProfiles([1, 2, 3].map((k) => run(k, 1000, 300)), [1, 2, 3].map((k) => run(k, 1400, 3000)));
    expect(describeWhole(grew)).toMatch(/; the code taken as unchanged itself took \+(39\.9|40\.\d)% samples per run: if both sides did the same work it got slower too/);
    // Runs of a fixed length: n took time from the rest, the whole kept its samples per run.
    const fixed = diffProfiles([1, 2, 3].map((k) => run(k, 1000, 300)), [1, 2, 3].map((k) => run(k, 500, 1800)));
    expect(describeWhole(fixed)).not.toMatch(/taken as unchanged itself/);
  });

  it('is said when the reference lost samples per run while the runs took more (and not in runs of a fixed length)', () => {
    // A newcomer's Go pair: the reference 48% of ~1,650 samples a run before, 16% of ~1,930 after.
    const diff = (after: number, shareAfter: number) =>
      ({
        normalization: 'bulk',
        before: { runs: 3 },
        composition: { bulkShareBefore: 0.48, bulkShareAfter: shareAfter, samplesPerRunBefore: 1647, samplesPerRunAfter: after, bulkCells: 5, rounds: 1, whole: { before: 1, delta: 1.92, ciLow: 1.7, ciHigh: 2.15 } },
      }) as unknown as Parameters<typeof describeWhole>[0];
    expect(describeWhole(diff(1931, 0.16))).toMatch(/; the code taken as unchanged itself took −60\.9% samples per run, against the runs' \+17\.2%: the sizes here are relative to it, not to the runs/);
    // The same reference share in runs of a fixed length (samples per run held): not said.
    expect(describeWhole(diff(1700, 0.16))).not.toMatch(/taken as unchanged itself/);
    // A newcomer's one-run condvar pair: the reference lost 45% of its samples, the runs 17%.
    expect(describeWhole(diff(1367, 0.317))).toMatch(/itself took −45\.2% samples per run, against the runs' −17\.0%/);
  });

  it('does not read a reference of nearly everything, with the whole not measurably moved, as a measured "no change"', () => {
    const whole = (ciLow: number, ciHigh: number) => ({ delta: (ciLow + ciHigh) / 2, ciLow, ciHigh, before: 1 });
    const c = (share: number, ciLow: number, ciHigh: number) => ({ bulkShareBefore: share, bulkShareAfter: share, samplesPerRunBefore: 100, samplesPerRunAfter: 108, bulkCells: 5, rounds: 1, whole: whole(ciLow, ciHigh) });
    const diff = (share: number, ciLow: number, ciHigh: number) => ({ normalization: 'bulk', before: { runs: 1 }, composition: c(share, ciLow, ciHigh) }) as unknown as Parameters<typeof describeWhole>[0];
    expect(describeWhole(diff(0.99, -0.027, 0.017))).toMatch(/^no part of the profile changed its cost measurably relative to the rest/);
    expect(describeWhole(diff(0.99, 0.01, 0.05))).toMatch(/^after costs \+3\.0% per unit of unchanged work/);
    expect(describeWhole(diff(0.8, -0.027, 0.017))).toMatch(/^after costs/);
    // With a significant function inside that reference, the whole is said to be unmeasurable, not unchanged.
    const withFinding = { ...diff(1, -0.01, 0.01), functions: [{ significant: true }] } as unknown as Parameters<typeof describeWhole>[0];
    expect(describeWhole(withFinding)).toMatch(/^the whole cannot be measured against unchanged code here: that code is nearly all of the profile/);
  });

  it('calls a same-work reference one whose samples per run held only where they did', () => {
    const c = (after: number) => ({ reference: 'same-work', bulkShareBefore: 0.35, bulkShareAfter: after, samplesPerRunBefore: 96, samplesPerRunAfter: 268, bulkCells: 5, rounds: 2 });
    const diff = (after: number) => ({ normalization: 'bulk', composition: c(after) }) as unknown as Parameters<typeof describeNormalization>[0];
    // 35% of 96 is 33.6 samples a run; 28% of 268 is 75: it did not hold.
    expect(describeNormalization(diff(0.28))).not.toContain('whose samples per run held');
    // 12.5% of 268 is 33.5: it held.
    expect(describeNormalization(diff(0.125))).toContain('the code whose samples per run held');
  });
});

describe('the findings table', () => {
  it('has a category column only where some finding has a category', () => {
    const run = (k: number, grow: number) => parseBytes(`main;work ${1000 + k}\nmain;helper ${100 + k + grow}\nmain;io ${500 - k}\n`, {}, folded).profile;
    const diff = diffProfiles([run(1, 0), run(2, 0), run(3, 0)], [run(1, 200), run(2, 205), run(3, 198)]);
    const findings = detectFindings(diff);
    expect(findings.every((f) => !f.category)).toBe(true);
    const md = renderMarkdown({ diff, findings, preset: 'none', beforeLabel: 'b', afterLabel: 'a' });
    expect(md).toContain('| # | Δ | kind | frames (caller → cause) | before → after | q |\n|---|---|---|---|---|---|\n');
    expect(md.split('\n').filter((l) => /^\| 1 \|/.test(l))[0]).toMatch(/ \| q < 0\.001 \|$/);
  });
});

describe('a name no report prints whole', () => {
  it('is elided in the middle in the text report, as in Markdown, where it is megabytes long', () => {
    const long = `h${'x'.repeat(50_000)}_end`;
    const side = (w: number) => [1, 2, 3].map((k) => parseBytes(`main;${long} ${w + k}\nmain;rest ${1000 + 2 * k}\n`, {}, folded).profile);
    const diff = diffProfiles(side(100), side(400));
    const text = renderText({ diff, findings: detectFindings(diff), preset: 'none', beforeLabel: 'b', afterLabel: 'a' });
    expect(text).toMatch(/ hxx+…x+_end\n/);
    expect(Math.max(...text.split('\n').map((l) => l.length))).toBeLessThan(1500);
  });
});

describe('a no-change comment', () => {
  it('says how small a change these runs could have seen, beside the verdict', async () => {
    const { sampledRuns } = await import('../../test/support/tree-text.js');
    const { before, after } = sampledRuns(`main 1000 -> 1000\n  a 500 -> 500\n  b 300 -> 300\n  c 200 -> 200`, { runs: 3, samples: 300 });
    const diff = diffProfiles(before, after);
    const md = renderMarkdown({ diff, findings: detectFindings(diff), preset: 'none', beforeLabel: 'b', afterLabel: 'a' });
    expect(md).toMatch(/\*\*flamediff: no significant change\*\*[\s\S]*\n_These runs detect a change of about [\d.]+ pp in a typical frame/);
  });
});
