/**
 * A sequential experiment: runs are added a pair at a time and the comparison is looked at
 * after each pair, so it can stop as soon as the answer is certain. Looking repeatedly at a
 * test made for one look raises its false-alarm rate (five looks at α = 0.05 alarm far more
 * than 5% of the time); the α is therefore *spent* across the looks.
 *
 * Why this design: flamediff's verdict is a Benjamini–Hochberg q-value over many frames, not one
 * statistic with a known sequential distribution, so mixture SPRTs and always-valid p-values
 * (which need a per-look likelihood ratio) do not apply directly. Alpha spending does: at look
 * k out of at most K, the comparison is made at level α(k/K) − α((k−1)/K), and by the union
 * bound the chance of any false alarm over all looks is at most α, whatever the correlation
 * between looks. The spending function is Lan–DeMets' Pocock type, α·ln(1 + (e − 1)t): it
 * spends early, so a large effect is decided at the first look (O'Brien–Fleming's spends
 * almost nothing early and would need ten runs for what three show).
 */
export function spent(t: number, alpha: number): number {
  const u = Math.min(1, Math.max(0, t));
  return alpha * Math.log(1 + (Math.E - 1) * u);
}

/** The level of look `k` (1-based) of at most `looks`: what this look may spend. */
export function lookAlpha(k: number, looks: number, alpha: number): number {
  return spent(k / looks, alpha) - spent((k - 1) / looks, alpha);
}

/** What a look concluded. */
export type Decision =
  | { readonly kind: 'change'; readonly waitingOnly?: boolean }
  | { readonly kind: 'no-change'; readonly mde: number }
  | { readonly kind: 'continue' }
  | { readonly kind: 'budget'; readonly runsNeeded?: number };

/**
 * The decision after a look: a significant finding at this look's level is a change; no
 * finding while the smallest detectable change has fallen to `mdeTarget` (a share, 0.01 = 1 pp)
 * or below is a positive "no change that large", unless a candidate's own interval says there
 * is one (`contradicted`: it excludes zero and its Δ is at least the target, though not yet
 * significant at this look's level after multiplicity); the last look allowed ends on the
 * budget, with how many runs a side would bring the detectable change down to the target.
 *
 * `waiting` counts the significant findings that are waiting (idle threads), not cost: when
 * they are all of them, the change is in waiting only (a newcomer's pool shrunk from eight
 * workers to two was "decided: a significant change", its one finding less waiting).
 *
 * Why `contradicted`: a newcomer's pthread pool, one stage 29% slower, was "decided after 4 runs
 * a side: no change of 1.0 pp or more" while its own nearest candidate read +3.3 pp, 95% CI
 * +1.8 to +4.9 pp, and a plain diff of the same runs called it significant. The typical
 * detectable size is a claim about a typical frame; a frame measured beyond it is evidence
 * against "no change", and the experiment goes on.
 */
export function decide(input: { significant: number; waiting?: number; mde: number; runs: number; look: number; looks: number; mdeTarget: number; contradicted?: boolean }): Decision {
  if (input.significant > 0) return input.waiting !== undefined && input.waiting >= input.significant ? { kind: 'change', waitingOnly: true } : { kind: 'change' };
  if (input.mde > 0 && input.mde <= input.mdeTarget && !input.contradicted) return { kind: 'no-change', mde: input.mde };
  if (input.look >= input.looks) {
    const needed = input.mde > 0 ? Math.ceil(input.runs * (input.mde / input.mdeTarget) ** 2) : undefined;
    return { kind: 'budget', runsNeeded: needed };
  }
  return { kind: 'continue' };
}
