#!/bin/sh
# s23-go-1v1-syscall: one binary; after side adds -unbuffered; order b1 a1
set -e
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
B=/tmp/s23-gosys; mkdir -p $B
(cd "$W" && go build -o $B/reqsim .)
for side in before after; do
  if [ $side = after ]; then X=-unbuffered; else X=; fi
  s=$(date +%s.%N)
  $B/reqsim -n 450000 $X -log $B/access.log -cpuprofile "$C/$side/run-1.pb.gz"
  e=$(date +%s.%N)
  echo "$side run-1 flags='$X' wall $(echo "$e - $s" | bc) s"
done
rm -f $B/access.log
