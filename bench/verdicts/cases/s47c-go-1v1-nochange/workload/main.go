// routeplan: builds a seeded random road grid, answers shortest-path queries
// with Dijkstra, scores each route and summarises the results in a report.
package main

import (
	"container/heap"
	"flag"
	"fmt"
	"log"
	"math"
	"os"
	"runtime/pprof"
	"sort"
	"strings"
)

type edge struct {
	to     int
	weight float64
}

type graph struct {
	w, h int
	adj  [][]edge
	cost []float64
}

type rng struct{ s uint64 }

func (r *rng) next() uint64 {
	r.s ^= r.s << 13
	r.s ^= r.s >> 7
	r.s ^= r.s << 17
	return r.s
}

func (r *rng) float() float64 { return float64(r.next()>>11) / (1 << 53) }

func buildGrid(w, h int, seed uint64) *graph {
	r := &rng{s: seed}
	g := &graph{w: w, h: h, adj: make([][]edge, w*h), cost: make([]float64, w*h)}
	for i := range g.cost {
		g.cost[i] = 1 + 4*r.float()
	}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			id := y*w + x
			if x+1 < w {
				g.link(id, id+1, r)
			}
			if y+1 < h {
				g.link(id, id+w, r)
			}
		}
	}
	return g
}

func (g *graph) link(a, b int, r *rng) {
	if r.next()%10 == 0 { // road closed
		return
	}
	wt := (g.cost[a] + g.cost[b]) / 2
	g.adj[a] = append(g.adj[a], edge{b, wt})
	g.adj[b] = append(g.adj[b], edge{a, wt})
}

type item struct {
	node int
	dist float64
}

type pq []item

func (p pq) Len() int            { return len(p) }
func (p pq) Less(i, j int) bool  { return p[i].dist < p[j].dist }
func (p pq) Swap(i, j int)       { p[i], p[j] = p[j], p[i] }
func (p *pq) Push(x interface{}) { *p = append(*p, x.(item)) }
func (p *pq) Pop() interface{} {
	old := *p
	it := old[len(old)-1]
	*p = old[:len(old)-1]
	return it
}

func shortestPath(g *graph, src, dst int, dist []float64, prev []int) []int {
	for i := range dist {
		dist[i] = math.Inf(1)
		prev[i] = -1
	}
	dist[src] = 0
	q := &pq{{src, 0}}
	for q.Len() > 0 {
		cur := heap.Pop(q).(item)
		if cur.dist > dist[cur.node] {
			continue
		}
		if cur.node == dst {
			break
		}
		relax(g, cur, dist, prev, q)
	}
	return tracePath(prev, src, dst)
}

func relax(g *graph, cur item, dist []float64, prev []int, q *pq) {
	for _, e := range g.adj[cur.node] {
		nd := cur.dist + e.weight
		if nd < dist[e.to] {
			dist[e.to] = nd
			prev[e.to] = cur.node
			heap.Push(q, item{e.to, nd})
		}
	}
}

func tracePath(prev []int, src, dst int) []int {
	var path []int
	for n := dst; n != -1; n = prev[n] {
		path = append(path, n)
		if n == src {
			break
		}
	}
	for i, j := 0, len(path)-1; i < j; i, j = i+1, j-1 {
		path[i], path[j] = path[j], path[i]
	}
	return path
}

type routeScore struct {
	src, dst int
	hops     int
	length   float64
	turns    int
	label    string
}

func scoreRoute(g *graph, path []int) routeScore {
	s := routeScore{hops: len(path)}
	if len(path) == 0 {
		return s
	}
	s.src, s.dst = path[0], path[len(path)-1]
	lastDir := 0
	for i := 1; i < len(path); i++ {
		s.length += (g.cost[path[i-1]] + g.cost[path[i]]) / 2
		d := path[i] - path[i-1]
		if i > 1 && d != lastDir {
			s.turns++
		}
		lastDir = d
	}
	s.label = describe(g, s)
	return s
}

func describe(g *graph, s routeScore) string {
	sx, sy := s.src%g.w, s.src/g.w
	dx, dy := s.dst%g.w, s.dst/g.w
	return fmt.Sprintf("(%d,%d)->(%d,%d) hops=%d turns=%d len=%.2f", sx, sy, dx, dy, s.hops, s.turns, s.length)
}

func summarise(scores []routeScore) (string, uint64) {
	sort.Slice(scores, func(i, j int) bool {
		if scores[i].length != scores[j].length {
			return scores[i].length > scores[j].length
		}
		return scores[i].src < scores[j].src
	})
	var sb strings.Builder
	var h uint64 = 1469598103934665603
	for i, s := range scores {
		for _, c := range []byte(s.label) {
			h = (h ^ uint64(c)) * 1099511628211
		}
		if i < 3 {
			sb.WriteString(s.label)
			sb.WriteByte('\n')
		}
	}
	return sb.String(), h
}

func main() {
	size := flag.Int("size", 160, "grid side")
	queries := flag.Int("queries", 600, "route queries")
	prof := flag.String("cpuprofile", "", "write CPU profile to file")
	flag.Parse()
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			log.Fatal(err)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			log.Fatal(err)
		}
		defer func() { pprof.StopCPUProfile(); f.Close() }()
	}
	g := buildGrid(*size, *size, 0xC0FFEE)
	r := &rng{s: 42}
	n := g.w * g.h
	dist := make([]float64, n)
	prev := make([]int, n)
	scores := make([]routeScore, 0, *queries)
	for q := 0; q < *queries; q++ {
		src, dst := int(r.next()%uint64(n)), int(r.next()%uint64(n))
		path := shortestPath(g, src, dst, dist, prev)
		scores = append(scores, scoreRoute(g, path))
	}
	head, sum := summarise(scores)
	fmt.Print(head)
	fmt.Printf("checksum=%016x\n", sum)
}
