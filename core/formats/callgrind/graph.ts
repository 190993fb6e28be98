/**
 * A call graph as callgrind records it: each function's own (exclusive) cost, and per call
 * site the inclusive cost of the calls (`calls=` lines). Functions are numbered in the order
 * they were first met, so everything built from the graph is deterministic.
 */
export class CallGraph {
  readonly names: string[] = [];
  private readonly ids = new Map<string, number>();
  readonly self: number[] = [];
  /** Per caller, callee → inclusive cost of its calls from there (summed over call sites). */
  readonly calls: Map<number, number>[] = [];

  fn(name: string): number {
    let id = this.ids.get(name);
    if (id === undefined) {
      id = this.names.length;
      this.ids.set(name, id);
      this.names.push(name);
      this.self.push(0);
      this.calls.push(new Map());
    }
    return id;
  }

  addSelf(fn: number, cost: number): void {
    this.self[fn] += cost;
  }

  addCall(caller: number, callee: number, cost: number): void {
    const m = this.calls[caller];
    m.set(callee, (m.get(callee) ?? 0) + cost);
  }

  /** Own cost plus the inclusive cost of everything it calls. */
  total(fn: number): number {
    let t = this.self[fn];
    for (const c of this.calls[fn].values()) t += c;
    return t;
  }
}

/**
 * Unfolds the graph into stacks, as speedscope does with callgrind files: a graph does not say
 * which caller a callee's own callees' cost came through, so each function's cost is split
 * among the places it is called from in proportion to the cost of those calls. The roots are
 * the functions whose total exceeds what their callers account for. A call back into a
 * function already on the stack (recursion) is not followed; its cost stays with the caller's
 * call edge and is not drawn. Calls `emit(stack, weight)` for every stack with own cost.
 */
export function unfold(g: CallGraph, emit: (stack: readonly number[], weight: number) => void): void {
  const n = g.names.length;
  const totals = Array.from({ length: n }, (_, f) => g.total(f));
  const rootWeight = totals.slice();
  for (const m of g.calls) for (const [callee, cost] of m) rootWeight[callee] -= cost;
  const stack: number[] = [];
  const onStack = new Uint8Array(n);
  const visit = (fn: number, weight: number): void => {
    if (onStack[fn]) return;
    onStack[fn] = 1;
    stack.push(fn);
    const ratio = totals[fn] > 0 ? weight / totals[fn] : 0;
    for (const [callee, cost] of g.calls[fn]) visit(callee, cost * ratio);
    const own = g.self[fn] * ratio;
    if (own > 0) emit(stack, own);
    stack.pop();
    onStack[fn] = 0;
  };
  for (let f = 0; f < n; f++) if (rootWeight[f] > 0) visit(f, rootWeight[f]);
}
