"""Route planner: each job builds a random road grid, runs shortest-path
queries and ranks the busiest intersections. 200 jobs on a
ThreadPoolExecutor(max_workers=4)."""
import heapq
import random
import sys
from concurrent.futures import ThreadPoolExecutor, as_completed


class Graph:
    def __init__(self, n):
        self.n = n
        self.adj = [[] for _ in range(n)]

    def add_edge(self, a, b, w):
        self.adj[a].append((b, w))
        self.adj[b].append((a, w))


def build_grid(seed, side):
    rng = random.Random(seed)
    g = Graph(side * side)
    for r in range(side):
        for c in range(side):
            v = r * side + c
            if c + 1 < side:
                g.add_edge(v, v + 1, rng.randint(1, 9))
            if r + 1 < side:
                g.add_edge(v, v + side, rng.randint(1, 9))
    return g


def relax(dist, prev, heap, u, du, edges):
    for v, w in edges:
        nd = du + w
        if nd < dist[v]:
            dist[v] = nd
            prev[v] = u
            heapq.heappush(heap, (nd, v))


def dijkstra(g, src):
    dist = [1 << 30] * g.n
    prev = [-1] * g.n
    dist[src] = 0
    heap = [(0, src)]
    while heap:
        du, u = heapq.heappop(heap)
        if du > dist[u]:
            continue
        relax(dist, prev, heap, u, du, g.adj[u])
    return dist, prev


def walk_path(prev, dst):
    path = []
    while dst != -1:
        path.append(dst)
        dst = prev[dst]
    return path


def answer_queries(g, queries):
    load = [0] * g.n
    total = 0
    for src, dst in queries:
        dist, prev = dijkstra(g, src)
        total += dist[dst]
        for v in walk_path(prev, dst):
            load[v] += 1
    return total, load


def rank_intersections(load, k=5):
    return heapq.nlargest(k, range(len(load)), key=load.__getitem__)


def plan(job_id):
    g = build_grid(job_id, side=30)
    rng = random.Random(job_id + 100003)
    queries = [(rng.randrange(g.n), rng.randrange(g.n)) for _ in range(24)]
    total, load = answer_queries(g, queries)
    return job_id, total, rank_intersections(load)


def main():
    njobs = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    results = {}
    with ThreadPoolExecutor(max_workers=4) as pool:
        futs = [pool.submit(plan, j) for j in range(njobs)]
        for f in as_completed(futs):
            j, total, top = f.result()
            results[j] = (total, top)
    checksum = sum(t for t, _ in results.values())
    print("jobs=%d checksum=%d top0=%s" % (njobs, checksum, results[0][1]))


if __name__ == "__main__":
    main()
