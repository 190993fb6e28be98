import { FORMATS } from '../../core/formats/registry.js';
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
import { parseArgsOptions, usageLines, type FlagSpec } from '../flags.js';

/** collapse's flags: the parseArgs spec and the usage text both come from here (cli/flags.ts). */
export const COLLAPSE_FLAGS = [
  { name: 'input-format', type: 'string', arg: 'F', help: `auto (default), ${FORMATS.map((f) => f.id).join(', ')}` },
  { name: 'sample-type', type: 'string', arg: 'T', help: "pprof: the sample type written (cpu, alloc_space, inuse_objects…; default: the file's default_sample_type, else its last); JFR: cpu (default), alloc, alloc-tlab, lock, park, native, or an event type" },
  { name: 'pid', type: 'boolean', help: 'root frame comm-PID' },
  { name: 'tid', type: 'boolean', help: 'root frame comm-PID/TID (implies --pid)' },
  { name: 'kernel', type: 'boolean', help: 'annotate kernel frames with _[k]' },
  { name: 'jit', type: 'boolean', help: 'annotate JIT frames with _[j]' },
  { name: 'all', type: 'boolean', help: '--kernel and --jit' },
  { name: 'addrs', type: 'boolean', help: 'name unsymbolised frames [module <address>]' },
  { name: 'event-filter', type: 'string', arg: 'EV', help: 'keep only samples of event EV (default: the first event type seen)' },
  { name: 'skip-after', type: 'string', multiple: true, arg: 'FN', help: 'drop the callers of the first frame named FN (repeatable)' },
  { name: 'threads', type: 'string', arg: 'N', help: 'worker threads for large perf files (default: number of CPUs)' },
  { name: 'output', short: 'o', type: 'string', arg: 'OUT', help: 'write to OUT (atomically) instead of stdout' },
  { name: 'format', type: 'string', arg: 'F', help: 'folded (default) or pprof (also chosen by -o NAME.pb[.gz] or .pprof; gzipped when OUT ends in .gz)' },
  { name: 'output-format', type: 'string', arg: 'F', help: 'the old name of --format' },
] as const satisfies readonly FlagSpec[];

export const COLLAPSE_USAGE = `usage: flamediff collapse [FILE|-]... [options]

Reads profiles (perf script text, folded stacks, speedscope JSON, pprof, Pyroscope flamebearer
JSON or a pyroscope: query; .gz accepted) and writes folded stacks "frame;frame;... COUNT",
sorted bytewise. On perf input the output is byte-identical to inferno-collapse-perf with the
same flags.

${usageLines(COLLAPSE_FLAGS)}${PYROSCOPE_USAGE}`;

/** `flamediff collapse`: profiles in, folded stacks out. */
export async function collapseCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      ...parseArgsOptions(COLLAPSE_FLAGS),
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
  const loaded = await new PyroscopeSources(values).loadAll(files, (file) => loadProfile(file, { format: formats.input, parse: { ...perf, ...(values['sample-type'] ? { sampleType: values['sample-type'] } : {}) }, threads }));
  const profiles: Profile[] = loaded.map((r) => r.profile);
  if (outFormat === 'pprof') {
    // One profile: runs are merged by stack (pprof has no notion of runs).
    const bytes = pprofBytes(singleProfile(profiles));
    await writeOutput(values.output, [values.output?.endsWith('.gz') ? gzipSync(bytes, { level: 6 }) : bytes]);
    return 0;
  }
  await writeOutput(values.output, foldedBytes(profiles, undefined, true));
  return 0;
}
