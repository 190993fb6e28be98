#!/usr/bin/env node
// Benchmark: verdicts. For every case in bench/verdicts/cases/<id>/ (before/ and after/ runs,
// expected.json), runs `flamediff diff --format json` and the naive baseline (naive.mjs) on the
// same profiles and checks whether each one's #1 significant regression names the culprit (for
// "improvement" cases, its #1 improvement and no regression; for "none" cases, that nothing
// significant is reported). Prints one table and the totals; the
// acceptance criterion is that no case is hit by the naive baseline and missed by flamediff.
// Exits 0 whatever the results. Needs `npm run build` first. See README.md.
//   node bench/verdicts/run.mjs [--case SUBSTRING] [--json OUT] [--cases DIR] [--swap]
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchArgs } from '../support.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const bin = join(root, 'bin', 'flamediff.js');
const { values } = benchArgs(import.meta.url, { case: { type: 'string' }, json: { type: 'string' }, cases: { type: 'string', default: join(here, 'cases') }, swap: { type: 'boolean', default: false } });
if (!existsSync(join(root, 'dist', 'cli', 'main.js'))) {
  console.error('bench: dist/ missing; run npm run build first');
  process.exit(2);
}
const { loadSides, naiveFindings } = await import('./naive.mjs');

/** Profile files by name; anything else in before/ and after/ (logs, notes, perf.data) is ignored. */
const PROFILE = /(\.(perf\.txt|perf|folded\.txt|folded|collapsed|raw\.txt|txt|speedscope\.json|flamebearer\.json|pb|pprof|prof|jfr|cpuprofile)|(?<!\.syms)\.json|^callgrind\.out\.\d+)(\.gz)?$/i;
const WIDTH = 160;

/** The case's profiles per side, what was ignored, and its expectations; `skipped` says why it cannot be scored (yet). */
function readCase(dir) {
  const c = { before: [], after: [], ignored: [], allProfiles: true };
  for (const side of ['before', 'after']) {
    const d = join(dir, side);
    if (!existsSync(d) || !statSync(d).isDirectory()) return { ...c, skipped: `no ${side}/` };
    for (const f of readdirSync(d).filter((f) => !f.startsWith('.')).sort()) {
      if (!statSync(join(d, f)).isFile()) continue;
      if (PROFILE.test(f)) c[side].push(join(d, f));
      else c.ignored.push(`${side}/${f}`), (c.allProfiles = false);
    }
    if (c[side].length === 0) return { ...c, skipped: `no profile files in ${side}/` };
  }
  let exp;
  try {
    exp = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8'));
  } catch (e) {
    return { ...c, skipped: `expected.json: ${e.code === 'ENOENT' ? 'missing' : e.message}` };
  }
  if (!['regression', 'improvement', 'none'].includes(exp.expect)) return { ...c, skipped: `expected.json: expect ${JSON.stringify(exp.expect)}` };
  const regexes = (key) => {
    const v = exp[key] ?? [];
    if (!Array.isArray(v) || v.some((s) => typeof s !== 'string')) throw new Error(`${key} must be an array of strings`);
    return v.map((s) => new RegExp(s));
  };
  try {
    const culprit = regexes('culprit');
    const improvement = regexes('improvement');
    if (exp.expect !== 'none' && culprit.length === 0) throw new Error('culprit is empty');
    if (values.swap) {
      // The sides swapped: a regression case read backwards is an improvement case, its
      // culprit the #1 improvement with no regression beside it (a symmetry check; cases that
      // also expect an improvement, or none, have no clean mirror and are left out).
      if (exp.expect !== 'regression' || improvement.length > 0) return { ...c, skipped: '--swap: not a regression-only case' };
      return { ...c, before: c.after, after: c.before, dirs: { before: 'after', after: 'before' }, expected: { ...exp, expect: 'improvement' }, culprit, improvement };
    }
    return { ...c, expected: exp, culprit, improvement };
  } catch (e) {
    return { ...c, skipped: `expected.json: ${e.message}` };
  }
}

/** flamediff's significant findings, as `{ direction, frames, delta, q }`, in its rank order. */
function runFlamediff(c, dir) {
  // The directories as the brief's command line has them, unless they hold other files too.
  const side = (flag, files) => (c.allProfiles ? [flag, join(dir, (c.dirs ?? { before: 'before', after: 'after' })[flag.slice(2)])] : files.flatMap((f) => [flag, f]));
  const args = [bin, 'diff', ...side('--before', c.before), ...side('--after', c.after), '--format', 'json', '--threads', '1'];
  const r = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8', maxBuffer: 1 << 30 });
  if (r.error) return { error: r.error.message };
  if (r.status !== 0) {
    const lines = r.stderr.split('\n').filter((l) => l.trim());
    // flamediff's own message (warnings may precede it, usage text follow it), else an uncaught error's.
    const line = lines.find((l) => l.startsWith('flamediff:') && !l.startsWith('flamediff: warning')) ?? lines.find((l) => /^\w*Error\b/.test(l)) ?? lines.at(-1);
    return { error: line ?? `exit ${r.status ?? r.signal}` };
  }
  try {
    const doc = JSON.parse(r.stdout);
    const findings = doc.findings
      .filter((f) => f.significant === true)
      .map((f) => ({ direction: f.direction, frames: f.frames, delta: f.deltaShare, q: f.qValue, ...(f.category ? { category: f.category } : {}), ...(f.kind === 'replaced' && f.previous ? { replaced: f.previous } : {}), ...(f.causedBy ? { causedBy: f.causedBy } : {}) }));
    return { findings };
  } catch (e) {
    return { error: `unexpected output: ${e.message}` };
  }
}

