import type { FrameKind } from '../../model/types.js';
import { isObject } from '../json.js';
import type { Symbolicator } from './symbols.js';
import { array, index, jsName, ShapeError, type FirefoxThread } from './threads.js';

/** What the processed format says about the libraries its frames' addresses are in. */
export interface Lib {
  readonly debugName?: string;
  readonly codeId?: string;
}

/**
 * The processed format (profiler.firefox.com's saved files, and what `samply record` writes):
 * tables are objects of columns; a frame points at a function (`funcTable`), whose name is a
 * string index; strings are per thread (`stringArray`, or `stringTable` in older files) or
 * shared by the profile (`shared.stringArray`). Native frames samply did not symbolicate are
 * named by their address (`0x11b3`): `symbols` (samply's `.syms.json` sidecar) names them.
 */
export function processedThread(
  t: Record<string, unknown>,
  path: string,
  ctx: { sharedStrings?: readonly string[]; libs: readonly Lib[]; categories: readonly string[]; symbols?: Symbolicator },
): FirefoxThread {
  const strings = (Array.isArray(t.stringArray) ? t.stringArray : Array.isArray(t.stringTable) ? t.stringTable : ctx.sharedStrings) as unknown[] | undefined;
  if (!strings) throw new ShapeError(`${path}.stringArray`, 'the thread\u2019s strings (or shared.stringArray)');
  const str = (i: unknown) => (typeof i === 'number' && i >= 0 && i < strings.length && typeof strings[i] === 'string' ? (strings[i] as string) : undefined);
  const cols = (name: string) => {
    const v = t[name];
    if (!isObject(v)) throw new ShapeError(`${path}.${name}`, 'a table of columns');
    return v;
  };
  const funcT = cols('funcTable');
  const frameT = cols('frameTable');
  const stackT = cols('stackTable');
  const sampleT = cols('samples');
  const resourceT = isObject(t.resourceTable) ? t.resourceTable : undefined;

  const funcNames = array(funcT.name, `${path}.funcTable.name`);
  const funcFiles = Array.isArray(funcT.fileName) ? funcT.fileName : [];
  const funcLines = Array.isArray(funcT.lineNumber) ? funcT.lineNumber : [];
  const funcRes = Array.isArray(funcT.resource) ? funcT.resource : [];
  const funcIsJs = Array.isArray(funcT.isJS) ? funcT.isJS : [];
  const frameFunc = array(frameT.func, `${path}.frameTable.func`);
  const frameAddr = Array.isArray(frameT.address) ? frameT.address : [];
  const frameLine = Array.isArray(frameT.line) ? frameT.line : [];
  const frameCat = Array.isArray(frameT.category) ? frameT.category : [];
  const resLib = resourceT && Array.isArray(resourceT.lib) ? resourceT.lib : [];

  const frames = frameFunc.map((f, i) => {
    const fi = index(f, `${path}.frameTable.func[${i}]`, funcNames.length);
    if (fi < 0) throw new ShapeError(`${path}.frameTable.func[${i}]`, 'a function index');
    let name = str(funcNames[fi]) ?? `[unknown]`;
    const file = str(funcFiles[fi]);
    const line = typeof frameLine[i] === 'number' ? (frameLine[i] as number) : typeof funcLines[fi] === 'number' ? (funcLines[fi] as number) : undefined;
    const lib = typeof funcRes[fi] === 'number' && typeof resLib[funcRes[fi] as number] === 'number' ? ctx.libs[resLib[funcRes[fi] as number] as number] : undefined;
    if (/^0x[0-9a-f]+$/i.test(name) && ctx.symbols && lib && typeof frameAddr[i] === 'number') name = ctx.symbols.lookup(lib, frameAddr[i] as number) ?? name;
    const js = funcIsJs[fi] === true;
    const category = typeof frameCat[i] === 'number' ? ctx.categories[frameCat[i] as number] : undefined;
    const kind: FrameKind = category === 'Kernel' ? 'kernel' : js ? 'unknown' : 'native';
    return { name: js ? jsName(name, file, line) : name, kind };
  });

  const prefix = array(stackT.prefix, `${path}.stackTable.prefix`);
  const stackFrame = array(stackT.frame, `${path}.stackTable.frame`).map((f, i) => index(f, `${path}.stackTable.frame[${i}]`, frames.length));
  const stackPrefix = prefix.map((p, i) => index(p, `${path}.stackTable.prefix[${i}]`, prefix.length));
  const sampleStack = array(sampleT.stack, `${path}.samples.stack`).map((s, i) => index(s, `${path}.samples.stack[${i}]`, stackPrefix.length));
  const sampleTime = sampleTimes(sampleT, sampleStack.length, path);
  const weights = Array.isArray(sampleT.weight) ? sampleT.weight : undefined;
  const sampleWeight = sampleStack.map((_, i) => (weights && typeof weights[i] === 'number' ? (weights[i] as number) : 1));
  return { name: typeof t.name === 'string' ? t.name : 'thread', frames, stackPrefix, stackFrame, sampleStack, sampleTime, sampleWeight };
}

/** Sample times in ms: a `time` column, or `timeDeltas` summed. */
function sampleTimes(samples: Record<string, unknown>, n: number, path: string): number[] {
  if (Array.isArray(samples.time)) return samples.time.map((x) => (typeof x === 'number' ? x : NaN));
  if (Array.isArray(samples.timeDeltas)) {
    let at = 0;
    return samples.timeDeltas.map((d) => (at += typeof d === 'number' ? d : 0));
  }
  if (n === 0) return [];
  throw new ShapeError(`${path}.samples.time`, 'sample times (time or timeDeltas)');
}
