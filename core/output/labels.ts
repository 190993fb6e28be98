import { EVENTED_SECONDS_PER_SAMPLE } from '../diff/composition.js';
import type { SideSummary } from '../diff/diff.js';
import { fitText } from './svg-escape.js';
import { ROOT_CALLER } from '../detectors/finding.js';

/**
 * What a side holds, for the reports' headers: `1,856 samples`, or for evented profiles (whose
 * intervals are not samples) the time they measured, `12.8 s measured`. `grouped` writes
 * thousands with commas.
 */
export function describeCount(s: Pick<SideSummary, 'samples' | 'evented' | 'noun'>, grouped = true): string {
  if (s.evented) return `${(s.samples * EVENTED_SECONDS_PER_SAMPLE).toFixed(1)} s measured`;
  const n = Math.round(s.samples);
  const plural = s.noun ?? 'samples';
  return `${grouped ? n.toLocaleString('en-US') : String(s.samples)} ${n === 1 ? plural.replace(/s$/, '') : plural}`;
}

/** A side in the reports' headers: `3 runs, 1,856 samples` (or `12.8 s measured`). */
export function describeSide(s: Pick<SideSummary, 'runs' | 'samples' | 'evented' | 'noun'>, grouped = true): string {
  return `${s.runs} run${s.runs === 1 ? '' : 's'}, ${describeCount(s, grouped)}`;
}

/** What the reports compare runs' sizes by: samples per run, or time for evented profiles. */
export function perRunWord(s: Pick<SideSummary, 'evented'>): string {
  return s.evented ? 'time per run' : 'samples per run';
}

/**
 * Labels for a side's runs that fit a title: `before/run-1..3.pprof`, `b1..3.txt` in the current
 * directory, or `3 runs (before-1..3.pyspy.folded)` from several directories, rather than three
 * full paths. A single path stays as given (`-`, standard input, is `stdin`).
 */
export function describeRuns(paths: readonly string[]): string {
  // `-` is how a command line names standard input; a report names it in words.
  if (paths.length === 1) return paths[0] === '-' ? 'stdin' : paths[0];
  const base = (p: string) => p.slice(p.lastIndexOf('/') + 1);
  const dir = (p: string) => (p.includes('/') ? p.slice(0, p.lastIndexOf('/')) : '');
  const names = paths.map(base);
  // Runs from one directory say which by its name (`before/run-1..3.pprof`), so two sides of
  // identically named runs can be told apart; the rest of the path would not fit a title.
  const where = dir(paths[0]);
  // The count is left to the reports, which give it with the samples (`(3 runs, 1,856 samples)`).
  if (where && paths.every((p) => dir(p) === where)) return `${base(where)}/${compactNames(names)}`;
  // In the current directory, the names alone: "3 runs (b1..3.txt) (3 runs, 458 samples)"
  // said the count twice.
  if (!where && paths.every((p) => dir(p) === '')) return compactNames(names);
  return `${paths.length} runs (${compactNames(names)})`;
}

/** Names that differ only by a number in the middle become `prefix1..3suffix`. */
export function compactNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  let pre = names[0];
  for (const n of names) while (!n.startsWith(pre)) pre = pre.slice(0, -1);
  let suf = names[0].slice(pre.length);
  for (const n of names) while (!n.endsWith(suf) || n.length - suf.length < pre.length) suf = suf.slice(1);
  // Digits at the edges belong to the varying part (run-09 and run-10 share "run-", not "run-0").
  while (/\d$/.test(pre)) pre = pre.slice(0, -1);
  while (/^\d/.test(suf)) suf = suf.slice(1);
  const mids = names.map((n) => n.slice(pre.length, n.length - suf.length));
  if (mids.every((m) => /^\d+$/.test(m))) {
    const nums = mids.map(Number).sort((a, b) => a - b);
    const contiguous = nums.every((x, i) => i === 0 || x === nums[i - 1] + 1);
    return `${pre}${contiguous ? `${mids.find((m) => Number(m) === nums[0])}..${mids.find((m) => Number(m) === nums[nums.length - 1])}` : `{${mids.join(',')}}`}${suf}`;
  }
  return names.length <= 3 ? names.join(', ') : `${names.slice(0, 2).join(', ')}, … ${names[names.length - 1]}`;
}

/**
 * A chain of frames in `chars` characters, keeping the culprit end: `base → … → culprit`.
 * Frames are dropped from the middle first; if the first and last frames alone do not fit, the
 * base is shortened, and last of all the culprit's own middle.
 */
