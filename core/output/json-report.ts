import { UNSAFE_BEYOND_C0 } from '../text/inert.js';
import { additiveAccount } from '../detectors/account.js';
import type { Finding } from '../detectors/findings.js';
import { describeNormalization, describeTest, describeThreshold, detectionAdvice, type ReportContext } from './report.js';

/**
 * The JSON report, schema `flamediff.diff/v1`. Stable fields (additions only within v1):
 *
 * - `schema`: "flamediff.diff/v1"
 * - `before`, `after`: `{ label, runs, samples, weight, sources[], method, evented?, noun?, timed? }`
 *   (`evented`: the runs are evented profiles and `samples` is their time at 1 ms per sample;
 *   `noun`: what a sample is when it is not one, `contentions`; `timed`: every run samples
 *   running code in time, so runs of one length can crowd one part out for another)
 * - `normalization`: "bulk" | "share" | "absolute" | "rate"; `unit`: what `before`/`after` values
 *   mean (for "share", fractions of 1; for "bulk", fractions of the before side's total, costs
 *   relative to the code that did not change; `deltaShare` is then a fraction too: 0.05 = 5 pp);
 *   `normalizationFallback`: why "bulk" could not be used (then shares were compared), or null
 * - `composition` (with "bulk", else null): `{ bulkShareBefore, bulkShareAfter, wholeBefore,
 *   wholeAfter, wholeDelta, wholeCiLow, wholeCiHigh, samplesPerRunBefore, samplesPerRunAfter,
 *   bulkWaitingShare (of the unchanged code's samples, the share in waiting frames: at half or
 *   more the headline is work measured against waiting time) }`
 * - `account` (with "bulk", else null): `{ items[] {frames, kind, delta}, residual }`: the
 *   whole's Δ as the findings' Δs plus the rest
 * - `test`, `threshold`, `alpha`, `minDelta`, `preset`, `overdispersion`, `minimumDetectableEffect`,
 *   `advice`, `warnings[]`, `notes[]` (how the runs came about: the commits `compare --base`
 *   checked out, the decision of `compare --until decided`)
 * - `findings[]`, rank order: `{ rank, kind: tower|function|new|vanished|renamed|replaced,
 *   direction: regression|improvement|neutral (renamed), frames[] (caller first), previous[]
 *   (renamed: the old frames; replaced: the frames of the code replaced; else null), causeIndex (the cause's index in frames, or null),
 *   driven (true when the frames below the cause name what drives it, the callback of an
 *   event loop that changed most beneath a spinning loop, rather than the chain carrying
 *   most of its change), causedBy[] (page faults: the frames of the largest page release of
 *   the same direction, down to its call; else null), callers[] (a function finding whose
 *   function has several callers: {name, deltaShare} of the callers its change came through,
 *   largest first; else null), threads[] (a tower found at the same path in several workers
 *   of one pool: {name, deltaShare} per worker, largest first, the finding's figures their
 *   sums; else null),
 *   before, after, deltaShare, waitingDeltaShare (replaced: the change of the waiting code
 *   it replaced or became, which idle-free deltaShare leaves out; else null),
 *   ciLow, ciHigh, pValue, qValue, significant, mde, category, explanation, hint }`
 *   (`category`, `explanation`, `hint` are null when no known pathology matched), runToRun (one
 *   run on a side: the share of functions whose odds differ this much between two runs of the
 *   same work in this project's repeated captures, core/stats/run-spread.ts; else null),
 *   runToRunUnmeasured (one run on a side and too few samples in a run for that measure: true)
 */
export function renderJson(ctx: ReportContext): string {
  const { diff } = ctx;
  const side = (label: string, s: typeof diff.before) => ({ label, ...s });
  const account = additiveAccount(diff, ctx.findings);
  const doc = {
    schema: 'flamediff.diff/v1',
    before: side(ctx.beforeLabel, diff.before),
    after: side(ctx.afterLabel, diff.after),
    normalization: diff.normalization,
    unit: diff.unitLabel,
    normalizationDescription: describeNormalization(diff),
    normalizationFallback: diff.normalizationFallback ?? null,
    composition: diff.composition
      ? {
          bulkShareBefore: diff.composition.bulkShareBefore,
          bulkShareAfter: diff.composition.bulkShareAfter,
          wholeBefore: diff.composition.whole.before,
          wholeAfter: diff.composition.whole.after,
          wholeDelta: diff.composition.whole.delta,
          wholeCiLow: diff.composition.whole.ciLow,
          wholeCiHigh: diff.composition.whole.ciHigh,
          samplesPerRunBefore: diff.composition.samplesPerRunBefore,
          samplesPerRunAfter: diff.composition.samplesPerRunAfter,
          bulkWaitingShare: diff.composition.bulkWaitingShare ?? 0,
        }
      : null,
    account: account ? { items: account.items, residual: account.residual } : null,
    preset: ctx.preset,
    test: describeTest(diff),
    threshold: describeThreshold(diff),
    alpha: diff.alpha,
    minDelta: diff.minDelta,
    overdispersion: diff.overdispersion ?? null,
    minimumDetectableEffect: diff.typicalMde,
    advice: detectionAdvice(diff) ?? null,
    warnings: ctx.warnings ?? [],
    notes: ctx.notes ?? [],
    findings: ctx.findings.map(findingJson),
    // Under a no-change verdict: the changes nearest to significance (not findings).
    nearest: (ctx.nearest ?? []).map(findingJson),
  };
  return `${inertJson(JSON.stringify(doc, null, 2))}\n`;
}

/** One finding as the JSON report writes it; `rank` is its place in its list. */
function findingJson(f: Finding, i: number) {
  return {
    rank: i + 1,
    kind: f.kind,
    direction: f.direction,
    frames: f.frames,
    previous: f.previous ?? null,
    causeIndex: f.causeIndex ?? null,
    driven: f.driven ?? false,
    causedBy: f.causedBy ?? null,
    callers: f.callers ? f.callers.map((c) => ({ name: c.name, deltaShare: c.delta })) : null,
    threads: f.threads ? f.threads.map((c) => ({ name: c.name, deltaShare: c.delta })) : null,
    places: f.places ? f.places.map((p) => ({ frames: p.frames, deltaShare: p.delta })) : null,
    before: f.before,
    after: f.after,
    deltaShare: f.delta,
    waitingDeltaShare: f.waitingDelta ?? null,
    ciLow: f.ciLow,
    ciHigh: f.ciHigh,
    pValue: f.pValue,
    qValue: f.qValue,
    significant: f.significant,
    mde: f.mde,
    category: f.category ?? null,
    explanation: f.explanation ?? null,
    hint: f.hint ?? null,
    runToRun: f.runToRun ?? null,
    runToRunUnmeasured: f.runToRunUnmeasured ?? false,
  };
}

/**
 * JSON text with every character `inertText` would show as an escape written as a `\u` escape
 * (JSON.stringify leaves DEL, C1 controls, bidi and zero-width characters raw): the same data
 * once parsed, but the file shown as it is (`cat`, a diff in review) no longer reorders a line
 * (U+202E) or sends a C1 control to the terminal (red team).
 */
function inertJson(json: string): string {
  return json.replace(UNSAFE_BEYOND_C0, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
