import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Profile } from '../core/model/types.js';
import { describe, expect, it } from 'vitest';
import { perfScript } from '../core/formats/perf-script/index.js';
import { ROOT, runCli } from './support/cli.js';
import { parseBytes, toFolded } from './support/parse.js';
import { syntheticPerfBlock } from './support/synthetic-perf.js';

const dist = join(ROOT, 'dist', 'cli', 'parallel', 'perf-parallel.js');

describe('parallel perf parsing equals sequential parsing', () => {
  it('same folded output, metadata and warning line numbers with 1..4 workers', async () => {
    if (!existsSync(dist)) throw new Error('dist/ missing: run npm run build');
    const { parsePerfParallel } = (await import(dist)) as typeof import('../cli/parallel/perf-parallel.js');
    // An event of another type in the middle must be dropped by every piece (the default filter
    // is the first event's type); a weird line late in the file checks that warnings keep their
    // global line numbers.
    const text =
      syntheticPerfBlock(5, 3000) +
      'app 1/1 [000] 999.0: 7 instructions:\n\tdead beef (/x)\n\n' +
      syntheticPerfBlock(7, 3000) +
      'app 1/1 [000] 2000.0: 250000 cpu-clock:ppp: \n\tWEIRD LINE\n\t401000 late_frame (/usr/bin/app)\n\n' +
      syntheticPerfBlock(6, 6000);
    const file = join(mkdtempSync(join(tmpdir(), 'flamediff-par-')), 'perf.txt');
    writeFileSync(file, text);
    const bytes = readFileSync(file);
    const seq = parseBytes(bytes, {}, perfScript);
    for (const threads of [1, 2, 3, 4]) {
      const warnings: string[] = [];
      const p = await parsePerfParallel(file, bytes.length, bytes.subarray(0, 65536), {}, threads, (m: string, l?: number) => warnings.push(`${l}: ${m}`), () => {});
      if (threads === 1) {
        expect(p).toBeUndefined(); // one piece: the caller parses on its own thread
        continue;
      }
      expect(p, `${threads} threads`).toBeDefined();
      expect(toFolded(p!)).toBe(toFolded(seq.profile));
      expect(p!.meta.event).toBe('cpu-clock');
      expect(toFolded(p!)).not.toContain('beef');
      expect(p!.meta.sampleCount).toBe(seq.profile.meta.sampleCount);
      const line = text.split('\n').indexOf('\tWEIRD LINE') + 1;
      expect(warnings).toEqual([`${line}: Weird stack line: \tWEIRD LINE`]);
      expect(seq.warnings).toEqual(['Weird stack line: \tWEIRD LINE']);
    }
  });
});

