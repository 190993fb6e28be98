#!/usr/bin/env bash
# Convert each speedscope file to folded stacks (own converter), then share of samples per regex.
cd "$(dirname "$0")/.."
T=$(mktemp -d)
for f in before/run-*.speedscope.json after/run-*.speedscope.json; do
  python3 measure/speedscope2folded.py "$f" > "$T/$(dirname $f)-$(basename $f .speedscope.json).folded"
done
cd "$T"
for re in '^rank_features\b' '.*argsort' '^(atimsort_|amerge_at_)' '^(argsort_n_vec|argpartition_unrolled|bitonic_merge)' '^smooth\b' '^generate\b' '^histogram\b' '^spectrum\b'; do
  echo "# $re"; python3 /dev/stdin "$re" before-run-*.folded after-run-*.folded < "$OLDPWD/measure/share.py"
done
echo "# leaf functions under rank_features (all runs of a side summed)"
for side in before after; do
  echo "## $side"
  cat $side-run-*.folded | grep 'rank_features' | awk '{n=$NF; $NF=""; k=split($0,a,";"); s=a[k]; sub(/ \(.*/,"",s); c[s]+=n} END{for(s in c) print c[s], s}' | sort -rn | head -6
done
rm -rf "$T"
