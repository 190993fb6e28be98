import { describe, expect, it } from 'vitest';
import { sampledRuns } from '../../test/support/tree-text.js';
import { diffProfiles } from '../diff/diff.js';
import { detectFindings } from './findings.js';
import { nested, overlaps, placeFrames } from './mechanisms.js';
import type { Finding } from './finding.js';
import { splitCategory } from './findings.js';
import { towerInput } from '../../test/support/tree-text.js';
import { childLists } from '../diff/union.js';
import { pathologyMatcher } from '../rules/pathologies.js';
import { renderDiffSvg } from '../output/svg-diff.js';
import { renderText } from '../output/text-report.js';
import { renderJson } from '../output/json-report.js';

/**
 * Workers that now share one lock: they wait for it under `pthread_mutex_lock` and wake its
 * waiters under `__lll_lock_wake`, two towers of one cause (glibc cut their callers).
 */
const sharedLock = (proc: string, wait: string, wake: string, [lock, waker] = ['pthread_mutex_lock', '__lll_lock_wake']) => `
  ${proc}                        1000 -> ${1000 + Number(wait) + Number(wake)}  [process]
    worker                       1000 -> ${1000 + Number(wait) + Number(wake)}
      parse                      500 -> 500
      tally                      500 -> 500
      ${lock}                    0 -> ${wait}
      ${waker}                   0 -> ${wake}
        do_futex                 0 -> ${wake}`;

const findingsOf = (tree: string) => {
  const { before, after } = sampledRuns(tree, { runs: 3, perUnit: 2, seed: 11 });
  const diff = diffProfiles(before, after);
  return { diff, findings: detectFindings(diff) };
};

