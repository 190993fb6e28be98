import { ProfileBuilder } from '../../model/builder.js';
import type { Frame, FrameKind, Profile, WeightUnit } from '../../model/types.js';
import { ParseError } from '../errors.js';
import { isObject, JsonChunks } from '../json.js';
import { fileFrame, frameFromFoldedName, RECORDED_KINDS } from '../frame-kind.js';
import type { ParseContext, StreamParser } from '../types.js';

/** speedscope's file format (https://www.speedscope.app/file-format-schema.json), the parts we read. */
interface SpeedscopeFrame {
  name: string;
  file?: string;
  line?: number;
  col?: number;
  /** flamediff's own files only: what the recording knew the frame to be (core/output/speedscope.ts). */
  kind?: unknown;
}

const UNITS: Record<string, WeightUnit> = {
  none: 'samples',
  nanoseconds: 'nanoseconds',
  microseconds: 'microseconds',
  milliseconds: 'milliseconds',
  seconds: 'seconds',
  bytes: 'bytes',
};

/** Seconds per unit of the time units an evented profile's `at` can be in. */
const SECONDS_PER: Record<string, number> = { nanoseconds: 1e-9, microseconds: 1e-6, milliseconds: 1e-3, seconds: 1 };

/**
 * speedscope JSON, sampled and evented profiles (py-spy `--format speedscope` writes one sampled
 * profile per thread). JSON cannot be parsed incrementally with the standard library, so chunks
 * are collected and parsed at the end; speedscope files are bounded by what speedscope itself
 * can load, far below V8's string limit.
 *
 * Frame names follow py-spy's folded naming, `function (file:line)`, so the same program read
 * from `raw` and from speedscope output lines up. With several profiles (threads) each stack
 * gets a root frame named after its profile, as py-spy `--threads` does in folded output.
 */
export class SpeedscopeParser implements StreamParser {
  private readonly json = new JsonChunks();
  /** The weight every sample had, null once two differed (see `sampled`). */
  private period: number | null | undefined;
  private hadEvents = false;
  private hadSamples = false;
  /**
   * Samples of a file with several profiles (threads), collected with a time so that they can
   * be merged into one timeline: appended thread after thread, the time blocks of the
   * single-run test would be thread blocks.
   */
  private pending: { node: number; weight: number; time: number; seconds?: number }[] | undefined;

  constructor(private readonly context: ParseContext) {}

  push(chunk: Uint8Array): void {
    this.json.push(chunk);
  }

  end(): Profile {
    return this.convert(this.json.parse(this.context.source, 'speedscope JSON'));
  }

  private fail(path: string, expected: string): never {
    throw new ParseError(this.context.source, `${path}: expected ${expected}`);
  }

