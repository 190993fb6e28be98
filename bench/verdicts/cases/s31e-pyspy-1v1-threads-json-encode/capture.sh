#!/bin/bash
# py-spy speedscope with --threads at 200 Hz, one run a side (before then after).
set -e
cd "$(dirname "$0")"
python3 --version; py-spy --version
uptime
flock /tmp/flamediff-capture.lock py-spy record -r 200 --threads -f speedscope -o before/run-1.speedscope.json -- python3 workload/before.py 40000 200000 7
uptime
flock /tmp/flamediff-capture.lock py-spy record -r 200 --threads -f speedscope -o after/run-1.speedscope.json -- python3 workload/after.py 40000 200000 7
uptime
