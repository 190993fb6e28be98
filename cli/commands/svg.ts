import { FORMATS } from '../../core/formats/registry.js';
import { parseArgs } from 'node:util';
import { reverseStacks } from '../../core/model/reverse.js';
import { recordingAsSamples } from '../../core/normalize/period-weights.js';
import type { Profile } from '../../core/model/types.js';
import { PALETTES, renderProfileSvgPieces, type Palette } from '../../core/output/svg-profile.js';
import { closeSync, openSync, readSync } from 'node:fs';
import { looksDifferential } from '../../core/formats/folded/index.js';
import { UsageError } from '../errors.js';
import { warn } from '../say.js';
import { checkFormatName, loadProfile } from '../load.js';
import { writeOutput } from '../output.js';
import { formatFlags } from '../format-flags.js';
import { parseArgsOptions, usageLines, type FlagSpec } from '../flags.js';
import { PYROSCOPE_FLAGS, PYROSCOPE_USAGE, PyroscopeSources } from '../pyroscope-options.js';

/** svg's flags: the parseArgs spec and the usage text both come from here (cli/flags.ts). */
export const SVG_FLAGS = [
  { name: 'output', short: 'o', type: 'string', arg: 'OUT', help: 'write to OUT (atomically) instead of stdout' },
  { name: 'title', type: 'string', arg: 'T', help: 'title (default "Flame Graph", "Icicle Graph" with --inverted)' },
  { name: 'width', type: 'string', arg: 'PX', help: 'image width (default 1200, as inferno and flamegraph.pl)' },
  { name: 'minwidth', type: 'string', arg: 'PX', help: 'smallest frame drawn (default 0.1; narrower siblings are merged)' },
  { name: 'palette', type: 'string', arg: 'P', help: `${PALETTES.join(', ')} (default hot; kind colours by frame kind, kernel orange)` },
  { name: 'colors', type: 'string', arg: 'P', help: 'the old name of --palette' },
  { name: 'inverted', type: 'boolean', help: 'icicle graph (roots on top)' },
  { name: 'countname', type: 'string', arg: 'NAME', help: 'what a count is called in tooltips (default samples)' },
  { name: 'reverse', type: 'boolean', help: 'reverse every stack (leaf at the root)' },
  { name: 'input-format', type: 'string', arg: 'F', help: `auto (default), ${FORMATS.map((f) => f.id).join(', ')}` },
  { name: 'format', type: 'string', arg: 'F', help: 'the old name of --input-format (svg writes SVG)' },
  { name: 'differential', type: 'boolean', help: "folded input is 'stack BEFORE AFTER' (difffolded.pl); draw AFTER (detected when every one of the first 20 lines ends in two numbers)" },
] as const satisfies readonly FlagSpec[];

export const SVG_USAGE = `usage: flamediff svg PROFILE... [options]

Draws a profile (perf script, folded, speedscope; several are summed) as a flame graph SVG.

${usageLines(SVG_FLAGS)}${PYROSCOPE_USAGE}`;

/** `flamediff svg`: one profile, one flame graph. */
export async function svgCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      ...parseArgsOptions(SVG_FLAGS),
      ...PYROSCOPE_FLAGS,
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(SVG_USAGE);
    return 0;
  }
  // `flamediff collapse … | flamediff svg`: no file and piped input means stdin.
  if (positionals.length === 0 && !process.stdin.isTTY) positionals.push('-');
  if (positionals.length === 0) throw new UsageError('give at least one profile (or pipe one in)');
  const inputFormat = formatFlags('svg', values, ['svg']).input;
  checkFormatName(inputFormat);
  const colors = (values.palette ?? values.colors ?? 'hot') as Palette;
  if (!PALETTES.includes(colors)) throw new UsageError(`--palette ${JSON.stringify(values.palette ?? values.colors)}: expected ${PALETTES.join(', ')}`);
  const width = values.width === undefined ? undefined : Number(values.width);
  if (width !== undefined && !(width >= 200)) throw new UsageError(`--width ${JSON.stringify(values.width)}: expected a number of pixels >= 200`);
  const minWidthPx = values.minwidth === undefined ? undefined : Number(values.minwidth);
  if (minWidthPx !== undefined && !(minWidthPx >= 0)) throw new UsageError(`--minwidth ${JSON.stringify(values.minwidth)}: expected pixels >= 0`);
  const loadFile = (f: string) => {
    let differential = values.differential === true;
    if (!differential && f !== '-' && (inputFormat === undefined || inputFormat === 'auto' || inputFormat === 'folded')) {
      const head = readHead(f);
      differential = head !== undefined && looksDifferential(head);
      // Said as every command says it (load.ts): a silent AFTER column hides that there were two.
      if (differential) warn(`${f}: differential folded stacks (stack BEFORE AFTER): drew the AFTER column; \`flamediff diff ${f}\` compares the two`);
    }
    return loadProfile(f, { format: differential ? 'folded' : inputFormat, parse: { differential } });
  };
  // A perf recording in samples, as perf report and flamegraph.pl count it (--countname names another unit).
  const profiles: Profile[] = (await new PyroscopeSources(values).loadAll(positionals, loadFile)).map((r) => recordingAsSamples(r.profile));
  const input = values.reverse ? profiles.map(reverseStacks) : profiles;
  await writeOutput(values.output, renderProfileSvgPieces(input, { width, minWidthPx, colors, title: values.title, inverted: values.inverted, countName: values.countname }));
  return 0;
}

/** The first 64 KB of a file as text, or undefined when it cannot be read (the loader reports). */
function readHead(path: string): string | undefined {
  try {
    const fd = openSync(path, 'r');
    try {
      const buf = new Uint8Array(65536);
      const n = readSync(fd, buf, 0, buf.length, 0);
      if (buf[0] === 0x1f && buf[1] === 0x8b) return undefined;
      return new TextDecoder().decode(buf.subarray(0, n));
    } finally {
      closeSync(fd);
    }
  } catch {
    return undefined;
  }
}
