import { describe, expect, it } from 'vitest';
import { decide, lookAlpha, spent } from './sequential.js';

describe('alpha spending (Lan–DeMets, Pocock type)', () => {
  it('spends nothing before the first look and all of α by the last, never decreasing', () => {
    expect(spent(0, 0.05)).toBe(0);
    expect(spent(1, 0.05)).toBeCloseTo(0.05, 12);
    let prev = 0;
    for (let t = 0.05; t <= 1; t += 0.05) {
      expect(spent(t, 0.05)).toBeGreaterThan(prev);
      prev = spent(t, 0.05);
    }
  });

  it('the looks\' levels add up to α (the union bound that keeps the false-alarm rate), early looks getting more', () => {
    for (const looks of [1, 5, 18]) {
      let sum = 0;
      for (let k = 1; k <= looks; k++) sum += lookAlpha(k, looks, 0.05);
      expect(sum).toBeCloseTo(0.05, 12);
    }
    expect(lookAlpha(1, 18, 0.05)).toBeGreaterThan(lookAlpha(18, 18, 0.05));
  });

  it('decides a change, a positive no-change, or the budget, and otherwise continues', () => {
    const base = { significant: 0, mde: 0.03, runs: 5, look: 3, looks: 18, mdeTarget: 0.01 };
    expect(decide({ ...base, significant: 1 }).kind).toBe('change');
    expect(decide({ ...base, mde: 0.008 })).toEqual({ kind: 'no-change', mde: 0.008 });
    expect(decide(base).kind).toBe('continue');
    expect(decide({ ...base, look: 18 })).toEqual({ kind: 'budget', runsNeeded: 45 });
  });

  it('does not say "no change" while a candidate measures a change at least the target', () => {
    const base = { significant: 0, mde: 0.008, runs: 4, look: 2, looks: 18, mdeTarget: 0.01 };
    expect(decide({ ...base, contradicted: true }).kind).toBe('continue');
    expect(decide({ ...base, contradicted: true, look: 18 }).kind).toBe('budget');
    expect(decide({ ...base, contradicted: false }).kind).toBe('no-change');
  });

  it('says when the significant change is waiting only (idle threads), not cost', () => {
    const base = { significant: 1, mde: 0.03, runs: 3, look: 1, looks: 18, mdeTarget: 0.01 };
    expect(decide({ ...base, waiting: 1 })).toEqual({ kind: 'change', waitingOnly: true });
    expect(decide({ ...base, significant: 2, waiting: 1 })).toEqual({ kind: 'change' });
    expect(decide({ ...base, waiting: 0 })).toEqual({ kind: 'change' });
  });
});
