#!/usr/bin/env python3
"""Independent measurement: parse `perf script` output (dwarf call graphs of the
CPython interpreter) and print per run the sample count and inclusive / self
shares of the _json encoder functions and other main interpreter functions.
Also prints the top self-time symbols and the top symbols from _json's DSO."""
import collections, glob, gzip, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATTERNS = [
    ("ANY culprit regex (expected.json)", r"\bencoder_call\b|\bencoder_new\b|\bencoder_listencode_obj\b|\bencoder_listencode_dict\b|\bencoder_listencode_list\b|\bencoder_encode_string\b|\bencoder_encode_float\b|\bpy_encode_basestring_ascii\b|\bascii_escape_unicode\b"),
    ("non-inlined _json.*.so frame", r"\(\S*/_json\.cpython[^)]*\)"),
    ("encoder_new (c_make_encoder)", r"\bencoder_new\b"),
    ("encoder_dealloc", r"\bencoder_dealloc\b"),
    ("encoder_call", r"\bencoder_call\b"),
    ("encoder_listencode_obj", r"\bencoder_listencode_obj\b"),
    ("encoder_listencode_dict", r"\bencoder_listencode_dict\b"),
    ("encoder_listencode_list", r"\bencoder_listencode_list\b"),
    ("encoder_encode_string", r"\bencoder_encode_string\b"),
    ("encoder_encode_float", r"\bencoder_encode_float\b"),
    ("py_encode_basestring_ascii", r"\bpy_encode_basestring_ascii\b"),
    ("ascii_escape_unicode", r"\bascii_escape_unicode\b"),
    ("_PyEval_EvalFrameDefault", r"\b_PyEval_EvalFrameDefault\b"),
    ("PyUnicode_Format (%-formatting)", r"\bPyUnicode_Format\b"),
    ("_PyUnicode_JoinArray (str.join)", r"\b_PyUnicode_JoinArray\b"),
    ("float_repr", r"\bfloat_repr\b"),
]

def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt", errors="replace") as f:
        stack = None
        for line in f:
            if not line.strip():
                if stack is not None: yield stack
                stack = None
            elif not line[0].isspace():
                stack = []
            elif stack is not None:
                parts = line.strip().split(None, 1)
                stack.append(parts[1] if len(parts) > 1 else parts[0])
        if stack is not None: yield stack

def sym(fr):
    return re.sub(r"\+0x[0-9a-f]+", "", fr.split(" (")[0])

def main():
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.perf.txt*"))):
            st = list(samples(p)); n = len(st)
            print(f"{side}/{os.path.basename(p)}: {n} samples")
            for name, rx in PATTERNS:
                r = re.compile(rx)
                k = sum(1 for s in st if any(r.search(fr) for fr in s))
                sk = sum(1 for s in st if s and r.search(s[0]))
                print(f"   {name:34s} incl {k:6d} {100.0*k/n:6.2f}%   self {sk:6d} {100.0*sk/n:6.2f}%")
            selfc = collections.Counter(sym(s[0]) for s in st if s)
            print("   top self symbols:", ", ".join(f"{s} {100.0*c/n:.1f}%" for s, c in selfc.most_common(12)))
            jr = re.compile(r"_json\.cpython")
            jinc = collections.Counter()
            for s in st:
                for x in {sym(fr) for fr in s if jr.search(fr)}: jinc[x] += 1
            print("   _json DSO symbols (inclusive):", ", ".join(f"{s} {100.0*c/n:.1f}%" for s, c in jinc.most_common(12)) or "-")
main()
