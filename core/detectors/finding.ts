/**
 * One thing that changed, as a plain record: detectors produce these, renderers only draw them.
 * `frames` runs from where the changed part attaches (its caller first) down through the cause
 * to the deepest frame that still carries most of the change.
 */
export interface Finding {
  /**
   * `tower`: a subtree that changed, reported once at its cause; `function`: a frame name whose
   * change spreads over its call sites; `new` / `vanished`: such a function that exists on one
   * side only; `renamed`: a frame that vanished and another that appeared with the same cost
   * and callers (a rename or a move, not a change of cost); `replaced`: a tower that appeared
   * where another vanished under the same caller, at another cost (its Δ is the net).
   */
  readonly kind: 'tower' | 'function' | 'new' | 'vanished' | 'renamed' | 'replaced';
  /** `neutral` for renamed or moved code. */
  readonly direction: 'regression' | 'improvement' | 'neutral';
  readonly frames: readonly string[];
  /** For `renamed`: the frames before the rename or move; for `replaced`: the code replaced. */
  readonly previous?: readonly string[];
  /**
   * For `replaced` where one side's code was waiting (idle): the change of the waiting code's
   * samples, which Δ leaves out (idle time is not CPU time); the additive account lists it.
   */
  readonly waitingDelta?: number;
  /**
   * The change is the frame's own time, not its subtree's (a thread that stopped waiting and
   * works in its own frame): drawings colour the cause frame by its own-time change, since its
   * total did not change.
   */
  readonly ownTime?: boolean;
  /**
   * For `renamed`: union-tree nodes whose subtrees are the moved code on either side (where it
   * is and where it was), so a drawing shows them as moved rather than as a change.
   */
  readonly movedNodes?: readonly number[];
  /** For a move: frames above where it left that only lost it (drawn as moved, not their subtrees). */
  readonly movedFrames?: readonly number[];
  /** Union-tree node where the tower's changed part attaches (towers only), for viewers. */
  readonly node?: number;
  /**
   * The frames below the cause name what drives it (core/detectors/drivers.ts: the callback
   * of an event loop that changed most beneath a spinning loop), not the chain carrying most
   * of its change.
   */
  readonly driven?: boolean;
  /**
   * For a finding whose category another's makes (a rule's `causedBy`: page faults, made by
   * pages released to the kernel): that finding's frames, down to the first the causing rule
   * matches (`main → recycle_buffer → __madvise → … → __x64_sys_madvise`).
   */
  readonly causedBy?: readonly string[];
  /** Index of the cause in `frames` (the base: where the change stops being one callee's). */
  readonly causeIndex?: number;
  /**
   * Union-tree node where the cause is drawn, for badges and viewers: a tower's base; for a
   * function finding, the cause function's call site that changed most in its direction.
   */
  readonly causeNode?: number;
  /**
   * For a function finding whose function has several callers: the callers its change came
   * through, largest first (`callers.ts`); absent otherwise.
   */
  readonly callers?: readonly { readonly name: string; readonly delta: number }[];
  /**
   * For a tower found at the same call path in several workers of one pool: the workers (their
   * thread or process names) and each one's Δ, largest first; the finding's figures are their
   * sums (`thread-twins.ts`). Absent otherwise.
   */
  readonly threads?: readonly { readonly name: string; readonly delta: number }[];
  /**
   * For a mechanism found in several places of one process (a contended lock: where threads
   * wait for it and where they wake its waiters): each place's frames, down to the mechanism's
   * first, its Δ and the union-tree node where drawings mark it, largest first; the finding's
   * figures are their sums and its frames the largest place's (`mechanisms.ts`). Absent otherwise.
   */
  readonly places?: readonly { readonly frames: readonly string[]; readonly delta: number; readonly node?: number }[];
  readonly before: number;
  readonly after: number;
  readonly delta: number;
  readonly pValue: number;
  readonly qValue: number;
  readonly significant: boolean;
  readonly ciLow: number;
  readonly ciHigh: number;
  /** Minimum detectable effect of this test (80% power, α = 0.05). */
  readonly mde: number;
  readonly category?: string;
  readonly explanation?: string;
  readonly hint?: string;
  /**
   * With one run on a side: the share of same-work run pairs in this project's repeated
   * captures whose odds differ by this finding's factor or more (core/stats/run-spread.ts),
   * the confidence a single run has beyond sampling. Absent with runs on both sides.
   */
  readonly runToRun?: number;
  /**
   * With one run on a side, a finding too small in a run (under `MEASURED_MIN_SAMPLES`) for the
   * measured spread to say how often runs differ as much: it could be run-to-run variation.
   */
  readonly runToRunUnmeasured?: boolean;
}

/**
 * The figures of findings that are one (a pool's twins, a mechanism's places): their values,
 * Δs, intervals and detectable sizes summed, p and q the largest of theirs. The interval is as
 * wide as if their errors were one, and each part was significant on its own: the sum says no
 * more than they do.
 */
export function summedFigures(group: readonly Finding[]): Pick<Finding, 'before' | 'after' | 'delta' | 'ciLow' | 'ciHigh' | 'mde' | 'pValue' | 'qValue'> {
  const sum = (pick: (f: Finding) => number) => group.reduce((a, f) => a + pick(f), 0);
  return {
    before: sum((f) => f.before),
    after: sum((f) => f.after),
    delta: sum((f) => f.delta),
    ciLow: sum((f) => f.ciLow),
    ciHigh: sum((f) => f.ciHigh),
    mde: sum((f) => f.mde),
    pValue: Math.max(...group.map((f) => f.pValue)),
    qValue: Math.max(...group.map((f) => f.qValue)),
  };
}

/** A function finding's caller name for a call site at a root: no caller was recorded above it. */
export const ROOT_CALLER = 'all';

/**
 * Code that kept at most this fraction of its cost on one side is gone from it: a vanished
 * path (moves), the old half of a rename (renames), not crowded out (crowding). One figure, so
 * the three stages agree on what vanished.
 */
export const VANISHED = 0.1;
