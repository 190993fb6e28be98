import { quoteLine } from '../errors.js';
import { fixPartiallyDemangledRustSymbol } from '../perf-script/tidy.js';
import { headLines, StackLinesParser } from '../stack-lines.js';
import type { InputFormat, ParseContext } from '../types.js';

/**
 * DTrace and bpftrace stack aggregations (`@[ustack()] = count();`, FlameGraph's
 * `stackcollapse.pl` input): header lines up to the first blank line, then per stack its
 * frames leaf first, one per line, and a line holding only its count. Frames are named as
 * inferno's `collapse-dtrace` names them: `module\`function`, the `+0x…` offset cut, C++
 * argument lists cut after the scope, Java's `a->b` inlining as `a;b_[i]`.
 */
export function sniff(head: string): boolean {
  let blank = false;
  let stackLine = false;
  for (const raw of headLines(head)) {
    const line = raw.trim();
    if (line === '') blank = true;
    else if (blank) {
      if (/^\d+$/.test(line)) return stackLine;
      if (line.includes('`') || /^0x[0-9a-fA-F]+$/.test(line)) stackLine = true;
      else return false;
    }
  }
  return false;
}

export class DtraceParser extends StackLinesParser {
  private inHeader = true;
  /** Frames of the stack being read, root first (lines come leaf first). */
  private stack: string[] = [];

  protected meta() {
    return { sourceFormat: 'dtrace', profiler: 'dtrace' };
  }

  protected onLine(raw: string): void {
    const line = raw.trim();
    if (this.inHeader) {
      if (line === '') this.inHeader = false;
      return;
    }
    if (line === '') return;
    if (/^\d+$/.test(line)) {
      if (this.stack.length > 0) this.addStack(this.stack, Number(line));
      this.stack = [];
      return;
    }
    this.stack.unshift(...frameNames(line));
  }

  protected override onEnd(): void {
    if (this.inHeader) this.context.warn?.('the file ended in its header lines: no stacks (expected a blank line, then stacks)');
    else if (this.stack.length > 0) this.context.warn?.(`the last stack (leaf ${quoteLine(this.stack[this.stack.length - 1])}) has no count line, left out: was the file cut short?`, this.lineNo);
  }
}

/** A stack line as frames, root first (one, or several for Java inlining `a->b`). */
export function frameNames(line: string): string[] {
  const plus = line.lastIndexOf('+');
  let frame = plus === -1 ? line : line.slice(0, plus);
  if (frame.includes('::')) frame = rustSymbol(uncpp(frame));
  if (frame === '') frame = '-';
  const semicolon = frame.includes(';');
  const clean = (f: string) => {
    const g = f.replace(/^L+/, '');
    return semicolon ? g.replaceAll(';', ':') : g;
  };
  if (!frame.includes('->')) return [semicolon ? frame.replaceAll(';', ':') : frame];
  return frame.split('->').map((f, i) => (i === 0 ? clean(f) : `${clean(f)}_[i]`));
}

/**
 * Rust symbols DTrace prints half demangled (`f::_$u7b$$u7b$closure$u7d$$u7d$::h0123…`): the
 * function part after the module's backtick is repaired as the perf reader repairs it.
 */
function rustSymbol(frame: string): string {
  const tick = frame.indexOf('`');
  const func = frame.slice(tick + 1).trimEnd();
  const fixed = fixPartiallyDemangledRustSymbol(func);
  return fixed === func ? frame : `${frame.slice(0, tick + 1)}${fixed}`;
}

/** `Class::method(args)[mangled]` → `Class::method`: what follows the last `(` or `<` after the scope. */
export function uncpp(probe: string): string {
  const scope = probe.indexOf('::');
  if (scope === -1) return probe;
  const rest = probe.slice(scope + 2);
  const open = Math.max(rest.lastIndexOf('('), rest.lastIndexOf('<'));
  return open === -1 ? probe : probe.slice(0, scope + 2 + open);
}

export const dtrace: InputFormat = {
  id: 'dtrace',
  description: 'DTrace / bpftrace stack aggregations',
  sniff,
  createParser: (_options, context: ParseContext) => new DtraceParser(context),
};
