#!/bin/sh
# Creates /tmp/s30e-attach/user_<k>/<j>.bin for k<977 with some files present.
set -e
D=/tmp/s30e-attach
rm -rf "$D"; mkdir -p "$D"
k=0
while [ $k -lt 977 ]; do mkdir -p "$D/user_$k"; k=$((k+1)); done
# half of the attachment ids exist in a subset of user dirs
for k in $(seq 0 4 976); do for j in $(seq 0 2 511); do :> "$D/user_$k/$j.bin"; done; done
