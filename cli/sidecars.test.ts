import { describe, expect, it } from 'vitest';
import { samplySidecars } from './load.js';

describe("samply's symbol sidecar", () => {
  it('is looked for where samply writes it and where a later gzip leaves it', () => {
    // samply replaces the output's last extension; a profile gzipped afterwards keeps that name.
    expect(samplySidecars('d/run-1.json')).toEqual(['d/run-1.syms.json', 'd/run-1.json.syms.json']);
    expect(samplySidecars('d/run-1.json.gz')).toContain('d/run-1.json.syms.json');
    expect(samplySidecars('d/run-1.json.gz')).toContain('d/run-1.syms.json');
  });
});
