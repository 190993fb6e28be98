#!/usr/bin/env bash
# pprofshare.sh REGEX FILE...: CPU time (samples) in stacks with a function matching REGEX, of all, per pprof file,
# from the raw stacks printed by `go tool pprof -traces`.
re=$1; shift
for f in "$@"; do
  go tool pprof -traces "$f" 2>/dev/null | awk -v re="$re" -v F="$f" '
    function unit(s) { if (s ~ /ms$/) { sub(/ms$/,"",s); return s/10 } if (s ~ /s$/) { sub(/s$/,"",s); return s*100 } return s }
    function fl() { if (inb) { t+=v; if (hit) m+=v } inb=0; hit=0 }
    /^-----------\+/ { fl(); inb=1; first=1; next }
    inb && first { v=unit($1); $1=""; sub(/^ +/,""); fn=$0; sub(/ \(inline\)$/,"",fn); if (fn ~ re) hit=1; first=0; next }
    inb { fn=$0; sub(/^ +/,"",fn); sub(/ \(inline\)$/,"",fn); if (fn ~ re) hit=1 }
    END { fl(); printf "%s: %d/%d samples = %.1f%%\n", F, m, t, t?100*m/t:0 }'
done
