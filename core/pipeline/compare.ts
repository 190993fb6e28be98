import { withRunToRun } from '../detectors/run-to-run.js';
import { detectFindings } from '../detectors/findings.js';
import { nearestChanges } from '../detectors/nearest.js';
import { diffUnion, requireBothSides, type Normalization } from '../diff/diff.js';
import { buildUnion, type UnionTree } from '../diff/union.js';
import { driftWarning } from '../diff/drift.js';
import { outlierRunWarning } from '../diff/outlier-runs.js';
import { lostCallersWarning } from '../diff/lost-callers.js';
import { flamebearerSides } from '../formats/flamebearer/index.js';
import type { Profile } from '../model/types.js';
import { normalizeProfile, presetFor } from '../normalize/normalize.js';
import { nameThreadsAcrossRuns } from '../normalize/threads-across-runs.js';
import { alignProcessRoots, type RenamedRoot } from '../normalize/process-roots.js';
import { alignSourceFiles } from '../normalize/source-files.js';
import { foldPruned } from '../normalize/pruned.js';
import { alignInlineFrames, inlineFramesOnlySome } from '../normalize/inline-chains.js';
import { qualifyComprehensions } from '../normalize/comprehensions.js';
import type { RenameRule } from '../normalize/rules.js';
import type { ReportContext } from '../output/report.js';
import type { PathologyRule } from '../rules/pathologies.js';
import { evenV8Samples } from '../normalize/even-samples.js';
import { sidesAsSamples } from '../normalize/period-weights.js';
import { fewSamplesWarning } from '../diff/few-samples.js';

/**
 * The comparison pipeline, pure: loaded profiles in, a report context out. `diff`, `view`,
 * `compare` and the Pyroscope paths call it once and render what they need from its result;
 * loading (files, stdin, servers) stays in the CLI.
 */
export interface CompareOptions {
  /** Frame-name preset, or 'auto' to pick it from the before side's first profile. Default auto. */
  readonly preset?: string;
  readonly rules?: readonly RenameRule[];
  readonly normalization?: Normalization;
  readonly alpha?: number;
  /** Smallest |Δ| reported, as a fraction (0.005 = 0.5 pp). */
  readonly minDelta?: number;
  /** Test a side of one run in this many time blocks (0: automatic); off by default (`DiffOptions.blocks`). */
  readonly blocks?: number;
  readonly pathologyRules?: readonly PathologyRule[];
  readonly beforeLabel: string;
  readonly afterLabel: string;
  /** Warnings the caller knows of (how the inputs were obtained), shown first. */
  readonly warnings?: readonly string[];
  /** How the runs came about (`ReportContext.notes`). */
  readonly notes?: readonly string[];
  /**
   * A profile already normalised under a preset (the CLI's file workers do it on both cores),
   * or undefined; used only when there are no user rules and the presets agree.
   */
  readonly normalized?: (raw: Profile, preset: string) => Profile | undefined;
}

/** The profiles as normalised for the comparison (also what folded output writes). */
export function normalizeSides(
  before: readonly Profile[],
  after: readonly Profile[],
  options: Pick<CompareOptions, 'preset' | 'rules' | 'normalized'> = {},
): { before: Profile[]; after: Profile[]; preset: string; notes: string[]; renamedRoot?: RenamedRoot } {
  // One preset for both sides, so both are renamed alike.
  const preset = !options.preset || options.preset === 'auto' ? presetFor(before[0]) : options.preset;
  const ready = (options.rules ?? []).length === 0 ? options.normalized : undefined;
  const norm = (p: Profile) => evenV8Samples(ready?.(p, preset) ?? normalizeProfile(p, { preset, rules: [...(options.rules ?? [])] }).profile);
  if (preset === 'none') return { before: before.map(norm), after: after.map(norm), preset, notes: [] };
  // Files first: a script's root frame names its file (`<module> (prog_before.py)`), and the
  // process-root rename would otherwise put the after side's file name on the before side,
  // where it hides that file's rename from the pairing of files found on one side only.
  // On the profiles as read: the preset folds inline chains into their symbols' names.
  const inline = alignInlineFrames(before, after);
  const files = alignSourceFiles(inline.before.map(norm).map(qualifyComprehensions), inline.after.map(norm).map(qualifyComprehensions));
  const threads = nameThreadsAcrossRuns(files.before, files.after);
  const aligned = alignProcessRoots(threads.before, threads.after);
  const pruned = foldPruned(aligned.before, aligned.after);
  const notes = [inline.note, files.note, aligned.note, pruned.note].filter((n): n is string => n !== undefined);
  return { before: pruned.before, after: pruned.after, preset, notes, ...(aligned.renamed ? { renamedRoot: aligned.renamed } : {}) };
}

