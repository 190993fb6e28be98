import { ingestName, queryText, sortLabels, type PyroscopeSource } from './source.js';

/**
 * Pyroscope requests as data, for both server generations: the client only sends them, and the
 * replay tests compare them with the recorded exchanges in `../shared/pyroscope/`.
 *
 * - Grafana Pyroscope v1 is asked through Connect (unary POST, JSON codec) for queries and
 *   labels, and through `/ingest` or Connect `Push` for pushes.
 * - The legacy server (pyroscope-io v0.x) has `/render`, `/labels`, `/label-values`, `/ingest`.
 * Time units differ by endpoint (gotcha 13): `/ingest` and `/render` take epoch seconds, Connect
 * takes milliseconds.
 */
export interface HttpRequest {
  readonly method: 'GET' | 'POST';
  /** Path and query string, already encoded. */
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string | Uint8Array;
}

export type PyroscopeApi = 'v1' | 'legacy';

const QUERIER = '/querier.v1.QuerierService';

function qs(params: readonly (readonly [string, string | number | undefined])[]): string {
  return params
    .filter((p) => p[1] !== undefined)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
}

function connect(method: string, body: unknown): HttpRequest {
  return { method: 'POST', path: `${QUERIER}/${method}`, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
}

/**
 * Which request fetches a profile: `render` is the flamebearer endpoint (legacy `/render`, v1
 * `/pyroscope/render`); on v1 `connect` is SelectMergeStacktraces (the default) and `pprof` is
 * SelectMergeProfile (JSON codec: a protojson pprof). All three give the same tree.
 */
export type ProfileEndpoint = 'render' | 'connect' | 'pprof';

export function defaultEndpoint(api: PyroscopeApi): ProfileEndpoint {
  return api === 'legacy' ? 'render' : 'connect';
}

/**
 * The whole merged tree of a query. `maxNodes` is always sent: both servers cap the tree by
 * default (8192 nodes) and fold the rest into "other" nodes (gotcha 8).
 */
export function profileRequest(
  source: Pick<PyroscopeSource, 'api' | 'name' | 'selector' | 'from' | 'until'>,
  maxNodes: number,
  endpoint: ProfileEndpoint = defaultEndpoint(source.api),
): HttpRequest {
  if (source.api === 'legacy' && endpoint !== 'render') throw new Error(`the legacy server has no ${endpoint} endpoint; use render`);
  if (endpoint === 'render') {
    const q = qs([
      ['query', queryText(source)],
      ['from', source.from],
      ['until', source.until],
      ['format', 'json'],
      ['max-nodes', maxNodes],
    ]);
    return { method: 'GET', path: `${source.api === 'v1' ? '/pyroscope/render' : '/render'}?${q}`, headers: {} };
  }
  return connect(endpoint === 'pprof' ? 'SelectMergeProfile' : 'SelectMergeStacktraces', {
    profileTypeID: source.name,
    labelSelector: source.selector,
    start: source.from * 1000,
    end: source.until * 1000,
    maxNodes,
  });
}

/** Label names, optionally limited to the series a query matches. */
export function labelNamesRequest(api: PyroscopeApi, from: number, until: number, query?: { name: string; selector: string }): HttpRequest {
  if (api === 'legacy') {
    const q = query ? qs([['query', queryText(query)], ['from', from], ['until', until]]) : '';
    return { method: 'GET', path: q ? `/labels?${q}` : '/labels', headers: {} };
  }
  return connect('LabelNames', { matchers: v1Matchers(query), start: from * 1000, end: until * 1000 });
}

/** The values of one label, optionally limited to the series a query matches. */
export function labelValuesRequest(api: PyroscopeApi, label: string, from: number, until: number, query?: { name: string; selector: string }): HttpRequest {
  if (api === 'legacy') {
    const q = qs([['label', label], ...(query ? ([['query', queryText(query)], ['from', from], ['until', until]] as const) : [])]);
    return { method: 'GET', path: `/label-values?${q}`, headers: {} };
  }
  return connect('LabelValues', { name: label, matchers: v1Matchers(query), start: from * 1000, end: until * 1000 });
}

/** What can be queried: v1 profile types, or the legacy server's application names. */
export function typesRequest(api: PyroscopeApi, from: number, until: number): HttpRequest {
  if (api === 'legacy') return { method: 'GET', path: `/label-values?${qs([['label', '__name__']])}`, headers: {} };
  return connect('ProfileTypes', { start: from * 1000, end: until * 1000 });
}

/**
 * v1 label queries take the selector as a matcher (an empty one as none). The profile type is
 * left out: labels are shared by a service's profile types, and Grafana's own UI asks this way.
 */
function v1Matchers(query?: { selector: string }): string[] {
  return query && query.selector.slice(1, -1).trim() !== '' ? [query.selector] : [];
}

export interface IngestParams {
  /** `app.cpu` for folded; the bare app name for pprof on v1 (gotcha 2). */
  readonly app: string;
  readonly labels: readonly (readonly [string, string])[];
  /** Epoch seconds. */
  readonly from: number;
  readonly until: number;
  readonly format: 'folded' | 'pprof';
  /** Folded only: samples per second (the server turns samples into time with it). */
  readonly sampleRate?: number;
  readonly spyName?: string;
  readonly body: Uint8Array;
}

/** `/ingest` (both servers): folded text, or gzipped pprof with `format=pprof`. */
export function ingestRequest(p: IngestParams): HttpRequest {
  const name = ingestName(p.app, p.labels);
  const params: [string, string | number | undefined][] = [
    ['name', name],
    ['from', p.from],
    ['until', p.until],
  ];
  if (p.format === 'pprof') {
    params.push(['format', 'pprof']);
    if (p.spyName) params.push(['spyName', p.spyName]);
  } else {
    params.push(['sampleRate', p.sampleRate], ['spyName', p.spyName], ['units', 'samples'], ['aggregationType', 'sum']);
  }
  return {
    method: 'POST',
    path: `/ingest?${qs(params)}`,
    headers: { 'Content-Type': p.format === 'pprof' ? 'application/octet-stream' : 'text/plain' },
    body: p.body,
  };
}

/** v1 Connect `Push`: one series, its labels (with `__name__` and `service_name`) and a gzipped pprof. */
export function pushRequest(labels: readonly (readonly [string, string])[], gzippedPprof: Uint8Array): HttpRequest {
  const body = {
    series: [{ labels: sortLabels(labels).map(([name, value]) => ({ name, value })), samples: [{ rawProfile: base64(gzippedPprof) }] }],
  };
  return { method: 'POST', path: '/push.v1.PusherService/Push', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
}

/** A JSON array of strings (legacy) or `{names: [...]}` (v1; `{}` when empty, gotcha 6). */
export function parseNames(api: PyroscopeApi, doc: unknown): string[] {
  if (api === 'legacy') {
    if (doc === null) return [];
    if (Array.isArray(doc) && doc.every((s) => typeof s === 'string')) return doc as string[];
  } else if (doc && typeof doc === 'object') {
    const names = (doc as { names?: unknown }).names ?? [];
    if (Array.isArray(names) && names.every((s) => typeof s === 'string')) return names as string[];
  }
  throw new Error(api === 'legacy' ? 'expected a JSON array of strings' : 'expected {"names": [...]}');
}

/** v1 `ProfileTypes` IDs, or the legacy server's application names. */
export function parseTypes(api: PyroscopeApi, doc: unknown): string[] {
  if (api === 'legacy') return parseNames('legacy', doc);
  const types = (doc as { profileTypes?: unknown } | null)?.profileTypes ?? [];
  if (!Array.isArray(types)) throw new Error('expected {"profileTypes": [...]}');
  return types.map((t) => String((t as { ID?: unknown }).ID ?? '')).filter((s) => s !== '');
}

/**
 * The server's own words from an error body: v1 sends `{"code","message"}` whose message may
 * itself be a JSON-encoded Connect error (gotcha 15); the legacy server sends plain text.
 * Long bodies (v1 echoes raw bytes, gotcha 11) are cut.
 */
export function serverMessage(body: string): string {
  let text = body.trim();
  for (let depth = 0; depth < 3; depth++) {
    if (!text.startsWith('{')) break;
    try {
      const doc = JSON.parse(text) as { message?: unknown; code?: unknown };
      if (typeof doc.message !== 'string') break;
      text = doc.message.trim();
    } catch {
      break;
    }
  }
  text = text.replace(/\s+/g, ' ');
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

/**
 * Which server limit a rejected push hit, by the message (v1 wraps every pprof `/ingest` error
 * into 422 "unknown", even rate limits, so the status alone does not tell; gotcha 9).
 */
export function pushLimitHint(status: number, message: string): string | undefined {
  const m = message.toLowerCase();
  if (m.includes('max_profile_stacktrace_samples') || m.includes('samples count limit')) {
    return 'the profile has more distinct samples than the server allows: raise -validation.max-profile-stacktrace-samples (per-tenant max_profile_stacktrace_samples), or push a shorter window';
  }
  if (m.includes('max_profile_size') || m.includes('profile size') || status === 413) {
    return 'the profile is larger than the server (or a proxy in front of it) accepts: raise -validation.max-profile-size-bytes (per-tenant max_profile_size_bytes) or the proxy\'s body size limit, or push a shorter window';
  }
  if (m.includes('outside of ingestion window')) {
    return 'Grafana Pyroscope v1 takes profiles from about the last hour up to 10 minutes ahead (its -validation.reject-older-than): push with a recent --from/--until, or leave them out (now)';
  }
  if (m.includes('rate limit') || m.includes('resource_exhausted') || status === 429) {
    return 'the push exceeds the ingestion rate limit; a single push larger than the burst is always refused, whatever the rate: raise -distributor.ingestion-rate-limit-mb and -distributor.ingestion-burst-size-mb (per-tenant ingestion_rate_mb / ingestion_burst_size_mb), or push smaller pieces';
  }
  return undefined;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Standard base64 (core stays free of Node's Buffer). */
export function base64(bytes: Uint8Array): string {
  let out = '';
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | (bytes[i + 1] << 8) | bytes[i + 2];
    out += B64[n >> 18] + B64[(n >> 12) & 63] + B64[(n >> 6) & 63] + B64[n & 63];
  }
  if (i < bytes.length) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8);
    out += B64[n >> 18] + B64[(n >> 12) & 63] + (i + 1 < bytes.length ? B64[(n >> 6) & 63] : '=') + '=';
  }
  return out;
}
