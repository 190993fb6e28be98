import { describe, expect, it } from 'vitest';
import { sampledRuns } from '../../test/support/tree-text.js';
import { diffProfiles } from '../diff/diff.js';
import { additiveAccount } from './account.js';
import { detectFindings } from './findings.js';

/** The verdict on 3 sampled runs per side of a drawn tree. */
function verdict(text: string, options: { runs?: number; samples?: number; seed?: number; ordered?: boolean } = {}) {
  const { before, after } = sampledRuns(text, { runs: 3, samples: 4000, ...options });
  const diff = diffProfiles(before, after);
  return { diff, findings: detectFindings(diff) };
}
const line = (f: { direction: string; kind: string; frames: readonly string[] }) => `${f.direction} ${f.kind} ${f.frames.join(' → ')}`;

describe('findings: the verdict end to end', () => {
  it('one function doing more work is one regression, and the code beside it is not an improvement', () => {
    const { diff, findings } = verdict(`
      main           1000 -> 1150
        compute_a     500 -> 500
          helper      500 -> 500
        compute_b     250 -> 400
          helper      250 -> 400
        write         250 -> 250`);
    expect(findings.map(line)).toEqual(['regression tower compute_b → helper']);
    expect(findings[0].delta).toBeGreaterThan(0.1);
    // The whole grew by what the finding grew: the account adds up.
    const account = additiveAccount(diff, findings)!;
    expect(account.delta).toBeCloseTo(findings[0].delta, 2);
    expect(Math.abs(account.residual)).toBeLessThan(0.02);
  });

  it('the same, when each side is one run without sample order', () => {
    const { findings } = verdict(`
      main           1000 -> 1400
        compute_a     500 -> 500
        compute_b     250 -> 650
        write         250 -> 250`, { runs: 1, ordered: false });
    expect(findings.map(line)).toEqual(['regression tower main → compute_b']);
  });

  it('a helper made slower under three callers is one function finding; the callers are not blamed', () => {
    const { findings } = verdict(`
      main            1110 -> 1260
        work_a         150 -> 200
          helper        50 -> 100
        work_b         150 -> 200
          helper        50 -> 100
        work_c         150 -> 200
          helper        50 -> 100
        d              110 -> 110
        e              110 -> 110
        f              110 -> 110
        g              110 -> 110
        h              110 -> 110
        i              110 -> 110`, { samples: 10000 });
    expect(findings.map(line)).toEqual(['regression function helper']);
  });

  it('a caller whose own time did not grow only holds the callee that did: the callee is the cause', () => {
    // A helper made twice as slow, called from expr_* directly and through parse_unary; the
    // faster build never pushed a frame for it, so its samples from parse_unary sat under
    // expr_* before and under parse_unary after. parse_unary's total grows more than the
    // helper's, but its own time barely moves.
    const slower = verdict(`
      main              2000 -> 2220
        expr_a           400 -> 510
          parse_unary    100 -> 210
            skip_blank     0 -> 100
          skip_blank     100 -> 100
        expr_b           400 -> 510
          parse_unary    100 -> 210
            skip_blank     0 -> 100
          skip_blank     100 -> 100
        load             240 -> 240
        check            240 -> 240
        render           240 -> 240
        write            240 -> 240
        flush            240 -> 240`, { samples: 40000 });
    // Its whole change came through parse_unary: named above it, the cause still the callee.
    expect(slower.findings.map(line)).toEqual(['regression function parse_unary → skip_blank']);
    expect(slower.findings[0].frames[slower.findings[0].causeIndex!]).toBe('skip_blank');
    // Called more often instead: the caller's own time grows with its callee; the caller stays
    // the finding, with the callee that carries half its change named below it.
    const oftener = verdict(`
      main              2000 -> 2300
        expr_a           400 -> 550
          parse_unary    200 -> 350
            skip_blank   100 -> 175
        expr_b           400 -> 550
          parse_unary    200 -> 350
            skip_blank   100 -> 175
        load             240 -> 240
        check            240 -> 240
        render           240 -> 240
        write            240 -> 240
        flush            240 -> 240`, { samples: 40000 });
    expect(oftener.findings.map(line)).toEqual(['regression function parse_unary → skip_blank']);
    expect(oftener.findings[0].causeIndex).toBe(0);
  });

  it('code that replaced its callee by new ones is one regression: the new callee is not the cause, the old one not an improvement', () => {
    // Go renderKey: strings.Builder replaced by + in a loop (runtime concatstring2 and 5, both
    // into concatstrings). Its old callee vanished; the new function was called by no one before.
    const { findings } = verdict(`
      main                   2000 -> 2700
        worker               2000 -> 2700
          parse               900 -> 900
          render_key          200 -> 900
            builder_write     140 -> 0
            concat2             0 -> 350
              concatstrings     0 -> 350
            concat5             0 -> 490
              concatstrings     0 -> 490
            own                60 -> 60
          add                 900 -> 900`, { samples: 20000 });
    expect(findings.map(line)).toEqual(['regression tower worker → render_key → concat5 → concatstrings']);
  });

  it('a dispatcher that carries a split change is not the cause: the function that split it is', () => {
    // Reads and writes in small chunks: both syscalls pass through do_syscall_64 and part ways
    // below it; copy is where the change splits.
    const { findings } = verdict(`
      main              1000 -> 1900
        crc              700 -> 700
        render           200 -> 200
        copy             100 -> 1000
          read            50 -> 500
            do_syscall_64 45 -> 480
              ksys_read   45 -> 480
          write           50 -> 500
            do_syscall_64 45 -> 480
              ksys_write  45 -> 480`);
    expect(findings[0].frames).toContain('copy');
    expect(findings[0].kind).toBe('tower');
  });

  it('a renamed function (same cost, same caller) is one renamed finding, ranked after a real regression', () => {
    const { findings } = verdict(`
      main              1000 -> 1200
        serve            600 -> 800
          _normalize     200 -> 0
            lower        200 -> 0
          normalize_rec    0 -> 200
            lower          0 -> 200
          parse          400 -> 600
        log              100 -> 100
        gc               100 -> 100
        io               100 -> 100
        net              100 -> 100`, { samples: 10000 });
    expect(findings.map(line)).toEqual(['regression tower serve → parse', 'neutral renamed serve → normalize_rec → lower']);
    expect(findings[1].previous).toEqual(['serve', '_normalize', 'lower']);
  });

  it('a renamed function whose nested callees carry its name (Python fn.<locals>.<genexpr>) is still one rename', () => {
    const { findings } = verdict(`
      main                          1000 -> 1200
        serve                        600 -> 800
          quote_field                200 -> 0
            quote_field.<locals>.g   200 -> 0
          escape_field                 0 -> 200
            escape_field.<locals>.g    0 -> 200
          parse                      400 -> 600
        log                          100 -> 100
        gc                           100 -> 100
        io                           100 -> 100
        net                          100 -> 100`, { samples: 10000 });
    expect(findings.map(line)).toEqual(['regression tower serve → parse', 'neutral renamed serve → escape_field → escape_field.<locals>.g']);
  });

  it('two opposite changes are each reported in their direction', () => {
    const { findings } = verdict(`
      main        1000 -> 1000
        a          200 -> 300
        b          200 -> 100
        c          100 -> 100
        d          100 -> 100
        e          100 -> 100
        f          100 -> 100
        g          100 -> 100
        h          100 -> 100`);
    expect(findings.map(line).sort()).toEqual(['improvement tower main → b', 'regression tower main → a']);
  });

  it('a thread whose work grew is never the culprit frame: the function inside it is', () => {
    const { findings } = verdict(`
      io           500 -> 500  [thread]
        wait       500 -> 500
      metrics      100 -> 400  [thread]
        loop       100 -> 400
          aggregate 100 -> 400`);
    expect(findings).toHaveLength(1);
    expect(findings[0].frames[findings[0].causeIndex!]).toBe('aggregate');
  });

  it('no change, no finding: diff(A, A) is empty, and unchanged runs alarm at most at the error rate', () => {
    const tree = `
      main  1000 -> 1000
        a    400 -> 400
        b    300 -> 300
        c    300 -> 300`;
    const { before } = sampledRuns(tree, { runs: 3, samples: 3000, seed: 4 });
    expect(detectFindings(diffProfiles(before, before))).toEqual([]);
    // Each design over 40 seeds: at α = 0.05 over a few hypotheses, a handful of alarms is the
    // error rate at work; more than 4 of 40 (10%) would be a broken test.
    for (const design of [{}, { runs: 1, ordered: false }, { runs: 1 }]) {
      let alarms = 0;
      for (let seed = 1; seed <= 40; seed++) if (verdict(tree, { seed, samples: 3000, ...design }).findings.length > 0) alarms++;
      expect(alarms, JSON.stringify(design)).toBeLessThanOrEqual(4);
    }
  });
});

