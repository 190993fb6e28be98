import { PyroscopeClient, PyroscopeError, type PyroscopeClientOptions, type PyroscopeDeps } from '../collectors/pyroscope/client.js';
import { isPyroscopeSource, parsePyroscopeSource, PyroscopeSyntaxError, type PyroscopeSource } from '../core/pyroscope/source.js';
import type { Profile } from '../core/model/types.js';
import type { ProfileEndpoint } from '../core/pyroscope/requests.js';
import { InputError, UsageError } from './errors.js';
import { Progress } from './progress.js';
import { warn } from './say.js';

/** The server flags every command that reads profiles takes (parseArgs option specs). */
export const PYROSCOPE_FLAGS = {
  'pyroscope-url': { type: 'string' },
  'basic-auth': { type: 'string' },
  'bearer-token': { type: 'string' },
  tenant: { type: 'string' },
  timeout: { type: 'string' },
  retries: { type: 'string' },
  'max-nodes': { type: 'string' },
  'replicates-by': { type: 'string' },
  'pyroscope-endpoint': { type: 'string' },
  'pyroscope-sample-rate': { type: 'string' },
  'max-response-mb': { type: 'string' },
} as const;

export const PYROSCOPE_USAGE = `pyroscope (a profile argument may be pyroscope:QUERY[@FROM[..UNTIL]]):
  QUERY is PROFILE_TYPE{k="v",…} for Grafana Pyroscope v1 (just {…} means process_cpu), or
  APP.TYPE{k="v",…} for the legacy server; FROM/UNTIL: now, now-1h, epoch s/ms, ISO 8601
  (default now-1h..now). pyroscope+http://HOST:PORT/QUERY names the server in the source.
  --pyroscope-url URL    the server (default http://127.0.0.1:4040)
  --basic-auth U:P       HTTP basic auth (or env PYROSCOPE_BASIC_AUTH)
  --bearer-token T       bearer token (or env PYROSCOPE_BEARER_TOKEN)
  --tenant ID            X-Scope-OrgID header for multi-tenant servers
  --timeout S            per-request timeout in seconds (default 30)
  --retries N            retries on 429, 5xx or no answer, with backoff (default 3)
  --max-response-mb MB   largest answer accepted (default 512); a larger one fails at once
  --max-nodes N          tree size asked for (default 1048576; servers cap at 8192 unless asked)
  --replicates-by LABEL  one profile per value of LABEL (host, pod, run): replicates for the stats
  --pyroscope-endpoint E v1 only: connect (SelectMergeStacktraces, default), pprof
                         (SelectMergeProfile) or render (/pyroscope/render); legacy: render
  --pyroscope-sample-rate HZ  v1 stores CPU time, not samples: the sample count the
                         statistics need is estimated at this rate (default 100, the agents')
`;

type Values = { [K in keyof typeof PYROSCOPE_FLAGS]?: string };

function int(name: string, v: string | undefined, min: number): number | undefined {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min) throw new UsageError(`--${name} ${JSON.stringify(v)}: expected an integer of at least ${min}`);
  return n;
}

/** Server options from the flags (and the env for secrets). */
export function pyroscopeOptions(values: Values, env: NodeJS.ProcessEnv = process.env): PyroscopeClientOptions {
  const timeout = values.timeout === undefined ? undefined : Number(values.timeout);
  if (timeout !== undefined && !(timeout > 0)) throw new UsageError(`--timeout ${JSON.stringify(values.timeout)}: expected seconds above 0`);
  const url = values['pyroscope-url'] ?? 'http://127.0.0.1:4040';
  if (!/^https?:\/\/[^/]+/.test(url)) throw new UsageError(`--pyroscope-url ${JSON.stringify(url)}: expected http://HOST[:PORT][/PREFIX]`);
  const rate = values['pyroscope-sample-rate'] === undefined ? undefined : Number(values['pyroscope-sample-rate']);
  if (rate !== undefined && !(rate > 0 && rate <= 1e6)) throw new UsageError(`--pyroscope-sample-rate ${JSON.stringify(values['pyroscope-sample-rate'])}: expected samples per second above 0`);
  const basicAuth = values['basic-auth'] ?? env.PYROSCOPE_BASIC_AUTH;
  if (basicAuth !== undefined && !basicAuth.includes(':')) throw new UsageError('--basic-auth: expected USER:PASSWORD');
  return {
    url,
    basicAuth,
    bearerToken: values['bearer-token'] ?? env.PYROSCOPE_BEARER_TOKEN,
    tenant: values.tenant,
    timeoutSeconds: timeout,
    retries: int('retries', values.retries, 0),
    maxNodes: int('max-nodes', values['max-nodes'], 1),
    endpoint: endpointOf(values['pyroscope-endpoint']),
    sampleRate: rate,
    maxResponseMb: int('max-response-mb', values['max-response-mb'], 1),
  };
}

