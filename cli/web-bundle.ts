import { readFileSync } from 'node:fs';
import { CLI_DIR } from './cli-dir.js';
import { InputError } from './errors.js';

/**
 * The bundled viewer script, built into dist/web/viewer.js by `npm run build`: next to the
 * compiled CLI (dist/cli → dist/web), or under dist/ when running from source (tests).
 */
export function viewerBundle(): string {
  for (const rel of ['../web/viewer.js', '../dist/web/viewer.js']) {
    try {
      return readFileSync(new URL(rel, CLI_DIR), 'utf8');
    } catch {
      /* try the next layout */
    }
  }
  throw new InputError('the viewer bundle dist/web/viewer.js is missing: run `npm run build`');
}
