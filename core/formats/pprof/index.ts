import { Profile as PprofProfile } from 'pprof-format';
import { ProfileBuilder } from '../../model/builder.js';
import { concatChunks } from '../../text/byte-interner.js';
import type { FrameKind, Profile, WeightUnit } from '../../model/types.js';
import { ParseError } from '../errors.js';
import type { InputFormat, ParseContext, StreamParser } from '../types.js';

/**
 * pprof protobuf (`.pb`; `.pb.gz` is gunzipped by the reader first): Go, Pyroscope and many
 * profilers' native format. Decoded with the `pprof-format` package.
 *
 * The value used is the file's `default_sample_type` when it names one (Go heap profiles), else
 * the *last* sample type (pprof's default: for Go CPU profiles that is `cpu/nanoseconds`, not
 * the sample count), or `sampleType` by name (`--sample-type`); the profile's `event` says which. Inlined functions of a
 * location become frames, the caller first.
 */
export function sniffBytes(head: Uint8Array): boolean {
  // Walk the head as protobuf fields of a pprof Profile (fields may come in any order): every
  // field number must be one of the Profile's (1–14) with its wire type (length-delimited for
  // messages, strings and packed lists; varint for the numbers).
  const LEN = new Set([1, 2, 3, 4, 5, 6, 11, 13]);
  const VARINT = new Set([7, 8, 9, 10, 12, 13, 14]);
  let i = 0;
  let fields = 0;
  const varint = (): number | undefined => {
    let v = 0;
    for (let shift = 0; shift < 64; shift += 7) {
      if (i >= head.length) return undefined;
      const byte = head[i++];
      v += (byte & 0x7f) * 2 ** shift;
      if ((byte & 0x80) === 0) return v;
    }
    return undefined;
  };
  while (i < head.length) {
    const tag = varint();
    if (tag === undefined) break;
    const field = Math.floor(tag / 8);
    const wire = tag & 7;
    if (wire === 2 && LEN.has(field)) {
      const len = varint();
      if (len === undefined) break;
      i += len;
    } else if (wire === 0 && VARINT.has(field)) {
      if (varint() === undefined) break;
    } else {
      return false;
    }
    fields++;
  }
  return fields >= 2;
}

/**
 * Where a message's top-level fields run past its end (a field whose length, or a varint, the
 * bytes do not hold), else undefined. Why: the protobuf decoder reads a length-delimited field
 * cut short as the bytes there are, so a pprof cut inside its last string table entry or its
 * trailing fields was read without an error (red team: four cut points, exit 0, the period and
 * duration read as 0).
 */
export function cutShort(bytes: Uint8Array): { at: number; toString(): string } | undefined {
  let i = 0;
  const varint = (): boolean => {
    for (let k = 0; k < 10; k++) {
      if (i >= bytes.length) return false;
      if ((bytes[i++] & 0x80) === 0) return true;
    }
    return true;
  };
  while (i < bytes.length) {
    const at = i;
    if (!varint()) return said(at, `a field tag at byte ${at} runs past the end (${bytes.length} bytes)`);
    let tag = 0;
    for (let k = at, shift = 0; k < i; k++, shift += 7) tag += (bytes[k] & 0x7f) * 2 ** shift;
    const wire = tag % 8;
    if (wire === 0) {
      if (!varint()) return said(at, `field ${Math.floor(tag / 8)} at byte ${at} runs past the end (${bytes.length} bytes)`);
    } else if (wire === 2) {
      const lenAt = i;
      if (!varint()) return said(at, `the length of field ${Math.floor(tag / 8)} at byte ${at} runs past the end`);
      let len = 0;
      for (let k = lenAt, shift = 0; k < i; k++, shift += 7) len += (bytes[k] & 0x7f) * 2 ** shift;
      if (i + len > bytes.length) return said(at, `field ${Math.floor(tag / 8)} at byte ${at} holds ${len} bytes, but the file ends ${bytes.length - i} bytes after its length`);
      i += len;
    } else if (wire === 1 || wire === 5) {
      i += wire === 1 ? 8 : 4;
      if (i > bytes.length) return said(at, `field ${Math.floor(tag / 8)} at byte ${at} runs past the end (${bytes.length} bytes)`);
    } else {
      // Not a wire type a pprof Profile uses: the decoder says what is wrong.
      return undefined;
    }
  }
  return undefined;
}

const said = (at: number, text: string) => ({ at, toString: () => text });

const UNITS: Record<string, WeightUnit> = { nanoseconds: 'nanoseconds', microseconds: 'microseconds', milliseconds: 'milliseconds', seconds: 'seconds', bytes: 'bytes', count: 'samples' };

