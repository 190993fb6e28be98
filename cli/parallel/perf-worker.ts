import { openSync, readSync, closeSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { ParseError } from '../../core/formats/errors.js';
import { PerfScriptParser } from '../../core/formats/perf-script/parser.js';
import type { PieceMessage, PieceRequest, PieceWarning } from './protocol.js';

/** Parses bytes [start, end) of a perf script file and posts the resulting profile back. */
function run(req: PieceRequest): PieceMessage {
  const warnings: PieceWarning[] = [];
  const parser = new PerfScriptParser(req.options, {
    source: req.path,
    warn: (message, line) => warnings.push({ message, line }),
  });
  const fd = openSync(req.path, 'r');
  const buf = new Uint8Array(1 << 20);
  let pos = req.start;
  let sinceReport = 0;
  try {
    while (pos < req.end) {
      const n = readSync(fd, buf, 0, Math.min(buf.length, req.end - pos), pos);
      if (n === 0) break;
      parser.push(buf.subarray(0, n));
      pos += n;
      sinceReport += n;
      if (sinceReport >= 16 << 20) {
        parentPort!.postMessage({ type: 'progress', bytes: sinceReport } satisfies PieceMessage);
        sinceReport = 0;
      }
    }
    const p = parser.end();
    parentPort!.postMessage({ type: 'progress', bytes: sinceReport } satisfies PieceMessage);
    return {
      type: 'done',
      frames: [...p.frames],
      stackFrame: p.stackFrame,
      stackParent: p.stackParent,
      stackSelf: p.stackSelf,
      timeline: p.timeline,
      unit: p.unit,
      meta: p.meta,
      lines: parser.linesRead,
      warnings,
    };
  } catch (e) {
    if (e instanceof ParseError) return { type: 'error', detail: e.detail, line: e.line, lines: parser.linesRead, warnings };
    throw e;
  } finally {
    closeSync(fd);
  }
}

const msg = run(workerData as PieceRequest);
if (msg.type === 'done') {
  const transfer = [msg.stackFrame.buffer, msg.stackParent.buffer, msg.stackSelf.buffer] as ArrayBuffer[];
  if (msg.timeline) transfer.push(msg.timeline.stack.buffer as ArrayBuffer, msg.timeline.weight.buffer as ArrayBuffer);
  parentPort!.postMessage(msg, transfer);
} else {
  parentPort!.postMessage(msg);
}
