import { execFileSync, spawn } from 'node:child_process';
import { createReadStream, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, statSync, symlinkSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runCli } from './support/cli.js';

/**
 * Where `-o` writes (issue 13, items 1, 2 and 7): devices, FIFOs and /dev/stdout are written
 * into, not replaced; symlinks are followed to their target; the temporary file cannot be
 * planted; a parent that is a file is one clear line; Ctrl-C leaves no temporary file.
 */
const FOLDED = join(ROOT, 'fixtures/examples/busy-change/before/run1.perf.txt.gz');
const isRoot = process.getuid?.() === 0;
const scratch = () => mkdtempSync(join(tmpdir(), 'flamediff-out-'));
const collapseTo = (out: string) => runCli(['collapse', FOLDED, '-o', out]);

describe('-o writes into what it names, and only there', () => {
  it('a FIFO is written into, not replaced by a file', async () => {
    const dir = scratch();
    const fifo = join(dir, 'pipe');
    execFileSync('mkfifo', [fifo]);
    const chunks: Buffer[] = [];
    const reader = new Promise<void>((resolve, reject) => {
      const s = createReadStream(fifo);
      s.on('data', (c) => chunks.push(c as Buffer));
      s.on('end', resolve);
      s.on('error', reject);
    });
    const r = await collapseTo(fifo);
    await reader;
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(lstatSync(fifo).isFIFO()).toBe(true);
    expect(Buffer.concat(chunks).toString()).toMatch(/^busy;/m);
  });

  it.skipIf(!isRoot)('a character device of our own (root, as in CI) stays a device', async () => {
    const dir = scratch();
    const dev = join(dir, 'null');
    execFileSync('mknod', [dev, 'c', '1', '3']); // the null device, under a name of our own
    const r = await collapseTo(dev);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(lstatSync(dev).isCharacterDevice()).toBe(true);
  });

  it('/dev/stdout is the pipe flamediff was given', async () => {
    const r = await collapseTo('/dev/stdout');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^busy;/m);
  });

  it('a symlink is followed: the link stays, its target gets the output, with its permissions', async () => {
    const dir = scratch();
    const target = join(dir, 'real.folded');
    writeFileSync(target, 'old\n');
    chmodSync(target, 0o640);
    const link = join(dir, 'link.folded');
    symlinkSync(target, link);
    const r = await collapseTo(link);
    expect(r.code).toBe(0);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readlinkSync(link)).toBe(target);
    expect(readFileSync(target, 'utf8')).toMatch(/^busy;/m);
    expect(statSync(target).mode & 0o777).toBe(0o640);
  });

  it('a dangling symlink is refused in one line, exit 2', async () => {
    const dir = scratch();
    const link = join(dir, 'dangling.folded');
    symlinkSync(join(dir, 'missing', 'x'), link);
    const r = await collapseTo(link);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/symbolic link to a file that does not exist/);
  });

  it('the temporary file cannot be planted: a symlink at the old predictable names is never followed', async () => {
    const dir = scratch();
    const victim = join(dir, 'victim.txt');
    writeFileSync(victim, 'precious\n');
    // The names an older flamediff used (.NAME.tmp-PID), for every PID the child may get soon.
    const out = join(dir, 'out.folded');
    const base = process.pid;
    for (let pid = base; pid < base + 400; pid++) symlinkSync(victim, join(dir, `.out.folded.tmp-${pid}`));
    const r = await collapseTo(out);
    expect(r.code).toBe(0);
    expect(readFileSync(victim, 'utf8')).toBe('precious\n');
    expect(readFileSync(out, 'utf8')).toMatch(/^busy;/m);
    // Nothing of flamediff's own is left beside it.
    expect(readdirSync(dir).filter((f) => !f.startsWith('.out.folded.tmp-')).sort()).toEqual(['out.folded', 'victim.txt']);
  });

  it('a parent that is a file, or a missing directory, is one clear line and exit 2', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'file'), 'x');
    for (const [out, why] of [
      [join(dir, 'file', 'out.svg'), /a parent of it is a file/],
      [join(dir, 'nope', 'out.svg'), /directory .*nope does not exist/],
      [dir, /it is a directory/],
    ] as const) {
      const r = await collapseTo(out);
      expect(r.code, r.stderr).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(why);
    }
  });

  it('Ctrl-C during a write leaves no temporary file and ends as SIGINT', async () => {
    const dir = scratch();
    mkdirSync(join(dir, 'out'));
    const script = join(dir, 'slow.mjs');
    // A write that never ends on its own: the output module as the CLI uses it.
    writeFileSync(
      script,
      `import { writeOutput, removeTemporariesOnSignal } from ${JSON.stringify(join(ROOT, 'dist/cli/output.js'))};
removeTemporariesOnSignal();
async function* forever() { for (;;) { yield 'x'.repeat(1 << 16); await new Promise((r) => setTimeout(r, 5)); } }
await writeOutput(${JSON.stringify(join(dir, 'out', 'big.svg'))}, forever());`,
    );
    const child = spawn(process.execPath, [script], { stdio: 'ignore' });
    // Wait until the temporary file exists and has grown.
    for (let i = 0; i < 200; i++) {
      const tmp = readdirSync(join(dir, 'out'));
      if (tmp.length > 0 && statSync(join(dir, 'out', tmp[0])).size > 1 << 18) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(readdirSync(join(dir, 'out'))).toHaveLength(1);
    child.kill('SIGINT');
    const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((r) => child.on('exit', (c, s) => r([c, s])));
    expect(signal ?? code).toBe('SIGINT');
    expect(readdirSync(join(dir, 'out'))).toEqual([]);
  });
});