export class PprofParser implements StreamParser {
  private readonly chunks: Uint8Array[] = [];
  private size = 0;

  constructor(
    private readonly context: ParseContext,
    private readonly sampleType?: string,
  ) {}

  push(chunk: Uint8Array): void {
    this.chunks.push(Uint8Array.prototype.slice.call(chunk));
    this.size += chunk.length;
  }

  end(): Profile {
    const bytes = concatChunks(this.chunks, this.size);
    const cut = cutShort(bytes);
    if (cut) throw new ParseError(this.context.source, `truncated pprof: ${cut}; expected a complete pprof Profile message`, undefined, cut.at);
    let p: PprofProfile;
    try {
      p = PprofProfile.decode(bytes);
    } catch (e) {
      throw new ParseError(this.context.source, `corrupt pprof protobuf (${(e as Error).message}); expected a pprof Profile message`);
    }
    return pprofToProfile(p as unknown as PprofLike, this.context.source, this.sampleType);
  }
}

/**
 * The fields of a pprof Profile the reader uses, with ids and numbers as numbers, bigints or
 * strings: the decoded protobuf (pprof-format) and protojson (Pyroscope v1's SelectMergeProfile
 * JSON answer, int64s as strings, gotcha 5) both fit.
 */
export interface PprofLike {
  stringTable: { strings: readonly string[] };
  sampleType: readonly { type?: unknown; unit?: unknown }[];
  function: readonly { id?: unknown; name?: unknown; filename?: unknown }[];
  location: readonly { id?: unknown; address?: unknown; line: readonly { functionId?: unknown }[] }[];
  sample: readonly { locationId: readonly unknown[]; value: readonly unknown[] }[];
  period?: unknown;
  periodType?: { type?: unknown; unit?: unknown };
  durationNanos?: unknown;
  timeNanos?: unknown;
  /** String index of the type `go tool pprof` shows by default (Go heap profiles name one). */
  defaultSampleType?: unknown;
}

/** A pprof profile (decoded, or protojson) as a Profile; see the module comment for the value chosen. */
export function pprofToProfile(p: PprofLike, source: string, sampleType?: string): Profile {
    const nStrings = p.stringTable.strings.length;
    const corrupt = (what: string): never => {
      throw new ParseError(source, `truncated or corrupt pprof: ${what}; expected a complete pprof Profile message`);
    };
    const str = (i: unknown) => {
      const k = Number(i);
      if (k >= nStrings) corrupt(`string index ${k} is outside the string table (${nStrings} strings)`);
      return p.stringTable.strings[k] ?? '';
    };
    const types = p.sampleType.map((t) => `${str(t.type)}/${str(t.unit)}`);
    if (types.length === 0) throw new ParseError(source, 'pprof profile has no sample types');
    // The file's own default (as `go tool pprof` shows it), else the last type (cpu for Go).
    const named = Number(p.defaultSampleType) > 0 ? str(p.defaultSampleType) : '';
    const byDefault = named ? types.findIndex((t) => t.startsWith(`${named}/`)) : -1;
    let index = byDefault >= 0 ? byDefault : types.length - 1;
    if (sampleType) {
      index = types.findIndex((t) => t === sampleType || t.startsWith(`${sampleType}/`));
      if (index < 0) throw new ParseError(source, `no sample type ${JSON.stringify(sampleType)}: expected one of ${types.join(', ')}`);
    }
    const unit = UNITS[str(p.sampleType[index].unit)] ?? 'samples';
    const b = new ProfileBuilder(unit);
    const functions = new Map<string, { name: string; file: string }>();
    for (const f of p.function) functions.set(String(f.id), { name: str(f.name), file: str(f.filename) });
    const locationFrames = new Map<string, number[]>();
    for (const loc of p.location) {
      const frames: number[] = [];
      // Lines: the last is the caller into which the earlier ones were inlined.
      for (let k = loc.line.length - 1; k >= 0; k--) {
        const line = loc.line[k];
        const fn = functions.get(String(line.functionId));
        const name = fn?.name || `0x${Number(loc.address).toString(16)}`;
        const kind: FrameKind = fn?.file.endsWith('.py') ? 'python' : k < loc.line.length - 1 ? 'inlined' : 'native';
        frames.push(b.internFrame({ name, kind, file: fn?.file || undefined }));
      }
      if (loc.line.length === 0) frames.push(b.internFrame({ name: `0x${Number(loc.address).toString(16)}`, kind: 'unknown' }));
      locationFrames.set(String(loc.id), frames);
    }
    // pprof holds one record per distinct stack, with counts: the number of samples is the
    // sum of a count-valued sample type (Go's samples/count), not the number of records.
    // Go's mutex and block profiles count contention events (`contentions/count`): each is one
    // observation of a wait, as a CPU sample is one observation of running code; a record
    // holds many (one before run of a blind mutex case: 25 records, 1,358 contentions).
    // Heap profiles' */count types are scaled estimates, not samples (see heapSamples).
    const countIndex = ['samples/count', 'contentions/count'].map((t) => types.indexOf(t)).find((i) => i >= 0) ?? -1;
    const period = Number(p.period ?? 0);
    const periodUnit = p.periodType ? str(p.periodType.unit) : '';
    const heap = countIndex < 0 && periodUnit === 'bytes' && period > 0 ? heapPair(types, index) : undefined;
    let samples = 0;
    for (const s of p.sample) {
      const w = Number(s.value[index] ?? 0);
      if (w === 0) continue;
      let node = 0;
      for (let k = s.locationId.length - 1; k >= 0; k--) {
        const frames = locationFrames.get(String(s.locationId[k]));
        if (!frames) corrupt(`a sample refers to location ${String(s.locationId[k])}, which is not in the file`);
        for (const f of frames!) node = b.child(node, f);
      }
      // Records have no order, so no timeline: a single pprof run is tested as unordered.
      if (node !== 0) b.addSelf(node, w);
      samples += countIndex >= 0 ? Number(s.value[countIndex] ?? 0) : heap ? heapSamples(s.value, heap, period) : 1;
    }
    const built = b.build({
      sourceFormat: 'pprof',
      source: source,
      profiler: 'pprof',
      event: types[index],
      durationSeconds: p.durationNanos ? Number(p.durationNanos) / 1e9 : undefined,
      ...(Number(p.timeNanos) > 0 ? { startTime: Number(p.timeNanos) / 1e9, startClock: 'epoch' as const } : {}),
      sampleRate: period > 0 && periodUnit === 'nanoseconds' ? 1e9 / period : undefined,
      sampleCount: samples,
      ...(types[countIndex] === 'contentions/count' ? { sampleNoun: 'contentions' } : {}),
    });
    return built;
}

