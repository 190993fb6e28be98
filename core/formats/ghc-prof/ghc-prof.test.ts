import { describe, expect, it } from 'vitest';
import { parseBytes } from '../../../test/support/parse.js';
import { ghcProf } from './index.js';

const PROF = `\tSun Aug  6 14:50 2023 Time and Allocation Profiling Report  (Final)

\t   demo +RTS -p -RTS

\ttotal time  =        2.00 secs   (2,000 ticks @ 1000 us, 1 processor)
\ttotal alloc =  59,542,576 bytes  (excludes profiling overheads)

COST CENTRE   MODULE  SRC         no.  entries  %time %alloc   %time %alloc

MAIN          MAIN    <built-in>  1    0        0.0   0.0      100.0 100.0
 main         Main    Main.hs:1   2    1        40.0  50.0     100.0 100.0
  parse       Main    Main.hs:5   3    1        60.0  50.0     60.0  50.0
`;

describe('GHC .prof', () => {
  it('counts the ticks the header names, not the per mille its %time column adds up to', () => {
    const p = parseBytes(new TextEncoder().encode(PROF), {}, ghcProf).profile;
    expect(p.meta.sampleCount).toBe(2000);
    const withoutHeader = parseBytes(new TextEncoder().encode(PROF.replace(/^.*total time.*$/m, '')), {}, ghcProf).profile;
    expect(withoutHeader.meta.sampleCount).toBe(1000);
  });
});
