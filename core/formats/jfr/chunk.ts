import { JfrBytes, JfrCorrupt } from './bytes.js';
import { readMetadata, type JfrType } from './metadata.js';
import { isRef, isStruct, ValueReader, type JfrStruct, type JfrValue } from './values.js';

/** The fixed part of a chunk (JDK 11+ layout, 68 bytes). */
export interface ChunkHeader {
  readonly start: number;
  readonly size: number;
  readonly metadataOffset: number;
  readonly startNanos: number;
  readonly durationNanos: number;
  readonly startTicks: number;
  readonly ticksPerSecond: number;
}

export const HEADER_SIZE = 68;
const MAGIC = [0x46, 0x4c, 0x52, 0x00]; // "FLR\0"

export function hasJfrMagic(bytes: Uint8Array, at = 0): boolean {
  return MAGIC.every((b, i) => bytes[at + i] === b);
}

export function readHeader(bytes: Uint8Array, start: number): ChunkHeader {
  if (!hasJfrMagic(bytes, start)) throw new JfrCorrupt(start, 'a chunk starting with "FLR\\0"');
  const r = new JfrBytes(bytes, start + 4);
  const major = r.u16();
  r.u16(); // minor
  if (major !== 2) throw new JfrCorrupt(start + 4, `JFR format version 2 (JDK 11 or later), found version ${major}`);
  const size = r.i64();
  r.i64(); // constant pool offset: pools are found by scanning, which also covers streamed chunks
  const metadataOffset = r.i64();
  const startNanos = r.i64();
  const durationNanos = r.i64();
  const startTicks = r.i64();
  const ticksPerSecond = r.i64();
  if (size < HEADER_SIZE) throw new JfrCorrupt(start + 8, `a chunk size of at least ${HEADER_SIZE} bytes (${size})`);
  if (start + size > bytes.length) throw new JfrCorrupt(start + 8, `the whole chunk (${size} bytes from byte ${start}) but the file ends at byte ${bytes.length}: it was cut short`);
  if (metadataOffset < HEADER_SIZE || metadataOffset >= size) throw new JfrCorrupt(start + 24, `a metadata offset inside the chunk (${metadataOffset})`);
  return { start, size, metadataOffset, startNanos, durationNanos, startTicks, ticksPerSecond: ticksPerSecond > 0 ? ticksPerSecond : 1e9 };
}

/** Constant pools of one chunk: per type id, key → value. */
export class Pools {
  private readonly pools = new Map<number, Map<number, JfrValue>>();

  constructor(private readonly stringType: number | undefined) {}

  add(type: number, key: number, value: JfrValue): void {
    let m = this.pools.get(type);
    if (!m) this.pools.set(type, (m = new Map()));
    m.set(key, value);
  }

  /** A value with its reference (if it is one) followed; missing entries are null. */
  resolve(v: JfrValue | undefined): JfrValue {
    if (v === undefined) return null;
    if (isRef(v)) return this.pools.get(v.ref)?.get(v.key) ?? null;
    if (isStruct(v) && typeof (v as { pool?: unknown }).pool === 'number' && Object.keys(v).length === 1) {
      return this.stringType === undefined ? null : (this.pools.get(this.stringType)?.get((v as { pool: number }).pool) ?? null);
    }
    return v;
  }

  /** `v.name` with references followed, or null when `v` is not a struct. */
  field(v: JfrValue | undefined, name: string): JfrValue {
    const s = this.resolve(v);
    return isStruct(s) ? this.resolve((s as JfrStruct)[name]) : null;
  }
}

/** An event of a wanted type, decoded, with the pools of its chunk. */
export interface ChunkEvent {
  readonly type: string;
  readonly value: JfrStruct;
  readonly pools: Pools;
  readonly header: ChunkHeader;
}

const CHECKPOINT = 1;

/**
 * Every event of the wanted types in a chunk, in file order. Checkpoint events (type 1) fill
 * the chunk's constant pools as they are met; references are followed only after the whole
 * chunk is read, because a pool entry may be written after the events that use it.
 */
export function readChunk(bytes: Uint8Array, header: ChunkHeader, wanted: (typeName: string) => boolean): ChunkEvent[] {
  const end = header.start + header.size;
  const types = readMetadata(new JfrBytes(bytes, header.start + header.metadataOffset, end));
  const values = new ValueReader(types);
  const pools = new Pools([...types.values()].find((t) => t.name === 'java.lang.String')?.id);
  const events: ChunkEvent[] = [];
  let at = header.start + HEADER_SIZE;
  while (at < end) {
    const r = new JfrBytes(bytes, at, end);
    const size = r.varint();
    if (size <= 0 || at + size > end) throw new JfrCorrupt(at, `an event size within the chunk (${size})`);
    r.limit = at + size;
    const typeId = r.varint();
    if (typeId === CHECKPOINT) readCheckpoint(r, values, pools);
    else {
      const type = types.get(typeId);
      if (type && wanted(type.name)) events.push({ type: type.name, value: values.read(r, typeId) as JfrStruct, pools, header });
    }
    at += size;
  }
  return events;
}

function readCheckpoint(r: JfrBytes, values: ValueReader, pools: Pools): void {
  r.varint(); // start time
  r.varint(); // duration
  r.varint(); // delta to the previous checkpoint
  r.u8(); // checkpoint kind (flush, chunk header, statics, thread)
  const poolCount = r.varint();
  for (let p = 0; p < poolCount; p++) {
    const typeId = r.varint();
    const count = r.varint();
    for (let i = 0; i < count; i++) {
      const key = r.varint();
      pools.add(typeId, key, values.read(r, typeId));
    }
  }
}

/** Every chunk's header, in file order (a recording is chunks back to back). */
export function readHeaders(bytes: Uint8Array): ChunkHeader[] {
  const out: ChunkHeader[] = [];
  let at = 0;
  while (at < bytes.length) {
    const h = readHeader(bytes, at);
    out.push(h);
    at += h.size;
  }
  return out;
}

export type { JfrType };
