import { describe, expect, it } from 'vitest';
import { parseBytes } from '../../test/support/parse.js';
import { diffProfiles } from '../diff/diff.js';
import { folded } from '../formats/folded/index.js';
import { PATHOLOGY_RULES } from '../rules/pathologies.js';
import type { Finding } from './finding.js';
import { effectPayers, subtreesHolding } from './payers.js';

const run = () =>
  parseBytes(
    'prog;main;to_lower;work 130\nprog;main;to_lower;malloc 10\nprog;main;format;fmt_u64 140\nprog;_int_free 30\nprog;(garbage collector) 20\n',
    {},
    folded,
  ).profile;

describe('which code pays for an effect', () => {
  const diff = diffProfiles([run()], [run()]);
  const { names, frame, parent } = diff.tree;
  /** The union node at a path of names from the root. */
  const at = (...path: string[]) => {
    let node = 0;
    for (const name of path) node = [...frame.keys()].find((n) => parent[n] === node && names[frame[n]] === name)!;
    return node;
  };
  const code = (node: number) => ({ node, category: undefined }) as unknown as Finding;
  const effect = (category: string) => ({ category }) as unknown as Finding;

  it('marks the subtrees that hold a frame the rule names', () => {
    const marks = subtreesHolding(diff, /^malloc$/);
    expect([at('prog', 'main', 'to_lower'), at('prog', 'main'), at('prog')].map((n) => marks[n])).toEqual([1, 1, 1]);
    expect(marks[at('prog', 'main', 'format')]).toBe(0);
  });

  it('an allocator is paid by code that calls one; a collector by any code', () => {
    const pays = effectPayers(diff, PATHOLOGY_RULES);
    expect(pays(code(at('prog', 'main', 'to_lower')), effect('allocator'))).toBe(true);
    expect(pays(code(at('prog', 'main', 'format', 'fmt_u64')), effect('allocator'))).toBe(false);
    expect(pays(code(at('prog', 'main', 'format', 'fmt_u64')), effect('garbage-collection'))).toBe(true);
    // A finding that names no node can be either, as before.
    expect(pays({} as Finding, effect('allocator'))).toBe(true);
  });
});
