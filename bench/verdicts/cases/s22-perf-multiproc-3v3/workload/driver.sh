#!/bin/sh
# driver.sh BIN DATA OUT: runs the wordfreq tool on 4 text shards in sequence, plus some
# shell/coreutils work (sha256sum, cat, sort, awk, head, gzip, wc) on its outputs.
BIN=$1; D=$2; O=$3
mkdir -p "$O"
for s in 1 2 3 4; do
  "$BIN" "$D/shard$s.txt" 50 > "$O/top$s.txt" 2>> "$O/stderr.txt"
  sha256sum "$D/shard$s.txt" > "$O/sum$s.txt"
done
cat "$O"/top*.txt | sort -k2,2 -k1,1nr | awk '{c[$2]+=$1} END {for (w in c) print c[w], w}' | sort -nr > "$O/merged.txt"
head -c 2000000 "$D/shard1.txt" | gzip -c -6 > "$O/shard1.head.gz"
wc -l "$O/merged.txt" > "$O/count.txt"
