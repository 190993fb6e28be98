import { describe, expect, it } from 'vitest';
import { parseBytes } from '../../test/support/parse.js';
import { speedscope } from '../formats/speedscope/index.js';
import { perfScript } from '../formats/perf-script/index.js';
import { renderSpeedscope } from './speedscope.js';

/** Two threads of a pthread pool under perf, one sample in the kernel. */
const PERF = `worker-0 100/101 1.000: 1 cpu-clock:
\t    1111 transform_job+0x10 (/app)
\t    2222 worker+0x20 (/app)

worker-1 100/102 1.001: 1 cpu-clock:
\t    3333 clear_page_erms+0x5 ([kernel.kallsyms])
\t    1111 transform_job+0x10 (/app)
\t    2222 worker+0x20 (/app)

`;

describe('speedscope written by flamediff (record, compare)', () => {
  const recorded = parseBytes(PERF, {}, perfScript).profile;
  const kindsOf = (p: typeof recorded) => Object.fromEntries(p.frames.map((f) => [f.name, f.kind]));

  it('keeps the kinds a name does not tell: threads and processes, kernel and native frames', () => {
    expect(kindsOf(recorded)).toMatchObject({ 'worker-0': 'process', 'worker-1': 'process', clear_page_erms: 'kernel', transform_job: 'native' });
    const back = parseBytes(renderSpeedscope(recorded, { profiler: 'perf', flags: [] }), {}, speedscope).profile;
    expect(kindsOf(back)).toEqual(kindsOf(recorded));
  });

  it("takes kinds only from flamediff's own files", () => {
    const doc = JSON.parse(renderSpeedscope(recorded, { profiler: 'perf', flags: [] }));
    delete doc.flamediff;
    const foreign = parseBytes(JSON.stringify(doc), {}, speedscope).profile;
    expect(kindsOf(foreign)['worker-0']).toBe('unknown');
  });
});