/** Hands the sides' profiles over, once (`compareTaken`). */
export type TakeSides = () => { readonly before: readonly Profile[]; readonly after: readonly Profile[] };

/** Normalises, compares and finds: the report context every renderer draws. */
export function compareSides(before: readonly Profile[], after: readonly Profile[], options: CompareOptions): ReportContext {
  return compareTaken(() => ({ before, after }), options);
}

/**
 * `compareSides` for a caller that hands its profiles over: `take` is called once, and once the
 * union tree is built nothing here holds the profiles, so a caller that kept no reference of its
 * own lets their node arrays go before the analysis (on 2 M unique stacks a side, 300 MB of a
 * peak that issue 16 asks to keep under 1 GB).
 */
export function compareTaken(take: TakeSides, options: CompareOptions): ReportContext {
  const { tree, preset, warnings, renamedRoot } = unionOfSides(take, options);
  const diff = diffUnion(tree, { normalization: options.normalization, alpha: options.alpha, minDelta: options.minDelta, blocks: options.blocks });
  const detect = { rules: options.pathologyRules ? [...options.pathologyRules] : undefined };
  const findings = withRunToRun(diff, detectFindings(diff, detect));
  const nearest = findings.length === 0 ? nearestChanges(diff, detect) : [];
  const notes = options.notes && options.notes.length > 0 ? { notes: options.notes } : {};
  return { diff, findings, preset, beforeLabel: options.beforeLabel, afterLabel: options.afterLabel, warnings, ...notes, ...(nearest.length > 0 ? { nearest } : {}), ...(renamedRoot ? { renamedRoot } : {}) };
}

/** Stage 1: the sides normalised, counted and put on one union tree, with what was noticed on the way. */
function unionOfSides(take: TakeSides, options: CompareOptions): { tree: UnionTree; preset: string; warnings: string[]; renamedRoot?: RenamedRoot } {
  const { before, after } = take();
  requireBothSides(before, after);
  const normalized = normalizeSides(before, after, options);
  // Counted for the tests only: folded output keeps the weights as recorded (as inferno's tools do).
  const counted = sidesAsSamples(normalized.before, normalized.after);
  const warnings = [...(options.warnings ?? []), ...comparabilityWarnings(before, after), ...normalized.notes, ...counted.notes];
  const noticed = [driftWarning(before, after), outlierRunWarning(counted.before, counted.after), lostCallersWarning(counted.before, counted.after), fewSamplesWarning(counted.before, counted.after)];
  for (const w of noticed) if (w) warnings.push(w);
  return { tree: buildUnion(counted.before, counted.after), preset: normalized.preset, warnings, renamedRoot: normalized.renamedRoot };
}

/** Settings that make a comparison misleading: different profilers, events or units. */
export function comparabilityWarnings(before: readonly Profile[], after: readonly Profile[]): string[] {
  const out: string[] = [];
  // What each side says, when both say it: a side whose files do not record a setting is not
  // evidence that it differs ("sampled different events (samples/count vs ?)" of a pprof beside
  // a samply profile, which names no event).
  const distinct = (pick: (p: Profile) => string | undefined) => {
    const b = new Set(before.map(pick).filter((x) => x !== undefined));
    const a = new Set(after.map(pick).filter((x) => x !== undefined));
    if (b.size === 0 || a.size === 0) return undefined;
    return [...b].join(', ') !== [...a].join(', ') ? `${[...b].join(', ')} vs ${[...a].join(', ')}` : undefined;
  };
  const prof = distinct((p) => p.meta.profiler ?? p.meta.sourceFormat);
  if (prof) out.push(`the sides come from different profilers or formats (${prof}): compare like with like`);
  const ev = distinct((p) => p.meta.event);
  if (ev) out.push(`the sides sampled different events (${ev})`);
  const settings = distinct((p) => p.meta.settings?.replace(/-r \d+|-F \d+/g, '').replace(/\s+/g, ' ').trim());
  if (settings) out.push(`the sides were recorded with different profiler settings (${settings}): e.g. py-spy --gil or --idle change what is sampled`);
  const rate = distinct((p) => (p.meta.sampleRate ? String(p.meta.sampleRate) : undefined));
  if (rate) out.push(`the sides were sampled at different rates (${rate} Hz): compare shares or use --normalize-by rate, never absolute counts`);
  const unit = distinct((p) => p.unit);
  if (unit) out.push(`the sides have different weight units (${unit}): compare shares or costs relative to unchanged code (the default), never --normalize-by absolute`);
  const inline = inlineSpread([...before, ...after]);
  if (inline) out.push(inline);
  const busy = busyCpusChanged(before, after);
  if (busy) out.push(busy);
  const interpreted = unnamedInterpreted([...before, ...after]);
  if (interpreted) out.push(interpreted);
  return out;
}

