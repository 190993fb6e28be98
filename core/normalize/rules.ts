import type { FrameKind } from '../model/types.js';

/**
 * One renaming rule: every match of `pattern` in a frame name is replaced with `replacement`
 * (JavaScript replacement syntax, `$1` etc.). Rules exist so the same code gets the same name
 * across builds and runs: line numbers move, PIDs and addresses change, hashes are rebuilt.
 */
export interface RenameRule {
  readonly id: string;
  readonly description: string;
  readonly pattern: RegExp;
  readonly replacement: string | ((match: string, ...groups: string[]) => string);
  /** Only frames of these kinds (all frames when absent). */
  readonly kinds?: readonly FrameKind[];
}

/** Built-in rules, each with the why in its description. Order matters: earlier rules run first. */
export const BUILTIN_RULES: readonly RenameRule[] = [
  {
    id: 'line-numbers',
    description: 'py-spy `fn (file.py:123)` → `fn (file.py)`: edits elsewhere in a file move line numbers',
    pattern: /^(.*) \(([^()]+?):\d+\)$/,
    replacement: '$1 ($2)',
  },
  {
    id: 'source-lines',
    description:
      "`fn (file.js:12)` → `fn (file.js)` for named functions (V8 .cpuprofile, Firefox, speedscope): the line is where the function starts, and an edit above it moves it; `(anonymous)` functions keep theirs, the line being all that tells them apart",
    pattern: /^(?!\(anonymous\) |<anonymous> )(.*) \(([^()]+?):\d+\)$/,
    replacement: '$1 ($2)',
  },
  {
    id: 'js-positions',
    description:
      "V8 perf-map names' source positions (`JS:*serve /app/server.js:161:15` → `JS:*serve /app/server.js`, `LazyCompile:~f file.js:12`): an edit above a function moves its line in every frame below it. Anonymous functions keep theirs (`JS:* /app/server.js:9:61`), the position being all that tells them apart from each other and from the script's top level (`JS:^ /app/server.js:1:1` → `JS:^ /app/server.js`), as `(anonymous)` V8 .cpuprofile frames do",
    pattern: /^((?:JS|LazyCompile|Function|InterpretedFunction|Script):(?:[*~^+]?[^\s*~^+]\S*(?: \S.*?)?|[*~^+]? \S.*?)):(\d+)(?::(\d+))?$/,
    replacement: (m: string, head: string, line: string, col: string | undefined) => (/:[*~^+]? /.test(head) && !(line === '1' && (col === undefined || col === '1')) ? m : head),
  },
  {
    id: 'python-paths',
    description: 'interpreter, venv and site-packages prefixes: the same module installed elsewhere',
    pattern: /\((?:[^()]*\/)?(?:(?:site|dist)-packages|lib\/python\d(?:\.\d+)?)\//,
    replacement: '(',
  },
  {
    id: 'pids',
    description:
      'PIDs and TIDs in thread and process frames (`thread (9998): io-1`, `Thread 9998 "io-1"`, `process 1234:"cmd"`, `comm-1234/5678`): new every run. Thread shapes are tried first, so a thread named `io-1` keeps its name and loses its TID',
    pattern: /^thread \((?:0x[0-9a-fA-F]+|\d+)\)|^Thread \d+\b|^process \d+:|^(.+?)-(?:\d+|\?)(?:\/\d+)?$/,
    replacement: (m: string, comm: string | undefined) =>
      comm !== undefined ? comm : m.startsWith('process') ? 'process:' : m.startsWith('thread') ? 'thread' : 'Thread',
    kinds: ['process', 'thread'],
  },
  {
    id: 'addrs',
    description: 'addresses of unsymbolised frames (`[libc.so <7f3a…>]`, perf --addrs): ASLR moves them',
    pattern: / <[0-9a-fA-F]+>\]$/,
    replacement: ']',
  },
  {
    id: 'hex-addresses',
    description: 'raw addresses (`0x7f3a…`, py-spy --native): ASLR and rebuilds move them',
    pattern: /0x[0-9a-fA-F]{4,}/g,
    replacement: '0x…',
  },
  {
    id: 'offsets',
    description: '`+0x1f` symbol offsets: any code change shifts them',
    pattern: /\+0x[0-9a-fA-F]+$/,
    replacement: '',
  },
  {
    id: 'rust-hash',
    description: 'Rust `::h<16 hex>` symbol hashes: they change with every compiler or dependency bump',
    pattern: /::h[0-9a-f]{16}$|17h[0-9a-f]{16}E$/,
    replacement: '',
  },
  {
    id: 'so-versions',
    description: 'versioned shared objects (`libc-2.31.so`, `libfoo.so.1.2`): the same library, upgraded',
    pattern: /(?:-\d+(?:\.\d+)+)?\.so(?:\.\d+)+|-\d+(?:\.\d+)+\.so/g,
    replacement: '.so',
  },
  {
    id: 'jit-maps',
    description: 'JIT map and jitdump names carry the PID (`perf-1234.map`, `jitted-1234-7.so`)',
    pattern: /perf-\d+\.map|jitted-\d+-\d+\.so/g,
    replacement: (m: string) => (m.startsWith('perf') ? 'perf-PID.map' : 'jitted-PID-N.so'),
  },
  {
    id: 'lambdas',
    description:
      'numbered lambdas and closures (`$$Lambda$12/0x…`, JDK 17+ hidden classes `$$Lambda+0x…/123`, `{lambda(int)#3}`, `lambda$main$0`): numbering follows source order and load order',
    pattern: /\$\$Lambda(?:[$+/.](?:0x(?:…|[0-9a-fA-F]+)|\d+))+|(?<=\{lambda\([^)]*\)#)\d+(?=\})|(?<=lambda\$[\w$]*?\$)\d+\b/g,
    replacement: (m: string) => (m.startsWith('$$Lambda') ? '$$Lambda' : 'N'),
  },
  {
    id: 'lambda-forms',
    description:
      "the JVM's method-handle classes (`LambdaForm$MH+0x…/299644693`, JDK 8 `LambdaForm$DMH/1234`): hidden classes named by load address and identity hash, new in every run",
    pattern: /\bLambdaForm\$([A-Z]+)(?:[+/.](?:0x(?:…|[0-9a-fA-F]+)|\d+))+/g,
    replacement: 'LambdaForm$$$1',
  },
  {
    id: 'gcc-clones',
    description:
      "GCC's clones of a function (`checksum.constprop.0`, `parse.isra.0`, `run.part.1`, `main.cold`): the optimiser names them by how it specialised the function, and another build names them differently",
    pattern: /\b([A-Za-z_][\w:~<>]*?)(?:\.(?:(?:constprop|isra|part|lto_priv|localalias)\.\d+|cold(?:\.\d+)?))+(?=$|[\s(@])/g,
    replacement: '$1',
  },
  {
    id: 'symbol-versions',
    description:
      "versioned symbols (`cfree@GLIBC_2.2.5`, `memcpy@@GLIBC_2.14`): the version is the library's, another glibc names the same function with another, and with it no rule knows the function",
    pattern: /\b([A-Za-z_][\w:]*)@@?(?:GLIBC|GLIBCXX|CXXABI|GCC)_[\d.]*\d(?=$|[\s(])/g,
    replacement: '$1',
  },
  {
    id: 'java-accessors',
    description: 'reflection accessors the JVM generates and numbers as it goes (`GeneratedMethodAccessor123`, `GeneratedConstructorAccessor7`)',
    pattern: /\b(Generated(?:Serialization)?(?:Method|Constructor)Accessor)\d+/g,
    replacement: '$1',
  },
  {
    id: 'v8-tiers',
    description:
      "V8's tier marks in perf frames (`JS:*f`, `JS:~f`, `JS:^f`, `LazyCompile:*f`, `InterpretedFunction:f`): one function shows under several tiers in one run as V8 optimises it",
    pattern: /^(?:JS|LazyCompile|Function|InterpretedFunction|Script):[*~^+]?/,
    replacement: 'JS:',
  },
  {
    id: 'temp-paths',
    description: 'temporary directories (`/tmp/tmpab12cd/…`, `/tmp/pytest-of-x/…`): a new name every run',
    pattern: /\/tmp\/[^/\s();]+\//g,
    replacement: '/tmp/…/',
  },
];

/** The structural rule that names the threads a profiler could not (core/normalize/unnamed-threads.ts). */
export const UNNAMED_THREADS = {
  id: 'unnamed-threads',
  description: 'a thread the profiler could not name (`thread (TID)`) joins the named thread of the same profile with its thread ID, else the one whose code it shares most',
} as const;

/** The structural rule that puts perf's inline chains in call order (core/normalize/inline-chains.ts). */
export const INLINE_CHAINS = {
  id: 'inline-chains',
  description: "perf's inline chains in call order: the symbol printed before its inlined code is the chain's outermost frame, one function under one name",
} as const;

/** The structural rule: a run of `[unknown]` frames becomes one (unwinders emit varying runs). */
export const UNKNOWN_RUNS = {
  id: 'unknown-runs',
  description: 'runs of `[unknown]` frames collapse to one: unwinders emit runs of varying length',
} as const;

/**
 * The C runtime's entry frames: program start (`_start` → `__libc_start_main` →
 * `__libc_start_call_main` → main) and thread start (`clone3` → `start_thread`). Nobody's
 * change is in them, and unwinders reach them or not run by run (DWARF unwinding of a deep
 * interpreter stack stops at `__libc_start_call_main` in one run and reaches `_start` in the
 * next), which would give the same code two roots. They are dropped: their callees take their
 * place under their caller.
 */
export const ENTRY_FRAMES = {
  id: 'entry-frames',
  description: 'C runtime entry frames (`_start`, `__libc_start_main`, `__libc_start_call_main`, `start_thread`, `clone3`) dropped: unwinders reach them in some runs and not others',
  names: new Set(['_start', '__libc_start_main', '__libc_start_main_impl', '__libc_start_main_alias_2', '__libc_start_call_main', '_dl_start_user', 'start_thread', 'clone', 'clone3', '__clone', '__clone3', 'thread_start']),
} as const;

/**
 * Frames a signal injects on top of the code it interrupted: Go's asynchronous preemption
 * (`runtime.asyncPreempt`, pushed onto a running goroutine's stack by the SIGURG handler).
 * The goroutine was running its caller; how often the frame shows depends on how often the
 * runtime preempted, which depends on the machine. A blind Go control recorded while another
 * process kept a CPU busy had 0.8% of its samples under the frame before and 29.6% after, as a
 * new leaf on every hot path: the paths' own samples moved into it, the code that did not
 * change looked changed, and the unchanged pipeline was reported as a +48 pp regression. The
 * frame is dropped: its samples are its caller's, and what it calls is its caller's callees.
 */
export const INJECTED_FRAMES = {
  id: 'injected-frames',
  description: "frames a signal pushes onto the code it interrupted (Go's `runtime.asyncPreempt`) dropped: the time is the interrupted caller's, and how often they show depends on the machine's load",
  names: new Set(['runtime.asyncPreempt']),
} as const;

/** Rule ids of each preset. */
export const PRESETS: Readonly<Record<string, readonly string[]>> = {
  none: [],
  // v8-tiers since stop 21: a function's tier is compilation state, not identity (`JS:*main`
  // and `JS:^main` are one main). It once lost a verdict case, a caller shown by name at one
  // tier and as an anonymous interpreter trampoline at another, so its callees moved to a new
  // path; moved code is now judged by its function (core/detectors/moves.ts).
  perf: ['inline-chains', 'source-lines', 'js-positions', 'v8-tiers', 'pids', 'addrs', 'hex-addresses', 'offsets', 'gcc-clones', 'symbol-versions', 'rust-hash', 'so-versions', 'jit-maps', 'lambdas', 'lambda-forms', 'java-accessors', 'temp-paths', 'unknown-runs', 'entry-frames', 'injected-frames'],
  'py-spy': ['line-numbers', 'python-paths', 'pids', 'addrs', 'hex-addresses', 'so-versions', 'temp-paths', 'lambdas', 'unknown-runs'],
  all: ['inline-chains', ...BUILTIN_RULES.map((r) => r.id), 'unknown-runs', 'entry-frames', 'injected-frames'],
};

/**
 * Parses user rules: one `REGEX=>REPLACEMENT` per line (a rules file) or per `--rename` flag;
 * blank lines and `#` comments are skipped. Throws with the line number on a bad rule.
 */
export function parseUserRules(text: string, source = '--rename'): RenameRule[] {
  const rules: RenameRule[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (line.length === 0 || line.startsWith('#')) return;
    const at = line.indexOf('=>');
    if (at <= 0) throw new Error(`${source}${source === '--rename' ? '' : `:${i + 1}`}: expected REGEX=>REPLACEMENT, got ${JSON.stringify(line)}`);
    const body = line.slice(0, at);
    let pattern: RegExp;
    try {
      pattern = new RegExp(body, 'g');
    } catch (e) {
      throw new Error(`${source}${source === '--rename' ? '' : `:${i + 1}`}: invalid regular expression ${JSON.stringify(body)} (${(e as Error).message})`);
    }
    rules.push({ id: `user:${body}`, description: `user rule ${body} => ${line.slice(at + 2)}`, pattern, replacement: line.slice(at + 2) });
  });
  return rules;
}
