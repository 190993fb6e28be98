import type { DiffResult } from '../diff/diff.js';
import { compareUtf8 } from '../text/compare.js';
import { formatWeight } from './folded.js';

/**
 * Differential folded lines, `stack BEFORE AFTER`, the format of FlameGraph's difffolded.pl
 * that `inferno-flamegraph` and `flamegraph.pl` draw. Weights are the raw self weights summed
 * over each side's runs (normalise when drawing, e.g. inferno's `--negate`/`difffolded -n`).
 * Lines are sorted by UTF-8 bytes, so the output is deterministic.
 */
export function renderDiffFolded(diff: DiffResult): string {
  const { tree } = diff;
  const size = tree.frame.length;
  const before = new Float64Array(size);
  const after = new Float64Array(size);
  for (const r of tree.runs) {
    const into = r.side === 'before' ? before : after;
    for (let n = 1; n < size; n++) into[n] += r.self[n];
  }
  const path: string[] = new Array(size);
  path[0] = '';
  const lines: [string, number, number][] = [];
  for (let n = 1; n < size; n++) {
    const p = tree.parent[n];
    path[n] = p === 0 ? tree.names[tree.frame[n]] : `${path[p]};${tree.names[tree.frame[n]]}`;
    if (before[n] !== 0 || after[n] !== 0) lines.push([path[n], before[n], after[n]]);
  }
  lines.sort((a, b) => compareUtf8(a[0], b[0]));
  return lines.map(([s, b, a]) => `${s} ${formatWeight(b)} ${formatWeight(a)}\n`).join('');
}
