import { childLists, type UnionTree } from './union.js';

/**
 * Overdispersion of single runs (one run a side, whatever the format), where
 * nothing inside the run measures its noise. Consecutive samples land in the same function, so
 * counts vary more than a multinomial says; the variance is inflated by a factor φ estimated
 * from the data ("genomic control").
 *
 * φ is estimated on **branch ratios**, count(node) ÷ count(parent), not on shares. A grown
 * subtree moves the shares of every frame in the profile (composition) but only the branch
 * ratios on its own root path and of its siblings there, so the ratios of the unchanged code
 * elsewhere still measure the noise after a large real change.
 *
 * From the squared z-scores of the ratios: φ is their median over the median of χ²₁ (0.455);
 * ratios beyond the 99.9% point of φ·χ²₁ are changes, not noise, and are set aside, and φ is
 * estimated again, until it settles (small trees hold few ratios, many of them on the changed
 * path). The estimate is then pooled with a prior of φ = {@link PHI_PRIOR} worth
 * {@link PRIOR_RATIOS} ratios, on the log scale, so that a profile with a handful of usable
 * ratios neither trusts them alone nor ignores them; and it is kept between 1 and
 * {@link PHI_CEILING}. (The prior: the median φ over unchanged py-spy pairs measured here is
 * about 1.5, perf C pairs are at the floor of 1, and 2 sits above both.)
 */
export const PHI_CEILING = 16;
export const PHI_PRIOR = 2;
export const PRIOR_RATIOS = 6;
/** The 99.9% point of χ²₁: a ratio further out is a change. */
const CHI2_1_999 = 10.83;
/** Fewest samples of a parent (on each side) for its children's ratios to count. */
const MIN_PARENT = 20;
/** Fewest samples of the node itself (on the larger side). */
const MIN_NODE = 10;
const CHI2_1_MEDIAN = 0.455;

export interface Overdispersion {
  readonly phi: number;
  /** How many branch ratios it was estimated from (after those that changed were set aside). */
  readonly ratios: number;
}

/** A branch ratio's squared z-score: node `n` under `parent`. */
interface Ratio {
  readonly n: number;
  readonly parent: number;
  readonly z2: number;
}

/** Ratios set aside as changes, at most (each takes its whole family with it). */
const MAX_CHANGES = 20;

/**
 * `totalB` and `totalA`: pooled inclusive samples per node of each side.
 *
 * A change moves more than its own ratio: every frame called from a frame on its root path
 * has its ratio to that caller shifted (a grown callee leaves less of its caller to its
 * siblings, up to the root). In a small profile those siblings can be most of the ratios, so
 * the largest outlier is taken out with its **family** (every ratio whose caller is on its
 * root path), φ estimated again from what is left, and so on while the largest remaining
 * ratio is still beyond the 99.9% point of φ·χ²₁. With nothing left, the prior decides.
 */
export function branchRatioOverdispersion(tree: UnionTree, totalB: Float64Array, totalA: Float64Array): Overdispersion {
  return settledBranchPhi(tree, sortedRatios(tree, totalB, totalA));
}

/** Branch ratios sorted by z², as flat arrays (`sortedRatios`). */
interface SortedRatios {
  readonly z2: Float64Array;
  readonly parents: Int32Array;
  readonly nodes: Int32Array;
  /** Nodes whose ratio was set aside at their caller as a change (`branchRatioArrays`). */
  readonly setAside: Int32Array;
}

/**
 * The branch ratios sorted by z² once: setting a family aside removes entries and keeps the
 * order, so each re-estimate is a pass over what is left, not a sort (a profile holds a million
 * ratios). Among equal z², the first node is last: the one set aside first, as a scan in node
 * order finds.
 */
