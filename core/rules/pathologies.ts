/**
 * Known performance pathologies, as data: when a finding's frames match `match`, the finding
 * gets the rule's category, a one-line explanation and a hint. First match wins, so specific
 * rules come before general ones. Users add their own with `--pathology-rules FILE` (a JSON
 * array of the same objects).
 */
export interface PathologyRule {
  readonly id: string;
  readonly category: string;
  /** A regular expression tested against each frame name of the finding. */
  readonly match: string;
  readonly explanation: string;
  readonly hint: string;
  /**
   * The category is where other code's work is paid (a garbage collector collects what the
   * application allocated): a finding of it is ranked after the code findings of its direction
   * that are at least a quarter of its size, since the code that allocates is the cause.
   */
  readonly effect?: boolean;
  /**
   * With `effect`: the code that pays is the code that calls it (an allocator is called by the
   * code that allocates, where a collector runs on its own), so a finding of it follows only
   * code findings whose subtree holds one of its frames. Why: blind C case, a buffer grown by
   * 64 bytes per `realloc`, glibc without frame pointers: the allocator's growth (+17 pp over
   * six callerless towers) was ranked after `format_record → fmt_u64` (+5.9 pp, code that
   * calls no allocator) and the memory copies, and the #1 regression named neither.
   */
  readonly paidByCallers?: boolean;
  /**
   * What a fall says, where "less of this work" would mislead: less waiting is not less cost (a
   * blind asyncio loop that stopped awaiting its queue and spun on it read "−85 pp
   * EpollSelector.select: less of this work than before").
   */
  readonly less?: string;
  /**
   * Frames whose callees are the work that drives this pathology, when it shows in shared
   * machinery rather than in the code that causes it: an event loop's callback runners, below
   * which the callback that changed most is named as the driver (core/detectors/drivers.ts).
   */
  readonly drivenFrom?: string;
  /**
   * The category of the findings that make this one's work, when both changed the same way: a
   * finding of this category names the largest of them as its cause (`Finding.causedBy`).
   * Pages released to the kernel fault back in at the next touch: a blind C case's
   * `recycle_buffer` now `madvise`d its buffer after every batch (+5.5 pp), and the page faults
   * under `decode_batch`, the buffer's first writer, were +27.7 pp. Which of the two a reader
   * calls the culprit differs (other blind cases named the function whose copy faulted, when the
   * release's own stack stopped in libc), so both keep their ranks and the faults say where the
   * pages were released.
   */
  readonly causedBy?: string;
  /**
   * One mechanism: towers of this category in several places of one process are one cause,
   * reported as one finding that lists its places (core/detectors/mechanisms.ts). A contended
   * lock shows where threads wait for it and where they wake its waiters, under every caller
   * that takes it; glibc without frame pointers cuts those callers, so the places differ only
   * in the lock function. Why: a blind C case whose workers now shared one mutex read as four
   * lock towers of 1.2–3.3 pp, and a newcomer's lock per item as four of 8–28 pp beside the
   * function that took it.
   */
  readonly oneCause?: boolean;
}

/** The category of waiting: frames where threads wait, which in wall-clock profiles are not CPU time. */
const IDLE = 'idle';
const IDLE_LESS = 'waited less than before; idle time is not CPU time, so this is no saving (see what the threads do instead)';

