#!/usr/bin/env python3
import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pprof_measure import report
report(os.path.dirname(os.path.abspath(__file__)), [
    ("main.fillBlock", re.compile(r"\bmain\.fillBlock\b")),
    ("main.rleEncode", re.compile(r"\bmain\.rleEncode\b")),
    ("main.adler", re.compile(r"\bmain\.adler\b")),
    ("main.updateIndex", re.compile(r"\bmain\.updateIndex\b")),
    ("main.main", re.compile(r"\bmain\.main\b")),
    ("outside main.main (runtime/GC/profiler)", lambda st: "main.main" not in st),
])
