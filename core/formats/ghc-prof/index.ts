import { ParseError, quoteLine } from '../errors.js';
import { headLines, StackLinesParser } from '../stack-lines.js';
import type { InputFormat, ParseContext } from '../types.js';
import type { WeightUnit } from '../../model/types.js';

const START = ['COST', 'CENTRE', 'MODULE', 'SRC', 'no.', 'entries', '%time', '%alloc', '%time', '%alloc'];

/** What a GHC `.prof` stack is weighed by (`--sample-type`): inferno's `--time`, `--ticks`, `--bytes`. */
const SOURCES: Readonly<Record<string, WeightUnit>> = { time: 'none', ticks: 'samples', bytes: 'bytes' };

/**
 * GHC's `.prof` files (`+RTS -p`): the cost-centre tree after the header line
 * `COST CENTRE MODULE SRC no. entries %time %alloc %time %alloc [ticks bytes]`, one cost
 * centre a line, indented one space a level, frames `Module.function`. As inferno's
 * `collapse-ghcprof` does, each line's individual cost is its own stack's weight: `%time` in
 * tenths of a percent by default, or the `ticks` or `bytes` column. Columns are found by their
 * position under the header.
 */
export function sniff(head: string): boolean {
  return headLines(head).some(isStartLine);
}

function isStartLine(line: string): boolean {
  const words = line.trim().split(/\s+/);
  return START.every((w, i) => words[i] === w);
}

export class GhcProfParser extends StackLinesParser {
  private state: 'header' | 'skip' | 'tree' | 'done' = 'header';
  private ticks: number | undefined;
  private moduleCol = 0;
  private sourceCol = 0;
  private stack: string[] = [];

  constructor(
    context: ParseContext,
    private readonly source: string = 'time',
  ) {
    super(context);
    if (!(source in SOURCES)) throw new ParseError(context.source, `no GHC profile column ${JSON.stringify(source)}: expected time, ticks or bytes`);
  }

  protected meta() {
    return { sourceFormat: 'ghc-prof', profiler: 'ghc', event: this.source };
  }

  protected override unit(): WeightUnit {
    return SOURCES[this.source];
  }

  private fail(line: string, expected: string): never {
    throw new ParseError(this.context.source, `bad GHC profile line ${quoteLine(line)}: expected ${expected}`, this.lineNo);
  }

  protected onLine(line: string): void {
    if (this.state === 'header') {
      this.ticks ??= totalTicks(line);
      if (isStartLine(line)) this.columns(line);
      return;
    }
    if (this.state === 'skip') {
      this.state = 'tree';
      return;
    }
    if (this.state === 'done') return;
    const text = line.trimEnd();
    if (text === '') {
      this.state = 'done';
      return;
    }
    this.costCentre(text);
  }

  private columns(header: string): void {
    const time = header.indexOf('%time');
    const alloc = header.lastIndexOf('%alloc');
    const ticks = header.lastIndexOf('ticks');
    this.moduleCol = Math.max(0, header.indexOf('MODULE'));
    const col = this.source === 'time' ? time : this.source === 'ticks' ? (alloc === -1 ? -1 : alloc + 6) : ticks === -1 ? -1 : ticks + 5;
    if (col < 0) this.fail(header, `a \`${this.source}\` column in the header (record with +RTS -P for ticks and bytes)`);
    this.sourceCol = col;
    this.state = 'skip';
  }

  private costCentre(line: string): void {
    const depth = line.length - line.trimStart().length;
    if (depth < this.stack.length) this.stack.length = depth;
    else if (depth !== this.stack.length) this.fail(line, `one more space of indentation than the line before, not ${depth - this.stack.length}`);
    const chars = Array.from(line);
    const word = (col: number) => {
      let i = col;
      while (i < chars.length && /\s/.test(chars[i])) i++;
      let out = '';
      while (i < chars.length && !/\s/.test(chars[i])) out += chars[i++];
      return out;
    };
    const costText = word(this.sourceCol);
    const cost = Number(costText);
    if (costText === '' || !Number.isFinite(cost)) this.fail(line, `a number in the ${this.source} column where ${quoteLine(costText)} is`);
    this.stack.push(`${word(this.moduleCol)}.${word(0)}`);
    // %time has one decimal: kept as tenths of a percent (per mille), truncated as inferno does.
    this.addStack(this.stack, this.source === 'time' ? Math.trunc(cost * 10) : Math.trunc(cost));
  }

  /**
   * `%time` weights are per mille of the run, whatever its length: 1,000 "samples" for a 20-tick
   * run and for a 20,000-tick one. The header's tick count is the number of samples GHC took
   * (`total time = 0.02 secs (20 ticks @ 1000 us, …)`), which is what the statistics count.
   */
  protected override sampleCount(total: number): number {
    return this.source === 'time' && this.ticks !== undefined ? this.ticks : total;
  }

  protected override onEnd(): void {
    if (this.state === 'header') this.context.warn?.('no cost-centre tree header (`COST CENTRE MODULE SRC no. entries …`): no stacks');
  }
}

/** The tick count of a `.prof` header's `total time = … (N ticks @ …)` line. */
function totalTicks(line: string): number | undefined {
  const m = /^\s*total time\s*=.*\(\s*([\d,]+) ticks\b/.exec(line);
  return m ? Number(m[1].replace(/,/g, '')) : undefined;
}

export const ghcProf: InputFormat = {
  id: 'ghc-prof',
  description: 'GHC .prof cost-centre profiles',
  sniff,
  createParser: (options, context: ParseContext) => new GhcProfParser(context, typeof options.sampleType === 'string' ? options.sampleType : 'time'),
};
