import { spawn } from 'node:child_process';
import { UsageError } from '../errors.js';
import { prepareDiff } from './diff.js';
import { say } from '../say.js';
import { serveReport } from '../view-server.js';

export const VIEW_USAGE = `usage: flamediff view BEFORE AFTER [diff options] [--port N] [--no-open]

Opens the interactive viewer of a comparison: serves it on 127.0.0.1 (a free port unless
--port), prints the URL, opens the browser unless --no-open, and stops on Ctrl-C.
Every "flamediff diff" option applies (--before/--after, --normalize, --normalize-by, ...).
`;

/** `flamediff view`: `diff --format html`, served locally. */
export async function viewCommand(argv: string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(VIEW_USAGE);
    return 0;
  }
  const rest: string[] = [];
  let port = 0;
  let open = true;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--no-open') open = false;
    else if (argv[i] === '--port') {
      port = Number(argv[++i]);
      if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port ${JSON.stringify(argv[i])}: expected 0..65535`);
    } else if (argv[i] === '--format' || argv[i] === '-o' || argv[i] === '--output') {
      throw new UsageError(`${argv[i]} does not apply to view (it serves HTML)`);
    } else rest.push(argv[i]);
  }
  // The report is computed and rendered in memory, and served from there.
  const prepared = await prepareDiff([...rest, '--format', 'html']);
  if (!prepared) return 0;
  const report = await prepared.report();
  const served = await serveReport(Buffer.from(report.render('html')), port);
  const url = served.url;
  process.stdout.write(`flamediff viewer: ${url}  (Ctrl-C to stop)\n`);
  if (open) {
    const opener = process.platform === 'darwin' ? 'open' : 'xdg-open';
    const child = spawn(opener, [url], { stdio: 'ignore', detached: true });
    child.on('error', () => say(`flamediff: could not start ${opener}; open ${url} yourself`));
    child.unref();
  }
  await new Promise<void>((resolve) => {
    const stop = () => void served.close().then(resolve);
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return 0;
}
