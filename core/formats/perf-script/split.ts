import { eventLineParts, eventTail } from './lines.js';

/**
 * Where a perf script can be cut so that both pieces parse exactly as the whole would: just
 * after a blank (white-space only) line, because every event ends there and no parser state
 * crosses an event once the event filter is fixed. Returns the index just past that line's
 * newline in `window`, or -1 when the window holds none.
 */
export function nextEventBoundary(window: Uint8Array): number {
  let nl = window.indexOf(10);
  while (nl !== -1) {
    let i = nl + 1;
    while (i < window.length && (window[i] === 0x20 || window[i] === 0x09 || window[i] === 0x0d)) i++;
    if (i < window.length && window[i] === 10) return i + 1;
    nl = window.indexOf(10, i);
  }
  return -1;
}

/**
 * The event type of the first event in `head` (the default event filter), or undefined when
 * `head` has no complete event line. Parallel parsing fixes the filter to this up front, as
 * inferno's `pre_process` does.
 */
export function firstEventType(head: string): string | undefined {
  const lines = head.split('\n');
  lines.pop();
  let inEvent = false;
  for (const raw of lines) {
    if (raw.startsWith('#')) continue;
    const line = raw.trimEnd();
    if (line.length === 0) {
      inEvent = false;
      continue;
    }
    if (inEvent) continue;
    inEvent = true;
    const parts = eventLineParts(line);
    if (!parts) {
      inEvent = false;
      continue;
    }
    const tail = eventTail(line, parts.end);
    if (tail.event !== undefined) return tail.event;
  }
  return undefined;
}
