#!/bin/bash
# Nothing to build: same tokens.js runs for before and after (Node 20).
node --version
