/**
 * The Pyroscope source syntax: how a profile stored in a Pyroscope server is named wherever a
 * profile file is accepted (`diff`, `view`, `svg`, `collapse`).
 *
 *   pyroscope:QUERY[@FROM[..UNTIL]]
 *   pyroscope+http://HOST:PORT/QUERY[@FROM[..UNTIL]]      (https too: the server in the source)
 *
 * QUERY is what the server's own UI takes:
 *   - Grafana Pyroscope v1: `PROFILE_TYPE{matchers}`, e.g.
 *     `process_cpu:cpu:nanoseconds:cpu:nanoseconds{service_name="api",version="1.4"}`, or just
 *     `{service_name="api"}` for the default CPU type;
 *   - legacy pyroscope (v0.x): `APP.TYPE{matchers}`, e.g. `api.cpu{version="1.4"}`.
 * The API follows from the query's shape (a profile type has four colons, an app name none), so
 * no round trip is spent guessing. Times are `now`, `now-1h` (s, m, h, d, w; combinable:
 * `now-1h30m`), epoch seconds or milliseconds, or ISO 8601; the default window is `now-1h..now`.
 * Pure: `now` is passed in, nothing is fetched here.
 */
export interface PyroscopeSource {
  /** The text as given (for messages and report labels). */
  readonly text: string;
  /** Base URL when the source names its server (`pyroscope+http://…`). */
  readonly server?: string;
  readonly api: 'v1' | 'legacy';
  /** v1: the profile type ID; legacy: the `app.type` name. */
  readonly name: string;
  /** The label selector, always braced (`{}` when empty). */
  readonly selector: string;
  /** Epoch seconds. */
  readonly from: number;
  readonly until: number;
}

/** v1's CPU profile type, used when a v1 query gives only a selector. */
export const DEFAULT_PROFILE_TYPE = 'process_cpu:cpu:nanoseconds:cpu:nanoseconds';

/** A malformed source, time or label: the message says what was expected. */
export class PyroscopeSyntaxError extends Error {
  override name = 'PyroscopeSyntaxError';
}

const PREFIX = /^pyroscope(?:\+(https?):\/\/([^/]+)\/|:)/;

/** True for arguments in the Pyroscope source syntax (anything else is a file path). */
export function isPyroscopeSource(arg: string): boolean {
  return PREFIX.test(arg);
}

/** Parses a source argument; `nowMs` resolves relative times. */
export function parsePyroscopeSource(text: string, nowMs: number): PyroscopeSource {
  const m = PREFIX.exec(text);
  if (!m) throw new PyroscopeSyntaxError(`${JSON.stringify(text)}: expected pyroscope:QUERY[@FROM[..UNTIL]] or pyroscope+http://HOST/QUERY`);
  const server = m[1] ? `${m[1]}://${m[2]}` : undefined;
  const rest = text.slice(m[0].length);
  // The time range follows the selector's closing brace (label values may hold '@').
  const close = rest.lastIndexOf('}');
  const at = rest.indexOf('@', close + 1);
  const query = at < 0 ? rest : rest.slice(0, at);
  const range = at < 0 ? undefined : rest.slice(at + 1);
  const brace = query.indexOf('{');
  let name = (brace < 0 ? query : query.slice(0, brace)).trim();
  const selector = brace < 0 ? '{}' : query.slice(brace).trim();
  const where = `${JSON.stringify(text)}`;
  if (brace >= 0 && !selector.endsWith('}')) throw new PyroscopeSyntaxError(`${where}: the label selector must end with "}"`);
  checkSelector(selector, where);
  let api: 'v1' | 'legacy';
  if (name === '') {
    api = 'v1';
    name = DEFAULT_PROFILE_TYPE;
  } else if (name.includes(':')) {
    api = 'v1';
    if (!/^[^:{}\s]+(?::[^:{}\s]+){4}(?::delta)?$/.test(name)) {
      throw new PyroscopeSyntaxError(`${where}: a profile type is NAME:SAMPLE_TYPE:SAMPLE_UNIT:PERIOD_TYPE:PERIOD_UNIT (e.g. ${DEFAULT_PROFILE_TYPE}); "flamediff pyroscope types" lists them`);
    }
  } else {
    api = 'legacy';
    if (!/^[A-Za-z0-9_.\-/]+$/.test(name)) throw new PyroscopeSyntaxError(`${where}: expected an application name such as api.cpu before the selector`);
  }
  let fromSpec = 'now-1h';
  let untilSpec = 'now';
  if (range !== undefined) {
    const dots = range.indexOf('..');
    fromSpec = dots < 0 ? range : range.slice(0, dots);
    if (dots >= 0) untilSpec = range.slice(dots + 2);
  }
  const from = parseTime(fromSpec, nowMs, `${where}: FROM`);
  const until = parseTime(untilSpec, nowMs, `${where}: UNTIL`);
  if (!(until > from)) throw new PyroscopeSyntaxError(`${where}: the window is empty (${fromSpec}..${untilSpec}); expected FROM before UNTIL`);
  return { text, server, api, name, selector, from, until };
}

