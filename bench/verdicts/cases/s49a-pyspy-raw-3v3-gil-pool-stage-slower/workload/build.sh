#!/bin/bash
# Pure Python: nothing to build. The before/after variants are selected by argv[1]
# ("before" | "after"), which switches enrich_record's extra normalise_token pass.
python3 -m py_compile "$(dirname "$0")/pipeline.py" && echo "pipeline.py compiles"
