import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { diffProfiles, type DiffResult } from '../../core/diff/diff.js';
import { folded } from '../../core/formats/folded/index.js';
import { normalizeProfile } from '../../core/normalize/normalize.js';
import { loadProfile } from '../../cli/load.js';
import { ROOT } from './cli.js';
import { parseBytes } from './parse.js';

/** Debian's Chromium through playwright-core; sandboxing is off because CI runs as root. */
export async function launchChromium(executablePath: string): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath, args: ['--no-sandbox'] });
}

export interface WatchedPage {
  page: Page;
  /** Console errors and uncaught exceptions: a page that loads but throws is a failure. */
  errors: string[];
  /** Every dialog the page tried to open (dismissed): any entry means profile text executed. */
  dialogs: string[];
}

/** A new page that records errors and dialogs, so tests can assert nothing from a profile ran. */
export async function watchedPage(browser: Browser, viewport: { width: number; height: number }): Promise<WatchedPage> {
  const page = await browser.newPage({ viewport });
  const errors: string[] = [];
  const dialogs: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('dialog', async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });
  return { page, errors, dialogs };
}

/**
 * The JupyterLab stall story (3 py-spy runs a side) and the engine's own share of the culprit,
 * so browser tests compare what the page shows with what the engine computed.
 */
export async function jupyterStoryDiff(): Promise<{ diff: DiffResult; culpritShare: number }> {
  const dir = join(ROOT, 'fixtures', 'stories', 'jupyter-stall', 'py-spy');
  const side = async (s: string) =>
    Promise.all([1, 2, 3].map(async (i) => normalizeProfile(await loadProfile(join(dir, s, `run${i}.speedscope.json`), { parse: { timeline: true } }), { preset: 'py-spy' }).profile));
  const before = await side('before');
  const after = await side('after');
  const diff = diffProfiles(before, after);
  // Search reports a share of the after samples: the engine's own figure for that is the
  // share-normalised diff's (the default, bulk, measures cost against unchanged code instead).
  const shares = diffProfiles(before, after, { normalization: 'share' });
  const culpritShare = shares.functions.find((f) => f.name.startsWith('Process._parse_smaps_rollup '))!.after;
  return { diff, culpritShare };
}

/** A 3-vs-3 diff in which every hostile name grows, so each one is drawn and reported as a finding. */
export function hostileNamesDiff(names: readonly string[]): DiffResult {
  const run = (k: number, w: number) => parseBytes(names.map((n, i) => `app;${n} ${w + i * k}`).join('\n') + `\napp;steady ${500 + k}\n`, {}, folded).profile;
  return diffProfiles([run(1, 10), run(2, 11), run(3, 12)], [run(1, 200), run(2, 210), run(3, 205)]);
}