describe('one mechanism in several places of a process is one finding', () => {
  it('the lock is one regression whose places are listed with their own change, its figures their sum', () => {
    const { findings } = findingsOf(sharedLock('tally', '300', '200'));
    const regressions = findings.filter((f) => f.direction === 'regression');
    expect(regressions.map((f) => `${f.frames.join(' → ')} ${f.category}`)).toEqual(['worker → pthread_mutex_lock lock-wait']);
    const [lock] = regressions;
    expect(lock.places?.map((p) => p.frames.join(' → '))).toEqual(['worker → pthread_mutex_lock', 'worker → __lll_lock_wake']);
    expect(lock.delta).toBeCloseTo(lock.places!.reduce((a, p) => a + p.delta, 0), 12);
  });

  it('two processes keep their own locks', () => {
    // Other lock functions in each, so that each is a tower of its process, not a function of both.
    const { findings } = findingsOf(`${sharedLock('left', '300', '200')}${sharedLock('right', '300', '200', ['pthread_cond_wait', 'futex_wake'])}`);
    const locks = findings.filter((f) => f.category === 'lock-wait');
    expect(locks.map((f) => f.places?.length)).toEqual([2, 2]);
  });

  it('the reports say where: text and JSON list the places, the SVG table counts them', () => {
    const { diff, findings } = findingsOf(sharedLock('tally', '300', '200'));
    const ctx = { diff, findings, preset: 'none', beforeLabel: 'before', afterLabel: 'after' };
    expect(renderText(ctx)).toMatch(/in 2 places: worker → pthread_mutex_lock \+[\d.]+ pp, worker → __lll_lock_wake \+[\d.]+ pp/);
    expect(JSON.parse(renderJson(ctx)).findings.find((f: { direction: string }) => f.direction === 'regression').places.map((p: { frames: string[] }) => p.frames.at(-1))).toEqual(['pthread_mutex_lock', '__lll_lock_wake']);
    const svg = renderDiffSvg(ctx);
    expect(svg).toContain('(in 2 places)');
    // Each place is marked with the finding's number on the graph.
    const rank = ctx.findings.findIndex((f) => f.places) + 1;
    expect(svg.match(new RegExp(`font-weight="bold">${rank}</text>`, 'g'))?.length).toBe(2);
  });

  it('a tower whose growth splits among lock functions, none over half of it, is the lock’s, named by the largest', () => {
    const drawn = (wait: number) =>
      towerInput(`
      worker                   1000 -> ${1400 + 350 + wait}
        work                   1000 -> 1000
        record                 0 -> 400
        pthread_mutex_lock     0 -> 350
        __lll_lock_wait        0 -> ${wait}`);
    const categorise = pathologyMatcher();
    const at = (t: ReturnType<typeof towerInput>) => splitCategory(t, childLists(t.tree.parent), t.node('worker'), 1, categorise);
    const locked = drawn(250);
    expect(at(locked)?.found.category).toBe('lock-wait');
    expect(at(locked)?.child).toBe(locked.node('worker/pthread_mutex_lock'));
    // Under half of the growth in lock functions (350 + 20 of 770): not the lock's.
    expect(at(drawn(20))).toBeUndefined();
  });

  it('places join only where they share no code: a call site holding another place stays apart', () => {
    const t = towerInput(`
      main                 100 -> 100
        push               10 -> 40
          lock_wake        0 -> 20
            syscall        0 -> 10
        pop                10 -> 30
          syscall          0 -> 10`);
    const sites = [t.node('main/push/lock_wake/syscall'), t.node('main/pop/syscall')];
    expect(overlaps(t.tree, [t.node('main/push/lock_wake')], sites)).toBe(true);
    expect(overlaps(t.tree, sites, [t.node('main/push')])).toBe(true);
    expect(overlaps(t.tree, [t.node('main/push/lock_wake')], [t.node('main/pop')])).toBe(false);
  });

  it('a finding wholly inside others of its mechanism is counted there, not listed again', () => {
    const t = towerInput(`
      main                 100 -> 100  [process]
        push               10 -> 40
          futex_wake       0 -> 20
            futex_q        0 -> 10
        pop                10 -> 30
          futex_wait       0 -> 10
            futex_q        0 -> 5
        idle               10 -> 20
          futex_q          0 -> 5`);
    const finding = (kind: string, frames: string[], node: number) =>
      ({ kind, frames, causeIndex: frames.length - 1, node, causeNode: node, category: 'lock-wait', significant: true, direction: 'regression', delta: 0.1 }) as unknown as Finding;
    const wake = finding('tower', ['push', 'futex_wake'], t.node('main/push/futex_wake'));
    const wait = finding('tower', ['pop', 'futex_wait'], t.node('main/pop/futex_wait'));
    const q = finding('function', ['futex_q'], t.node('main/push/futex_wake/futex_q'));
    // One mechanism in one process: the key mechanismKey gives them all.
    const roots = (f: Finding, sites: string[]) => [f, { key: 'lock-wait', roots: sites.map((p) => t.node(p)) }] as const;
    // Two of futex_q's three call sites lie in the towers: it stays.
    const three = new Map([roots(wake, ['main/push/futex_wake']), roots(wait, ['main/pop/futex_wait']), roots(q, ['main/push/futex_wake/futex_q', 'main/pop/futex_wait/futex_q', 'main/idle/futex_q'])]);
    expect([...nested(t.tree, three)]).toEqual([]);
    // All of them inside: it is counted there.
    const two = new Map([roots(wake, ['main/push/futex_wake']), roots(wait, ['main/pop/futex_wait']), roots(q, ['main/push/futex_wake/futex_q', 'main/pop/futex_wait/futex_q'])]);
    expect([...nested(t.tree, two)]).toEqual([q]);
    // Two with the same roots: the later one goes.
    const twin = finding('function', ['futex_wake'], t.node('main/push/futex_wake'));
    expect([...nested(t.tree, new Map([roots(wake, ['main/push/futex_wake']), roots(twin, ['main/push/futex_wake'])]))]).toEqual([twin]);
  });

  it('a rise and a fall of one lock are one finding, their net; a net that could be zero leaves them apart', () => {
    const swap = (fall: number, rise: number) => `
      catalog                      2000 -> ${2000 - fall + rise}  [process]
        lookup                     1000 -> ${1000 - fall}
          hash                     700 -> 700
          pthread_rwlock_rdlock    ${fall} -> 0
        writer                     0 -> ${rise}
          pthread_rwlock_wrlock    0 -> ${rise}
        main                       1000 -> 1000`;
    const lock = (f: Finding) => f.category === 'lock-wait';
    const net = findingsOf(swap(300, 900)).findings.filter(lock);
    expect(net.map((f) => `${f.direction} ${f.places?.map((p) => p.frames.at(-1)).join(', ')}`)).toEqual(['regression pthread_rwlock_wrlock, pthread_rwlock_rdlock']);
    expect(net[0].delta).toBeCloseTo(net[0].places!.reduce((a, p) => a + p.delta, 0), 12);
    const even = findingsOf(swap(300, 300)).findings.filter(lock);
    expect(even.map((f) => `${f.direction} ${f.places ? 'joined' : 'alone'}`).sort()).toEqual(['improvement alone', 'regression alone']);
  });

  it('a place is named down to the mechanism’s first frame, the kernel path below it left out', () => {
    expect(placeFrames(['worker', '__GI___lll_lock_wait', 'entry_SYSCALL_64', 'do_futex'], /^(__GI_)?_*lll_lock_wait$/)).toEqual(['worker', '__GI___lll_lock_wait']);
  });
});
