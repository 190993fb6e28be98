#!/bin/sh
# s23b-java-3v3-jfr-alloc: one class; before -Dboxed=false, after -Dboxed=true; b1 a1 b2 a2 b3 a3
set -e
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
B=/tmp/s23b-jfr/classes; mkdir -p $B
javac -d $B "$W/Telemetry.java"
for i in 1 2 3; do
  for side in before after; do
    boxed=false; [ $side = after ] && boxed=true
    s=$(date +%s.%N)
    java -Dboxed=$boxed -XX:StartFlightRecording=filename="$C/$side/run-$i.jfr",settings=profile -cp $B Telemetry 3200 2>&1 | grep -v "Started recording\|Use jcmd"
    e=$(date +%s.%N)
    echo "$side run-$i boxed=$boxed wall $(echo "$e - $s" | bc) s"
  done
done
