import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { detectFindings } from '../core/detectors/findings.js';
import { diffProfiles } from '../core/diff/diff.js';
import { normalizeProfile } from '../core/normalize/normalize.js';
import { renderJson } from '../core/output/json-report.js';
import { renderMarkdown } from '../core/output/markdown-report.js';
import type { ReportContext } from '../core/output/report.js';
import { renderText } from '../core/output/text-report.js';
import { loadProfile } from '../cli/load.js';
import { ROOT } from './support/cli.js';
import { golden } from './support/golden.js';

/**
 * The text, Markdown and JSON reports of one story (the JupyterLab stall under py-spy, 3 + 3
 * runs), byte for byte: a change to any report's wording, figures or order shows up here and is
 * blessed with UPDATE_GOLDEN=1 after a look.
 */
// Relative to the repository (the tests run from its root), so the sources the JSON report
// names are the same bytes in any checkout.
const DIR = join('fixtures', 'stories', 'jupyter-stall', 'py-spy');

async function story(): Promise<ReportContext> {
  const side = async (s: string) =>
    Promise.all(
      readdirSync(join(ROOT, DIR, s))
        .sort()
        .map(async (f) => normalizeProfile(await loadProfile(join(DIR, s, f), { parse: { timeline: true } }), { preset: 'py-spy' }).profile),
    );
  const diff = diffProfiles(await side('before'), await side('after'));
  return { diff, findings: detectFindings(diff), preset: 'py-spy', beforeLabel: 'before', afterLabel: 'after' };
}

describe('report goldens: the JupyterLab story', () => {
  it('text, Markdown and JSON are the blessed bytes', async () => {
    const ctx = await story();
    golden('jupyter-stall.txt', renderText(ctx));
    golden('jupyter-stall.md', renderMarkdown(ctx));
    golden('jupyter-stall.json', renderJson(ctx));
  });
});
