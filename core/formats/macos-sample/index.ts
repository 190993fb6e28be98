import { ParseError, quoteLine } from '../errors.js';
import { fixPartiallyDemangledRustSymbol } from '../perf-script/tidy.js';
import { headLines, StackLinesParser } from '../stack-lines.js';
import type { InputFormat, ParseContext } from '../types.js';

const START = 'Call graph:';
const END = 'Total number in stack';
/**
 * Leaf functions of threads that wait: their stacks are left out, as inferno's
 * `collapse-sample` leaves them out, so the picture shows what ran.
 */
const WAITING = ['__psynch_cvwait', '__select', '__semwait_signal', '__ulock_wait', '__wait4', '__workq_kernreturn', 'kevent', 'mach_msg_trap', 'read', 'semaphore_wait_trap'];

/**
 * macOS `sample` output: after `Call graph:`, a tree drawn with indentation (`+`, `!`, `:`,
 * `|` and spaces, two characters a level, after four spaces), each line
 * `COUNT function  (in module) + offset  [address]`, until `Total number in stack`. As inferno
 * does, each path to a deepest line is a stack weighed by that line's count, frames are
 * `module\`function` (`.dylib` dropped), and Rust symbols `sample` half demangles are repaired.
 */
export function sniff(head: string): boolean {
  const lines = headLines(head);
  const start = lines.findIndex((l) => l.startsWith(START));
  if (start === -1) return false;
  const next = lines.slice(start + 1).find((l) => l.trim() !== '');
  return next !== undefined && /^ {4}\d+ \S/.test(next);
}

export class MacosSampleParser extends StackLinesParser {
  private state: 'header' | 'graph' | 'done' = 'header';
  private stack: string[] = [];
  private count = 0;

  protected meta() {
    return { sourceFormat: 'macos-sample', profiler: 'sample' };
  }

  private fail(line: string, expected: string): never {
    throw new ParseError(this.context.source, `bad sample line ${quoteLine(line)}: expected ${expected}`, this.lineNo);
  }

  protected onLine(raw: string): void {
    if (this.state === 'header') {
      if (raw.startsWith(START)) this.state = 'graph';
      return;
    }
    if (this.state === 'done') return;
    const line = raw.trimEnd();
    if (line === '') return;
    if (line.startsWith(END)) {
      this.finishStack();
      this.state = 'done';
      return;
    }
    if (!line.startsWith('    ')) this.fail(line, 'a call-graph line starting with four spaces');
    this.onGraphLine(line);
  }

  private onGraphLine(line: string): void {
    let indent = 0;
    while (4 + indent < line.length && ' +|:!'.includes(line[4 + indent])) indent++;
    if (4 + indent >= line.length) this.fail(line, 'a count and a function after the indentation');
    const depth = Math.floor(indent / 2) + 1;
    if (depth <= this.stack.length) {
      this.finishStack();
      this.stack.length = depth - 1;
    } else if (depth > this.stack.length + 1) {
      this.fail(line, `one more level of indentation than the line before, not ${depth - this.stack.length}`);
    }
    const rest = line.slice(4 + indent);
    const sp = rest.indexOf(' ');
    if (sp === -1) this.fail(line, '`COUNT function`');
    const countText = rest.slice(0, sp);
    if (!/^\d+$/.test(countText)) this.fail(line, `a sample count where ${quoteLine(countText)} is`);
    this.count = Number(countText);
    this.stack.push(frameName(rest.slice(sp + 1)));
  }

  private finishStack(): void {
    const leaf = this.stack[this.stack.length - 1];
    if (leaf === undefined || WAITING.some((w) => leaf.endsWith(w))) return;
    this.addStack(this.stack, this.count);
  }

  protected override onEnd(): void {
    if (this.state === 'header') this.context.warn?.(`no \`${START}\` line: no stacks`);
    else if (this.state === 'graph') throw new ParseError(this.context.source, `the file ended inside the call graph: expected a \`${END}\` line after it (was the file cut short?)`, this.lineNo);
  }
}

/** `function  (in module) + 12  [0x…]` → `module\`function` (`.dylib` dropped). */
function frameName(text: string): string {
  const open = text.indexOf('(');
  const func = fixPartiallyDemangledRustSymbol((open === -1 ? text : text.slice(0, open)).trimEnd());
  const inAt = text.lastIndexOf('(in ');
  if (inAt === -1) return func;
  const close = text.indexOf(')', inAt);
  let module = close === -1 ? '' : text.slice(inAt + 4, close);
  if (module.endsWith('.dylib')) module = module.slice(0, -6);
  return module === '' ? func : `${module}\`${func}`;
}

export const macosSample: InputFormat = {
  id: 'macos-sample',
  description: 'macOS `sample` output',
  sniff,
  createParser: (_options, context: ParseContext) => new MacosSampleParser(context),
};
