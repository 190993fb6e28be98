import { describe, expect, it } from 'vitest';
import { diffProfiles } from '../diff/diff.js';
import { ProfileBuilder } from '../model/builder.js';
import type { Profile } from '../model/types.js';
import { sampledRuns } from '../../test/support/tree-text.js';
import { detectFindings } from './findings.js';
import { holdsOthersChanges, unexplainedFunctions } from './functions.js';

/** One run: `path count` lines (frames separated by `;`), each count nudged by `jitter`. */
function run(lines: string, jitter: number): Profile {
  const b = new ProfileBuilder('samples');
  lines
    .trim()
    .split('\n')
    .forEach((line, i) => {
      const [path, count] = line.trim().split(' ');
      const ids = path.split(';').map((name) => b.internFrame({ name, kind: 'native' }));
      b.addSelf(b.addStack(ids, 0), Number(count) + ((i % 3) - 1) * jitter);
    });
  return b.build({ sourceFormat: 'test' });
}

const side = (lines: string) => [run(lines, 1), run(lines, -1), run(lines, 2)];

describe('a function that holds other functions\' changes', () => {
  it('is one whose own time did not change and most of whose weight lies in callees that did not', () => {
    const before = side(`sort 300\nprintf 250\nmain;gen 70\nmain;build 60\nmain;score 35\nmain;probe 35`);
    const after = side(`sort 300\nprintf 250\nmain;gen 70\nmain;build 60\nmain;score 55\nmain;probe 55`);
    const diff = diffProfiles(before, after);
    const main = diff.functions.find((f) => f.name === 'main')!;
    expect(main.delta).toBeGreaterThan(0);
    expect(holdsOthersChanges(diff, main)).toBe(true);
  });

  it('is not one that now calls something it hardly called before: its own code changed', () => {
    // renderInvoiceLine now serialises with JSON.stringify; its other callees did not change.
    const before = side(`sort 300\nprintf 250\nrender;split 70\nrender;join 60\nrender;pad 40`);
    const after = side(`sort 300\nprintf 250\nrender;split 70\nrender;join 60\nrender;pad 40\nrender;stringify 90`);
    const diff = diffProfiles(before, after);
    const render = diff.functions.find((f) => f.name === 'render')!;
    expect(render.significant).toBe(true);
    expect(holdsOthersChanges(diff, render)).toBe(false);
  });

  it('is not one whose own time grew with its callees (it was called more often)', () => {
    const before = side(`sort 300\nprintf 250\nmain 40\nmain;gen 70\nmain;build 60\nmain;score 35`);
    const after = side(`sort 300\nprintf 250\nmain 60\nmain;gen 105\nmain;build 90\nmain;score 52`);
    const diff = diffProfiles(before, after);
    const main = diff.functions.find((f) => f.name === 'main')!;
    expect(holdsOthersChanges(diff, main)).toBe(false);
  });
});

describe('one cause, one finding', () => {
  it('a caller whose change is a larger callee\'s change inside it is grouped with it, whichever is larger', () => {
    // render now calls stringify (+90) and its pad shrank a little: the callee's change is
    // larger than the caller's. Judged alone (no towers), the two are one group, caller first.
    const before = side(`sort 300\nprintf 250\nloop;render;split 70\nloop;render;join 60\nloop;render;pad 40\nother;parse 80`);
    const after = side(`sort 300\nprintf 250\nloop;render;split 70\nloop;render;join 60\nloop;render;pad 30\nloop;render;stringify 90\nother;parse 80`);
    const diff = diffProfiles(before, after);
    const named = (n: string) => diff.functions.find((f) => f.name === n)!;
    expect(named('stringify').delta).toBeGreaterThan(named('render').delta);
    const groups = unexplainedFunctions(diff, [], []).filter((g) => g.head.delta > 0);
    const withStringify = groups.find((g) => g.chain.some((f) => f.name === 'stringify'))!;
    expect(withStringify.chain.map((f) => f.name)).toEqual(expect.arrayContaining(['render', 'stringify']));
  });
});

