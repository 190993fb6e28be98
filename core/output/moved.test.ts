import { describe, expect, it } from 'vitest';
import { MOVED_PIPELINE } from '../../test/support/drawn-trees.js';
import { sampledRuns } from '../../test/support/tree-text.js';
import { detectFindings } from '../detectors/findings.js';
import { diffProfiles, nodeTest } from '../diff/diff.js';
import { findingSiteNodes, movedMask, ownTimeNodes, uncertainNodes, waitingNodes } from './moved.js';
import { parseBytes } from '../../test/support/parse.js';
import { folded } from '../formats/folded/index.js';
import { renderDiffSvg } from './svg-diff.js';
import { MOVED_FILL, NOT_SIGNIFICANT, WAITING_FILL } from './colours.js';
import { viewerData } from './viewer-data.js';

const MOVE = MOVED_PIPELINE;

describe('moved code is drawn as moved', () => {
  const { before, after } = sampledRuns(MOVE, { runs: 1, samples: 3000, seed: 7 });
  const diff = diffProfiles(before, after);
  const findings = detectFindings(diff);
  const path = (n: number) => {
    const out: string[] = [];
    for (let m = n; m > 0; m = diff.tree.parent[m]) out.unshift(diff.tree.names[diff.tree.frame[m]]);
    return out.join(';');
  };
  const marked = (p: string) => {
    const mask = movedMask(diff.tree, findings);
    for (let n = 1; n < mask.length; n++) if (path(n) === p) return mask[n] === 1;
    throw new Error(`no node ${p}`);
  };

  it('the moved pipeline on both sides, not the function that grew in it, nor code elsewhere', () => {
    expect(marked('node;trampoline;run')).toBe(true);
    expect(marked('node;trampoline;run;parse')).toBe(true);
    expect(marked('node;main;run')).toBe(true);
    expect(marked('node;trampoline;run;validate')).toBe(false);
    expect(marked('node;main;run;validate')).toBe(false);
    expect(marked('node;gc')).toBe(false);
  });

  it('the SVG fills moved frames with the moved colour and says so in the legend and tooltips', () => {
    const svg = renderDiffSvg({ diff, findings, preset: 'none', beforeLabel: 'a', afterLabel: 'b' });
    expect(svg).toContain(`fill="${MOVED_FILL}"`);
    expect(svg).toMatch(/>moved code</);
    expect(svg).toMatch(/<title>run\nbefore [^<]* · moved: the same code under another caller/);
  });
});

