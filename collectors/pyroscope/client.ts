import { gzipSync } from 'node:zlib';
import { cpuNanoseconds, flamebearerSides } from '../../core/formats/flamebearer/index.js';
import { pprofFromProtoJson, pprofToProfile } from '../../core/formats/pprof/index.js';
import { asSampleCounts, type Profile } from '../../core/model/types.js';
import { presetFor } from '../../core/normalize/normalize.js';
import { foldedBytes } from '../../core/output/folded.js';
import { pprofBytes } from '../../core/output/pprof.js';
import {
  ingestRequest,
  labelNamesRequest,
  labelValuesRequest,
  parseNames,
  parseTypes,
  profileRequest,
  pushLimitHint,
  pushRequest,
  serverMessage,
  typesRequest,
  defaultEndpoint,
  type HttpRequest,
  type ProfileEndpoint,
  type PyroscopeApi,
} from '../../core/pyroscope/requests.js';
import { queryText, withMatcher, type PyroscopeSource } from '../../core/pyroscope/source.js';
import { fetchTransport, PermanentHttpError, realSleep, type HttpResponse, type HttpTransport, type Sleep } from './http.js';

/** How to reach a server. CLI flags map onto these one to one (`--pyroscope-url` → `url`, …). */
export interface PyroscopeClientOptions {
  /** Base URL, e.g. `http://127.0.0.1:4040` (a path prefix behind a proxy is kept). */
  readonly url: string;
  /** `USER:PASSWORD` for HTTP basic auth (Grafana Cloud: the stack's user ID and a token). */
  readonly basicAuth?: string;
  /** Sent as `Authorization: Bearer …`. */
  readonly bearerToken?: string;
  /** Sent as `X-Scope-OrgID` (multi-tenant Grafana Pyroscope). */
  readonly tenant?: string;
  /** Per-request timeout; default 30 s. */
  readonly timeoutSeconds?: number;
  /** Retries after a 429, a 5xx or no response; default 3. Waits 0.5 s, 1 s, 2 s… or Retry-After. */
  readonly retries?: number;
  /** Tree size asked for; default 1,048,576 nodes (the servers cap at 8192 unless asked, gotcha 8). */
  readonly maxNodes?: number;
  /** How v1 trees are fetched: connect (SelectMergeStacktraces, default), pprof (SelectMergeProfile) or render (/pyroscope/render). */
  readonly endpoint?: ProfileEndpoint;
  /**
   * v1 stores CPU time, not samples; the statistics estimate the sample count as time × this
   * rate. Default 100 Hz, the rate of Pyroscope's agents and Go's profiler.
   */
  readonly sampleRate?: number;
  /** Largest answer accepted, in MB; default 512 (a million-node tree is well under it). */
  readonly maxResponseMb?: number;
}

/** Side effects, injected: the transport and the wait between retries. */
export interface PyroscopeDeps {
  readonly http?: HttpTransport;
  readonly sleep?: Sleep;
  /** Where warnings go (a capped tree, an empty replicate). */
  readonly warn?: (message: string) => void;
  /** Told how many of a source's replicates are fetched so far (for a progress line). */
  readonly progress?: (done: number, total: number) => void;
}

/** A request the server refused or never answered; the message is the whole story. */
export class PyroscopeError extends Error {
  override name = 'PyroscopeError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export const DEFAULT_MAX_NODES = 1 << 20;
const BACKOFF_MS = 500;
const REPLICATE_CONCURRENCY = 4;
const BACKOFF_MAX_MS = 8000;

/** One profile fetched from a server, labelled for reports. */
export interface FetchedProfile {
  readonly label: string;
  readonly profile: Profile;
}

export interface PushParams {
  /** Application name, without a type suffix (`api`, not `api.cpu`). */
  readonly app: string;
  readonly labels: readonly (readonly [string, string])[];
  /** Epoch seconds. */
  readonly from: number;
  readonly until: number;
  /** `folded` through `/ingest` (both servers), `pprof` through `/ingest?format=pprof`, `connect`: v1's Push RPC with pprof. */
  readonly via: 'folded' | 'pprof' | 'connect';
}

/**
 * A Pyroscope client for both server generations (see `core/pyroscope/requests.ts` for the
 * wire details). Every request carries the auth and tenant headers, a timeout, and is retried
 * with exponential backoff on 429, 5xx and network failures.
 */
export class PyroscopeClient {
  private readonly http: HttpTransport;
  private readonly sleep: Sleep;
  private readonly warn: (message: string) => void;
  private readonly progress?: (done: number, total: number) => void;
  readonly maxNodes: number;

