#!/usr/bin/env python3
"""Per-function shares from speedscope JSON files (evented profiles, as pyinstrument writes
them, or sampled profiles, as py-spy writes them).

usage: speedscope_share.py [--top N] REGEX files...                  (culprit share per file)
       speedscope_share.py --table [--top N] before_files... -- after_files...
Inclusive share of a function = time (evented) or sample weight (sampled) during which a frame
whose name matches is on the stack, counted once even if recursive, divided by the total of
all profiles in the file (all threads).
"""
import json, re, sys
from collections import Counter

def shares(path):
    d = json.load(open(path))
    frames = d["shared"]["frames"]
    names = [f["name"] for f in frames]
    incl = Counter(); selfc = Counter(); total = 0.0
    for p in d["profiles"]:
        if p["type"] == "evented":
            stack = []; last = p["startValue"]
            def account(t):
                nonlocal total
                dt = t - last
                if dt <= 0:
                    return
                total += dt
                for nm in set(names[i] for i in stack):
                    incl[nm] += dt
                if stack:
                    selfc[names[stack[-1]]] += dt
            for ev in p["events"]:
                account(ev["at"]); last = max(last, ev["at"])
                if ev["type"] == "O":
                    stack.append(ev["frame"])
                else:
                    # close the innermost open instance of this frame
                    for k in range(len(stack) - 1, -1, -1):
                        if stack[k] == ev["frame"]:
                            del stack[k]; break
            account(p["endValue"])
        else:  # sampled
            for s, w in zip(p["samples"], p["weights"]):
                total += w
                for nm in set(names[i] for i in s):
                    incl[nm] += w
                if s:
                    selfc[names[s[-1]]] += w
    total = total or 1.0
    return total, {k: 100 * v / total for k, v in incl.items()}, {k: 100 * v / total for k, v in selfc.items()}

def main():
    args = sys.argv[1:]
    top = 15; table = False
    while args and args[0].startswith("--"):
        if args[0] == "--top":
            top = int(args[1]); args = args[2:]
        elif args[0] == "--table":
            table = True; args = args[1:]
    if not table:
        rx = re.compile(args[0])
        for path in args[1:]:
            total, inc, slf = shares(path)
            # culprit share: union over matching names is not additive; recompute exactly
            m = sum(v for k, v in inc.items() if rx.search(k))
            names = [k for k in inc if rx.search(k)]
            print(f"{path}: total={total:.2f} matching={names} share={m:.1f}%" +
                  (" (sum over several names)" if len(names) > 1 else ""))
            for k, v in sorted(inc.items(), key=lambda kv: -kv[1])[:top]:
                print(f"    incl {v:5.1f}%  self {slf.get(k, 0.0):5.1f}%  {k}")
        return
    i = args.index("--")
    B = [shares(p) for p in args[:i]]; A = [shares(p) for p in args[i + 1:]]
    print("total per run: before " + " / ".join(f"{x[0]:.2f}" for x in B) + ", after " + " / ".join(f"{x[0]:.2f}" for x in A))
    for kind, idx in (("inclusive", 1), ("self", 2)):
        syms = set()
        for x in B + A:
            syms |= set(x[idx])
        mean = lambda runs, s: sum(r[idx].get(s, 0.0) for r in runs) / len(runs)
        rows = sorted(syms, key=lambda s: -(mean(B, s) + mean(A, s)))
        print(f"== {kind} share per run (top {top} by mean)")
        for s in rows[:top]:
            b = " / ".join(f"{r[idx].get(s, 0.0):5.1f}" for r in B)
            a = " / ".join(f"{r[idx].get(s, 0.0):5.1f}" for r in A)
            print(f"  {b}  ->  {a}   diff {mean(A, s) - mean(B, s):+5.2f} pp   {s}")
        big = max(syms, key=lambda s: abs(mean(A, s) - mean(B, s)))
        print(f"largest |diff of means| ({kind}): {mean(A, big) - mean(B, big):+.2f} pp  {big}")

main()
