import { ParseError, quoteLine } from '../errors.js';
import { headLines, StackLinesParser } from '../stack-lines.js';
import type { InputFormat, ParseContext } from '../types.js';

const HEADER = 'Function Stack,CPU Time:Self,Module';

/**
 * Intel VTune's call-tree CSV (`vtune -report top-down -format csv`, formerly `amplxe-cl`):
 * after the `Function Stack,CPU Time:Self,Module` header, one function a line, its depth the
 * number of leading spaces, its self CPU time in seconds. As inferno's `collapse-vtune` does,
 * every line with self time is a stack weighed in milliseconds, frames are `module\`function`.
 */
export function sniff(head: string): boolean {
  return headLines(head).some((l) => l.replace(/^\uFEFF/, '').startsWith(HEADER));
}

export class VtuneParser extends StackLinesParser {
  private started = false;
  private stack: string[] = [];

  protected meta() {
    return { sourceFormat: 'vtune', profiler: 'vtune' };
  }

  protected override unit() {
    return 'milliseconds' as const;
  }

  private fail(line: string, expected: string): never {
    throw new ParseError(this.context.source, `bad VTune line ${quoteLine(line)}: expected ${expected}`, this.lineNo);
  }

  protected onLine(raw: string): void {
    if (!this.started) {
      if (raw.replace(/^\uFEFF/, '').startsWith(HEADER)) this.started = true;
      return;
    }
    const line = raw.trimEnd();
    if (line === '') return;
    const spaces = line.length - line.trimStart().length;
    const depth = spaces + 1;
    if (depth <= this.stack.length) this.stack.length = depth - 1;
    else if (depth > this.stack.length + 1) this.fail(line, `one more level of indentation than the line before, not ${depth - this.stack.length}`);
    const [func, time, module] = fields(line.slice(spaces)) ?? this.fail(line, '`function,self time,module`');
    const seconds = Number(time);
    if (time.trim() === '' || !Number.isFinite(seconds)) this.fail(line, `a CPU time in seconds where ${quoteLine(time)} is`);
    this.stack.push(module === '' ? func : `${module}\`${func}`);
    const ms = Math.round(seconds * 1000);
    if (ms > 0) this.setStack(this.stack, ms);
  }

  protected override onEnd(): void {
    if (!this.started) this.context.warn?.(`no \`${HEADER}\` header: no stacks`);
  }
}

/** `name,time,module`, the name in quotes when it holds a comma or a space. */
function fields(text: string): [string, string, string] | undefined {
  let func: string;
  let rest: string;
  if (text.startsWith('"')) {
    const close = text.indexOf('",', 1);
    if (close === -1) return undefined;
    func = text.slice(1, close);
    rest = text.slice(close + 2);
  } else {
    const comma = text.indexOf(',');
    if (comma === -1) return undefined;
    func = text.slice(0, comma);
    rest = text.slice(comma + 1);
  }
  const comma = rest.indexOf(',');
  if (comma === -1) return undefined;
  return [func, rest.slice(0, comma), rest.slice(comma + 1)];
}

export const vtune: InputFormat = {
  id: 'vtune',
  description: 'Intel VTune call-tree CSV',
  sniff,
  createParser: (_options, context: ParseContext) => new VtuneParser(context),
};