/**
 * Stricter levels the baseline is also scored at: its false alarms on no-change cases fall as
 * its level does, so a case it wins only at 0.05 is won by a test that also flags that many
 * no-change cases. The summary gives both engines' hits and false alarms at each.
 */
const STRICTER = [0.01, 1e-3, 1e-4, 1e-6];

async function runNaive(c) {
  try {
    const { before, after } = await loadSides(c.before, c.after);
    return { findings: naiveFindings(before, after), stricter: STRICTER.map((alpha) => naiveFindings(before, after, alpha)) };
  } catch (e) {
    return { error: String(e.message ?? e).split('\n')[0] };
  }
}

/** Hit or miss under the rule in README.md, with the #1 regression and the culprit's rank. */
function score(c, findings) {
  const regressions = findings.filter((f) => f.direction === 'regression');
  // A replacement names the code it replaced too ("X in place of Y"), and page faults the page
  // release that caused them ("caused by: main → recycle_buffer → __madvise").
  const matches = (f, res) => [...f.frames, ...(f.replaced ?? []), ...(f.causedBy ?? [])].some((name) => res.some((re) => re.test(name)));
  const out = { top: regressions[0] ?? null, significant: findings.length };
  // Renamed or moved code is reported as such, neither a regression nor an improvement (issue
  // 12: "not as a regression"); a case where nothing changed may have it.
  const changes = findings.filter((f) => f.direction !== 'neutral');
  if (c.expected.expect === 'none') return { ...out, significant: changes.length, hit: changes.length === 0 };
  if (c.expected.expect === 'improvement') {
    // Only something got faster: any significant regression is a false alarm, and the #1
    // improvement must be the code that was made faster.
    const improvements = findings.filter((f) => f.direction === 'improvement');
    const rank = improvements.findIndex((f) => matches(f, c.culprit)) + 1 || null;
    return { ...out, top: improvements[0] ?? null, rank, regressions: regressions.length, culpritHit: rank === 1, improvementHit: null, hit: rank === 1 && regressions.length === 0 };
  }
  const rank = regressions.findIndex((f) => matches(f, c.culprit)) + 1 || null;
  const improvementHit = c.improvement.length ? findings.some((f) => f.direction === 'improvement' && matches(f, c.improvement)) : null;
  return { ...out, rank, culpritHit: rank === 1, improvementHit, hit: rank === 1 && improvementHit !== false };
}

const pp = (f) => ({ direction: f.direction, frames: f.frames, deltaPp: f.delta * 100, q: f.q, ...(f.category ? { category: f.category } : {}) });

/** Keeps the start and end of `s`, at most `w` characters. */
function elide(s, w) {
  if (s.length <= w) return s;
  const keep = w - 1;
  return `${s.slice(0, Math.ceil(keep / 2))}…${s.slice(s.length - Math.floor(keep / 2))}`;
}

function topCell(r, w) {
  if (r.error) return 'error (below)';
  if (!r.top) return r.significant ? `— (${r.significant} significant)` : '—';
  const d = r.top.delta * 100;
  const head = `${d >= 0 ? '+' : ''}${d.toFixed(2)} pp `;
  return head + elide(r.top.frames.join(' → '), w - head.length);
}

function hitCell(c, r) {
  if (r.error) return 'miss (error)';
  if (c.expected.expect === 'none') return r.hit ? 'HIT' : `miss (${r.significant})`;
  if (c.expected.expect === 'improvement') return `${r.hit ? 'HIT ' : 'miss'} i${r.rank ?? '–'}${r.regressions ? ` +${r.regressions}r` : ''}`;
  const imp = r.improvementHit === null ? '' : ` imp${r.improvementHit ? '✓' : '✗'}`;
  return `${r.hit ? 'HIT ' : 'miss'} r${r.rank ?? '–'}${imp}`;
}

const casesDir = resolve(values.cases);
const ids = existsSync(casesDir)
  ? readdirSync(casesDir)
      .filter((d) => !d.startsWith('.') && statSync(join(casesDir, d)).isDirectory())
      .filter((d) => !values.case || d.includes(values.case))
      .sort()
  : [];
if (ids.length === 0) console.log(`no cases in ${casesDir}${values.case ? ` matching ${JSON.stringify(values.case)}` : ''}`);

