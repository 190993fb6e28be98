"""Parse `key=value;` records and score the values.
VARIANT=before: get_matcher() returns one generic precompiled pattern.
VARIANT=after : get_matcher() builds a pattern specific to the record's key on every call
                (pattern string changes with the key, 3000 distinct keys > re's 512-entry
                cache, so re.compile misses its cache and recompiles every time)."""
import re, random, sys

VARIANT = sys.argv[1]
N_LINES = int(sys.argv[2])
KEYS = [f"field{i}" for i in range(3000)]
GENERIC = re.compile(r"^(?P<key>\w+)=(?P<val>[^;]*);")

if VARIANT == "before":
    def get_matcher(key):
        return GENERIC
elif VARIANT == "after":
    def get_matcher(key):
        return re.compile(r"^(?P<key>" + re.escape(key) + r")=(?P<val>[^;]*);")
else:
    raise SystemExit("VARIANT must be before|after")

def make_lines(n, rng):
    out = []
    for i in range(n):
        key = KEYS[i % len(KEYS)]
        val = "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(24))
        out.append((key, f"{key}={val};"))
    return out

def parse_line(key, line):
    m = get_matcher(key).match(line)
    return m.group("val") if m else None

def score_value(val):
    h = 0
    for _ in range(6):
        for ch in val:
            h = (h * 131 + ord(ch)) & 0xFFFFFFFF
    return h

def main():
    rng = random.Random(7)
    lines = make_lines(N_LINES, rng)
    total = 0
    for key, line in lines:
        total = (total + score_value(parse_line(key, line))) & 0xFFFFFFFFFFFF
    print(VARIANT, N_LINES, total)

main()
