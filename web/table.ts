import type { ViewerData } from '../core/output/viewer-data.js';

/** One row of the function table: a frame name's totals, its change and its test. */
export type Row = { name: number; before: number; after: number; delta: number; self: number; q: number; significant: number };
export type SortKey = 'delta' | 'self' | 'total' | 'q';

/** Self value per function name (summed over its nodes), each side. */
export function selfByName(data: ViewerData): { b: Float64Array; a: Float64Array } {
  const b = new Float64Array(data.names.length);
  const a = new Float64Array(data.names.length);
  for (let i = 1; i < data.frame.length; i++) {
    b[data.frame[i]] += data.beforeSelf[i];
    a[data.frame[i]] += data.afterSelf[i];
  }
  return { b, a };
}

/** The tested functions as table rows, sorted by `key` (largest change first; q ascending). */
export function functionRows(data: ViewerData, selfOf: { b: Float64Array; a: Float64Array }, key: SortKey): Row[] {
  const rows: Row[] = data.functions.map((f) => ({ ...f, delta: f.after - f.before, self: selfOf.a[f.name] - selfOf.b[f.name] }));
  const k = (r: Row) => (key === 'delta' ? -Math.abs(r.delta) : key === 'self' ? -Math.abs(r.self) : key === 'total' ? -r.after : r.q);
  return rows.sort((x, y) => k(x) - k(y) || x.name - y.name);
}
