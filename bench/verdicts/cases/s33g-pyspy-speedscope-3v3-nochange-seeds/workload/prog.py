"""Route planner benchmark: build a random weighted grid graph from a seed,
run Dijkstra from several sources, then summarise the routes as text.
The amount of work is fixed; only the random weights depend on the seed."""
import heapq
import random
import sys


def build_graph(n, rnd):
    adj = [[] for _ in range(n * n)]
    for y in range(n):
        for x in range(n):
            u = y * n + x
            if x + 1 < n:
                w = rnd.randint(1, 50)
                adj[u].append((u + 1, w)); adj[u + 1].append((u, w))
            if y + 1 < n:
                w = rnd.randint(1, 50)
                adj[u].append((u + n, w)); adj[u + n].append((u, w))
    return adj


def dijkstra(adj, src):
    dist = [float("inf")] * len(adj)
    prev = [-1] * len(adj)
    dist[src] = 0
    heap = [(0, src)]
    while heap:
        d, u = heapq.heappop(heap)
        if d > dist[u]:
            continue
        for v, w in adj[u]:
            nd = d + w
            if nd < dist[v]:
                dist[v] = nd
                prev[v] = u
                heapq.heappush(heap, (nd, v))
    return dist, prev


def describe_route(prev, dst):
    hops = []
    while dst != -1:
        hops.append(f"n{dst}")
        dst = prev[dst]
    return "->".join(reversed(hops))


def summarise(dist, prev, rnd, k):
    targets = rnd.sample(range(len(dist)), k)
    text = [describe_route(prev, t) for t in targets]
    return sum(len(t) for t in text), max(dist)


def main(seed):
    rnd = random.Random(seed)
    adj = build_graph(160, rnd)
    total = 0
    for _ in range(60):
        src = rnd.randrange(len(adj))
        dist, prev = dijkstra(adj, src)
        chars, far = summarise(dist, prev, rnd, 300)
        total += chars + far
    print(f"seed={seed} total={total}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
