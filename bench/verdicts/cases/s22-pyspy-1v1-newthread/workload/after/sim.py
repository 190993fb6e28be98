"""Particle simulation batch: step positions, grid-bucket collision checks, energy stats and a
periodic text report. Fixed number of steps."""
import json, math, random, sys, threading, time, zlib

def make_particles(n, rng):
    return [[rng.random() * 100, rng.random() * 100, rng.uniform(-1, 1), rng.uniform(-1, 1)] for _ in range(n)]

def step(ps, dt):
    for p in ps:
        p[0] += p[2] * dt; p[1] += p[3] * dt
        if p[0] < 0 or p[0] > 100: p[2] = -p[2]
        if p[1] < 0 or p[1] > 100: p[3] = -p[3]

def bucket(ps, cell):
    grid = {}
    for i, p in enumerate(ps):
        grid.setdefault((int(p[0] // cell), int(p[1] // cell)), []).append(i)
    return grid

def collide(ps, grid, r2):
    hits = 0
    for (gx, gy), idx in grid.items():
        near = []
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                near.extend(grid.get((gx + dx, gy + dy), ()))
        for i in idx:
            pi = ps[i]
            for j in near:
                if j > i:
                    pj = ps[j]
                    dx = pi[0] - pj[0]; dy = pi[1] - pj[1]
                    if dx * dx + dy * dy < r2:
                        hits += 1
                        pi[2], pj[2] = pj[2], pi[2]
    return hits

def energy_stats(ps):
    e = [0.5 * (p[2] * p[2] + p[3] * p[3]) for p in ps]
    mean = sum(e) / len(e)
    var = sum((x - mean) ** 2 for x in e) / len(e)
    return mean, math.sqrt(var), max(e)

def report(t, hits, stats):
    return "t=%d hits=%d mean=%.4f sd=%.4f max=%.4f" % (t, hits, *stats)

STATE = {"step": 0, "hits": 0, "particles": None}

def run(steps, n):
    rng = random.Random(3)
    ps = make_particles(n, rng)
    STATE["particles"] = ps
    lines = []
    for t in range(steps):
        step(ps, 0.5)
        grid = bucket(ps, 2.0)
        h = collide(ps, grid, 1.0)
        STATE["step"] = t; STATE["hits"] += h
        if t % 5 == 0:
            lines.append(report(t, h, energy_stats(ps)))
    return lines

def compress_status(state):
    # snapshot of the simulation state for a status endpoint: rounded particle list, JSON, zlib -6
    ps = state["particles"] or []
    snap = {"step": state["step"], "hits": state["hits"],
            "particles": [[round(p[0], 3), round(p[1], 3), round(p[2], 4), round(p[3], 4)] for p in ps[:800]]}
    return zlib.compress(json.dumps(snap).encode(), 6)

def status_loop(state, stop, out):
    while not stop.is_set():
        out["blob"] = compress_status(state)
        out["n"] = out.get("n", 0) + 1
        stop.wait(0.008)

def main():
    steps = int(sys.argv[1]) if len(sys.argv) > 1 else 120
    t0 = time.time()
    stop, out = threading.Event(), {}
    th = threading.Thread(target=status_loop, args=(STATE, stop, out), name="status-snapshot", daemon=True)
    th.start()
    lines = run(steps, 3000)
    stop.set(); th.join()
    print("snapshots", out.get("n"), "last", len(out.get("blob", b"")), end=" ")
    print(lines[-1], "wall", round(time.time() - t0, 3))

if __name__ == "__main__":
    main()
