#!/bin/bash
# Creates a deterministic tree of small text files under $1 and writes $1/manifest.txt.
set -euo pipefail
ROOT=$1; NFILES=${2:-3000}
rm -rf "$ROOT"; mkdir -p "$ROOT"
python3 - "$ROOT" "$NFILES" <<'PY'
import os, random, sys
root, n = sys.argv[1], int(sys.argv[2])
rng = random.Random(7)
words = ["alpha","beta","gamma","delta","order","user","item","price","total","region","node","cache"]
paths = []
for i in range(n):
    d = os.path.join(root, "srv", "data", "projects", f"p{i%7}", "archive", f"y20{i%5+20}", f"m{i%12:02d}", "records", f"shard{i%13}")
    os.makedirs(d, exist_ok=True)
    p = os.path.join(d, f"rec{i:05d}.txt")
    with open(p, "w") as f:
        f.write(" ".join(rng.choice(words) + str(rng.randrange(50)) for _ in range(40)) + "\n")
    paths.append(p)
with open(os.path.join(root, "manifest.txt"), "w") as f:
    f.write("\n".join(paths) + "\n")
PY
