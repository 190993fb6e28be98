import type { Profile } from '../model/types.js';
import { normalizeProfile } from './normalize.js';

/**
 * The same source file under another path on each side.
 *
 * Profilers of interpreted code name frames with their file (`main (/src/b/prog.py)`), so a
 * checkout in another directory (a `before/` and an `after/` copy, `compare`'s git worktrees,
 * two CI workspaces) or a file renamed for the experiment (`before.py`, `after.py`) gives every
 * frame a new name: the whole before side "vanished" and the whole after side "appeared", and
 * the diff reports ±100 pp towers whose labels look identical. A file that exists on one side
 * only and one on the other side only are the same file when they hold the same functions:
 * at least {@link MIN_SHARED} function names in common and at least {@link MIN_JACCARD} of the
 * two files' functions together. The before side's file takes the after side's name; a file
 * that matches none is left alone (it really is new or gone). A file with too few functions to
 * be matched by them follows its directory when other files of that directory were matched.
 */
export const MIN_SHARED = 2;
export const MIN_JACCARD = 0.5;

/** A frame name's function and source file, for the name shapes that carry a file. */
interface Located {
  readonly fn: string;
  readonly file: string;
  /** The name with another file in its place. */
  readonly withFile: (file: string) => string;
}

/**
 * `fn (file)` (py-spy, V8 .cpuprofile, …), `JS:fn file` (V8 under perf) and `py::fn:file`
 * (CPython's perf trampolines, `python -X perf` / `-X perf_jit`).
 */
const PAREN = /^(.+) \(([^()]+)\)$/;
const V8 = /^(JS:\S*) (\S+)$/;
const CPYTHON = /^(py::.+):([^:\s]+)$/;
/** A file: a path component with an extension, not a pseudo-file such as `<frozen …>`. */
const FILE = /^[^<\s][^\s]*\.\w+$/;

/** A line (and column) after the file: `(anonymous) (report.js:38)` keeps it as its identity. */
const AT_LINE = /(?::\d+)+$/;

export function locate(name: string): Located | undefined {
  const paren = PAREN.exec(name);
  const py = paren ? null : CPYTHON.exec(name);
  const m = paren ?? py ?? V8.exec(name);
  if (!m) return undefined;
  const line = py ? '' : (AT_LINE.exec(m[2])?.[0] ?? '');
  const at = m[2].slice(0, m[2].length - line.length);
  if (!FILE.test(at)) return undefined;
  const fn = m[1];
  return { fn, file: at, withFile: (file) => (paren ? `${fn} (${file}${line})` : py ? `${fn}:${file}` : `${fn} ${file}${line}`) };
}

/** Per source file, the function names found in it, over a side's profiles. */
function filesOf(profiles: readonly Profile[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const p of profiles) {
    for (const f of p.frames) {
      const at = locate(f.name);
      if (!at) continue;
      let fns = out.get(at.file);
      if (!fns) out.set(at.file, (fns = new Set()));
      fns.add(at.fn);
    }
  }
  return out;
}

const dirOf = (file: string) => file.slice(0, file.lastIndexOf('/') + 1);
const baseOf = (file: string) => file.slice(file.lastIndexOf('/') + 1);

/**
 * Pairs the files found on one side only: by shared functions (best first), then the files
 * left whose directory the pairs moved and whose name is in the moved-to directory.
 */
export function pairSourceFiles(before: Map<string, Set<string>>, after: Map<string, Set<string>>): Map<string, string> {
  const onlyBefore = [...before.keys()].filter((f) => !after.has(f)).sort();
  const onlyAfter = [...after.keys()].filter((f) => !before.has(f)).sort();
  const pairs: { b: string; a: string; jaccard: number; shared: number; sameName: boolean }[] = [];
  for (const b of onlyBefore) {
    const fb = before.get(b)!;
    for (const a of onlyAfter) {
      const fa = after.get(a)!;
      let shared = 0;
      for (const fn of fb) if (fa.has(fn)) shared++;
      const jaccard = shared / (fb.size + fa.size - shared);
      if (shared >= MIN_SHARED && jaccard >= MIN_JACCARD) pairs.push({ b, a, jaccard, shared, sameName: baseOf(a) === baseOf(b) });
    }
  }
  pairs.sort((x, y) => y.jaccard - x.jaccard || y.shared - x.shared || Number(y.sameName) - Number(x.sameName) || (x.b < y.b ? -1 : x.b > y.b ? 1 : x.a < y.a ? -1 : x.a > y.a ? 1 : 0));
  const map = new Map<string, string>();
  const taken = new Set<string>();
  for (const p of pairs) {
    if (map.has(p.b) || taken.has(p.a)) continue;
    map.set(p.b, p.a);
    taken.add(p.a);
  }
  // Directories the matched files moved between, where that move is unambiguous.
  const moves = new Map<string, string | null>();
  for (const [b, a] of map) {
    if (baseOf(a) !== baseOf(b)) continue;
    const known = moves.get(dirOf(b));
    moves.set(dirOf(b), known === undefined || known === dirOf(a) ? dirOf(a) : null);
  }
  const afterOnly = new Set(onlyAfter);
  for (const b of onlyBefore) {
    const to = moves.get(dirOf(b));
    if (map.has(b) || !to) continue;
    const a = to + baseOf(b);
    if (afterOnly.has(a) && !taken.has(a)) {
      map.set(b, a);
      taken.add(a);
    }
  }
  return map;
}

/**
 * Renames the before side's files to their after-side counterparts (see the module comment).
 * Returns the profiles unchanged when no file pairs up, and a note naming what was paired.
 */
export function alignSourceFiles(before: readonly Profile[], after: readonly Profile[]): { before: Profile[]; after: Profile[]; note?: string } {
  const map = pairSourceFiles(filesOf(before), filesOf(after));
  if (map.size === 0) return { before: [...before], after: [...after] };
  const rule = {
    id: 'source-files',
    description: 'the same source file under another path on each side',
    pattern: /^.*$/,
    replacement: (name: string) => {
      const at = locate(name);
      const to = at && map.get(at.file);
      return to === undefined ? name : at!.withFile(to);
    },
  };
  const [[from, to]] = [...map].sort();
  const more = map.size > 1 ? ` and ${map.size - 1} more file${map.size > 2 ? 's' : ''}` : '';
  return {
    before: before.map((p) => normalizeProfile(p, { preset: 'none', rules: [rule] }).profile),
    after: [...after],
    note: `source files have other paths on the two sides, compared as the same files by the functions they hold: ${JSON.stringify(from)} before is ${JSON.stringify(to)} after${more}`,
  };
}
