#!/usr/bin/env node
// Benchmark: peak memory (RSS) of `flamediff collapse` and `flamediff diff` on generated folded
// profiles of 200 k and 2 M unique stacks per side, and bytes per unique stack per side, the
// figure issue 16's target (≤ 250) is stated in. Inputs are generated deterministically into
// bench/out/ (kept for later runs). Needs GNU time (/usr/bin/time, Debian package `time`).
//   node bench/memory/run.mjs [--sizes 200000,2000000] [--formats folded,text,html] [--unique-names]
import { spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, renameSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchArgs } from '../support.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = join(root, 'bench', 'out');
mkdirSync(out, { recursive: true });
const { values } = benchArgs(import.meta.url, { sizes: { type: 'string', default: '200000,2000000' }, formats: { type: 'string', default: 'folded,text,html' }, 'unique-names': { type: 'boolean', default: false } });
const uniqueNames = values['unique-names'];
const bin = join(root, 'bin', 'flamediff.js');
if (!existsSync('/usr/bin/time')) {
  console.error('bench: /usr/bin/time (GNU time) not found: apt-get install time');
  process.exit(2);
}

/** A small deterministic generator (xorshift32), so every run measures the same inputs. */
function rng(seed) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 2 ** 32;
  };
}

/**
 * `n` unique stacks, 6 to 36 frames deep, over 20 000 function names (C++-like lengths), with
 * the shared prefixes real profiles have (each stack keeps most of the previous one, so it
 * adds about three or four new call-tree nodes, as go build's 130 k stacks do). The
 * `variant` side reweighs one stack in 7 and drops one in 11, as bench/diff does.
 *
 * A stack is made unique by its last two frames, two of the 20 000 names that together encode
 * its index. Why not a leaf named after the index, as this generator first did: that gave the
 * profile a distinct function per stack (2 M names at 2 M stacks), where real profiles have
 * few names for many stacks (go build's: 8.8 k names over 151 k stacks), so the figure measured
 * the names more than the stacks. `--unique-names` keeps that form as a worst case.
 */
async function generate(file, n, variant) {
  if (existsSync(file)) return;
  const next = rng(12345);
  const names = Array.from({ length: 20000 }, (_, i) => `ns${i % 37}::Component${i % 211}::method_${i}(int, const std::string&)`);
  const w = createWriteStream(`${file}.partial`);
  const stack = [];
  let written = 0;
  for (let i = 0; i < n; i++) {
    // Keep most of the previous stack (profiles share long prefixes: a few new frames per
    // unique stack), then add fresh frames; the leaf is unique by the counter.
    const drop = 1 + Math.floor(-Math.log(1 - next()) * 2);
    stack.length = Math.max(0, stack.length - (uniqueNames ? 1 : 2) - drop);
    const depth = Math.max(stack.length + 1, 6 + Math.floor(next() * 30));
    while (stack.length < depth - (uniqueNames ? 1 : 2)) stack.push(names[Math.floor(next() * names.length)]);
    if (uniqueNames) stack.push(`leaf_${i}`);
    else stack.push(names[Math.floor(i / names.length) % names.length], names[i % names.length]);
    let weight = 1 + Math.floor(next() * 50);
    if (variant) {
      if (i % 11 === 0) continue;
      if (i % 7 === 0) weight = Math.round(weight * 1.5);
    }
    if (!w.write(`${stack.join(';')} ${weight}\n`)) await new Promise((r) => w.once('drain', r));
    written++;
  }
  await new Promise((r) => w.end(r));
  renameSync(`${file}.partial`, file);
  return written;
}

/** Runs a command under GNU time; returns [seconds, peak RSS in bytes]. */
function measure(args) {
  const t0 = process.hrtime.bigint();
  const r = spawnSync('/usr/bin/time', ['-f', '%M', process.execPath, bin, ...args], { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  const secs = Number(process.hrtime.bigint() - t0) / 1e9;
  const kb = Number(r.stderr.trim().split('\n').pop());
  if (r.status !== 0 || !Number.isFinite(kb)) throw new Error(`flamediff ${args.join(' ')} failed: ${r.stderr}`);
  return [secs, kb * 1024];
}

const formats = values.formats.split(',');
console.log('unique stacks per side | step | seconds | peak RSS | bytes per unique stack per side (target ≤ 250)');
for (const n of values.sizes.split(',').map(Number)) {
  const kind = uniqueNames ? '-unique-names' : '';
  const a = join(out, `mem-${n}${kind}-a.folded`);
  const b = join(out, `mem-${n}${kind}-b.folded`);
  console.error(`bench: generating ${n} unique stacks per side (kept in bench/out) ...`);
  await generate(a, n, false);
  await generate(b, n, true);
  const sizeMb = ((statSync(a).size + statSync(b).size) / 1e6).toFixed(0);
  const rows = [['collapse', ['collapse', a, '-o', join(out, 'mem-out.folded')], 1]];
  for (const f of formats) rows.push([`diff → ${f}`, ['diff', a, b, '--format', f, '-o', join(out, `mem-out.${f === 'text' ? 'txt' : f}`)], 2]);
  for (const [step, args, sides] of rows) {
    const [secs, rss] = measure(args);
    console.log(`${String(n).padStart(9)} (${sizeMb} MB in) | ${step.padEnd(14)} | ${secs.toFixed(1).padStart(6)} | ${(rss / 1e6).toFixed(0).padStart(6)} MB | ${(rss / (n * sides)).toFixed(0)}`);
  }
}
