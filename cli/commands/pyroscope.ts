import { parseArgs } from 'node:util';
import { PyroscopeClient, PyroscopeError } from '../../collectors/pyroscope/client.js';
import { parsePyroscopeSource, parseTime } from '../../core/pyroscope/source.js';
import { UsageError } from '../errors.js';
import { writeOutput } from '../output.js';
import { cliError, pyroscopeOptions, PYROSCOPE_FLAGS } from '../pyroscope-options.js';

export const PYROSCOPE_USAGE_CMD = `usage: flamediff pyroscope types [options]
       flamediff pyroscope labels [QUERY] [options]

Shows what a Pyroscope server holds, to write pyroscope:QUERY sources.
  types    Grafana Pyroscope v1: the profile types (process_cpu:cpu:nanoseconds:cpu:nanoseconds, …);
           legacy server: the application names (api.cpu, …)
  labels   every label and its values, optionally only in the series QUERY matches
           (e.g. '{service_name="api"}' or 'api.cpu{}')

  --api A              v1 (default) or legacy; a QUERY's shape decides when one is given
  --from T, --until T  the window (default now-1h .. now)
  --json               JSON instead of text
  --pyroscope-url URL, --basic-auth U:P, --bearer-token T, --tenant ID, --timeout S, --retries N
`;

/** `flamediff pyroscope types|labels`. */
export async function pyroscopeCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      api: { type: 'string' },
      from: { type: 'string', default: 'now-1h' },
      until: { type: 'string', default: 'now' },
      json: { type: 'boolean' },
      ...PYROSCOPE_FLAGS,
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(PYROSCOPE_USAGE_CMD);
    return 0;
  }
  const [sub, query, ...extra] = positionals;
  if (sub !== 'types' && sub !== 'labels') throw new UsageError('expected "flamediff pyroscope types" or "flamediff pyroscope labels [QUERY]"');
  if (extra.length > 0 || (sub === 'types' && query !== undefined)) throw new UsageError('too many arguments');
  if (values.api !== undefined && values.api !== 'v1' && values.api !== 'legacy') throw new UsageError(`--api ${JSON.stringify(values.api)}: expected v1 or legacy`);
  const now = Date.now();
  let from: number;
  let until: number;
  let q: { name: string; selector: string } | undefined;
  let api = (values.api ?? 'v1') as 'v1' | 'legacy';
  try {
    from = parseTime(values.from, now, '--from');
    until = parseTime(values.until, now, '--until');
    if (query !== undefined) {
      const src = parsePyroscopeSource(`pyroscope:${query}`, now);
      q = { name: src.name, selector: src.selector };
      if (values.api === undefined) api = src.api;
    }
  } catch (e) {
    throw cliError(e);
  }
  if (!(until > from)) throw new UsageError('--from must be before --until');
  const client = new PyroscopeClient(pyroscopeOptions(values));
  try {
    if (sub === 'types') {
      const types = await typesOf(client, api, values.api === undefined, from, until);
      await writeOutput(undefined, [values.json ? `${JSON.stringify(types)}\n` : types.map((t) => `${t}\n`).join('')]);
      return 0;
    }
    const names = await client.labelNames(api, from, until, q);
    const out: Record<string, string[]> = {};
    for (const n of names) out[n] = await client.labelValues(api, n, from, until, q);
    const text = values.json
      ? `${JSON.stringify(out)}\n`
      : names.map((n) => `${n}: ${out[n].map((v) => JSON.stringify(v)).join(' ')}\n`).join('');
    await writeOutput(undefined, [text]);
    return 0;
  } catch (e) {
    throw cliError(e);
  }
}

/**
 * The profile types (v1) or application names (legacy) a server holds. Without --api, a server
 * that has no v1 API (404 or 415 to its Connect call) is asked as a legacy one, as a query's
 * shape decides for `labels`: a newcomer's `pyroscope types` against a v0.37 server stopped at
 * "the server has no v1 Connect API: ... add --api legacy".
 */
async function typesOf(client: PyroscopeClient, api: 'v1' | 'legacy', guess: boolean, from: number, until: number): Promise<string[]> {
  try {
    return await client.types(api, from, until);
  } catch (e) {
    if (!guess || api !== 'v1' || !(e instanceof PyroscopeError) || (e.status !== 404 && e.status !== 415)) throw e;
    return client.types('legacy', from, until);
  }
}
