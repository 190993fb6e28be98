import { stackTotals, type Profile } from '../model/types.js';

/**
 * Call paths a profiler left out near its threshold, left out of every run alike.
 *
 * pyinstrument's JSON leaves out every frame under 1% of the run's time, its time kept in its
 * caller's. A function near that size is in one run and not in another by chance: a blind
 * one-run control (the same program twice) had `int.bit_length` at 1.03% of the after run and
 * under 1% (so absent) before, and `log` at 1.17% before and absent after, and both read as
 * code that moved to another caller, two findings of a program that had not changed.
 *
 * A path is folded into its caller on every run when some run lacks it and no run holds twice
 * the threshold of it: twice, because a path that holds that much in one run and nothing in
 * another changed by at least the threshold, which the tests can judge; below it, its absence
 * says nothing. Returns the profiles unchanged when no profile says it was pruned.
 */
export function foldPruned(before: readonly Profile[], after: readonly Profile[]): { before: Profile[]; after: Profile[]; note?: string } {
  const runs = [...before, ...after];
  const threshold = Math.max(0, ...runs.map((p) => p.meta.prunedBelow ?? 0));
  if (threshold === 0) return { before: [...before], after: [...after] };
  const keyed = runs.map(pathKeys);
  const shares = runs.map((p) => {
    const total = stackTotals(p);
    return { total, share: (n: number) => (total[0] > 0 ? total[n] / total[0] : 0) };
  });
  const folded = foldedPaths(keyed, shares, threshold);
  if (folded.size === 0) return { before: [...before], after: [...after] };
  const out = runs.map((p, i) => foldInto(p, keyed[i], shares[i].total, folded));
  return {
    before: out.slice(0, before.length),
    after: out.slice(before.length),
    note: `${runs[0].meta.profiler ?? 'the profiler'} leaves out call paths under ${100 * threshold}% of a run: ${folded.size} near that size, on some runs only, were folded into their callers on every run`,
  };
}

/** Each node's path of frame names, as one key. */
function pathKeys(p: Profile): string[] {
  const keys = new Array<string>(p.stackFrame.length);
  keys[0] = '';
  for (let n = 1; n < keys.length; n++) keys[n] = `${keys[p.stackParent[n]]}\u0000${p.frames[p.stackFrame[n]].name}`;
  return keys;
}

/** The paths some run lacks whose largest share of any run is under twice the threshold. */
function foldedPaths(keyed: readonly string[][], shares: readonly { share: (n: number) => number }[], threshold: number): Set<string> {
  const most = new Map<string, number>();
  const seen = new Map<string, number>();
  keyed.forEach((keys, r) => {
    for (let n = 1; n < keys.length; n++) {
      const s = shares[r].share(n);
      if (!(s > 0)) continue;
      most.set(keys[n], Math.max(most.get(keys[n]) ?? 0, s));
      seen.set(keys[n], (seen.get(keys[n]) ?? 0) + 1);
    }
  });
  const out = new Set<string>();
  for (const [key, s] of most) if (s < 2 * threshold && (seen.get(key) ?? 0) < keyed.length) out.add(key);
  return out;
}

/** The profile with each folded path's whole subtree as its caller's own time. */
function foldInto(p: Profile, keys: readonly string[], total: Float64Array, folded: ReadonlySet<string>): Profile {
  const self = Float64Array.from(p.stackSelf);
  const gone = new Uint8Array(keys.length);
  let changed = false;
  for (let n = 1; n < keys.length; n++) {
    const parent = p.stackParent[n];
    if (gone[parent]) {
      gone[n] = 1;
      self[n] = 0;
    } else if (parent > 0 && folded.has(keys[n])) {
      gone[n] = 1;
      self[parent] += total[n];
      self[n] = 0;
      changed = true;
    }
  }
  return changed ? { ...p, stackSelf: self } : p;
}