function sortedRatios(tree: UnionTree, totalB: Float64Array, totalA: Float64Array): SortedRatios {
  const found = branchRatioArrays(tree, totalB, totalA);
  // The order as a typed array, and the arrays filled by loops: JS arrays of millions of
  // indices (and `Float64Array.from` over one, which collects it into a list first) were
  // ~380 MB of JS heap on 2 M unique stacks a side.
  const count = found.z2.length;
  const order = new Int32Array(count);
  for (let i = 0; i < count; i++) order[i] = i;
  order.sort((x, y) => found.z2[x] - found.z2[y] || found.n[y] - found.n[x]);
  const z2 = new Float64Array(count);
  const parents = new Int32Array(count);
  const nodes = new Int32Array(count);
  for (let k = 0; k < count; k++) {
    const i = order[k];
    z2[k] = found.z2[i];
    parents[k] = found.parent[i];
    nodes[k] = found.n[i];
  }
  return { z2, parents, nodes, setAside: found.setAside };
}

/**
 * φ from sorted ratios: estimated, then the largest outlier's family set aside while it lies
 * beyond the 99.9% point of φ·χ²₁, and estimated again. The arrays given are compacted in
 * place as families are set aside: the caller gives them up.
 */
function settledBranchPhi(tree: UnionTree, ratios: SortedRatios): Overdispersion {
  let { z2, parents, nodes } = ratios;
  let estimate = pooledPhi(z2);
  const onPath = new Uint8Array(tree.parent.length);
  for (let k = 0; k < MAX_CHANGES && z2.length > 0; k++) {
    const worst = z2.length - 1;
    if (z2[worst] <= CHI2_1_999 * estimate.phi) break;
    const path: number[] = [];
    for (let m = tree.parent[nodes[worst]]; ; m = tree.parent[m]) {
      path.push(m);
      onPath[m] = 1;
      if (m <= 0) break;
    }
    const kept = keepOffPath(z2, parents, nodes, onPath);
    for (const m of path) onPath[m] = 0;
    z2 = z2.subarray(0, kept);
    parents = parents.subarray(0, kept);
    nodes = nodes.subarray(0, kept);
    estimate = pooledPhi(z2);
  }
  return estimate;
}

/** Compacts the ratios in place to those whose caller is not marked; returns how many are kept (in order). */
function keepOffPath(z2: Float64Array, parents: Int32Array, nodes: Int32Array, onPath: Uint8Array): number {
  let kept = 0;
  for (let i = 0; i < z2.length; i++) {
    if (onPath[parents[i]]) continue;
    z2[kept] = z2[i];
    parents[kept] = parents[i];
    nodes[kept++] = nodes[i];
  }
  return kept;
}

/**
 * Per tested quantity, φ estimated without the ratios that quantity's own change would move:
 * every ratio whose caller lies on the root path of one of its nodes (its own ratio, its
 * siblings', its callers' siblings'), then settled as `settledBranchPhi` does.
 *
 * Why: in a small profile the quantity under test is part of the estimate of its own noise. A
 * blind Rust program (one run a side, three functions under `main`) whose `tokenize_lines`
 * grew by a third (491 → 660 samples): its ratio to `main` (z² = 16.1) and the two siblings
 * it displaced (6.0, 3.3) were three of the eleven ratios, the median came out at φ = 2.9
 * pooled with the prior, and at that φ its own z² was under the outlier cut (10.83·φ), so the
 * change was never set aside and tested against a noise it had made itself: not significant.
 * The ratios it cannot move (inside the three functions) say φ = 1.35. "Single-run noise that
 * a real change cannot inflate": the noise a quantity is tested against is measured where
 * that quantity, if it changed, could not have moved it.
 *
 * A family holding under `MIN_FAMILY_SHARE` of the ratios keeps the whole profile's φ: it
 * cannot move the median much, and a large profile has a million ratios and hundreds of
 * tested quantities. Nor is a φ used that the ratios left out of the family cannot measure:
 * fewer of them than the prior is worth (`PRIOR_RATIOS`), and the estimate is mostly the prior.
 * Measured on unchanged bursty runs of a three-function tree (one run a side, 200 seeds, bursts
 * of one to four samples): without that condition 22 seeds were flagged against 17 with the
 * profile's φ alone, since there a chance burst in one frame is judged against the prior's
 * φ = 2 while the runs' noise is about 3; with it, 17. It costs one real case
 * (`s36b-jfr-1v1-completablefuture-stage`, three ratios left). `anchors[k]` is quantity k's
 * node: a node, or a function's only topmost call; 0 (the root) where it has none, and a
 * function called from several places has none: its family spans several paths, and its
 * calls are tested as nodes each.
 */
