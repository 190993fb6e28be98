import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runCli } from '../test/support/cli.js';

/** Mistakes in Pyroscope arguments: one line, exit 2, before any request (port 9 would refuse). */
const RUN = join(ROOT, 'fixtures/examples/busy-change/before/run1.perf.txt.gz');
const cases: [string, string[], RegExp][] = [
  ['an unquoted query value', ['diff', 'pyroscope:{service_name=api}', RUN], /query values must be double-quoted/],
  ['a malformed profile type', ['collapse', 'pyroscope:cpu:nanoseconds{}'], /NAME:SAMPLE_TYPE:SAMPLE_UNIT:PERIOD_TYPE:PERIOD_UNIT/],
  ['a bad time', ['svg', 'pyroscope:api.cpu{}@yesterday'], /FROM "yesterday": expected now, now-1h/],
  ['an empty window', ['collapse', 'pyroscope:api.cpu{}@now..now-1h'], /the window is empty/],
  ['a v1 endpoint for a legacy query', ['collapse', '--pyroscope-endpoint', 'pprof', 'pyroscope:api.cpu{}'], /only \/render answers/],
  ['an unknown endpoint', ['collapse', '--pyroscope-endpoint', 'grpc', 'pyroscope:{}'], /expected connect, pprof or render/],
  ['basic auth without a password', ['collapse', '--basic-auth', 'user', 'pyroscope:{}'], /--basic-auth: expected USER:PASSWORD/],
  ['a bad URL', ['collapse', '--pyroscope-url', 'localhost:4040', 'pyroscope:{}'], /expected http:\/\/HOST/],
  ['a bad sample rate', ['collapse', '--pyroscope-sample-rate', '0', 'pyroscope:{}'], /expected samples per second above 0/],
  ['push without --app', ['push', RUN], /--app NAME is required/],
  ['push with a .cpu app', ['push', RUN, '--app', 'api.cpu'], /without its \.cpu suffix/],
  ['push with a quoted label value', ['push', RUN, '--app', 'api', '--label', 'v="1"'], /may not hold quotes/],
  ['push with a label given twice', ['push', RUN, '--app', 'api', '--label', 'v=1', '--label', 'v=2'], /--label v: given twice/],
  ['push with a reserved label', ['push', RUN, '--app', 'api', '--label', 'service_name=x'], /set by flamediff \(the app name goes in --app\)/],
  ['push with an unknown --via', ['push', RUN, '--app', 'api', '--via', 'grpc'], /expected folded, pprof or connect/],
  ['an unknown pyroscope subcommand', ['pyroscope', 'apps'], /expected "flamediff pyroscope types"/],
];

describe('Pyroscope arguments: usage errors before any request', () => {
  for (const [what, args, message] of cases) {
    it(what, async () => {
      const r = await runCli(args.includes('--pyroscope-url') ? args : [...args, '--pyroscope-url', 'http://127.0.0.1:9']);
      expect(r.code).toBe(2);
      expect(r.stderr.split('\n')[0]).toMatch(message);
      expect(r.stderr).not.toMatch(/no response|connection refused|\n\s+at /);
    });
  }
});
