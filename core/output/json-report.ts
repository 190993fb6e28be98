import { describeNormalization, describeTest, describeThreshold, detectionAdvice, type ReportContext } from './report.js';

/**
 * The JSON report, schema `flamediff.diff/v1`. Stable fields (additions only within v1):
 *
 * - `schema`: "flamediff.diff/v1"
 * - `before`, `after`: `{ label, runs, samples, weight, sources[], method }`
 * - `normalization`: "share" | "absolute" | "rate"; `unit`: what `before`/`after` values mean
 *   (for "share", fractions of 1; `deltaShare` is then a fraction too: 0.05 = 5 pp)
 * - `test`, `threshold`, `alpha`, `minDelta`, `preset`, `overdispersion`, `minimumDetectableEffect`,
 *   `advice`, `warnings[]`
 * - `findings[]`, rank order: `{ rank, kind: tower|function|new|vanished,
 *   direction: regression|improvement, frames[] (base first), before, after, deltaShare,
 *   ciLow, ciHigh, pValue, qValue, significant, mde, category, explanation, hint }`
 *   (`category`, `explanation`, `hint` are null when no known pathology matched)
 */
export function renderJson(ctx: ReportContext): string {
  const { diff } = ctx;
  const side = (label: string, s: typeof diff.before) => ({ label, ...s });
  const doc = {
    schema: 'flamediff.diff/v1',
    before: side(ctx.beforeLabel, diff.before),
    after: side(ctx.afterLabel, diff.after),
    normalization: diff.normalization,
    unit: diff.unitLabel,
    normalizationDescription: describeNormalization(diff),
    preset: ctx.preset,
    test: describeTest(diff),
    threshold: describeThreshold(diff),
    alpha: diff.alpha,
    minDelta: diff.minDelta,
    overdispersion: diff.overdispersion ?? null,
    minimumDetectableEffect: diff.typicalMde,
    advice: detectionAdvice(diff) ?? null,
    warnings: ctx.warnings ?? [],
    findings: ctx.findings.map((f, i) => ({
      rank: i + 1,
      kind: f.kind,
      direction: f.direction,
      frames: f.frames,
      before: f.before,
      after: f.after,
      deltaShare: f.delta,
      ciLow: f.ciLow,
      ciHigh: f.ciHigh,
      pValue: f.pValue,
      qValue: f.qValue,
      significant: f.significant,
      mde: f.mde,
      category: f.category ?? null,
      explanation: f.explanation ?? null,
      hint: f.hint ?? null,
    })),
  };
  return `${JSON.stringify(doc, null, 2)}\n`;
}
