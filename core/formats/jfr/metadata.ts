import { JfrBytes, JfrCorrupt } from './bytes.js';

/** One field of a JFR type, in the order its values are written. */
export interface JfrField {
  readonly name: string;
  readonly typeId: number;
  /** The value is a key into the constant pool of `typeId`, not the value itself. */
  readonly constantPool: boolean;
  /** The value is an array (a count, then the elements). */
  readonly array: boolean;
}

/** One type (an event type, a pooled type such as `jdk.types.Method`, or a primitive). */
export interface JfrType {
  readonly id: number;
  readonly name: string;
  readonly fields: readonly JfrField[];
}

interface Element {
  readonly name: string;
  readonly attributes: Map<string, string>;
  readonly children: Element[];
}

/** Nesting deeper than this is not metadata JFR writes (it is three or four levels). */
const MAX_DEPTH = 64;

/**
 * The metadata event of a chunk: a string table, then a tree of elements (`root` → `metadata`
 * → `class` → `field`) that describes every type the chunk's events and constant pools use.
 * JFR is self-describing this way, so the reader decodes any event type by its field list
 * instead of hard-coding each one's layout (which changes between JDK versions).
 */
export function readMetadata(r: JfrBytes): Map<number, JfrType> {
  const size = r.varint();
  const start = r.pos;
  r.limit = Math.min(r.limit, start + size);
  const type = r.varint();
  if (type !== 0) throw new JfrCorrupt(start, `the metadata event (type 0), found type ${type}`);
  r.varint(); // start time
  r.varint(); // duration
  r.varint(); // metadata id
  const count = r.varint();
  const strings: string[] = [];
  for (let i = 0; i < count; i++) {
    const s = r.string();
    strings.push(typeof s === 'string' ? s : '');
  }
  const root = readElement(r, strings, 0);
  const types = new Map<number, JfrType>();
  for (const section of root.children) {
    if (section.name !== 'metadata') continue;
    for (const c of section.children) {
      if (c.name !== 'class') continue;
      const id = Number(c.attributes.get('id'));
      const fields = c.children
        .filter((f) => f.name === 'field')
        .map((f) => ({
          name: f.attributes.get('name') ?? '',
          typeId: Number(f.attributes.get('class')),
          constantPool: f.attributes.get('constantPool') === 'true',
          array: Number(f.attributes.get('dimension') ?? 0) > 0,
        }));
      types.set(id, { id, name: c.attributes.get('name') ?? '', fields });
    }
  }
  return types;
}

function readElement(r: JfrBytes, strings: readonly string[], depth: number): Element {
  if (depth > MAX_DEPTH) throw new JfrCorrupt(r.pos, `metadata nested at most ${MAX_DEPTH} deep`);
  const at = r.pos;
  const str = () => {
    const i = r.varint();
    if (i >= strings.length) throw new JfrCorrupt(at, `a metadata string index below ${strings.length}`);
    return strings[i];
  };
  const name = str();
  const attributes = new Map<string, string>();
  const n = r.varint();
  for (let i = 0; i < n; i++) attributes.set(str(), str());
  const children: Element[] = [];
  const m = r.varint();
  for (let i = 0; i < m; i++) children.push(readElement(r, strings, depth + 1));
  return { name, attributes, children };
}
