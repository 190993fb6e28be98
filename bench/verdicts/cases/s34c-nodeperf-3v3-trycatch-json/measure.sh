#!/bin/bash
# Independent measurement (not flamediff): perf script -> inferno-collapse-perf -> awk.
# Share of samples whose stack contains a frame matching each pattern.
# inferno weights cpu-clock stacks by period (1001001 ns at -F 999): divided back to samples.
CASE=$(cd "$(dirname "$0")" && pwd)
export PATH=$PATH:$HOME/.cargo/bin
printf "%-7s %-5s %7s %22s %22s %22s %22s\n" side run samples "parseLine(incl)" "JSON.parse(incl)" "exception-path" "GC-scavenge"
for side in before after; do
  for f in "$CASE/$side"/run-*.perf.txt.gz; do
    zcat "$f" | inferno-collapse-perf 2>/dev/null | awk -v side=$side -v run=$(basename "$f" .perf.txt.gz) '
      { n=int($NF/1001001+0.5); t+=n; s=$0
        if (s ~ /JS:[*~^]?parseLine /) a+=n
        if (s ~ /Builtin_JsonParse/) b+=n
        if (s ~ /ReportUnexpectedToken|NewSyntaxError|ErrorUtils::|Isolate::Throw|UnwindAndFindHandler|CaptureAndSetErrorStack/) c+=n
        if (s ~ /Scaveng/) d+=n }
      END { printf "%-7s %-5s %7d %12d (%5.1f%%) %12d (%5.1f%%) %12d (%5.1f%%) %12d (%5.1f%%)\n", side, run, t, a, 100*a/t, b, 100*b/t, c, 100*c/t, d, 100*d/t }'
  done
done
