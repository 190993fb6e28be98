import type { Frame, Profile } from '../model/types.js';
import { closestThread, isUnnamedThread } from './unnamed-threads.js';

/**
 * Root thread frames a run could not name, named after the named root thread of the other runs
 * (either side) whose code ran most of their samples, where that run has no thread of that
 * name already.
 *
 * Why: the per-run rule (`nameUnnamedThreads`) joins an unnamed thread to a named one beside
 * it in the same run; a run whose only main thread is unnamed has none to join. py-spy reads a
 * thread's name from the process and sometimes fails for a whole run: a blind `--gil` case's
 * main thread was `Thread "MainThread"` in its before runs and `Thread ""` in its after runs, so
 * 34% of the samples read as vanishing under one root and 9–16% as appearing under another,
 * and their variance across runs, eight times the multinomial, widened every test of the
 * comparison (a new metrics thread, 0 → 36% of the samples, was not significant at q = 0.072).
 */
export function nameThreadsAcrossRuns(before: readonly Profile[], after: readonly Profile[]): { before: Profile[]; after: Profile[] } {
  const runs = [...before, ...after];
  const roots = runs.map(rootThreads);
  if (!roots.some((r) => r.some((t) => t.unnamed))) return { before: [...before], after: [...after] };
  // Each named root thread's code over every run: the function each sample ended in.
  const byName = new Map<string, Map<string, number>>();
  for (const threads of roots) {
    for (const t of threads) {
      if (t.unnamed) continue;
      const held = byName.get(t.name) ?? new Map<string, number>();
      for (const [f, w] of t.code) held.set(f, (held.get(f) ?? 0) + w);
      byName.set(t.name, held);
    }
  }
  const names = [...byName.keys()];
  const keys = names.map((_, i) => i);
  const code = new Map(names.map((n, i) => [i, byName.get(n)!] as const));
  const renamed = runs.map((p, i) => {
    const here = new Set(roots[i].filter((t) => !t.unnamed).map((t) => t.name));
    const rename = new Map<number, string>();
    for (const t of roots[i]) {
      if (!t.unnamed) continue;
      const best = closestThread(t.code, keys.filter((k) => !here.has(names[k])), code);
      if (best >= 0) rename.set(t.frame, names[best]);
    }
    return rename.size === 0 ? p : withFrameNames(p, rename);
  });
  return { before: renamed.slice(0, before.length), after: renamed.slice(before.length) };
}

interface RootThread {
  readonly frame: number;
  readonly name: string;
  readonly unnamed: boolean;
  /** Samples by the function they ended in, over the thread's subtree. */
  readonly code: Map<string, number>;
}

/** The thread frames at the root of a profile, each with the code its samples ended in. */
function rootThreads(p: Profile): RootThread[] {
  const top = new Int32Array(p.stackFrame.length).fill(-1);
  const out = new Map<number, RootThread>();
  for (let n = 1; n < p.stackFrame.length; n++) {
    const parent = p.stackParent[n];
    top[n] = parent > 0 ? top[parent] : p.frames[p.stackFrame[n]].kind === 'thread' ? n : -1;
    if (top[n] < 0) continue;
    const frame = p.stackFrame[top[n]];
    let t = out.get(frame);
    if (!t) out.set(frame, (t = { frame, name: p.frames[frame].name, unnamed: isUnnamedThread(p.frames[frame].name), code: new Map() }));
    const w = p.stackSelf[n];
    if (w > 0) {
      const leaf = p.frames[p.stackFrame[n]].name;
      t.code.set(leaf, (t.code.get(leaf) ?? 0) + w);
    }
  }
  return [...out.values()];
}

/** A profile whose frames `rename` names anew (by frame index). */
function withFrameNames(p: Profile, rename: ReadonlyMap<number, string>): Profile {
  const frames: Frame[] = p.frames.map((f, i) => (rename.has(i) ? { ...f, name: rename.get(i)! } : f));
  return { ...p, frames };
}
