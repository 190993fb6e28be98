#!/usr/bin/env python3
"""Per run: samples and inclusive shares (% of samples whose stack contains the frame)."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _perfread import main
GROUPS = [
    ('extractPairs', [r'\bextractPairs\b']),
    ('regexp-construct', [r'\bBuiltins_RegExpConstructor\b', r'\bRuntime_RegExpInitializeAndCompile\b',
                          r'\bJSRegExp::Initialize\b', r'\bRegExp::Compile\b']),
    ('RegExpConstructor', [r'\bBuiltins_RegExpConstructor\b']),
    ('RegExp::Compile', [r'\bRegExp::Compile\b']),
    ('regexp-exec', [r'\bBuiltins_RegExpPrototypeExec\b']),
    ('scorePairs', [r'\bscorePairs\b']),
    ('JS main', [r'^JS:\*?~?main\b']),
    ('GC', [r'\bHeap::CollectGarbage\b', r'\bScavenger', r'\bMarkCompactCollector']),
]
if __name__ == '__main__':
    main(os.path.dirname(os.path.abspath(__file__)), GROUPS)
