import { ProfileBuilder } from '../../model/builder.js';
import type { Frame, Profile } from '../../model/types.js';
import { ParseError } from '../errors.js';
import { fileFrame } from '../frame-kind.js';
import { isObject, JsonChunks } from '../json.js';
import type { InputFormat, ParseContext, StreamParser } from '../types.js';

/**
 * pyinstrument's own JSON (`pyinstrument -r json`): `{start_time, duration, sample_count,
 * cpu_time, root_frame}`, where each frame is `{function, file_path_short, file_path, line_no,
 * time, await_time, children}` and `time` is the frame's inclusive time in seconds.
 *
 * Why its own reader: it is what pyinstrument writes when asked for data rather than a page,
 * and its speedscope output is not a substitute (pyinstrument's speedscope renderer drops every
 * call under 1% of the total, so a function called often but briefly, a blind case's culprit,
 * never appears). A frame's own time is its time less its children's: the renderer's pruning
 * leaves a pruned child's time in its parent, as pyinstrument's own views show it. pyinstrument
 * names that own time as a `[self]` child when a frame has callees; it is folded back into the
 * frame, so a frame's own time has one name however the renderer grouped it. The sample count
 * the file reports is kept, so the statistics count samples, not a guess from the time.
 */
export function sniff(head: string): boolean {
  return head.trimStart().startsWith('{') && /"root_frame"\s*:/.test(head) && /"(sample_count|start_time|duration)"\s*:/.test(head);
}

interface RawFrame {
  readonly function?: unknown;
  readonly file_path_short?: unknown;
  readonly file_path?: unknown;
  readonly line_no?: unknown;
  readonly time?: unknown;
  readonly children?: unknown;
}

/** pyinstrument's `filter_threshold`: frames under this fraction of the total are left out. */
const PRUNED_BELOW = 0.01;

/** pyinstrument's name for a frame's own time among its children. */
const SELF = '[self]';

export class PyinstrumentParser implements StreamParser {
  private readonly json = new JsonChunks();

  constructor(private readonly context: ParseContext) {}

  push(chunk: Uint8Array): void {
    this.json.push(chunk);
  }

  end(): Profile {
    return this.build(this.json.parse(this.context.source, "pyinstrument's JSON (-r json)"));
  }

  private fail(path: string, expected: string): never {
    throw new ParseError(this.context.source, `${path}: expected ${expected}`);
  }

  private build(doc: unknown): Profile {
    if (!isObject(doc)) this.fail('top level', 'a JSON object');
    const d = doc as Record<string, unknown>;
    if (!isObject(d.root_frame)) this.fail('root_frame', 'a frame object');
    const b = new ProfileBuilder('seconds');
    this.walk(b, d.root_frame as RawFrame, 0, 'root_frame');
    const samples = typeof d.sample_count === 'number' && d.sample_count > 0 ? Math.round(d.sample_count) : undefined;
    const duration = typeof d.duration === 'number' && d.duration > 0 ? d.duration : undefined;
    return b.build({
      sourceFormat: 'pyinstrument',
      source: this.context.source,
      profiler: 'pyinstrument',
      // The JSON renderer's processors remove frames under 1% of the total (remove_irrelevant_nodes).
      prunedBelow: PRUNED_BELOW,
      ...(samples !== undefined ? { sampleCount: samples } : {}),
      ...(duration !== undefined ? { durationSeconds: duration } : {}),
      ...(typeof d.start_time === 'number' ? { startTime: d.start_time, startClock: 'epoch' as const } : {}),
      ...(typeof d.target_description === 'string' ? { name: d.target_description } : {}),
    });
  }

  /**
   * Depth-first with an explicit stack (deep recursion nests thousands of frames): each frame
   * becomes a child of its caller's node, its own time what its children leave of its time.
   */
  private walk(b: ProfileBuilder, root: RawFrame, rootParent: number, rootPath: string): void {
    const work: { frame: RawFrame; parent: number; path: string }[] = [{ frame: root, parent: rootParent, path: rootPath }];
    while (work.length > 0) {
      const { frame, parent, path } = work.pop()!;
      const time = this.time(frame, path);
      const node = b.child(parent, b.internFrame(this.frame(frame, path)));
      const children = frame.children === undefined ? [] : frame.children;
      if (!Array.isArray(children)) this.fail(`${path}.children`, 'an array of frames');
      let inChildren = 0;
      (children as unknown[]).forEach((c, i) => {
        const at = `${path}.children[${i}]`;
        if (!isObject(c)) this.fail(at, 'a frame object');
        const child = c as RawFrame;
        const t = this.time(child, at);
        // Its own time, named as a child: left in the frame's own time.
        if (isSelf(child)) return;
        inChildren += t;
        work.push({ frame: child, parent: node, path: at });
      });
      // To the microsecond pyinstrument writes: differences of decimals leave 1e-17 crumbs.
      const own = Math.round((time - inChildren) * 1e6) / 1e6;
      if (own > 0) b.addSelf(node, own);
    }
  }

  private time(f: RawFrame, path: string): number {
    if (typeof f.time !== 'number' || !(f.time >= 0)) this.fail(`${path}.time`, 'a number of seconds ≥ 0');
    return f.time as number;
  }

  private frame(f: RawFrame, path: string): Frame {
    if (typeof f.function !== 'string') this.fail(`${path}.function`, 'a string');
    const file = typeof f.file_path_short === 'string' && f.file_path_short.length > 0 ? f.file_path_short : typeof f.file_path === 'string' && f.file_path.length > 0 ? f.file_path : undefined;
    const line = typeof f.line_no === 'number' && f.line_no > 0 ? f.line_no : undefined;
    if (!file) return { name: f.function as string, kind: 'unknown' };
    // Named as py-spy and pyinstrument's speedscope output name them, so the same code compares.
    return fileFrame(f.function as string, file, line);
  }
}

/** A `[self]` child: its frame's own time under another name, with nothing below it. */
function isSelf(c: RawFrame): boolean {
  return c.function === SELF && (c.children === undefined || (Array.isArray(c.children) && c.children.length === 0));
}

export const pyinstrument: InputFormat = {
  id: 'pyinstrument',
  description: "pyinstrument's JSON (pyinstrument -r json)",
  sniff,
  createParser: (_o, context) => new PyinstrumentParser(context),
};