export function leaveFamilyOutPhis(noise: BranchNoise, tree: UnionTree, present: (n: number) => boolean, anchors: ArrayLike<number>): Float64Array {
  const out = new Float64Array(anchors.length).fill(noise.phi);
  for (let k = 0; k < anchors.length; k++) {
    const n = anchors[k];
    // A frame on one side only is a new or a vanished name, paired as a rename where it is one
    // ("Renamed or moved"), not a ratio that noise could have moved.
    if (n <= 0 || !present(n)) continue;
    const own = noise.changed.get(n);
    const without = noise.withoutFamily.get(tree.parent[n]);
    // Only a quantity that is a change against the noise measured without it is tested
    // against that noise (the whole profile's rule, at its own family).
    if (own !== undefined && without !== undefined && own > CHI2_1_999 * without) out[k] = Math.min(noise.phi, without);
  }
  return out;
}

/**
 * The branch-ratio noise of a profile, estimated once: φ (`branchRatioOverdispersion`), the
 * nodes whose own ratio is a change even at Poisson noise, and for each of their callers whose
 * family (the ratios under it and under every frame above it) holds at least
 * `MIN_FAMILY_SHARE` of the ratios, φ without that family. Kept instead of the ratios
 * themselves, which are 16 bytes each and a million on large profiles.
 */
export interface BranchNoise {
  readonly phi: number;
  /** Own ratio z² of the nodes beyond the 99.9% point at φ = 1 (∞: set aside at its caller). */
  readonly changed: ReadonlyMap<number, number>;
  /** φ without the family of a caller of a changed node, where that family is large enough. */
  readonly withoutFamily: ReadonlyMap<number, number>;
}

export function branchNoise(tree: UnionTree, totalB: Float64Array, totalA: Float64Array): BranchNoise {
  const ratios = sortedRatios(tree, totalB, totalA);
  const count = ratios.z2.length;
  // Ratios beyond the cut at φ = 1 are the last ones (sorted by z²); set-aside ones are beyond any.
  let first = count;
  while (first > 0 && ratios.z2[first - 1] > CHI2_1_999 * PHI_FLOOR) first--;
  const callers = new Set<number>();
  for (let i = first; i < count; i++) callers.add(ratios.parents[i]);
  for (const n of ratios.setAside) callers.add(tree.parent[n]);
  const withoutFamily = new Map<number, number>();
  if (callers.size > 0 && count > 0) {
    const familySize = familySizes(tree, ratios.parents);
    const onPath = new Uint8Array(tree.parent.length);
    for (const caller of callers) {
      if (familySize(caller) < MIN_FAMILY_SHARE * count) continue;
      const without = familyLeftOut(tree, ratios, caller, onPath);
      if (without !== undefined) withoutFamily.set(caller, without);
    }
  }
  const changed = new Map<number, number>();
  for (let i = first; i < count; i++) if (withoutFamily.has(ratios.parents[i])) changed.set(ratios.nodes[i], ratios.z2[i]);
  for (const n of ratios.setAside) if (withoutFamily.has(tree.parent[n])) changed.set(n, Infinity);
  // Last, as the arrays are compacted in place.
  const phi = settledBranchPhi(tree, ratios).phi;
  return { phi, changed, withoutFamily };
}

/**
 * How many ratios a caller's family holds (those whose caller is it or a frame above it), by
 * binary search in the callers sorted: 4 bytes a ratio, not a count for every node.
 */
function familySizes(tree: UnionTree, parents: Int32Array): (caller: number) => number {
  const sorted = Int32Array.from(parents).sort();
  const under = (m: number) => countAtMost(sorted, m) - countAtMost(sorted, m - 1);
  return (caller) => {
    let family = 0;
    for (let m = caller; m >= 0; m = m > 0 ? tree.parent[m] : -1) family += under(m);
    return family;
  };
}