  constructor(
    readonly options: PyroscopeClientOptions,
    deps: PyroscopeDeps = {},
  ) {
    this.http = deps.http ?? fetchTransport;
    this.sleep = deps.sleep ?? realSleep;
    this.warn = deps.warn ?? (() => {});
    this.progress = deps.progress;
    this.maxNodes = options.maxNodes ?? DEFAULT_MAX_NODES;
  }

  private base(): string {
    return this.options.url.replace(/\/+$/, '');
  }

  private headers(req: HttpRequest): Record<string, string> {
    const h: Record<string, string> = { ...req.headers };
    if (this.options.basicAuth) h.Authorization = `Basic ${Buffer.from(this.options.basicAuth).toString('base64')}`;
    else if (this.options.bearerToken) h.Authorization = `Bearer ${this.options.bearerToken}`;
    if (this.options.tenant) h['X-Scope-OrgID'] = this.options.tenant;
    return h;
  }

  /** Sends a request, retrying what may pass on a second try; returns any final response. */
  async send(req: HttpRequest): Promise<HttpResponse> {
    const retries = this.options.retries ?? 3;
    const url = `${this.base()}${req.path}`;
    for (let attempt = 0; ; attempt++) {
      let res: HttpResponse | undefined;
      let failure: string | undefined;
      try {
        res = await this.http({ method: req.method, url, headers: this.headers(req), body: req.body, timeoutMs: (this.options.timeoutSeconds ?? 30) * 1000, maxBytes: (this.options.maxResponseMb ?? 512) * 2 ** 20 });
      } catch (e) {
        if (e instanceof PermanentHttpError) throw new PyroscopeError(`${this.base()}: ${req.method} ${pathOnly(req.path)}: ${e.message}`);
        failure = describeNetworkError(e, this.options.timeoutSeconds ?? 30);
      }
      const retriable = res === undefined || res.status === 429 || res.status >= 500;
      if (!retriable || attempt >= retries) {
        if (res) return res;
        throw new PyroscopeError(`${this.base()}: no response to ${req.method} ${pathOnly(req.path)} (${failure}${retries > 0 ? `, after ${retries + 1} attempts` : ''})`);
      }
      const retryAfter = res ? Number(res.headers['retry-after']) : NaN;
      const wait = Number.isFinite(retryAfter) && retryAfter >= 0 ? Math.min(retryAfter * 1000, 30_000) : Math.min(BACKOFF_MS * 2 ** attempt, BACKOFF_MAX_MS);
      await this.sleep(wait);
    }
  }

  /** Sends and demands a 2xx JSON answer. */
  private async json(req: HttpRequest, hint?: (status: number, message: string) => string | undefined): Promise<unknown> {
    const res = await this.send(req);
    const text = new TextDecoder().decode(res.body);
    if (res.status < 200 || res.status >= 300) {
      const message = serverMessage(text) || '(empty body)';
      const extra = hint?.(res.status, message) ?? genericHint(res.status, message);
      throw new PyroscopeError(`${this.base()}: ${req.method} ${pathOnly(req.path)} failed with HTTP ${res.status}: ${message}${extra ? `; ${extra}` : ''}`, res.status);
    }
    try {
      return JSON.parse(text);
    } catch (e) {
      throw new PyroscopeError(`${this.base()}: ${pathOnly(req.path)} answered with invalid JSON (${(e as Error).message}); expected a JSON document`, res.status);
    }
  }

  /**
   * The profiles a source names: one merged profile, or with `replicatesBy` one profile per value
   * of that label (each host, pod or run becomes a replicate for the statistics).
   */
  async fetchProfiles(source: PyroscopeSource, replicatesBy?: string): Promise<FetchedProfile[]> {
    if (!replicatesBy) return [await this.fetchOne(source, source.text)];
    const values = await this.labelValues(source.api, replicatesBy, source.from, source.until, source);
    if (values.length === 0) {
      throw new PyroscopeError(`${source.text}: no series has the label ${JSON.stringify(replicatesBy)} in this window; "flamediff pyroscope labels" lists the labels there are`);
    }
    // A few requests at a time (a fleet may have hundreds of pods); results keep label order.
    const sortedValues = [...values].sort();
    const out: FetchedProfile[] = new Array(sortedValues.length);
    let next = 0;
    let done = 0;
    const worker = async () => {
      for (let i = next++; i < sortedValues.length; i = next++) {
        const v = sortedValues[i];
        out[i] = await this.fetchOne({ ...source, selector: withMatcher(source.selector, replicatesBy, v) }, `${source.text} ${replicatesBy}=${v}`);
        this.progress?.(++done, sortedValues.length);
      }
    };
    this.progress?.(0, sortedValues.length);
    await Promise.all(Array.from({ length: Math.min(REPLICATE_CONCURRENCY, sortedValues.length) }, worker));
    return out;
  }

