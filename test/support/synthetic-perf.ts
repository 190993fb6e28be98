/**
 * Deterministic synthetic `perf script` text: many processes, threads and stack shapes, kernel
 * and user frames, inlined Java frames, periods. Used where a test needs volume (streaming,
 * parallel parsing) rather than a particular capture.
 */
export function syntheticPerfBlock(seed: number, events: number): string {
  let x = seed | 0 || 1;
  const r = (n: number) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
  const funcs = Array.from({ length: 120 }, (_, i) => `fn_${i}(int, char const*)`);
  const kernel = ['do_syscall_64', 'entry_SYSCALL_64_after_hwframe', 'handle_mm_fault', 'exc_page_fault', 'asm_exc_page_fault'];
  let out = '';
  let t = 1000;
  for (let e = 0; e < events; e++) {
    const comm = ['app', 'worker pool', 'java'][r(3)];
    const pid = 100 + r(4);
    t += 0.000251;
    out += `${comm} ${pid}/${pid + r(3)} [00${r(2)}] ${t.toFixed(6)}: ${250000 + 1000 * r(2)} cpu-clock:ppp: \n`;
    const depth = 2 + r(14);
    if (r(4) === 0) for (let k = 0; k < 2; k++) out += `\tffffffff81${(0x100000 + r(0xfffff)).toString(16)} ${kernel[r(kernel.length)]}+0x${r(255).toString(16)} ([kernel.kallsyms])\n`;
    for (let d = 0; d < depth; d++) {
      const f = (d * 7 + r(3)) % funcs.length;
      if (comm === 'java' && r(5) === 0) out += `\t7f${r(0xfffff).toString(16)} Lcom/x/A;::a${f}->Lcom/x/B;::b${f} (/tmp/perf-${pid}.map)\n`;
      else out += `\t${(0x400000 + f * 64).toString(16)} ${funcs[f]}+0x${(r(60) + 1).toString(16)} (/usr/bin/app)\n`;
    }
    out += '\t7f000000 __libc_start_main+0x80 (/usr/lib/libc.so.6)\n\n';
  }
  return out;
}
