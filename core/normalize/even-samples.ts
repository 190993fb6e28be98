import { nanosPerUnit, type Profile } from '../model/types.js';

/**
 * V8's samples, each weighed as the mean interval of its run, for comparing.
 *
 * Why: V8 samples on a wall-clock timer and records the gap since the previous sample
 * (`timeDeltas`); DevTools and flamediff's single-profile views weigh each sample by the gap
 * that follows it. The gaps are not the program's: on a loaded machine they stretch when the
 * thread is descheduled or the sampler is late, and they stretch more after some stacks than
 * others (the sampler cannot interrupt parts of a garbage collection). A blind Node control
 * (the same script, before runs on a busier machine: mean gaps 1.6–2.0 ms against 1.35–1.5 ms)
 * had its garbage collector at 15.0% → 13.7% of the samples but 19.8% → 22.8% of the time, a
 * +3.9 pp "regression". Counted, a sample is one observation of where the thread was, as in
 * pprof and perf; the run's total time is kept, spread evenly.
 */
export function evenV8Samples(p: Profile): Profile {
  const tl = p.timeline;
  if (p.meta.profiler !== 'v8' || !tl || tl.stack.length === 0 || nanosPerUnit(p.unit) === undefined) return p;
  let sum = 0;
  for (let i = 0; i < tl.weight.length; i++) sum += tl.weight[i];
  const mean = sum / tl.stack.length;
  // V8's `(idle)` samples are the thread with nothing to run: not CPU and not code. They are
  // left out of the comparison, as py-spy leaves idle threads out unless asked.
  const idle = idleNodes(p);
  const keep: number[] = [];
  for (let i = 0; i < tl.stack.length; i++) if (!idle[tl.stack[i]]) keep.push(i);
  const self = new Float64Array(p.stackSelf.length);
  for (const i of keep) self[tl.stack[i]] += mean;
  const timeline = {
    stack: Int32Array.from(keep, (i) => tl.stack[i]),
    weight: new Float64Array(keep.length).fill(mean),
    ...(tl.time ? { time: Float64Array.from(keep, (i) => tl.time![i]) } : {}),
  };
  return Object.freeze({ ...p, stackSelf: self, timeline });
}

/** Nodes that are V8's `(idle)` pseudo-frame at the root of a stack. */
function idleNodes(p: Profile): Uint8Array {
  const out = new Uint8Array(p.stackFrame.length);
  for (let n = 1; n < out.length; n++) if (p.stackParent[n] === 0 && p.frames[p.stackFrame[n]]?.name === '(idle)') out[n] = 1;
  return out;
}
