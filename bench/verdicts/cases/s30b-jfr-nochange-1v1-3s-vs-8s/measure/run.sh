#!/usr/bin/env bash
# jdk.ExecutionSample -> folded (own converter via `jfr print --json`), then share per method; top-frame types.
cd "$(dirname "$0")/.."
CASE=$PWD; T=$(mktemp -d)
for s in before after; do python3 measure/jfr2folded.py $s/run-1.jfr > $T/$s-run-1.folded; done
for re in '^WordIndex\.makeDocument\b' '^WordIndex\.tokenize\b' '^WordIndex\.count\b' '^WordIndex\.checksum\b' '^WordIndex\.topK\b' '^WordIndex\.main\b'; do
  echo "# $re"; python3 measure/share.py "$re" $T/before-run-1.folded $T/after-run-1.folded | sed "s#$T/##"
done
echo "# leaf (self) method shares"
for s in before after; do
  echo "## $s"
  awk '{n=$NF; $NF=""; k=split($0,a,";"); sub(/ $/,"",a[k]); c[a[k]]+=n; t+=n} END{for(x in c) printf "%5.1f%% %4d %s\n", 100*c[x]/t, c[x], x}' $T/$s-run-1.folded | sort -rn | head -8
done
echo "# top-frame types"
python3 measure/jfrframetypes.py before/run-1.jfr after/run-1.jfr
rm -rf "$T"
cd "$CASE"
echo "# makeDocument share per second of each recording"
for f in before/run-1.jfr after/run-1.jfr; do python3 measure/bysecond.py $f WordIndex.makeDocument; done
