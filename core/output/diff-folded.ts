import { ProfileBuilder } from '../model/builder.js';
import type { Profile } from '../model/types.js';
import { foldedName, formatWeight, walkSortedWith } from './folded.js';

/**
 * Differential folded lines, `stack BEFORE AFTER`, the format of FlameGraph's difffolded.pl
 * that `inferno-flamegraph` and `flamegraph.pl` draw. Weights are the raw self weights summed
 * over each side's runs (normalise when drawing, e.g. `difffolded -n`). Lines come out in UTF-8
 * byte order (deterministic), assembled as bytes by the same sorted tree walk as `collapse`.
 */
export function* diffFoldedBytes(before: readonly Profile[], after: readonly Profile[]): Generator<Uint8Array> {
  const b = new ProfileBuilder('samples');
  let weights: [Float64Array, Float64Array] = [new Float64Array(1024), new Float64Array(1024)];
  const add = (side: 0 | 1, node: number, w: number) => {
    if (node >= weights[0].length) {
      const grow = (a: Float64Array) => {
        const g = new Float64Array(Math.max(a.length * 2, node + 1));
        g.set(a);
        return g;
      };
      weights = [grow(weights[0]), grow(weights[1])];
    }
    weights[side][node] += w;
  };
  for (const [side, profiles] of [[0, before], [1, after]] as const) {
    for (const p of profiles) {
      const ids = p.frames.map((f) => b.internFrame({ name: foldedName(f.name), kind: 'unknown' }));
      const map = new Int32Array(p.stackFrame.length);
      for (let n = 1; n < map.length; n++) {
        map[n] = b.child(map[p.stackParent[n]], ids[p.stackFrame[n]]);
        if (p.stackSelf[n] !== 0) add(side, map[n], p.stackSelf[n]);
      }
    }
  }
  const union = b.build({ sourceFormat: 'diff' });
  const size = union.stackFrame.length;
  const [wb, wa] = weights.map((w) => (w.length >= size ? w : (() => { const g = new Float64Array(size); g.set(w); return g; })()));
  yield* walkSortedWith(
    union,
    (n) => wb[n] !== 0 || wa[n] !== 0,
    (n) => `${formatWeight(wb[n])} ${formatWeight(wa[n])}`,
  );
}
