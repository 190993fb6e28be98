import { describe, expect, it } from 'vitest';
import { towerInput } from '../../test/support/tree-text.js';
import { selectTowers, type Tower } from './towers.js';

const names = (d: ReturnType<typeof towerInput>, t: Tower) => t.path.map((n) => d.tree.names[d.tree.frame[n]]);
const bases = (d: ReturnType<typeof towerInput>) => selectTowers(d).map((t) => `${d.tree.names[d.tree.frame[t.base]]}${t.sign > 0 ? '+' : '-'}`);

describe('towers: top-down causes', () => {
  it('code new to the program is the change at its topmost frame, not at its heaviest part', () => {
    // parse_line now calls sscanf (new, as is everything below it): one tower at sscanf.
    const d = towerInput(`
      main                 100 -> 136  *
        parse_line          10 -> 46   *
          read_uint          1 -> 0    *
          sscanf             0 -> 35   *
            vfscanf          0 -> 34   *
            strfile_read     0 -> 1    *
        loop                90 -> 90`);
    expect(bases(d)).toContain('sscanf+');
    expect(bases(d)).not.toContain('vfscanf+');
    expect(bases(d)).not.toContain('strfile_read+');
  });

  it('new under its caller and many times what the program had of it before: new work, one tower at its top', () => {
    // emit_line now calls write unbuffered; before, fwrite's flush wrote 3% through the same
    // kernel path. Followed down, the tower stopped in the kernel at its heaviest part and each
    // other part of the new syscall (file times, checks, fdget) was a tower of its own.
    const d = towerInput(`
      main                 100 -> 170  *
        emit_line            2 -> 72   *
          write              0 -> 70   *
            ksys_write       0 -> 70   *
              perform_write  0 -> 50   *
              update_time    0 -> 10   *
              checks         0 -> 10   *
        fwrite               3 -> 0    *
          write              3 -> 0    *
            ksys_write       3 -> 0    *
              perform_write  3 -> 0    *
        loop                95 -> 98`);
    expect(bases(d)).toContain('write+');
    expect(bases(d)).not.toContain('perform_write+');
    expect(bases(d)).not.toContain('update_time+');
  });

  it('but one of several copies of the same code that all changed (one per thread) is followed down as before', () => {
    // Under --gil two workers lost all their samples and a third most of them: each copy's
    // change is part of one function's change, found below where the copies agree.
    const d = towerInput(`
      main                 100 -> 100
        crunch               1 -> 94   *
        w1                  33 -> 0    * [thread]
          worker            33 -> 0    *
            job             33 -> 0    *
              image         33 -> 0    *
        w2                  33 -> 0    * [thread]
          worker            33 -> 0    *
            job             33 -> 0    *
              image         33 -> 0    *
        w3                  33 -> 5    * [thread]
          worker            33 -> 5    *
            job             33 -> 5    *
              image         33 -> 5    *`);
    expect(bases(d).filter((b) => b === 'image-')).toHaveLength(3);
  });

  it('but a new frame around code that ran before is followed down to what changed inside it', () => {
    const d = towerInput(`
      main                 100 -> 130  *
        trampoline           0 -> 60   *
          run                0 -> 60   *
            parse            0 -> 60   *
        run                 60 -> 0    *
          parse             60 -> 0    *
        loop                40 -> 70   *`);
    expect(bases(d)).not.toContain('trampoline+');
  });

  it('a function called more often, whose growth splits between two callees, is the cause (not its callees)', () => {
    const d = towerInput(`
      main                100 -> 114  *
        serve              80 -> 80
        metrics_loop       20 -> 34   *
          collect_metrics   1 -> 15   *
            build_table   0.5 -> 7.5  *
            serialize     0.5 -> 7.5  *
          sleep            19 -> 19`);
    const towers = selectTowers(d);
    expect(towers).toHaveLength(1);
    expect(names(d, towers[0])).toEqual(['collect_metrics']);
    expect(towers[0].sign).toBe(1);
  });

  it('a function called more often is the cause even when one callee carries most of its growth', () => {
    // s38b --gil case: compress_snapshot called 12x as often; dumps carries 84% of its growth,
    // encode_rows the rest, itself significant. Followed into dumps, encode_rows was a second tower.
    const d = towerInput(`
      main                  100 -> 120   *
        serve                96 -> 96
        snapshot_loop         4 -> 24    *
          compress_snapshot   4 -> 24    *
            dumps           3.6 -> 20.4  *
              encode        3.5 -> 20.2  *
            encode_rows     0.4 -> 3.6   *`);
    expect(bases(d)).toEqual(['compress_snapshot+']);
  });

  it('but a callee beside the dominant one that is the same code met again below it does not stop the way down', () => {
    // A recursive sort reaches its comparator directly and through its recursion (90% of the change).
    const d = towerInput(`
      main                  100 -> 180   *
        load                 50 -> 50
        sort                 50 -> 130   *
          quicksort          45 -> 118   *
            quicksort        40 -> 105   *
              compare        40 -> 105   *
            compare           5 -> 13    *
          compare             5 -> 12    *`);
    expect(bases(d)).not.toContain('sort+');
  });

  it('a frame whose callees grew in several places while most of it did not change is not the cause: each callee is', () => {
    const d = towerInput(`
      main                100 -> 121  *
        app               100 -> 121  *
          work             80 -> 80
          memcpy_a          5 -> 12   *
          memcpy_b          5 -> 12   *
          memcpy_c          5 -> 12   *
          memcpy_d          5 -> 5`);
    expect(bases(d)).toEqual(['memcpy_a+', 'memcpy_b+', 'memcpy_c+']);
  });

  it('a frame whose old callee vanished while new ones took its place is the cause: it added the calls', () => {
    // Go renderKey: strings.Builder replaced by + in a loop. Its old callee (most of it before)
    // is gone, which is a change, not code that stayed the same.
    const d = towerInput(`
      main                100 -> 143  *
        worker            100 -> 143  *
          parse            60 -> 60
          render_key       10 -> 53   *
            builder_write   7 -> 0    *
            concat2         0 -> 20   *
            concat5         0 -> 30   *
            own             3 -> 3
          add              30 -> 30`);
    expect(bases(d)).toEqual(['render_key+']);
  });

  it('when none of the callees is significant on its own, the frame that grew stays the cause', () => {
    const d = towerInput(`
      main                100 -> 121  *
        app               100 -> 121  *
          work             80 -> 80
          small_a           5 -> 12
          small_b           5 -> 12
          small_c           5 -> 12
          small_d           5 -> 5`);
    expect(bases(d)).toEqual(['app+']);
  });

  it('the change attaches above a thin wrapper (a frame that is nearly all of its caller on both sides)', () => {
    const d = towerInput(`
      main               100 -> 100   *
        dispatch          90 -> 90
          get_user        30 -> 30
            find_user     12 -> 1     *
              select      12 -> 0.96  *
                filter  11.9 -> 0.96  *
                  match 11.9 -> 0.96  *
            render        18 -> 29    *
          other           60 -> 60
        log               10 -> 10`);
    const tower = selectTowers(d).find((t) => t.sign < 0)!;
    expect(names(d, tower)[0]).toBe('find_user');
  });

  it('the change attaches above the syscall entry where the own time of the wrapper grew beside it', () => {
    // read() asked for 64 bytes instead of 64 KiB: libc's read grew 40x under scan_file, the
    // kernel entry was all of it before and 0.87 of it after (read's own time grew too).
    const d = towerInput(`
      main                    100 -> 295   *
        scan_file             100 -> 295   *
          scan_line            95 -> 94
          read                  5 -> 201   *
            entry_SYSCALL_64    5 -> 175   *
              do_syscall_64     5 -> 175   *
                ksys_read       5 -> 135   *
                touch_atime     0 -> 40    *`);
    const tower = selectTowers(d).find((t) => t.sign > 0)!;
    expect(names(d, tower)).toEqual(['read', 'entry_SYSCALL_64', 'do_syscall_64']);
  });

  it('a significant change deep below, carrying the whole of its ancestor\'s, is the tower when no child carries it', () => {
    // extractID began compiling its regexp per call; beside it hashFields drifted down and
    // genLine up by as much (noise, not significant), so no child of main carried its change.
    const d = towerInput(`
      main                 100 -> 104.4  *
        genLine             42 -> 45.3
          Fprintf           33 -> 37
        processLine         56 -> 57.1
          hashFields        37 -> 33.7
          extractID        0.8 -> 5.5    *
            MustCompile      0 -> 4.7    *
        other                2 -> 2`);
    expect(bases(d)).toEqual(['MustCompile+']);
    expect(names(d, selectTowers(d)[0])).toContain('extractID');
  });

  it('follows the change through a frame whose own test is noisier than its callee that grew', () => {
    // A JIT moves time between runBatch's frame and its caller's as it inlines, so runBatch
    // varies more than routeEntry, whose growth carries all of runBatch's change.
    const d = towerInput(`
      main                100 -> 120   *
        trampoline         80 -> 100   *
          runBatch         80 -> 100
            routeEntry     20 -> 40    *
            other          60 -> 60
        startup            20 -> 20`);
    expect(bases(d)).toEqual(['routeEntry+']);
  });

  it('follows one callee that carries the change down to where it splits or is self time', () => {
    const d = towerInput(`
      main              100 -> 150  *
        parse_line       40 -> 90   *
          MatchString     0 -> 50   *
            compile       0 -> 32   *
            match         0 -> 18   *
          split          40 -> 40
        write            60 -> 60`);
    const [t] = selectTowers(d);
    expect(d.tree.names[d.tree.frame[t.base]]).toBe('MatchString');
    // The grown part attaches at MatchString: parse_line only grew relative to its caller
    // because of it (its ratio to main went 0.4 → 0.6, under the 1.5× growth).
    expect(names(d, t)).toEqual(['MatchString']);
  });

  it('opposite changes under one parent are two towers, not their net', () => {
    const d = towerInput(`
      main        100 -> 106  *
        a          40 -> 53   *
        b          30 -> 23   *
        c          30 -> 30`);
    expect(bases(d)).toEqual(['a+', 'b-']);
  });

  it('a coherent parent with a small opposite change inside stays one tower', () => {
    const d = towerInput(`
      main        100 -> 140  *
        work       50 -> 90   *
          x        20 -> 45   *
          y        20 -> 40   *
          z        10 -> 5    *
        rest       50 -> 50`);
    expect(bases(d)).toEqual(['work+']);
  });

  it('a child carrying all of a change (and more) is followed; the small opposite one beside it is its own', () => {
    const d = towerInput(`
      main        100 -> 140  *
        work       50 -> 90   *
          x        25 -> 70   *
          y        25 -> 20   *
        rest       50 -> 50`);
    expect(bases(d)).toEqual(['x+', 'y-']);
  });

  it("a child carrying most of a frame's net change but not of what its callees gained together is not followed", () => {
    // parse was rewritten: its own loop (−17) gave way to four new callees (+33); lower alone
    // is 91% of the net +16, a third of what the callees gained.
    const d = towerInput(`
      main         200 -> 216  *
        parse       24 -> 40   *
          lower      0 -> 15   *
          decode     0 -> 7
          toint      0 -> 6    *
          tolong     0 -> 5    *
        rest       176 -> 176`);
    expect(bases(d)).toEqual(['parse+']);
  });

  it('a thread root is never the cause: its callees are, each on its own', () => {
    const d = towerInput(`
      io-thread       50 -> 50  [thread]
        wait          50 -> 50
      metrics-thread  50 -> 80  * [thread]
        aggregate     20 -> 35  *
        format        30 -> 45  *`);
    expect(bases(d)).toEqual(['aggregate+', 'format+']);
  });

  it('the grown part attaches through only children up to the frame that grew relative to its caller', () => {
    const d = towerInput(`
      server                   100 -> 160  *
        loop                   100 -> 160  *
          handle_request        60 -> 60
          metrics                2 -> 62   *
            memory_full_info     2 -> 62   *
              parse_smaps        0 -> 60   *
          idle                  38 -> 38`);
    const [t] = selectTowers(d);
    expect(names(d, t)).toEqual(['metrics', 'memory_full_info', 'parse_smaps']);
  });

  it('nothing significant: no towers; significant but below a non-coherent parent: found below', () => {
    expect(selectTowers(towerInput(`
      main  100 -> 100
        a    50 -> 51
        b    50 -> 49`))).toEqual([]);
  });
});
