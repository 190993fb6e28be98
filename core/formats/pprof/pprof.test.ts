import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { corpusAvailable, corpusPath } from '../../../test/support/corpus.js';
import { parseBytes, readBytes, toFolded } from '../../../test/support/parse.js';
import { totalWeight } from '../../model/types.js';
import { detectFormat } from '../registry.js';
import { cutShort, pprof, sniffBytes } from './index.js';

describe.skipIf(!corpusAvailable())('pprof (shared corpus)', () => {
  it("simple.prof matches speedscope's snapshot stack by stack (cpu/nanoseconds)", () => {
    const { profile } = parseBytes(readBytes(corpusPath('speedscope/pprof/simple.prof')), {}, pprof);
    const snap = readFileSync(corpusPath('speedscope/pprof/__snapshots__/importaspprofprofile.snap'), 'utf8');
    const expected = new Map<string, number>();
    for (const m of /"stacks": \[([\s\S]*?)\]/.exec(snap)![1].matchAll(/"([^"]*) ([\d.]+)ms",/g)) {
      expected.set(m[1], (expected.get(m[1]) ?? 0) + Math.round(Number(m[2]) * 1e6));
    }
    const ours = new Map(
      toFolded(profile)
        .trim()
        .split('\n')
        .map((l) => [l.slice(0, l.lastIndexOf(' ')), Number(l.slice(l.lastIndexOf(' ') + 1))] as const),
    );
    expect(ours).toEqual(expected);
    expect(profile.unit).toBe('nanoseconds');
    expect(profile.meta.event).toBe('cpu/nanoseconds');
  });

  it.each(['pprof/proto-samples/sample.cpu', 'pprof/proto-samples/large.cpu', 'pprof/proto-samples/go.nomappings.crash'])('%s is detected and parses', (f) => {
    const bytes = readBytes(corpusPath(f));
    expect(detectFormat(bytes.subarray(0, 65536), f).id).toBe('pprof');
    const { profile } = parseBytes(bytes, {}, pprof);
    expect(totalWeight(profile)).toBeGreaterThan(0);
  });

  it('has no sample order (records are distinct stacks) and counts samples, not records', async () => {
    const { Profile: PprofProfile } = await import('pprof-format');
    const bytes = readBytes(corpusPath('speedscope/pprof/simple.prof'));
    const raw = PprofProfile.decode(bytes);
    const types = raw.sampleType.map((t) => `${raw.stringTable.strings[Number(t.type)]}/${raw.stringTable.strings[Number(t.unit)]}`);
    const k = types.indexOf('samples/count');
    expect(k).toBeGreaterThanOrEqual(0);
    const samples = raw.sample.reduce((a, s) => a + Number(s.value[k]), 0);
    expect(samples).toBeGreaterThan(raw.sample.length);
    const { profile } = parseBytes(bytes, {}, pprof);
    expect(profile.timeline).toBeUndefined();
    expect(profile.meta.sampleCount).toBe(samples);
  });

  it('a truncated pprof file is a clear error', () => {
    const bytes = readBytes(corpusPath('pprof/proto-samples/sample.cpu'));
    expect(() => parseBytes(bytes.subarray(0, Math.floor(bytes.length / 2)), {}, pprof)).toThrow(/truncated pprof: field \d+ at byte \d+ holds \d+ bytes, but the file ends/);
  });
});

describe('pprof sniffing', () => {
  it('does not claim text', () => {
    for (const t of ['\na;b 1\n', 'app 1/1 [000] 1.0: cpu-clock:\n', '{"$schema": "x"}']) expect(sniffBytes(new TextEncoder().encode(t))).toBe(false);
  });
});

