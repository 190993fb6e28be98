import { describe, expect, it } from 'vitest';
import { PATHOLOGY_RULES, pathologyMatcher } from './pathologies.js';

const categorise = pathologyMatcher();
const category = (...frames: string[]) => categorise(frames)?.category;

describe('pathology rules', () => {
  it('name the stories by the frames a finding holds', () => {
    expect(category('collect (metrics.py)', '_parse_smaps_rollup (psutil/_pslinux.py)')).toBe('proc-smaps-walk');
    expect(category('memcpy', 'asm_exc_page_fault', 'exc_page_fault', 'handle_mm_fault')).toBe('page-faults');
    expect(category('BaseEventLoop._run_once (asyncio/base_events.py)', 'poll_events (app.py)')).toBe('asyncio-polling');
    expect(category('worker', 'pthread_mutex_lock', 'futex_wait_queue_[k]')).toBe('lock-wait');
    expect(category('runtime.mcall', 'runtime.gosched_m', 'runtime.goschedImpl')).toBe('go-scheduler');
    expect(category('runtime.chansend', 'runtime.send', 'runtime.goready')).toBe('channel-handoff');
    expect(category('main.send')).toBeUndefined();
    expect(category('main.schedule')).toBeUndefined();
    expect(category('runtime.bgsweep')).toBe('garbage-collection');
    // V8's own node in a .cpuprofile: an effect, so the code that allocated ranks first.
    expect(category('(garbage collector)')).toBe('garbage-collection');
  });

  it('knows a lock by its wait and wake sides, in glibc, Go, Rust and Java, and not the code around it', () => {
    const locks = ['__GI___lll_lock_wait', '__GI___pthread_mutex_unlock_usercnt', 'pthread_rwlock_wrlock', '__futex_abstimed_wait_common', 'pthread_cond_signal', 'sync.(*Mutex).Lock', 'internal/sync.(*Mutex).lockSlow', 'internal/sync.runtime_SemacquireMutex', 'runtime.semacquire1', '<std::sys::sync::mutex::futex::Mutex>::lock_contended', 'java.util.concurrent.locks.ReentrantLock.lock', 'jdk.internal.misc.Unsafe.park'];
    expect(locks.filter((name) => category(name) !== 'lock-wait')).toEqual([]);
    const others = ['main.(*sharedCounts).add', 'mutex_lock_stats', 'runtime.mallocgc', 'pthread_create', 'sync.(*WaitGroup).Wait', 'locks_held'];
    expect(others.filter((name) => category(name) === 'lock-wait')).toEqual([]);
  });

  it('reads an improvement as less of the work, with no advice to fix it', () => {
    const frames = ['runtime.gcBgMarkWorker', 'runtime.gcDrain'];
    expect(categorise(frames, 1)?.explanation).toMatch(/running more/);
    expect(categorise(frames, -1)).toEqual({ category: 'garbage-collection', explanation: 'less of this work than before' });
  });

  it('knows a waiting Python thread under py-spy 0.3+ names (class-qualified) and older ones', () => {
    expect(category('reporter_loop (app.py)', 'Event.wait (threading.py)', 'Condition.wait (threading.py)')).toBe('idle');
    expect(category('main (app.py)', 'Thread.join (threading.py:1112)')).toBe('idle');
    expect(category('wait (threading.py:320)')).toBe('idle');
    expect(category('serve (app.py)', 'EpollSelector.select (selectors.py)')).toBe('idle');
  });

  it('tells a polled queue from a waiting one, and names glibc realloc as the allocator', () => {
    // get_nowait calls get(block=False): a loop around it is busy, not waiting.
    expect(category('listener (app.py)', 'Queue.get_nowait (queue.py)', 'Queue.get (queue.py)')).toBe('polling');
    expect(category('worker (app.py)', 'Queue.get (queue.py)', 'Condition.wait (threading.py)')).toBe('idle');
    expect(category('linefmt', '_int_realloc')).toBe('allocator');
  });

  it("knows V8's idle node, and that it is an effect (it ranks after the code that changed)", () => {
    expect(category('(idle)')).toBe('idle');
    expect(category('(program)')).toBeUndefined();
    expect(category('idle (app.js)')).toBeUndefined();
    expect(PATHOLOGY_RULES.find((r) => r.id === 'v8-idle')?.effect).toBe(true);
  });

  it('leaves work alone: a function merely named like a wait in the program is not idle', () => {
    expect(category('Cache.get (app/cache.py)')).toBeUndefined();
    expect(category('read_config (app.py)', 'parse (app.py)')).toBeUndefined();
    expect(category('score_record (app.py)')).toBeUndefined();
  });
});
