import { ProfileBuilder } from '../../model/builder.js';
import type { Profile } from '../../model/types.js';
import { LineSplitter } from '../../text/lines.js';
import { detach } from '../../text/whitespace.js';
import { ParseError, quoteLine } from '../errors.js';
import { frameFromFoldedName } from '../frame-kind.js';
import type { ParseContext, StreamParser } from '../types.js';

const COUNT = /^\+?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * Folded stacks, one `root;...;leaf COUNT` per line (Brendan Gregg's format, also py-spy `raw`).
 * The count is the text after the *last* space, so py-spy's `thread (0x7f..)` frames stay
 * frames (py-spy#234). Fractional counts, CRLF and trailing blanks are accepted; blank lines and
 * `#` comments are skipped; a line whose count is not a number is an error, not a silent skip.
 */
export class FoldedParser implements StreamParser {
  private readonly builder = new ProfileBuilder('samples');
  private readonly splitter: LineSplitter;
  private readonly frameIds = new Map<string, number>();
  private samples = 0;

  constructor(private readonly context: ParseContext) {
    this.splitter = new LineSplitter((line, no) => this.onLine(line, no));
  }

  push(chunk: Uint8Array): void {
    this.splitter.push(chunk);
  }

  end(): Profile {
    this.splitter.end();
    return this.builder.build({
      sourceFormat: 'folded',
      source: this.context.source,
      sampleCount: this.samples,
    });
  }

  private onLine(raw: string, lineNo: number): void {
    const line = raw.trimEnd();
    if (line.length === 0 || line.charCodeAt(0) === 0x23 /* # */) return;
    const sp = line.lastIndexOf(' ');
    const countText = line.slice(sp + 1);
    // py-spy writes samples with no Python frame as ` 1` (an empty stack): nothing to place.
    if (sp === 0 && COUNT.test(countText)) return;
    if (sp <= 0 || !COUNT.test(countText)) {
      throw new ParseError(
        this.context.source,
        `bad folded line ${quoteLine(line)}: expected \`frame;frame;... COUNT\` with a non-negative number after the last space`,
        lineNo,
      );
    }
    const count = Number(countText);
    const stack = line.slice(0, sp).trimEnd();
    const b = this.builder;
    let node = 0;
    let start = 0;
    for (;;) {
      const semi = stack.indexOf(';', start);
      const name = semi === -1 ? stack.slice(start) : stack.slice(start, semi);
      let id = this.frameIds.get(name);
      if (id === undefined) {
        const kept = detach(name);
        id = b.internFrame(frameFromFoldedName(kept));
        this.frameIds.set(kept, id);
      }
      node = b.child(node, id);
      if (semi === -1) break;
      start = semi + 1;
    }
    b.addSelf(node, count);
    this.samples += count;
  }
}
