import { rustTrim, rustTrimEnd, rustTrimStart } from '../../text/whitespace.js';

/** The parts of a perf event line, e.g. `java 12688/12764 [002] 6544038.708352: 10309278 cpu-clock:`. */
export interface EventLineParts {
  readonly comm: string;
  readonly pid: string;
  readonly tid: string;
  /** Index just past the PID/TID word. */
  readonly end: number;
}

/**
 * Finds comm, PID and TID: comm is everything before the first all-digit word, which is
 * `PID/TID` or a lone TID (then PID is `?`). Mirrors inferno's `event_line_parts`.
 */
export function eventLineParts(line: string): EventLineParts | undefined {
  let wordStart = 0;
  let allDigits = false;
  let lastWasSpace = false;
  let slashAt = -1;
  for (let idx = 0; idx < line.length; idx++) {
    const c = line.charCodeAt(idx);
    if (c === 0x20) {
      if (allDigits && !lastWasSpace) {
        let pid: string;
        let tid: string;
        if (slashAt !== -1) {
          pid = line.slice(wordStart, slashAt);
          tid = line.slice(slashAt + 1, idx);
        } else {
          pid = '?';
          tid = line.slice(wordStart, idx);
        }
        const comm = rustTrim(line.slice(0, wordStart - 1));
        return { comm, pid, tid, end: idx + 1 };
      }
      wordStart = idx + 1;
      allDigits = true;
    } else if (c === 0x2f /* / */) {
      if (allDigits) slashAt = idx;
    } else if (c < 0x30 || c > 0x39) {
      allDigits = false;
      slashAt = -1;
    }
    lastWasSpace = c === 0x20;
    // A surrogate pair is one char in Rust; both halves are non-digits here, same outcome.
  }
  return undefined;
}

/** `pc symbol (module)`; `rawfunc` is `" "` when the symbol is missing (as in the Perl script). */
export interface StackLineParts {
  readonly pc: string;
  readonly rawfunc: string;
  readonly module: string;
}

/** Mirrors inferno's `stack_line_parts`; undefined for a line that is not a stack line. */
export function stackLineParts(input: string): StackLineParts | undefined {
  const line = rustTrimStart(input);
  const sp = line.indexOf(' ');
  if (sp === -1) return undefined;
  const pc = rustTrimEnd(line.slice(0, sp));
  const rest = line.slice(sp + 1);
  const lastSp = rest.lastIndexOf(' ');
  if (lastSp === -1) return undefined;
  const moduleRaw = rest.slice(lastSp + 1);
  if (!moduleRaw.startsWith('(') || !moduleRaw.endsWith(')') || moduleRaw.length < 2) return undefined;
  const module = moduleRaw.slice(1, -1);
  let rawfunc = rustTrim(rest.slice(0, lastSp));
  if (rawfunc === '') rawfunc = ' ';
  return { pc, rawfunc, module };
}

/** Splits the text after an event line's PID/TID: the event name, its period and an inline frame. */
export interface EventTail {
  /** Undefined when the line has no `:` after the PID/TID. */
  readonly event?: string;
  readonly period?: number;
  /** The timestamp (seconds), when present. */
  readonly time?: number;
  /** A stack line written on the event line itself (single-frame stacks). */
  readonly inlineStack?: string;
  /** Whether the event name ends in its `:` (a line cut off in it does not). */
  readonly eventEnded?: boolean;
}

const U64 = /^\+?[0-9]+$/;

export function eventTail(line: string, end: number): EventTail {
  const tail = line.slice(end);
  const c1 = tail.indexOf(':');
  if (c1 === -1) return {};
  const head = tail.slice(0, c1);
  const tsWord = head.slice(head.lastIndexOf(' ') + 1);
  const time = tsWord.length > 0 ? Number(tsWord) : NaN;
  const c2 = tail.indexOf(':', c1 + 1);
  const periodAndEvent = c2 === -1 ? tail.slice(c1 + 1) : tail.slice(c1 + 1, c2);
  const sp = periodAndEvent.lastIndexOf(' ');
  const event = periodAndEvent.slice(sp + 1);
  let period: number | undefined;
  if (sp !== -1) {
    const before = periodAndEvent.slice(0, sp);
    const word = before.slice(before.lastIndexOf(' ') + 1);
    if (U64.test(word)) period = Number(word);
  }
  let inlineStack: string | undefined;
  if (c2 !== -1) {
    const post = tail.slice(c2 + 1);
    let start = 0;
    for (let i = 0; i < post.length; i++) {
      const c = post.charCodeAt(i);
      if (c === 0x3a || c === 0x20) {
        start = i + 1;
        break;
      }
    }
    const s = rustTrim(post.slice(start));
    if (s.length > 0) inlineStack = s;
  }
  return { event, period, time: Number.isFinite(time) ? time : undefined, inlineStack, eventEnded: c2 !== -1 };
}
