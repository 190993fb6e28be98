import type { Frame, FrameKind } from '../model/types.js';

const PY_FRAME = /^(.*) \(([^()]*?\.pyx?)(?::(\d+))?\)$/;
// py-spy's raw and folded `thread (TID): name`, and its speedscope profiles' `Thread TID "name"`,
// which flamediff's own speedscope files (record, compare) keep as the stacks' root frames: as
// unknown frames they kept their TIDs, and threaded Python recorded by compare read as changed.
const THREAD_FRAME = /^thread \((?:0x[0-9a-fA-F]+|\d+)\)|^Thread \d+ "/;
const PROCESS_FRAME = /^process \d+:/;

/**
 * Frame kinds a name alone does not tell, which flamediff's own speedscope files write beside
 * the name and its reader takes back from them (core/output/speedscope.ts).
 */
export const RECORDED_KINDS: ReadonlySet<string> = new Set<FrameKind>(['kernel', 'native', 'jit', 'inlined', 'process', 'thread']);

/**
 * Recovers what a folded frame name says about itself: collapser annotations (`_[k]`, `_[j]`,
 * `_[i]`), py-spy's `function (file.py:line)` and its `thread (0x…)` / `process N:"…"` roots.
 * The name itself is kept exactly; the kind only informs colouring and normalisation.
 */
export function frameFromFoldedName(name: string): Frame {
  let kind: FrameKind = 'unknown';
  if (name.endsWith(']') && name.length > 4 && name.charCodeAt(name.length - 4) === 0x5f /* _ */) {
    const tag = name.slice(-4);
    if (tag === '_[k]') kind = 'kernel';
    else if (tag === '_[j]') kind = 'jit';
    else if (tag === '_[i]') kind = 'inlined';
    if (kind !== 'unknown') return { name, kind };
  }
  if (THREAD_FRAME.test(name)) return { name, kind: 'thread' };
  if (PROCESS_FRAME.test(name)) return { name, kind: 'process' };
  if (name.endsWith(')')) {
    const m = PY_FRAME.exec(name);
    if (m) return { name, kind: 'python', file: m[2], line: m[3] !== undefined ? Number(m[3]) : undefined };
  }
  return { name, kind };
}

/**
 * A frame of a function in a source file, named `name (file:line)` as py-spy names it, so that
 * profilers of the same code compare: speedscope files (py-spy's, pyinstrument's) and
 * pyinstrument's JSON. Python files make Python frames.
 */
export function fileFrame(name: string, file: string, line?: number): Frame {
  const kind: FrameKind = /\.pyx?$/.test(file) ? 'python' : 'unknown';
  return { name: `${name} (${file}${line !== undefined ? `:${line}` : ''})`, kind, file, line };
}
