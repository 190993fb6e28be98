import { gunzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import type { InputFormat, ParseOptions } from '../../core/formats/types.js';
import { detectFormat } from '../../core/formats/registry.js';
import type { Profile } from '../../core/model/types.js';
import { foldedString } from '../../core/output/folded.js';

/** Test helper: the bytes of a file, gunzipped when it is gzip. */
export function readBytes(path: string): Uint8Array {
  const b = readFileSync(path);
  return b[0] === 0x1f && b[1] === 0x8b ? gunzipSync(b) : b;
}

/** Splits bytes into chunks of `size` (the "chunked read equals whole read" invariant). */
export function chunks(bytes: Uint8Array, size: number): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (let i = 0; i < bytes.length; i += size) out.push(bytes.subarray(i, i + size));
  return out;
}

export interface Parsed {
  profile: Profile;
  warnings: string[];
}

/** Parses in-memory bytes with a format (detected when not given), collecting warnings. */
export function parseBytes(
  bytes: Uint8Array | string,
  options: ParseOptions = {},
  format?: InputFormat,
  chunkSize = 1 << 20,
): Parsed {
  const b = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes;
  const f = format ?? detectFormat(b.subarray(0, 65536), 'test');
  const warnings: string[] = [];
  const p = f.createParser(options, { source: 'test', warn: (m) => warnings.push(m) });
  for (const c of chunks(b, chunkSize)) p.push(c);
  return { profile: p.end(), warnings };
}

/** Folded text of profiles, as `flamediff collapse` writes it. */
export function toFolded(...profiles: Profile[]): string {
  return foldedString(...profiles);
}
