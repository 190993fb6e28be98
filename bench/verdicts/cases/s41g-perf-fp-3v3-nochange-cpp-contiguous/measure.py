#!/usr/bin/env python3
"""Per run: samples and inclusive shares (% of samples whose stack contains the frame)."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _perfread import main
GROUPS = [
    ('fill_block', [r'\bfill_block\b']),
    ('next_rand', [r'\bnext_rand\b']),
    ('sort_block', [r'\bsort_block\b']),
    ('std::sort/introsort', [r'\bstd::__introsort_loop', r'\bstd::__insertion_sort', r'\bstd::__sort']),
    ('checksum_block', [r'\bchecksum_block\b']),
    ('main', [r'^main\b']),
]
if __name__ == '__main__':
    main(os.path.dirname(os.path.abspath(__file__)), GROUPS)
