#!/bin/bash
# usage: pprofshare.sh REGEX FILE...  -> total samples and cum share of functions matching REGEX (go tool pprof -top -cum)
rx=$1; shift
for f in "$@"; do
  tot=$(go tool pprof -raw "$f" 2>/dev/null | awk '/^Samples:/{s=1;next} /^Locations/{s=0} s && /^ *[0-9]+ +[0-9]+:/{n+=$1} END{print n}')
  line=$(go tool pprof -top -cum -show="$rx" "$f" 2>/dev/null | grep -E "$rx" | head -1)
  echo "$f samples=$tot :: $line"
done