  private convert(doc: unknown): Profile {
    if (!isObject(doc)) this.fail('top level', 'a JSON object');
    const shared = doc.shared;
    if (!isObject(shared) || !Array.isArray(shared.frames)) this.fail('shared.frames', 'an array of frames');
    const rawFrames = shared.frames as unknown[];
    const profiles = doc.profiles;
    if (!Array.isArray(profiles) || profiles.length === 0) this.fail('profiles', 'a non-empty array of profiles');

    let unit: WeightUnit | undefined;
    const b = new ProfileBuilder('samples');
    const own = isObject(doc.flamediff);
    const parsed = rawFrames.map((f, i) => {
      if (!isObject(f) || typeof f.name !== 'string') this.fail(`shared.frames[${i}]`, 'an object with a string "name"');
      return this.frame(f as unknown as SpeedscopeFrame, own);
    });
    const frameIds: number[] = parsed.map((f) => b.internFrame(f));
    const isThreadFrame = parsed.map((f) => f.kind === 'thread');
    const multi = profiles.length > 1;
    if (multi) this.pending = [];
    let samples = 0;
    let duration = 0;

    profiles.forEach((p, pi) => {
      const path = `profiles[${pi}]`;
      if (!isObject(p)) this.fail(path, 'an object');
      const u = UNITS[String(p.unit ?? 'none')];
      if (!u) this.fail(`${path}.unit`, `one of ${Object.keys(UNITS).join(', ')}`);
      if (unit !== undefined && unit !== u) this.fail(`${path}.unit`, `the same unit as the other profiles (${unit})`);
      unit = u;
      if (typeof p.startValue === 'number' && typeof p.endValue === 'number') {
        duration = Math.max(duration, p.endValue - p.startValue);
      }
      let root = 0;
      if (multi && !stacksNameTheirThread(p, isThreadFrame)) {
        const name = typeof p.name === 'string' && p.name.length > 0 ? p.name : `profile ${pi}`;
        root = b.child(0, b.internFrame({ name, kind: 'thread' }));
      }
      const type = p.type ?? (Array.isArray(p.events) ? 'evented' : 'sampled');
      if (type === 'sampled') {
        samples += this.sampled(b, p, path, root, frameIds);
      } else if (type === 'evented') {
        samples += this.evented(b, p, path, root, frameIds, rawFrames);
      } else {
        this.fail(`${path}.type`, '"sampled" or "evented"');
      }
    });

    if (this.pending) {
      // One timeline: by time, and in file order where times are equal.
      const order = this.pending.map((_, i) => i).sort((x, y) => this.pending![x].time - this.pending![y].time || x - y);
      for (const i of order) b.addSample(this.pending[i].node, this.pending[i].weight, this.pending[i].seconds);
      this.pending = undefined;
    }
    const unitOut = unit ?? 'samples';
    const seconds = unitOut === 'seconds' ? duration : unitOut === 'milliseconds' ? duration / 1e3 : unitOut === 'microseconds' ? duration / 1e6 : unitOut === 'nanoseconds' ? duration / 1e9 : undefined;
    const exporter = typeof doc.exporter === 'string' ? doc.exporter : undefined;
    // flamediff's own recordings carry how they were made.
    const fd = isObject(doc.flamediff) && isObject(doc.flamediff.recording) ? doc.flamediff.recording : undefined;
    const fdMeta = isObject(doc.flamediff) && isObject(doc.flamediff.meta) ? doc.flamediff.meta : undefined;
    const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
    const built = b.build({
      sourceFormat: 'speedscope',
      source: this.context.source,
      profiler: fd && typeof fd.profiler === 'string' ? fd.profiler : exporter?.startsWith('py-spy') ? 'py-spy' : exporter,
      name: typeof doc.name === 'string' ? doc.name : undefined,
      durationSeconds: num(fd?.durationSeconds) ?? seconds,
      sampleCount: samples,
      ...(this.hadEvents && !this.hadSamples ? { evented: true } : {}),
      sampleRate: num(fd?.rate),
      ...startOf(fd?.startTime),
      samplePeriod: this.period && !this.hadEvents ? this.period : undefined,
      event: fdMeta && typeof fdMeta.event === 'string' ? fdMeta.event : undefined,
      settings: fd && Array.isArray(fd.flags) ? fd.flags.filter((x): x is string => typeof x === 'string').join(' ') : undefined,
    });
    return unitOut === 'samples' ? built : { ...built, unit: unitOut };
  }

  private frame(f: SpeedscopeFrame, own: boolean): Frame {
    const file = typeof f.file === 'string' && f.file.length > 0 ? f.file : undefined;
    const line = typeof f.line === 'number' ? f.line : undefined;
    if (own && !file && typeof f.kind === 'string' && RECORDED_KINDS.has(f.kind)) return { name: f.name, kind: f.kind as FrameKind };
    // Without a file, the name is all there is: py-spy writes its `thread (TID): name` and
    // `process PID:"cmd"` frames into the stacks this way, and they must be known as such.
    if (!file) return frameFromFoldedName(f.name);
    return fileFrame(f.name, file, line);
  }

  /**
   * One sample at `time` (in the profile's unit). `seconds` is its real time when the profile
   * recorded one (evented profiles in a time unit): what a time slice selects by. Sampled
   * profiles only have their samples' order, so theirs are spread evenly and not given.
   */
  private sample(b: ProfileBuilder, node: number, weight: number, time: number, seconds?: number): void {
    if (this.pending) this.pending.push({ node, weight, time, seconds });
    else b.addSample(node, weight, seconds);
  }

  /**
   * When sample i of n was taken: sampled profiles carry no timestamps, only the span they
   * cover (py-spy writes each thread's), so samples are placed evenly across it.
   */
  private sampleTime(p: Record<string, unknown>, i: number, n: number): number {
    const start = typeof p.startValue === 'number' ? p.startValue : 0;
    const end = typeof p.endValue === 'number' && p.endValue > start ? p.endValue : start + 1;
    return start + ((i + 0.5) / n) * (end - start);
  }

