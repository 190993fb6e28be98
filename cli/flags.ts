/**
 * A command's flags declared once: the parseArgs spec and the usage text both come from the
 * table, so a flag cannot be accepted without being documented, or documented under another
 * name, and a default quoted in the help is the one the code uses.
 */
export interface FlagSpec {
  /** Long name, without the dashes. */
  readonly name: string;
  readonly short?: string;
  readonly type: 'string' | 'boolean';
  readonly multiple?: boolean;
  /** Default value handed to parseArgs (when the code needs one before it looks further). */
  readonly default?: string;
  /** What the value is called in the help (`F`, `PX`, `FILE`). */
  readonly arg?: string;
  /** The help text; long lines are wrapped. */
  readonly help: string;
  /** A heading the flag is listed under (`svg:`, `markdown:`); none for the common flags. */
  readonly section?: string;
}

type ParseArgsOption = { type: 'string' | 'boolean'; short?: string; multiple?: boolean; default?: string };

/** The parseArgs option a flag declares, as a type (so parseArgs types the parsed values). */
type OptionOf<F extends FlagSpec> = { type: F['type']; multiple: F extends { multiple: true } ? true : false; short?: string } & (F extends { default: string } ? { default: string } : { default?: undefined });

/** The parseArgs `options` object of a table (declare the table `as const`). */
export function parseArgsOptions<const T extends readonly FlagSpec[]>(flags: T): { [F in T[number] as F['name']]: OptionOf<F> };
export function parseArgsOptions(flags: readonly FlagSpec[]): Record<string, ParseArgsOption> {
  const out: Record<string, ParseArgsOption> = {};
  for (const f of flags) {
    out[f.name] = { type: f.type, ...(f.short ? { short: f.short } : {}), ...(f.multiple ? { multiple: true } : {}), ...(f.default !== undefined ? { default: f.default } : {}) };
  }
  return out;
}

const HELP_COLUMN = 25;
const WIDTH = 98;

/** The flags as usage lines: `  -o, --output OUT       help…`, wrapped, grouped by section. */
export function usageLines(flags: readonly FlagSpec[]): string {
  const out: string[] = [];
  let section: string | undefined;
  for (const f of flags) {
    if (f.section !== section) {
      section = f.section;
      if (section) out.push(`${section}:`);
    }
    const head = `  ${f.short ? `-${f.short}, ` : ''}--${f.name}${f.arg ? ` ${f.arg}` : ''}`;
    const words = f.help.split(' ');
    const lines: string[] = [];
    let line = head.length + 1 > HELP_COLUMN ? `${head} ` : head.padEnd(HELP_COLUMN);
    let fresh = true;
    for (const w of words) {
      if (!fresh && line.length + 1 + w.length > WIDTH) {
        lines.push(line);
        line = ' '.repeat(HELP_COLUMN) + w;
        continue;
      }
      line += (fresh ? '' : ' ') + w;
      fresh = false;
    }
    lines.push(line);
    out.push(...lines);
  }
  return `${out.join('\n')}\n`;
}
