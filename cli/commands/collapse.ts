import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { foldedBytes, singleProfile } from '../../core/output/folded.js';
import { pprofBytes } from '../../core/output/pprof.js';
import { PYROSCOPE_FLAGS, PYROSCOPE_USAGE, PyroscopeSources } from '../pyroscope-options.js';
import type { Profile } from '../../core/model/types.js';
import type { PerfOptions } from '../../core/formats/perf-script/options.js';
import { UsageError } from '../errors.js';
import { checkFormatName, loadProfile } from '../load.js';
import { writeOutput } from '../output.js';
import { formatFlags } from '../format-flags.js';

export const COLLAPSE_USAGE = `usage: flamediff collapse [FILE|-]... [options]

Reads profiles (perf script text, folded stacks, speedscope JSON, pprof, Pyroscope flamebearer
JSON or a pyroscope: query; .gz accepted) and writes folded stacks "frame;frame;... COUNT",
sorted bytewise. On perf input the output is byte-identical to inferno-collapse-perf with the
same flags.

  --input-format F    auto (default), perf, folded, speedscope, pprof, flamebearer
  --pid               root frame comm-PID
  --tid               root frame comm-PID/TID (implies --pid)
  --kernel            annotate kernel frames with _[k]
  --jit               annotate JIT frames with _[j]
  --all               --kernel and --jit
  --addrs             name unsymbolised frames [module <address>]
  --event-filter EV   keep only samples of event EV (default: the first event type seen)
  --skip-after FN     drop the callers of the first frame named FN (repeatable)
  --threads N         worker threads for large perf files (default: number of CPUs)
  -o, --output OUT    write to OUT (atomically) instead of stdout
  --format F          folded (default) or pprof (also chosen by -o NAME.pb[.gz] or .pprof;
                      gzipped when OUT ends in .gz)
${PYROSCOPE_USAGE}`;

/** `flamediff collapse`: profiles in, folded stacks out. */
export async function collapseCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      format: { type: 'string' },
      'input-format': { type: 'string' },
      pid: { type: 'boolean' },
      tid: { type: 'boolean' },
      kernel: { type: 'boolean' },
      jit: { type: 'boolean' },
      all: { type: 'boolean' },
      addrs: { type: 'boolean' },
      'event-filter': { type: 'string' },
      'skip-after': { type: 'string', multiple: true },
      threads: { type: 'string' },
      output: { type: 'string', short: 'o' },
      'output-format': { type: 'string' },
      ...PYROSCOPE_FLAGS,
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(COLLAPSE_USAGE);
    return 0;
  }
  const formats = formatFlags('collapse', values, ['folded', 'pprof']);
  checkFormatName(formats.input);
  const outputFormat = formats.output ?? (/\.(pb|pprof)(\.gz)?$/.test(values.output ?? '') ? 'pprof' : 'folded');
  const files = positionals.length > 0 ? positionals : ['-'];
  if (files.filter((f) => f === '-').length > 1) throw new UsageError('stdin (-) can be read only once');
  const perf: PerfOptions = {
    pid: values.pid,
    tid: values.tid,
    kernel: values.kernel || values.all,
    jit: values.jit || values.all,
    addrs: values.addrs,
    eventFilter: values['event-filter'],
    skipAfter: values['skip-after'],
  };
  const threads = values.threads === undefined ? undefined : Number(values.threads);
  if (threads !== undefined && !(Number.isInteger(threads) && threads >= 1)) {
    throw new UsageError(`--threads ${JSON.stringify(values.threads)}: expected a whole number >= 1`);
  }
  const outFormat = outputFormat;
  if (outFormat !== 'folded' && outFormat !== 'pprof') throw new UsageError(`--format ${JSON.stringify(outFormat)}: expected folded or pprof`);
  const loaded = await new PyroscopeSources(values).loadAll(files, (file) => loadProfile(file, { format: formats.input, parse: { ...perf }, threads }));
  const profiles: Profile[] = loaded.map((r) => r.profile);
  if (outFormat === 'pprof') {
    // One profile: runs are merged by stack (pprof has no notion of runs).
    const bytes = pprofBytes(singleProfile(profiles));
    await writeOutput(values.output, [values.output?.endsWith('.gz') ? gzipSync(bytes, { level: 6 }) : bytes]);
    return 0;
  }
  await writeOutput(values.output, foldedBytes(profiles));
  return 0;
}
