#!/usr/bin/env bash
# gcc -O2 -g -fno-omit-frame-pointer; before -DSLOW_HASH=0, after -DSLOW_HASH=1; both named wordfreq.
# Also generates the 4 text shards (seeded, identical for both sides).
set -euo pipefail
W=$(cd "$(dirname "$0")" && pwd); O=/tmp/s22-perf-multiproc; mkdir -p $O/before $O/after $O/data
gcc -O2 -g -fno-omit-frame-pointer -Wall -DSLOW_HASH=0 -o $O/before/wordfreq "$W/wordfreq.c"
gcc -O2 -g -fno-omit-frame-pointer -Wall -DSLOW_HASH=1 -o $O/after/wordfreq "$W/wordfreq.c"
for s in 1 2 3 4; do [ -f $O/data/shard$s.txt ] || python3 "$W/gen_text.py" $O/data/shard$s.txt $s; done
