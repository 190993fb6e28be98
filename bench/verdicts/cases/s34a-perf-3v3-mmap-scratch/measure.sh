#!/usr/bin/env bash
# Independent share measurement (not flamediff): samples whose stack contains a matching frame.
# "tower" = the mmap/munmap/page-fault work: any of asm_exc_page_fault, __munmap, __mmap, sysmalloc*, munmap_chunk.
cd "$(dirname "$0")"
python3 perfshare.py 'asm_exc_page_fault|^__munmap$|^__mmap$|sysmalloc|munmap_chunk' 'asm_exc_page_fault' '^__munmap$' '^__mmap$|sysmalloc' '^handle_request$' '^checksum$' \
  -- before/run-*.perf.txt* after/run-*.perf.txt* | column -t