describe('a finding about a frame\'s own time colours that frame', () => {
  // A worker that blocked on its queue now polls it: its own time grew, its total did not.
  const WAIT = `
    jobs             2500 -> 2500
      job_worker     2500 -> 2500
        "Queue.get (queue.py)"    2100 -> 0
          "Condition.wait (threading.py)" 2100 -> 0
        handle        400 -> 400
    serve            7500 -> 7500
      parse          5000 -> 5000
      render         2500 -> 2500`;
  const { before, after } = sampledRuns(WAIT, { runs: 3, samples: 4000, seed: 3 });
  const diff = diffProfiles(before, after);
  const findings = detectFindings(diff);

  it('is listed for the drawings, and the SVG draws the frame red though its total is unchanged', () => {
    const own = ownTimeNodes(diff.tree, findings);
    expect(own.map((n) => diff.tree.names[diff.tree.frame[n]])).toEqual(['job_worker']);
    const svg = renderDiffSvg({ diff, findings, preset: 'none', beforeLabel: 'a', afterLabel: 'b' });
    const rect = new RegExp(`<title>job_worker\\n[^<]*</title><rect [^>]*fill="([^"]+)"`).exec(svg);
    expect(rect?.[1]).toMatch(/^rgb\(250,/);
  });
});

describe('a function finding\'s call sites are coloured as its parts', () => {
  // A pool's eight threads each call `hash` 15% more: significant as one function, a point or
  // two in each thread, none significant alone.
  const POOL =
    Array.from(
      { length: 8 },
      (_, i) => `
    pool-${i}        600 -> 630  [thread]
      run            600 -> 630
        parse        400 -> 400
        hash         200 -> 230`,
    ).join('') +
    `
    main            4000 -> 4000  [thread]
      load          4000 -> 4000`;
  const { before, after } = sampledRuns(POOL, { runs: 3, perUnit: 2, seed: 3 });
  const diff = diffProfiles(before, after);
  const findings = detectFindings(diff);

  it('the sites that carry a part, none significant alone, are listed and drawn in the finding’s colour', () => {
    expect(findings.map((f) => `${f.kind} ${f.frames.join(' → ')}`)).toEqual(['function run → hash']);
    const sites = findingSiteNodes(diff, findings);
    expect(sites.length).toBeGreaterThanOrEqual(3);
    expect(sites.every((n) => diff.tree.names[diff.tree.frame[n]] === 'hash' && !nodeTest(diff, n)?.significant)).toBe(true);
    const svg = renderDiffSvg({ diff, findings, preset: 'none', beforeLabel: 'a', afterLabel: 'b' });
    const fills = [...svg.matchAll(/<title>hash\n[^<]*<\/title><rect [^>]*fill="([^"]+)"/g)].map((m) => m[1]);
    expect(fills.filter((f) => f !== NOT_SIGNIFICANT && /^rgb\(2[0-9]{2},/.test(f)).length).toBeGreaterThanOrEqual(3);
    expect(viewerData({ diff, findings, preset: 'none', beforeLabel: 'a', afterLabel: 'b' }).sites).toEqual(sites);
  });
});

describe('findings that could be run-to-run variation are drawn striped', () => {
  const { before, after } = sampledRuns(
    `
    main          3000 -> 3400
      parse        400 -> 700
        lex        400 -> 700
      render       800 -> 900
      write        900 -> 900
      format       900 -> 900`,
    { runs: 1, samples: 40000, seed: 4 },
  );
  const diff = diffProfiles(before, after);
  const found = detectFindings(diff);
  const at = (name: string) => found.findIndex((f) => f.frames.includes(name));
  // One run a side: the doubt is each finding's `runToRun`, set here as the detectors would.
  const findings = found.map((f, i) => ({ ...f, runToRun: i === at('render') ? 0.4 : 0.002 }));
  const names = (ns: readonly number[]) => ns.map((n) => diff.tree.names[diff.tree.frame[n]]).sort();

  it('marks the doubtful finding and what it accounts for, not code a certain finding accounts for', () => {
    expect(at('render')).toBeGreaterThanOrEqual(0);
    expect(at('lex')).toBeGreaterThanOrEqual(0);
    // `main` is the caller of both: the certain finding keeps it.
    expect(names(uncertainNodes(diff, findings))).toEqual(['render']);
    // Alone, the doubtful finding takes its callers too.
    expect(names(uncertainNodes(diff, findings.filter((f) => f.frames.includes('render'))))).toEqual(['main', 'render']);
    // Runs on both sides (no `runToRun`): nothing is doubtful.
    expect(uncertainNodes(diff, found)).toEqual([]);
    // A frame whose own change same-work runs rarely show (lex ×1.75) is not striped, even
    // under a finding that could be run-to-run variation; its callers with small factors are.
    const allDoubtful = found.map((f) => ({ ...f, runToRun: 0.4 }));
    expect(names(uncertainNodes(diff, allDoubtful))).toEqual(['main', 'render']);
  });

  it('the SVG stripes those frames over their colour and says what the stripes mean', () => {
    const svg = renderDiffSvg({ diff, findings, preset: 'none', beforeLabel: 'a', afterLabel: 'b' });
    const frame = (name: string) => svg.split('<g class="f"').find((g) => g.includes(`<title>${name}\n`))!;
    expect(frame('render')).toContain('fill="url(#uncertain)"');
    expect(frame('lex')).not.toContain('url(#uncertain)');
    expect(svg).toContain('<pattern id="uncertain"');
    // The stripes' key, on a legend row of its own.
    expect(svg).toMatch(/>could be run-to-run variation \(one run a side: [^<]*</);
    const plain = renderDiffSvg({ diff, findings: found, preset: 'none', beforeLabel: 'a', afterLabel: 'b' });
    expect(plain).not.toContain('uncertain');
  });

  it('the viewer is given the same frames, and the finding is marked for its list', () => {
    const data = viewerData({ diff, findings, preset: 'none', beforeLabel: 'a', afterLabel: 'b' });
    expect(names(data.uncertain ?? [])).toEqual(['render']);
    const listed = data.findings.find((f) => f.frames.includes('render'))!;
    expect(listed.couldBeRunToRun).toBe(true);
    expect(listed.runToRun).toBe('could be run-to-run variation');
    expect(data.findings.find((f) => f.frames.includes('lex'))!.couldBeRunToRun).toBeUndefined();
    expect(viewerData({ diff, findings: found, preset: 'none', beforeLabel: 'a', afterLabel: 'b' }).uncertain).toBeUndefined();
  });
});

describe('waiting is drawn as waiting', () => {
  // An asyncio consumer that began to spin: the loop's epoll wait fell, the consumer grew.
  const run = (k: number, spin: boolean) =>
    parseBytes(
      `loop;EpollSelector.select (selectors.py);poll ${spin ? 100 + k : 900 + k}\nloop;consumer (app.py) ${spin ? 900 - k : 100 - k}\nloop;steady (app.py) ${1000 + k}\n`,
      {},
      folded,
    ).profile;
  const diff = diffProfiles([1, 2, 3].map((k) => run(k, false)), [1, 2, 3].map((k) => run(k, true)));
  const findings = detectFindings(diff);
  const name = (n: number) => diff.tree.names[diff.tree.frame[n]];

  it('marks the waiting finding\'s cause and what lies beneath it, not its callers nor the code that grew', () => {
    const marked = waitingNodes(diff.tree, findings).map(name);
    expect(marked).toEqual(['EpollSelector.select (selectors.py)', 'poll']);
  });

  it('is drawn in the waiting fill, outside the colour scale, with its key, in the SVG and the viewer data', () => {
    const svg = renderDiffSvg({ diff, findings, preset: 'none', beforeLabel: 'b', afterLabel: 'a' });
    expect(svg).toContain(`fill="${WAITING_FILL}"`);
    expect(svg).toContain('waiting (idle)');
    // Its row in the table is neither red nor blue.
    expect(svg).toMatch(/<text [^>]*fill="#555">[^<]*EpollSelector\.select/);
    expect(viewerData({ diff, findings, preset: 'none', beforeLabel: 'b', afterLabel: 'a' }).waiting?.map(name)).toEqual(['EpollSelector.select (selectors.py)', 'poll']);
  });
});
