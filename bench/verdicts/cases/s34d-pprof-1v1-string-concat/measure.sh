#!/usr/bin/env bash
# Share of CPU samples whose stack has a frame matching each regex (awk ERE), from
# `go tool pprof -traces`. usage: measure.sh PROFILE...
export PATH=/usr/local/go/bin:$PATH
REGEXES=('^main\.renderStatement$' '^runtime\.concatstring2$' '^runtime\.concatstrings$' '^runtime\.concatstring[0-9]$' '^strings\.\(\*Builder\)\.WriteString$' '^runtime\.gcBgMarkWorker$' '^runtime\.mallocgc$' '^main\.formatLine$')
for f in "$@"; do
  for rx in "${REGEXES[@]}"; do
    go tool pprof -traces "$f" 2>/dev/null | awk -v rx="$rx" -v fn="$(basename "$(dirname "$f")")/$(basename "$f")" '
      function ms(v) { if (v ~ /ms$/) { sub(/ms$/, "", v); return v + 0 } if (v ~ /us$/) { sub(/us$/, "", v); return v / 1000 } sub(/s$/, "", v); return v * 1000 }
      function flush() { if (cur > 0) { tot += cur; if (hit) h += cur } cur = 0; hit = 0 }
      /^-----------\+/ { flush(); inb = 1; next }
      inb && /^ +[0-9.]+(ms|s|us) +/ { cur = ms($1); fr = $0; sub(/^ +[0-9.]+(ms|s|us) +/, "", fr); sub(/ \(inline\)$/, "", fr); if (fr ~ rx) hit = 1; next }
      inb && /^ +[^ ]/ { fr = $0; sub(/^ +/, "", fr); sub(/ \(inline\)$/, "", fr); if (fr ~ rx) hit = 1; next }
      END { flush(); printf "%s\t%-40s\tsamples=%d\tculprit_samples=%d\tshare=%.2f%%\n", fn, rx, tot / 10, h / 10, 100 * h / tot }'
  done
done
