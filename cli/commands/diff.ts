import { FORMATS as INPUT_FORMATS } from '../../core/formats/registry.js';
import { isPerfData } from '../../collectors/perf-data.js';
import { looksDifferential } from '../../core/formats/folded/index.js';
import { closeSync, openSync, readdirSync, readFileSync, readSync, statSync } from 'node:fs';
import { constants as zlibConstants, gunzipSync } from 'node:zlib';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Normalization } from '../../core/diff/diff.js';
import { totalWeight, type Profile } from '../../core/model/types.js';
import { presetNames } from '../../core/normalize/normalize.js';
import { parseUserRules, type RenameRule } from '../../core/normalize/rules.js';
import { diffFoldedBytes } from '../../core/output/diff-folded.js';
import { renderJson } from '../../core/output/json-report.js';
import { emptySide } from '../../core/diff/few-samples.js';
import { unnamedSide } from '../../core/diff/unnamed-code.js';
import { compareTaken, doubleFlamebearerSides, normalizeSides, validatePathologyRules } from '../../core/pipeline/compare.js';
import { describeRuns } from '../../core/output/labels.js';
import { repeatedRecordings } from '../../core/pipeline/same-recording.js';
import { renderDiffSvg, renderDiffSvgPieces } from '../../core/output/svg-diff.js';
import { htmlPieces, renderHtml, viewerData } from '../../core/output/viewer-data.js';
import { viewerBundle } from '../web-bundle.js';
import { renderMarkdown } from '../../core/output/markdown-report.js';
import { formatDelta, formatSize, type ReportContext } from '../../core/output/report.js';
import type { DiffResult } from '../../core/diff/diff.js';
import { renderText } from '../../core/output/text-report.js';
import type { PathologyRule } from '../../core/rules/pathologies.js';
import { InputError, UsageError } from '../errors.js';
import { ParseError } from '../../core/formats/errors.js';
import { checkFormatName, defaultThreads, loadProfile, samplySidecars } from '../load.js';
import { loadFilesParallel } from '../parallel/load-files.js';
import { writeOutput } from '../output.js';
import { isPyroscopeSource, PYROSCOPE_FLAGS, PYROSCOPE_USAGE, PyroscopeSources } from '../pyroscope-options.js';
import { say, warn } from '../say.js';
import { parseArgsOptions, usageLines, type FlagSpec } from '../flags.js';
import { DEFAULT_DIFF_OPTIONS } from '../../core/diff/diff.js';
import { DEFAULT_REPORT_OPTIONS } from '../../core/output/report.js';
import { DEFAULT_SVG_OPTIONS } from '../../core/output/svg-diff.js';
import { detectFormat, SNIFF_BYTES } from '../../core/formats/registry.js';

