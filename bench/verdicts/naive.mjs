// The verdict benchmark's naive baseline: a pooled two-proportion z-test on every stack prefix,
// Benjamini–Hochberg, a 0.5 pp floor, biggest change first, each finding descending into the
// child that carries ≥ 60% of its change. Deliberately simple (no run-to-run variance, no
// function view): flamediff must never do worse than this. The spec is in README.md.
import { loadProfile } from '../../dist/cli/load.js';
import { asSampleCounts } from '../../dist/core/model/types.js';
import { normalizeSides } from '../../dist/core/pipeline/compare.js';

export const ALPHA = 0.05;
export const MIN_DELTA = 0.005;
export const DOMINANT = 0.6;

/** Loads the runs of both sides and normalises them as `flamediff diff` does (one preset for both). */
export async function loadSides(beforeFiles, afterFiles) {
  const load = async (files) => {
    const out = [];
    for (const f of files) out.push(await loadProfile(f, { parse: { timeline: false }, threads: 1, warn: () => {} }));
    return out;
  };
  const before = await load(beforeFiles);
  const after = await load(afterFiles);
  // Every name rule `flamediff diff` applies, the sides' pairings included (source files found
  // on one side only, renamed process roots): the baseline differs in its statistics, not in
  // which frames it takes for the same code.
  const sides = normalizeSides(before, after);
  return { before: sides.before, after: sides.after, preset: sides.preset };
}

/** erfc(x), |relative error| < 1.2e-7 (Numerical Recipes' erfcc). */
function erfc(x) {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r = t * Math.exp(-z * z - 1.26551223 + t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 +
    t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))));
  return x >= 0 ? r : 2 - r;
}

/** Findings `{ direction, frames, delta, q }` between two sides' normalised runs, biggest |delta| first; significant at q ≤ `alpha` (the spec's 0.05 unless a stricter level is asked). */
export function naiveFindings(before, after, alpha = ALPHA) {
  // Union prefix tree over every run; node 0 is the virtual root. x[side][n]: summed inclusive count.
  const parent = [-1], name = [''], path = [''], kids = [[]], x = [[0], [0]], total = [0, 0];
  const ids = new Map();
  const child = (par, nm) => {
    const k = `${par}\u0000${nm}`;
    let id = ids.get(k);
    if (id === undefined) {
      id = parent.length;
      ids.set(k, id);
      parent.push(par), name.push(nm), path.push(par ? `${path[par]};${nm}` : nm), kids.push([]), kids[par].push(id);
      x[0].push(0), x[1].push(0);
    }
    return id;
  };
  [before, after].forEach((runs, side) => {
    for (const run of runs) {
      const p = asSampleCounts(run) ?? run;
      const incl = Float64Array.from(p.stackSelf);
      for (let n = incl.length - 1; n > 0; n--) incl[p.stackParent[n]] += incl[n];
      total[side] += incl[0];
      const map = new Int32Array(incl.length);
      for (let n = 1; n < incl.length; n++) {
        map[n] = child(map[p.stackParent[n]], p.frames[p.stackFrame[n]].name);
        x[side][map[n]] += incl[n];
      }
    }
  });
  const [nb, na] = total;
  const m = parent.length - 1;
  const delta = new Float64Array(m + 1), pv = new Float64Array(m + 1), q = new Float64Array(m + 1);
  for (let n = 1; n <= m; n++) {
    const sb = nb > 0 ? x[0][n] / nb : 0, sa = na > 0 ? x[1][n] / na : 0;
    const ph = (x[0][n] + x[1][n]) / (nb + na);
    const se = Math.sqrt(ph * (1 - ph) * (1 / nb + 1 / na));
    delta[n] = sa - sb;
    pv[n] = se > 0 && Number.isFinite(se) ? erfc(Math.abs(delta[n] / se) / Math.SQRT2) : 1;
  }
  // Benjamini–Hochberg over all m prefixes.
  const byP = Array.from({ length: m }, (_, i) => i + 1).sort((a, b) => pv[a] - pv[b]);
  for (let i = m - 1, min = 1; i >= 0; i--) q[byP[i]] = min = Math.min(min, (pv[byP[i]] * m) / (i + 1));
  const cmp = (a, b) => Math.abs(delta[b]) - Math.abs(delta[a]) || (path[a] < path[b] ? -1 : path[a] > path[b] ? 1 : 0);
  const significant = byP.filter((n) => q[n] <= alpha && Math.abs(delta[n]) >= MIN_DELTA).sort(cmp);
  const starts = new Set();
  const out = [];
  for (const s of significant) {
    let inside = false;
    for (let n = s; n > 0 && !inside; n = parent[n]) inside = starts.has(n);
    if (inside) continue;
    starts.add(s);
    const sign = Math.sign(delta[s]);
    const frames = parent[s] > 0 ? [name[parent[s]], name[s]] : [name[s]];
    for (let cur = s; ; ) {
      let best = -1;
      for (const c of kids[cur]) if (sign * delta[c] > 0 && (best === -1 || sign * delta[c] > sign * delta[best])) best = c;
      if (best === -1 || sign * delta[best] < DOMINANT * sign * delta[cur]) break;
      frames.push(name[best]);
      cur = best;
    }
    out.push({ direction: sign > 0 ? 'regression' : 'improvement', frames, delta: delta[s], q: q[s] });
  }
  return out;
}