const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400, w: 604800 };

/** A time as epoch seconds: `now`, `now-1h30m`, epoch s or ms, or ISO 8601. */
export function parseTime(spec: string, nowMs: number, what = 'time'): number {
  const s = spec.trim();
  const now = Math.floor(nowMs / 1000);
  const rel = /^now(?:([-+])((?:\d+[smhdw])+))?$/.exec(s);
  if (rel) {
    if (!rel[1]) return now;
    let secs = 0;
    for (const part of rel[2].matchAll(/(\d+)([smhdw])/g)) secs += Number(part[1]) * UNIT_SECONDS[part[2]];
    return rel[1] === '-' ? now - secs : now + secs;
  }
  if (/^\d{9,10}$/.test(s)) return Number(s);
  if (/^\d{12,13}$/.test(s)) return Math.floor(Number(s) / 1000);
  if (/^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?(?:Z|[+-]\d{2}:?\d{2})?$/.test(s)) {
    const ms = Date.parse(/[zZ]|[+-]\d{2}:?\d{2}$/.test(s.slice(10)) || s.length === 10 ? s : `${s}Z`);
    if (Number.isFinite(ms)) return Math.floor(ms / 1000);
  }
  throw new PyroscopeSyntaxError(`${what} ${JSON.stringify(spec)}: expected now, now-1h (units s m h d w), epoch seconds or ISO 8601 (2026-11-22T11:03:00Z)`);
}

/**
 * Checks a selector's shape: `{}` or `{name OP "value", …}` with OP one of = != =~ !~ and quoted
 * values. Both servers reject unquoted values, with messages that do not say so (gotcha 1), so
 * say it here, before a round trip.
 */
function checkSelector(selector: string, where: string): void {
  const body = selector.slice(1, -1).trim();
  if (body === '') return;
  const matcher = /\s*([A-Za-z_][A-Za-z0-9_.]*)\s*(=~|!~|!=|=)\s*("(?:[^"\\]|\\.)*")\s*(,|$)/y;
  let i = 0;
  while (i < body.length) {
    matcher.lastIndex = i;
    const m = matcher.exec(body);
    if (!m) {
      const unquoted = /^\s*[A-Za-z_][A-Za-z0-9_.]*\s*(=~|!~|!=|=)\s*[^"\s]/.test(body.slice(i));
      throw new PyroscopeSyntaxError(
        `${where}: bad label matcher at ${JSON.stringify(body.slice(i).split(',')[0].trim())}: expected name="value"${unquoted ? ' (query values must be double-quoted)' : ''}`,
      );
    }
    i = matcher.lastIndex;
  }
}

/** The selector with one more equality matcher (used to query each replicate). */
export function withMatcher(selector: string, label: string, value: string): string {
  const body = selector.slice(1, -1).trim();
  const m = `${label}=${JSON.stringify(value)}`;
  return `{${body === '' ? m : `${body},${m}`}}`;
}

/** The full query text as the servers take it: `name{selector}`. */
export function queryText(source: Pick<PyroscopeSource, 'name' | 'selector'>): string {
  return `${source.name}${source.selector}`;
}

const LABEL_NAME = /^[A-Za-z_][A-Za-z0-9_.]*$/;

/**
 * Parses `--label k=v`. Values are kept for `/ingest` names, which take them *unquoted*: a
 * quoted value keeps its quotes on both servers (gotcha 1), so quotes are refused, as are the
 * characters that would end the name's selector early.
 */
export function parseLabel(arg: string): [string, string] {
  const eq = arg.indexOf('=');
  if (eq <= 0) throw new PyroscopeSyntaxError(`--label ${JSON.stringify(arg)}: expected KEY=VALUE`);
  const key = arg.slice(0, eq);
  const value = arg.slice(eq + 1);
  if (!LABEL_NAME.test(key)) throw new PyroscopeSyntaxError(`--label ${JSON.stringify(arg)}: the key must match [A-Za-z_][A-Za-z0-9_.]*`);
  if (value === '') throw new PyroscopeSyntaxError(`--label ${JSON.stringify(arg)}: the value is empty`);
  if (/[{},="'\s\\]/.test(value)) {
    throw new PyroscopeSyntaxError(`--label ${JSON.stringify(arg)}: the value may not hold quotes, spaces, backslashes or any of { } , = (the server would keep quotes as part of the value, or cut the name short)`);
  }
  return [key, value];
}

/** Label pairs by key, so the same labels always make the same request bytes. */
export function sortLabels<T extends readonly [string, string]>(labels: readonly T[]): T[] {
  return [...labels].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

/** The `/ingest` name: `app.cpu{k=v,…}`, values unquoted, keys sorted for stable requests. */
export function ingestName(app: string, labels: readonly (readonly [string, string])[]): string {
  return `${app}{${sortLabels(labels).map(([k, v]) => `${k}=${v}`).join(',')}}`;
}
