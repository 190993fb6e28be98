import { parseArgs } from 'node:util';
import { PyroscopeClient } from '../../collectors/pyroscope/client.js';
import { totalWeight } from '../../core/model/types.js';
import { singleProfile } from '../../core/output/folded.js';
import { parseLabel, parseTime } from '../../core/pyroscope/source.js';
import { UsageError } from '../errors.js';
import { checkFormatName, loadProfile } from '../load.js';
import { cliError, pyroscopeOptions, PYROSCOPE_FLAGS, PyroscopeSources } from '../pyroscope-options.js';
import { say, warn } from '../say.js';

export const PUSH_USAGE = `usage: flamediff push PROFILE --app NAME [--label K=V]... [options]

Sends a profile (perf script, folded, speedscope, pprof; .gz accepted; or a query of another
server, pyroscope+http://HOST/QUERY, to copy it) to a Pyroscope server,
so that it can be queried back with pyroscope:APP.cpu{K="V"} (legacy) or
{service_name="APP",K="V"} (Grafana Pyroscope v1).

  --pyroscope-url URL  the server (default http://127.0.0.1:4040)
  --app NAME           application (service) name, without a .cpu suffix
  --label K=V          a label (repeatable); values are sent unquoted, as /ingest requires
  --from T, --until T  the time the profile covers (now, now-5m, epoch s, ISO 8601);
                       default: the last whole 10 s segments that hold the profile's duration
                       (the legacy server rounds counts in partly covered segments)
  --via V              folded (default: /ingest, both servers), pprof (/ingest?format=pprof),
                       connect (Grafana Pyroscope v1 Push RPC, pprof)
  --input-format F     auto (default), perf, folded, speedscope, pprof
  --basic-auth U:P, --bearer-token T, --tenant ID, --timeout S, --retries N  (as for queries)
A refused push (rate, size or sample limits) names the server setting to raise.
`;

/** `flamediff push`: exit 0 when the server took the profile. */
export async function pushCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      app: { type: 'string' },
      label: { type: 'string', multiple: true },
      from: { type: 'string' },
      until: { type: 'string' },
      via: { type: 'string', default: 'folded' },
      'input-format': { type: 'string' },
      ...PYROSCOPE_FLAGS,
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(PUSH_USAGE);
    return 0;
  }
  if (positionals.length !== 1) throw new UsageError('give exactly one PROFILE to push');
  if (!values.app) throw new UsageError('--app NAME is required');
  if (values.app.endsWith('.cpu')) {
    throw new UsageError(`--app ${JSON.stringify(values.app)}: give the name without its .cpu suffix (${JSON.stringify(values.app.slice(0, -4))}); flamediff adds it where the server needs it`);
  }
  if (!/^[A-Za-z0-9_\-/]+(\.[A-Za-z0-9_\-/]+)*$/.test(values.app)) {
    throw new UsageError(`--app ${JSON.stringify(values.app)}: expected a name of letters, digits, _ - / and dots`);
  }
  const via = values.via as 'folded' | 'pprof' | 'connect';
  if (!['folded', 'pprof', 'connect'].includes(via)) throw new UsageError(`--via ${JSON.stringify(values.via)}: expected folded, pprof or connect`);
  checkFormatName(values['input-format']);
  let labels: [string, string][];
  let from: number | undefined;
  let until: number;
  const now = Date.now();
  try {
    labels = (values.label ?? []).map(parseLabel);
    // Whole 10 s segments by default: the legacy server splits data into 10 s segments with
    // integer rounding per node, so a profile that fills whole segments keeps exact counts.
    until = values.until === undefined ? Math.floor(now / 10_000) * 10 : parseTime(values.until, now, '--until');
    if (values.from !== undefined) from = parseTime(values.from, now, '--from');
  } catch (e) {
    throw cliError(e);
  }
  const keys = new Set<string>();
  for (const [k] of labels) {
    if (k === 'service_name' || k.startsWith('__')) throw new UsageError(`--label ${k}: set by flamediff (the app name goes in --app)`);
    if (keys.has(k)) throw new UsageError(`--label ${k}: given twice`);
    keys.add(k);
  }
  const options = pyroscopeOptions(values);
  // The profile may itself be a Pyroscope query (of this server, or pyroscope+http://OTHER/…): a copy.
  const loaded = await new PyroscopeSources(values).loadAll(positionals, (f) => loadProfile(f, { format: values['input-format'] }));
  const profile = singleProfile(loaded.map((r) => r.profile));
  if (totalWeight(profile) === 0) throw new UsageError(`${positionals[0]}: the profile has no samples; nothing to push`);
  if (from === undefined) from = until - 10 * Math.max(1, Math.ceil((profile.meta.durationSeconds ?? 10) / 10));
  if (!(until > from)) throw new UsageError(`--from must be before --until`);
  const client = new PyroscopeClient(options, { warn });
  try {
    const r = await client.push(profile, { app: values.app, labels, from, until, via });
    // Said piped too: it is the command's result, not progress (a newcomer's scripted push
    // printed nothing, and could not tell what the server was sent).
    say(`flamediff: pushed ${totalWeight(profile).toLocaleString('en-US')} ${profile.unit} of ${positionals[0]} as ${values.app}${labels.length > 0 ? `{${labels.map(([k, v]) => `${k}=${v}`).join(',')}}` : ''}, ${new Date(from * 1000).toISOString()} to ${new Date(until * 1000).toISOString()} (${r.bytes} bytes) to ${options.url}${r.path}`);
  } catch (e) {
    throw cliError(e);
  }
  return 0;
}
