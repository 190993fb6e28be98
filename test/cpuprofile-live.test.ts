import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './support/cli.js';

/**
 * A Node engineer's first profile: `node --cpu-prof`, recorded for real, three runs a side of a
 * program where one function gets slower; `flamediff diff` reads the .cpuprofile files as they
 * come and names the function. Recorded with --no-turbo-inlining: V8's profiler gives the time
 * of an inlined function to its caller, so with inlining the hot loop's frame would hold it.
 */
const program = (slow: boolean) => `
function parseLine(line) { return line.split(',').map((x) => x.trim()); }
function checksum(fields) {
  let h = 0;
  const rounds = ${slow ? 60 : 6};
  for (let r = 0; r < rounds; r++) for (const f of fields) for (let i = 0; i < f.length; i++) h = (h * 31 + f.charCodeAt(i) + r) | 0;
  return h;
}
function render(fields) { return '<tr>' + fields.map((f) => '<td>' + f + '</td>').join('') + '</tr>'; }
function handle(i) { const fields = parseLine('id' + i + ', user' + (i % 97) + ', ' + (i * 7) + ', ok'); return render(fields).length + checksum(fields); }
const end = Date.now() + 700;
let total = 0;
for (let i = 0; Date.now() < end; i++) total += handle(i);
console.log(total % 7);
`;

describe('V8 .cpuprofile from node --cpu-prof, recorded for real', () => {
  it('the function made slower is the #1 regression', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'flamediff-cpuprof-'));
    // The same file name on both sides, as a program before and after a change has.
    for (const side of ['before', 'after']) {
      mkdirSync(join(dir, side));
      mkdirSync(join(dir, `${side}-src`));
      writeFileSync(join(dir, `${side}-src`, 'app.js'), program(side === 'after'));
    }
    for (let i = 1; i <= 3; i++) {
      for (const side of ['before', 'after']) {
        execFileSync(process.execPath, ['--no-turbo-inlining', '--cpu-prof', '--cpu-prof-dir', join(dir, side), '--cpu-prof-name', `run${i}.cpuprofile`, join(dir, `${side}-src`, 'app.js')], { stdio: 'ignore' });
      }
    }
    expect(readdirSync(join(dir, 'after'))).toEqual(['run1.cpuprofile', 'run2.cpuprofile', 'run3.cpuprofile']);
    const r = await runCli(['diff', join(dir, 'before'), join(dir, 'after'), '--format', 'json']);
    expect(r.code, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout) as { findings: { direction: string; significant: boolean; frames: string[] }[] };
    const first = report.findings.find((f) => f.significant && f.direction === 'regression');
    expect(first?.frames.at(-1), JSON.stringify(report.findings.map((f) => f.frames))).toBe('checksum (app.js)');
  }, 60_000);
});
