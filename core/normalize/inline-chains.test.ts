import { describe, expect, it } from 'vitest';
import { parseBytes, toFolded } from '../../test/support/parse.js';
import { comparabilityWarnings, normalizeSides } from '../pipeline/compare.js';
import { alignInlineFrames, foldInlineChains } from './inline-chains.js';

/** One perf script sample, leaf first. */
const sample = (time: number, lines: string[]) => `tokagg 486 ${time}: cpu-clock:ppp: \n${lines.map((l) => `\t${l}`).join('\n')}\n\n`;
const OUTER = ['202e1 tokagg::aggregate+0x311 (/t/tokagg)', '1f7e2 tokagg::main+0x632 (/t/tokagg)'];
// The same address three ways, as perf prints it run by run.
const WITH_CHAIN = ['1de44 tokagg::count_bigram+0x184 (/t/tokagg)', '1de44 reserve+0x184 (inlined)', '1de44 entry+0x184 (inlined)', '1de44 count_bigram+0x184 (inlined)', ...OUTER];
const CHAIN_ENDS_IN_SYMBOL = ['1de44 tokagg::count_bigram+0x184 (/t/tokagg)', '1de44 reserve+0x184 (inlined)', '1de44 entry+0x184 (inlined)', '1de44 tokagg::count_bigram+0x184 (/t/tokagg)', ...OUTER];
const NO_CHAIN = ['1de02 tokagg::count_bigram+0x142 (/t/tokagg)', ...OUTER];

const folded = (text: string) => toFolded(foldInlineChains(parseBytes(text).profile).profile).trim().split('\n');

describe("perf's inline chains in call order", () => {
  it('the symbol printed before its inlined code is the chain\'s outermost frame, under the symbol\'s name', () => {
    expect(folded(sample(1, WITH_CHAIN))).toEqual(['tokagg;tokagg::main;tokagg::aggregate;tokagg::count_bigram;entry;reserve 1']);
  });

  it('every way perf prints the same code reads as one function on one path', () => {
    const text = sample(1, WITH_CHAIN) + sample(2, CHAIN_ENDS_IN_SYMBOL) + sample(3, NO_CHAIN);
    expect(folded(text)).toEqual(['tokagg;tokagg::main;tokagg::aggregate;tokagg::count_bigram 1', 'tokagg;tokagg::main;tokagg::aggregate;tokagg::count_bigram;entry;reserve 2']);
  });

  it('an inline chain under another function is left as it is', () => {
    const other = ['1de44 tokagg::other+0x184 (/t/tokagg)', '1de44 reserve+0x184 (inlined)', '1de44 count_bigram+0x184 (inlined)', ...OUTER];
    const p = parseBytes(sample(1, other)).profile;
    expect(foldInlineChains(p).folded).toBe(0);
  });

  it('runs whose inline frames differ in measure are warned about', () => {
    const withInline = parseBytes(sample(1, WITH_CHAIN) + sample(2, WITH_CHAIN)).profile;
    const someInline = parseBytes(sample(1, WITH_CHAIN) + sample(2, NO_CHAIN) + sample(3, NO_CHAIN) + sample(4, NO_CHAIN)).profile;
    expect(comparabilityWarnings([withInline], [someInline]).join('\n')).toMatch(/inline frames differ between the runs \(in 25% to 100%.*--no-inline/);
    expect(comparabilityWarnings([withInline], [withInline]).join('\n')).not.toMatch(/inline frames/);
    // perf runs with none beside perf runs with some are aligned (below), not warned about; a
    // profile of another format has no inline frames to drop, so beside it the spread is said.
    const without = parseBytes(sample(1, NO_CHAIN)).profile;
    expect(comparabilityWarnings([without], [someInline]).join('\n')).not.toMatch(/inline frames differ/);
    const folded = parseBytes('tokagg;tokagg::main;tokagg::aggregate;tokagg::count_bigram 3\n').profile;
    expect(comparabilityWarnings([folded], [withInline]).join('\n')).toMatch(/inline frames differ between the runs \(in 0% to 100%/);
  });

  it('runs with none beside runs with some are compared at the symbols (perf.data is read with --no-inline)', () => {
    const withInline = parseBytes(sample(1, WITH_CHAIN) + sample(2, WITH_CHAIN)).profile;
    const without = parseBytes(sample(1, NO_CHAIN) + sample(2, NO_CHAIN)).profile;
    const sides = normalizeSides([without], [withInline]);
    expect(sides.notes.join('\n')).toMatch(/inline frames were dropped: 1 of 2 perf runs have none/);
    expect(toFolded(sides.after[0]).trim()).toBe(toFolded(sides.before[0]).trim());
    expect(toFolded(sides.after[0])).not.toMatch(/reserve/);
    // Runs that agree are left as they are.
    expect(normalizeSides([withInline], [withInline]).notes.join('\n')).not.toMatch(/inline/);
    expect(toFolded(alignInlineFrames([withInline], [withInline]).after[0])).toMatch(/reserve/);
  });
});
