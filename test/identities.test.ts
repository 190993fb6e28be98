import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadProfile } from '../cli/load.js';
import { detectFindings } from '../core/detectors/findings.js';
import { diffProfiles } from '../core/diff/diff.js';
import type { Profile } from '../core/model/types.js';
import { normalizeProfile, presetFor } from '../core/normalize/normalize.js';
import { ROOT } from './support/cli.js';

/**
 * Run identities never reach a verdict: after the default preset, no frame of any finding
 * (significant or not) of any fixture carries a TID or PID in parentheses or a raw address.
 * Every pair of sides under fixtures/ and bench/verdicts/cases/ is diffed, and two py-spy
 * captures of one workload with threads are diffed across formats (raw against speedscope).
 * Since stop 29 also JFR and V8 profiles, and the JVM's hidden classes' identity hashes
 * (`LambdaForm$MH+0x…/299644693`: new in every run, so every run had its own frame).
 */
const IDENTITY = [/\(\d{3,}\)/, /0x[0-9a-f]{6,}/i, /(?:LambdaForm\$\w+|\$\$Lambda)[+/.](?:0x…[./])?\d{5,}/];

function sidePairs(dir: string): [string, string][] {
  if (!existsSync(dir)) return [];
  const out: [string, string][] = [];
  const walk = (d: string) => {
    const entries = readdirSync(d);
    // Sides that hold profiles (a case's workload/ may have before/ and after/ sources too).
    const hasProfiles = (x: string) => existsSync(x) && readdirSync(x).some((f) => PROFILE.test(f));
    if (entries.includes('before') && entries.includes('after') && hasProfiles(join(d, 'before')) && hasProfiles(join(d, 'after'))) out.push([join(d, 'before'), join(d, 'after')]);
    for (const e of entries) if (e !== 'before' && e !== 'after' && statSync(join(d, e)).isDirectory()) walk(join(d, e));
  };
  walk(dir);
  return out.sort();
}

const PROFILE = /\.(perf\.txt|folded\.txt|folded|raw\.txt|speedscope\.json|pb|pprof|jfr|cpuprofile)(\.gz)?$/;
async function side(dir: string): Promise<Profile[]> {
  const files = readdirSync(dir).filter((f) => PROFILE.test(f)).sort();
  return Promise.all(files.map((f) => loadProfile(join(dir, f), { parse: { timeline: true }, threads: 1, warn: () => {} })));
}

function frames(before: Profile[], after: Profile[]): string[] {
  const preset = presetFor(before[0]);
  const n = (p: Profile) => normalizeProfile(p, { preset }).profile;
  const diff = diffProfiles(before.map(n), after.map(n));
  return detectFindings(diff, { includeInsignificant: true }).flatMap((f) => [...f.frames, ...(f.previous ?? [])]);
}

describe('no TID, PID or address in any finding', () => {
  const pairs = [...sidePairs(join(ROOT, 'fixtures')), ...sidePairs(join(ROOT, 'bench', 'verdicts', 'cases'))];
  it('covers the fixtures', () => {
    expect(pairs.length).toBeGreaterThan(10);
  });
  for (const [b, a] of pairs) {
    it(b.slice(ROOT.length + 1, -'/before'.length), async () => {
      const bad = frames(await side(b), await side(a)).filter((f) => IDENTITY.some((re) => re.test(f)));
      expect(bad).toEqual([]);
    }, 120_000);
  }
  it('py-spy threads, raw against speedscope', async () => {
    const dir = join(ROOT, 'fixtures', 'formats');
    const load = (f: string) => loadProfile(join(dir, f), { parse: { timeline: true }, threads: 1, warn: () => {} });
    const found = frames([await load('py-spy-threads.raw.txt')], [await load('py-spy.speedscope.json')]);
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((f) => IDENTITY.some((re) => re.test(f)))).toEqual([]);
  });
});
