import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadProfile } from '../cli/load.js';
import { detectFindings } from '../core/detectors/findings.js';
import { diffProfiles } from '../core/diff/diff.js';
import { normalizeSides } from '../core/pipeline/compare.js';
import { describeWhole } from '../core/output/report.js';
import { ROOT } from './support/cli.js';

/**
 * The reference for "the code that did not change" (core/diff/reference.ts, `chooseReference`),
 * on blind captures whose stories the drawn tests cannot reproduce at their scale: the
 * reference under which fewer things changed is kept, and "nothing changed" against a small
 * reference is not a verdict.
 */
async function diffCase(id: string) {
  const dir = join(ROOT, 'bench/verdicts/cases', id);
  const side = (s: string) =>
    Promise.all(
      readdirSync(join(dir, s))
        .filter((f) => /\.(cpuprofile|pb\.gz|perf\.txt(\.gz)?|speedscope\.json|raw\.txt)$/.test(f))
        .sort()
        .map((f) => loadProfile(join(dir, s, f), { threads: 1 })),
    );
  const sides = normalizeSides(await side('before'), await side('after'));
  const diff = diffProfiles(sides.before, sides.after);
  return { diff, findings: detectFindings(diff).filter((f) => f.significant) };
}

const causes = (findings: Awaited<ReturnType<typeof diffCase>>['findings']) => findings.map((f) => `${f.direction} ${f.frames[f.causeIndex]}`);