describe('labels: what the change itself is', () => {
  it('a finding is labelled by its own frames before its caller: a wait under a spinning event loop is idle', () => {
    // An asyncio consumer stopped awaiting its queue and spun on it: the loop's select, which had
    // waited, fell. Its caller (_run_once) matches the spin rule; the select itself is a wait.
    const { findings } = verdict(`
      main                                           1000 -> 1000
        "BaseEventLoop._run_once (base_events.py)"   1000 -> 1000
          "EpollSelector.select (selectors.py)"       900 -> 100
          "Handle._run (events.py)"                   100 -> 900
            "consumer (app.py)"                       100 -> 900`);
    const wait = findings.find((f) => f.frames.at(-1) === 'EpollSelector.select (selectors.py)')!;
    expect(wait.direction).toBe('improvement');
    expect(wait.category).toBe('idle');
    expect(wait.explanation).toMatch(/^waited less/);
  });
});

describe('the additive account', () => {
  it('counts a tower beneath a function finding once, in the tower', () => {
    // loader → main → collect: main's own time grew (+1.3) and so did collect beneath it (+0.97).
    const tree = { names: ['loader', 'main', 'collect'], frame: Int32Array.from([-1, 0, 1, 2]), parent: Int32Array.from([-1, 0, 1, 2]) };
    const diff = { tree, composition: { whole: { before: 1, after: 3.3, delta: 2.3, ciLow: 2.2, ciHigh: 2.4 } } } as unknown as Parameters<typeof additiveAccount>[0];
    const f = (kind: string, frames: string[], delta: number, at: { node?: number; causeNode?: number }) =>
      ({ kind, frames, delta, significant: true, direction: 'regression', causeIndex: frames.length - 1, ...at }) as unknown as Parameters<typeof additiveAccount>[1][number];
    const account = additiveAccount(diff, [f('function', ['loader', 'main'], 2.27, { causeNode: 2 }), f('tower', ['main', 'collect'], 0.97, { node: 3, causeNode: 3 })])!;
    expect(account.items.map((x) => Number(x.delta.toFixed(2)))).toEqual([1.3, 0.97]);
    expect(account.residual).toBeCloseTo(0.03, 6);
  });

  it('counts a mechanism’s place beneath a function finding once, in the mechanism', () => {
    // A lock taken in `get` and released in `put`: the lock's finding has both places, and the
    // function `put` (−0.9) holds the release (−0.3).
    const tree = { names: ['main', 'get', 'Lock', 'put', 'Unlock'], frame: Int32Array.from([-1, 0, 1, 2, 3, 4]), parent: Int32Array.from([-1, 0, 1, 2, 1, 4]) };
    const diff = { tree, composition: { whole: { before: 1, after: 0, delta: -2.1, ciLow: -2.2, ciHigh: -2 } } } as unknown as Parameters<typeof additiveAccount>[0];
    const lock = { kind: 'tower', frames: ['get', 'Lock'], delta: -1.5, significant: true, direction: 'improvement', causeIndex: 1, node: 3, causeNode: 3, places: [{ frames: ['get', 'Lock'], delta: -1.2, node: 3 }, { frames: ['put', 'Unlock'], delta: -0.3, node: 5 }] };
    const put = { kind: 'function', frames: ['main', 'put'], delta: -0.9, significant: true, direction: 'improvement', causeIndex: 1, causeNode: 4 };
    const account = additiveAccount(diff, [lock, put] as unknown as Parameters<typeof additiveAccount>[1])!;
    expect(account.items.map((x) => Number(x.delta.toFixed(2)))).toEqual([-1.5, -0.6]);
    expect(account.items[0].places).toBe(2);
  });
});

