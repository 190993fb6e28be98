// Route planner: builds a random weighted grid graph, runs Dijkstra from many
// sources, and sorts/aggregates the resulting distances. The same binary is used
// for "before" and "after"; only the random seed differs (no code change).
package main

import (
	"container/heap"
	"flag"
	"fmt"
	"math/rand"
	"os"
	"runtime/pprof"
	"sort"
)

type edge struct{ to, w int }

type item struct{ node, dist int }
type pq []item

func (p pq) Len() int            { return len(p) }
func (p pq) Less(i, j int) bool  { return p[i].dist < p[j].dist }
func (p pq) Swap(i, j int)       { p[i], p[j] = p[j], p[i] }
func (p *pq) Push(x interface{}) { *p = append(*p, x.(item)) }
func (p *pq) Pop() interface{}   { o := *p; n := len(o); it := o[n-1]; *p = o[:n-1]; return it }

func buildGraph(rng *rand.Rand, side int) [][]edge {
	n := side * side
	g := make([][]edge, n)
	for r := 0; r < side; r++ {
		for c := 0; c < side; c++ {
			u := r*side + c
			if c+1 < side {
				w := 1 + rng.Intn(20)
				g[u] = append(g[u], edge{u + 1, w})
				g[u+1] = append(g[u+1], edge{u, w})
			}
			if r+1 < side {
				w := 1 + rng.Intn(20)
				g[u] = append(g[u], edge{u + side, w})
				g[u+side] = append(g[u+side], edge{u, w})
			}
		}
	}
	return g
}

func dijkstra(g [][]edge, src int, dist []int) {
	for i := range dist {
		dist[i] = 1 << 60
	}
	dist[src] = 0
	h := &pq{{src, 0}}
	for h.Len() > 0 {
		it := heap.Pop(h).(item)
		if it.dist > dist[it.node] {
			continue
		}
		for _, e := range g[it.node] {
			nd := it.dist + e.w
			if nd < dist[e.to] {
				dist[e.to] = nd
				heap.Push(h, item{e.to, nd})
			}
		}
	}
}

func percentiles(dist []int) (int, int, int) {
	s := append([]int(nil), dist...)
	sort.Ints(s)
	return s[len(s)/2], s[len(s)*9/10], s[len(s)-1]
}

func main() {
	seed := flag.Int64("seed", 1, "random seed")
	out := flag.String("cpuprofile", "", "write CPU profile here")
	flag.Parse()
	if *out != "" {
		f, err := os.Create(*out)
		if err != nil {
			panic(err)
		}
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	rng := rand.New(rand.NewSource(*seed))
	g := buildGraph(rng, 300)
	dist := make([]int, len(g))
	var p50, p90, mx int
	for k := 0; k < 80; k++ {
		dijkstra(g, rng.Intn(len(g)), dist)
		a, b, c := percentiles(dist)
		p50 += a
		p90 += b
		mx += c
	}
	fmt.Println(p50, p90, mx)
}
