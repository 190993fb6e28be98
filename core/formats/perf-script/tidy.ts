/**
 * Symbol clean-up rules of `stackcollapse-perf.pl` as inferno implements them
 * (inferno v0.12.8 `src/collapse/perf.rs` and `common.rs`). Kept byte-compatible with inferno:
 * the corpus and a live inferno run check every rule here.
 */

const RUST_HASH_LENGTH = 17;
const HEX = /^[0-9a-fA-F]*$/;

function isRustHash(s: string): boolean {
  return s.charCodeAt(0) === 0x68 /* h */ && HEX.test(s.slice(1));
}

const RUST_ESCAPES: ReadonlyArray<readonly [string, string]> = [
  ['$SP$', '@'],
  ['$BP$', '*'],
  ['$RF$', '&'],
  ['$LT$', '<'],
  ['$GT$', '>'],
  ['$LP$', '('],
  ['$RP$', ')'],
  ['$C$', ','],
  ['$u7e$', '~'],
  ['$u20$', ' '],
  ['$u27$', "'"],
  ['$u3d$', '='],
  ['$u5b$', '['],
  ['$u5d$', ']'],
  ['$u7b$', '{'],
  ['$u7d$', '}'],
  ['$u3b$', ';'],
  ['$u2b$', '+'],
  ['$u21$', '!'],
  ['$u22$', '"'],
];

/**
 * perf mostly demangles Rust symbols but leaves legacy escapes (`_$LT$`, `..`, `$u20$`) and
 * the `::h<16 hex>` hash in place; this finishes the job the way inferno does.
 */
export function fixPartiallyDemangledRustSymbol(symbol: string): string {
  if (symbol.length < RUST_HASH_LENGTH || !isRustHash(symbol.slice(symbol.length - RUST_HASH_LENGTH))) {
    return symbol;
  }
  let rest = symbol.slice(0, symbol.length - RUST_HASH_LENGTH);
  if (rest.endsWith('::')) rest = rest.slice(0, -2);
  if (rest.startsWith('_$')) rest = rest.slice(1);
  let out = '';
  while (rest.length > 0) {
    const c = rest.charCodeAt(0);
    if (c === 0x2e /* . */) {
      if (rest.charCodeAt(1) === 0x2e) {
        out += '::';
        rest = rest.slice(2);
      } else {
        out += '.';
        rest = rest.slice(1);
      }
    } else if (c === 0x24 /* $ */) {
      const hit = RUST_ESCAPES.find(([pat]) => rest.startsWith(pat));
      if (!hit) {
        out += rest;
        break;
      }
      out += hit[1];
      rest = rest.slice(hit[0].length);
    } else {
      let idx = 0;
      while (idx < rest.length) {
        const d = rest.charCodeAt(idx);
        if (d === 0x24 || d === 0x2e) break;
        idx++;
      }
      out += rest.slice(0, idx);
      rest = rest.slice(idx);
    }
  }
  return out;
}

/** `[unknown]` frames take their module's base name (and with addresses, the pc). */
export function withModuleFallback(module: string, func: string, pc: string, includeAddrs: boolean): string {
  if (func !== '[unknown]') return func;
  let name: string;
  if (module === '[unknown]') {
    if (!includeAddrs) return func;
    name = 'unknown';
  } else {
    name = module.slice(module.lastIndexOf('/') + 1);
  }
  return includeAddrs ? `[${name} <${pc}>]` : `[${name}]`;
}

/**
 * Replaces `;` (the folded separator) and cuts the argument list at the first top-level `(`,
 * except Go methods `pkg.(*T).M` and C++ `(anonymous namespace)`.
 */
export function tidyGeneric(input: string): string {
  const func = input.includes(';') ? input.replaceAll(';', ':') : input;
  if (!func.includes('(')) return func;
  let depth = 0;
  let lastDotIndex = -1;
  for (let idx = 0; idx < func.length; idx++) {
    const c = func.charCodeAt(idx);
    switch (c) {
      case 0x3c /* < */:
      case 0x7b /* { */:
      case 0x5b /* [ */:
        depth++;
        break;
      case 0x3e /* > */:
      case 0x7d /* } */:
      case 0x5d /* ] */:
      case 0x29 /* ) */:
        depth--;
        break;
      case 0x28 /* ( */:
        if (depth === 0) {
          const isGo = lastDotIndex === idx;
          const isAnon = func.startsWith('(anonymous namespace)', idx);
          if (!isGo && !isAnon) return func.slice(0, idx);
        }
        depth++;
        break;
      case 0x2e /* . */:
        lastDotIndex = idx + 1;
        break;
    }
  }
  return func;
}

/** Java symbols from perf-map-agent: `Ljava/io/File;::read` loses its leading `L`. */
export function tidyJava(func: string): string {
  return func.charCodeAt(0) === 0x4c /* L */ && func.includes('/') ? func.slice(1) : func;
}

function isVmlinux(s: string): boolean {
  const vm = s.lastIndexOf('vmlinux');
  if (vm === -1) return false;
  for (let i = vm; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const ok =
      (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x2d || c === 0x2e || c === 0x5f;
    if (!ok) return false;
  }
  return true;
}

/** Kernel module names: `[kernel.kallsyms]`, `*.ko`, `vmlinux[-version]`. */
export function isKernelModule(module: string): boolean {
  return (module.startsWith('[') || module.endsWith('.ko') || isVmlinux(module)) && module !== '[unknown]';
}

/** JIT code: perf map files (`/tmp/perf-PID.map`) and jitdump objects (`jitted-*.so`). */
export function isJitModule(module: string): boolean {
  return (
    (module.startsWith('/tmp/perf-') && module.endsWith('.map')) || (module.includes('/jitted-') && module.endsWith('.so'))
  );
}