export const PATHOLOGY_RULES: readonly PathologyRule[] = [
  {
    id: 'proc-smaps',
    category: 'proc-smaps-walk',
    match: '_parse_smaps_rollup|memory_full_info|show_smaps_rollup|smap_gather_stats|smaps_pte_range|smaps_account',
    explanation: 'reading /proc/<pid>/smaps(_rollup) walks every page table entry; its cost grows with the memory of the processes read',
    hint: 'poll memory less often, read fewer processes, or use memory_info() (statm) instead of memory_full_info()',
  },
  {
    id: 'page-faults',
    category: 'page-faults',
    match: '^(asm_exc_page_fault|exc_page_fault|do_user_addr_fault|handle_mm_fault|__handle_mm_fault|do_anonymous_page|do_fault|clear_page_\\w+|clear_page)(_\\[k\\])?$',
    explanation: 'the kernel is faulting pages in: memory is being touched for the first time, often because it was just returned to the OS and reused',
    hint: 'look for an allocator returning memory with madvise(MADV_DONTNEED)/munmap and re-faulting it (jemalloc/tcmalloc decay settings, glibc trim threshold); reuse buffers',
    causedBy: 'page-release',
  },
  {
    id: 'madvise',
    category: 'page-release',
    match: '^(madvise|__x64_sys_madvise|do_madvise|zap_page_range\\w*|unmap_page_range|zap_pmd_range\\w*|zap_pte_range|__munmap|munmap)(_\\[k\\])?$',
    explanation: 'memory is being released to the kernel (madvise/munmap), which makes the next use fault it back in',
    hint: 'raise the allocator\'s decay or trim thresholds (e.g. jemalloc dirty_decay_ms), or keep buffers alive',
  },
  {
    id: 'gil',
    category: 'gil-contention',
    match: '^(take_gil|drop_gil|PyEval_RestoreThread|PyEval_SaveThread|PyEval_AcquireThread|_PyEval_EvalFrameDefault.*take_gil)( \\(.*\\))?(_\\[k\\])?$',
    explanation: 'threads are waiting for (or handing over) Python\'s global interpreter lock',
    hint: 'find the thread holding the GIL (py-spy --gil shows holders); move pure-Python work out of hot threads, batch it, or use processes',
    // One lock per interpreter: wherever threads wait for it, it is the same cause.
    oneCause: true,
  },
  {
    id: 'futex',
    category: 'lock-wait',
    // glibc's internal aliases (`__GI___lll_lock_wait`, `__GI___pthread_mutex_unlock_usercnt`)
    // are what perf names when glibc's own symbols are read; the unlock and wake side is the
    // other half of a contended lock (it enters the kernel to wake the waiters).
    // Other runtimes' locks, by their slow paths and their lock functions: Go's `sync.Mutex` (and
    // the runtime semaphores it parks on), Rust's std futex mutex and parking_lot, Java's
    // `java.util.concurrent.locks` (blind cases: a Go map behind one mutex read as two "new"
    // functions `sync.(*Mutex).Lock` and `Unlock` with no word of a lock).
    match:
      '^(futex_wait\\w*|__x64_sys_futex|do_futex|futex_wake\\w*|(__GI_)?_*lll_lock_wa(it|ke)\\w*|(__GI_)?_*futex_abstimed_wait\\w*|(__GI_)?_*pthread_cond_(wait|timedwait|signal|broadcast)\\w*|(__GI_)?_*pthread_mutex_(lock|unlock)\\w*|(__GI_)?_*pthread_rwlock_(rd|wr|un|timedrd|timedwr)lock\\w*' +
      '|(internal/)?sync\\.\\(\\*(RW)?Mutex\\)\\.(Lock|Unlock|RLock|RUnlock|lockSlow|unlockSlow|rUnlockSlow)|(internal/)?sync\\.runtime_(SemacquireMutex|SemacquireRWMutexR?|Semrelease)|runtime\\.(semacquire1|semrelease1|lock2|unlock2)' +
      '|<?std::sys::sync::\\S*(Mutex|RwLock)>?::(lock_contended|wake\\w*|\\w+_contended)|parking_lot::raw_(mutex|rwlock)::\\S+::(lock|unlock)\\w*_slow' +
      '|java\\.util\\.concurrent\\.locks\\.\\w+\\.\\w+|jdk\\.internal\\.misc\\.Unsafe\\.park)(_\\[k\\])?$',
    explanation: 'threads are contending for a lock: blocking on a futex (mutex or condition variable), or waking the threads that wait on one',
    hint: 'look for a contended lock: narrow the critical section or shard the data it protects',
    oneCause: true,
  },
  {
    id: 'spin',
    category: 'spin-lock',
    match: '^(native_queued_spin_lock_slowpath|_raw_spin_lock\\w*|queued_spin_lock_slowpath|osq_lock|rwsem_down_\\w+|mutex_spin_on_owner)(_\\[k\\])?$',
    explanation: 'CPUs are spinning on a kernel lock',
    hint: 'find which kernel path takes the lock (the frames above it) and reduce concurrency on it',
  },
  {
    // Go's channel hand-off: a newcomer's buffered channel made unbuffered read as
    // `runtime.chansend → runtime.send` and `runtime.chanrecv → runtime.recv` towers with no word
    // of a channel (each send now parks the sender until a receiver takes it).
    id: 'go-channel',
    category: 'channel-handoff',
    match: '^runtime\\.(chansend1?|chanrecv[12]?|send|recv|selectgo|closechan|sendDirect|recvDirect|goready|ready|(send|recv)\\.goready\\.func\\d+)$',
    explanation: 'goroutines hand values over channels more often, or wait on them more: each hand-off parks one goroutine and wakes another',
    hint: 'send batches instead of single items, give the channel a buffer, or let fewer goroutines share it',
  },
  {
    // Go's own scheduler: a blind Go control recorded beside a CPU hog showed a new
    // runtime.mcall → runtime.gosched_m → runtime.goschedImpl tower (+4.9 pp): the runtime
    // rescheduling preempted goroutines, a response to the busier machine, not code that changed.
    id: 'go-scheduler',
    category: 'go-scheduler',
    match: '^runtime\\.(schedule|findRunnable|goschedImpl|gosched_m|gopreempt_m|park_m|stopm|startm|wakep|mPark)$',
    explanation: 'the Go scheduler is switching goroutines more: they were preempted (a busier machine, long loops) or blocked and woken more often',
    hint: 'compare the CPUs the process kept busy (the report warns when they differ), GOMAXPROCS, and goroutines blocking on channels or locks',
    effect: true,
  },
  {
    id: 'scheduler',
    category: 'scheduler',
    match: '^(schedule|__schedule|finish_task_switch\\S*|pick_next_task\\w*|try_to_wake_up|__sched_yield|sched_yield|do_sched_yield)(_\\[k\\])?$',
    explanation: 'time goes into context switches and the scheduler',
    hint: 'look for busy polling, sched_yield loops or too many runnable threads',
  },
  {
    id: 'asyncio-spin',
    category: 'asyncio-polling',
    match: '^((BaseEventLoop\\.)?(_run_once|call_soon|_call_soon|run_forever)|Handle\\._run|Task\\.__step|__sleep0|sleep)( \\((asyncio/)?(base_events|tasks|events)\\.py(:\\d+)?\\))$',
    explanation: 'the asyncio event loop is spinning: iterations are being driven by sleep(0)-style polling rather than by I/O readiness',
    hint: 'await the event you are polling for (an asyncio.Queue.get(), Event.wait(), a future) instead of looping on sleep(0)',
    // The loop runs each ready callback or task step from one of these: the coroutine that polls is one of their callees.
    drivenFrom: '^(Handle\\._run|Task\\.__step(_run_and_handle_result)?)( \\((asyncio/)?(events|tasks)\\.py(:\\d+)?\\))$',
  },
  {
    id: 'gc',
    category: 'garbage-collection',
    match:
      '^(\\(garbage collector\\)|gc_collect_main|gc_collect_with_callback|collect_generations|_PyObject_GC_\\w+|subtract_refs|move_unreachable|GC_\\w+|runtime\\.gcBgMarkWorker|runtime\\.gcDrain\\w*|runtime\\.bgsweep|runtime\\.bgscavenge|runtime\\.sweepone|runtime\\.mallocgc|v8::internal::(Scavenger|ScavengerCollector|MarkCompactCollector|MinorMarkCompactCollector|ConcurrentMarking|IncrementalMarking|Heap::(Scavenge|CollectGarbage|PerformGarbageCollection))\\b.*|(G1|PS|Parallel|Shenandoah|Z)\\w*(GC|Collector|Mark|Scavenge)\\w*::.*)( \\(.*\\))?$',
    explanation: 'the garbage collector is running more: more allocation or more live objects',
    effect: true,
    hint: 'reduce allocation in the hot path, or tune the collector (gc.freeze / thresholds, GOGC)',
  },
  {
    id: 'allocator',
    category: 'allocator',
    match: '^(malloc|free|calloc|realloc|_int_malloc|_int_free|_int_realloc|__libc_realloc|__libc_calloc|malloc_consolidate|cfree|__libc_malloc|__libc_free|je_\\w+|tcmalloc\\w*|operator new|operator delete|(?:__rustc::)?__rust_(?:alloc|dealloc|realloc|alloc_zeroed|no_alloc_shim_is_unstable\\w*))(_\\[k\\])?$',
    explanation: 'memory allocation takes more time',
    // Like a collector's, the allocator's time is paid for the code that allocates: glibc without
    // frame pointers leaves it callerless (`namesort → malloc`), a tower of its own beside the
    // comparator that allocates, and it ranked above it (a blind Rust sort).
    effect: true,
    paidByCallers: true,
    hint: 'allocate less in the hot path (reuse buffers, pools), or compare allocators',
  },
  {
    id: 'memcpy',
    category: 'memory-copy',
    match: '^(__)?(memcpy|memmove|memset)\\w*(_\\[k\\])?$',
    explanation: 'more time copying memory',
    hint: 'look for larger or repeated copies (serialisation, buffer growth); if the time is page faults under the copy, see the page-fault rule',
  },
  {
    id: 'syscall',
    category: 'syscalls',
    match: '^(entry_SYSCALL_64\\w*|do_syscall_64|syscall_exit_to_user_mode|__x64_sys_\\w+)(_\\[k\\])?$',
    explanation: 'more time entering the kernel through system calls',
    hint: 'count calls with strace -c; batch small reads/writes, avoid polling syscalls',
  },
  {
    // Before the idle rule: `get_nowait` calls `get(block=False)`, which returns or raises at
    // once; a loop around it spins where a blocking get would wait (a blind py-spy --idle case:
    // a listener thread that waited on an Event now polled a queue, read as "idle").
    id: 'py-queue-poll',
    category: 'polling',
    match: '^(\\w+\\.)*(get_nowait|put_nowait)( \\((queue|multiprocessing/[\\w/]+|asyncio/queues)\\.py(:\\d+)?\\))$',
    explanation: 'a queue is polled without blocking: a loop around get_nowait/put_nowait keeps the CPU busy while there is nothing to do',
    hint: 'block on the queue (get with a timeout) or wait on an Event/Condition instead of polling',
  },
  {
    id: 'py-spy-idle',
    category: IDLE,
    // py-spy 0.3+ qualifies methods with their class (`Condition.wait (threading.py)`).
    match:
      '^(\\w+\\.)*(wait|wait_for|_wait_for_tstate_lock|join|acquire|get|select|poll|epoll|sleep|recv\\w*|accept|read\\w*)( \\((threading|selectors|socket|queue|subprocess|multiprocessing/[\\w/]+|concurrent/futures/_base)\\.py(:\\d+)?\\))$',
    explanation: 'threads are waiting here (py-spy samples some waits even without --idle, and all of them with it); waiting is not CPU time',
    hint: 'compare without --idle for CPU, or check what the waiting threads wait for',
    less: IDLE_LESS,
  },
  {
    id: 'v8-idle',
    category: IDLE,
    match: '^\\(idle\\)$',
    explanation: 'the thread was idle: V8 records the time it waits for work as (idle), which is not CPU time',
    less: IDLE_LESS,
    // Waiting more is what something else did (a slower producer, I/O): it ranks after the
    // code findings of its direction (a Node worker's (idle) +4.6 pp was the #1 regression).
    effect: true,
    hint: 'compare how busy the thread is, or look at what feeds it (the producer, I/O)',
  },
];