/** diff's flags: the parseArgs spec and the usage text both come from here (cli/flags.ts). */
export const DIFF_FLAGS = [
  { name: 'before', type: 'string', multiple: true, arg: 'FILE...', help: 'the runs before the change (files, directories, pyroscope: queries)' },
  { name: 'after', type: 'string', multiple: true, arg: 'FILE...', help: 'the runs after the change' },
  { name: 'format', type: 'string', arg: 'F', help: "text, json, markdown (md), folded (stack before after), svg, html (the interactive viewer in one file); default: from -o's extension (.svg .html .json .md .folded .txt), else text" },
  { name: 'output', short: 'o', type: 'string', arg: 'OUT', help: 'write to OUT (atomically) instead of stdout' },
  { name: 'input-format', type: 'string', arg: 'F', help: `auto (default), ${INPUT_FORMATS.map((f) => f.id).join(', ')}` },
  { name: 'sample-type', type: 'string', arg: 'T', help: "pprof: the sample type compared (cpu, alloc_space, inuse_objects…; default: the file's default_sample_type, else its last); JFR: cpu (default), alloc, alloc-tlab, lock, park, native, or an event type (jdk.SocketRead)" },
  { name: 'normalize', type: 'string', default: 'auto', arg: 'P', help: 'frame-name preset: auto (default), none, perf, py-spy, all' },
  { name: 'rename', type: 'string', multiple: true, arg: "'RE=>REPL'", help: 'extra renaming rule (repeatable), applied after the preset' },
  { name: 'rules', type: 'string', arg: 'FILE', help: 'renaming rules, one REGEX=>REPLACEMENT per line' },
  { name: 'normalize-by', type: 'string', default: DEFAULT_DIFF_OPTIONS.normalization, arg: 'M', help: `bulk (default: costs relative to the code that did not change, so unchanged code is never a finding), share, absolute, rate` },
  { name: 'alpha', type: 'string', arg: 'Q', help: `significance: q-value threshold (default ${DEFAULT_DIFF_OPTIONS.alpha})` },
  { name: 'min-delta', type: 'string', arg: 'PP', help: `smallest change reported, percentage points (default ${100 * DEFAULT_DIFF_OPTIONS.minDelta})` },
  { name: 'time-blocks', type: 'string', arg: 'N', help: 'test a side of one run within itself, in N time blocks of its samples in order (0: automatic). Off by default: blocks measure a program\'s phases, not how one run differs from the next' },
  { name: 'top', type: 'string', arg: 'N', help: `findings shown per direction in text, markdown and svg (default ${DEFAULT_REPORT_OPTIONS.top})` },
  { name: 'fail-on-regression', type: 'string', arg: 'PP', help: 'exit 1 when a significant regression of at least PP exists' },
  { name: 'pathology-rules', type: 'string', arg: 'FILE', help: 'JSON array of extra known-pathology rules' },
  { name: 'color', type: 'string', default: 'auto', arg: 'WHEN', help: 'auto (default), always, never (NO_COLOR is honoured)' },
  { name: 'no-color', type: 'boolean', help: 'the same as --color never' },
  { name: 'threads', type: 'string', arg: 'N', help: 'worker threads for large perf files' },
  { name: 'width', type: 'string', arg: 'PX', section: 'svg', help: `image width (default ${DEFAULT_SVG_OPTIONS.width}, the widest GitHub shows an image)` },
  { name: 'width-by', type: 'string', arg: 'W', section: 'svg', help: `sum (default: before + after, additive, new and vanished visible), after, before, max` },
  { name: 'color-by', type: 'string', arg: 'C', section: 'svg', help: `total (default) or self: which change colours a frame` },
  { name: 'palette', type: 'string', arg: 'P', section: 'svg', help: `red-blue (default) or colorblind` },
  { name: 'minwidth', type: 'string', arg: 'PX', section: 'svg', help: `smallest frame drawn (default ${DEFAULT_SVG_OPTIONS.minWidthPx} px; narrower siblings are merged)` },
  { name: 'title', type: 'string', arg: 'T', section: 'svg', help: `title (default "${DEFAULT_SVG_OPTIONS.title}")` },
  { name: 'inverted', type: 'boolean', section: 'svg', help: 'icicle graph (roots on top)' },
  { name: 'svg-url', type: 'string', arg: 'URL', section: 'markdown', help: 'embed the differential SVG (written with --format svg) above the table' },
] as const satisfies readonly FlagSpec[];

export const DIFF_USAGE = `usage: flamediff diff BEFORE AFTER [options]
       flamediff diff --before FILE... --after FILE... [options]

Compares profiles taken before and after a change: what got slower or faster, where, and how
sure that is. A directory stands for every profile file in it (one run each; other files are
skipped with a warning); --before and --after take several files each, so shell globs go
after them: flamediff diff --before before*.json --after after*.json.

${usageLines(DIFF_FLAGS)}${PYROSCOPE_USAGE}`;

const FORMATS = ['text', 'json', 'markdown', 'folded', 'svg', 'html'] as const;

/** Expands a directory into its files (sorted, hidden files skipped); files stay as they are. */
export function expandInputs(paths: readonly string[]): string[] {
  const out: string[] = [];
  for (const p of paths) {
    if (isPyroscopeSource(p)) {
      out.push(p);
      continue;
    }
    let st;
    try {
      st = statSync(p);
    } catch {
      const matched = globFiles(p);
      if (matched) out.push(...matched);
      else out.push(p); // reported by the loader with a clear message
      continue;
    }
    if (st.isDirectory()) {
      const files = readdirSync(p)
        .filter((f) => !f.startsWith('.'))
        .sort()
        .map((f) => join(p, f))
        .filter((f) => statSync(f).isFile());
      // A run directory may hold notes or logs beside the profiles: those are skipped, said.
      const profiles = files.filter((f) => {
        // samply's symbol sidecars are read with their profile, not as runs of their own.
        if (f.endsWith('.syms.json') && files.some((p) => p !== f && samplySidecars(p).includes(f))) return false;
        if (looksLikeProfile(f)) return true;
        warn(`${f}: not a profile (no format recognises it), skipped`);
        return false;
      });
      if (profiles.length === 0) throw new InputError(`${p}: directory has no profile files`);
      out.push(...profiles);
    } else {
      out.push(p);
    }
  }
  return out;
}

