import type { Profile } from '../model/types.js';

/** Side channel a parser reports through; parsers never print. */
export interface ParseContext {
  /** File name (or `-`) used in messages and recorded in the profile's metadata. */
  readonly source: string;
  /** Non-fatal problems (a skipped line); `line` is 1-based. */
  warn?(message: string, line?: number): void;
}

/** A streaming parser: fed chunks in order, then ended once. */
export interface StreamParser {
  push(chunk: Uint8Array): void;
  end(): Profile;
  /**
   * `push` keeps nothing of a chunk after it returns (what it needs later it copies), so the
   * caller may read the next chunk into the same memory. Line readers do; readers that gather
   * the whole input (JSON, protobuf) keep the chunks and leave this unset.
   */
  readonly copiesChunks?: boolean;
}

/** Options every format accepts. Format-specific options extend it. */
export interface ParseOptions {
  /** perf script only: see `PerfOptions`. Other formats ignore unknown keys. */
  readonly [key: string]: unknown;
}

/**
 * One input format. `sniff` answers "is this mine?" from the first few KB of text and never
 * throws; `createParser` is only called once a format has claimed the input, and its parser
 * throws {@link ParseError} for corrupt input.
 */
export interface InputFormat {
  readonly id: string;
  readonly description: string;
  sniff(head: string): boolean;
  /** For binary formats: claims the input from its first bytes (tried before the text check). */
  sniffBytes?(head: Uint8Array): boolean;
  createParser(options: ParseOptions, context: ParseContext): StreamParser;
}

/** Bytes as a synchronous or asynchronous sequence of chunks. */
export type ByteSource = Iterable<Uint8Array> | AsyncIterable<Uint8Array>;

/** Feeds a whole source through a format's streaming parser. */
export async function parseWith(
  format: InputFormat,
  input: ByteSource,
  options: ParseOptions,
  context: ParseContext,
): Promise<Profile> {
  const parser = format.createParser(options, context);
  for await (const chunk of input as AsyncIterable<Uint8Array>) parser.push(chunk);
  return parser.end();
}
