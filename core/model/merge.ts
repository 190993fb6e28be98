import { ProfileBuilder } from './builder.js';
import type { Profile, ProfileMeta } from './types.js';

/**
 * Merges profiles of the same unit into one: equal frames (same name, kind, module, file,
 * line) and equal stacks are combined and their weights summed. Used to join the pieces of a
 * file parsed in parallel, and the runs of one side of a comparison.
 */
export function mergeProfiles(profiles: readonly Profile[], meta?: ProfileMeta): Profile {
  if (profiles.length === 0) throw new Error('mergeProfiles: nothing to merge');
  const unit = profiles[0].unit;
  const b = new ProfileBuilder(unit, Math.max(...profiles.map((p) => p.stackFrame.length)));
  const keepTimeline = profiles.every((p) => p.timeline !== undefined);
  for (const p of profiles) {
    if (p.unit !== unit) throw new Error(`mergeProfiles: cannot merge ${p.unit} with ${unit}`);
    const ids = p.frames.map((f) => b.internFrame(f));
    const map = new Int32Array(p.stackFrame.length);
    for (let n = 1; n < map.length; n++) {
      map[n] = b.child(map[p.stackParent[n]], ids[p.stackFrame[n]]);
      if (!keepTimeline && p.stackSelf[n] !== 0) b.addSelf(map[n], p.stackSelf[n]);
    }
    if (keepTimeline) {
      const tl = p.timeline!;
      for (let i = 0; i < tl.stack.length; i++) b.addSample(map[tl.stack[i]], tl.weight[i], tl.time?.[i]);
    }
  }
  return b.build(meta ?? mergeMeta(profiles.map((p) => p.meta)));
}

/** Metadata of consecutive pieces of one recording: counts add up, the time span widens. */
export function mergeMeta(metas: readonly ProfileMeta[]): ProfileMeta {
  const first = metas[0];
  let samples = 0;
  let start: number | undefined;
  let end: number | undefined;
  for (const m of metas) {
    samples += m.sampleCount ?? 0;
    if (m.startTime !== undefined) {
      start = start === undefined ? m.startTime : Math.min(start, m.startTime);
      const e = m.startTime + (m.durationSeconds ?? 0);
      end = end === undefined ? e : Math.max(end, e);
    }
  }
  const period = metas.every((m) => m.samplePeriod === first.samplePeriod) ? first.samplePeriod : undefined;
  // Evented only when every piece is: a sample count then means samples again.
  const { evented: _evented, ...rest } = first;
  return {
    ...rest,
    ...(metas.every((m) => m.evented) ? { evented: true } : {}),
    samplePeriod: period,
    sampleCount: samples,
    startTime: start,
    durationSeconds: start !== undefined && end !== undefined ? end - start : first.durationSeconds,
  };
}