/** A run with this share of its samples in unnamed interpreted JavaScript is warned about. */
const UNNAMED_INTERPRETED = 0.2;

/**
 * Node under perf names JIT-compiled functions (`--perf-basic-prof`) but not those V8's
 * interpreter runs: perf sees `Builtins_InterpreterEntryTrampoline`, the same frame for every
 * interpreted function, unless node ran with `--interpreted-frames-native-stack`. A function
 * is then split between its name (once compiled) and the trampoline, by how soon each run
 * compiled it. A newcomer's Node program under perf had 37-63% of each run's samples there:
 * the function made 1.75× slower was never named, and a comment-only change read as −8.9 pp.
 * Said when a perf run has a fifth of its samples in such stacks (the trampoline nearer the
 * leaf than any named JavaScript frame).
 */
function unnamedInterpreted(runs: readonly Profile[]): string | undefined {
  let worst = 0;
  for (const p of runs) {
    if (p.meta.sourceFormat !== 'perf-script') continue;
    const kind = p.frames.map((f) => (f.name.startsWith('Builtins_InterpreterEntryTrampoline') ? 1 : /^(JS|LazyCompile|Function|InterpretedFunction):/.test(f.name) ? 2 : 0));
    if (!kind.includes(1)) continue;
    const state = new Uint8Array(p.stackFrame.length);
    let unnamed = 0;
    let total = 0;
    for (let n = 1; n < state.length; n++) {
      state[n] = kind[p.stackFrame[n]] || state[p.stackParent[n]];
      total += p.stackSelf[n];
      if (state[n] === 1) unnamed += p.stackSelf[n];
    }
    if (total > 0) worst = Math.max(worst, unnamed / total);
  }
  if (worst < UNNAMED_INTERPRETED) return undefined;
  return `up to ${Math.round(100 * worst)}% of a run's samples are in JavaScript that V8's interpreter ran, which perf shows as Builtins_InterpreterEntryTrampoline with no function name: a function's time is split between its name (once compiled) and the interpreter, by how soon each run compiled it; record node with --interpreted-frames-native-stack beside --perf-basic-prof`;
}

/** Runs whose busy CPUs differ by more than this factor between the sides are said to. */
const BUSY_CHANGE = 1.25;

/**
 * How many CPUs a run kept busy: its samples ÷ (sampling rate × duration), for a CPU sampler
 * that says both (perf, py-spy, pprof, flamediff's recordings); undefined otherwise.
 */
function busyCpus(p: Profile): number | undefined {
  const { sampleCount, sampleRate, durationSeconds } = p.meta;
  return sampleCount && sampleRate && durationSeconds && durationSeconds > 0 ? sampleCount / (sampleRate * durationSeconds) : undefined;
}

/**
 * Said when one side kept clearly fewer (or more) CPUs busy per second of recording than the
 * other. A CPU profile shows where the busy time went, not the waiting: a program that waits
 * more (a lock, I/O, a slower producer), or shares the machine with other work, changes how its
 * CPU time divides although its code did not. A blind control ran the same Go program with a
 * CPU hog beside its after runs: 1.9 CPUs busy before, 0.5 to 1.0 after, and its shares moved
 * enough to be reported as changes; nothing said the machine had been busier.
 */
