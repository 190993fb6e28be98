#!/usr/bin/env python3
"""Independent check of the captured `perf script` text (gzip, DWARF call graphs).

Parses each sample's call chain (leaf first; perf prints inlined frames with an
"(inlined)" suffix, they are counted like any other frame), strips the +0x
offset, and prints per run the sample count and the inclusive share
(samples with the frame anywhere in the chain / all samples) of the stages.
"""
import glob
import gzip
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["blockscan::mix_word", "blockscan::checksum_block",
         "blockscan::fill_block", "blockscan::classify_block", "blockscan::main"]


def samples(path):
    with gzip.open(path, "rt", errors="replace") as f:
        text = f.read()
    for block in text.split("\n\n"):
        lines = [l for l in block.split("\n") if l.strip()]
        if not lines:
            continue
        frames = []
        for l in lines[1:]:
            parts = l.strip().split(None, 1)
            if len(parts) < 2:
                continue
            sym = parts[1].rsplit(" (", 1)[0]
            sym = re.sub(r"\+0x[0-9a-f]+$", "", sym)
            frames.append(sym)
        yield frames


def main():
    for side in ("before", "after"):
        for path in sorted(glob.glob(os.path.join(HERE, side, "run-*"))):
            n = 0
            hits = {f: 0 for f in FUNCS}
            self_hits = {f: 0 for f in FUNCS}
            for frames in samples(path):
                n += 1
                names = set(frames)
                for f in FUNCS:
                    if f in names:
                        hits[f] += 1
                # "self" = first frame of the chain that is one of ours
                for fr in frames:
                    if fr in self_hits:
                        self_hits[fr] += 1
                        break
            print(f"{side}/{os.path.basename(path)}: samples={n}")
            for f in FUNCS:
                print(f"    {f:28s} inclusive {hits[f] / n * 100:5.1f}%"
                      f"   innermost-own-frame {self_hits[f] / n * 100:5.1f}%")


if __name__ == "__main__":
    main()
