/**
 * Splits a byte stream into text lines, chunk by chunk, so an input of any size is never held
 * as one string. Bytes are decoded as UTF-8 with replacement characters for invalid sequences
 * (what Rust's `String::from_utf8_lossy`, and so inferno, does).
 */
export type LineHandler = (line: string, lineNo: number, terminated: boolean) => void;

export class LineSplitter {
  private readonly decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  private rest = '';
  private lineNo = 0;
  private bytes = 0;

  constructor(private readonly onLine: LineHandler) {}

  /** Bytes pushed so far. */
  get bytesRead(): number {
    return this.bytes;
  }

  /** Lines completed so far. */
  get linesRead(): number {
    return this.lineNo;
  }

  push(chunk: Uint8Array): void {
    this.bytes += chunk.length;
    const text = this.decoder.decode(chunk, { stream: true });
    if (text.length === 0) return;
    this.feed(text);
  }

  private feed(text: string): void {
    let start = 0;
    let nl = text.indexOf('\n');
    if (nl === -1) {
      this.rest += text;
      return;
    }
    const onLine = this.onLine;
    if (this.rest.length > 0) {
      const first = this.rest + text.slice(0, nl);
      this.rest = '';
      onLine(first, ++this.lineNo, true);
      start = nl + 1;
      nl = text.indexOf('\n', start);
    }
    while (nl !== -1) {
      onLine(text.slice(start, nl), ++this.lineNo, true);
      start = nl + 1;
      nl = text.indexOf('\n', start);
    }
    this.rest = start < text.length ? text.slice(start) : '';
  }

  /** Flushes the decoder; a final line without a newline is reported with `terminated = false`. */
  end(): void {
    const tail = this.decoder.decode();
    if (tail.length > 0) this.feed(tail);
    if (this.rest.length > 0) {
      const last = this.rest;
      this.rest = '';
      this.onLine(last, ++this.lineNo, false);
    }
  }
}
