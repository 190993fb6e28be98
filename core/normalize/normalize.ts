import { ProfileBuilder } from '../model/builder.js';
import { rebuildFolding } from '../model/fold.js';
import type { Profile } from '../model/types.js';
import { foldInlineChains } from './inline-chains.js';
import { BUILTIN_RULES, ENTRY_FRAMES, INJECTED_FRAMES, INLINE_CHAINS, PRESETS, UNKNOWN_RUNS, UNNAMED_THREADS, type RenameRule } from './rules.js';
import { nameUnnamedThreads } from './unnamed-threads.js';

/** How frame names are normalised before a diff. Maps onto `--normalize`, `--rename`, `--rules`. */
export interface NormalizeOptions {
  /** `auto` (default: chosen from the input), `none`, `perf`, `py-spy` or `all`. */
  readonly preset?: string;
  /** User rules, applied after the preset's (from `--rename` and `--rules FILE`). */
  readonly rules?: readonly RenameRule[];
}

/** What one rule did to one profile. */
export interface RuleReport {
  readonly id: string;
  readonly description: string;
  /** Distinct frame names the rule changed. */
  readonly renamed: number;
  /** Distinct names that disappeared because the rule made them equal to another. */
  readonly merged: number;
}

export interface Normalized {
  readonly profile: Profile;
  readonly preset: string;
  readonly report: readonly RuleReport[];
}

/**
 * The preset that suits a profile: `py-spy` when it has Python frames (py-spy raw or
 * speedscope), `perf` for perf script and other native stacks.
 */
export function presetFor(profile: Profile): string {
  if (profile.meta.profiler === 'py-spy') return 'py-spy';
  if (profile.frames.some((f) => f.kind === 'python')) return 'py-spy';
  return 'perf';
}

export function presetNames(): string[] {
  return ['auto', ...Object.keys(PRESETS)];
}

/** The rules a preset and user rules add up to, in application order. */
export function rulesFor(
  preset: string,
  user: readonly RenameRule[] = [],
): { rename: RenameRule[]; unknownRuns: boolean; entryFrames: boolean; injectedFrames: boolean } {
  const ids = PRESETS[preset];
  if (!ids) throw new Error(`unknown normalisation preset ${JSON.stringify(preset)}: expected ${presetNames().join(', ')}`);
  return {
    rename: [...BUILTIN_RULES.filter((r) => ids.includes(r.id)), ...user],
    unknownRuns: ids.includes(UNKNOWN_RUNS.id),
    entryFrames: ids.includes(ENTRY_FRAMES.id),
    injectedFrames: ids.includes(INJECTED_FRAMES.id),
  };
}

function apply(rule: RenameRule, name: string): string {
  rule.pattern.lastIndex = 0;
  return name.replace(rule.pattern, rule.replacement as (m: string, ...g: string[]) => string);
}

/**
 * Renames frames by the rules, merges frames whose names become equal, and collapses
 * `[unknown]` runs. Returns a new profile (inputs are immutable) and, per rule, what it did.
 */