/**
 * What a pathology label says on an improvement: only that the work shrank, not why (so, in
 * fixed-length runs, crowding out may say more; core/detectors/crowding.ts).
 */
export const LESS_OF_THIS_WORK = 'less of this work than before';

/**
 * A finding nothing explains beyond the amount of its work (no rule matched, or a rule only said
 * the work shrank): the labels that say why code ran more or less often (crowding, dilution)
 * may replace its label.
 */
export const unexplained = (f: { readonly category?: string; readonly explanation?: string }): boolean => !f.category || f.explanation === LESS_OF_THIS_WORK;

/**
 * Whether a finding is a change of waiting, either way: not a change of cost (replacements count
 * waiting code as costing nothing; ranking puts it after every change of cost).
 */
export const isWaiting = (f: { readonly category?: string }): boolean => f.category === IDLE;

export interface Categorised {
  readonly category: string;
  readonly explanation: string;
  readonly hint?: string;
}

/**
 * Compiles rules once; returns the first rule matching any of the frames. A rule's explanation
 * and hint read a regression ("the garbage collector is running more"); for an improvement
 * (`sign` < 0) the category stays and the explanation says the work shrank, with no hint: a
 * blind Go control's GC mark worker that ran less was labelled "running more", with advice to
 * reduce allocation.
 */
export function pathologyMatcher(rules: readonly PathologyRule[] = PATHOLOGY_RULES): (frames: readonly string[], sign?: number) => Categorised | undefined {
  const compiled = rules.map((r) => ({ rule: r, re: new RegExp(r.match) }));
  return (frames, sign = 1) => {
    for (const { rule, re } of compiled) {
      if (!frames.some((f) => re.test(f))) continue;
      if (sign < 0) return { category: rule.category, explanation: rule.less ?? LESS_OF_THIS_WORK };
      return { category: rule.category, explanation: rule.explanation, hint: rule.hint };
    }
    return undefined;
  };
}

/** Whether a built-in rule of `category` matches a frame's name (the rules compiled once). */
function builtInFrameTest(category: string): (name: string) => boolean {
  const patterns = PATHOLOGY_RULES.filter((r) => r.category === category).map((r) => new RegExp(r.match));
  return (name) => patterns.some((re) => re.test(name));
}

/** Whether a frame is one where threads wait: a built-in idle rule matches its name. */
export const isWaitingFrame = builtInFrameTest(IDLE);

/** Whether a frame is the garbage collector's: a built-in garbage-collection rule matches its name. */
export const isCollectorFrame = builtInFrameTest('garbage-collection');
