import { parentPort, workerData } from 'node:worker_threads';
import { ParseError } from '../../core/formats/errors.js';
import type { Profile } from '../../core/model/types.js';
import { normalizeProfile, presetFor } from '../../core/normalize/normalize.js';
import { loadProfile, type LoadOptions } from '../load.js';
import { packFrames, type FileMessage, type FileRequest } from './protocol.js';

/**
 * Reads one whole profile file on a worker thread (any format, as `loadProfile` does on the
 * main thread) and posts the profile back, its typed arrays transferred, not copied.
 */
async function run(req: FileRequest): Promise<void> {
  const warnings: string[] = [];
  const options: LoadOptions = { ...req.options, threads: 1, warn: (m) => warnings.push(m) };
  try {
    const p = await loadProfile(req.path, options);
    const { frames, ...rest } = p;
    const packed = packFrames(frames);
    const transfer = buffersOf(p, packed);
    let normalized: Extract<FileMessage, { type: 'done' }>['normalized'];
    if (req.normalize !== undefined) {
      const preset = req.normalize === 'auto' ? presetFor(p) : req.normalize;
      const n = normalizeProfile(p, { preset }).profile;
      const { frames: nFrames, ...nRest } = n;
      const nPacked = nFrames === frames ? packed : packFrames(nFrames);
      normalized = { preset, profile: nRest, frames: nPacked };
      transfer.push(...buffersOf(n, nPacked));
    }
    const msg: FileMessage = { type: 'done', profile: rest, frames: packed, normalized, warnings };
    parentPort!.postMessage(msg, [...new Set(transfer)]);
  } catch (e) {
    const err = e as Error;
    const parse = e instanceof ParseError ? { source: e.source, detail: e.detail, line: e.line, offset: e.offset } : undefined;
    parentPort!.postMessage({ type: 'error', name: err.name, message: err.message, parse, warnings } satisfies FileMessage);
  }
}

/** The buffers a profile's message can hand over rather than copy. */
function buffersOf(p: Profile, packed: { lengths: Int32Array; kindOf: Uint8Array }): ArrayBuffer[] {
  const out = [p.stackFrame.buffer, p.stackParent.buffer, p.stackSelf.buffer, packed.lengths.buffer, packed.kindOf.buffer] as ArrayBuffer[];
  if (p.timeline) {
    out.push(p.timeline.stack.buffer as ArrayBuffer, p.timeline.weight.buffer as ArrayBuffer);
    if (p.timeline.time) out.push(p.timeline.time.buffer as ArrayBuffer);
  }
  return out;
}

void run(workerData as FileRequest);