  private async fetchOne(source: PyroscopeSource, label: string): Promise<FetchedProfile> {
    const endpoint = source.api === 'legacy' ? 'render' : this.options.endpoint ?? defaultEndpoint(source.api);
    let maxNodes = this.maxNodes;
    let doc: unknown;
    try {
      doc = await this.json(profileRequest(source, maxNodes, endpoint), queryHint(source));
    } catch (e) {
      // A v1 server with -querier.max-flamegraph-nodes-max set refuses a bigger request:
      // ask again for as much as it allows, and say that the tree may be capped.
      const allowed = e instanceof PyroscopeError ? /max flamegraph nodes limit \d+ is greater than allowed (\d+)/.exec(e.message) : null;
      if (!allowed || Number(allowed[1]) >= maxNodes) throw e;
      maxNodes = Number(allowed[1]);
      this.warn(`${this.base()} allows trees of at most ${maxNodes} nodes (-querier.max-flamegraph-nodes-max); asked for that many`);
      doc = await this.json(profileRequest(source, maxNodes, endpoint), queryHint(source));
    }
    let p: Profile;
    try {
      p = endpoint === 'pprof' ? pprofToProfile(pprofFromProtoJson(doc), label) : flamebearerSides(doc, label).right;
    } catch (e) {
      throw new PyroscopeError(`${this.base()}: unexpected answer to ${queryText(source)}: ${(e as Error).message}`);
    }
    // v1 CPU types hold nanoseconds (`…:cpu:nanoseconds:…`); see cpuNanoseconds.
    if (source.api === 'v1' && source.name.split(':')[2] === 'nanoseconds' && p.unit !== 'nanoseconds') p = cpuNanoseconds(p, this.options.sampleRate);
    if (p.stackSelf.every((w) => w === 0)) {
      throw new PyroscopeError(`${label}: no samples in ${new Date(source.from * 1000).toISOString()}..${new Date(source.until * 1000).toISOString()}; check the query and window ("flamediff pyroscope labels" lists what is stored)`);
    }
    if (p.frames.some((f) => f.name === 'other')) {
      this.warn(`${label}: the server merged part of the tree into "other" nodes (its node cap); raise --max-nodes (now ${maxNodes}) or the server's limit`);
    }
    return { label, profile: p };
  }

  /** Label names (v1 internal `__…__` labels left out), optionally under a query. */
  async labelNames(api: PyroscopeApi, from: number, until: number, query?: { name: string; selector: string }): Promise<string[]> {
    const names = parseOrFail(api, await this.json(labelNamesRequest(api, from, until, query), apiHint(api)), parseNames, this.base());
    return names.filter((n) => !(n.startsWith('__') && n.endsWith('__'))).sort();
  }

  async labelValues(api: PyroscopeApi, label: string, from: number, until: number, query?: { name: string; selector: string }): Promise<string[]> {
    return parseOrFail(api, await this.json(labelValuesRequest(api, label, from, until, query), apiHint(api)), parseNames, this.base()).sort();
  }

  /** v1 profile types, or the legacy server's application names (`app.cpu`). */
  async types(api: PyroscopeApi, from: number, until: number): Promise<string[]> {
    return parseOrFail(api, await this.json(typesRequest(api, from, until), apiHint(api)), parseTypes, this.base()).sort();
  }

