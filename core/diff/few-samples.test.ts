import { describe, expect, it } from 'vitest';
import { parseBytes } from '../../test/support/parse.js';
import { folded } from '../formats/folded/index.js';
import { emptySide, fewSamplesWarning } from './few-samples.js';

const profile = (text: string) => parseBytes(text, {}, folded).profile;

describe('sides with almost no samples', () => {
  it('warns below 30 samples on a side, counting every run of it, and not from 30 up', () => {
    const tiny = profile('main;a 4\nmain;b 5\n');
    const enough = profile('main;a 20\nmain;b 10\n');
    expect(fewSamplesWarning([tiny], [enough])).toMatch(/^only 9 samples before and 30 samples after: too few/);
    expect(fewSamplesWarning([tiny, tiny, tiny, tiny], [enough])).toBeUndefined();
    expect(fewSamplesWarning([enough], [enough])).toBeUndefined();
  });

  it('names the side with no sample at all', () => {
    const none = { ...profile('main;a 1\n'), stackSelf: new Float64Array(3) };
    const some = profile('main;a 1\n');
    expect(emptySide([none], [some])).toBe('before');
    expect(emptySide([some], [none, none])).toBe('after');
    expect(emptySide([none, some], [some])).toBeUndefined();
  });
});
