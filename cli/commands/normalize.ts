import { parseArgs } from 'node:util';
import { singleProfile } from '../../core/output/folded.js';
import { PYROSCOPE_FLAGS, PyroscopeSources } from '../pyroscope-options.js';
import type { Profile } from '../../core/model/types.js';
import { normalizeProfile, presetFor, presetNames, type RuleReport } from '../../core/normalize/normalize.js';
import { parseUserRules, type RenameRule } from '../../core/normalize/rules.js';
import { UsageError } from '../errors.js';
import { checkFormatName, loadProfile } from '../load.js';
import { writeOutput } from '../output.js';
import { expandInputs } from './diff.js';

export const NORMALIZE_USAGE = `usage: flamediff normalize [--explain] BEFORE AFTER [options]    (each a file or a directory of runs)

Shows each frame-name normalisation rule, how many frame names it renamed and merged on each
side, and how many names the two sides share before and after normalisation.

  --normalize P        preset: auto (default), none, perf, py-spy, all
  --rename 'RE=>REPL'  extra rule (repeatable)
  --input-format F     auto (default), or a format as diff takes it (flamediff help diff)
  --explain            the only mode, and the default: kept for the scripts that give it
  -o, --output OUT     write to OUT instead of stdout
`;

function shared(a: Profile, b: Profile): number {
  const names = new Set(a.frames.map((f) => f.name));
  return new Set(b.frames.map((f) => f.name).filter((n) => names.has(n))).size;
}

/** `flamediff normalize --explain`: the dry run of the renaming rules on two profiles. */
export async function normalizeCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      explain: { type: 'boolean' },
      normalize: { type: 'string', default: 'auto' },
      rename: { type: 'string', multiple: true },
      'input-format': { type: 'string' },
      output: { type: 'string', short: 'o' },
      ...PYROSCOPE_FLAGS,
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(NORMALIZE_USAGE);
    return 0;
  }
  // --explain is the only mode, so it is not required: a newcomer's `normalize A B` was refused.
  if (positionals.length !== 2) throw new UsageError(`expected BEFORE AFTER (two profiles or run directories), got ${positionals.length}`);
  if (!presetNames().includes(values.normalize)) throw new UsageError(`--normalize ${JSON.stringify(values.normalize)}: expected ${presetNames().join(', ')}`);
  checkFormatName(values['input-format']);
  let rules: RenameRule[] = [];
  try {
    rules = (values.rename ?? []).flatMap((r) => parseUserRules(r));
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  // A Pyroscope source (with --replicates-by) stands for all its replicates, merged by name.
  // A side may be a directory of runs, as for diff.
  const sides = await new PyroscopeSources(values).loadGroups([expandInputs([positionals[0]]), expandInputs([positionals[1]])], (f) => loadProfile(f, { format: values['input-format'] }));
  const [b, a] = sides.map((loaded) => singleProfile(loaded.map((r) => r.profile)));
  const preset = values.normalize === 'auto' ? presetFor(b) : values.normalize;
  const nb = normalizeProfile(b, { preset, rules });
  const na = normalizeProfile(a, { preset, rules });
  const rows = nb.report.map((r: RuleReport, i: number) => {
    const o = na.report[i];
    return `  ${r.id.padEnd(16)} before: ${String(r.renamed).padStart(6)} renamed ${String(r.merged).padStart(6)} merged   after: ${String(o.renamed).padStart(6)} renamed ${String(o.merged).padStart(6)} merged   ${r.description}`;
  });
  const out = [
    `preset: ${preset}${rules.length ? ` + ${rules.length} user rule(s)` : ''}`,
    `frames: before ${b.frames.length} → ${nb.profile.frames.length}, after ${a.frames.length} → ${na.profile.frames.length}`,
    `names shared by both sides: ${shared(b, a)} before normalisation → ${shared(nb.profile, na.profile)} after`,
    'rules:',
    ...rows,
    '',
  ].join('\n');
  await writeOutput(values.output, [out]);
  return 0;
}
