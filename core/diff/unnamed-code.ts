import { totalWeight, type Frame, type Profile } from '../model/types.js';

/**
 * More than this share of a side's weight in stacks without one named frame of code, and the
 * comparison has nothing to compare by name: an input error, not a verdict.
 */
export const MOST_UNNAMED = 0.5;

/** A frame that names no code: a bare address (`0x156b0`) or the unwinder's `[unknown]`. */
const UNNAMED = /^(?:0x[0-9a-fA-F]+|\[unknown\])$/;

/** Whether a frame names code (process and thread roots name a run, not code). */
function namesCode(frame: Frame): boolean {
  return frame.kind !== 'process' && frame.kind !== 'thread' && !UNNAMED.test(frame.name);
}

/** The weight of a profile's stacks that hold no frame naming code. */
function unnamedWeight(p: Profile): number {
  const named = new Uint8Array(p.stackFrame.length);
  let unnamed = 0;
  for (let i = 1; i < p.stackFrame.length; i++) {
    const parent = p.stackParent[i];
    named[i] = (parent > 0 && named[parent]) || namesCode(p.frames[p.stackFrame[i]]) ? 1 : 0;
    if (!named[i]) unnamed += p.stackSelf[i];
  }
  return unnamed;
}

/** The share of a profile's weight whose stack holds no frame naming code. */
export function unnamedShare(p: Profile): number {
  return unnamedShareOf([p]);
}

/** The share of some profiles' pooled weight whose stacks hold no frame naming code. */
function unnamedShareOf(profiles: readonly Profile[]): number {
  let weight = 0;
  let unnamed = 0;
  for (const p of profiles) {
    weight += totalWeight(p);
    unnamed += unnamedWeight(p);
  }
  return weight > 0 ? unnamed / weight : 0;
}

/**
 * The side, if any, most of whose weight lies in stacks of addresses only, and that share.
 *
 * Why: frames are matched by name, and the default presets rename addresses alike (ASLR and
 * rebuilds move them), so a profile recorded without symbols becomes one chain of `0x…`
 * frames. A newcomer's Rust program under samply without `--unstable-presymbolicate`, whose
 * `digest` did twice the work, read "q = Benjamini–Hochberg over 1 distinct tested frames …
 * No significant change" under six warnings that the frames were addresses: a verdict the
 * profiles could not support, which a CI gate would pass.
 */
export function unnamedSide(before: readonly Profile[], after: readonly Profile[]): { side: 'before' | 'after'; share: number } | undefined {
  const b = unnamedShareOf(before);
  const a = unnamedShareOf(after);
  if (b > MOST_UNNAMED && b >= a) return { side: 'before', share: b };
  if (a > MOST_UNNAMED) return { side: 'after', share: a };
  return undefined;
}
