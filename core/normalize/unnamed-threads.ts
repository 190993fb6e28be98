import type { Profile } from '../model/types.js';

/** A thread frame whose name the profiler could not read: py-spy's `thread (TID)` once its TID is gone. */
const UNNAMED = /^(thread|Thread|Thread "")$/;

/** Whether a (normalised) thread frame's name says the profiler could not read the thread's name. */
export const isUnnamedThread = (name: string): boolean => UNNAMED.test(name);

/**
 * A thread the profiler could not name is not a different thread. py-spy reads a thread's name
 * from the process and sometimes fails (a thread starting or ending as it samples): that run's
 * samples of one worker then sit under a bare `thread` frame that no other run has, and the
 * whole subtree reads as appearing or vanishing (8% of a run in the blind py-spy pool: every
 * pair with that run "changed"). Each unnamed thread frame is given the name of the named
 * thread frame beside it (same parent) whose code ran most of its samples (the functions they
 * ended in), so its samples join the thread they belong to.
 *
 * Beside it, not only at the root: py-spy's speedscope files hold one profile per thread, named
 * `Thread TID "NAME"`, with its `thread (TID): NAME` frame inside. A blind control, one run of
 * a four-thread program for 2 s and one for 6 s, had the signer thread's profile and the main
 * thread's both named `Thread ""`; inside, py-spy could not read the signer's name for 45% of
 * its samples in one run and 12% in the other, so `thread: signer_worker` fell from 11% to 3%
 * of the samples and was reported as an improvement of an unchanged program.
 *
 * `names` are the normalised names, by frame index; a frame is renamed only where all its
 * thread nodes sit beside the same named threads (a name is one name everywhere). Returns how
 * many frames were renamed.
 */
export function nameUnnamedThreads(profile: Profile, names: string[]): number {
  const { stackParent, stackFrame, frames } = profile;
  const threadFrame = Uint8Array.from(frames, (f) => (f.kind === 'thread' ? 1 : 0));
  // No thread frame, nothing to name (perf and folded stacks of most programs): no pass over the nodes.
  if (!threadFrame.includes(1)) return 0;
  const isThread = (n: number) => threadFrame[stackFrame[n]] === 1;
  // Each node's nearest thread frame above it (itself for a thread frame), -1 for none.
  const owner = new Int32Array(stackFrame.length).fill(-1);
  const threadsUnder = new Map<number, number[]>();
  for (let n = 1; n < stackFrame.length; n++) {
    const p = stackParent[n];
    if (isThread(n)) {
      owner[n] = n;
      const siblings = threadsUnder.get(p);
      if (siblings) siblings.push(n);
      else threadsUnder.set(p, [n]);
    } else owner[n] = p > 0 ? owner[p] : -1;
  }
  // The frame names beneath each thread frame (its whole subtree, nested threads included),
  // each with the samples that ended in it there.
  const code = new Map<number, Map<string, number>>();
  for (let n = 1; n < stackFrame.length; n++) {
    for (let t = stackParent[n] > 0 ? owner[stackParent[n]] : -1; t > 0; t = stackParent[t] > 0 ? owner[stackParent[t]] : -1) {
      let held = code.get(t);
      if (!held) code.set(t, (held = new Map()));
      const name = names[stackFrame[n]];
      held.set(name, (held.get(name) ?? 0) + profile.stackSelf[n]);
    }
  }
  // Per unnamed frame, the name each of its nodes would take; renamed only when they agree.
  const choice = new Map<number, string | null>();
  for (const siblings of threadsUnder.values()) {
    const named = siblings.filter((r) => !UNNAMED.test(names[stackFrame[r]]));
    for (const u of siblings) {
      const frame = stackFrame[u];
      if (!UNNAMED.test(names[frame])) continue;
      const best = sameThreadId(frames[frame].name, named, (r) => frames[stackFrame[r]].name) ?? closestThread(code.get(u), named, code);
      const name = best === -1 ? null : names[stackFrame[best]];
      choice.set(frame, choice.has(frame) && choice.get(frame) !== name ? null : name);
    }
  }
  let renamed = 0;
  for (const [frame, name] of choice) {
    if (name === null) continue;
    names[frame] = name;
    renamed++;
  }
  return renamed;
}

/** The thread ID in a profiler's thread frame (`thread (9998)`, `thread (9998): io-1`, `Thread 9998 "io-1"`). */
const THREAD_ID = /^(?:thread \((\d+|0x[0-9a-fA-F]+)\)|Thread (\d+)\b)/;

/**
 * The named thread beside an unnamed one that has its thread ID, if any. Why: within one run
 * a thread ID is the thread. py-spy names a thread only once it can read the name, so a main
 * thread's first 86% of samples were `thread (20939)` and its last 14% `thread (20939):
 * MainThread`; their code did not overlap (building the input, then joining the workers), so
 * the code test kept them apart, and the unnamed part read as a thread of its own in every run.
 */
function sameThreadId(raw: string, named: readonly number[], rawName: (node: number) => string): number | undefined {
  const id = threadId(raw);
  if (id === undefined) return undefined;
  const same = named.filter((r) => threadId(rawName(r)) === id);
  return same.length === 1 ? same[0] : undefined;
}

function threadId(raw: string): string | undefined {
  const m = THREAD_ID.exec(raw);
  return m ? (m[1] ?? m[2]) : undefined;
}

/**
 * The named thread whose code ran most of `mine`'s samples (by the function each sample ended
 * in), or -1 when none ran half of them: a bare thread running code no named thread runs stays
 * apart. Counted in samples, not in distinct names: a thread's start-up (site imports, a
 * certifi lookup) is thirty names and three samples, and counted as names it kept an unnamed
 * main thread, whose other 170 samples were all in the named one's simulation loop, apart (a
 * blind 1-vs-1 case then read the whole loop as gone, −45.7 pp).
 */
export function closestThread(mine: ReadonlyMap<string, number> | undefined, named: readonly number[], code: ReadonlyMap<number, ReadonlyMap<string, number>>): number {
  if (!mine) return -1;
  let total = 0;
  for (const w of mine.values()) total += w;
  if (total <= 0) return -1;
  let best = -1;
  let bestShared = 0;
  for (const r of named) {
    const theirs = code.get(r);
    if (!theirs) continue;
    let shared = 0;
    for (const [name, w] of mine) if (theirs.has(name)) shared += w;
    if (shared > bestShared) {
      best = r;
      bestShared = shared;
    }
  }
  return best === -1 || bestShared < total / 2 ? -1 : best;
}