/**
 * The files a glob in the last part of a path names (`before/*.txt`), sorted, when no file has
 * that name: a pattern quoted on the command line (or given where no shell expands it) reaches
 * flamediff as it was typed. Undefined when the path has no pattern; an error when nothing
 * matches.
 */
export function globFiles(path: string): string[] | undefined {
  const slash = path.lastIndexOf('/');
  const dir = slash < 0 ? '.' : path.slice(0, slash) || '/';
  const pattern = path.slice(slash + 1);
  if (!/[*?[]/.test(pattern) || /[*?[]/.test(path.slice(0, Math.max(slash, 0)))) return undefined;
  const re = new RegExp(
    `^${pattern.replace(/[.+^${}()|\\]/g, '\\$&').replace(/\*/g, '[^/]*').replace(/\?/g, '[^/]')}$`,
  );
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return undefined;
  }
  const files = names
    .filter((f) => re.test(f) && (pattern.startsWith('.') || !f.startsWith('.')))
    .sort()
    .map((f) => (slash < 0 ? f : join(dir, f)))
    // Directories are not profiles; a dangling link is kept, as the shell keeps it, for the
    // loader to name (a stat here threw it as an internal error).
    .filter((f) => statSync(f, { throwIfNoEntry: false })?.isFile() ?? true);
  if (files.length === 0) throw new InputError(`${path}: no file matches this pattern`);
  return files;
}

/** Whether a file's first bytes (decompressed when gzipped) are claimed by an input format. */
/** File names profilers and flamediff's own commands give profiles. */
const PROFILE_NAME = /(\.perf(\.txt)?|\.folded|\.collapsed|\.speedscope\.json|\.cpuprofile(\.json)?|\.pb|\.pprof|\.prof|\.jfr|perf\.data[^/]*|\.data)(\.gz)?$/i;

function looksLikeProfile(file: string): boolean {
  let head = new Uint8Array(SNIFF_BYTES);
  const fd = openSync(file, 'r');
  try {
    head = head.subarray(0, readSync(fd, head, 0, SNIFF_BYTES, 0));
  } finally {
    closeSync(fd);
  }
  if (head[0] === 0x1f && head[1] === 0x8b) {
    try {
      head = gunzipSync(head, { finishFlush: zlibConstants.Z_SYNC_FLUSH }).subarray(0, SNIFF_BYTES);
    } catch {
      return true; // a broken gzip is the loader's to report
    }
  }
  if (isPerfData(head)) return true;
  // An empty file named as a profile is a run that recorded nothing (a benchmark that crashed
  // before it wrote its profile): the loader's error, not a note skipped beside the other runs
  // (a CI trial's diff went on with two runs of three and exited 0).
  if (head.length === 0 && PROFILE_NAME.test(basename(file))) return true;
  try {
    detectFormat(head, file);
    return true;
  } catch {
    return false;
  }
}

/**
 * `--before a b c --after d e` (what a shell glob such as `--before before-*.folded` expands
 * to) as `--before a --before b --before c --after d --after e`: every argument after a side
 * flag that is not a flag belongs to that side.
 */
export function spreadSideFlags(argv: readonly string[]): string[] {
  const out: string[] = [];
  let side: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--before' || a === '--after') {
      side = a;
      if (i + 1 < argv.length) out.push(a, argv[++i]);
      else out.push(a);
      continue;
    }
    if (a.startsWith('-') && a !== '-') side = undefined;
    else if (side) {
      out.push(side, a);
      continue;
    }
    // Anything else (a flag, a flag's value, a positional) stays as it is and ends the side.
    out.push(a);
  }
  return out;
}

/** Output formats by file extension, for `-o` without `--format`. */
const FORMAT_OF_EXTENSION: Readonly<Record<string, (typeof FORMATS)[number]>> = {
  '.svg': 'svg',
  '.html': 'html',
  '.htm': 'html',
  '.json': 'json',
  '.md': 'markdown',
  '.markdown': 'markdown',
  '.folded': 'folded',
  '.collapsed': 'folded',
  '.txt': 'text',
};

