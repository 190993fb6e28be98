import { describe, expect, it } from 'vitest';
import { sampledRuns, towerInput } from '../../test/support/tree-text.js';
import { diffProfiles } from '../diff/diff.js';
import { childLists } from '../diff/union.js';
import { PATHOLOGY_RULES } from '../rules/pathologies.js';
import { drivingCallback } from './drivers.js';
import { detectFindings } from './findings.js';

const spin = PATHOLOGY_RULES.find((r) => r.id === 'asyncio-spin')!;
const runner = new RegExp(spin.drivenFrom!);
const machinery = new RegExp(spin.match);

describe('drivers: what drives a pathology seen in shared machinery', () => {
  it('names the callback under the loop that grew most, not the loop machinery that grew more', () => {
    const d = towerInput(`
      "_run_once (base_events.py)"        100 -> 100   *
        "select (selectors.py)"            90 -> 30    *
        "Handle._run (events.py)"          10 -> 70    *
          "producer (app.py)"               6 -> 6
          "consumer (app.py)"               2 -> 20    *
            "sleep (asyncio/tasks.py)"      0 -> 6     *
          "fetch (app.py)"                  1 -> 5     *
          "call_soon (base_events.py)"      1 -> 39    *`);
    const path = drivingCallback(d, childLists(d.tree.parent), d.node('_run_once (base_events.py)'), 1, runner, machinery)!;
    expect(path.map((n) => d.tree.names[d.tree.frame[n]])).toEqual(['Handle._run (events.py)', 'consumer (app.py)']);
  });

  it('looks below a wrapper coroutine whose own change is not significant: the poller it awaits', () => {
    const d = towerInput(`
      "_run_once (base_events.py)"            100 -> 100   *
        "Handle._run (events.py)"              60 -> 90    *
          "main (app.py)"                      58 -> 66
            "consume (app.py)"                 58 -> 66
              "digest (app.py)"                58 -> 56
              "poll_queue (app.py)"             0 -> 10    *
                "sleep (asyncio/tasks.py)"      0 -> 4     *
          "call_soon (base_events.py)"          1 -> 20    *`);
    const path = drivingCallback(d, childLists(d.tree.parent), d.node('_run_once (base_events.py)'), 1, runner, machinery)!;
    expect(path.map((n) => d.tree.names[d.tree.frame[n]])).toEqual(['Handle._run (events.py)', 'main (app.py)', 'consume (app.py)', 'poll_queue (app.py)']);
  });

  it('follows a significant wrapper down to the callee that carries its change, not into machinery', () => {
    const d = towerInput(`
      "Handle._run (events.py)"          10 -> 70    *
        "main (app.py)"                   8 -> 30    *
          "poll_queue (app.py)"           0 -> 20    *
            "sleep (asyncio/tasks.py)"    0 -> 19    *
          "render (app.py)"               8 -> 10
        "call_soon (base_events.py)"      1 -> 39    *`);
    const path = drivingCallback(d, childLists(d.tree.parent), d.node('Handle._run (events.py)'), 1, runner, machinery, false)!;
    expect(path.map((n) => d.tree.names[d.tree.frame[n]])).toEqual(['main (app.py)', 'poll_queue (app.py)']);
  });

  it('names nothing when no callback changed significantly in the direction of the tower', () => {
    const d = towerInput(`
      "Handle._run (events.py)"          10 -> 70    *
        "consumer (app.py)"               2 -> 3
        "call_soon (base_events.py)"      1 -> 60    *`);
    expect(drivingCallback(d, childLists(d.tree.parent), d.node('Handle._run (events.py)'), 1, runner, machinery)).toBeUndefined();
  });

  it('end to end: the tower of a spinning loop is driven by the coroutine that polls', () => {
    const { before, after } = sampledRuns(
      `
      main                                             1000 -> 1000
        "run_forever (base_events.py)"                 1000 -> 1000
          "BaseEventLoop._run_once (base_events.py)"   1000 -> 1000
            "EpollSelector.select (selectors.py)"       850 -> 250
            "Handle._run (events.py)"                   150 -> 750
              "producer (app.py)"                        90 -> 90
              "consumer (app.py)"                        30 -> 230
                "sleep (asyncio/tasks.py)"                0 -> 80
              "BaseEventLoop.call_soon (base_events.py)" 30 -> 430`,
      { runs: 3, samples: 4000 },
    );
    const findings = detectFindings(diffProfiles(before, after));
    const spinning = findings.find((f) => f.category === 'asyncio-polling' && f.direction === 'regression')!;
    expect(spinning.driven).toBe(true);
    expect(spinning.frames.at(-1)).toBe('consumer (app.py)');
  });
});
