import type { ViewerData } from '../core/output/viewer-data.js';

/** A merged call tree rooted at one function: names, parents and each side's values. */
export type SandwichTree = { names: number[]; parent: number[]; before: number[]; after: number[]; kids: Map<string, number> };

/**
 * The sandwich of a function: its callers (paths up to the root, merged, growing up from the
 * function) and its callees (everything under its occurrences, merged). Occurrences are counted
 * once per stack (the topmost), so recursion does not count twice.
 */
export function sandwichTrees(data: ViewerData, selected: number): { callers: SandwichTree; callees: SandwichTree } {
  const n = data.frame.length;
  const occ: number[] = [];
  for (let i = 1; i < n; i++) {
    if (data.frame[i] !== selected) continue;
    let nested = false;
    for (let m = data.parent[i]; m > 0; m = data.parent[m]) if (data.frame[m] === selected) nested = true;
    if (!nested) occ.push(i);
  }
  const tree = (): SandwichTree => ({ names: [selected], parent: [-1], before: [0], after: [0], kids: new Map() });
  const child = (t: SandwichTree, p: number, name: number) => {
    const key = `${p}:${name}`;
    let c = t.kids.get(key);
    if (c === undefined) {
      c = t.names.length;
      t.names.push(name);
      t.parent.push(p);
      t.before.push(0);
      t.after.push(0);
      t.kids.set(key, c);
    }
    return c;
  };
  const callers = tree();
  const callees = tree();
  const kidsOf = new Map<number, number[]>();
  for (let i = 1; i < n; i++) {
    const list = kidsOf.get(data.parent[i]) ?? [];
    list.push(i);
    kidsOf.set(data.parent[i], list);
  }
  for (const o of occ) {
    callers.before[0] += data.before[o];
    callers.after[0] += data.after[o];
    let c = 0;
    for (let m = data.parent[o]; m > 0; m = data.parent[m]) {
      c = child(callers, c, data.frame[m]);
      callers.before[c] += data.before[o];
      callers.after[c] += data.after[o];
    }
    callees.before[0] += data.before[o];
    callees.after[0] += data.after[o];
    // Iteratively: call trees of recursive code are deep.
    const todo: [number, number][] = [[o, 0]];
    while (todo.length > 0) {
      const [node, at] = todo.pop()!;
      for (const k of kidsOf.get(node) ?? []) {
        const c2 = child(callees, at, data.frame[k]);
        callees.before[c2] += data.before[k];
        callees.after[c2] += data.after[k];
        todo.push([k, c2]);
      }
    }
  }
  return { callers, callees };
}