  private sampled(b: ProfileBuilder, p: Record<string, unknown>, path: string, root: number, ids: number[]): number {
    const samples = p.samples;
    const weights = p.weights;
    if (!Array.isArray(samples)) this.fail(`${path}.samples`, 'an array of stacks');
    if (weights !== undefined && (!Array.isArray(weights) || weights.length !== samples.length)) {
      this.fail(`${path}.weights`, `an array of ${samples.length} numbers, one per sample`);
    }
    if (samples.length > 0) this.hadSamples = true;
    for (let i = 0; i < samples.length; i++) {
      const stack = samples[i];
      if (!Array.isArray(stack)) this.fail(`${path}.samples[${i}]`, 'an array of frame indices');
      const w = weights ? (weights as unknown[])[i] : 1;
      if (typeof w !== 'number' || !(w >= 0)) this.fail(`${path}.weights[${i}]`, 'a non-negative number');
      let node = root;
      for (let j = 0; j < stack.length; j++) {
        const f = stack[j];
        if (typeof f !== 'number' || !Number.isInteger(f) || f < 0 || f >= ids.length) {
          this.fail(`${path}.samples[${i}][${j}]`, `a frame index below ${ids.length}`);
        }
        node = b.child(node, ids[f]);
      }
      if (node !== root) this.sample(b, node, w, this.sampleTime(p, i, samples.length));
      // One weight for every sample (py-spy: 1/rate seconds) is the sampling period.
      this.period = this.period === undefined ? w : this.period === w ? w : null;
    }
    return samples.length;
  }

  private evented(
    b: ProfileBuilder,
    p: Record<string, unknown>,
    path: string,
    root: number,
    ids: number[],
    rawFrames: unknown[],
  ): number {
    this.hadEvents = true;
    const events = p.events;
    if (!Array.isArray(events)) this.fail(`${path}.events`, 'an array of open/close events');
    const open: number[] = [];
    const nodes: number[] = [root];
    let prevAt = typeof p.startValue === 'number' ? p.startValue : 0;
    let count = 0;
    const secondsPer = SECONDS_PER[String(p.unit ?? 'none')];
    events.forEach((e, i) => {
      const ep = `${path}.events[${i}]`;
      if (!isObject(e) || (e.type !== 'O' && e.type !== 'C') || typeof e.at !== 'number' || typeof e.frame !== 'number') {
        this.fail(ep, 'an object {"type": "O"|"C", "frame": N, "at": T}');
      }
      const at = e.at;
      const frame = e.frame;
      if (!Number.isInteger(frame) || frame < 0 || frame >= ids.length) this.fail(`${ep}.frame`, `a frame index below ${ids.length}`);
      if (at < prevAt) this.fail(`${ep}.at`, `a time not before the previous event (${prevAt})`);
      if (open.length > 0 && at > prevAt) {
        this.sample(b, nodes[nodes.length - 1], at - prevAt, prevAt, secondsPer === undefined ? undefined : prevAt * secondsPer);
        count++;
      }
      prevAt = at;
      if (e.type === 'O') {
        open.push(frame);
        nodes.push(b.child(nodes[nodes.length - 1], ids[frame]));
      } else {
        const top = open[open.length - 1];
        if (top !== frame) {
          const name = (i: number | undefined) => (i === undefined ? 'none' : String((rawFrames[i] as SpeedscopeFrame).name));
          this.fail(`${ep}`, `to close the frame on top of the stack: tried to leave frame "${name(frame)}" while frame "${name(top)}" was at the top at ${at}`);
        }
        open.pop();
        nodes.pop();
      }
    });
    if (open.length > 0) this.fail(`${path}.events`, `every opened frame to be closed (${open.length} left open)`);
    return count;
  }
}

/** A recording's ISO start time (flamediff record writes one) as Unix seconds. */
function startOf(iso: unknown): { startTime?: number; startClock?: 'epoch' } {
  if (typeof iso !== 'string') return {};
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? { startTime: ms / 1000, startClock: 'epoch' } : {};
}

/**
 * Whether every stack of a sampled profile starts with a thread frame of its own (py-spy
 * `--threads` writes `thread (TID): NAME` at the root of each stack). Then the profile's name
 * is not the thread: py-spy groups samples into its profiles loosely (one profile named
 * `Thread 31885 "parser"` held samples of three threads, `parser` and two `indexer`s whose TIDs
 * came and went, and another named `Thread 31887 ""` held a `parser`'s), so a root per profile
 * put one thread's samples under different roots from run to run and a thread pool read as
 * changed; without it, each stack's own thread frame is its root, as in py-spy's raw output.
 */
function stacksNameTheirThread(p: Record<string, unknown>, isThreadFrame: readonly boolean[]): boolean {
  if ((p.type ?? 'sampled') !== 'sampled' || !Array.isArray(p.samples) || p.samples.length === 0) return false;
  for (const stack of p.samples) {
    if (!Array.isArray(stack) || stack.length === 0) continue;
    const f = stack[0];
    if (typeof f !== 'number' || !isThreadFrame[f]) return false;
  }
  return true;
}
