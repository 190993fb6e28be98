import { ParseError } from '../core/formats/errors.js';
import { collapseCommand, COLLAPSE_USAGE } from './commands/collapse.js';
import { diffCommand, DIFF_USAGE } from './commands/diff.js';
import { normalizeCommand, NORMALIZE_USAGE } from './commands/normalize.js';
import { svgCommand, SVG_USAGE } from './commands/svg.js';
import { viewCommand, VIEW_USAGE } from './commands/view.js';
import { recordCommand, RECORD_USAGE } from './commands/record.js';
import { compareCommand, COMPARE_USAGE } from './commands/compare.js';
import { bisectCommand, BISECT_USAGE } from './commands/bisect.js';
import { pushCommand, PUSH_USAGE } from './commands/push.js';
import { pyroscopeCommand, PYROSCOPE_USAGE_CMD } from './commands/pyroscope.js';
import { InputError, UsageError } from './errors.js';
import { removeTemporariesOnSignal } from './output.js';
import { say } from './say.js';

const USAGE = `usage: flamediff <command> [options]

commands:
  bisect     find the commit that made a function slower (git bisect with profiles)
  compare    profile two commands (or two git refs) N times each and report the verdict
  record     record a profile with perf or py-spy
  diff       compare profiles before and after a change: what got slower, where, how sure
  collapse   read profiles (perf script, folded, speedscope, pprof, Pyroscope) and write folded stacks or pprof
  view       open the interactive viewer of a comparison (served on 127.0.0.1)
  svg        draw a profile as a flame graph SVG (diff --format svg draws a comparison)
  normalize  show what the frame-name normalisation rules do to two profiles
  push       send a profile to a Pyroscope server (/ingest or the v1 Push API)
  pyroscope  types | labels: what a Pyroscope server holds

Any profile argument may be a Pyroscope query: pyroscope:QUERY[@FROM[..UNTIL]].

Run "flamediff <command> --help" for a command's options.
`;

const COMMANDS: Record<string, { run: (argv: string[]) => Promise<number>; usage: string }> = {
  collapse: { run: collapseCommand, usage: COLLAPSE_USAGE },
  diff: { run: diffCommand, usage: DIFF_USAGE },
  normalize: { run: normalizeCommand, usage: NORMALIZE_USAGE },
  svg: { run: svgCommand, usage: SVG_USAGE },
  view: { run: viewCommand, usage: VIEW_USAGE },
  record: { run: recordCommand, usage: RECORD_USAGE },
  bisect: { run: bisectCommand, usage: BISECT_USAGE },
  compare: { run: compareCommand, usage: COMPARE_USAGE },
  push: { run: pushCommand, usage: PUSH_USAGE },
  pyroscope: { run: pyroscopeCommand, usage: PYROSCOPE_USAGE_CMD },
};

/**
 * Runs the CLI and returns the exit code: 0 success, 1 a condition the user asked to fail on,
 * 2 bad usage or bad input. Errors print one line, never a stack trace (FLAMEDIFF_DEBUG=1
 * prints it for internal errors).
 */
export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  // `help diff` (or `diff --help`): that command's usage.
  if (name === 'help' && rest[0] !== undefined) {
    if (!COMMANDS[rest[0]]) return unknownCommand(rest[0]);
    process.stdout.write(COMMANDS[rest[0]].usage);
    return 0;
  }
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    // Asked for, the usage is the output; without a command it is the error, on stderr.
    (name === undefined ? process.stderr : process.stdout).write(USAGE);
    return name === undefined ? 2 : 0;
  }
  if (name === '--version' || name === '-V' || name === 'version') {
    process.stdout.write('flamediff 0.1.0\n');
    return 0;
  }
  const cmd = COMMANDS[name];
  if (!cmd) return unknownCommand(name);
  try {
    return await cmd.run(rest);
  } catch (e) {
    return report(e, name);
  }
}

/**
 * The names the peers' tools go by (inferno, FlameGraph), mapped onto ours: someone who has
 * typed `inferno-flamegraph` for years guesses `flamediff flamegraph`.
 */
const PEER_NAMES: Readonly<Record<string, string>> = {
  flamegraph: 'svg',
  'flamegraph.pl': 'svg',
  'collapse-perf': 'collapse',
  'stackcollapse-perf': 'collapse',
  'stackcollapse-perf.pl': 'collapse',
  'diff-folded': 'diff',
  difffolded: 'diff',
  'difffolded.pl': 'diff',
};

function unknownCommand(name: string): number {
  const guess = Object.hasOwn(PEER_NAMES, name) ? PEER_NAMES[name] : closest(name, Object.keys(COMMANDS));
  say(`flamediff: unknown command ${JSON.stringify(name)}${guess ? `; did you mean ${guess}?` : ''}`);
  process.stderr.write(USAGE);
  return 2;
}

/** The candidate within two edits of `word` (a typo), the nearest first; undefined when none is. */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = 3;
  for (const c of [...candidates].sort()) {
    const d = editDistance(word, c);
    if (d < bestDistance) [best, bestDistance] = [c, d];
  }
  return best;
}

/** Levenshtein distance, with a swap of two neighbours counted as one edit (`--fromat`). */
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** Node's parseArgs messages, as one line of ours. */
function argsMessage(err: Error & { code?: string }, command: string): string {
  // Node names a short option with its long one (`'-o, --output <value>'`): the short one, as typed.
  const option = /'(-[^' <,]+)/.exec(err.message)?.[1];
  if (err.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && option) {
    const known = [...new Set(COMMANDS[command]?.usage.match(/--[a-z][a-z0-9-]*/g) ?? [])];
    const guess = option.startsWith('--') ? closest(option, known) : undefined;
    return `unknown option ${option}${guess ? `; did you mean ${guess}?` : ''}`;
  }
  if (err.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && option) {
    // `--top -3`: Node reads the dash as the start of another option.
    if (/ambiguous/.test(err.message)) return `${option} needs a value; one that starts with a dash is written ${option}=VALUE`;
    return /argument missing/.test(err.message) ? `${option} needs a value` : `${option} does not take a value`;
  }
  if (err.code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') return `unexpected argument ${/'([^']*)'/.exec(err.message)?.[1] ?? ''}`.trim();
  return err.message;
}

function report(e: unknown, command: string): number {
  const err = e as Error & { code?: string };
  if (e instanceof ParseError || e instanceof InputError) {
    say(`flamediff: error: ${err.message}`);
    return 2;
  }
  if (e instanceof UsageError || (err.code && err.code.startsWith('ERR_PARSE_ARGS'))) {
    say(`flamediff ${command}: ${e instanceof UsageError ? err.message : argsMessage(err, command)} (flamediff help ${command} lists the options)`);
    return 2;
  }
  if (err.code === 'EPIPE') return 0;
  say(`flamediff: internal error: ${err.message ?? String(e)}`);
  if (process.env.FLAMEDIFF_DEBUG) process.stderr.write(`${err.stack}\n`);
  else process.stderr.write('(set FLAMEDIFF_DEBUG=1 for details)\n');
  return 70;
}

// A closed pipe (`flamediff ... | head`) ends the run quietly, like any Unix filter.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
  say(`flamediff: error: cannot write to stdout (${e.code ?? e.message})`);
  process.exit(2);
});

removeTemporariesOnSignal();
const code = await main(process.argv.slice(2));
process.exitCode = code;
