import type { Profile } from '../model/types.js';
import { sortUtf8 } from '../text/compare.js';

/** One folded line: the `;`-joined stack and its weight. */
export type FoldedEntry = [stack: string, weight: number];

/**
 * Accumulates folded lines from one or more profiles. Lines are merged by their final text,
 * because two frames that differ only in hidden fields (kind, module) print the same.
 */
export class FoldedAccumulator {
  private readonly weights = new Map<string, number>();

  add(profile: Profile): this {
    const { frames, stackFrame, stackParent, stackSelf } = profile;
    const names: string[] = [];
    for (let node = 1; node < stackSelf.length; node++) {
      const w = stackSelf[node];
      if (w === 0) continue;
      names.length = 0;
      for (let n = node; n > 0; n = stackParent[n]) names.push(frames[stackFrame[n]].name);
      names.reverse();
      const key = names.join(';');
      this.weights.set(key, (this.weights.get(key) ?? 0) + w);
    }
    return this;
  }

  /** Entries sorted by the UTF-8 bytes of the stack, the order inferno and FlameGraph write. */
  entries(): FoldedEntry[] {
    return sortUtf8([...this.weights], (e) => e[0]);
  }
}

/** Formats a weight the way collapsers print counts: integers without a fraction. */
export function formatWeight(w: number): string {
  return Number.isInteger(w) && Math.abs(w) < 1e21 ? w.toFixed(0) : String(w);
}

/** Folded text in pieces of about `batch` lines, so huge outputs are never one string. */
export function* foldedText(entries: readonly FoldedEntry[], batch = 4096): Generator<string> {
  for (let i = 0; i < entries.length; i += batch) {
    let s = '';
    const end = Math.min(entries.length, i + batch);
    for (let j = i; j < end; j++) s += `${entries[j][0]} ${formatWeight(entries[j][1])}\n`;
    yield s;
  }
}
