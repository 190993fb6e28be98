/**
 * The directory of the compiled CLI (dist/cli/), where the files it starts or reads beside it
 * live: the worker scripts and the viewer bundle (dist/web/ from here).
 *
 * Taken from this module's own URL because that is the same directory whether the CLI runs as
 * its bundle (dist/cli/main.mjs, one file: every module's `import.meta.url` is the
 * bundle's) or as the compiled modules (dist/cli/cli-dir.js). A module in a subdirectory
 * resolving its own relative URLs would point elsewhere once bundled.
 */
export const CLI_DIR = new URL('.', import.meta.url);

/**
 * True when running as the bundle. Its workers are bundles too (`.mjs`): a worker loading the
 * compiled modules one by one spends about as long starting as the bundle saves.
 */
export const BUNDLED = import.meta.url.endsWith('.mjs');

/** A worker script of `cli/parallel/` by its base name, bundled or not as the CLI is. */
export function workerUrl(name: 'perf-worker' | 'file-worker'): URL {
  return new URL(`parallel/${name}.${BUNDLED ? 'mjs' : 'js'}`, CLI_DIR);
}
