#!/usr/bin/env python3
"""Culprit share in speedscope 'evented' profiles (pyinstrument -r speedscope).

share = time during which some open frame's name matches REGEX / total time
Usage: share.py REGEX FILE... ;  share.py --top FILE...  (inclusive share per function name)
"""
import json, re, sys


def intervals(path):
    d = json.load(open(path))
    frames = d["shared"]["frames"]
    for prof in d["profiles"]:
        stack, last = [], prof["startValue"]
        for ev in prof["events"]:
            t = ev["at"]
            if t > last and stack:
                yield t - last, [frames[i]["name"] for i in stack]
            last = t
            if ev["type"] == "O":
                stack.append(ev["frame"])
            else:
                assert stack and stack[-1] == ev["frame"]
                stack.pop()


def main():
    args = sys.argv[1:]
    if args[0] == "--top":
        for p in args[1:]:
            tot, inc = 0.0, {}
            for dt, names in intervals(p):
                tot += dt
                for n in set(names):
                    inc[n] = inc.get(n, 0.0) + dt
            print("%s: total %.3f s" % (p, tot))
            for n, v in sorted(inc.items(), key=lambda x: -x[1])[:15]:
                print("   %6.1f%%  %s" % (100 * v / tot, n))
        return
    rx = re.compile(args[0])
    for p in args[1:]:
        tot = hit = 0.0
        for dt, names in intervals(p):
            tot += dt
            if any(rx.search(n) for n in names):
                hit += dt
        print("%s: %.3f / %.3f s = %.1f%%" % (p, hit, tot, 100 * hit / tot))


if __name__ == "__main__":
    main()
