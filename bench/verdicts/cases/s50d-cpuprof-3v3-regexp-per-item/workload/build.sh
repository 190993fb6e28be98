#!/bin/bash
# Generates logproc_before.cjs / logproc_after.cjs from logproc.template.js.
# Only parseLine differs: before uses the module-level LINE_RE; after builds new RegExp(LEVEL_PATTERN) on every call.
set -euo pipefail
cd "$(dirname "$0")"
python3 - <<'PY'
t = open('logproc.template.js').read()
common_tail = '''
  if (!m) return null;
  return { ip: m[1], user: m[2], ts: m[3], method: m[4], path: m[5],
           status: +m[6], bytes: +m[7], ms: +m[8] };
}'''
before = '''function parseLine(line) {
  const m = LINE_RE.exec(line);''' + common_tail
after = '''function parseLine(line) {
  const re = new RegExp(LEVEL_PATTERN);
  const m = re.exec(line);''' + common_tail
open('logproc_before.cjs', 'w').write(t.replace('/*PARSE_LINE*/', before))
open('logproc_after.cjs', 'w').write(t.replace('/*PARSE_LINE*/', after))
PY
echo "built logproc_before.cjs logproc_after.cjs"
