#!/usr/bin/env bash
# jdk.ExecutionSample -> folded (own converter via `jfr print --json`), then share per method.
cd "$(dirname "$0")/.."
CASE=$PWD; T=$(mktemp -d)
for s in before after; do for i in 1 2 3; do python3 measure/jfr2folded.py $s/run-$i.jfr > $T/$s-run-$i.folded; done; done
for re in '^Telemetry\.windowFeature\b' '^Telemetry\.detectSpikes\b' '^Telemetry\.readBatch\b' '^Telemetry\.histogram\b' '^Telemetry\.percentile\b' '^java/util/Arrays\.copyOfRange\b'; do
  echo "# $re"; python3 measure/share.py "$re" $T/before-run-*.folded $T/after-run-*.folded | sed "s#$T/##"
done
echo "# leaf (self) frames, all runs of a side"
for s in before after; do
  echo "## $s"
  cat $T/$s-run-*.folded | awk '{n=$NF; $NF=""; k=split($0,a,";"); sub(/ $/,"",a[k]); c[a[k]]+=n; t+=n} END{for(x in c) printf "%5.1f%% %4d %s\n", 100*c[x]/t, c[x], x}' | sort -rn | head -6
done
echo "# GC pauses and young-GC count per run (from gclogs/)"
for f in gclogs/*.log; do echo "$f pauses=$(grep -c Pause $f) total_pause_ms=$(grep -o '[0-9.]*ms$' $f | tr -d ms | awk '{s+=$1} END{printf "%.1f", s}')"; done
echo "# jdk.ObjectAllocationSample events per run (settings=profile records them)"
for f in before/run-*.jfr after/run-*.jfr; do echo "$f $(jfr summary $f | awk '$1=="jdk.ObjectAllocationSample"{print $2}')"; done
rm -rf "$T"
cd "$CASE"
echo "# top allocation sites (jdk.ObjectAllocationSample), run 1 of each side"
python3 measure/allocsites.py before/run-1.jfr; python3 measure/allocsites.py after/run-1.jfr
