import { ProfileBuilder } from '../../core/model/builder.js';
import type { FrameKind, Profile } from '../../core/model/types.js';

/** One run from [stack, count] pairs (frames root first), each count nudged by `jitter`. */
export function stackRun(stacks: readonly [string[], number][], jitter: number, kind: FrameKind = 'python'): Profile {
  const b = new ProfileBuilder('samples');
  stacks.forEach(([frames, count], i) => {
    const ids = frames.map((name) => b.internFrame({ name, kind }));
    b.addSelf(b.addStack(ids, 0), count + ((i % 3) - 1) * jitter);
  });
  return b.build({ sourceFormat: 'test' });
}

/** Three runs of the same stacks, counts nudged differently (repeated captures of one program). */
export const threeRuns = (stacks: readonly [string[], number][], kind: FrameKind = 'python'): Profile[] => [
  stackRun(stacks, 2, kind),
  stackRun(stacks, -2, kind),
  stackRun(stacks, 3, kind),
];
