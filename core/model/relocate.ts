import type { Frame, Profile } from './types.js';

/**
 * A profile with a directory's path (`from`) replaced by another (`to`) in its frames' names
 * and files. Why: `compare --base` and `bisect` record each commit in a temporary git worktree
 * of its own, and Python and Node frames name their files by path
 * (`mix (/tmp/flamediff-bisect-Xy/a9b83298b7/work.py)`): every commit's functions had other
 * names, so a bisection followed a name that no other commit had, found it "too small to test"
 * at each step, called every step good, and named the last commit with q = 0.82. Given the
 * repository's own directory, frames read as the user's files, the same at every commit.
 */
export function relocatePaths(profile: Profile, from: string, to: string): Profile {
  const prefix = from.endsWith('/') ? from : `${from}/`;
  const into = to.endsWith('/') ? to : `${to}/`;
  if (prefix === into) return profile;
  const moved = (s: string) => s.split(prefix).join(into);
  let changed = false;
  const frames = profile.frames.map((f): Frame => {
    if (!f.name.includes(prefix) && !f.file?.includes(prefix)) return f;
    changed = true;
    return { ...f, name: moved(f.name), ...(f.file !== undefined ? { file: moved(f.file) } : {}) };
  });
  return changed ? { ...profile, frames } : profile;
}
