import type { Profile } from '../model/types.js';
import { normalizeProfile } from './normalize.js';

/** The root frames' names of some kinds in a set of profiles. */
function roots(profiles: readonly Profile[], kind: (k: string) => boolean): Set<string> {
  const out = new Set<string>();
  for (const p of profiles) {
    for (let n = 1; n < p.stackFrame.length; n++) {
      if (p.stackParent[n] !== 0) continue;
      const f = p.frames[p.stackFrame[n]];
      if (kind(f.kind)) out.add(f.name);
    }
  }
  return out;
}

/** A root renamed on the before side to the after side's name: the name each side had. */
export interface RenamedRoot {
  readonly from: string;
  readonly to: string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A release that renames its binary changes the process name at the root of every perf stack
 * (`myapp-v1;main;…` vs `myapp-v2;main;…`), and every stack then looks new: all of the before
 * side "vanished" and all of the after side "appeared". When exactly one process name is on
 * the before side only and exactly one on the after side only, they are the same program under
 * two names: the before side's is renamed to the after side's, and the note says so (a name is
 * renamed wherever it appears, which for a root name is the root). Several
 * unmatched names (a system-wide recording where processes came and went) are left alone, since
 * pairing them would be a guess.
 */
export function alignProcessRoots(
  before: readonly Profile[],
  after: readonly Profile[],
): { before: Profile[]; after: Profile[]; note?: string; renamed?: RenamedRoot } {
  // Process roots (perf script), or, for profiles that lost that kind on the way (a perf
  // recording saved as speedscope), the one root every profile of a side has.
  const single = (ps: readonly Profile[]) => {
    const all = roots(ps, () => true);
    return all.size === 1 ? all : undefined;
  };
  const sb = single(before);
  const sa = single(after);
  const oneEach = sb !== undefined && sa !== undefined;
  const b = oneEach ? sb : roots(before, (k) => k === 'process');
  const a = oneEach ? sa : roots(after, (k) => k === 'process');
  const onlyBefore = [...b].filter((n) => !a.has(n));
  const onlyAfter = [...a].filter((n) => !b.has(n));
  if (onlyBefore.length !== 1 || onlyAfter.length !== 1) return { before: [...before], after: [...after] };
  const [from] = onlyBefore;
  const [to] = onlyAfter;
  const rule = { id: 'process-rename', description: 'the process renamed between the sides', pattern: new RegExp(`^${escape(from)}$`), replacement: () => to };
  return {
    before: before.map((p) => normalizeProfile(p, { preset: 'none', rules: [rule] }).profile),
    after: [...after],
    renamed: { from, to },
    note: `the process is named ${JSON.stringify(from)} before and ${JSON.stringify(to)} after: compared as one program (${JSON.stringify(to)})`,
  };
}
