#!/usr/bin/env bash
# Share of samples with the culprit on the stack, per run (py-spy raw files are already folded).
cd "$(dirname "$0")/.."
for re in '^walk\b' '^touch\b' '^summarise\b' '^build\b' '^flatten\b'; do
  echo "# $re"; python3 measure/share.py "$re" before/run-1.raw.txt after/run-1.raw.txt
done
echo "# samples whose leaf is walk, by recursion depth (number of walk frames on the stack)"
python3 measure/selfdepth.py '^walk\b' before/run-1.raw.txt after/run-1.raw.txt