export function normalizeProfile(input: Profile, options: NormalizeOptions = {}): Normalized {
  const preset = !options.preset || options.preset === 'auto' ? presetFor(input) : options.preset;
  const { rename, unknownRuns, entryFrames, injectedFrames } = rulesFor(preset, options.rules);
  const report: RuleReport[] = [];
  // Structure first, while frames still know they are perf's inlined frames.
  let profile = input;
  if (PRESETS[preset].includes(INLINE_CHAINS.id)) {
    const chains = foldInlineChains(input);
    profile = chains.profile;
    report.push({ id: INLINE_CHAINS.id, description: INLINE_CHAINS.description, renamed: 0, merged: chains.folded });
  }
  const names = profile.frames.map((f) => f.name);
  for (const rule of rename) {
    const changed: [number, string][] = [];
    for (let i = 0; i < names.length; i++) {
      const f = profile.frames[i];
      if (rule.kinds && !rule.kinds.includes(f.kind)) continue;
      const out = apply(rule, names[i]);
      if (out !== names[i]) changed.push([i, out]);
    }
    // Count distinct names rather than frames: one name can be several frames (kinds, modules).
    // Only a rule that renamed something can have merged names (sets of every name, built for
    // every rule, cost a second on 220 k frames).
    const before = changed.length > 0 ? new Set(names).size : 0;
    for (const [i, out] of changed) names[i] = out;
    const merged = changed.length > 0 ? before - new Set(names).size : 0;
    report.push({ id: rule.id, description: rule.description, renamed: changed.length, merged });
  }

  if (preset !== 'none') {
    const previous = [...names];
    const renamed = nameUnnamedThreads(profile, names);
    const merged = renamed > 0 ? new Set(previous).size - new Set(names).size : 0;
    report.push({ id: UNNAMED_THREADS.id, description: UNNAMED_THREADS.description, renamed, merged });
  }

  // Nothing renamed and no [unknown] run to collapse: the profile is already normal.
  const renamedAny = report.some((r) => r.renamed > 0);
  // `[unknown]` frames, flagged once: whether a run of them exists, and which nodes go.
  const unknown = unknownRuns ? framesNamed(names, (name) => name === '[unknown]') : new Uint8Array(names.length);
  const unknownRun =
    unknown.includes(1) &&
    (() => {
      for (let n = 1; n < profile.stackFrame.length; n++) {
        const p = profile.stackParent[n];
        if (p > 0 && unknown[profile.stackFrame[n]] === 1 && unknown[profile.stackFrame[p]] === 1) return true;
      }
      return false;
    })();
  // Entry and injected frames are dropped where they are not the root of the only stack; why,
  // per frame, tested once per frame and then looked up per node.
  const drop = Uint8Array.from(names, (name) =>
    entryFrames && ENTRY_FRAMES.names.has(name) ? REMOVED_ENTRY : injectedFrames && INJECTED_FRAMES.names.has(name) ? REMOVED_INJECTED : 0,
  );
  const anyDropped = drop.some((x) => x !== 0);
  const reportNone = () => {
    if (unknownRuns) report.push({ id: UNKNOWN_RUNS.id, description: UNKNOWN_RUNS.description, renamed: 0, merged: 0 });
    if (entryFrames) report.push({ id: ENTRY_FRAMES.id, description: ENTRY_FRAMES.description, renamed: 0, merged: 0 });
    if (injectedFrames) report.push({ id: INJECTED_FRAMES.id, description: INJECTED_FRAMES.description, renamed: 0, merged: 0 });
  };
  if (!renamedAny && !unknownRun && !anyDropped) {
    reportNone();
    return { profile, preset, report };
  }
  if (!unknownRun && !anyDropped) {
    const renamedOnly = renameFrames(profile, names);
    if (renamedOnly) {
      reportNone();
      return { profile: renamedOnly, preset, report };
    }
  }
  const b = new ProfileBuilder(profile.unit, profile.stackFrame.length);
  const ids = profile.frames.map((f, i) => b.internFrame({ name: names[i], kind: f.kind }));
  const size = profile.stackFrame.length;
  const removed = removedNodes(profile, unknown, drop);
  let collapsed = 0;
  let dropped = 0;
  let injected = 0;
  for (let n = 1; n < size; n++) {
    if (removed[n] === REMOVED_UNKNOWN) collapsed++;
    else if (removed[n] === REMOVED_ENTRY) dropped++;
    else if (removed[n]) injected++;
  }
  // Every child is looked up (`rebuildFolding` takes `child`, not `newChild`): a node that takes
  // a removed node's children can meet its own child's frame again, and then so can that child's
  // children, to any depth (the sibling lists make a lookup under a node with few children cheap).
  const rebuilt = rebuildFolding(profile, b, ids, removed);
  if (unknownRuns) report.push({ id: UNKNOWN_RUNS.id, description: UNKNOWN_RUNS.description, renamed: 0, merged: collapsed });
  if (entryFrames) report.push({ id: ENTRY_FRAMES.id, description: ENTRY_FRAMES.description, renamed: 0, merged: dropped });
  if (injectedFrames) report.push({ id: INJECTED_FRAMES.id, description: INJECTED_FRAMES.description, renamed: 0, merged: injected });
  return { profile: rebuilt, preset, report };
}

/**
 * The profile with its frames renamed and its call tree kept, when no two frames end up with
 * the same name and kind (then no two call paths merge, and rebuilding the tree would give the
 * same tree node for node): a name is renamed once, however many stacks hold it. Undefined
 * when renaming merges frames.
 */
function renameFrames(profile: Profile, names: readonly string[]): Profile | undefined {
  const seen = new Set<string>();
  const frames = profile.frames.map((f, i) => {
    const key = `${f.kind}\u0000${names[i]}`;
    if (seen.has(key)) return undefined;
    seen.add(key);
    return { name: names[i], kind: f.kind };
  });
  if (frames.some((f) => f === undefined)) return undefined;
  return { ...profile, frames: frames as { name: string; kind: Profile['frames'][number]['kind'] }[] };
}

const REMOVED_UNKNOWN = 1;
const REMOVED_ENTRY = 2;
const REMOVED_INJECTED = 3;

/** 1 for each frame whose (normalised) name passes `test`: tested once per frame, then looked up per node. */
function framesNamed(names: readonly string[], test: (name: string) => boolean): Uint8Array {
  return Uint8Array.from(names, (name) => (test(name) ? 1 : 0));
}

/**
 * The nodes the rebuild removes (an `[unknown]` under an `[unknown]`, an entry or injected frame
 * below a root), and why: their children and their own samples go to their parent. `unknown`
 * flags `[unknown]` frames when runs collapse; `drop` gives each frame dropped below a root its
 * reason (0 for none).
 */
function removedNodes(profile: Profile, unknown: Uint8Array, drop: Uint8Array): Uint8Array {
  const size = profile.stackFrame.length;
  const removed = new Uint8Array(size);
  for (let n = 1; n < size; n++) {
    const parent = profile.stackParent[n];
    const frame = profile.stackFrame[n];
    if (parent > 0 && unknown[frame] === 1 && unknown[profile.stackFrame[parent]] === 1) removed[n] = REMOVED_UNKNOWN;
    else if (parent > 0) removed[n] = drop[frame];
  }
  return removed;
}