/** Short names people guess for a format (`--format md`, as `-o x.md` implies it). */
const FORMAT_ALIASES: Readonly<Record<string, (typeof FORMATS)[number]>> = { md: 'markdown', txt: 'text', htm: 'html', collapsed: 'folded' };

/** Extensions of formats people guess that flamediff does not write. */
const NOT_WRITTEN = /^\.(png|jpe?g|gif|webp|bmp|pdf|tiff?|pb|pprof|gz|zip)$/;

/** The output format: --format, else the extension of -o, else text; a contradiction is refused. */
function outputFormat(given: string | undefined, output: string | undefined): (typeof FORMATS)[number] {
  const ext = output && output !== '-' ? (/\.[^./]+$/.exec(output.toLowerCase())?.[0] ?? '') : '';
  const implied = FORMAT_OF_EXTENSION[ext];
  // A picture or document format flamediff does not write (`-o diff.png`) is refused rather
  // than filled with text under that name.
  if (given === undefined && !implied && NOT_WRITTEN.test(ext)) {
    throw new UsageError(`-o ${output}: flamediff does not write ${ext} files; name it .svg (a picture), .html (the viewer), .md, .json, .txt or .folded, or give --format`);
  }
  if (given === undefined) return implied ?? 'text';
  const format = (FORMAT_ALIASES[given] ?? given) as (typeof FORMATS)[number];
  if (!FORMATS.includes(format)) throw new UsageError(`--format ${JSON.stringify(given)}: expected ${FORMATS.join(', ')}`);
  if (implied && implied !== format) throw new UsageError(`--format ${format} contradicts -o ${output} (a ${ext} file is ${implied}): drop one, or name the file for its format`);
  return format;
}

/**
 * Files named as a shell expands `before/* after/*`: all from one directory, then all from
 * another. Then the first directory's files are the before runs and the second's the after
 * runs; anything else is ambiguous (undefined).
 */
export function splitByDirectory(paths: readonly string[]): [string[], string[]] | undefined {
  const dir = (p: string) => (p.includes('/') ? p.slice(0, p.lastIndexOf('/')) : '.');
  const first = dir(paths[0]);
  const cut = paths.findIndex((p) => dir(p) !== first);
  if (cut <= 0) return undefined;
  const second = dir(paths[cut]);
  if (!paths.slice(cut).every((p) => dir(p) === second)) return undefined;
  return [paths.slice(0, cut), paths.slice(cut)];
}

function number(name: string, v: string | undefined, min: number, max = Infinity, whole = false): number | undefined {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isFinite(n) || n < min || n > max || (whole && !Number.isInteger(n))) {
    throw new UsageError(`--${name} ${JSON.stringify(v)}: expected ${whole ? 'a whole number' : 'a number'} from ${min}${max < Infinity ? ` to ${max}` : ''}`);
  }
  return n;
}

function label(paths: readonly string[], original: readonly string[]): string {
  // One argument: as given (a directory stays a directory); several that came to one file: that file.
  return describeRuns(original.length !== 1 && paths.length === 1 ? paths : original);
}

/**
 * --fail-on-regression's PP as a finding's Δ: the percentage points the report prints, where the
 * report prints them (shares and costs against the unchanged code, both in % of the before
 * total); for absolute and rate comparisons, PP percent of the larger side's whole. Why: the
 * gate had scaled every PP by the larger side's whole, so a regression the report gave as
 * +12.1 pp passed `--fail-on-regression 12` when the after side cost 12% more (a CI trial).
 */
export function gateThreshold(diff: Pick<DiffResult, 'normalization' | 'scale'>, failPp: number): number {
  return diff.normalization === 'share' || diff.normalization === 'bulk' ? failPp / 100 : (failPp / 100) * diff.scale;
}

/** `flamediff diff`: exit 0, or 1 with --fail-on-regression when a big enough regression is found. */
export async function diffCommand(argv: string[]): Promise<number> {
  const prepared = await prepareDiff(argv);
  if (!prepared) return 0; // --help
  if (prepared.format === 'folded') {
    await prepared.writeFolded(prepared.output);
    return 0;
  }
  const report = await prepared.report();
  await writeOutput(prepared.output, report.pieces(prepared.format));
  return report.exitCode();
}

type OutputFormat = (typeof FORMATS)[number];

