/**
 * Drawn trees shared by stage tests (see tree-text.ts for the notation).
 *
 * A JIT left the outer loop interpreted for part of the after run, so most of the pipeline
 * runs under an unnamed trampoline instead of under `main`; `validate` also grew (50 -> 250 in
 * all). The shape of a blind Node capture whose report once named the move instead of the change.
 */
export const MOVED_PIPELINE = `
      node             1200 -> 1400  [process]
        main           1000 -> 500
          run          1000 -> 500
            parse       400 -> 170
            validate     50 -> 100
            serialize   550 -> 230
        trampoline        0 -> 700
          run             0 -> 700
            parse         0 -> 230
            validate      0 -> 150
            serialize     0 -> 320
        gc              200 -> 200`;