describe('pprof sample types', () => {
  /** A heap-like profile: four sample types, a default named by the file. */
  async function heapProfile(defaultType?: string, period?: number, allocValues = [3, 3000, 1, 1000]): Promise<Uint8Array> {
    const { Function: Fn, Line, Location, Profile, Sample, StringTable, ValueType } = await import('pprof-format');
    const st = new StringTable();
    const types = ['alloc_objects/count', 'alloc_space/bytes', 'inuse_objects/count', 'inuse_space/bytes'].map((t) => {
      const [type, unit] = t.split('/');
      return new ValueType({ type: st.dedup(type), unit: st.dedup(unit) });
    });
    const fns = ['main', 'alloc'].map((n, i) => new Fn({ id: i + 1, name: st.dedup(n) }));
    const locs = fns.map((f, i) => new Location({ id: i + 1, line: [new Line({ functionId: f.id })] }));
    const p = new Profile({
      sampleType: types,
      sample: [new Sample({ locationId: [2, 1], value: allocValues }), new Sample({ locationId: [1], value: [1, 100, 1, 50] })],
      location: locs,
      function: fns,
      stringTable: st,
      ...(defaultType ? { defaultSampleType: st.dedup(defaultType) } : {}),
      ...(period ? { period, periodType: new ValueType({ type: st.dedup('space'), unit: st.dedup('bytes') }) } : {}),
    });
    return p.encode();
  }

  it("uses the file's default_sample_type, else the last type, and --sample-type by name", async () => {
    const withDefault = parseBytes(await heapProfile('alloc_space'), {}, pprof).profile;
    expect(withDefault.meta.event).toBe('alloc_space/bytes');
    expect(totalWeight(withDefault)).toBe(3100);
    const noDefault = parseBytes(await heapProfile(), {}, pprof).profile;
    expect(noDefault.meta.event).toBe('inuse_space/bytes');
    const chosen = parseBytes(await heapProfile('alloc_space'), { sampleType: 'inuse_objects' }, pprof).profile;
    expect(chosen.meta.event).toBe('inuse_objects/count');
    expect(totalWeight(chosen)).toBe(2);
    const plain = await heapProfile();
    expect(() => parseBytes(plain, { sampleType: 'nope' }, pprof)).toThrow(/no sample type "nope": expected one of alloc_objects\/count/);
  });

  it('rejects a file cut inside a field, naming the byte, and reads every prefix that ends between fields or says where it is cut', async () => {
    const whole = await heapProfile('alloc_space', 100);
    expect(cutShort(whole)).toBeUndefined();
    let cutInside = 0;
    for (let n = 1; n < whole.length; n++) {
      const part = whole.subarray(0, n);
      const cut = cutShort(part);
      if (!cut) continue;
      cutInside++;
      expect(() => parseBytes(part, {}, pprof)).toThrow(new RegExp(`byte ${cut.at}: truncated pprof: .*expected a complete pprof Profile message`));
    }
    // Most cut points are inside a field (the string table's entries at the end among them).
    expect(cutInside).toBeGreaterThan(whole.length / 2);
  });

  it('counts a heap profile by its sampled allocations, not its records', async () => {
    // Sampled about every 100 bytes. Allocated: `alloc`'s 3 objects of 1000 bytes each were
    // each sampled (3, not the 30 its bytes over the period say); `main`'s 100 bytes are one.
    const allocated = parseBytes(await heapProfile('alloc_space', 100), {}, pprof).profile;
    expect(allocated.meta.sampleCount).toBe(4);
    // Small objects: 3000 bytes of 3-byte objects, scaled up to an estimate of 1000 objects,
    // are about 30 samples (the bytes over the period), not 1000 and not one record.
    const small = parseBytes(await heapProfile('alloc_space', 100, [1000, 3000, 1, 1000]), {}, pprof).profile;
    expect(small.meta.sampleCount).toBe(31);
    // Without a period in bytes there is nothing to convert by: one per record, as before.
    expect(parseBytes(await heapProfile(), {}, pprof).profile.meta.sampleCount).toBe(2);
  });

  it("counts a mutex or block profile by its contentions, weighs it by the delay", async () => {
    // Go writes both: contentions/count and delay/nanoseconds, one record per stack.
    const { Function: Fn, Line, Location, Profile, Sample, StringTable, ValueType } = await import('pprof-format');
    const st = new StringTable();
    const vt = (type: string, unit: string) => new ValueType({ type: st.dedup(type), unit: st.dedup(unit) });
    const fns = ['worker', 'record', 'unlock'].map((n, i) => new Fn({ id: i + 1, name: st.dedup(n) }));
    const locs = fns.map((f, i) => new Location({ id: i + 1, line: [new Line({ functionId: f.id })] }));
    const bytes = new Profile({
      sampleType: [vt('contentions', 'count'), vt('delay', 'nanoseconds')],
      sample: [new Sample({ locationId: [3, 2, 1], value: [401, 291055329] }), new Sample({ locationId: [3, 1], value: [61, 30843551] })],
      location: locs,
      function: fns,
      stringTable: st,
      period: 1,
      periodType: vt('contentions', 'count'),
    }).encode();
    const p = parseBytes(bytes, {}, pprof).profile;
    expect(p.meta.event).toBe('delay/nanoseconds');
    expect(totalWeight(p)).toBe(291055329 + 30843551);
    expect(p.meta.sampleCount).toBe(462);
    expect(p.meta.sampleNoun).toBe('contentions');
    const { describeSide } = await import('../../output/labels.js');
    expect(describeSide({ runs: 3, samples: 3063, noun: p.meta.sampleNoun })).toBe('3 runs, 3,063 contentions');
    expect(describeSide({ runs: 1, samples: 1, noun: p.meta.sampleNoun })).toBe('1 run, 1 contention');
  });
});