export function fitChain(frames: readonly string[], chars: number, sep = ' → '): string {
  const whole = frames.join(sep);
  if (whole.length <= chars || frames.length === 0) return fitText(whole, chars);
  const last = frames[frames.length - 1];
  // Keep as many frames from the culprit end as fit after "base → … → ".
  const keep = framesFromEnd(frames, chars - frames[0].length - 1 - 2 * sep.length, sep, frames.length - 2);
  if (keep >= 1) return [frames[0], '…', ...frames.slice(frames.length - keep)].join(sep);
  // "… → " marks frames left out: a chain of two leaves none out (a newcomer read
  // `wrapAn… → … → wrapSink` as three frames).
  const tail = frames.length > 2 ? `${sep}…${sep}${last}` : `${sep}${last}`;
  if (frames.length > 1 && tail.length + 8 <= chars) return fitText(frames[0], chars - tail.length) + tail;
  return fitMiddle(last, chars);
}

/**
 * How many frames from the end of `frames` (at most `most`) fit in `room` characters joined by
 * `sep`: 0 when not even the last does. Counted up with a running length, once over the frames
 * it keeps: trying every count from the most down, each joined anew, was quadratic, and a
 * hostile 100,000-frame stack kept a Markdown report busy for six minutes.
 */
function framesFromEnd(frames: readonly string[], room: number, sep: string, most: number): number {
  let used = -sep.length;
  let keep = 0;
  while (keep < most) {
    const next = used + sep.length + frames[frames.length - 1 - keep].length;
    if (next > room) break;
    used = next;
    keep++;
  }
  return keep;
}

/**
 * A name in `chars` characters, elided in the middle: the culprit's end tells instances apart
 * (`std::__sort<…, _Iter_comp_iter<ByNameCI> >` and `<ByPrice>` share their first 80 characters).
 */
function fitMiddle(name: string, chars: number): string {
  if (name.length <= chars || chars < 12) return fitText(name, chars);
  const head = Math.floor((chars - 1) * 0.4);
  return `${name.slice(0, head)}…${name.slice(name.length - (chars - 1 - head))}`;
}

/**
 * Chains for the rows of one table, each in `chars` characters ({@link fitChain}), except that
 * rows which would read the same although their frames differ keep their cause's callers
 * instead of the base: `… → AuditLog.Record → Mutex.Unlock`. Why: in a Go mutex profile every
 * stack ends in `sync.(*Mutex).Unlock`, and three findings for three locks all read `main.worker
 * → … → sync.(*Mutex).Unlock`; the frame that tells rows apart is the one above the cause.
 */
export function fitChains(paths: readonly (readonly string[])[], width: number | readonly number[], sep = ' → '): string[] {
  const room = (i: number) => (typeof width === 'number' ? width : width[i]);
  const fitted = paths.map((p, i) => fitChain(p, room(i), sep));
  const seen = new Map<string, number>();
  for (const s of fitted) seen.set(s, (seen.get(s) ?? 0) + 1);
  return fitted.map((s, i) => {
    const frames = paths[i];
    const chars = room(i);
    if ((seen.get(s) ?? 0) < 2 || frames.length < 3 || frames.join(sep).length <= chars) return s;
    // As many frames from the cause's end as fit after "… → ", at least its caller.
    const keep = framesFromEnd(frames, chars - 1 - sep.length, sep, frames.length - 1);
    return keep >= 2 ? ['…', ...frames.slice(frames.length - keep)].join(sep) : s;
  });
}

/**
 * A frame name's source file with its directories, ` (dir/…/file)` at its end, the file kept as
 * `$1`: labels drop the directories, and the SVG's script relabels zoomed frames by it too.
 */
export const FILE_DIRECTORIES = / \((?:[^()]*\/)([^/()]+)\)$/;

/** A frame name for a narrow cell: `fn (/long/path/to/file.py)` → `fn (file.py)`. */
export function shortFrame(name: string): string {
  // And CPython's perf trampolines: `py::render_row:/long/path/app.py` → `py::render_row:app.py`.
  return name.replace(FILE_DIRECTORIES, ' ($1)').replace(/^(py::[^\s]+?):\/(?:[^:\s]*\/)?([^/:\s]+)$/, '$1:$2');
}

/**
 * A finding's frames as a reader needs them: the way down to the cause, whose figures the
 * finding gives, and apart from it the chain below the cause that carries over half of the
 * change. Shown as one chain, the last frame read as the culprit although the figures were its
 * caller's (a newcomer's reading of `copy_through_pipe → __GI___libc_write +84.3 pp`, where
 * the write path was +43.5 pp of it).
 */
export function causeChain(f: { readonly frames: readonly string[]; readonly causeIndex?: number }): { path: string[]; below: string[] } {
  const last = f.frames.length - 1;
  const at = Math.min(Math.max(0, f.causeIndex ?? last), last);
  // A recursive cause's own nested calls are not news below it ("median3_rec (below it:
  // median3_rec)" read as a second function).
  let from = at + 1;
  while (from <= last && f.frames[from] === f.frames[at]) from++;
  return { path: f.frames.slice(0, at + 1), below: f.frames.slice(from) };
}