describe('a chain of functions carrying one change', () => {
  it('names the deepest that carries nearly all of it, not a caller that only passes it on', async () => {
    const { passedTo } = await import('./findings.js');
    const stat = (name: string, delta: number) => ({ name, nameId: name.length, delta }) as unknown as Parameters<typeof passedTo>[0];
    // Node's module loader above the program's main, whose own time grew; a callee with a part of it.
    const chain = [stat('run (module_job)', 2.29), stat('evaluate', 2.3), stat('(anonymous) (app.js:1)', 2.29), stat('main (app.js)', 2.28), stat('collect (app.js)', 0.97)];
    expect(passedTo(chain[1], chain).name).toBe('main (app.js)');
    // A callee with a minority of the change, or of the other sign, is not where it stops.
    expect(passedTo(chain[3], chain).name).toBe('main (app.js)');
    expect(passedTo(chain[0], [chain[0], stat('x', -2.2)]).name).toBe('run (module_job)');
  });
});

describe('findings under an interpreter', () => {
  it('begin at the program frame above the interpreter\'s own frames', () => {
    const { findings } = verdict(`
      main                                  1000 -> 1300
        py::render_row:app.py                400 -> 700
          _PyEval_EvalFrameDefault           400 -> 700
            PyUnicode_Concat                  50 -> 350
            list_append                      350 -> 350
        py::load:app.py                      600 -> 600`);
    expect(findings.map(line)).toEqual(['regression tower py::render_row:app.py → _PyEval_EvalFrameDefault → PyUnicode_Concat']);
    expect(findings[0].causeIndex).toBe(2);
  });
});

