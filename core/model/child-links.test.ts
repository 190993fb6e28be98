import { describe, expect, it } from 'vitest';
import { rng } from '../../test/support/rng.js';
import { ChildLinks } from './child-links.js';

describe('child links', () => {
  it('finds every child as a map would, across the switch to a hash table for many children', () => {
    const r = rng(9);
    const links = new ChildLinks(4);
    let frameOf = new Int32Array(4);
    const reference = new Map<string, number>();
    let nodes = 1;
    for (let i = 0; i < 5000; i++) {
      // Node 1 gets hundreds of children (a hub), the rest a few each.
      const parent = r() < 0.3 ? 1 : Math.floor(r() * nodes);
      const frame = Math.floor(r() * (parent === 1 ? 400 : 6));
      const key = `${parent}:${frame}`;
      const found = links.get(parent, frame, frameOf);
      expect(found).toBe(reference.get(key) ?? -1);
      if (found !== -1) continue;
      const child = nodes++;
      if (child >= frameOf.length) {
        const f = new Int32Array(frameOf.length * 2);
        f.set(frameOf);
        frameOf = f;
      }
      frameOf[child] = frame;
      links.add(parent, frame, child, frameOf);
      reference.set(key, child);
    }
    expect(reference.size).toBeGreaterThan(400);
  });
});
