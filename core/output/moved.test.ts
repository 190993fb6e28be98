import { describe, expect, it } from 'vitest';
import { MOVED_PIPELINE } from '../../test/support/drawn-trees.js';
import { sampledRuns } from '../../test/support/tree-text.js';
import { detectFindings } from '../detectors/findings.js';
import { diffProfiles } from '../diff/diff.js';
import { movedMask, ownTimeNodes } from './moved.js';
import { renderDiffSvg } from './svg-diff.js';
import { MOVED_FILL } from './colours.js';

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
