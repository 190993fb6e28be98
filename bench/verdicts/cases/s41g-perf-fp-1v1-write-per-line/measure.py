#!/usr/bin/env python3
"""Per run: samples and inclusive shares (% of samples whose stack contains the frame)."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _perfread import main
GROUPS = [
    ('emit_line', [r'\bemit_line\b']),
    ('write-syscall', [r'\bksys_write\b', r'\b__x64_sys_write\b', r'\bvfs_write\b']),
    ('libc write', [r'\b__GI___libc_write\b', r'\b__libc_write\b', r'^write\b']),
    ('any kernel', [r'\bentry_SYSCALL_64', r'\bdo_syscall_64\b']),
    ('flush_out', [r'\bflush_out\b']),
    ('format_record', [r'\bformat_record\b']),
    ('checksum_line', [r'\bchecksum_line\b']),
    ('main', [r'^main\b']),
]
if __name__ == '__main__':
    main(os.path.dirname(os.path.abspath(__file__)), GROUPS)
