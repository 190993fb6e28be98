#!/bin/bash
# Generates the two variants from pipeline.py.
# before: score_document computes each token weight once.
# after:  score_document additionally re-verifies the weights of the first 40%
#         of tokens (a redundant "consistency check"; same output).
set -euo pipefail
cd "$(dirname "$0")"
sed '/#@AFTER@/d' pipeline.py > pipeline_before.py
python3 - <<'PY'
src = open("pipeline.py").read()
check = (
    "    # consistency check added in 'after': recompute 40% of the weights\n"
    "    nchk = (len(tokens) * 2) // 5\n"
    "    for (stem, nd), w in zip(tokens[:nchk], weights[:nchk]):\n"
    "        if token_weight(stem, nd) != w:\n"
    "            raise ValueError(\"unstable weight for %r\" % stem)\n"
)
open("pipeline_after.py", "w").write(src.replace("#@AFTER@\n", check))
PY
diff pipeline_before.py pipeline_after.py || true
