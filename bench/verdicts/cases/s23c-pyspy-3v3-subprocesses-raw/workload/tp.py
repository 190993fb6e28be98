# times parse_line before vs after on the same lines
import timeit, importlib, sys
import shard_stats as s
lines = s.gen_shard(1, 20000)
for after in (False, True, False, True):
    s.AFTER = after
    t = min(timeit.repeat(lambda: [s.parse_line(l) for l in lines], number=3, repeat=5)) / (3 * len(lines))
    print("parse_line after=%s %.2f us" % (after, t * 1e6))
