#!/usr/bin/env bash
# Independent share measurement (not flamediff): python3 measure.py counts, per run, the
# samples whose stack holds a frame matching the regexes (one sample = one py-spy sample).
set -euo pipefail
cd "$(dirname "$0")"
# With --idle every live thread is sampled on every tick, so job_worker (the whole job-worker
# thread) is ~25% of samples on both sides; what changes is where inside it the samples sit.
echo "## culprit (polling): job_worker self time (the time.sleep line; sleep is C, not shown) + get_nowait path"
python3 measure.py 'stack:job_worker \([^;]*\)$,,job_worker \([^;]*\);Queue\.get_nowait' before/run-* after/run-*
echo
echo "## of which: job_worker self time only"
python3 measure.py 'stack:job_worker \([^;]*\)$' before/run-* after/run-*
echo
echo "## of which: job_worker -> Queue.get_nowait (any depth below)"
python3 measure.py '^Queue\.get_nowait\b' before/run-* after/run-*
echo
echo "## gone: blocking wait job_worker -> Queue.get -> Condition.wait"
python3 measure.py 'stack:job_worker \([^;]*\);Queue\.get \([^;]*\);Condition\.wait' before/run-* after/run-*
echo
echo "## job_worker inclusive (whole thread, constant under --idle)"
python3 measure.py '^job_worker\b' before/run-* after/run-*
echo
echo "## worker's real work (unchanged): summarize"
python3 measure.py '^summarize\b' before/run-* after/run-*
echo
echo "## main thread producer (unchanged): make_message, decode; and main blocked in Queue.put"
python3 measure.py '^make_message\b,,^decode\b' before/run-* after/run-*
python3 measure.py 'stack:Queue\.put \([^;]*\);Condition\.wait' before/run-* after/run-*
