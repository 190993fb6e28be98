#!/usr/bin/env bash
# Convert each .cpuprofile to folded stacks (own converter, one sample = one count), then share per regex.
cd "$(dirname "$0")/.."
CASE=$PWD
T=$(mktemp -d)
for f in before/run-*.cpuprofile after/run-*.cpuprofile; do
  python3 measure/cpuprofile2folded.py "$f" > "$T/$(dirname $f)-$(basename $f .cpuprofile).folded"
done
S=$PWD/measure/share.py
cd "$T"
for re in '^parseLine\b' '^RegExp: ' '^makeLines\b' '^aggregate\b' '^report\b' '^\(garbage collector\)' '^\(program\)' '^\(idle\)'; do
  echo "# $re"; python3 "$S" "$re" before-run-*.folded after-run-*.folded
done
echo "# RegExp frame names"
cat *.folded | grep -o 'RegExp: [^;]*' | sed 's/ [0-9]*$//' | sort | uniq -c
rm -rf "$T"
cd "$CASE"
# time-weighted shares (written to measure/output-timeweighted.txt)
for re in '^parseLine$' '^\(garbage collector\)$'; do echo "# $re"; python3 measure/timeweighted.py "$re" before/*.cpuprofile after/*.cpuprofile; done > measure/output-timeweighted.txt
