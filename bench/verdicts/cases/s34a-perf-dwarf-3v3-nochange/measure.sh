#!/usr/bin/env bash
# Independent share measurement (not flamediff): samples whose stack has a matching frame,
# for each top-level phase of the program, plus kernel ([k]-less: entry_/asm_ frames) and unresolved.
cd "$(dirname "$0")"
python3 perfshare.py 'index_documents' 'tokenize$' 'shortest_path' 'make_documents' 'top_terms' 'make_graph' '^entry_SYSCALL|^asm_exc|^asm_sysvec' '^\[unknown\]$' \
  -- before/run-*.perf.txt.gz after/run-*.perf.txt.gz | column -t