describe('ranking: effects after their causes', () => {
  it('a garbage-collection finding follows the code findings of its direction at least a quarter of its size', async () => {
    const { rankFindings } = await import('./findings.js');
    const f = (frames: string[], delta: number, category?: string) =>
      ({ frames, delta, qValue: 0.001, kind: 'tower', direction: delta > 0 ? 'regression' : 'improvement', category }) as unknown as Parameters<typeof rankFindings>[0][number];
    const ranked = rankFindings(
      [f(['v8::internal::Scavenger::ScavengeObject'], 0.42, 'garbage-collection'), f(['renderRow'], 0.35), f(['tiny'], 0.05), f(['other_gc'], -0.1, 'garbage-collection')],
      new Set(['garbage-collection']),
    );
    expect(ranked.map((x) => x.frames[0])).toEqual(['renderRow', 'v8::internal::Scavenger::ScavengeObject', 'other_gc', 'tiny']);
    // Alone (nothing of its direction at least a quarter of its size), it keeps its place.
    const alone = rankFindings([f(['gc_collect_main'], 0.3, 'garbage-collection'), f(['tiny'], 0.05)], new Set(['garbage-collection']));
    expect(alone.map((x) => x.frames[0])).toEqual(['gc_collect_main', 'tiny']);
    // One that names the program code paying for it is that code's change, and ranks by size.
    const named = f(['main.(*encoder).encodeRecord', 'runtime.makeslice', 'runtime.mallocgc'], 0.178, 'garbage-collection');
    expect(rankFindings([f(['runtime.memmove'], 0.171), named], new Set(['garbage-collection']), () => true, (x) => x === named)[0]).toBe(named);
  });

  it('page faults name the largest page release of their direction, down to its call, and keep their rank', async () => {
    const { rankFindings, withCauses } = await import('./findings.js');
    const { PATHOLOGY_RULES } = await import('../rules/pathologies.js');
    const f = (frames: string[], delta: number, category?: string) =>
      ({ frames, delta, qValue: 0.001, significant: true, kind: 'tower', direction: delta > 0 ? 'regression' : 'improvement', category }) as unknown as Parameters<typeof rankFindings>[0][number];
    const faults = f(['app', 'decode_batch', 'asm_exc_page_fault'], 0.277, 'page-faults');
    const release = f(['app', 'main', 'recycle_buffer', '__madvise', 'entry_SYSCALL_64_after_hwframe', 'do_syscall_64', '__x64_sys_madvise'], 0.055, 'page-release');
    const small = f(['app', '__munmap', 'entry_SYSCALL_64_after_hwframe'], 0.01, 'page-release');
    const ranked = rankFindings(withCauses([release, small, faults, f(['parse'], 0.3)], PATHOLOGY_RULES));
    expect(ranked.map((x) => x.frames[1] ?? x.frames[0])).toEqual(['parse', 'decode_batch', 'main', '__munmap']);
    expect(ranked[1].causedBy).toEqual(['app', 'main', 'recycle_buffer', '__madvise']);
    // A release of the other direction is not the cause; nor is anything for other categories.
    const alone = withCauses([faults, f(['app', '__munmap'], -0.05, 'page-release')], PATHOLOGY_RULES);
    expect(alone.map((x) => x.causedBy)).toEqual([undefined, undefined]);
  });

  it('an allocator whose callers were cut follows only code that pays for it', async () => {
    // glibc without frame pointers: the allocator's samples have no caller above them. The
    // buffer grown by a small step per realloc is the cause; `fmt_u64` grew a little beside it
    // and calls no allocator, so it is not where the allocator's work is paid.
    const { rankFindings } = await import('./findings.js');
    const f = (frames: string[], delta: number, category?: string) =>
      ({ frames, delta, qValue: 0.001, kind: 'tower', direction: 'regression', category }) as unknown as Parameters<typeof rankFindings>[0][number];
    const findings = [f(['prog', '_int_free'], 0.077, 'allocator'), f(['prog', 'main', 'format', 'fmt_u64'], 0.059)];
    const effects = new Set(['allocator']);
    expect(rankFindings(findings, effects, () => false).map((x) => x.frames.at(-1))).toEqual(['_int_free', 'fmt_u64']);
    expect(rankFindings(findings, effects).map((x) => x.frames.at(-1))).toEqual(['fmt_u64', '_int_free']);
  });

  it('a diluted share follows every change of cost, however large its fall', async () => {
    const { rankFindings } = await import('./findings.js');
    const f = (frames: string[], delta: number, category?: string) =>
      ({ frames, delta, qValue: 0.001, kind: 'tower', direction: delta > 0 ? 'regression' : 'improvement', category }) as unknown as Parameters<typeof rankFindings>[0][number];
    const ranked = rankFindings([f(['match'], -0.031, 'diluted'), f(['to_ticks'], 0.021), f(['tiny'], -0.006)]);
    expect(ranked.map((x) => x.frames[0])).toEqual(['to_ticks', 'tiny', 'match']);
  });
});