describe('the reference for unchanged code', () => {
  it("one function's growth over seven call paths is one change (Node --cpu-prof, 3 runs a side)", async () => {
    // The paths' vote took renderInvoice's seven paths for the unchanged code: a false −16 pp
    // improvement beside a +3 pp escapeHtml. Same work per run is the reference with fewer towers.
    const { diff, findings } = await diffCase('s25-node-cpuprof-3v3-split3-callees');
    expect(causes(findings)).toEqual(['regression renderInvoice (invoices.js)']);
    expect(diff.composition?.reference).toBe('same-work');
  });

  it('no change against a bulk under half of a side is no verdict: the same-work reference is asked (Go pprof, 3 runs a side)', async () => {
    // A worker pool and the main goroutine share validate, 1.6x slower. The vote's rounds ended
    // on 26% of the samples with nothing significant; under the same work per run, validate.
    const { diff, findings } = await diffCase('s26d-gopprof-3v3-goroutine-split');
    expect(findings.length).toBeGreaterThan(0);
    expect(findings.every((f) => f.direction === 'regression' && f.frames.some((x) => /^main\.(validate|checkField)$/.test(x)))).toBe(true);
    expect(diff.composition?.reference).toBe('same-work');
  });

  it('when the towers leave too little to measure against, the largest alone is taken out (Go pprof, 3 runs a side)', async () => {
    // Every small path agreed with any factor, the first bulk was 99% of the samples, and three
    // unchanged functions read as improvements; all four towers out left under a tenth.
    const { diff, findings } = await diffCase('s25b-gopprof-3v3-split3-audit-copy');
    expect(findings.filter((f) => f.direction === 'improvement')).toEqual([]);
    expect(causes(findings)[0]).toBe('regression main.processRecord');
    expect(diff.composition!.bulkShareBefore).toBeLessThan(0.6);
  });

  it('a new callee is the change of the function that started calling it, at every depth of a recursion (C under DWARF, 1 run a side)', async () => {
    // The comparator now calls strcmp (new) under glibc's merge sort at every depth. The tower
    // stopped at the sort, whose growth strcmp carries; a new function did not get slower, so
    // the carrier is the largest function that was there before: the comparator.
    const { findings } = await diffCase('s26d-perfc-dwarf-1v1-qsort-comparator');
    expect(findings.map((f) => [f.kind, f.direction, f.frames[f.causeIndex]])).toEqual([['function', 'regression', 'compare_records']]);
  });

  it("a helper carrying most of a whole program's growth, with nothing significant beside it, is the change (py-spy speedscope, 3 runs a side)", async () => {
    // format_field, called by eight report functions, got 2.2x slower: 79.7% of main's
    // +22.3 pp, the rest a few tenths of a point here and there. The finding was `<module> → main`.
    const { findings } = await diffCase('s27c-pyspy-speedscope-3v3-spread-helper');
    expect(causes(findings).map((c) => c.replace(/ \(.*\)$/, ''))).toEqual(['regression format_field']);
  });

  it("an event loop's callback runner holding a task's change is not the loop spinning (py-spy speedscope, 3 runs a side)", async () => {
    // tokenize, called by one pipeline coroutine, got 2x slower; the tower is at Handle._run,
    // where the change splits among the tasks, with tokenizer → tokenize below it.
    const { findings } = await diffCase('s27f-pyspy-speedscope-3v3-asyncio-tokenize');
    expect(findings[0].frames.some((f) => f.startsWith('tokenize '))).toBe(true);
    expect(findings[0].category).toBeUndefined();
  });

  it('a share that fell only because other code grew is labelled diluted and listed after the change (py-spy raw, 3 runs a side)', async () => {
    // to_ticks grew ×1.17 beside match, 73% of the samples and unchanged. The vote's rounds
    // found nothing against the 15% left without both, so shares were compared, where match
    // fell 3.1 pp; against the code beside to_ticks it did not move.
    const { diff, findings } = await diffCase('s28b-pyspy-3v3-small-hot-helper');
    expect(diff.normalization).toBe('share');
    expect(findings.map((f) => [f.direction, f.frames[f.causeIndex].split(' ')[0], f.category])).toEqual([
      ['regression', 'to_ticks', undefined],
      ['improvement', 'match', 'diluted'],
    ]);
  });

  it('a whole that changed with no frame significant over all of them is descended into (C under perf, 3 runs a side)', async () => {
    // A table moved behind one mutex: the whole +38% per unit of unchanged work (p = 0.008),
    // worker (where the frameless lock time landed) q = 0.054 over 46 hypotheses. Among its
    // siblings under the root it is significant, and so are the lock's own towers: one lock,
    // listed as the places of one finding (mechanisms.ts).
    const { diff, findings } = await diffCase('s29a-perfc-3v3-shared-table-mutex');
    expect(diff.composition!.whole.p).toBeLessThan(0.01);
    const regressions = findings.filter((f) => f.direction === 'regression');
    expect(regressions.map((f) => f.frames[f.causeIndex!])).toContain('worker');
    const places = regressions.flatMap((f) => (f.places ?? []).map((p) => p.frames.at(-1)!));
    expect(places.some((f) => /pthread_mutex_unlock|lll_lock/.test(f))).toBe(true);
  });

  it('a fall in shares beside a rise too noisy to test is diluted, not an improvement (perf, 3 runs a side, one outlier run)', async () => {
    // Two threads behind a new spinlock: account 6% -> 40% of the samples, but one before run at
    // 26%. No reference found the rise; the shares' one finding was fill_block -17.2 pp.
    const { findings } = await diffCase('s31a-perf-3v3-spinlock-counter');
    expect(findings.filter((f) => f.direction === 'improvement').map((f) => f.category)).toEqual(['diluted']);
  });

  it('a spinning event loop names the coroutine that drives it (py-spy --idle, 1 run a side)', async () => {
    // The loop's machinery took the time (_run_once -> Handle._run +100 pp); consume_orders,
    // which began polling its queue with sleep(0), is the frame to act on.
    const { findings } = await diffCase('s31b-pyspy-1v1-asyncio-idle-poll');
    const top = findings.find((f) => f.direction === 'regression')!;
    expect(top.category).toBe('asyncio-polling');
    expect(top.driven).toBe(true);
    expect(top.frames.at(-1)).toMatch(/^consume_orders /);
  });

  it('a reference that is mostly waiting is said to be (py-spy --idle, 1 run a side)', async () => {
    // The loop's select, 96% of the before side, was the unchanged code: "after costs +136%
    // per unit of unchanged work" was a unit of waiting.
    const { diff } = await diffCase('s31b-pyspy-1v1-asyncio-idle-poll');
    expect(diff.composition!.bulkWaitingShare).toBeGreaterThan(0.9);
    expect(describeWhole(diff)).toMatch(/is waiting \(idle frames\), so this is work measured against waiting time/);
    // Where nothing waits, nothing is said.
    const perf = await diffCase('s31a-perf-1v1-read-chunks');
    expect(perf.diff.composition!.bulkWaitingShare).toBeUndefined();
  });

  it('a kernel tower is told from the user frame that entered it (perf -g, 1 run a side)', async () => {
    // read() in 64-byte chunks: the syscall entry was all of libc's read before and 0.9 of it
    // after, and the tower began at entry_SYSCALL_64, naming neither read nor its caller.
    const { findings } = await diffCase('s31a-perf-1v1-read-chunks');
    expect(findings[0].frames.slice(0, 2)).toEqual(['scan_file', 'read']);
  });
});
