import { concatChunks } from '../text/byte-interner.js';
import { jsonParseError } from './errors.js';

/** A parsed JSON value that is an object (not null, not an array): what the JSON readers walk. */
export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * A JSON document arriving in chunks, parsed whole at the end: what the readers of one-document
 * JSON formats share. A syntax error names the format and where the document broke.
 */
export class JsonChunks {
  private readonly chunks: Uint8Array[] = [];
  private size = 0;

  push(chunk: Uint8Array): void {
    this.chunks.push(Uint8Array.prototype.slice.call(chunk));
    this.size += chunk.length;
  }

  /** The parsed document; `what` names the format in the error ("a V8 .cpuprofile (JSON)"). */
  parse(source: string, what: string): unknown {
    const text = new TextDecoder().decode(concatChunks(this.chunks, this.size));
    try {
      return JSON.parse(text);
    } catch (e) {
      throw jsonParseError(source, text, e as Error, what);
    }
  }
}
