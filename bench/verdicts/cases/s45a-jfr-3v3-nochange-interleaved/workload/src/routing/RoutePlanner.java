package routing;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;

/**
 * Delivery route planner: builds a synthetic road graph, parses a batch of
 * delivery requests, computes shortest paths (Dijkstra) from depots, assigns
 * requests to depots and summarises the plan.
 */
public final class RoutePlanner {
    static final class Edge {
        final int to;
        final int cost;
        Edge(int to, int cost) { this.to = to; this.cost = cost; }
    }

    static final class Request {
        final String id;
        final int node;
        final int weight;
        Request(String id, int node, int weight) { this.id = id; this.node = node; this.weight = weight; }
    }

    private final List<List<Edge>> adj = new ArrayList<>();
    private long seed;

    RoutePlanner(long seed) { this.seed = seed; }

    private int nextInt(int bound) {
        seed ^= seed << 13; seed ^= seed >>> 7; seed ^= seed << 17;
        return (int) Long.remainderUnsigned(seed, bound);
    }

    void buildGraph(int nodes, int degree) {
        adj.clear();
        for (int i = 0; i < nodes; i++) adj.add(new ArrayList<>());
        for (int i = 0; i < nodes; i++) {
            adj.get(i).add(new Edge((i + 1) % nodes, 5 + nextInt(20)));
            for (int d = 1; d < degree; d++) {
                int j = nextInt(nodes);
                int c = 10 + nextInt(90);
                adj.get(i).add(new Edge(j, c));
                adj.get(j).add(new Edge(i, c));
            }
        }
    }

    String makeRequestBatch(int n, int nodes) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            sb.append("REQ-").append(i).append(';').append(nextInt(nodes)).append(';').append(1 + nextInt(40)).append('\n');
        }
        return sb.toString();
    }

    static List<Request> parseRequests(String batch) {
        List<Request> out = new ArrayList<>();
        for (String line : batch.split("\n")) {
            if (line.isEmpty()) continue;
            String[] f = line.split(";");
            out.add(new Request(f[0], Integer.parseInt(f[1]), Integer.parseInt(f[2])));
        }
        return out;
    }

    int[] shortestPaths(int src) {
        int[] dist = new int[adj.size()];
        Arrays.fill(dist, Integer.MAX_VALUE);
        dist[src] = 0;
        PriorityQueue<long[]> pq = new PriorityQueue<>((a, b) -> Long.compare(a[0], b[0]));
        pq.add(new long[] {0, src});
        while (!pq.isEmpty()) {
            long[] top = pq.poll();
            int u = (int) top[1];
            if (top[0] > dist[u]) continue;
            for (Edge e : adj.get(u)) {
                int nd = dist[u] + e.cost;
                if (nd < dist[e.to]) {
                    dist[e.to] = nd;
                    pq.add(new long[] {nd, e.to});
                }
            }
        }
        return dist;
    }

    static Map<Integer, List<Request>> assign(List<Request> reqs, int[][] distByDepot) {
        Map<Integer, List<Request>> plan = new HashMap<>();
        for (Request r : reqs) {
            int best = 0;
            for (int d = 1; d < distByDepot.length; d++) {
                if (distByDepot[d][r.node] < distByDepot[best][r.node]) best = d;
            }
            plan.computeIfAbsent(best, k -> new ArrayList<>()).add(r);
        }
        return plan;
    }

    static long summarise(Map<Integer, List<Request>> plan, int[][] distByDepot) {
        long h = 17;
        for (int d = 0; d < distByDepot.length; d++) {
            List<Request> rs = plan.getOrDefault(d, List.of());
            rs.sort((a, b) -> Integer.compare(distByDepot[0][a.node], distByDepot[0][b.node]));
            long load = 0, km = 0;
            for (Request r : rs) { load += r.weight; km += distByDepot[d][r.node]; }
            String line = String.format("depot=%d stops=%d load=%d km=%d", d, rs.size(), load, km);
            h = h * 31 + line.hashCode();
        }
        return h;
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        RoutePlanner p = new RoutePlanner(0x9E3779B97F4A7C15L);
        int nodes = 60000;
        p.buildGraph(nodes, 3);
        long acc = 0;
        for (int r = 0; r < rounds; r++) {
            List<Request> reqs = parseRequests(p.makeRequestBatch(40000, nodes));
            int[][] dist = new int[4][];
            for (int d = 0; d < 4; d++) dist[d] = p.shortestPaths((r * 7919 + d * 15013) % nodes);
            acc = acc * 1_000_003 + summarise(assign(reqs, dist), dist);
        }
        System.out.println("rounds=" + rounds + " checksum=" + Long.toHexString(acc));
    }
}
