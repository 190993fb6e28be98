/**
 * An interpreter's own frames: CPython's evaluation loop and call machinery (under perf, with
 * `-X perf` trampolines) and V8's entry trampolines. No reader calls them.
 */
export const INTERPRETER_FRAME =
  /^(_PyEval_EvalFrameDefault|_PyEval_EvalFrame|_PyEval_Vector|PyEval_EvalCode|_PyFunction_Vectorcall|_?PyObject_Vectorcall\w*|_?PyObject_Call\w*|py_trampoline_evaluator|cfunction_\w+|method_vectorcall\w*|slot_tp_\w+|Builtins_(InterpreterEntryTrampoline|JSEntryTrampoline|JSEntry|CallFunction_ReceiverIsAny|Call_ReceiverIsAny))$/;

/**
 * A runtime's gates besides: V8's way from JavaScript into its C++ builtins and API callbacks,
 * the asyncio event loop's call of every callback, and the kernel's entry of every system call
 * (a blind C case's condition variable signalled per item had the function
 * `entry_SYSCALL_64_after_hwframe` as its #1, +83.5 pp over the lock's wake, the condvar's
 * signal and the futex waits, which are the findings of their own).
 */
const GATE = /^(Builtins_CEntry_\w+|Builtin_HandleApiCall|Handle\._run \((asyncio\/)?events\.py(:\d+)?\)|(entry_SYSCALL_64\w*|do_syscall_64|x64_sys_call)(_\[k\])?)$/;

/**
 * Whether a frame is one every call of a kind passes through, not code of the program: an
 * interpreter's frames and a runtime's gates. Such a frame is never a function finding.
 *
 * Why: its total sums unrelated calls. A blind Node case (perf, one run a side) gave five
 * request handlers a `JSON.stringify` for a log line; the report's #1 was the function
 * `Builtins_CEntry_Return1_ArgvOnStack_BuiltinExit` +93.5 pp, V8's entry into C++, which the
 * serialiser and the log's writes both pass through. A blind asyncio consumer that began to
 * spin on `sleep(0)` made the function `Handle._run`, the loop's callback runner, its #1
 * (+46 pp: every callback, the producer's too), above the consumer's own towers.
 */
export const isRuntimeGate = (name: string): boolean => INTERPRETER_FRAME.test(name) || GATE.test(name);
