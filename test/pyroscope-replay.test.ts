import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PyroscopeClient, PyroscopeError } from '../collectors/pyroscope/client.js';
import type { HttpCall } from '../collectors/pyroscope/http.js';
import { flamebearerSides } from '../core/formats/flamebearer/index.js';
import type { Profile } from '../core/model/types.js';
import { foldedString } from '../core/output/folded.js';
import { parsePyroscopeSource } from '../core/pyroscope/source.js';
import { parseBytes } from './support/parse.js';
import { exchange, normalizedJson, PYROSCOPE_DIR, queryPairs, recordingsPresent, replay } from './support/pyroscope-replay.js';

/**
 * The client against real recorded exchanges with Grafana Pyroscope v1.12.0 (which cannot be
 * built here) and the legacy v0.37.2 server: each request it builds must match the recorded one
 * (method, path, query, JSON body), and each recorded answer must be read right.
 */
const WINDOW = '@1795345320..1795345500';
const NOW = 1795345500_000;
const V1 = 'v1.12.0';
const LEGACY = 'v0.37.2';

/** `stack count` lines of a payload, counts scaled (v1 turns 100 Hz samples into ns). */
function payload(name: string, scale = 1): Map<string, number> {
  const m = new Map<string, number>();
  for (const line of readFileSync(join(PYROSCOPE_DIR, 'payloads', name), 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const i = line.lastIndexOf(' ');
    const k = line.slice(0, i);
    m.set(k, (m.get(k) ?? 0) + Number(line.slice(i + 1)) * scale);
  }
  return m;
}

function stacks(p: Profile): Map<string, number> {
  const m = new Map<string, number>();
  for (const line of foldedString(p).split('\n')) {
    if (!line) continue;
    const i = line.lastIndexOf(' ');
    m.set(line.slice(0, i), Number(line.slice(i + 1)));
  }
  return m;
}

const sorted = (m: Map<string, number>) => [...m].sort((a, b) => (a[0] < b[0] ? -1 : 1));

function client(expected: Parameters<typeof replay>[0], options: Partial<ConstructorParameters<typeof PyroscopeClient>[0]> = {}) {
  const r = replay(expected);
  const warnings: string[] = [];
  const sleeps: number[] = [];
  const c = new PyroscopeClient(
    { url: 'http://127.0.0.1:4040', maxNodes: 1024, retries: 0, ...options },
    { http: r.http, sleep: async (ms) => void sleeps.push(ms), warn: (m) => warnings.push(m) },
  );
  return { c, calls: r.calls, warnings, sleeps };
}

const src = (q: string) => parsePyroscopeSource(`pyroscope:${q}${WINDOW}`, NOW);

describe.skipIf(!recordingsPresent())('Pyroscope client, replayed against Grafana Pyroscope v1.12.0', () => {
  it('SelectMergeStacktraces: the request matches the recorded one and the tree equals the pushed folded profile', async () => {
    for (const [id, version, file] of [['30', '1', 'before.folded'], ['31', '2', 'after.folded']] as const) {
      const { c } = client([{ ex: exchange(V1, id) }]);
      const [r] = await c.fetchProfiles(src(`process_cpu:cpu:nanoseconds:cpu:nanoseconds{service_name="webapp",version="${version}"}`));
      // v1 stored the 100 Hz samples as nanoseconds: 1 sample = 1e7 ns.
      expect(sorted(stacks(r.profile))).toEqual(sorted(payload(file, 1e7)));
      // CPU time, with the sample count the statistics need estimated at 100 Hz: exact here.
      expect(r.profile.unit).toBe('nanoseconds');
      expect(r.profile.meta.sampleCount).toBe([...payload(file).values()].reduce((a, b) => a + b, 0));
    }
    const at50 = client([{ ex: exchange(V1, '30') }], { sampleRate: 50 });
    const [half] = await at50.c.fetchProfiles(src('{service_name="webapp",version="1"}'));
    expect(half.profile.meta.sampleCount).toBe(880);
  });

  it('the other two endpoints give the same tree: /pyroscope/render and SelectMergeProfile (protojson pprof)', async () => {
    const q = 'process_cpu:cpu:nanoseconds:cpu:nanoseconds{service_name="webapp",version="1"}';
    const render = client([{ ex: exchange(V1, '20') }], { endpoint: 'render' });
    const [r] = await render.c.fetchProfiles(src(q));
    expect(sorted(stacks(r.profile))).toEqual(sorted(payload('before.folded', 1e7)));
    // SelectMergeProfile was recorded with maxNodes 16 only: the capped tree keeps the total.
    const pprof = client([{ ex: exchange(V1, '41') }], { endpoint: 'pprof', maxNodes: 16 });
    const [p] = await pprof.c.fetchProfiles(src('process_cpu:cpu:nanoseconds:cpu:nanoseconds{service_name="webapp",version="2"}'));
    const total = [...payload('after.folded', 1e7).values()].reduce((a, b) => a + b, 0);
    expect([...stacks(p.profile).values()].reduce((a, b) => a + b, 0)).toBe(total);
    expect(pprof.warnings.join('\n')).toMatch(/"other"/);
    // 83 was sent without "maxNodes": the body differs only there.
    const body83 = normalizedJson(exchange(V1, '83').body) as { labelSelector: string; profileTypeID: string };
    const empty = client([{ ex: exchange(V1, '83'), bodyCheck: 'none' }], { endpoint: 'pprof' });
    await expect(empty.c.fetchProfiles(src(`${body83.profileTypeID}${body83.labelSelector}`))).rejects.toThrow(/no samples/);
  });

  it('a bare selector queries the CPU profile type', async () => {
    const { c, calls } = client([{ ex: exchange(V1, '30') }]);
    await c.fetchProfiles(src('{service_name="webapp",version="1"}'));
    expect((normalizedJson(calls[0].body as string) as { profileTypeID: string }).profileTypeID).toBe('process_cpu:cpu:nanoseconds:cpu:nanoseconds');
  });

  it('a capped tree ("other" nodes) is read, with a warning to raise --max-nodes', async () => {
    const { c, warnings } = client([{ ex: exchange(V1, '32') }], { maxNodes: 8 });
    const [r] = await c.fetchProfiles(src('process_cpu:cpu:nanoseconds:cpu:nanoseconds{service_name="webapp",version="2"}'));
    expect(r.profile.frames.some((f) => f.name === 'other')).toBe(true);
    expect(warnings.join('\n')).toMatch(/"other".*--max-nodes/);
  });

  it('an empty answer (no total, gotcha 6) is an error that says there were no samples', async () => {
    const { c } = client([{ ex: exchange(V1, '81') }]);
    const ex = exchange(V1, '81');
    const body = normalizedJson(ex.body) as { labelSelector: string; profileTypeID: string };
    const err = await c.fetchProfiles(src(`${body.profileTypeID}${body.labelSelector}`)).catch((e) => e);
    expect(err).toBeInstanceOf(PyroscopeError);
    expect(err.message).toMatch(/no samples in 2026-11-22T11:02:00.000Z\.\.2026-11-22T11:05:00.000Z/);
  });

  it('a Connect error whose message is itself a JSON error is unwrapped to the server\'s words', async () => {
    const { c } = client([{ ex: exchange(V1, '62') }]);
    // The source parser refuses unquoted values before any request; bypass it to see the server's answer.
    const s = { ...src('process_cpu:cpu:nanoseconds:cpu:nanoseconds{service_name="webapp"}'), selector: '{service_name=webapp}' };
    const err = await c.fetchProfiles(s).catch((e) => e);
    expect(err.message).toContain('HTTP 400: 1:15: parse error: unexpected identifier "webapp" in label matching, expected string');
    expect(err.message).not.toContain('{"code"');
  });

  it('LabelNames, LabelValues and ProfileTypes requests match and their answers are read', async () => {
    const names = client([{ ex: exchange(V1, '11') }]);
    expect(await names.c.labelNames('v1', 1795345320, 1795345500, { name: 'process_cpu:cpu:nanoseconds:cpu:nanoseconds', selector: '{service_name="webapp"}' })).toEqual([
      'pyroscope_spy',
      'service_name',
      'version',
    ]);
    const values = client([{ ex: exchange(V1, '12') }]);
    expect(await values.c.labelValues('v1', 'version', 1795345320, 1795345500)).toEqual(['1', '2', '3', '4', '5']);
    // 84 was sent without "matchers" (12 with an empty list): the body differs only there.
    const empty = client([{ ex: exchange(V1, '84'), bodyCheck: 'none' }]);
    const body84 = normalizedJson(exchange(V1, '84').body) as { name: string };
    expect(await empty.c.labelValues('v1', body84.name, 1795345320, 1795345500)).toEqual([]);
    const types = client([{ ex: exchange(V1, '10') }]);
    expect(await types.c.types('v1', 1795345320, 1795345500)).toEqual(['process_cpu:cpu:nanoseconds:cpu:nanoseconds', 'process_cpu:samples:count:cpu:nanoseconds']);
  });

  it('push through /ingest: the recorded request (unquoted label values), body lines equal the payload', async () => {
    const profile = parseBytes(readFileSync(join(PYROSCOPE_DIR, 'payloads', 'before.folded'))).profile;
    const { c, calls } = client([{ ex: exchange(V1, '01'), bodyCheck: 'none' }]);
    await c.push(profile, { app: 'webapp', labels: [['version', '1']], from: 1795345380, until: 1795345400, via: 'folded' });
    const lines = (b: unknown) => new TextDecoder().decode(b as Uint8Array).trim().split('\n').sort();
    expect(lines(calls[0].body)).toEqual(lines(exchange(V1, '01').body));
  });

  it('Connect Push: the series labels are the recorded ones and the pprof holds the profile', async () => {
    const profile = parseBytes(readFileSync(join(PYROSCOPE_DIR, 'payloads', 'after.folded'))).profile;
    const { c, calls } = client([{ ex: exchange(V1, '04'), bodyCheck: 'none' }]);
    await c.push(profile, { app: 'webapp', labels: [['version', '4']], from: 1795345410, until: 1795345440, via: 'connect' });
    type Body = { series: { labels: unknown[]; samples: { rawProfile: string }[] }[] };
    const sent = JSON.parse(calls[0].body as string) as Body;
    const recorded = normalizedJson(exchange(V1, '04').body) as Body;
    expect(sent.series[0].labels).toEqual(recorded.series[0].labels);
    const back = parseBytes(gunzipSync(Buffer.from(sent.series[0].samples[0].rawProfile, 'base64')), { sampleType: 'samples' }).profile;
    expect(foldedString(back)).toBe(foldedString(profile));
  });

  it('a refused push quotes the server and names the limit to raise; 429s are retried with backoff', async () => {
    const profile = parseBytes(readFileSync(join(PYROSCOPE_DIR, 'payloads', 'before.folded'))).profile;
    const ex90 = exchange(V1, '90');
    const rate = client([{ ex: ex90, bodyCheck: 'none', queryCheck: false }], { retries: 2 });
    const err = await rate.c.push(profile, { app: 'webapp', labels: [['version', '6']], from: 1795346090, until: 1795346100, via: 'folded' }).catch((e) => e);
    expect(err.message).toContain('HTTP 429: "push rate limit (4.0 MiB) exceeded while adding 4.6 MiB"');
    expect(err.message).toContain('-distributor.ingestion-burst-size-mb');
    expect(rate.calls.length).toBe(3);
    expect(rate.sleeps).toEqual([500, 1000]);
    // v1 wraps pprof /ingest errors in 422 "unknown" (gotcha 9): the message, not the status, tells.
    const samples = client([{ ex: exchange(V1, '92'), bodyCheck: 'none', queryCheck: false }], { retries: 2 });
    const err92 = await samples.c.push(profile, { app: 'webapp', labels: [['version', '7']], from: 1795346090, until: 1795346100, via: 'pprof' }).catch((e) => e);
    expect(err92.message).toContain('HTTP 422');
    expect(err92.message).toContain('exceeds the samples count limit (max_profile_stacktrace_samples, actual: 21000, limit: 16000)');
    expect(err92.message).toContain('raise -validation.max-profile-stacktrace-samples');
    expect(samples.calls.length).toBe(1);
    const big = client([{ ex: exchange(V1, '91'), bodyCheck: 'none', queryCheck: false }]);
    const err91 = await big.c.push(profile, { app: 'webapp', labels: [['version', '2']], from: 1795346090, until: 1795346100, via: 'pprof' }).catch((e) => e);
    expect(err91.message).toContain('-distributor.ingestion-rate-limit-mb');
    const connect = client([{ ex: exchange(V1, '93'), bodyCheck: 'none' }]);
    const err93 = await connect.c.push(profile, { app: 'webapp', labels: [['version', '9']], from: 1795346090, until: 1795346100, via: 'connect' }).catch((e) => e);
    expect(err93.message).toContain('HTTP 429');
    expect(err93.message).toContain('-distributor.ingestion-rate-limit-mb');
  });

  it('a push outside v1\'s ingestion window says which times the server takes', async () => {
    const profile = parseBytes(readFileSync(join(PYROSCOPE_DIR, 'payloads', 'before.folded'))).profile;
    const { c } = client([{ ex: exchange(V1, '73'), bodyCheck: 'none', queryCheck: false }]);
    const err = await c.push(profile, { app: 'fmttest', labels: [['version', '3']], from: 1795338180, until: 1795338200, via: 'folded' }).catch((e) => e);
    expect(err.message).toContain('is outside of ingestion window');
    expect(err.message).toContain('push with a recent --from/--until');
  });

  it('a Diff answer is read as its two sides, equal to the pushed profiles', () => {
    const doc = JSON.parse(new TextDecoder().decode(exchange(V1, '50').responseBody));
    const sides = flamebearerSides(doc, 'diff');
    expect(sorted(stacks(sides.left))).toEqual(sorted(payload('before.folded', 1e7)));
    expect(sorted(stacks(sides.right))).toEqual(sorted(payload('after.folded', 1e7)));
  });
});

describe.skipIf(!recordingsPresent())('Pyroscope client, replayed against the legacy v0.37.2 server', () => {
  it('/render: the request matches and the tree equals the pushed folded profile', async () => {
    const { c } = client([{ ex: exchange(LEGACY, '21') }]);
    const [r] = await c.fetchProfiles(src('webapp.cpu{version="2"}'));
    expect(sorted(stacks(r.profile))).toEqual(sorted(payload('after.folded')));
  });

  it('labels, label values and application names', async () => {
    const q = { name: 'webapp.cpu', selector: '{}' };
    expect(await client([{ ex: exchange(LEGACY, '14') }]).c.labelNames('legacy', 1795345320, 1795345500, q)).toEqual(['version']);
    expect(await client([{ ex: exchange(LEGACY, '13') }]).c.labelValues('legacy', 'version', 1795345320, 1795345500, q)).toEqual(['1', '2', '3']);
    expect(await client([{ ex: exchange(LEGACY, '12') }]).c.labelValues('legacy', 'version', 0, 0)).toEqual(['1', '2', '3']);
    expect(await client([{ ex: exchange(LEGACY, '10') }]).c.types('legacy', 0, 0)).toEqual(['webapp.cpu']);
    expect(await client([{ ex: exchange(LEGACY, '83') }]).c.labelValues('legacy', 'no_such_label', 0, 0)).toEqual([]);
  });

  it('--replicates-by asks for the label values under the query, then one tree per value', async () => {
    const r13 = exchange(LEGACY, '13');
    const { calls, http } = replay([{ ex: r13 }, { ex: exchange(LEGACY, '20'), queryCheck: false }, { ex: exchange(LEGACY, '21'), queryCheck: false }, { ex: exchange(LEGACY, '24'), queryCheck: false }]);
    const progress: string[] = [];
    const c = new PyroscopeClient({ url: 'http://127.0.0.1:4040', maxNodes: 1024 }, { http, progress: (d, t) => progress.push(`${d}/${t}`) });
    const out = await c.fetchProfiles(src('webapp.cpu{}'), 'version');
    expect(progress).toEqual(['0/3', '1/3', '2/3', '3/3']);
    expect(out.map((o) => o.label)).toEqual(['pyroscope:webapp.cpu{}@1795345320..1795345500 version=1', 'pyroscope:webapp.cpu{}@1795345320..1795345500 version=2', 'pyroscope:webapp.cpu{}@1795345320..1795345500 version=3']);
    expect(calls.slice(1).map((call: HttpCall) => queryPairs(call.url.slice(call.url.indexOf('/render'))).find((p) => p.startsWith('query=')))).toEqual([
      'query=webapp.cpu{version="1"}',
      'query=webapp.cpu{version="2"}',
      'query=webapp.cpu{version="3"}',
    ]);
  });

  it('push through /ingest matches the recorded request', async () => {
    const profile = parseBytes(readFileSync(join(PYROSCOPE_DIR, 'payloads', 'before.folded'))).profile;
    const { c, calls } = client([{ ex: exchange(LEGACY, '01'), bodyCheck: 'none' }]);
    await c.push(profile, { app: 'webapp', labels: [['version', '1']], from: 1795345380, until: 1795345400, via: 'folded' });
    expect(calls.length).toBe(1);
  });

  it('a server error is one line with the server\'s words and a hint about the query syntax', async () => {
    const { c } = client([{ ex: exchange(LEGACY, '61'), queryCheck: false }]);
    // A v1 query sent to the legacy server (as a user forcing the legacy API would).
    const s = { ...src('process_cpu:cpu:nanoseconds:cpu:nanoseconds{service_name="webapp"}'), api: 'legacy' as const };
    const err = await c.fetchProfiles(s).catch((e) => e);
    expect(err.message).toContain('HTTP 400: invalid parameter: "query: invalid application name: process_cpu:"');
    expect(err.message).toContain('this is a legacy (v0.x) server');
  });
});

describe('Pyroscope client transport behaviour', () => {
  const ok = { status: 200, headers: {}, body: new TextEncoder().encode('["a"]') };
  it('sends basic auth (or a bearer token) and the tenant header', async () => {
    const calls: HttpCall[] = [];
    const c = new PyroscopeClient({ url: 'http://h:1/prefix/', basicAuth: 'u:p', tenant: 't1' }, { http: async (call) => (calls.push(call), ok) });
    await c.types('legacy', 0, 0);
    expect(calls[0].url).toBe('http://h:1/prefix/label-values?label=__name__');
    expect(calls[0].headers.Authorization).toBe(`Basic ${Buffer.from('u:p').toString('base64')}`);
    expect(calls[0].headers['X-Scope-OrgID']).toBe('t1');
    const b = new PyroscopeClient({ url: 'http://h:1', bearerToken: 'tok', timeoutSeconds: 7 }, { http: async (call) => (calls.push(call), ok) });
    await b.types('legacy', 0, 0);
    expect(calls[1].headers.Authorization).toBe('Bearer tok');
    expect(calls[1].timeoutMs).toBe(7000);
  });

  it('retries 5xx and lost connections with exponential backoff, honouring Retry-After', async () => {
    const answers: (() => Promise<typeof ok>)[] = [
      async () => {
        throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNRESET' } });
      },
      async () => ({ status: 503, headers: { 'retry-after': '3' }, body: new Uint8Array() }),
      async () => ({ status: 502, headers: {}, body: new Uint8Array() }),
      async () => ok,
    ];
    const sleeps: number[] = [];
    let n = 0;
    const c = new PyroscopeClient({ url: 'http://h:1', retries: 3 }, { http: () => answers[n++](), sleep: async (ms) => void sleeps.push(ms) });
    expect(await c.types('legacy', 0, 0)).toEqual(['a']);
    expect(sleeps).toEqual([500, 3000, 2000]);
  });

  it.skipIf(!recordingsPresent())('asks again for as many nodes as a v1 server allows when it refuses the default', async () => {
    // The message is v1's MaxFlameGraphNodesErrorMsg (pkg/validation), wrapped as Connect errors are.
    const refusal = JSON.stringify({ code: 'invalid_argument', message: JSON.stringify({ code: 'invalid_argument', message: 'max flamegraph nodes limit 1048576 is greater than allowed 65536' }) });
    const tree = exchange(V1, '30').responseBody;
    const bodies: unknown[] = [];
    const warnings: string[] = [];
    const c = new PyroscopeClient(
      { url: 'http://h:1' },
      {
        http: async (call) => {
          bodies.push(JSON.parse(call.body as string));
          return bodies.length === 1 ? { status: 400, headers: {}, body: new TextEncoder().encode(refusal) } : { status: 200, headers: {}, body: tree };
        },
        warn: (m) => warnings.push(m),
      },
    );
    const [r] = await c.fetchProfiles(src('{service_name="webapp",version="1"}'));
    expect(bodies.map((b) => (b as { maxNodes: number }).maxNodes)).toEqual([1048576, 65536]);
    expect(warnings[0]).toContain('at most 65536 nodes');
    expect(sorted(stacks(r.profile))).toEqual(sorted(payload('before.folded', 1e7)));
  });

  it('gives up with a clear message when nothing answers', async () => {
    const c = new PyroscopeClient(
      { url: 'http://127.0.0.1:9', retries: 1 },
      {
        http: async () => {
          throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
        },
        sleep: async () => {},
      },
    );
    const err = await c.types('v1', 0, 1).catch((e) => e);
    expect(err.message).toBe('http://127.0.0.1:9: no response to POST /querier.v1.QuerierService/ProfileTypes (connection refused: is the server running and is --pyroscope-url right?, after 2 attempts)');
  });
});