/**
 * The frames a finding names below its cause, as an aside: ` (below it: a → b)`, or nothing.
 * For a tower they are the chain carrying over half of its change; for a function, the
 * functions whose change lies inside it.
 */
export function belowNote(below: readonly string[], chars = 48, driven = false): string {
  return below.length > 0 ? ` (${belowWord(driven)}: ${fitChain(below, chars)})` : '';
}

/**
 * A function finding's caller as a reader reads it: a call site at a root, where no caller was
 * recorded (glibc without frame pointers cuts its callers), is "(no caller)". A newcomer read
 * "called from: all +40.7 pp" as "from every caller".
 */
export function callerLabel(name: string, label: (name: string) => string = shortFrame): string {
  return name === ROOT_CALLER ? '(no caller)' : label(name);
}

/** How a mechanism's places are counted wherever its finding is listed (`Finding.places`). */
export function placesPhrase(count: number): string {
  return `in ${count} places`;
}

/** How a pool finding's workers are counted wherever it is listed (`Finding.threads`). */
export function workersPhrase(count: number): string {
  return `in ${count} workers of one pool`;
}

/**
 * ` (caused by: …)` for a finding another's makes (`Finding.causedBy`), else ''. Its end is kept
 * (`… → recycle_buffer → __madvise`): the call that does it and its caller, not the root above.
 */
export function causedNote(f: { readonly causedBy?: readonly string[] }, chars = 48): string {
  const frames = (f.causedBy ?? []).map(shortFrame);
  if (frames.length === 0) return '';
  const room = chars - ' (caused by: )'.length;
  for (let keep = frames.length; keep >= 1; keep--) {
    const s = (keep < frames.length ? ['…', ...frames.slice(frames.length - keep)] : frames).join(' → ');
    if (s.length <= room) return ` (caused by: ${s})`;
  }
  return ` (caused by: ${fitMiddle(frames[frames.length - 1], Math.max(12, room))})`;
}

/** What the frames below a cause are: the chain carrying its change, or what drives it (`Finding.driven`). */
export const belowWord = (driven = false): string => (driven ? 'driven by' : 'below it');

/**
 * The frames of the code a `replaced` finding replaced, below the caller both share: the old
 * comparator's `std::sort<…, ByPrice> → …` under `sort_report`, not `sort_report` again.
 */
export function replacedPart(f: { readonly frames: readonly string[]; readonly previous?: readonly string[]; readonly causeIndex?: number }): readonly string[] {
  const previous = f.previous ?? [];
  // The callers both name (the new code's chain may start higher up, where it attaches), not
  // the chain below its cause, which may pass through a frame the old code called too.
  const named = new Set(causeChain(f).path);
  let shared = 0;
  while (shared < previous.length - 1 && named.has(previous[shared])) shared++;
  return previous.slice(shared);
}

/**
 * ` (in place of: …)` for a `replaced` finding in about `chars` characters, else ''. The frame
 * that was called in that place leads (`std::sort<…, ByPrice>`), not the deepest one a chain fit
 * keeps (`std::__introsort_loop<…>`, the same in both versions but for a template argument).
 */
export function replacedNote(f: { readonly kind: string; readonly frames: readonly string[]; readonly previous?: readonly string[] }, chars = 48): string {
  if (f.kind !== 'replaced' || !f.previous) return '';
  const [head, ...rest] = replacedPart(f).map(shortFrame);
  const more = rest.length > 0 ? ' → …' : '';
  const room = Math.max(8, chars - more.length);
  // Elided in the middle: a template instance differs in its last argument (`…, ByPrice>`).
  return ` (in place of: ${fitMiddle(head, room)}${more})`;
}

/**
 * What follows a finding's chain in a one-line row (the SVG table, the viewer's list): for a
 * replacement, what it replaced (the one thing its chain cannot say); otherwise the chain below
 * its cause.
 */
export function chainNote(f: { readonly kind: string; readonly frames: readonly string[]; readonly previous?: readonly string[]; readonly driven?: boolean }, below: readonly string[], chars = 48): string {
  return f.kind === 'replaced' ? replacedNote(f, chars) : belowNote(below.map(shortFrame), chars, f.driven);
}

/**
 * `before → after` for a title of `chars` characters: whole when it fits, else the directory
 * the two share said once (`case-12: before → after` for `…/case-12/before` and
 * `…/case-12/after`), so what differs is what shows, not the front of a long shared path.
 */
export function sideLabels(before: string, after: string, chars: number): string {
  const whole = `${before} → ${after}`;
  if (whole.length <= chars) return whole;
  const a = before.split('/');
  const b = after.split('/');
  let common = 0;
  while (common < a.length - 1 && common < b.length - 1 && a[common] === b[common]) common++;
  if (common === 0) return whole;
  const shared = a[common - 1] || '/';
  return `${shared}: ${a.slice(common).join('/')} → ${b.slice(common).join('/')}`;
}
