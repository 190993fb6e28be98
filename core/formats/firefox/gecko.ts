import { isObject } from '../json.js';
import { array, index, ShapeError, type FirefoxThread } from './threads.js';

/** A JavaScript frame's location string: `name (url:line)` or `name (url:line:col)`. */
const JS_LOCATION = /^(.*) \(((?:https?|file|resource|chrome|moz-extension|webpack|blob|data):[^)]*?)(?::(\d+))?(?::(\d+))?\)$/;

/**
 * Gecko's own format (what Firefox writes before the profiler front end processes it, also
 * the `profile` inside a DevTools export): each table is `{schema: {column: position}, data:
 * [rows]}` and frames name themselves through a `location` string. `(root)` frames are
 * dropped (every stack starts with one); times are ms since `startMs`, the process's start.
 */
export function geckoThread(t: Record<string, unknown>, path: string, startMs: number): FirefoxThread {
  const strings = array(t.stringTable, `${path}.stringTable`).map((s) => (typeof s === 'string' ? s : ''));
  const table = (name: string) => {
    const v = t[name];
    if (!isObject(v) || !isObject(v.schema)) throw new ShapeError(`${path}.${name}`, '{schema, data}');
    return { col: v.schema as Record<string, number>, rows: array(v.data, `${path}.${name}.data`) };
  };
  const frameT = table('frameTable');
  const stackT = table('stackTable');
  const sampleT = table('samples');

  const frames = frameT.rows.map((row, i) => {
    const loc = Array.isArray(row) ? row[frameT.col.location] : undefined;
    const name = typeof loc === 'number' && loc >= 0 && loc < strings.length ? strings[loc] : typeof loc === 'string' ? loc : undefined;
    if (name === undefined) throw new ShapeError(`${path}.frameTable.data[${i}]`, 'a location (a string index)');
    const js = JS_LOCATION.exec(name);
    return { name, kind: js ? ('unknown' as const) : ('native' as const) };
  });
  const stackPrefix: number[] = [];
  const stackFrame: number[] = [];
  stackT.rows.forEach((row, i) => {
    const r = array(row, `${path}.stackTable.data[${i}]`);
    stackPrefix.push(index(r[stackT.col.prefix], `${path}.stackTable.data[${i}].prefix`, stackT.rows.length));
    stackFrame.push(index(r[stackT.col.frame], `${path}.stackTable.data[${i}].frame`, frames.length));
  });
  const sampleStack: number[] = [];
  const sampleTime: number[] = [];
  const sampleWeight: number[] = [];
  sampleT.rows.forEach((row, i) => {
    const r = array(row, `${path}.samples.data[${i}]`);
    sampleStack.push(index(r[sampleT.col.stack], `${path}.samples.data[${i}].stack`, stackT.rows.length));
    const time = r[sampleT.col.time];
    sampleTime.push(startMs + (typeof time === 'number' ? time : 0));
    const w = sampleT.col.weight !== undefined ? r[sampleT.col.weight] : undefined;
    sampleWeight.push(typeof w === 'number' ? w : 1);
  });
  // Every Gecko stack starts at a `(root)` frame: not code, and the same in every thread.
  const named = frames.map((f) => (f.name === '(root)' ? { ...f, name: '' } : f));
  return { name: typeof t.name === 'string' ? t.name : 'thread', frames: named, stackPrefix, stackFrame, sampleStack, sampleTime, sampleWeight };
}
