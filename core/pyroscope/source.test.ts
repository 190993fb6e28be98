import { describe, expect, it } from 'vitest';
import { ingestRequest, profileRequest, pushLimitHint, serverMessage, base64 } from './requests.js';
import { ingestName, isPyroscopeSource, parseLabel, parsePyroscopeSource, parseTime, withMatcher } from './source.js';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0); // 2026-11-22T12:00:00Z
const now = NOW / 1000;

describe('Pyroscope source syntax', () => {
  it('tells sources from file paths', () => {
    expect(isPyroscopeSource('pyroscope:{service_name="a"}')).toBe(true);
    expect(isPyroscopeSource('pyroscope+http://h:4040/a.cpu{}')).toBe(true);
    expect(isPyroscopeSource('pyroscope.folded')).toBe(false);
    expect(isPyroscopeSource('./pyroscope:x')).toBe(false);
  });

  it('v1 queries (profile type or bare selector), legacy queries (app name), and the default window', () => {
    const v1 = parsePyroscopeSource('pyroscope:process_cpu:cpu:nanoseconds:cpu:nanoseconds{service_name="api",version="1.4"}', NOW);
    expect(v1).toMatchObject({ api: 'v1', name: 'process_cpu:cpu:nanoseconds:cpu:nanoseconds', selector: '{service_name="api",version="1.4"}', from: now - 3600, until: now });
    expect(parsePyroscopeSource('pyroscope:{service_name="api"}', NOW)).toMatchObject({ api: 'v1', name: 'process_cpu:cpu:nanoseconds:cpu:nanoseconds' });
    expect(parsePyroscopeSource('pyroscope:api.cpu', NOW)).toMatchObject({ api: 'legacy', name: 'api.cpu', selector: '{}' });
    const server = parsePyroscopeSource('pyroscope+https://prof.example:4443/api.cpu{env="prod"}@now-2h..now-1h', NOW);
    expect(server).toMatchObject({ server: 'https://prof.example:4443', api: 'legacy', selector: '{env="prod"}', from: now - 7200, until: now - 3600 });
  });

  it('an @ inside a label value is not the time separator', () => {
    const s = parsePyroscopeSource('pyroscope:{service_name="a",owner="x@y"}@now-5m', NOW);
    expect(s.selector).toBe('{service_name="a",owner="x@y"}');
    expect(s.from).toBe(now - 300);
  });

  it('times: relative, epoch seconds and milliseconds, ISO 8601', () => {
    expect(parseTime('now-1h30m', NOW)).toBe(now - 5400);
    expect(parseTime('now+10m', NOW)).toBe(now + 600);
    expect(parseTime('1795345320', NOW)).toBe(1795345320);
    expect(parseTime('1795345320000', NOW)).toBe(1795345320);
    expect(parseTime('2026-11-22T11:03:00Z', NOW)).toBe(1795345380);
    expect(parseTime('2026-11-22T11:03:00', NOW)).toBe(1795345380);
    expect(parseTime('2026-11-22T12:03:00+01:00', NOW)).toBe(1795345380);
    expect(parseTime('2026-11-22', NOW)).toBe(Date.UTC(2026, 10, 22) / 1000);
    expect(() => parseTime('yesterday', NOW)).toThrow(/expected now, now-1h/);
    expect(() => parseTime('now-1y', NOW)).toThrow(/expected now, now-1h/);
  });

  it('says what is wrong with a malformed source, before any request', () => {
    expect(() => parsePyroscopeSource('pyroscope:{service_name=api}', NOW)).toThrow(/query values must be double-quoted/);
    expect(() => parsePyroscopeSource('pyroscope:api.cpu{version="1"', NOW)).toThrow(/must end with "}"/);
    expect(() => parsePyroscopeSource('pyroscope:cpu:nanoseconds{}', NOW)).toThrow(/NAME:SAMPLE_TYPE:SAMPLE_UNIT:PERIOD_TYPE:PERIOD_UNIT/);
    expect(() => parsePyroscopeSource('pyroscope:api.cpu{}@now..now-1h', NOW)).toThrow(/the window is empty/);
    expect(() => parsePyroscopeSource('pyroscope:api cpu{}', NOW)).toThrow(/application name/);
  });

  it('adds a replicate matcher with the value quoted and escaped', () => {
    expect(withMatcher('{}', 'pod', 'a')).toBe('{pod="a"}');
    expect(withMatcher('{service_name="x"}', 'pod', 'a"b')).toBe('{service_name="x",pod="a\\"b"}');
  });
});

describe('Pyroscope push names and requests', () => {
  it('labels go unquoted into /ingest names; quotes and separators are refused', () => {
    expect(ingestName('api.cpu', [parseLabel('version=1.4'), parseLabel('env=prod')])).toBe('api.cpu{env=prod,version=1.4}');
    expect(() => parseLabel('version="1"')).toThrow(/quotes/);
    expect(() => parseLabel('a=b,c')).toThrow(/\{ \} , =/);
    expect(() => parseLabel('1a=b')).toThrow(/key/);
    expect(() => parseLabel('novalue')).toThrow(/KEY=VALUE/);
  });

  it('/ingest and /render requests are URL-encoded as the recorded ones', () => {
    const r = ingestRequest({ app: 'webapp.cpu', labels: [['version', '1']], from: 1795345380, until: 1795345400, format: 'folded', sampleRate: 100, spyName: 'pyspy', body: new Uint8Array() });
    expect(r.path).toBe('/ingest?name=webapp.cpu%7Bversion%3D1%7D&from=1795345380&until=1795345400&sampleRate=100&spyName=pyspy&units=samples&aggregationType=sum');
    const q = profileRequest({ api: 'legacy', name: 'webapp.cpu', selector: '{version="1"}', from: 1795345320, until: 1795345500 }, 1024);
    expect(q.path).toBe('/render?query=webapp.cpu%7Bversion%3D%221%22%7D&from=1795345320&until=1795345500&format=json&max-nodes=1024');
  });

  it('server messages are unwrapped and limits named', () => {
    expect(serverMessage('{"code":"invalid_argument","message":"{\\"code\\":\\"invalid_argument\\",\\"message\\":\\"bad\\"}"}')).toBe('bad');
    expect(serverMessage('invalid parameter: "x"\n')).toBe('invalid parameter: "x"');
    expect(serverMessage('x'.repeat(500)).length).toBe(301);
    expect(pushLimitHint(413, 'Request Entity Too Large')).toMatch(/max-profile-size-bytes/);
    expect(pushLimitHint(400, 'bad name')).toBeUndefined();
  });

  it('base64 matches Node\'s', () => {
    for (const n of [0, 1, 2, 3, 4, 5, 255, 1000]) {
      const b = Uint8Array.from({ length: n }, (_, i) => (i * 37 + 11) & 255);
      expect(base64(b)).toBe(Buffer.from(b).toString('base64'));
    }
  });
});