describe('function spread: the function a tower\'s split belongs to', () => {
  // The majority rule itself is tested on its capture (test/references.test.ts).
  const verdict = (text: string) => {
    const { before, after } = sampledRuns(text, { runs: 3, samples: 3000, seed: 11 });
    return detectFindings(diffProfiles(before, after)).filter((f) => f.significant).map((f) => `${f.direction} ${f.kind} ${f.frames.join(' → ')}`);
  };

  it('new code is not carried by the helpers it calls', () => {
    // compile is new; most of its time is in malloc, which the program called before too.
    const found = verdict(`
      main             1000 -> 1600
        parse           500 -> 500
        compile           0 -> 600
          scan            0 -> 300
            malloc        0 -> 250
          emit            0 -> 300
            malloc        0 -> 250
        run             500 -> 500
          malloc        200 -> 200`);
    expect(found[0]).toMatch(/^regression tower .*compile/);
  });

  it('below a frame that is not the whole program, a function reached almost all through one site is what that frame calls more', () => {
    // render now concatenates with += in a loop: its own time grew, and most of the rest is the
    // runtime's newArray under its concat call; a little reaches newArray through pad.
    const text = `
      main             1000 -> 1375
        format          600 -> 600
        load            250 -> 250
        render          150 -> 525
          concat         40 -> 250
            newArray     30 -> 220
          pad            10 -> 25
            newArray      4 -> 14`;
    const { before, after } = sampledRuns(text, { runs: 3, samples: 3000, seed: 11 });
    const [top] = detectFindings(diffProfiles(before, after)).filter((f) => f.significant);
    expect([top.kind, top.frames[top.causeIndex ?? -1]]).toEqual(['tower', 'render']);
  });

  it('new code inside a larger function whose cost fell is what it does instead, not a regression', () => {
    // filter's linear search (its own time) became a call to a hash lookup; a little of the
    // lookup's time hangs under main (a frame the unwinder skipped). One change: filter's net.
    expect(
      verdict(`
      main             2000 -> 1710
        gen             600 -> 600
        parse           400 -> 400
        render          300 -> 300
        filter          700 -> 400
          lookup          0 -> 140
        lookup            0 -> 10`),
    ).toEqual(['improvement function main → filter']);
    // Code both sides ran is a change of its own: tax made slower inside a profile step made
    // faster by a cache.
    expect(
      verdict(`
      main             2000 -> 1820
        gen             600 -> 600
        parse           400 -> 400
        profile        1000 -> 820
          fetch         700 -> 200
          tax           300 -> 620`),
    ).toEqual(['improvement tower profile → fetch', 'regression tower profile → tax']);
  });

  it('a function the change recurses through does not carry it', () => {
    // evaluate got 1.85x slower at every depth; its list comprehension only holds its nested calls.
    const found = verdict(`
      main             1800 -> 2300
        load            400 -> 400
        parse           300 -> 300
        report          300 -> 300
        write           200 -> 200
        evaluate        600 -> 1100
          listcomp      300 -> 550
            evaluate    300 -> 550
          apply         100 -> 180
            listcomp    100 -> 180
              evaluate  100 -> 180`);
    expect(found[0]).toMatch(/^regression tower .*evaluate$/);
  });
});

describe('a runtime gate', () => {
  it('is never a function finding: V8\'s entry into C++ sums unrelated calls', () => {
    // Two handlers now serialise their result for a log line, through the same C++ entry as
    // their writes (s38c-perf-node-1v1-stringify: the entry's function finding was the #1).
    const gate = 'Builtins_CEntry_Return1_ArgvOnStack_BuiltinExit';
    const lines = (extra: number) =>
      [`sort 300`, `printf 250`, `main;h1 60`, `main;h2 60`, `main;h1;${gate};write 20`, `main;h2;${gate};write 20`]
        .concat(extra > 0 ? [`main;h1;${gate};stringify ${extra}`, `main;h2;${gate};stringify ${extra}`] : [])
        .join('\n');
    const findings = detectFindings(diffProfiles(side(lines(0)), side(lines(60))));
    expect(findings.some((f) => f.direction === 'regression')).toBe(true);
    expect(findings.filter((f) => f.kind === 'function' && f.frames[0] === gate)).toEqual([]);
  });
});
