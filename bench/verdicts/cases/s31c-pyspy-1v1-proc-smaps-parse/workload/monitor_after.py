"""Tiny process monitor: spawns 50 worker children (sleep 60) and polls their
memory use in a loop, keeping a short history per child and reporting the
top consumers each round.
AFTER: memory is the proportional set size summed over /proc/<pid>/smaps, which
the kernel computes by walking every mapping (one ~25-line block per mapping),
and the text is parsed line by line in Python."""
import os, subprocess, sys, time

PAGE = os.sysconf("SC_PAGE_SIZE")
HISTORY = 120


def sample_process(pid):
    pss_kib = 0
    with open(f"/proc/{pid}/smaps") as f:
        text = f.read()
    for line in text.splitlines():
        if line.startswith("Pss:"):
            pss_kib += int(line.split()[1])
    return pss_kib * 1024


def update_history(history, pid, rss):
    h = history.setdefault(pid, [])
    h.append(rss)
    if len(h) > HISTORY:
        del h[0]


def summarize(history):
    rows = []
    for pid, h in history.items():
        mean = sum(h) / len(h)
        var = sum((x - mean) ** 2 for x in h) / len(h)
        growth = (h[-1] - h[0]) / max(len(h) - 1, 1)
        p95 = sorted(h)[int(0.95 * (len(h) - 1))]
        rows.append((mean, var, growth, p95, pid))
    rows.sort(reverse=True)
    return rows[:5]


def format_report(rnd, top):
    return "\n".join(f"round {rnd} pid {pid}: rss {mean/1024:.0f} KiB p95 {p95/1024:.0f} KiB var {var:.1f} growth {g:.1f}"
                     for mean, var, g, p95, pid in top)


def main(duration):
    children = [subprocess.Popen(["sleep", "60"]) for _ in range(50)]
    history = {}
    rounds = 0
    try:
        t_end = time.monotonic() + duration
        while time.monotonic() < t_end:
            for c in children:
                update_history(history, c.pid, sample_process(c.pid))
            report = format_report(rounds, summarize(history))
            rounds += 1
    finally:
        for c in children:
            c.kill()
            c.wait()
    print(f"rounds={rounds} last report:\n{report}")


if __name__ == "__main__":
    main(float(sys.argv[1]) if len(sys.argv) > 1 else 6.0)
