import { ProfileBuilder } from '../model/builder.js';
import { rebuildFolding } from '../model/fold.js';
import type { Profile } from '../model/types.js';

/**
 * perf's inline chains, put in call order.
 *
 * For an address inside inlined code, `perf script` prints the symbol first and then the inline
 * chain, innermost first, whose last frame is the function itself under its debug-info name:
 *
 *     1de44 tokagg::count_bigram+0x184 (/path/tokagg)
 *     1de44 reserve<…>+0x184 (inlined)
 *     1de44 entry<…>+0x184 (inlined)
 *     1de44 count_bigram+0x184 (inlined)
 *     202e1 tokagg::aggregate+0x311 (/path/tokagg)
 *
 * Read leaf first, the symbol becomes a callee of its own inlined code, and the function shows
 * under two names (`count_bigram` at the top of the chain, `tokagg::count_bigram` below it).
 * Worse, perf resolves inline frames with addr2line, which it abandons when slow: the same
 * address comes out with the chain in one run and without it in the next, or with the chain's
 * last frame as the symbol. On a Rust capture of three runs a side, `count_bigram` held 38% of
 * the before runs and 3% of the after runs for that reason alone, and a function that went
 * from 12% to 20% in every run was not found.
 *
 * So the symbol under an inline chain whose top is that same function (its name, or its
 * qualified name ending in `::` and that name) is folded into the chain, and the chain's top
 * takes the symbol's name: every variant of the address reads `aggregate → tokagg::count_bigram
 * → entry → reserve`. Returns the profile as it is when it holds no such chain.
 */
export function foldInlineChains(profile: Profile): { profile: Profile; folded: number } {
  const { frames, stackFrame, stackParent } = profile;
  const size = stackFrame.length;
  // Per frame, not per node: a property read through the frame object for each of a million nodes cost more than the loop.
  const inlineFrame = Uint8Array.from(frames, (f) => (f.module === 'inlined' ? 1 : 0));
  const inline = (n: number) => n > 0 && inlineFrame[stackFrame[n]] === 1;
  // The top (outermost) frame of the inline chain each inline node belongs to.
  const top = new Int32Array(size).fill(-1);
  const fold = new Uint8Array(size);
  const renameTo = new Int32Array(size).fill(-1);
  let folded = 0;
  for (let n = 1; n < size; n++) {
    const p = stackParent[n];
    if (inline(n)) {
      top[n] = inline(p) ? top[p] : n;
      continue;
    }
    if (!inline(p)) continue;
    const t = top[p];
    const symbol = frames[stackFrame[n]].name;
    const chainTop = frames[stackFrame[t]].name;
    const above = stackParent[t];
    if (chainTop === symbol || symbol.endsWith(`::${chainTop}`)) {
      // The chain ends in the function's debug-info name: that frame takes the symbol's name.
      if (renameTo[t] === -1) renameTo[t] = stackFrame[n];
    } else if (!(above > 0 && frames[stackFrame[above]].name === symbol)) {
      continue;
    }
    // (Or perf printed the chain's last frame as the symbol itself, right above the chain.)
    fold[n] = 1;
    folded++;
  }
  if (folded === 0) return { profile, folded };
  const b = new ProfileBuilder(profile.unit, size);
  const ids = frames.map((f) => b.internFrame(f));
  return { profile: rebuildFolding(profile, b, ids, fold, renameTo), folded };
}

/**
 * perf's inline frames dropped from every run when some perf runs have none at all while others
 * have them: the sides then compare at the level both have (the symbols). Why: `perf.data` is
 * read with `perf script --no-inline` (collectors/perf-data.ts), and `perf script` text is
 * often made without it; a newcomer who gave one side as perf.data and piped the other through
 * `perf script` got four false regressions, every inline frame of the text side "new"
 * (`std::__unguarded_linear_insert` +6.7 pp, `operator++` +3.5 pp). Returns the runs as they are,
 * with no note, when they agree.
 */
export function alignInlineFrames(before: readonly Profile[], after: readonly Profile[]): { before: Profile[]; after: Profile[]; note?: string } {
  const { perf, without } = perfInlineRuns([...before, ...after]);
  if (!(without > 0 && without < perf)) return { before: [...before], after: [...after] };
  const strip = (p: Profile) => (p.meta.sourceFormat === 'perf-script' ? withoutInlineFrames(p) : p);
  return {
    before: before.map(strip),
    after: after.map(strip),
    note: `perf's inline frames were dropped: ${without} of ${perf} perf runs have none (perf.data is read with \`perf script --no-inline\`), so every run is compared at the symbols`,
  };
}

/**
 * Whether some perf runs have inline frames and other perf runs none: `alignInlineFrames` then
 * drops them all, and the warning about runs that differ in their measure of inline frames
 * (`inlineSpread`) is not said, one predicate for both.
 */
export function inlineFramesOnlySome(runs: readonly Profile[]): boolean {
  const { perf, without } = perfInlineRuns(runs);
  return without > 0 && without < perf;
}

/** How many runs are perf's, and how many of those have no inline frame. */
function perfInlineRuns(runs: readonly Profile[]): { perf: number; without: number } {
  const perf = runs.filter((p) => p.meta.sourceFormat === 'perf-script');
  return { perf: perf.length, without: perf.filter((p) => !p.frames.some((f) => f.module === 'inlined')).length };
}

/** A profile with its inline frames taken out, their samples kept by the function they were inlined into. */
export function withoutInlineFrames(profile: Profile): Profile {
  const { frames, stackFrame } = profile;
  const b = new ProfileBuilder(profile.unit, stackFrame.length);
  const ids = frames.map((f) => b.internFrame(f));
  const inline = Uint8Array.from(stackFrame, (f) => (f >= 0 && frames[f].module === 'inlined' ? 1 : 0));
  return rebuildFolding(profile, b, ids, inline);
}
