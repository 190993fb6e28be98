import { ParseError, quoteLine } from '../errors.js';
import { headLines, StackLinesParser } from '../stack-lines.js';
import type { InputFormat, ParseContext } from '../types.js';

const HEADER = 'Level,Function Name,Number of Calls,Elapsed Inclusive Time %,Elapsed Exclusive Time %,Avg Elapsed Inclusive Time,Avg Elapsed Exclusive Time,Module Name,';

/**
 * Visual Studio's call-tree summary CSV (`CallTreeSummary.csv` of the instrumentation
 * profiler): `level,"function",calls,…`, the function's depth given by its level. As inferno's
 * `collapse-vsprof` does, stacks are weighed by number of calls, a caller's count less its
 * callee's (so `A` called 500 times that calls `B` 300 times is not 800), counts above 999
 * quoted with thousands separators.
 */
export function sniff(head: string): boolean {
  const first = headLines(head)[0] ?? '';
  return first.replace(/^\uFEFF/, '').trim() === HEADER;
}

export class VsprofParser extends StackLinesParser {
  private started = false;
  private stack: { name: string; calls: number }[] = [];

  protected meta() {
    return { sourceFormat: 'vsprof', profiler: 'visual-studio' };
  }

  protected override unit() {
    return 'events' as const;
  }

  private fail(line: string, expected: string): never {
    throw new ParseError(this.context.source, `bad Visual Studio call-tree line ${quoteLine(line)}: expected ${expected}`, this.lineNo);
  }

  protected onLine(raw: string): void {
    if (!this.started) {
      if (raw.replace(/^\uFEFF/, '').trim() !== HEADER) this.fail(raw, `the header \`${HEADER.slice(0, 40)}…\``);
      this.started = true;
      return;
    }
    const line = raw.trimEnd();
    if (line === '') return;
    const [depth, afterLevel] = nextNumber(line) ?? this.fail(line, 'a level number first');
    if (!afterLevel.startsWith('"')) this.fail(line, 'a function name in double quotes');
    const close = afterLevel.indexOf('"', 1);
    if (close === -1) this.fail(line, 'a function name in double quotes');
    const name = afterLevel.slice(1, close);
    const [calls] = nextNumber(afterLevel.slice(close + 1)) ?? this.fail(line, 'a number of calls after the function name');
    const prev = this.stack.length;
    if (prev < depth) {
      this.stack.push({ name, calls });
    } else if (prev === depth) {
      this.record();
      this.stack.pop();
      this.stack.push({ name, calls });
    } else {
      let prevCalls = 0;
      for (let k = 0; k < prev - depth + 1; k++) {
        if (prevCalls !== this.stack[this.stack.length - 1].calls) this.record();
        prevCalls = this.stack.pop()!.calls;
        if (this.stack.length === 0) break;
        const top = this.stack[this.stack.length - 1];
        if (prevCalls < top.calls) top.calls -= prevCalls;
      }
      this.stack.push({ name, calls });
    }
  }

  private record(): void {
    const top = this.stack[this.stack.length - 1];
    if (top && top.calls > 0) this.setStack(this.stack.map((f) => f.name), top.calls);
  }

  protected override onEnd(): void {
    if (!this.started) this.context.warn?.('empty file: no stacks');
    else this.record();
  }
}

/** A number at the start (after an optional comma): plain, or quoted with thousands separators. */
function nextNumber(text: string): [number, string] | undefined {
  const t = text.startsWith(',') ? text.slice(1) : text;
  let num: string;
  let rest: string;
  if (t.startsWith('"')) {
    const close = t.indexOf('"', 1);
    if (close === -1) return undefined;
    num = t.slice(1, close).replaceAll(',', '');
    rest = t.slice(close + 1);
    if (rest.startsWith(',')) rest = rest.slice(1);
  } else {
    const comma = t.indexOf(',');
    if (comma === -1) return undefined;
    num = t.slice(0, comma);
    rest = t.slice(comma + 1);
  }
  return /^\d+$/.test(num) ? [Number(num), rest] : undefined;
}

export const vsprof: InputFormat = {
  id: 'vsprof',
  description: 'Visual Studio call-tree summary CSV',
  sniff,
  createParser: (_options, context: ParseContext) => new VsprofParser(context),
};