/** φ without the ratios whose caller is `caller` or a frame above it. `onPath`: scratch, zero on entry and return. */
function familyLeftOut(tree: UnionTree, ratios: SortedRatios, caller: number, onPath: Uint8Array): number | undefined {
  const path: number[] = [];
  for (let m = caller; m >= 0; m = m > 0 ? tree.parent[m] : -1) {
    onPath[m] = 1;
    path.push(m);
  }
  const z2 = Float64Array.from(ratios.z2);
  const parents = Int32Array.from(ratios.parents);
  const nodes = Int32Array.from(ratios.nodes);
  const kept = keepOffPath(z2, parents, nodes, onPath);
  for (const m of path) onPath[m] = 0;
  const left = settledBranchPhi(tree, { z2: z2.subarray(0, kept), parents: parents.subarray(0, kept), nodes: nodes.subarray(0, kept), setAside: ratios.setAside });
  // Measured, not the prior speaking: at least as many ratios left as the prior is worth.
  return left.ratios >= PRIOR_RATIOS ? left.phi : undefined;
}

/** The lowest φ there is (`pooledPhi` floors estimates at Poisson). */
const PHI_FLOOR = 1;

/** A family under this share of the ratios keeps the whole profile's φ (`leaveFamilyOutPhis`). */
const MIN_FAMILY_SHARE = 0.1;

/**
 * Inclusive totals with the waiting code taken out (in place): each waiting subtree's samples
 * taken from its callers up to the root, and its own nodes left with none, so that no branch
 * ratio is made of it or moved by it. `waiting` lists the nodes at or below a waiting frame.
 *
 * Why: the samples of a waiting thread are not drawn the way working samples are. py-spy
 * without `--idle` drops a waiting thread's samples by a check that misses some, and how many
 * it misses varies from run to run: a blind case's main thread sat in `Thread.join` for 72
 * samples in one run and 32 in the other, with the program's work unchanged. Its ratio, and
 * those of every frame beside it and above it (`make_lines` under `main`, `MainThread` among
 * the threads), were four of the fourteen branch ratios, the largest but one; φ came out at
 * 4.3, and a function of one worker thread doing twice the work (+9.4 pp) was not significant.
 */
export function withoutWaiting(tree: UnionTree, totals: Float64Array, waiting: Int32Array | undefined): Float64Array {
  if (!waiting) return totals;
  const inWaiting = new Uint8Array(tree.frame.length);
  for (const n of waiting) inWaiting[n] = 1;
  for (const n of waiting) {
    const p = tree.parent[n];
    if (p >= 0 && inWaiting[p]) continue;
    for (let m = p; m >= 0; m = tree.parent[m]) totals[m] -= totals[n];
  }
  for (const n of waiting) totals[n] = 0;
  return totals;
}

/** A callee this far out (z² beyond the 99.9% point of χ²₁ at the prior φ) is a change. */
const OUTLIER_Z2 = CHI2_1_999 * PHI_PRIOR;
/** Callees set aside per caller, at most. */
const MAX_OUTLIERS_PER_CALLER = 3;

/**
 * Branch ratios with the callees that changed set aside caller by caller: a callee that grew
 * leaves less of its caller to its siblings, so the siblings are compared among themselves,
 * over the caller's samples less the changed callee's (the bulk idea, at each caller).
 */
/** (Exported for the test that checks the fast φ estimate against the plain one.) */
export function branchRatios(tree: UnionTree, totalB: Float64Array, totalA: Float64Array): Ratio[] {
  const { n, parent, z2 } = branchRatioArrays(tree, totalB, totalA);
  return Array.from(n, (node, i) => ({ n: node, parent: parent[i], z2: z2[i] }));
}

