"""Batch CSV exporter: computes derived columns for sensor readings and renders each
batch to CSV text, then checksums it (stand-in for writing it out).

before: render_batch collects the lines in a list and returns ''.join(lines)
after:  render_batch builds the text with out = out + line + "\n"   (CSVDUMP_CONCAT=1)
"""
import os
import random
import sys
import zlib

CONCAT = os.environ.get("CSVDUMP_CONCAT") == "1"


def make_batch(rnd, n):
    rows = []
    for i in range(n):
        rows.append((i, rnd.choice(("north", "south", "east", "west")),
                     rnd.random() * 40 - 10, rnd.random() * 100, rnd.randint(950, 1050)))
    return rows


def derive(row):
    i, site, temp, hum, press = row
    dew = temp - (100 - hum) / 5
    heat = temp + 0.33 * hum / 100 * 6.105 - 4
    return i, site, temp, hum, press, dew, heat


if CONCAT:
    def render_batch(rows):
        out = "id,site,temp,hum,press,dew,heat\n"
        for row in rows:
            i, site, temp, hum, press, dew, heat = derive(row)
            line = f"{i},{site},{temp:.2f},{hum:.1f},{press},{dew:.2f},{heat:.2f}"
            out = out + line + "\n"
        return out
else:
    def render_batch(rows):
        lines = ["id,site,temp,hum,press,dew,heat\n"]
        for row in rows:
            i, site, temp, hum, press, dew, heat = derive(row)
            line = f"{i},{site},{temp:.2f},{hum:.1f},{press},{dew:.2f},{heat:.2f}"
            lines.append(line + "\n")
        return "".join(lines)


def main():
    batches = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    size = int(sys.argv[2]) if len(sys.argv) > 2 else 5000
    rnd = random.Random(11)
    crc = 0
    total = 0
    for _ in range(batches):
        rows = make_batch(rnd, size)
        text = render_batch(rows)
        crc = zlib.crc32(text.encode(), crc)
        total += len(text)
    print("concat" if CONCAT else "join", batches, size, total, crc)


if __name__ == "__main__":
    main()
