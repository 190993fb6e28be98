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
