#!/usr/bin/env node
// Benchmark: `flamediff collapse` against `inferno-collapse-perf` on a real perf capture.
//
//   node bench/collapse/run.mjs [--runs N] [--input perf.txt] [--record-seconds S]
//
// Without --input it records a busy workload (`go build -a std` with a cold cache, i.e. the Go
// compiler and linker: deep real stacks with frame pointers) with `perf record -F 4999 -g`,
// converts it with `perf script` into bench/out/perf.txt (kept for later runs), then times each
// tool on it, alternating tools run by run so machine drift hits all equally. It prints MB/s per
// tool and the ratios, and checks every output is byte-identical to inferno's. Speed goals live
// here, never in the test suite.
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, renameSync, statSync } from 'node:fs';
import { tmpdir, availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findTool, median, timeAlternating, timed, benchArgs } from '../support.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values } = benchArgs(import.meta.url, {
  runs: { type: 'string', default: '5' },
  input: { type: 'string' },
  'record-seconds': { type: 'string', default: '60' },
});
const out = join(root, 'bench', 'out');
mkdirSync(out, { recursive: true });


let input = values.input;
if (!input) {
  input = join(out, 'perf.txt');
  if (!existsSync(input)) {
    const perf = findTool('perf', 'apt-get install linux-perf');
    const go = findTool('go', 'apt-get install golang-go');
    const data = join(out, 'perf.data');
    console.error(`bench: recording \`go build -a std\` with perf record -F 4999 -g (timeout ${values['record-seconds']} s)...`);
    const gocache = mkdtempSync(join(tmpdir(), 'gocache-'));
    spawnSync('timeout', ['-s', 'INT', values['record-seconds'], perf, 'record', '-F', '4999', '-g', '-o', data, '--', go, 'build', '-a', 'std'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, GOCACHE: gocache, GOFLAGS: '' },
    });
    console.error('bench: perf script ...');
    // Streamed straight into the file: perf script of a minute at 4999 Hz is gigabytes, more
    // than any spawnSync buffer holds (`maxBuffer: 1 << 34` is 4 bytes in JavaScript, and cut
    // the output off on a fresh checkout).
    const fd = openSync(`${input}.partial`, 'w');
    const r = spawnSync(perf, ['script', '-i', data], { stdio: ['ignore', fd, 'ignore'] });
    closeSync(fd);
    if (r.status !== 0 || statSync(`${input}.partial`).size === 0) {
      console.error(`bench: perf script failed (status ${r.status}); nothing to measure`);
      process.exit(1);
    }
    renameSync(`${input}.partial`, input);
  }
}
const size = statSync(input).size;
const mb = size / 1e6;
console.log(`input: ${input} (${mb.toFixed(0)} MB)`);
if (mb < 300) console.log('note: under 300 MB; record longer for stable figures');

const inferno = findTool('inferno-collapse-perf', 'cargo install inferno');
const node = process.execPath;
const bin = join(root, 'bin', 'flamediff.js');
const cpus = availableParallelism();
const contenders = [
  { name: 'inferno --nthreads 1', cmd: [inferno, '--nthreads', '1', input] },
  { name: `inferno (default, ${cpus} threads)`, cmd: [inferno, input] },
  { name: 'flamediff --threads 1', cmd: [node, bin, 'collapse', '--threads', '1', input] },
  { name: `flamediff (default, ${cpus} threads)`, cmd: [node, bin, 'collapse', input] },
];

const referenceFile = join(out, 'bench-reference.folded');
timed(contenders[0], referenceFile);
const refBytes = readFileSync(referenceFile);
const outFile = join(out, 'bench-output.folded');

const runs = Number(values.runs);
const times = timeAlternating(contenders, runs, outFile, (c) => {
  if (!readFileSync(outFile).equals(refBytes)) throw new Error(`${c.name}: output differs from inferno --nthreads 1`);
});
const med = times.map(median);
console.log(`\n${runs} alternating runs each; median wall time; all outputs byte-identical to inferno\n`);
for (let i = 0; i < contenders.length; i++) {
  console.log(`${contenders[i].name.padEnd(34)} ${med[i].toFixed(2).padStart(6)} s  ${(mb / med[i]).toFixed(0).padStart(5)} MB/s   runs: ${times[i].map((t) => t.toFixed(2)).join(' ')}`);
}
console.log('\nratios (speed relative to inferno; >1 = flamediff faster):');
console.log(`  flamediff --threads 1 vs inferno --nthreads 1: ${(med[0] / med[2]).toFixed(2)}x   (target 1.5x)`);
console.log(`  flamediff default     vs inferno default:      ${(med[1] / med[3]).toFixed(2)}x   (target 1.0x)`);
console.log(`  flamediff default     vs inferno --nthreads 1: ${(med[0] / med[3]).toFixed(2)}x`);
