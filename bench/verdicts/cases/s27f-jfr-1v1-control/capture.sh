#!/bin/bash
# Rerunnable capture: JFR settings=profile, the SAME compiled class and the same input
# (45 rounds, fixed seed) run twice: before/run-1.jfr then after/run-1.jfr.
set -e
cd "$(dirname "$0")"
mkdir -p before after workload/classes
[ -f workload/classes/Ledger.class ] || javac -d workload/classes workload/src/Ledger.java
sha256sum workload/classes/Ledger.class
for side in before after; do
  echo "== $side run 1 $(date +%T)"
  rm -f $side/run-1.jfr
  flock /tmp/flamediff-capture.lock java -XX:StartFlightRecording=filename=$side/run-1.jfr,settings=profile \
    -cp workload/classes Ledger 45
done
echo "== top methods by self share (own measurement)"
python3 workload/measure_share.py --top 12 before/run-1.jfr after/run-1.jfr
