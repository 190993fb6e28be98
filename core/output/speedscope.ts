import { RECORDED_KINDS } from '../formats/frame-kind.js';
import type { Profile, ProfileMeta } from '../model/types.js';

/** What a recording says about how it was made (kept so a diff can check comparability). */
export interface RecordingMeta {
  readonly profiler: string;
  readonly profilerVersion?: string;
  readonly flags: readonly string[];
  readonly rate?: number;
  readonly durationSeconds?: number;
  readonly startTime?: string;
  readonly command?: readonly string[];
  readonly pid?: number;
  readonly exitStatus?: number | string | null;
  readonly host?: string;
  readonly cpus?: { readonly nproc?: number; readonly osCpuCount?: number };
  readonly kernel?: string;
  readonly samples?: number;
}

/**
 * Frames keep their kind beside their name where the name does not tell it (`RECORDED_KINDS`;
 * speedscope ignores the field). Why: `record` and `compare` keep perf runs as speedscope files,
 * and perf's root frames, the recorded threads' and processes' names (`worker-0` … `worker-3`
 * of a pthread pool), came back as unknown frames: a worker was then reported as the cause
 * ("tower worker-2") and the pool's workers were not taken as one activity, so a stage 29%
 * slower in all four read as "No significant change".
 */
/**
 * A profile as speedscope JSON (one sampled profile, samples in recording order when the
 * profile kept them), with flamediff's recording metadata in a top-level `flamediff` field that
 * speedscope ignores. Sample order survives, so single-run statistics can use time blocks.
 */
export function renderSpeedscope(profile: Profile, recording?: RecordingMeta): string {
  // Names already carry py-spy's ` (file:line)`; speedscope keeps file and line apart, and
  // the reader joins them back, so strip the suffix here (a round trip gives the same name).
  const frames = profile.frames.map((f) => {
    if (!f.file) return RECORDED_KINDS.has(f.kind) ? { name: f.name, kind: f.kind } : { name: f.name };
    const suffix = ` (${f.file}${f.line !== undefined ? `:${f.line}` : ''})`;
    const bare = f.name.endsWith(suffix) ? f.name.slice(0, -suffix.length) : undefined;
    return bare !== undefined ? { name: bare, file: f.file, ...(f.line !== undefined ? { line: f.line } : {}) } : { name: f.name };
  });
  const pathOf = (node: number) => {
    const out: number[] = [];
    for (let n = node; n > 0; n = profile.stackParent[n]) out.push(profile.stackFrame[n]);
    return out.reverse();
  };
  const samples: number[][] = [];
  const weights: number[] = [];
  const cache = new Map<number, number[]>();
  const path = (node: number) => {
    let p = cache.get(node);
    if (!p) cache.set(node, (p = pathOf(node)));
    return p;
  };
  if (profile.timeline) {
    for (let i = 0; i < profile.timeline.stack.length; i++) {
      samples.push(path(profile.timeline.stack[i]));
      weights.push(profile.timeline.weight[i]);
    }
  } else {
    for (let n = 1; n < profile.stackSelf.length; n++) {
      if (profile.stackSelf[n] === 0) continue;
      samples.push(path(n));
      weights.push(profile.stackSelf[n]);
    }
  }
  const total = weights.reduce((a, w) => a + w, 0);
  const unit = profile.unit === 'samples' || profile.unit === 'events' ? 'none' : profile.unit;
  const doc = {
    $schema: 'https://www.speedscope.app/file-format-schema.json',
    exporter: `flamediff (${recording?.profiler ?? profile.meta.profiler ?? 'unknown'})`,
    name: profile.meta.name ?? recording?.command?.join(' ') ?? 'profile',
    activeProfileIndex: 0,
    shared: { frames },
    profiles: [{ type: 'sampled', name: profile.meta.name ?? 'profile', unit, startValue: 0, endValue: total, samples, weights }],
    flamediff: { version: 1, meta: profile.meta satisfies ProfileMeta, recording: recording ?? null },
  };
  return `${JSON.stringify(doc)}\n`;
}
