/**
 * Number formats shared by every renderer (text, Markdown, SVG, the viewer): one place decides
 * how a value of each comparison is written, so `--normalize-by absolute` is never printed as
 * a percentage and a tiny threshold never rounds to `|Δ| ≥ 0`.
 */

/** What a value is: a share or a bulk-relative cost (fractions), a weight in `unit`, or CPU s/s. */
export type ValueKind = 'share' | 'bulk' | 'absolute' | 'rate';

/** A value of the comparison. */
export function formatValueAs(kind: ValueKind, v: number, unit = 'samples'): string {
  if (kind === 'share' || kind === 'bulk') return `${(100 * v).toFixed(1)}%`;
  if (kind === 'rate') return `${v.toFixed(3)} CPU`;
  return formatQuantity(v, unit);
}

/** A change: percentage points for fractions, the unit otherwise; always signed (± for 0). */
export function formatDeltaAs(kind: ValueKind, d: number, unit = 'samples'): string {
  const sign = d > 0 ? '+' : d < 0 ? '−' : '±';
  const a = Math.abs(d);
  if (kind === 'share' || kind === 'bulk') {
    // A change that rounds to nothing has no direction to show: `±0.0 pp`, not `−0.0 pp`.
    const pp = (100 * a).toFixed(1);
    return `${pp === '0.0' ? '±' : sign}${pp} pp`;
  }
  if (kind === 'rate') return `${sign}${a.toFixed(3)} CPU`;
  return `${sign}${formatQuantity(a, unit)}`;
}

/** A q-value, with its name: `q = 0.012`, `q < 0.001`. */
export function formatQ(q: number): string {
  return q < 0.001 ? 'q < 0.001' : `q = ${q.toFixed(3)}`;
}

const TIME_UNITS: Readonly<Record<string, number>> = { nanoseconds: 1e-9, microseconds: 1e-6, milliseconds: 1e-3, seconds: 1 };

/**
 * A weight in its unit with three significant digits: times in s, ms, µs or ns as they read
 * best (a nanosecond count of 55,388,722 is `55.4 ms`), counts as whole numbers from 100 up.
 */
export function formatQuantity(v: number, unit: string): string {
  const perSecond = TIME_UNITS[unit];
  if (perSecond !== undefined) {
    const s = v * perSecond;
    const a = Math.abs(s);
    if (a >= 1) return `${sig(s)} s`;
    if (a >= 1e-3) return `${sig(s * 1e3)} ms`;
    if (a >= 1e-6) return `${sig(s * 1e6)} µs`;
    return `${sig(s * 1e9)} ns`;
  }
  const name = unit === 'samples' ? 'samples' : unit;
  return `${Math.abs(v) >= 100 ? Math.round(v).toLocaleString('en-US') : sig(v)} ${name}`;
}

function sig(x: number): string {
  if (x === 0) return '0';
  return Number(x.toPrecision(3)).toString();
}