function endpointOf(v: string | undefined): ProfileEndpoint | undefined {
  if (v === undefined) return undefined;
  if (v !== 'connect' && v !== 'pprof' && v !== 'render') throw new UsageError(`--pyroscope-endpoint ${JSON.stringify(v)}: expected connect, pprof or render`);
  return v;
}

/** Turns the client's and the syntax's errors into the CLI's (one line, exit 2). */
export function cliError(e: unknown): unknown {
  if (e instanceof PyroscopeSyntaxError) return new UsageError(e.message);
  if (e instanceof PyroscopeError) return new InputError(e.message);
  return e;
}

/** Where Pyroscope sources are fetched from, shared by all the arguments of one command. */
export class PyroscopeSources {
  /** One instant for the whole command, so `now-1h` means the same window on every side. */
  private readonly nowMs: number;

  constructor(
    private readonly values: Values,
    private readonly deps: PyroscopeDeps = { warn },
    now: () => number = Date.now,
  ) {
    this.nowMs = now();
  }

  /**
   * Loads groups of arguments (a command's sides) in order: files through `loadFile`, Pyroscope
   * sources from their servers. Every source of every group is parsed first, so a malformed one
   * fails before any file is read or request sent.
   */
  async loadGroups(groups: readonly (readonly string[])[], loadFile: (path: string) => Promise<Profile>): Promise<{ label: string; profile: Profile }[][]> {
    const parsed = groups.map((args) => args.map((a) => (isPyroscopeSource(a) ? this.parse(a) : undefined)));
    const out: { label: string; profile: Profile }[][] = [];
    for (let g = 0; g < groups.length; g++) {
      const loaded: { label: string; profile: Profile }[] = [];
      for (let i = 0; i < groups[g].length; i++) {
        const source = parsed[g][i];
        if (source) loaded.push(...(await this.fetch(source)));
        else loaded.push({ label: groups[g][i], profile: await loadFile(groups[g][i]) });
      }
      out.push(loaded);
    }
    return out;
  }

  /** `loadGroups` for one group of arguments. */
  async loadAll(args: readonly string[], loadFile: (path: string) => Promise<Profile>): Promise<{ label: string; profile: Profile }[]> {
    return (await this.loadGroups([args], loadFile))[0];
  }

  private parse(arg: string): PyroscopeSource {
    try {
      return parsePyroscopeSource(arg, this.nowMs);
    } catch (e) {
      throw cliError(e);
    }
  }

  /** The profiles one source names (several with --replicates-by), labelled for reports. */
  private async fetch(source: PyroscopeSource): Promise<{ label: string; profile: Profile }[]> {
    const options = pyroscopeOptions(this.values);
    if (source.api === 'legacy' && options.endpoint && options.endpoint !== 'render') {
      throw new UsageError(`--pyroscope-endpoint ${options.endpoint}: ${source.text} is a legacy-server query (APP.TYPE{…}), which only /render answers`);
    }
    let done = 0;
    let total = 0;
    const meter = new Progress(`fetching ${source.text}`, undefined, () => done, undefined, (d) => (total ? `${d}/${total} replicates` : 'waiting for the server'));
    const client = new PyroscopeClient(source.server ? { ...options, url: source.server } : options, {
      ...this.deps,
      progress: (d, t) => {
        done = d;
        total = t;
      },
    });
    try {
      return await client.fetchProfiles(source, this.values['replicates-by']);
    } catch (e) {
      throw cliError(e);
    } finally {
      meter.stop();
    }
  }
}

export { isPyroscopeSource };
