import type { ProfileBuilder } from './builder.js';
import type { Profile } from './types.js';

/**
 * The profile rebuilt into `b`, each node whose `fold` entry is set merged into what its caller
 * became, its self weight (or the timeline, where the profile has one) following. `ids` are the
 * profile's frames as interned in `b`; a node with `renameTo[n] ≥ 0` takes that frame instead of
 * its own. One loop for the passes that take frames out of call paths: normalisation's removed
 * frames, perf's inline chains and inline frames.
 */
export function rebuildFolding(profile: Profile, b: ProfileBuilder, ids: ArrayLike<number>, fold: ArrayLike<number>, renameTo?: Int32Array): Profile {
  const { stackFrame, stackParent, stackSelf, timeline } = profile;
  const map = new Int32Array(stackFrame.length);
  for (let n = 1; n < map.length; n++) {
    const parent = map[stackParent[n]];
    map[n] = fold[n] ? parent : b.child(parent, ids[renameTo && renameTo[n] >= 0 ? renameTo[n] : stackFrame[n]]);
    if (!timeline && stackSelf[n] !== 0) b.addSelf(map[n], stackSelf[n]);
  }
  if (timeline) for (let i = 0; i < timeline.stack.length; i++) b.addSample(map[timeline.stack[i]], timeline.weight[i], timeline.time?.[i]);
  return b.build(profile.meta);
}
