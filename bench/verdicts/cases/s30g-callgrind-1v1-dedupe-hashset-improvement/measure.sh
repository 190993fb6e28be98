#!/bin/bash
# inclusive Ir share of the culprit and neighbours, from callgrind_annotate
cd "$(dirname "$0")"
for v in before after; do
  echo "== $v/callgrind.out.1  total: $(grep '^totals:' $v/callgrind.out.1)"
  callgrind_annotate --inclusive=yes $v/callgrind.out.1 2>/dev/null | sed -n '/file:function/,$p' \
    | grep -E ':(dedupe_words|main|qsort|by_score|__strcmp_avx2|score_terms|make_corpus) ' | sed -E 's# \[.*##; s#/tmp/s30g/case2/##'
  echo "   self Ir:"
  callgrind_annotate $v/callgrind.out.1 2>/dev/null | sed -n '/file:function/,$p' | sed -n '3,8p' | sed -E 's# \[.*##; s#/tmp/s30g/case2/##'
done
