import type { Finding } from '../detectors/finding.js';
import { topmostOccurrence, type UnionTree } from '../diff/union.js';
import { causeChain } from './labels.js';
import { chanceCouldBeRunToRun, couldBeRunToRun } from './report.js';
import { nodeTest, type DiffResult } from '../diff/diff.js';
import { changeRatio } from '../detectors/run-to-run.js';
import { runToRunChance } from '../stats/run-spread.js';
import { isWaiting, isWaitingFrame } from '../rules/pathologies.js';

/**
 * Which nodes a drawing shows as moved code rather than as a change: the subtrees a `renamed`
 * finding names (the code where it is and where it was), except the subtrees of the call sites
 * of a function that a regression or improvement names as its cause, which keep their colour.
 *
 * Why: a path-keyed flame graph colours moved code as a new tower in red and its old place in
 * blue. A newcomer shown a Node diff whose report named one function that grew saw, in the SVG,
 * a saturated red `runPipeline` (+50 pp, new) beside a blue `main` (−45 pp): the move V8's
 * tiering made, drawn as the story. The SVG and the viewer share this mask.
 */
export function movedMask(tree: UnionTree, findings: readonly Finding[]): Uint8Array {
  const size = tree.frame.length;
  const mark = new Uint8Array(size);
  for (const f of findings) if (f.kind === 'renamed') for (const n of f.movedNodes ?? []) if (n > 0 && n < size) mark[n] = 1;
  const causes = new Set<string>();
  for (const f of findings) {
    if (f.kind === 'renamed' || !f.significant) continue;
    const { path } = causeChain(f);
    if (path.length > 0) causes.add(path[path.length - 1]);
  }
  // Parents precede children: a mark or an exemption passes down the tree.
  const keep = new Uint8Array(size);
  for (let n = 1; n < size; n++) {
    const p = tree.parent[n];
    keep[n] = keep[p] || (causes.has(tree.names[tree.frame[n]]) ? 1 : 0);
    mark[n] = (mark[n] || mark[p]) && !keep[n] ? 1 : 0;
  }
  // The frames that only lost the moved code on its way out, themselves alone.
  for (const f of findings) if (f.kind === 'renamed') for (const n of f.movedFrames ?? []) if (n > 0 && n < size && !keep[n]) mark[n] = 1;
  return mark;
}

/**
 * Nodes a drawing shows as waiting rather than as a change of cost: the cause frames of
 * significant waiting findings (category idle: "less waiting, not improvements", more waiting)
 * and everything beneath them. Why: an asyncio consumer that began to spin made the loop's
 * epoll wait fall by 35 pp, which the reports list as less waiting, not a saving; drawn by its
 * change it was the graph's one saturated frame, deep blue beside the pale red of the spin
 * that the findings put first. The SVG and the viewer share this list.
 */
export function waitingNodes(tree: UnionTree, findings: readonly Finding[]): number[] {
  const size = tree.frame.length;
  const mark = new Uint8Array(size);
  for (const f of findings) {
    let at = f.causeNode ?? f.node;
    if (!f.significant || !isWaiting(f) || at === undefined || !(at > 0 && at < size)) continue;
    // From the waiting frame itself where the cause lies beneath it (`select → poll`).
    while (tree.parent[at] > 0 && isWaitingFrame(tree.names[tree.frame[tree.parent[at]]])) at = tree.parent[at];
    mark[at] = 1;
  }
  const out: number[] = [];
  // Parents precede children: a mark passes down the tree.
  for (let n = 1; n < size; n++) {
    if (mark[tree.parent[n]]) mark[n] = 1;
    if (mark[n]) out.push(n);
  }
  return out;
}

/**
 * Nodes a drawing colours by their own-time change whatever it colours others by: the cause
 * frames of significant findings about a frame's own time (`Finding.ownTime`). Why: a worker
 * that stopped blocking on its queue and polls it grew +21 pp in its own frame while its total
 * stayed the same, and drawn by total its frame was grey under its ① badge. The SVG and the
 * viewer share this list.
 */
export function ownTimeNodes(tree: UnionTree, findings: readonly Finding[]): number[] {
  const size = tree.frame.length;
  return findings.filter((f) => f.ownTime && f.significant && f.causeNode !== undefined && f.causeNode > 0 && f.causeNode < size).map((f) => f.causeNode!);
}

/**
 * Frames a drawing stripes as possibly run-to-run variation, among those it colours as a change
 * (significant, or coloured by their own time, and not moved): those a significant finding that
 * could be that (`couldBeRunToRun`: one run a side, and two runs of the same work differ as
 * much often enough) accounts for, and no other significant finding does, and whose own change
 * could be that too. A finding accounts for its node and cause, everything beneath them and
 * their callers up to the root; a function finding for every call site of its cause as well.
 * A frame one side lacks is never marked (how often a frame is absent from one run of the same
 * work was not measured), nor one whose own factor same-work runs rarely show: a Rust tower
 * whose whole grew ×1.12 (could be) held a `checksum_record` that grew ×1.63 and new `clone`
 * frames, the change itself, and striped with the tower they read as doubtful as its spine.
 *
 * Why: the text report says "could be run-to-run variation" under such a finding, but the
 * picture drew it in the same saturated red as a certain regression. On a blind C++ control
 * (the same program, one run a side, 84% of functions differ as much between two runs) the SVG
 * showed `ledger → main` as a red tower and the doubt only in a line under the table. The SVG
 * and the viewer share this list.
 */