describe('several files read at once, one per worker', () => {
  const distFiles = join(ROOT, 'dist', 'cli', 'parallel', 'load-files.js');
  const distLoad = join(ROOT, 'dist', 'cli', 'load.js');
  it('gives the profiles a sequential read gives, warnings in file order, and a bad file\'s error as the main thread says it', async () => {
    if (!existsSync(distFiles)) throw new Error('dist/ missing: run npm run build');
    const { loadFilesParallel } = (await import(distFiles)) as typeof import('../cli/parallel/load-files.js');
    const { loadProfile } = (await import(distLoad)) as typeof import('../cli/load.js');
    const dir = mkdtempSync(join(tmpdir(), 'flamediff-files-'));
    const files = ['a', 'b', 'c'].map((n, i) => {
      const f = join(dir, `${n}.perf.txt`);
      writeFileSync(f, syntheticPerfBlock(3 + i, 2000) + (i === 1 ? 'app 1/1 [000] 5.0: 250000 cpu-clock:ppp: \n\tWEIRD LINE\n\n' : ''));
      return f;
    });
    const said: string[] = [];
    const got = await loadFilesParallel([...files, files[0]], { parse: { timeline: true } }, 2, (m) => said.push(m), 0);
    expect(got).toBeDefined();
    expect(got!.size).toBe(3);
    for (const f of files) {
      const seq = await loadProfile(f, { parse: { timeline: true }, threads: 1, warn: () => {} });
      expect(toFolded(got!.get(f)!)).toBe(toFolded(seq));
      expect(got!.get(f)!.timeline?.stack.length).toBe(seq.timeline?.stack.length);
    }
    expect(said).toEqual([expect.stringMatching(/b\.perf\.txt:\d+: Weird stack line: \s*WEIRD LINE/)]);
    const bad = join(dir, 'bad.folded');
    writeFileSync(bad, 'main;f 3\nmain;g x\n');
    const err = await loadFilesParallel([files[0], bad], {}, 2, () => {}, 0).catch((e: Error) => e);
    const direct = await loadProfile(bad, { threads: 1, warn: () => {} }).catch((e: Error) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).name).toBe('ParseError');
    expect((err as Error).message).toBe((direct as Error).message);
    // Small inputs, one thread or one file: the caller reads them itself.
    expect(await loadFilesParallel(files, {}, 2, () => {})).toBeUndefined();
    expect(await loadFilesParallel(files, {}, 1, () => {}, 0)).toBeUndefined();
    expect(await loadFilesParallel([files[0]], {}, 2, () => {}, 0)).toBeUndefined();
  });

  it('normalises in the workers when asked: the same profile the main thread makes, kept under the raw one', async () => {
    const { loadFilesParallel } = (await import(distFiles)) as typeof import('../cli/parallel/load-files.js');
    const { normalizeProfile, presetFor } = (await import(join(ROOT, 'dist', 'core', 'normalize', 'normalize.js'))) as typeof import('../core/normalize/normalize.js');
    const dir = mkdtempSync(join(tmpdir(), 'flamediff-norm-'));
    // [unknown] runs and an entry frame: the perf preset rebuilds the tree.
    const folded = (k: number) => `_start;main;[unknown];[unknown];work ${k}\nstart_thread;worker;[unknown];[unknown];[unknown];spin ${k + 2}\nmain;parse (/src/app.py:12) 4\n`;
    const files = [1, 2].map((k) => {
      const f = join(dir, `${k}.folded`);
      writeFileSync(f, folded(k));
      return f;
    });
    const into = new WeakMap<Profile, { preset: string; profile: Profile }>();
    const got = await loadFilesParallel(files, {}, 2, () => {}, 0, { preset: 'auto', into });
    for (const f of files) {
      const raw = got!.get(f)!;
      const n = into.get(raw)!;
      expect(n.preset).toBe(presetFor(raw));
      const main = normalizeProfile(raw, { preset: n.preset }).profile;
      expect(toFolded(n.profile)).toBe(toFolded(main));
      expect([...n.profile.stackParent]).toEqual([...main.stackParent]);
      expect(n.profile.frames).toEqual(main.frames);
    }
  });
});

describe('the installed command starts its workers from its bundle', () => {
  it('collapse and diff give the same bytes with workers as on one thread, and the workers did the reading', async () => {
    // bin/flamediff.js runs dist/cli/main.mjs, whose workers are bundles beside it: a wrong
    // worker path fails the parallel perf read outright, and the file workers' fallback (reading
    // on the calling thread) shows in the count of profiles the main thread read.
    const { PARALLEL_MIN_BYTES } = (await import(dist)) as typeof import('../cli/parallel/perf-parallel.js');
    let text = '';
    for (let seed = 1; text.length < PARALLEL_MIN_BYTES + (1 << 20); seed++) text += syntheticPerfBlock(seed, 4000);
    const dir = mkdtempSync(join(tmpdir(), 'flamediff-bundle-'));
    const file = join(dir, 'big.perf.txt');
    writeFileSync(file, text);
    const one = await runCli(['collapse', '--threads', '1', file]);
    const two = await runCli(['collapse', '--threads', '2', file]);
    expect(one.code, one.stderr).toBe(0);
    expect(two.code, two.stderr).toBe(0);
    expect(two.stdout).toBe(one.stdout);
    const copy = join(dir, 'copy.perf.txt');
    writeFileSync(copy, text);
    const args = ['diff', '--before', file, '--after', copy, '--format', 'json'];
    const seq = await runCli([...args, '--threads', '1'], { env: { ...process.env, FLAMEDIFF_COUNT_LOADS: '1' } });
    const par = await runCli([...args, '--threads', '2'], { env: { ...process.env, FLAMEDIFF_COUNT_LOADS: '1' } });
    expect(par.code, par.stderr).toBe(0);
    expect(par.stdout).toBe(seq.stdout);
    expect(seq.stderr).toContain('flamediff: 2 profiles read');
    expect(par.stderr).toContain('flamediff: 0 profiles read');
  }, 120_000);
});
