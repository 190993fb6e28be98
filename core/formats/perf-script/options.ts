/**
 * Options of the perf script reader; each maps one to one onto a `flamediff collapse` flag and
 * onto inferno's `collapse-perf` option of the same meaning. All default to off.
 */
export interface PerfOptions {
  /** `--pid`: root frame `comm-PID`. */
  readonly pid?: boolean;
  /** `--tid`: root frame `comm-PID/TID` (implies `pid`). */
  readonly tid?: boolean;
  /** `--kernel`: suffix kernel frames with `_[k]`. */
  readonly kernel?: boolean;
  /** `--jit`: suffix JIT frames (`/tmp/perf-PID.map`, `jitted-*.so`) with `_[j]`. */
  readonly jit?: boolean;
  /** `--addrs`: name unsymbolised frames `[module <pc>]` instead of `[module]`. */
  readonly addrs?: boolean;
  /**
   * `--event-filter`: keep only samples of this event. Default: the first event type in the
   * input, because merging e.g. cycles with instructions gives a meaningless profile.
   */
  readonly eventFilter?: string;
  /** `--skip-after`: drop the callers of the first frame whose function equals one of these. */
  readonly skipAfter?: readonly string[];
  /** Keep every sample in order (`Profile.timeline`), for the diff statistics. */
  readonly timeline?: boolean;
}
