import { ProfileBuilder } from './builder.js';
import type { Profile } from './types.js';

/** Every stack reversed, leaf first (flamegraph.pl and inferno `--reverse`): "who calls this". */
export function reverseStacks(p: Profile): Profile {
  const b = new ProfileBuilder(p.unit, p.stackFrame.length);
  const ids = p.frames.map((f) => b.internFrame(f));
  for (let n = 1; n < p.stackFrame.length; n++) {
    if (p.stackSelf[n] === 0) continue;
    const path: number[] = [];
    for (let m = n; m > 0; m = p.stackParent[m]) path.push(ids[p.stackFrame[m]]);
    b.addStack(path, p.stackSelf[n]);
  }
  return b.build(p.meta);
}
