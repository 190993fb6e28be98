import type { Frame, Profile } from '../model/types.js';
import { locate } from './source-files.js';

/** Python's code objects without a name of their own: comprehensions, generator expressions, lambdas. */
const ANONYMOUS = /^<(genexpr|listcomp|dictcomp|setcomp|lambda)>$/;

/**
 * Python's anonymous code named after the function it runs in, as Python 3.12 names it
 * (`normalize.<locals>.<genexpr>`): py-spy and pyinstrument on 3.11 and before write only
 * `<genexpr> (search.py)`, so every generator expression of a file is one function. A blind
 * pyinstrument case's `normalize` gained a generator expression that drops accents; another in
 * the same file fed `random.choice` in a query builder, and the finding for "the" `<genexpr>`
 * (+6.2 pp) could not say whose it was. Each anonymous frame takes the name of the nearest
 * frame above it from its own file that has one (a builtin such as `str.join` that iterates the
 * generator is passed over). Returns the profile unchanged when it has no such frame.
 */
export function qualifyComprehensions(p: Profile): Profile {
  // Each frame's file, for the anonymous ones (`<genexpr> (search.py)`), as source-files.ts reads it.
  const anonymous = p.frames.map((f) => {
    const at = locate(f.name);
    return at && ANONYMOUS.test(at.fn) ? at.file : undefined;
  });
  if (!anonymous.some((file) => file !== undefined)) return p;
  const frames: Frame[] = [...p.frames];
  const made = new Map<string, number>();
  const stackFrame = Int32Array.from(p.stackFrame);
  for (let n = 1; n < stackFrame.length; n++) {
    const file = anonymous[p.stackFrame[n]];
    if (file === undefined) continue;
    const owner = namedAbove(p, n, file);
    if (owner === undefined) continue;
    const name = `${owner}.<locals>.${p.frames[p.stackFrame[n]].name}`;
    let id = made.get(name);
    if (id === undefined) {
      id = frames.length;
      frames.push({ ...p.frames[p.stackFrame[n]], name });
      made.set(name, id);
    }
    stackFrame[n] = id;
  }
  return made.size === 0 ? p : { ...p, frames, stackFrame };
}

/** The function name of the nearest frame above node `n` that is named and in `file`. */
function namedAbove(p: Profile, n: number, file: string): string | undefined {
  for (let a = p.stackParent[n]; a > 0; a = p.stackParent[a]) {
    const at = locate(p.frames[p.stackFrame[a]].name);
    if (at && at.file === file && !at.fn.startsWith('<')) return at.fn;
  }
  return undefined;
}
