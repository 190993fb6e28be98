#!/usr/bin/env python3
import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pprof_measure import report
report(os.path.dirname(os.path.abspath(__file__)), [
    ("CULPRIT main.parseFields (became slower)", re.compile(r"\bmain\.parseFields\b")),
    ("  strings.Fields (new callee)", re.compile(r"\bstrings\.Fields\b")),
    ("  strconv.Atoi (new callee)", re.compile(r"\bstrconv\.Atoi\b")),
    ("  runtime.mallocgc under parseFields", lambda st: "runtime.mallocgc" in st and "main.parseFields" in st),
    ("main.scoreRecord (became FASTER, not a culprit)", re.compile(r"\bmain\.scoreRecord\b")),
    ("main.aggregate (unchanged)", re.compile(r"\bmain\.aggregate\b")),
    ("main.main", re.compile(r"\bmain\.main\b")),
    ("GC (runtime.gcBgMarkWorker)", re.compile(r"\bruntime\.gcBgMarkWorker\b")),
])