/** A diff's report: computed once, rendered in any format. */
export interface DiffReport {
  readonly ctx: ReportContext;
  /** The report in a format; text is coloured as the command line asked unless `color` says. */
  render(format: Exclude<OutputFormat, 'folded'>, opts?: { color?: boolean }): string;
  /** The report in pieces, for writing as it is made (the HTML page's data is never one string). */
  pieces(format: Exclude<OutputFormat, 'folded'>): Iterable<string | Uint8Array>;
  /** 1 when --fail-on-regression found its regression (said on stderr), else 0. */
  exitCode(): number;
}

/** A diff's arguments, parsed and checked; the profiles are loaded once, when first needed. */
export interface PreparedDiff {
  readonly format: OutputFormat;
  readonly output: string | undefined;
  writeFolded(output: string | undefined): Promise<void>;
  report(): Promise<DiffReport>;
}

/**
 * Parses `diff`'s arguments and returns what computes its report, once (undefined after
 * --help). `diff` renders one format; `view` and `compare` render several from the same report
 * instead of loading and testing every run again.
 */
export async function prepareDiff(
  argv: string[],
  extras: { readonly notes?: readonly string[]; readonly labels?: { readonly before: string; readonly after: string } } = {},
): Promise<PreparedDiff | undefined> {
  const { values, positionals } = parseArgs({
    args: spreadSideFlags(argv),
    allowPositionals: true,
    strict: true,
    options: {
      ...parseArgsOptions(DIFF_FLAGS),
      ...PYROSCOPE_FLAGS,
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(DIFF_USAGE);
    return undefined;
  }
  const format = outputFormat(values.format, values.output);
  const mode = values['normalize-by'] as Normalization;
  if (!['bulk', 'share', 'absolute', 'rate'].includes(mode)) throw new UsageError(`--normalize-by ${JSON.stringify(mode)}: expected bulk, share, absolute or rate`);
  if (!presetNames().includes(values.normalize)) throw new UsageError(`--normalize ${JSON.stringify(values.normalize)}: expected ${presetNames().join(', ')}`);
  checkFormatName(values['input-format']);
  let beforeArgs = values.before ?? [];
  let afterArgs = values.after ?? [];
  // One file that is already a comparison (a Pyroscope render-diff, "double" flamebearer):
  // its left side is before, its right side after.
  let sidesFromOne: { before: Profile; after: Profile } | undefined;
  // Or differential folded stacks (`stack BEFORE AFTER`): its two columns are the sides.
  let differentialFolded = false;
  if (positionals.length === 1 && beforeArgs.length === 0 && afterArgs.length === 0) {
    differentialFolded = isDifferentialFolded(positionals[0]);
    sidesFromOne = differentialFolded ? undefined : readDoubleFlamebearer(positionals[0]);
    if (!sidesFromOne && !differentialFolded) {
      throw new UsageError('give two profiles (BEFORE AFTER), one Pyroscope render-diff file or differential folded file, or --before FILE... --after FILE...');
    }
    beforeArgs = [`${positionals[0]} (${differentialFolded ? 'BEFORE column' : 'left'})`];
    afterArgs = [`${positionals[0]} (${differentialFolded ? 'AFTER column' : 'right'})`];
  } else if (positionals.length > 0) {
    const split = positionals.length > 2 ? splitByDirectory(positionals) : undefined;
    if (beforeArgs.length > 0 || afterArgs.length > 0 || (positionals.length !== 2 && !split)) {
      throw new UsageError(
        `got ${positionals.length} inputs: give two profiles or directories (BEFORE AFTER), files from two directories in turn (before/* after/*), or --before FILE... --after FILE...`,
      );
    }
    beforeArgs = split ? split[0] : [positionals[0]];
    afterArgs = split ? split[1] : [positionals[1]];
  }
  if (beforeArgs.length === 0 || afterArgs.length === 0) throw new UsageError('need profiles for both sides: BEFORE AFTER, or --before ... --after ...');
  if ([...beforeArgs, ...afterArgs].filter((a) => a === '-').length > 1) {
    throw new UsageError('standard input (-) can be one input only: it is read once; give the other side as a file');
  }
  const alpha = number('alpha', values.alpha, 0, 1);
  const minDeltaPp = number('min-delta', values['min-delta'], 0, 100);
  const timeBlocks = number('time-blocks', values['time-blocks'], 0, 1000, true);
  const top = number('top', values.top, 1, Infinity, true);
  // `2pp`, as the report prints it, is 2; `2%` is refused with what is meant (points, not a ratio).
  const failArg = values['fail-on-regression']?.replace(/\s*pp$/i, '');
  if (failArg !== undefined && /%$/.test(failArg)) throw new UsageError(`--fail-on-regression ${JSON.stringify(failArg)}: give percentage points as the report prints them, e.g. 2 or 2pp (a Δ of +2.0 pp), not a percentage`);
  const failPp = number('fail-on-regression', failArg, 0, 100);
  const threads = number('threads', values.threads, 1, Infinity, true);
  const svgWidth = number('width', values.width, 200, 100000);
  const minWidthPx = number('minwidth', values.minwidth, 0);
  const choice = <T extends string>(name: string, v: string | undefined, allowed: readonly T[]): T | undefined => {
    if (v === undefined) return undefined;
    if (!(allowed as readonly string[]).includes(v)) throw new UsageError(`--${name} ${JSON.stringify(v)}: expected ${allowed.join(', ')}`);
    return v as T;
  };
  const widthBy = choice('width-by', values['width-by'], ['sum', 'after', 'before', 'max'] as const);
  const colorBy = choice('color-by', values['color-by'], ['total', 'self'] as const);
  const palette = choice('palette', values.palette, ['red-blue', 'colorblind'] as const);

  let userRules: RenameRule[] = [];
  try {
    for (const r of values.rename ?? []) userRules.push(...parseUserRules(r));
    if (values.rules) userRules = [...userRules, ...parseUserRules(readFile(values.rules), values.rules)];
  } catch (e) {
    if (e instanceof InputError) throw e;
    throw new UsageError((e as Error).message);
  }
  let pathologyRules: PathologyRule[] | undefined;
  if (values['pathology-rules']) pathologyRules = readPathologyRules(values['pathology-rules']);


  const prenormalized = new WeakMap<Profile, { preset: string; profile: Profile }>();
  const normalized = (raw: Profile, preset: string) => {
    const n = prenormalized.get(raw);
    return n && n.preset === preset ? n.profile : undefined;
  };
  const loadSides = async () => {
    const beforeFiles = sidesFromOne ? beforeArgs : expandInputs(beforeArgs);
    const afterFiles = sidesFromOne ? afterArgs : expandInputs(afterArgs);
    const fileOptions = { format: values['input-format'], parse: { timeline: true, ...(values['sample-type'] ? { sampleType: values['sample-type'] } : {}) } };
    // Both sides' files read at once, one per core, when they are large enough to pay for it.
    const files = sidesFromOne || differentialFolded ? [] : [...beforeFiles, ...afterFiles].filter((f) => !isPyroscopeSource(f));
    // With no rules of the user's, each worker normalises its profile too (both cores again).
    const normalize = userRules.length === 0 ? { preset: values.normalize ?? 'auto', into: prenormalized } : undefined;
    const preloaded = await loadFilesParallel(files, fileOptions, threads ?? defaultThreads(), (m) => warn(m), undefined, normalize);
    const load = async (f: string) => preloaded?.get(f) ?? loadProfile(f, { ...fileOptions, threads: threads ?? undefined });
    const beforeRaw: Profile[] = [];
    const afterRaw: Profile[] = [];
    const beforeLabels: string[] = [];
    const afterLabels: string[] = [];
    if (differentialFolded) {
      const column = (side: 'before' | 'after') => loadProfile(positionals[0], { format: 'folded', parse: { differential: side }, threads: 1 });
      sidesFromOne = { before: await column('before'), after: await column('after') };
    }
    if (sidesFromOne) {
      beforeRaw.push(sidesFromOne.before);
      afterRaw.push(sidesFromOne.after);
      beforeLabels.push(...beforeFiles);
      afterLabels.push(...afterFiles);
    } else {
      const [b, a] = await new PyroscopeSources(values).loadGroups([beforeFiles, afterFiles], load);
      beforeRaw.push(...b.map((r) => r.profile));
      beforeLabels.push(...b.map((r) => r.label));
      afterRaw.push(...a.map((r) => r.profile));
      afterLabels.push(...a.map((r) => r.label));
    }

    const warnings: string[] = [];
    // The same recording given twice on a side (a perf.data and the perf script text made from it).
    for (const [raw, labels] of [
      [beforeRaw, beforeLabels],
      [afterRaw, afterLabels],
    ] as const) {
      const repeats = repeatedRecordings(raw);
      if (repeats.length > 0) {
        const copies = describeRuns(repeats.map((r) => labels[r.index]));
        const originals = describeRuns(repeats.map((r) => labels[r.sameAs]));
        warnings.push(`${copies} ${repeats.length === 1 ? 'holds' : 'hold'} the same samples as ${originals} (the same recording${repeats.length === 1 ? '' : 's'} read twice): counted once`);
      }
      for (const { index } of [...repeats].reverse()) {
        raw.splice(index, 1);
        labels.splice(index, 1);
      }
    }
    // A side of profiles without a sample is no comparison: an error, not "no significant change".
    const empty = emptySide(beforeRaw, afterRaw);
    if (empty) {
      const labels = empty === 'before' ? beforeLabels : afterLabels;
      throw new InputError(`${describeRuns(labels)}: no samples in the ${empty} side's profile${labels.length === 1 ? '' : 's'} (a command that ended before the profiler's first sample, or a profile of nothing); expected at least one sample a side`);
    }
    // And one run of several without a sample is a run that crashed or recorded nothing: counted,
    // it would weigh in the means as a run of no work (a CI trial's side of three with one empty
    // run passed its gate as "no significant change").
    for (const [raw, labels] of [[beforeRaw, beforeLabels], [afterRaw, afterLabels]] as const) {
      // Files only: a Pyroscope replicate (a pod) may hold nothing in the window asked for.
      const at = raw.findIndex((p, i) => !(totalWeight(p) > 0) && !isPyroscopeSource(labels[i]));
      if (at >= 0) throw new InputError(`${labels[at]}: no samples in this run (a run that crashed, or ended before the profiler's first sample); expected at least one sample in every run`);
    }
    // Frames are compared by name: a side of addresses only has nothing to compare by.
    const unnamed = unnamedSide(beforeRaw, afterRaw);
    if (unnamed) {
      const labels = unnamed.side === 'before' ? beforeLabels : afterLabels;
      throw new InputError(
        `${describeRuns(labels)}: ${Math.round(100 * unnamed.share)}% of the ${unnamed.side} side's samples are in stacks of addresses only (0x…, [unknown]), and flamediff compares code by name; expected symbolised profiles (samply: record with --unstable-presymbolicate; perf: binaries with symbols, node --perf-basic-prof)`,
      );
    }
    if (beforeRaw.length === 1 || afterRaw.length === 1) {
      const fromPyroscope = [...beforeFiles, ...afterFiles].some(isPyroscopeSource) && !values['replicates-by'];
      warnings.push(
        fromPyroscope
          ? 'one run on a side: a Pyroscope query is one merged profile, so differences between instances cannot be measured and an outlier can look like a change; add --replicates-by LABEL (pod, instance, hostname) to compare instance by instance'
          : // The figure: the verdict cases' sides of three or more runs (stop 40), each function's share's spread beyond sampling, 90th percentile.
            'one run on a side: differences between runs (memory layout, caches, background load) cannot be measured, and in one function in ten, runs of the same work spread by 13% of its share or more (this project\'s repeated captures), so an outlier run can look like a change; record 3 or more runs per side',
      );
    }
    return { beforeRaw, afterRaw, beforeLabels, afterLabels, warnings };
  };
  let sides: ReturnType<typeof loadSides> | undefined;
  const loaded = () => (sides ??= loadSides());

  /**
   * The loaded sides, their profiles handed over once (`take`) rather than kept: once the
   * comparison has its union tree their node arrays can go. A function of its own, so that no
   * frame still running holds them; the cache is dropped too (a later writeFolded would read
   * the files again).
   */
  const handOver = async () => {
    let held: Awaited<ReturnType<typeof loadSides>> | undefined = await loaded();
    sides = undefined;
    const { beforeLabels, afterLabels, warnings } = held;
    const take = () => {
      const { beforeRaw, afterRaw } = held!;
      held = undefined;
      return { before: beforeRaw, after: afterRaw };
    };
    return { beforeLabels, afterLabels, warnings, take };
  };
  const buildReport = async (): Promise<DiffReport> => {
    const { beforeLabels, afterLabels, warnings, take } = await handOver();
    let ctx: ReportContext;
    try {
      ctx = compareTaken(take, {
        preset: values.normalize,
        rules: userRules,
        normalization: mode,
        alpha,
        minDelta: minDeltaPp === undefined ? undefined : minDeltaPp / 100,
        blocks: timeBlocks === undefined ? undefined : Math.round(timeBlocks),
        normalized,
        pathologyRules,
        beforeLabel: extras.labels?.before ?? label(beforeLabels, beforeArgs),
        afterLabel: extras.labels?.after ?? label(afterLabels, afterArgs),
        warnings,
        notes: extras.notes,
      });
    } catch (e) {
      throw new InputError((e as Error).message);
    }
    const { diff, findings } = ctx;
    const svgOptions = { width: svgWidth, widthBy, colorBy, palette, minWidthPx, title: values.title, inverted: values.inverted, top };
    const render = (() => {
      const colorDefault = !values['no-color'] && (values.color === 'always' || (values.color === 'auto' && !!process.stdout.isTTY && !process.env.NO_COLOR && values.output === undefined));
      return (format: OutputFormat, opts: { color?: boolean } = {}): string =>
        format === 'html'
          ? renderHtml(viewerData(ctx), viewerBundle())
          : format === 'svg'
          ? renderDiffSvg(ctx, svgOptions)
          : format === 'json'
          ? renderJson(ctx)
          : format === 'markdown'
            ? renderMarkdown(ctx, { top, svgUrl: values['svg-url'] })
            : renderText(ctx, { color: opts.color ?? colorDefault, top });
    })();
    const exitCode = (): number => {
      if (failPp !== undefined) {
        const threshold = gateThreshold(diff, failPp);
        const bad = findings.find((f) => f.direction === 'regression' && f.significant && f.delta >= threshold);
        if (bad) {
          say(`flamediff: failing: significant regression ${bad.frames.join(' → ')} ${formatDelta(diff, bad.delta)} ≥ ${formatSize(diff, threshold)} (--fail-on-regression ${failPp})`);
          return 1;
        }
      }
      return 0;
    };
    const pieces = (format: Exclude<OutputFormat, 'folded'>): Iterable<string | Uint8Array> =>
      format === 'html' ? htmlPieces(viewerData(ctx), viewerBundle()) : format === 'svg' ? renderDiffSvgPieces(ctx, svgOptions) : [render(format)];
    return { ctx, render, pieces, exitCode };
  };
  let report: Promise<DiffReport> | undefined;
  return {
    format,
    output: values.output,
    writeFolded: async (output) => {
      const { beforeRaw, afterRaw } = await loaded();
      // Counts only: no statistics or findings needed.
      const sides = normalizeSides(beforeRaw, afterRaw, { preset: values.normalize, rules: userRules, normalized });
      await writeOutput(output, diffFoldedBytes(sides.before, sides.after, undefined, true));
    },
    report: () => (report ??= buildReport()),
  };
}


function readFile(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (e) {
    throw new InputError(`${path}: cannot read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
}

function readPathologyRules(path: string): PathologyRule[] {
  let doc: unknown;
  try {
    doc = JSON.parse(readFile(path));
  } catch (e) {
    if (e instanceof InputError) throw e;
    throw new InputError(`${path}: invalid JSON (${(e as Error).message}); expected an array of {id, category, match, explanation, hint}`);
  }
  try {
    return validatePathologyRules(doc);
  } catch (e) {
    throw new InputError(`${path}: ${(e as Error).message}`);
  }
}

/** Whether a file is differential folded stacks (every one of its first lines ends in two counts). */
function isDifferentialFolded(path: string): boolean {
  try {
    const fd = openSync(path, 'r');
    try {
      const head = new Uint8Array(SNIFF_BYTES);
      const text = new TextDecoder().decode(head.subarray(0, readSync(fd, head, 0, SNIFF_BYTES, 0)));
      // JSON is never folded; markup (SVG, XML) never has twenty lines ending in two counts,
      // while py-spy's stacks begin with `<module>`.
      return !/^\s*[[{]/.test(text) && looksDifferential(text);
    } finally {
      closeSync(fd);
    }
  } catch {
    return false; // unreadable: the flamebearer reader says why
  }
}

/** Both sides of a double flamebearer file, or undefined when the file is something else. */
function readDoubleFlamebearer(path: string): { before: Profile; after: Profile } | undefined {
  try {
    if (!statSync(path).isFile()) return undefined;
  } catch {
    throw new InputError(`${path}: cannot read (no such file)`);
  }
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw new InputError(`${path}: cannot read (${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message})`);
  }
  try {
    return doubleFlamebearerSides(text, path);
  } catch (e) {
    if (e instanceof ParseError) throw e;
    throw new InputError(`${path}: ${(e as Error).message}`);
  }
}
