#!/usr/bin/env bash
# Independent share measurement (not flamediff): samples whose stack contains a matching frame.
# Counts samples (one per perf script record), not periods.
cd "$(dirname "$0")"
python3 perfshare.py '\bclean_token\b' 'unicodedata_UCD_normalize|^nfd_nfkd$|is_normalized_quickcheck' '\bcount_words\b' '\btokenize\b' \
  -- before/run-*.perf.txt.gz after/run-*.perf.txt.gz | column -t
