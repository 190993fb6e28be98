#!/usr/bin/env node
// Entry point installed as `flamediff`. The CLI runs as one bundled file, dist/cli/main.mjs
// (built with the rest of dist/ by `npm install`): Node's ES module loader took ~200 ms to
// resolve, read and compile the ~150 compiled modules one by one, on every command.
import '../dist/cli/main.mjs';
