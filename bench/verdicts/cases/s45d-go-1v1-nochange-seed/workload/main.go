// routeplan: builds a random road graph, answers shortest-path queries with
// Dijkstra, summarises the routes and encodes a JSON report.  The amount of work
// is fixed by -nodes/-queries; -seed only changes the random graph and queries.
package main

import (
	"container/heap"
	"encoding/json"
	"flag"
	"fmt"
	"hash/crc32"
	"log"
	"math/rand"
	"os"
	"runtime/pprof"
	"sort"
)

type Edge struct {
	To     int32
	Weight float64
}

type Graph struct {
	Adj [][]Edge
}

type item struct {
	node int32
	dist float64
}

type pq []item

func (q pq) Len() int            { return len(q) }
func (q pq) Less(i, j int) bool  { return q[i].dist < q[j].dist }
func (q pq) Swap(i, j int)       { q[i], q[j] = q[j], q[i] }
func (q *pq) Push(x interface{}) { *q = append(*q, x.(item)) }
func (q *pq) Pop() interface{} {
	old := *q
	it := old[len(old)-1]
	*q = old[:len(old)-1]
	return it
}

func buildGraph(rng *rand.Rand, n, degree int) *Graph {
	g := &Graph{Adj: make([][]Edge, n)}
	for u := 0; u < n; u++ {
		for k := 0; k < degree; k++ {
			// mostly local roads plus a few long links
			v := (u + 1 + rng.Intn(40)) % n
			if rng.Intn(20) == 0 {
				v = rng.Intn(n)
			}
			w := 1 + rng.Float64()*9
			g.Adj[u] = append(g.Adj[u], Edge{int32(v), w})
			g.Adj[v] = append(g.Adj[v], Edge{int32(u), w})
		}
	}
	return g
}

func shortestPaths(g *Graph, src int, dist []float64, prev []int32) {
	for i := range dist {
		dist[i] = 1e18
		prev[i] = -1
	}
	dist[src] = 0
	q := &pq{{int32(src), 0}}
	for q.Len() > 0 {
		it := heap.Pop(q).(item)
		if it.dist > dist[it.node] {
			continue
		}
		for _, e := range g.Adj[it.node] {
			nd := it.dist + e.Weight
			if nd < dist[e.To] {
				dist[e.To] = nd
				prev[e.To] = it.node
				heap.Push(q, item{e.To, nd})
			}
		}
	}
}

func tracePath(prev []int32, dst int) []int32 {
	var path []int32
	for v := int32(dst); v >= 0; v = prev[v] {
		path = append(path, v)
	}
	for i, j := 0, len(path)-1; i < j; i, j = i+1, j-1 {
		path[i], path[j] = path[j], path[i]
	}
	return path
}

type RouteSummary struct {
	Src, Dst int
	Dist     float64
	Hops     int
	Median   float64
	Checksum uint32
}

func summarise(src, dst int, dist []float64, path []int32) RouteSummary {
	legs := make([]float64, 0, len(path))
	for i := 1; i < len(path); i++ {
		legs = append(legs, dist[path[i]]-dist[path[i-1]])
	}
	sort.Float64s(legs)
	med := 0.0
	if len(legs) > 0 {
		med = legs[len(legs)/2]
	}
	buf := make([]byte, 0, 4*len(path))
	for _, v := range path {
		buf = append(buf, byte(v), byte(v>>8), byte(v>>16), byte(v>>24))
	}
	return RouteSummary{src, dst, dist[dst], len(path) - 1, med, crc32.ChecksumIEEE(buf)}
}

func answerQueries(g *Graph, rng *rand.Rand, queries, destsPerQuery int) []RouteSummary {
	n := len(g.Adj)
	dist := make([]float64, n)
	prev := make([]int32, n)
	var out []RouteSummary
	for q := 0; q < queries; q++ {
		src := rng.Intn(n)
		shortestPaths(g, src, dist, prev)
		for d := 0; d < destsPerQuery; d++ {
			dst := rng.Intn(n)
			out = append(out, summarise(src, dst, dist, tracePath(prev, dst)))
		}
	}
	return out
}

func encodeReport(routes []RouteSummary) []byte {
	b, err := json.Marshal(map[string]interface{}{"routes": routes, "count": len(routes)})
	if err != nil {
		log.Fatal(err)
	}
	return b
}

func main() {
	seed := flag.Int64("seed", 1, "random seed for graph and queries")
	nodes := flag.Int("nodes", 60000, "graph nodes")
	queries := flag.Int("queries", 60, "source queries")
	dests := flag.Int("dests", 400, "destinations per query")
	cpuprofile := flag.String("cpuprofile", "", "write CPU profile to file")
	flag.Parse()
	if *cpuprofile != "" {
		f, err := os.Create(*cpuprofile)
		if err != nil {
			log.Fatal(err)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			log.Fatal(err)
		}
		defer func() { pprof.StopCPUProfile(); f.Close() }()
	}
	rng := rand.New(rand.NewSource(*seed))
	g := buildGraph(rng, *nodes, 3)
	routes := answerQueries(g, rng, *queries, *dests)
	report := encodeReport(routes)
	fmt.Printf("seed=%d routes=%d report_bytes=%d crc=%08x\n", *seed, len(routes), len(report), crc32.ChecksumIEEE(report))
}