const caseW = Math.min(28, Math.max(4, ...ids.map((d) => d.length)));
const hitW = 13;
const chainW = Math.floor((WIDTH - caseW - 5 - 2 * hitW - 10) / 2);
const row = (cells) => console.log(cells.map((s, i) => (i === 1 ? s.padStart(5) : s.padEnd([caseW, 5, chainW, hitW, chainW, hitW][i]))).join('  ').trimEnd());
if (ids.length) {
  row(['case', 'runs', 'flamediff #1 regression', 'hit', 'naive #1 regression', 'hit']);
  row(['-'.repeat(caseW), '-'.repeat(5), '-'.repeat(chainW), '-'.repeat(hitW), '-'.repeat(chainW), '-'.repeat(hitW)]);
}

const results = [];
for (const id of ids) {
  const dir = join(casesDir, id);
  let c;
  try {
    c = readCase(dir);
  } catch (e) {
    c = { before: [], after: [], ignored: [], skipped: e.message }; // files moved while being captured
  }
  const name = elide(id, caseW);
  const runs = `${c.before.length}/${c.after.length}`;
  const base = { id, runs: { before: c.before.length, after: c.after.length }, ignored: c.ignored };
  if (c.skipped) {
    row([name, runs, `skipped: ${c.skipped}`]);
    results.push({ ...base, skipped: c.skipped });
    continue;
  }
  const engines = {};
  for (const [engine, run] of [['flamediff', async () => runFlamediff(c, dir)], ['naive', () => runNaive(c)]]) {
    const t0 = process.hrtime.bigint();
    const r = await run();
    const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
    engines[engine] = r.error ? { error: r.error, hit: false, seconds } : { ...score(c, r.findings), findings: r.findings, seconds, ...(r.stricter ? { stricterHits: r.stricter.map((f) => score(c, f).hit) } : {}) };
  }
  const { flamediff: f, naive: n } = engines;
  row([name, runs, topCell(f, chainW), hitCell(c, f), topCell(n, chainW), hitCell(c, n)]);
  // Error lines in full (paths relative to the case): they are rare and their end says what failed.
  for (const [engine, r] of Object.entries(engines)) if (r.error) console.log(`      [${engine}] ${r.error.replaceAll(`${dir}/`, '')}`);
  const report = (r) =>
    r.error
      ? r
      : { hit: r.hit, culpritHit: r.culpritHit, improvementHit: r.improvementHit, rank: r.rank, top: r.top && pp(r.top), significant: r.findings.map(pp), seconds: r.seconds, ...(r.stricterHits ? { stricterHits: r.stricterHits } : {}) };
  const { expect, culprit = [], improvement = [], notes = '' } = c.expected;
  results.push({ ...base, expect, culprit, improvement, notes, inputs: { before: c.before, after: c.after }, flamediff: report(f), naive: report(n) });
}

const scored = results.filter((r) => !r.skipped);
const totals = {
  cases: scored.length,
  flamediff: scored.filter((r) => r.flamediff.hit).length,
  naive: scored.filter((r) => r.naive.hit).length,
  naiveOnly: scored.filter((r) => r.naive.hit && !r.flamediff.hit).map((r) => r.id),
  skipped: results.filter((r) => r.skipped).map((r) => r.id),
};
if (ids.length) {
  console.log('');
  console.log(`flamediff hits ${totals.flamediff}/${totals.cases}, naive hits ${totals.naive}/${totals.cases}`);
  console.log(`naive hit, flamediff missed (must be none): ${totals.naiveOnly.length ? totals.naiveOnly.join(', ') : 'none'}`);
  stricterSummary(scored);
  if (totals.skipped.length) console.log(`skipped (incomplete or invalid), not counted: ${totals.skipped.join(', ')}`);
  const ignored = results.flatMap((r) => r.ignored.map((f) => `${r.id}/${f}`));
  if (ignored.length) console.log(elide(`ignored (not profile files by name): ${ignored.join(', ')}`, WIDTH));
}
/** Both engines' hits and no-change false alarms, the baseline at 0.05 and at each stricter level. */
function stricterSummary(scored) {
  const controls = scored.filter((r) => r.expect === 'none');
  const changes = scored.filter((r) => r.expect !== 'none');
  const line = (label, hit) => {
    const wins = label === 'flamediff' ? '' : `   cases it wins over flamediff ${scored.filter((r) => hit(r) && !r.flamediff.hit).length}`;
    return `${label.padEnd(22)} hits ${String(changes.filter(hit).length).padStart(4)}/${changes.length}   no-change flagged ${String(controls.filter((r) => !hit(r)).length).padStart(3)}/${controls.length}${wins}`;
  };
  console.log('');
  console.log('with a change / no change, and the baseline at stricter levels (fewer false alarms, fewer hits):');
  console.log(line('flamediff', (r) => r.flamediff.hit));
  console.log(line('naive, q <= 0.05', (r) => r.naive.hit));
  STRICTER.forEach((alpha, i) => console.log(line(`naive, q <= ${alpha}`, (r) => r.naive.stricterHits?.[i] ?? false)));
}

if (values.json) {
  writeFileSync(values.json, `${JSON.stringify({ schema: 'flamediff.verdicts/v1', casesDir, totals, cases: results }, null, 2)}\n`);
  console.log(`wrote ${values.json}`);
}
