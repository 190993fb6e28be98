#!/usr/bin/env node
// Entry point installed as `flamediff`; the compiled CLI lives in dist/ (built by `npm install`).
import '../dist/cli/main.js';
