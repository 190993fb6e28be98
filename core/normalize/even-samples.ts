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
  const self = new Float64Array(p.stackSelf.length);
  for (let i = 0; i < tl.stack.length; i++) self[tl.stack[i]] += mean;
  return Object.freeze({ ...p, stackSelf: self, timeline: { ...tl, weight: new Float64Array(tl.stack.length).fill(mean) } });
}