  /** Pushes one profile; a refusal names the server limit to raise. */
  async push(profile: Profile, p: PushParams): Promise<{ bytes: number; path: string }> {
    let req: HttpRequest;
    if (p.via === 'connect') {
      const labels: [string, string][] = [['__name__', 'process_cpu'], ['service_name', p.app], ...p.labels.map(([k, v]) => [k, v] as [string, string])];
      const pprof = gzipSync(pprofBytes(profile, { timeNanos: BigInt(p.from) * 1_000_000_000n, durationNanos: BigInt(p.until - p.from) * 1_000_000_000n }));
      req = pushRequest(labels, pprof);
    } else if (p.via === 'pprof') {
      req = ingestRequest({ app: p.app, labels: p.labels, from: p.from, until: p.until, format: 'pprof', body: gzipSync(pprofBytes(profile)) });
    } else {
      // Folded /ingest takes sample counts and a rate; time-weighted profiles are converted.
      let counts = asSampleCounts(profile);
      if (!counts) {
        this.warn(`the profile is weighted in ${profile.unit} with no known sample period: its weights are sent as sample counts at 100 Hz (use --via pprof to keep the unit)`);
        counts = { ...profile, unit: 'samples', meta: { ...profile.meta, sampleRate: 100 } };
      }
      const body = Buffer.concat([...foldedBytes([counts])]);
      req = ingestRequest({
        app: `${p.app}.cpu`,
        labels: p.labels,
        from: p.from,
        until: p.until,
        format: 'folded',
        sampleRate: Math.round(counts.meta.sampleRate ?? 100),
        spyName: spyNameOf(profile),
        body,
      });
    }
    const res = await this.send(req);
    if (res.status < 200 || res.status >= 300) {
      const message = serverMessage(new TextDecoder().decode(res.body)) || '(empty body)';
      const hint =
        pushLimitHint(res.status, message) ??
        (p.via === 'connect' && (res.status === 404 || res.status === 415) ? '--via connect needs Grafana Pyroscope v1; use --via folded or pprof (/ingest) for the legacy server' : undefined) ??
        genericHint(res.status, message);
      throw new PyroscopeError(`${this.base()}: push refused with HTTP ${res.status}: "${message}"${hint ? `; ${hint}` : ''}`, res.status);
    }
    const size = typeof req.body === 'string' ? Buffer.byteLength(req.body) : req.body?.length ?? 0;
    return { bytes: size, path: pathOnly(req.path) };
  }
}

/** py-spy's and perf's names as Pyroscope knows them; anything else is ours. */
function spyNameOf(profile: Profile): string {
  if (profile.meta.profiler === 'py-spy' || presetFor(profile) === 'py-spy') return 'pyspy';
  if (profile.meta.profiler === 'perf') return 'perf_script';
  return 'flamediff';
}

function pathOnly(path: string): string {
  const q = path.indexOf('?');
  return q < 0 ? path : path.slice(0, q);
}

function parseOrFail<T>(api: PyroscopeApi, doc: unknown, parse: (api: PyroscopeApi, doc: unknown) => T, base: string): T {
  try {
    return parse(api, doc);
  } catch (e) {
    throw new PyroscopeError(`${base}: unexpected answer (${(e as Error).message})`);
  }
}

function queryHint(source: PyroscopeSource) {
  return (status: number, message: string): string | undefined => {
    if (status === 404 || status === 415) {
      return source.api === 'v1'
        ? 'the query has a profile type, so it was sent as a Grafana Pyroscope v1 query; for a legacy (v0.x) server write APP.TYPE{…}, e.g. api.cpu{version="1"}'
        : 'the query has an application name, so it was sent to the legacy (v0.x) /render endpoint; for Grafana Pyroscope v1 write PROFILE_TYPE{…}, e.g. process_cpu:cpu:nanoseconds:cpu:nanoseconds{service_name="api"}';
    }
    if (/invalid application name: .*:/.test(message)) return 'this is a legacy (v0.x) server: write APP.TYPE{…} queries, e.g. api.cpu{version="1"}';
    if (/failed to parse 'query'|must contain a profile-type/.test(message)) return 'Grafana Pyroscope v1 needs PROFILE_TYPE{…} queries ("flamediff pyroscope types" lists them)';
    return undefined;
  };
}

/** A 404 on a label or type request usually means the other server generation. */
function apiHint(api: PyroscopeApi) {
  return (status: number): string | undefined =>
    status === 404 || status === 415 ? (api === 'v1' ? 'the server has no v1 Connect API: for a legacy (v0.x) server add --api legacy' : 'the server has no legacy API: for Grafana Pyroscope v1 use --api v1') : undefined;
}

function genericHint(status: number, message: string): string | undefined {
  if (status === 401 || status === 403) return 'check --basic-auth / --bearer-token and --tenant';
  if (/tenant|org ?id/i.test(message)) return 'set the tenant with --tenant (sent as X-Scope-OrgID)';
  return undefined;
}

function describeNetworkError(e: unknown, timeoutSeconds: number): string {
  const err = e as Error & { cause?: { code?: string; message?: string } };
  if (err.name === 'TimeoutError' || err.name === 'AbortError') return `timed out after ${timeoutSeconds} s; raise --timeout`;
  const code = err.cause?.code;
  if (code === 'ECONNREFUSED') return 'connection refused: is the server running and is --pyroscope-url right?';
  if (code === 'ENOTFOUND') return 'unknown host';
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return 'the server closed the connection';
  return err.cause?.message ?? err.message;
}
