import { ProfileBuilder } from '../../model/builder.js';
import type { Profile } from '../../model/types.js';
import { LineCarry } from '../../text/line-carry.js';
import { ParseError, quoteLine } from '../errors.js';
import type { InputFormat, ParseContext, StreamParser } from '../types.js';
import { CallGraph, unfold } from './graph.js';

/**
 * Callgrind's format (valgrind `--tool=callgrind`, and profilers that write it: xdebug,
 * KCachegrind's importers): per function its cost lines, and per call site the inclusive cost
 * of the calls. The first event (`Ir` for valgrind) is read unless `sampleType` names another.
 * A call graph is not a call tree; see {@link unfold} for how stacks are made from it.
 */
export function sniff(head: string): boolean {
  if (/^# callgrind format/.test(head)) return true;
  return /^events:\s*\S/m.test(head) && /^fn=/m.test(head) && /^(version|creator|positions|events|cmd):/m.test(head);
}

const COMPRESSED = /^\((\d+)\)(?:\s+(.*))?$/;
const COST_LINE = /^[-+*0-9]/;

export class CallgrindParser implements StreamParser {
  private readonly carry = new LineCarry();
  private readonly decoder = new TextDecoder();
  private readonly graph = new CallGraph();
  private lineNo = 0;
  private events: string[] | undefined;
  private eventIndex = 0;
  private positions = 1;
  private fn: number | undefined;
  private callee: number | undefined;
  private pendingCall: number | undefined;
  /** Name compression: `(12) name` defines id 12, `(12)` refers to it; one table per kind. */
  private readonly names = { fn: new Map<string, string>(), file: new Map<string, string>(), object: new Map<string, string>() };

  constructor(
    private readonly context: ParseContext,
    private readonly event?: string,
  ) {}

  push(chunk: Uint8Array): void {
    const [carried, start] = this.carry.take(chunk);
    if (carried) this.line(this.decoder.decode(carried));
    let pos = start;
    for (let nl = chunk.indexOf(10, pos); nl !== -1; nl = chunk.indexOf(10, pos)) {
      this.line(this.decoder.decode(chunk.subarray(pos, nl)));
      pos = nl + 1;
    }
    this.carry.keep(chunk, pos);
  }

  end(): Profile {
    const last = this.carry.last();
    if (last) this.line(this.decoder.decode(last));
    if (!this.events) throw new ParseError(this.context.source, 'no `events:` line: expected a callgrind file naming its events');
    const b = new ProfileBuilder('events');
    const frames = this.graph.names.map((name) => b.internFrame({ name, kind: 'native' }));
    let total = 0;
    unfold(this.graph, (stack, weight) => {
      b.addStack(stack.map((f) => frames[f]), weight);
      total += weight;
    });
    // Callgrind counts every event (each instruction, each byte): nothing is sampled, so the
    // count is the number of observations the statistics see, not the number of stacks.
    return b.build({ sourceFormat: 'callgrind', source: this.context.source, profiler: 'callgrind', event: this.events[this.eventIndex], sampleCount: Math.round(total) });
  }

  private fail(line: string, expected: string): never {
    throw new ParseError(this.context.source, `bad callgrind line ${quoteLine(line)}: expected ${expected}`, this.lineNo);
  }

  private line(raw: string): void {
    this.lineNo++;
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    const t = line.trim();
    if (t === '' || t.startsWith('#')) return;
    if (COST_LINE.test(t)) return this.cost(t);
    const eq = t.indexOf('=');
    const colon = t.indexOf(':');
    if (eq > 0 && (colon === -1 || eq < colon)) return this.spec(t.slice(0, eq), t.slice(eq + 1), t);
    if (colon > 0) return this.header(t.slice(0, colon).trim(), t.slice(colon + 1).trim());
    this.fail(t, 'KEY=VALUE, `header: value`, or a cost line (positions then costs)');
  }

  private header(key: string, value: string): void {
    if (key === 'events') {
      this.events = value.split(/\s+/).filter(Boolean);
      if (this.event !== undefined) {
        const want = this.event.toLowerCase();
        this.eventIndex = this.events.findIndex((e) => e.toLowerCase() === want || e.toLowerCase().startsWith(`${want}_`));
        if (this.eventIndex < 0) throw new ParseError(this.context.source, `no event ${JSON.stringify(this.event)}: expected one of ${this.events.join(', ')}`, this.lineNo);
      }
    } else if (key === 'positions') {
      this.positions = Math.max(1, value.split(/\s+/).filter(Boolean).length);
    }
  }

  private spec(key: string, value: string, line: string): void {
    switch (key) {
      case 'fn':
        this.fn = this.graph.fn(this.resolve('fn', value, line));
        this.pendingCall = undefined;
        return;
      case 'cfn':
      case 'cfni':
        this.callee = this.graph.fn(this.resolve('fn', value, line));
        return;
      case 'calls':
        if (this.callee === undefined) this.fail(line, 'a `cfn=` line before `calls=`');
        this.pendingCall = this.callee;
        return;
      case 'fl':
      case 'fi':
      case 'fe':
      case 'cfi':
      case 'cfl':
        this.resolve('file', value, line);
        return;
      case 'ob':
      case 'cob':
        this.resolve('object', value, line);
        return;
      default:
        return; // jump=, jcnd= and others carry nothing a call tree uses
    }
  }

  private resolve(kind: 'fn' | 'file' | 'object', value: string, line: string): string {
    const m = COMPRESSED.exec(value.trim());
    if (!m) return value.trim();
    const table = this.names[kind];
    if (m[2] !== undefined) {
      table.set(m[1], m[2]);
      return m[2];
    }
    const known = table.get(m[1]);
    if (known === undefined) this.fail(line, `name (${m[1]}) to be defined earlier, as \`(${m[1]}) name\``);
    return known;
  }

  private cost(line: string): void {
    if (this.fn === undefined) this.fail(line, 'an `fn=` line before the first cost line');
    const parts = line.split(/\s+/);
    const text = parts[this.positions + this.eventIndex];
    const cost = text === undefined ? 0 : Number(text);
    if (!Number.isFinite(cost) || cost < 0) this.fail(line, `a non-negative cost for event ${this.events?.[this.eventIndex] ?? 1} after ${this.positions} position(s)`);
    if (this.pendingCall !== undefined) {
      this.graph.addCall(this.fn, this.pendingCall, cost);
      this.pendingCall = undefined;
    } else {
      this.graph.addSelf(this.fn, cost);
    }
  }
}

export const callgrind: InputFormat = {
  id: 'callgrind',
  description: 'callgrind (valgrind --tool=callgrind, xdebug)',
  sniff,
  createParser: (options, context) => new CallgrindParser(context, typeof options.sampleType === 'string' ? options.sampleType : undefined),
};
