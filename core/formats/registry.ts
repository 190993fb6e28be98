import { jsonParseError, ParseError } from './errors.js';
import { folded } from './folded/index.js';
import { perfScript } from './perf-script/index.js';
import { speedscope } from './speedscope/index.js';
import { pprof } from './pprof/index.js';
import { flamebearer } from './flamebearer/index.js';
import { v8CpuProfile } from './v8-cpuprofile/index.js';
import { chromeTrace } from './chrome-trace/index.js';
import { jfr } from './jfr/index.js';
import { firefox } from './firefox/index.js';
import { callgrind } from './callgrind/index.js';
import { dtrace } from './dtrace/index.js';
import { macosSample } from './macos-sample/index.js';
import { vtune } from './vtune/index.js';
import { vsprof } from './vsprof/index.js';
import { ghcProf } from './ghc-prof/index.js';
import { flamegraphSvg } from './flamegraph-svg/index.js';
import { pyinstrument } from './pyinstrument/index.js';
import type { InputFormat } from './types.js';

/**
 * Every input format, in detection order: the most specific sniff first (speedscope names its
 * schema; perf script needs an event line then a stack line), folded stacks last because almost
 * any `text NUMBER` line looks folded.
 */
export const FORMATS: readonly InputFormat[] = [pprof, jfr, speedscope, chromeTrace, v8CpuProfile, firefox, flamebearer, pyinstrument, flamegraphSvg, callgrind, vsprof, vtune, ghcProf, macosSample, dtrace, perfScript, folded];

/** Names accepted by `--format` (besides `auto`), including short aliases. */
export const FORMAT_ALIASES: Readonly<Record<string, string>> = {
  perf: 'perf-script',
  'perf-script': 'perf-script',
  folded: 'folded',
  collapsed: 'folded',
  'py-spy-raw': 'folded',
  speedscope: 'speedscope',
  'v8-cpuprofile': 'v8-cpuprofile',
  cpuprofile: 'v8-cpuprofile',
  'chrome-trace': 'chrome-trace',
  trace: 'chrome-trace',
  pprof: 'pprof',
  flamebearer: 'flamebearer',
  jfr: 'jfr',
  firefox: 'firefox',
  gecko: 'firefox',
  samply: 'firefox',
  callgrind: 'callgrind',
  'flamegraph-svg': 'flamegraph-svg',
  dtrace: 'dtrace',
  bpftrace: 'dtrace',
  sample: 'macos-sample',
  'macos-sample': 'macos-sample',
  vtune: 'vtune',
  vsprof: 'vsprof',
  'ghc-prof': 'ghc-prof',
  pyinstrument: 'pyinstrument',
  ghcprof: 'ghc-prof',
};

export function formatById(name: string): InputFormat | undefined {
  const id = FORMAT_ALIASES[name] ?? name;
  return FORMATS.find((f) => f.id === id);
}

/** How many leading bytes detection looks at. */
export const SNIFF_BYTES = 64 * 1024;

/**
 * Picks the format of an input from its first bytes. Throws a {@link ParseError} that says what
 * was expected when the input is empty, binary, or no format claims it.
 */
export function detectFormat(head: Uint8Array, source: string): InputFormat {
  if (head.length === 0) {
    throw new ParseError(source, 'empty input: expected a profile (perf script, folded stacks, pprof, JFR, or JSON: speedscope, V8, Chrome, Firefox, pyinstrument)');
  }
  for (const f of FORMATS) if (f.sniffBytes?.(head)) return f;
  const known = recognisedElsewhere(head);
  if (known) throw new ParseError(source, known);
  const nul = head.indexOf(0);
  if (nul !== -1) {
    throw new ParseError(
      source,
      'binary data (NUL byte) in no format flamediff reads: expected perf.data, pprof, JFR, a text profile (perf script, folded stacks, a flame-graph SVG) or JSON (speedscope, V8, Chrome, Firefox)',
      undefined,
      nul,
    );
  }
  const text = new TextDecoder('utf-8').decode(head);
  for (const f of FORMATS) if (f.sniff(text)) return f;
  const first = text.split('\n').findIndex((l) => l.trim().length > 0 && !l.startsWith('#'));
  const json = /^\s*[[{]/.test(text);
  if (json) brokenJson(text, head.length < SNIFF_BYTES, source);
  throw new ParseError(
    source,
    json
      ? `JSON, but not a profile flamediff reads: expected speedscope JSON, a V8 .cpuprofile, a Chrome trace with JavaScript samples, a Firefox Profiler or samply profile, or Pyroscope flamebearer JSON`
      : 'unknown format: expected perf script (an event line followed by stack lines), folded stacks (`a;b;c COUNT`), speedscope JSON, a V8 .cpuprofile, pprof or a flame-graph SVG',
    first === -1 ? 1 : first + 1,
  );
}

/**
 * JSON that does not parse is not "JSON, but not a profile": where the parser stops inside the
 * head (or at its end, when the head is the whole input: a file cut off) is the error.
 */
function brokenJson(text: string, whole: boolean, source: string): void {
  try {
    JSON.parse(text);
  } catch (e) {
    const m = /position (\d+)/.exec((e as Error).message);
    const inside = m !== null && Number(m[1]) < text.length - 1;
    if (whole || inside) throw jsonParseError(source, text, e as Error, 'a JSON profile (speedscope, V8 .cpuprofile, Chrome trace, Firefox or samply, Pyroscope)');
  }
}

/**
 * Files people try that are profiles of another kind, or text in another encoding: named, so the
 * message points the right way instead of at perf script.
 */
function recognisedElsewhere(head: Uint8Array): string | undefined {
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff)) {
    return 'UTF-16 text (a byte-order mark): flamediff reads UTF-8; convert it first (iconv -f UTF-16 -t UTF-8)';
  }
  const text = new TextDecoder('utf-8').decode(head.subarray(0, 4096));
  if (/^\s*\{\s*"snapshot"\s*:\s*\{/.test(text) && text.includes('"node_fields"')) return 'a V8 heap snapshot (.heapsnapshot): not supported; flamediff compares CPU profiles (node --cpu-prof)';
  if (/^\s*\{\s*"head"\s*:/.test(text) && text.includes('"selfSize"')) return 'a V8 sampling heap profile (.heapprofile): not supported; flamediff compares CPU profiles (node --cpu-prof)';
  if (head.length >= 8 && new TextDecoder().decode(head.subarray(0, 8)) === 'PERFILE2') return 'perf.data (binary): run `perf script -i FILE > FILE.txt` and give flamediff the text';
  return undefined;
}
