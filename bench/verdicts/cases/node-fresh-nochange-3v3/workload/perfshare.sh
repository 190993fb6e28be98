#!/usr/bin/env bash
# perfshare.sh REGEX FILE...: share of perf-script samples with >=1 frame whose symbol matches REGEX (awk ERE)
re=$1; shift
for f in "$@"; do
  zcat -f "$f" | awk -v re="$re" '
    /^[^ \t]/ { if (ins) { t++; m+=hit }; ins=1; hit=0; next }
    /^[ \t]*$/ { if (ins) { t++; m+=hit }; ins=0; hit=0; next }
    { line=$0; sub(/^[ \t]+[0-9a-f]+ /,"",line); sub(/ \([^()]*\)$/,"",line); if (line ~ re) hit=1 }
    END { if (ins) { t++; m+=hit }; printf "%s: %d/%d = %.1f%%\n", FN, m, t, t?100*m/t:0 }' FN="$f"
done
