import { inertText } from '../core/text/inert.js';

/**
 * A one-line progress meter on stderr, shown only on a TTY and only for work big enough to
 * notice (inputs over ~100 MB; anything still running after 250 ms); silent when piped, in CI,
 * or with NO_PROGRESS.
 */
export class Progress {
  private timer: NodeJS.Timeout | undefined;
  private readonly start = Date.now();
  private shown = false;

  constructor(
    private readonly label: string,
    private readonly total: number | undefined,
    private readonly done: () => number,
    enabled = !!process.stderr.isTTY && !process.env.NO_PROGRESS && !process.env.CI,
    /** What the line says after the label; default: megabytes, percent and MB/s. */
    private readonly describe?: (done: number, total: number | undefined) => string,
  ) {
    if (enabled) {
      this.timer = setInterval(() => this.draw(), 250);
      this.timer.unref();
    }
  }

  private draw(): void {
    const done = this.done();
    if (this.describe) {
      process.stderr.write(`\r${inertText(this.label)}: ${this.describe(done, this.total)}  `);
      this.shown = true;
      return;
    }
    const secs = (Date.now() - this.start) / 1000;
    const mb = done / 1e6;
    const rate = secs > 0 ? mb / secs : 0;
    const pct = this.total ? ` ${((100 * done) / this.total).toFixed(0)}%` : '';
    const of = this.total ? ` / ${(this.total / 1e6).toFixed(0)} MB` : ' MB';
    process.stderr.write(`\r${inertText(this.label)}: ${mb.toFixed(0)}${of}${pct}  ${rate.toFixed(0)} MB/s  `);
    this.shown = true;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    if (this.shown) process.stderr.write('\r\x1b[K');
  }
}

/** Inputs at least this big get a progress meter. */
export const PROGRESS_MIN_BYTES = 100e6;
