import { ProfileBuilder } from '../../model/builder.js';
import type { Profile } from '../../model/types.js';
import { concatChunks } from '../../text/byte-interner.js';
import { ParseError } from '../errors.js';
import type { InputFormat, ParseContext, StreamParser } from '../types.js';
import { JfrCorrupt, JfrTruncated } from './bytes.js';
import { hasJfrMagic, readChunk, readHeaders, type ChunkEvent } from './chunk.js';
import { JFR_SAMPLE_TYPES, jfrSampleType, SampleBuilder, type JfrSample, type JfrSampleType } from './samples.js';

/**
 * Java Flight Recorder files (`java -XX:StartFlightRecording`, `jcmd JFR.dump`), read natively:
 * no JDK is needed to compare two recordings. A recording is a run of chunks; each chunk
 * describes its own types in a metadata event, so events are decoded from that description
 * rather than from layouts fixed per JDK version. JDK 11 and later (format version 2).
 */
export class JfrParser implements StreamParser {
  private readonly chunks: Uint8Array[] = [];
  private size = 0;

  constructor(
    private readonly context: ParseContext,
    private readonly sampleTypeName?: string,
  ) {}

  push(chunk: Uint8Array): void {
    this.chunks.push(Uint8Array.prototype.slice.call(chunk));
    this.size += chunk.length;
  }

  end(): Profile {
    const type = jfrSampleType(this.sampleTypeName);
    if (!type) throw new ParseError(this.context.source, `no JFR sample type ${JSON.stringify(this.sampleTypeName)}: expected ${Object.keys(JFR_SAMPLE_TYPES).join(', ')} or an event type name (jdk.SocketRead)`);
    const bytes = concatChunks(this.chunks, this.size);
    let events: ChunkEvent[];
    try {
      const wanted = new Set(type.events);
      events = readHeaders(bytes).flatMap((h) => readChunk(bytes, h, (name) => wanted.has(name)));
    } catch (e) {
      if (e instanceof JfrTruncated) throw new ParseError(this.context.source, 'truncated JFR recording: expected more data (was the recording still being written?)', undefined, e.offset);
      if (e instanceof JfrCorrupt) throw new ParseError(this.context.source, `corrupt JFR recording: expected ${e.expected}`, undefined, e.offset);
      throw e;
    }
    return this.build(events, type);
  }

  private build(events: readonly ChunkEvent[], type: JfrSampleType): Profile {
    const samples = toSamples(events, type);
    const b = new ProfileBuilder(type.unit);
    const threads = new Map<string, number>();
    for (const s of samples) {
      let node = threads.get(s.thread);
      if (node === undefined) threads.set(s.thread, (node = b.child(0, b.internFrame({ name: s.thread, kind: 'thread' }))));
      for (const f of s.frames) node = b.child(node, b.internFrame({ name: f.name, kind: f.native ? 'native' : 'jit' }));
      b.addSample(node, s.weight, s.nanos / 1e9);
    }
    const truncated = samples.filter((s) => s.truncated).length;
    if (truncated > 0) {
      this.context.warn?.(`${truncated} of ${samples.length} stacks were cut short by the JVM's stack depth limit (record with -XX:FlightRecorderOptions:stackdepth=2048 to keep them whole)`);
    }
    const first = events[0]?.header;
    const span = samples.length > 1 ? (samples[samples.length - 1].nanos - samples[0].nanos) / 1e9 : undefined;
    return b.build({
      sourceFormat: 'jfr',
      source: this.context.source,
      profiler: 'jfr',
      event: type.events.join(', '),
      sampleCount: samples.length,
      durationSeconds: first ? first.durationNanos / 1e9 : span,
      startTime: samples.length > 0 ? samples[0].nanos / 1e9 : undefined,
      startClock: 'epoch',
    });
  }
}

/** Events as stacks in time order (chunks and threads write theirs out of order). */
function toSamples(events: readonly ChunkEvent[], type: JfrSampleType): JfrSample[] {
  const builder = new SampleBuilder(type);
  return events.map((e) => builder.sample(e)).sort((a, b) => a.nanos - b.nanos);
}

export const jfr: InputFormat = {
  id: 'jfr',
  description: 'Java Flight Recorder (.jfr)',
  sniff: () => false,
  sniffBytes: (head) => head.length >= 4 && hasJfrMagic(head),
  createParser: (options, context) => new JfrParser(context, typeof options.sampleType === 'string' ? options.sampleType : undefined),
};
