import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { ROOT } from './cli.js';

/** Where golden files live. */
export const GOLDEN_DIR = join(ROOT, 'test', 'golden');

/**
 * Compares `actual` with the golden file `name`; `UPDATE_GOLDEN=1` rewrites it (to bless a change
 * after looking at it). A missing golden is created and the test fails once, so a new golden is
 * always looked at before it counts.
 */
export function golden(name: string, actual: string): void {
  const file = join(GOLDEN_DIR, name);
  if (process.env.UPDATE_GOLDEN || !existsSync(file)) {
    mkdirSync(GOLDEN_DIR, { recursive: true });
    writeFileSync(file, actual);
    if (!process.env.UPDATE_GOLDEN) throw new Error(`created missing golden ${name}; re-run to compare`);
  }
  expect(actual).toBe(readFileSync(file, 'utf8'));
}
