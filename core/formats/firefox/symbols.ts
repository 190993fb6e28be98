import { isObject } from '../json.js';
import type { Lib } from './processed.js';

/** Names an address in a library, when the symbols know it. */
export interface Symbolicator {
  lookup(lib: Lib, address: number): string | undefined;
}

interface LibSymbols {
  readonly rva: Float64Array;
  readonly size: Float64Array;
  readonly name: readonly string[];
}

/**
 * samply's `.syms.json` sidecar (`samply record --unstable-presymbolicate`): per library
 * (matched by debug name and code id), a sorted symbol table of `{rva, size, symbol}` into a
 * string table. samply leaves native frames as addresses in the profile itself and lets its
 * web UI ask for names; a file diffed later has only this sidecar to name them.
 */
export function sidecarSymbols(doc: unknown): Symbolicator | undefined {
  if (!isObject(doc) || !Array.isArray(doc.string_table) || !Array.isArray(doc.data)) return undefined;
  const strings = doc.string_table.map((s) => (typeof s === 'string' ? s : ''));
  const byLib = new Map<string, LibSymbols>();
  for (const d of doc.data) {
    if (!isObject(d) || !Array.isArray(d.symbol_table)) continue;
    const rows = d.symbol_table.filter(isObject).filter((s) => typeof s.rva === 'number' && typeof s.symbol === 'number');
    rows.sort((x, y) => (x.rva as number) - (y.rva as number));
    const table: LibSymbols = {
      rva: Float64Array.from(rows, (s) => s.rva as number),
      size: Float64Array.from(rows, (s) => (typeof s.size === 'number' ? s.size : 0)),
      name: rows.map((s) => strings[s.symbol as number] ?? ''),
    };
    byLib.set(libKey(String(d.debug_name ?? ''), String(d.code_id ?? '')), table);
    byLib.set(libKey(String(d.debug_name ?? ''), ''), table);
  }
  return {
    lookup(lib, address) {
      const t = byLib.get(libKey(lib.debugName ?? '', lib.codeId ?? '')) ?? byLib.get(libKey(lib.debugName ?? '', ''));
      if (!t) return undefined;
      // The last symbol starting at or before the address, if the address is inside it.
      let lo = 0;
      let hi = t.rva.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (t.rva[mid] <= address) lo = mid + 1;
        else hi = mid;
      }
      const k = lo - 1;
      if (k < 0 || (t.size[k] > 0 && address >= t.rva[k] + t.size[k])) return undefined;
      return t.name[k] || undefined;
    },
  };
}

const libKey = (debugName: string, codeId: string) => `${debugName}\u0000${codeId.toLowerCase()}`;
