#!/usr/bin/env python3
"""share.py [-self] [-thread REGEX] REGEX FILE...

Per profile: the number of samples whose stack contains a frame matching REGEX
(Python re.search; the regexes used in these cases mean the same in JS), over all
samples in the file, and the pooled share over all files given.
-self counts only the leaf frame. -thread REGEX restricts to samples whose thread
name (perf comm / py-spy thread) matches (perf and py-spy formats only).

Formats:
  *.pprof                 go tool pprof -traces -sample_index=samples
  *.perf.txt[.gz]         perf script text; frame = symbol without +offset and (dso)
  *.jfr                   jfr print --json --events jdk.ExecutionSample; frame = Class.method
  *.raw.txt               py-spy --format raw (collapsed): "a;b;c N"
  *.speedscope.json       py-spy --format speedscope; frame = "name (file:line)"
"""
import sys, re, gzip, subprocess, json, os


def pprof_stacks(path):
    out = subprocess.run(["go", "tool", "pprof", "-traces", "-sample_index=samples", path],
                         capture_output=True, text=True, check=True).stdout
    stack, w, inb = [], 0, False
    for line in out.splitlines():
        if line.startswith("-----------+"):
            if inb and stack:
                yield w, stack, ""
            stack, inb, w = [], True, None
            continue
        if not inb:
            continue
        s = line.strip()
        if not s:
            continue
        if w is None:
            parts = s.split(None, 1)
            w = int(parts[0])
            s = parts[1] if len(parts) > 1 else ""
        s = re.sub(r" \(inline\)$", "", s)
        if s:
            stack.append(s)
    if inb and stack:
        yield w, stack, ""


def perf_stacks(path):
    op = gzip.open if path.endswith(".gz") else open
    stack, comm = [], ""
    with op(path, "rt", errors="replace") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line.strip():
                if stack:
                    yield 1, stack, comm
                stack = []
                continue
            if not line.startswith((" ", "\t")):
                if stack:
                    yield 1, stack, comm
                stack = []
                m = re.match(r"^(.*?)\s+\d+(/\d+)?\s+(\[\d+\]\s+)?[\d.]+:", line)
                comm = m.group(1).strip() if m else line.split()[0]
                continue
            parts = line.strip().split(None, 1)
            if len(parts) < 2:
                continue
            sym = parts[1]
            sym = re.sub(r" \([^()]*\)$", "", sym)
            sym = re.sub(r"\+0x[0-9a-f]+$", "", sym)
            stack.append(sym)
    if stack:
        yield 1, stack, comm


def jfr_stacks(path):
    out = subprocess.run(["jfr", "print", "--json", "--stack-depth", "128",
                          "--events", "jdk.ExecutionSample", path],
                         capture_output=True, text=True, check=True).stdout
    d = json.loads(out)
    for ev in d["recording"]["events"]:
        st = ev["values"].get("stackTrace")
        thr = (ev["values"].get("sampledThread") or {}).get("javaName") or ""
        if not st:
            continue
        names = [fr["method"]["type"]["name"] + "." + fr["method"]["name"] for fr in st["frames"]]
        yield 1, names, thr


def raw_stacks(path):
    with open(path) as f:
        for line in f:
            line = line.rstrip("\n")
            if not line:
                continue
            stk, _, n = line.rpartition(" ")
            frames = stk.split(";")
            # leaf last in collapsed format; return leaf first like the others
            yield int(n), frames[::-1], frames[0] if frames else ""


def speedscope_stacks(path):
    d = json.load(open(path))
    fr = d["shared"]["frames"]
    names = []
    for f in fr:
        n = f.get("name", "")
        if f.get("file") is not None:
            n = "%s (%s:%s)" % (n, f.get("file"), f.get("line"))
        names.append(n)
    for p in d["profiles"]:
        thr = p.get("name", "")
        # py-spy writes weights in seconds (1/rate each); count samples instead
        for s in p["samples"]:
            yield 1, [names[i] for i in s][::-1], thr


def stacks(path):
    if path.endswith(".pprof"):
        return pprof_stacks(path)
    if path.endswith(".jfr"):
        return jfr_stacks(path)
    if path.endswith(".raw.txt"):
        return raw_stacks(path)
    if path.endswith(".speedscope.json"):
        return speedscope_stacks(path)
    return perf_stacks(path)


def main():
    a = sys.argv[1:]
    self_only, thr_re = False, None
    while a and a[0].startswith("-"):
        if a[0] == "-self":
            self_only = True; a = a[1:]
        elif a[0] == "-thread":
            thr_re = re.compile(a[1]); a = a[2:]
        else:
            break
    rx = re.compile(a[0])
    TH = TT = 0
    for p in a[1:]:
        h = t = 0
        for w, st, thr in stacks(p):
            if thr_re and not thr_re.search(thr):
                continue
            t += w
            fr = st[:1] if self_only else st
            if any(rx.search(x) for x in fr):
                h += w
        TH += h; TT += t
        print("%-60s %6d / %6d = %5.1f%%" % (os.path.relpath(p), h, t, 100.0 * h / max(t, 1)))
    if len(a) > 2:
        print("%-60s %6d / %6d = %5.1f%%" % ("pooled", TH, TT, 100.0 * TH / max(TT, 1)))


if __name__ == "__main__":
    main()
