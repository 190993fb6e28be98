#!/usr/bin/env python3
"""Generate the same fixed set of records, written in an order chosen by --order-seed.
Usage: gen_input.py ORDER_SEED OUTFILE"""
import random, sys
order_seed, out = int(sys.argv[1]), sys.argv[2]
content = random.Random(12345)          # record CONTENT is fixed for every variant
words = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel",
         "india", "juliet", "kilo", "lima", "mike", "november", "oscar", "papa"]
recs = []
for i in range(200000):
    name = content.choice(words) + "_" + content.choice(words) + str(content.randrange(1000))
    recs.append(f"{i},{name},{content.randrange(1_000_000)},{content.random():.6f}")
random.Random(order_seed).shuffle(recs)  # only the ORDER depends on the seed
with open(out, "w") as f:
    f.write("\n".join(recs) + "\n")
