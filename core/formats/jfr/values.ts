import { JfrBytes, JfrCorrupt } from './bytes.js';
import type { JfrType } from './metadata.js';

/** A key into the constant pool of a type, resolved once every pool of the chunk is read. */
export interface PoolRef {
  readonly ref: number;
  readonly key: number;
}

/** A decoded value: a primitive, a string, a reference, a struct (by field name) or an array. */
export type JfrValue = number | boolean | string | null | PoolRef | { pool: number } | JfrStruct | JfrValue[];
export interface JfrStruct {
  readonly [field: string]: JfrValue;
}

/** Nesting deeper than this is a cycle in corrupt metadata, not a real type. */
const MAX_DEPTH = 32;

/**
 * Decodes values by the chunk's metadata: primitives by their Java type name, pooled fields as
 * references, other types as structs of their fields. `types` maps type id to type.
 */
export class ValueReader {
  constructor(private readonly types: ReadonlyMap<number, JfrType>) {}

  /** The value of a type (not pooled): what an event body or a pool entry holds. */
  read(r: JfrBytes, typeId: number, depth = 0): JfrValue {
    const type = this.types.get(typeId);
    if (!type) throw new JfrCorrupt(r.pos, `a type described in the metadata (type ${typeId} is not)`);
    switch (type.name) {
      case 'boolean':
        return r.u8() !== 0;
      case 'byte':
        return r.u8();
      case 'char':
      case 'short':
      case 'int':
      case 'long':
        return r.varint();
      case 'float':
        return r.f32();
      case 'double':
        return r.f64();
      case 'java.lang.String':
        return r.string();
    }
    if (depth > MAX_DEPTH) throw new JfrCorrupt(r.pos, `types nested at most ${MAX_DEPTH} deep`);
    const out: Record<string, JfrValue> = {};
    for (const f of type.fields) out[f.name] = f.array ? this.array(r, f.typeId, f.constantPool, depth) : this.field(r, f.typeId, f.constantPool, depth);
    return out;
  }

  private field(r: JfrBytes, typeId: number, pooled: boolean, depth: number): JfrValue {
    return pooled ? { ref: typeId, key: r.varint() } : this.read(r, typeId, depth + 1);
  }

  private array(r: JfrBytes, typeId: number, pooled: boolean, depth: number): JfrValue[] {
    const n = r.varint();
    if (n > r.limit - r.pos) throw new JfrCorrupt(r.pos, `an array length within the event (${n})`);
    const out: JfrValue[] = [];
    for (let i = 0; i < n; i++) out.push(this.field(r, typeId, pooled, depth));
    return out;
  }
}

export function isRef(v: JfrValue): v is PoolRef {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && typeof (v as PoolRef).ref === 'number' && typeof (v as PoolRef).key === 'number';
}

export function isStruct(v: JfrValue): v is JfrStruct {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
