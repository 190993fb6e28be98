#!/bin/bash
# Case s30g-callgrind-1v1-dedupe-hashset-improvement: valgrind callgrind, 1 run a side.
set -euo pipefail
cd "$(dirname "$0")"
B=/tmp/s30g/case2; mkdir -p $B before after
gcc --version | head -1; valgrind --version
# build each variant from the same source path (as a git checkout would), so debug info names match
for v in before after; do
  rm -rf $B/src; mkdir -p $B/src
  cp workload/wordindex.c workload/term.h $B/src/; cp workload/$v/dedupe.c $B/src/dedupe.c
  sed -i 's#"../term.h"#"term.h"#' $B/src/dedupe.c
  (cd $B/src && gcc -O2 -g -o $B/wordindex-$v wordindex.c dedupe.c)
done
for v in before after; do
  echo "== $v run 1"
  /usr/bin/time -f "wall %e s" flock /tmp/flamediff-capture.lock \
    valgrind --tool=callgrind --callgrind-out-file=$v/callgrind.out.1 $B/wordindex-$v
  if [ $(stat -c %s $v/callgrind.out.1) -gt 2000000 ]; then gzip -9f $v/callgrind.out.1; fi
done
ls -l before after