/** The objects and bytes columns of a heap profile's chosen kind (`alloc_` or `inuse_`). */
function heapPair(types: readonly string[], index: number): { objects: number; bytes: number } | undefined {
  const kind = /^(\w+)_(objects|space)\//.exec(types[index])?.[1];
  if (!kind) return undefined;
  const objects = types.indexOf(`${kind}_objects/count`);
  const bytes = types.indexOf(`${kind}_space/bytes`);
  return objects >= 0 && bytes >= 0 ? { objects, bytes } : undefined;
}

/**
 * Sampled allocations behind one heap record. Go samples about one allocation per `period`
 * bytes and writes scaled estimates: small objects' counts are multiplied up (about
 * `period`/size each), and a large object is sampled every time. So the samples are about the
 * bytes over the period for small objects, and the objects for large ones: the smaller of the
 * two, and at least one. Counted as one per record instead, three runs of a program were 69
 * "samples", no frame met the tests' floors, and a function whose retained memory doubled
 * (18% → 31%) went unseen.
 */
function heapSamples(value: readonly unknown[], pair: { objects: number; bytes: number }, period: number): number {
  const objects = Number(value[pair.objects] ?? 0);
  const bytes = Number(value[pair.bytes] ?? 0);
  // A record is there because at least one allocation was sampled.
  return Math.max(1, Math.min(objects, bytes / period));
}

export const pprof: InputFormat = {
  id: 'pprof',
  description: 'pprof protobuf (.pb, .pb.gz)',
  sniff: () => false,
  sniffBytes,
  createParser: (options, context) => new PprofParser(context, typeof options.sampleType === 'string' ? options.sampleType : undefined),
};

/** Grafana Pyroscope v1's protojson pprof (SelectMergeProfile with the JSON codec) in reader shape. */
export function pprofFromProtoJson(doc: unknown): PprofLike {
  const d = (doc ?? {}) as Record<string, unknown>;
  const arr = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);
  const strings = arr<string>(d.stringTable);
  return {
    stringTable: { strings: strings.length > 0 ? strings : [''] },
    sampleType: arr(d.sampleType),
    function: arr(d.function),
    location: arr<Record<string, unknown>>(d.location).map((l) => ({ id: l.id, address: l.address, line: arr<{ functionId?: unknown }>(l.line) })),
    sample: arr<Record<string, unknown>>(d.sample).map((s) => ({ locationId: arr(s.locationId), value: arr(s.value) })),
    period: d.period,
    periodType: d.periodType as PprofLike['periodType'],
    durationNanos: d.durationNanos,
    timeNanos: d.timeNanos,
  };
}
