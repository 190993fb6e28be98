import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One case of `../shared/corpus/manifest.json` (the fields the tests read). */
export interface CorpusCase {
  id: string;
  peer: string;
  tool: string;
  format: string;
  inputs: string[];
  expected: string | null;
  expect: string;
  expect_message?: string;
  expect_count?: number;
  options: Record<string, unknown>;
  cli: string[];
  compare: string;
  verified: string;
}

const here = dirname(fileURLToPath(import.meta.url));
/** The shared corpus, found by its relative path beside the repository. */
export const CORPUS_DIR = join(here, '..', '..', '..', 'shared', 'corpus');

export function corpusAvailable(): boolean {
  return existsSync(join(CORPUS_DIR, 'manifest.json'));
}

export function corpusCases(tool: string): CorpusCase[] {
  if (!corpusAvailable()) {
    console.warn(`skipping ${tool} corpus cases: ${CORPUS_DIR}/manifest.json is absent`);
    return [];
  }
  const manifest = JSON.parse(readFileSync(join(CORPUS_DIR, 'manifest.json'), 'utf8')) as { cases: CorpusCase[] };
  return manifest.cases.filter((c) => c.tool === tool);
}

export function corpusPath(rel: string): string {
  return join(CORPUS_DIR, rel);
}
