#!/usr/bin/env bash
# mainframes.sh FILE...: per file, samples whose stack has a named JS main frame (JS:^main / JS:*main), of all.
for f in "$@"; do
  zcat -f "$f" | awk -v F="$f" 'function fl(){ if(ins){t++; if(m)n++} ins=0;m=0} /^[^ \t]/{fl(); ins=1; next} /^[ \t]*$/{fl(); next} /JS:[*^~]main /{m=1} END{fl(); printf "%s: named main frame in %d/%d = %.1f%%\n",F,n,t,100*n/t}'
done
