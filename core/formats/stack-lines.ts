import { ProfileBuilder } from '../model/builder.js';
import type { Profile, ProfileMeta, WeightUnit } from '../model/types.js';
import { LineCarry } from '../text/line-carry.js';
import { frameFromFoldedName } from './frame-kind.js';
import type { ParseContext, StreamParser } from './types.js';

/**
 * The shared shape of the text formats whose stacks span several lines (DTrace, macOS
 * `sample`, VTune and Visual Studio CSV, GHC `.prof`): bytes become numbered lines for
 * `onLine`, and finished stacks are collected by their folded text, as inferno's collapsers
 * collect them (some formats replace a repeated stack's count, others add to it), then built
 * into a profile once at the end.
 */
export abstract class StackLinesParser implements StreamParser {
  private readonly carry = new LineCarry();
  private readonly decoder = new TextDecoder();
  private readonly stacks = new Map<string, number>();
  protected lineNo = 0;

  constructor(protected readonly context: ParseContext) {}

  /** One line, without its line ending; `lineNo` is its 1-based number. */
  protected abstract onLine(line: string): void;
  /** Called once after the last line (a stack still open is finished here). */
  protected onEnd(): void {}
  protected abstract meta(): Omit<ProfileMeta, 'source' | 'sampleCount'>;
  protected unit(): WeightUnit {
    return 'samples';
  }
  /** The profile's sample count, given its weights' total (which is the count unless a format says otherwise). */
  protected sampleCount(total: number): number {
    return total;
  }

  push(chunk: Uint8Array): void {
    const [carried, start] = this.carry.take(chunk);
    if (carried) this.line(carried);
    let pos = start;
    for (let nl = chunk.indexOf(10, pos); nl !== -1; nl = chunk.indexOf(10, pos)) {
      this.line(chunk.subarray(pos, nl));
      pos = nl + 1;
    }
    this.carry.keep(chunk, pos);
  }

  end(): Profile {
    const last = this.carry.last();
    if (last) this.line(last);
    this.onEnd();
    const b = new ProfileBuilder(this.unit());
    const ids = new Map<string, number>();
    let total = 0;
    for (const [stack, weight] of this.stacks) {
      if (weight <= 0) continue;
      const frames = stack.split(';').map((name) => {
        let id = ids.get(name);
        if (id === undefined) ids.set(name, (id = b.internFrame(frameFromFoldedName(name))));
        return id;
      });
      b.addStack(frames, weight);
      total += weight;
    }
    return b.build({ ...this.meta(), source: this.context.source, sampleCount: this.sampleCount(total) });
  }

  /** Records a stack's weight, adding to what the same stack already has. */
  protected addStack(frames: readonly string[], weight: number): void {
    const key = frames.join(';');
    this.stacks.set(key, (this.stacks.get(key) ?? 0) + weight);
  }

  /** Records a stack's weight, replacing what the same stack had (VTune's and VS's collapsers do). */
  protected setStack(frames: readonly string[], weight: number): void {
    this.stacks.set(frames.join(';'), weight);
  }

  private line(bytes: Uint8Array): void {
    this.lineNo++;
    const text = this.decoder.decode(bytes);
    this.onLine(text.endsWith('\r') ? text.slice(0, -1) : text);
  }
}

/** The lines of a format's head, for sniffs that look at structure. */
export function headLines(head: string): string[] {
  return head.split('\n').map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));
}
