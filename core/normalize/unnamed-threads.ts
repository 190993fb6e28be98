import type { Profile } from '../model/types.js';

/** A thread root whose name the profiler could not read: py-spy's `thread (TID)` once its TID is gone. */
const UNNAMED = /^(thread|Thread|Thread "")$/;

/**
 * A thread the profiler could not name is not a different thread. py-spy reads a thread's name
 * from the process and sometimes fails (a thread starting or ending as it samples): that run's
 * samples of one worker then sit under a bare `thread` root that no other run has, and the
 * whole subtree reads as appearing or vanishing (8% of a run in the blind py-spy pool: every
 * pair with that run "changed"). Each unnamed thread root is given the name of the named thread
 * root of the same profile whose code it shares most (frame names in common over its own), so
 * its samples join the thread they belong to. `names` are the normalised names, by frame index;
 * returns how many roots were renamed.
 */
export function nameUnnamedThreads(profile: Profile, names: string[]): number {
  const { stackParent, stackFrame, frames } = profile;
  const rootOf = new Int32Array(stackFrame.length);
  const roots: number[] = [];
  for (let n = 1; n < stackFrame.length; n++) {
    rootOf[n] = stackParent[n] === 0 ? n : rootOf[stackParent[n]];
    if (stackParent[n] === 0 && frames[stackFrame[n]].kind === 'thread') roots.push(n);
  }
  const unnamed = roots.filter((r) => UNNAMED.test(names[stackFrame[r]]));
  const named = roots.filter((r) => !UNNAMED.test(names[stackFrame[r]]));
  if (unnamed.length === 0 || named.length === 0) return 0;
  // The frame names under each thread root.
  const code = new Map<number, Set<string>>(roots.map((r) => [r, new Set<string>()]));
  for (let n = 1; n < stackFrame.length; n++) if (stackParent[n] !== 0) code.get(rootOf[n])?.add(names[stackFrame[n]]);
  let renamed = 0;
  for (const u of unnamed) {
    const mine = code.get(u)!;
    if (mine.size === 0) continue;
    let best = -1;
    let bestShared = 0;
    for (const r of named) {
      let shared = 0;
      for (const name of mine) if (code.get(r)!.has(name)) shared++;
      if (shared > bestShared) {
        best = r;
        bestShared = shared;
      }
    }
    // Most of its code must be that thread's: a bare thread running code no named thread runs stays.
    if (best === -1 || bestShared < mine.size / 2) continue;
    names[stackFrame[u]] = names[stackFrame[best]];
    renamed++;
  }
  return renamed;
}
