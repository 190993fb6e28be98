import { stackPath, type Profile } from '../model/types.js';

/** Runs with this share of their samples or more in one call stack may have lost their callers. */
const ONE_STACK_SHARE = 0.9;
/** Samples a run needs before its one stack says something (a tiny run has few stacks by chance). */
const MIN_SAMPLES = 100;

/**
 * Where every run of both sides spends nearly all its samples in one call stack: the profiler
 * may have lost the callers, and then no change below them can be seen. A newcomer's C program
 * of four functions, recorded with perf's frame pointers, came out as the one stack
 * `main;spin` in every run (the leaf had no frame pointer, so each sample's callers were cut):
 * "no significant change" for a function made twice as slow, with nothing to say why. Not a
 * verdict, a hint: a program may really spend all its time in one loop, and a program of three
 * functions has three stacks (so the test is the share of one, not the count).
 */
export function lostCallersWarning(before: readonly Profile[], after: readonly Profile[]): string | undefined {
  const runs = [...before, ...after];
  if (runs.length === 0) return undefined;
  let stack = '';
  for (const p of runs) {
    let top = 0;
    let heaviest = 0;
    let samples = 0;
    for (let n = 1; n < p.stackFrame.length; n++) {
      const w = p.stackSelf[n];
      if (!(w > 0)) continue;
      samples += w;
      if (w > heaviest) [heaviest, top] = [w, n];
    }
    if ((p.meta.sampleCount ?? samples) < MIN_SAMPLES || heaviest < ONE_STACK_SHARE * samples) return undefined;
    stack ||= stackPath(p, top).map((f) => p.frames[f].name).join(' → ');
  }
  const perf = runs.some((p) => p.meta.profiler === 'perf' || p.meta.sourceFormat.startsWith('perf'));
  const how = perf ? ': perf with frame pointers loses them under code built without (a leaf, a library); record with --call-graph dwarf (flamediff record --dwarf)' : '';
  return `every run spends ${Math.round(100 * ONE_STACK_SHARE)}% or more of its samples in one call stack (${stack}): if the program calls more functions than that, the profiler lost their callers and changes below them cannot be seen${how}`;
}