/** The branch ratios kept, as flat arrays in node order (a profile holds a million of them). */
function branchRatioArrays(tree: UnionTree, totalB: Float64Array, totalA: Float64Array): { n: Int32Array; parent: Int32Array; z2: Float64Array; setAside: Int32Array } {
  const size = tree.frame.length;
  const { start, kids } = childLists(tree.parent);
  const z2Of = new Float64Array(size);
  const kept = new Uint8Array(size);
  const setAside: number[] = [];
  let callees = new Int32Array(64);
  let z = new Float64Array(64);
  for (let p = 0; p < size; p++) {
    if (totalB[p] < MIN_PARENT || totalA[p] < MIN_PARENT) continue;
    let m = 0;
    for (let k = start[p]; k < start[p + 1]; k++) {
      const n = kids[k];
      if (Math.max(totalB[n], totalA[n]) < MIN_NODE) continue;
      if (m === callees.length) [callees, z] = [grownInt(callees), new Float64Array(2 * z.length)];
      callees[m++] = n;
    }
    let pb = totalB[p];
    let pa = totalA[p];
    for (let round = 0; m > 0; round++) {
      let worst = -1;
      for (let i = 0; i < m; i++) {
        z[i] = ratioZ2(totalB[callees[i]], totalA[callees[i]], pb, pa);
        if (z[i] > OUTLIER_Z2 && (worst < 0 || z[i] > z[worst])) worst = i;
      }
      if (worst < 0 || round >= MAX_OUTLIERS_PER_CALLER) {
        for (let i = 0; i < m; i++) {
          if (!Number.isFinite(z[i])) continue;
          kept[callees[i]] = 1;
          z2Of[callees[i]] = z[i];
        }
        break;
      }
      setAside.push(callees[worst]);
      pb -= totalB[callees[worst]];
      pa -= totalA[callees[worst]];
      callees.copyWithin(worst, worst + 1, m--);
      if (pb < MIN_PARENT || pa < MIN_PARENT) break;
    }
  }
  let count = 0;
  for (let n = 1; n < size; n++) count += kept[n];
  const out = { n: new Int32Array(count), parent: new Int32Array(count), z2: new Float64Array(count), setAside: Int32Array.from(setAside) };
  for (let n = 1, i = 0; n < size; n++) {
    if (!kept[n]) continue;
    out.n[i] = n;
    out.parent[i] = tree.parent[n];
    out.z2[i++] = z2Of[n];
  }
  return out;
}

function grownInt(a: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}

/** z² of the change of a node's ratio to its caller (NaN when the ratio says nothing). */
function ratioZ2(b: number, a: number, pb: number, pa: number): number {
  const r = (b + a) / (pb + pa);
  // An only child without self time has ratio 1 on both sides: no information.
  if (!(r > 0 && r < 1)) return NaN;
  const v = r * (1 - r) * (1 / pb + 1 / pa);
  if (!(v > 0)) return NaN;
  return (a / pa - b / pb) ** 2 / v;
}

/**
 * φ from squared z-scores, sorted ascending: trimmed median estimate, pooled with the prior,
 * clipped. Each trimming round keeps a prefix of them, so a round is a binary search.
 */
function pooledPhi(z2: Float64Array): Overdispersion {
  // Floored at 1 before pooling with the prior: the median of a few dozen χ² values is itself
  // noisy, and estimates below 1 (perf C pairs measure about 0.5: systematic sampling of a
  // periodic program) are not trusted to make a test bolder than Poisson. Measured on the
  // noise pools, pooling the unfloored estimate instead raised py-spy 1-vs-1 false alarms from
  // 0/132 to 2/132 and detected nothing more.
  let phi = Math.max(1, median(z2, z2.length) / CHI2_1_MEDIAN);
  let kept = z2.length;
  for (let round = 0; round < 50 && kept > 0; round++) {
    const next = countAtMost(z2, CHI2_1_999 * phi);
    if (next === 0) break;
    const again = Math.max(1, median(z2, next) / CHI2_1_MEDIAN);
    kept = next;
    if (Math.abs(again - phi) <= 1e-9 * phi) break;
    phi = again;
  }
  const n = kept;
  const pooled = Math.exp((n * Math.log(phi) + PRIOR_RATIOS * Math.log(PHI_PRIOR)) / (n + PRIOR_RATIOS));
  return { phi: Math.min(PHI_CEILING, Math.max(1, pooled)), ratios: n };
}

/** How many of the sorted values are ≤ x. */
function countAtMost(sorted: Float64Array | Int32Array, x: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Median of the first `n` sorted values. */
function median(sorted: ArrayLike<number>, n: number): number {
  if (n === 0) return 0;
  return n % 2 === 1 ? sorted[(n - 1) / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
}
