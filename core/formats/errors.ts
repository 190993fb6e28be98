/**
 * A format recognised its input but found it corrupt. Distinct from "not my format" (a
 * `sniff` returning false): a parser throws this only after it has claimed the input.
 */
export class ParseError extends Error {
  constructor(
    /** The file (or `-`) being read. */
    readonly source: string,
    /** What went wrong and what was expected instead. */
    readonly detail: string,
    /** 1-based line, when the format is line oriented. */
    readonly line?: number,
    /** 0-based byte offset, when a line does not apply. */
    readonly offset?: number,
  ) {
    super(`${source}${line !== undefined ? `:${line}` : offset !== undefined ? `: byte ${offset}` : ''}: ${detail}`);
    this.name = 'ParseError';
  }
}

/** Shortens a line for an error message and makes control characters visible. */
export function quoteLine(line: string, max = 80): string {
  const cut = line.length > max ? `${line.slice(0, max)}…` : line;
  return JSON.stringify(cut);
}

/**
 * A JSON.parse failure as one line: where (line and byte offset, from the parser's position)
 * and what, without the snippet of raw input V8 appends to some messages (`…"x\ny" is not valid
 * JSON`), which spans lines and carries whatever bytes the file holds.
 */
export function jsonParseError(source: string, text: string, e: Error, expected: string): ParseError {
  const detail = e.message.replace(/,?\s*"[\s\S]*" is not valid JSON\s*$/, '').replace(/\s+/g, ' ').trim();
  const m = /position (\d+)/.exec(e.message);
  // "Unexpected end of JSON input" gives no position: the input ended, so the end is where.
  const ended = /end of (JSON )?input/i.test(e.message);
  if (!m && !ended) return new ParseError(source, `invalid JSON (${detail}); expected ${expected}`);
  const pos = m ? Math.min(Number(m[1]), text.length) : text.length;
  const before = text.slice(0, pos);
  const line = before.split('\n').length;
  const offset = new TextEncoder().encode(before).length;
  return new ParseError(source, `invalid JSON at byte ${offset} (${detail}); expected ${expected}`, line);
}
