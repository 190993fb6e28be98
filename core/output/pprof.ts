import { Function as PprofFunction, Line, Location, Profile as PprofProfile, Sample, StringTable, ValueType } from 'pprof-format';
import { nanosPerSample, nanosPerUnit, type Profile } from '../model/types.js';

/** What a pprof export carries besides the stacks. */
export interface PprofExportOptions {
  /** `time_nanos`; default 0, which lets Pyroscope's `/ingest` take the time from `from` (gotcha 10). */
  readonly timeNanos?: bigint;
  /** `duration_nanos`; default from the profile's duration, else 0. */
  readonly durationNanos?: bigint;
}

/**
 * A profile as an (uncompressed) pprof `Profile` message, for `go tool pprof`, Pyroscope's
 * `/ingest?format=pprof` and Connect `Push`.
 *
 * CPU profiles get Go's shape: `samples/count` first and, when the period is known,
 * `cpu/nanoseconds` (time-weighted perf `cpu-clock` profiles keep their exact nanoseconds). The
 * legacy Pyroscope server knows only Go's sample type names and silently stores nothing for a
 * `cpu`-only profile (gotcha 11), hence both. One function and one location per distinct frame, in
 * frame order, and samples in stack-table order: the bytes are deterministic.
 */
export function pprofBytes(profile: Profile, options: PprofExportOptions = {}): Uint8Array {
  const st = new StringTable();
  const period = nanosPerSample(profile);
  const perUnit = nanosPerUnit(profile.unit);
  // [type, unit, multiplier from the profile's weight]
  const types: [string, string, number][] = [];
  if (profile.unit === 'samples') {
    types.push(['samples', 'count', 1]);
    if (period) types.push(['cpu', 'nanoseconds', period]);
  } else if (perUnit !== undefined) {
    if (period) types.push(['samples', 'count', perUnit / period]);
    types.push(['cpu', 'nanoseconds', perUnit]);
  } else {
    types.push(profile.unit === 'bytes' ? ['space', 'bytes', 1] : ['samples', 'count', 1]);
  }
  const functions: PprofFunction[] = [];
  const locations: Location[] = [];
  const locOf = new Int32Array(profile.frames.length).fill(0);
  const location = (frame: number): number => {
    if (locOf[frame] === 0) {
      const id = functions.length + 1;
      const f = profile.frames[frame];
      const name = st.dedup(f.name);
      functions.push(new PprofFunction({ id, name, systemName: name, filename: st.dedup(f.file ?? '') }));
      locations.push(new Location({ id, line: [new Line({ functionId: id, line: f.line ?? 0 })] }));
      locOf[frame] = id;
    }
    return locOf[frame];
  };
  const samples: Sample[] = [];
  const n = profile.stackFrame.length;
  for (let node = 1; node < n; node++) {
    const w = profile.stackSelf[node];
    if (!(w > 0)) continue;
    const ids: number[] = [];
    for (let k = node; k > 0; k = profile.stackParent[k]) ids.push(location(profile.stackFrame[k]));
    samples.push(new Sample({ locationId: ids, value: types.map(([, , mul]) => Math.round(w * mul)) }));
  }
  const duration = options.durationNanos ?? BigInt(Math.round((profile.meta.durationSeconds ?? 0) * 1e9));
  const p = new PprofProfile({
    sampleType: types.map(([t, u]) => new ValueType({ type: st.dedup(t), unit: st.dedup(u) })),
    periodType: period ? new ValueType({ type: st.dedup('cpu'), unit: st.dedup('nanoseconds') }) : undefined,
    period: period ? Math.round(period) : undefined,
    sample: samples,
    location: locations,
    function: functions,
    stringTable: st,
    timeNanos: options.timeNanos ?? 0n,
    durationNanos: duration,
  });
  return p.encode();
}
