/**
 * Labels for a side's runs that fit a title: `3 runs (before-1..3.pyspy.folded)` rather than
 * three full paths. A single path stays as given.
 */
export function describeRuns(paths: readonly string[]): string {
  if (paths.length === 1) return paths[0];
  const base = (p: string) => p.slice(p.lastIndexOf('/') + 1);
  const names = paths.map(base);
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