function busyCpusChanged(before: readonly Profile[], after: readonly Profile[]): string | undefined {
  // py-spy --idle samples the threads that wait too: its samples per second count threads, not
  // busy CPUs (a newcomer's pool of eight waiting workers read as "8.33 CPUs busy" on a 2-CPU
  // machine, and its shrinking to two as "the program waited more" when it waited less).
  if ([...before, ...after].some((p) => /(^|\s)--idle(\s|$)/.test(p.meta.settings ?? ''))) return undefined;
  const side = (runs: readonly Profile[]) => {
    const xs = runs.map(busyCpus);
    return xs.every((x): x is number => x !== undefined) ? xs.reduce((a, b) => a + b, 0) / xs.length : undefined;
  };
  const b = side(before);
  const a = side(after);
  if (b === undefined || a === undefined || !(b > 0 && a > 0) || Math.max(a / b, b / a) < BUSY_CHANGE) return undefined;
  return `the after runs kept ${a.toFixed(2)} CPUs busy per second of recording, the before runs ${b.toFixed(2)} (samples ÷ rate ÷ duration): the program waited ${a < b ? 'more' : 'less'} (a lock, I/O, a slower producer) or shared the machine with ${a < b ? 'more' : 'less'} other work, and CPU shares move with that alone`;
}

/**
 * perf script resolves inline frames with addr2line and gives up on it when it is slow, so the
 * same program's runs can carry inline frames in very different measure (a Rust capture: 3% to
 * 38% of a function's samples under its inline name). The diff then compares call paths that
 * differ by run for that reason only. Said when the share of samples with an inline frame
 * differs by more than 10 points between runs.
 */
function inlineSpread(runs: readonly Profile[]): string | undefined {
  const shares: number[] = [];
  for (const p of runs) {
    if (!p.frames.some((f) => f.module === 'inlined')) {
      shares.push(0);
      continue;
    }
    const has = new Uint8Array(p.stackFrame.length);
    let total = 0;
    let withInline = 0;
    for (let n = 1; n < has.length; n++) {
      has[n] = has[p.stackParent[n]] || (p.frames[p.stackFrame[n]].module === 'inlined' ? 1 : 0);
      total += p.stackSelf[n];
      if (has[n]) withInline += p.stackSelf[n];
    }
    shares.push(total > 0 ? withInline / total : 0);
  }
  if (shares.length < 2 || Math.max(...shares) === 0) return undefined;
  // perf runs with none beside perf runs with some: normalizeSides drops them all (alignInlineFrames) and says so.
  if (inlineFramesOnlySome(runs)) return undefined;
  const spread = Math.max(...shares) - Math.min(...shares);
  if (spread <= 0.1) return undefined;
  return `perf's inline frames differ between the runs (in ${Math.round(100 * Math.min(...shares))}% to ${Math.round(100 * Math.max(...shares))}% of their samples): perf script resolves them with addr2line and gives up when it is slow, so call paths differ by run; record the text with \`perf script --no-inline\`, or give flamediff the perf.data`;
}

/**
 * Pathology rules from a parsed JSON document: an array of {id, category, match, explanation,
 * hint} strings with a valid regular expression (and, optionally, `drivenFrom`, another, and
 * `causedBy`, a category).
 * Throws an Error naming the element and what was expected.
 */
export function validatePathologyRules(doc: unknown): PathologyRule[] {
  if (!Array.isArray(doc)) throw new Error('expected a JSON array of pathology rules');
  doc.forEach((r, i) => {
    const ok = r && typeof r === 'object' && ['id', 'category', 'match', 'explanation', 'hint'].every((k) => typeof (r as Record<string, unknown>)[k] === 'string');
    if (!ok) throw new Error(`[${i}]: expected {id, category, match, explanation, hint} strings`);
    const rule = r as PathologyRule;
    if (rule.drivenFrom !== undefined && typeof rule.drivenFrom !== 'string') throw new Error(`[${i}].drivenFrom: expected a string (a regular expression)`);
    if (rule.causedBy !== undefined && typeof rule.causedBy !== 'string') throw new Error(`[${i}].causedBy: expected a string (a category)`);
    for (const key of ['match', 'drivenFrom'] as const) {
      if (rule[key] === undefined) continue;
      try {
        new RegExp(rule[key]!);
      } catch (e) {
        throw new Error(`[${i}].${key}: invalid regular expression (${(e as Error).message})`);
      }
    }
  });
  return doc as PathologyRule[];
}

/**
 * Both sides of a Pyroscope "double" flamebearer (a server-side diff saved to a file), or
 * undefined when the text is something else. Throws on invalid JSON that claims to be one.
 */
export function doubleFlamebearerSides(text: string, source: string): { before: Profile; after: Profile } | undefined {
  if (!text.trimStart().startsWith('{') || !/"format"\s*:\s*"double"/.test(text)) return undefined;
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    throw new Error(`invalid JSON (${(e as Error).message}); expected Pyroscope flamebearer JSON`);
  }
  const sides = flamebearerSides(doc, source);
  return sides.double ? { before: sides.left, after: sides.right } : undefined;
}
