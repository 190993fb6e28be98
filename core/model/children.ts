/**
 * Every node's children as flat arrays, from a parent array whose node 0 is the root and whose
 * parents precede their children: those of n are kids[start[n] .. start[n + 1]), in index order.
 * Typed arrays rather than an array per node: call trees reach a million nodes.
 */
export function childIndex(parent: ArrayLike<number>): { start: Int32Array; kids: Int32Array } {
  const n = parent.length;
  const start = new Int32Array(n + 1);
  for (let i = 1; i < n; i++) start[parent[i] + 1]++;
  for (let i = 0; i < n; i++) start[i + 1] += start[i];
  const kids = new Int32Array(Math.max(n - 1, 0));
  const fill = start.slice(0, n);
  for (let i = 1; i < n; i++) kids[fill[parent[i]]++] = i;
  return { start, kids };
}