export function uncertainNodes(diff: DiffResult, findings: readonly Finding[]): number[] {
  const { tree, beforeTotal: b, afterTotal: a } = diff;
  const doubtful = findings.filter((f) => f.significant && couldBeRunToRun(f));
  if (doubtful.length === 0) return [];
  const maybe = accountedFor(tree, doubtful);
  const sure = accountedFor(tree, findings.filter((f) => f.significant && !couldBeRunToRun(f)));
  // Only frames drawn in a change's colour: significant, or coloured by their own time, not moved.
  const moved = movedMask(tree, findings);
  const ownTime = new Set(ownTimeNodes(tree, findings));
  const out: number[] = [];
  for (let n = 1; n < maybe.length; n++) {
    if (!maybe[n] || sure[n] || moved[n] || !(b[n] > 0 && a[n] > 0)) continue;
    if (!nodeTest(diff, n)?.significant && !ownTime.has(n)) continue;
    if (chanceCouldBeRunToRun(runToRunChance(changeRatio(diff, b[n], a[n])))) out.push(n);
  }
  return out;
}

/** The nodes some of `findings` account for (`uncertainNodes`): a mask over the tree. */
function accountedFor(tree: UnionTree, findings: readonly Finding[]): Uint8Array {
  const size = tree.frame.length;
  const mark = new Uint8Array(size);
  if (findings.length === 0) return mark;
  const causes = new Set<string>();
  for (const f of findings) {
    for (const n of [f.node, f.causeNode]) if (n !== undefined && n > 0 && n < size) mark[n] = 1;
    if (f.kind === 'function' && f.causeIndex !== undefined) causes.add(f.frames[f.causeIndex]);
  }
  // Parents precede children: beneath a marked node, everything is marked.
  for (let n = 1; n < size; n++) if (mark[tree.parent[n]] || causes.has(tree.names[tree.frame[n]])) mark[n] = 1;
  // The callers of each marked subtree's top, up to the root (or a marked caller).
  for (let n = 1; n < size; n++) {
    if (!mark[n] || mark[tree.parent[n]]) continue;
    for (let m = tree.parent[n]; m > 0 && !mark[m]; m = tree.parent[m]) mark[m] = 2;
  }
  return mark;
}

/**
 * Call sites a drawing colours as part of a significant function finding though none is
 * significant alone: the topmost occurrences of the finding's cause function that carry a tenth
 * of its change or more, in its direction (`carriesPart`). Why: a function 67% slower in each
 * of a pool's eight threads was one significant finding, a point or two in each thread, and the
 * SVG drew eight numbered badges on eight grey frames: the sum is what was tested, and its parts
 * are where it lies. The SVG and the viewer share this list.
 */
export function findingSiteNodes(diff: DiffResult, findings: readonly Finding[]): number[] {
  return [...partSites(diff, findings.filter((f) => f.significant && !isWaiting(f))).keys()];
}

/**
 * The call sites of the function findings among `findings` (the topmost node of the cause
 * function on each path, not recursive calls inside one) that carry a part of its change
 * (`carriesPart`), each with its finding; of two findings of one function, the first. The SVG's
 * numbered sites and the coloured ones are both these.
 */
export function partSites(diff: DiffResult, findings: readonly Finding[]): Map<number, Finding> {
  const { tree } = diff;
  const out = new Map<number, Finding>();
  const byName = new Map<string, Finding>();
  for (const f of findings) {
    if (f.kind === 'function' && f.causeIndex !== undefined && !byName.has(f.frames[f.causeIndex])) byName.set(f.frames[f.causeIndex], f);
  }
  if (byName.size === 0) return out;
  const topmost = topmostOccurrence(tree);
  for (let n = 1; n < tree.frame.length; n++) {
    const f = topmost[n] ? byName.get(tree.names[tree.frame[n]]) : undefined;
    if (f !== undefined && carriesPart(diff, f, n)) out.set(n, f);
  }
  return out;
}

/**
 * Whether a call site carries a part of its function finding's change: a tenth of it or more,
 * in its direction. A badge on an unchanged call site (a shared helper under a caller that did
 * not change) pointed a newcomer at grey frames.
 */
function carriesPart(diff: DiffResult, f: Finding, n: number): boolean {
  const sign = f.direction === 'improvement' ? -1 : 1;
  return sign * (diff.afterTotal[n] - diff.beforeTotal[n]) >= 0.1 * Math.abs(f.delta);
}
