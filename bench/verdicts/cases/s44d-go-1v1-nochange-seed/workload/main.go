// routeplan: a small delivery-route planner. It generates a random set of
// depots and orders from -seed, assigns orders to the nearest depot, builds a
// greedy nearest-neighbour route per depot, improves it with 2-opt, and
// prints a summary. CPU profile is written with runtime/pprof.
package main

import (
	"flag"
	"fmt"
	"math"
	"math/rand"
	"os"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"
)

type Point struct{ X, Y float64 }

type Order struct {
	ID     int
	Loc    Point
	Weight int
}

type Depot struct {
	ID     int
	Loc    Point
	Orders []Order
}

func dist(a, b Point) float64 {
	dx, dy := a.X-b.X, a.Y-b.Y
	return math.Sqrt(dx*dx + dy*dy)
}

func generate(rng *rand.Rand, nDepots, nOrders int) ([]Depot, []Order) {
	depots := make([]Depot, nDepots)
	for i := range depots {
		depots[i] = Depot{ID: i, Loc: Point{rng.Float64() * 1000, rng.Float64() * 1000}}
	}
	orders := make([]Order, nOrders)
	for i := range orders {
		orders[i] = Order{ID: i, Loc: Point{rng.Float64() * 1000, rng.Float64() * 1000}, Weight: 1 + rng.Intn(20)}
	}
	return depots, orders
}

func assignOrders(depots []Depot, orders []Order) {
	for _, o := range orders {
		best, bestD := 0, math.MaxFloat64
		for j := range depots {
			if d := dist(o.Loc, depots[j].Loc); d < bestD {
				best, bestD = j, d
			}
		}
		depots[best].Orders = append(depots[best].Orders, o)
	}
}

func nearestNeighbourRoute(start Point, orders []Order) []Order {
	route := make([]Order, 0, len(orders))
	used := make([]bool, len(orders))
	cur := start
	for len(route) < len(orders) {
		best, bestD := -1, math.MaxFloat64
		for i, o := range orders {
			if used[i] {
				continue
			}
			if d := dist(cur, o.Loc); d < bestD {
				best, bestD = i, d
			}
		}
		used[best] = true
		route = append(route, orders[best])
		cur = orders[best].Loc
	}
	return route
}

func routeLength(start Point, route []Order) float64 {
	total, cur := 0.0, start
	for _, o := range route {
		total += dist(cur, o.Loc)
		cur = o.Loc
	}
	return total + dist(cur, start)
}

func twoOpt(start Point, route []Order, maxPasses int) []Order {
	pts := make([]Point, len(route)+2)
	pts[0] = start
	for i, o := range route {
		pts[i+1] = o.Loc
	}
	pts[len(pts)-1] = start
	for pass := 0; pass < maxPasses; pass++ {
		improved := false
		for i := 1; i < len(pts)-2; i++ {
			for j := i + 1; j < len(pts)-1; j++ {
				delta := dist(pts[i-1], pts[j]) + dist(pts[i], pts[j+1]) - dist(pts[i-1], pts[i]) - dist(pts[j], pts[j+1])
				if delta < -1e-9 {
					reverseSegment(pts, route, i, j)
					improved = true
				}
			}
		}
		if !improved {
			break
		}
	}
	return route
}

func reverseSegment(pts []Point, route []Order, i, j int) {
	for a, b := i, j; a < b; a, b = a+1, b-1 {
		pts[a], pts[b] = pts[b], pts[a]
		route[a-1], route[b-1] = route[b-1], route[a-1]
	}
}

type summary struct {
	depot    int
	stops    int
	load     int
	length   float64
	manifest uint32
}

// buildManifest renders the driver's stop list and returns a checksum of it.
func buildManifest(d Depot, route []Order) uint32 {
	var sb strings.Builder
	byZone := make(map[string][]int)
	for i, o := range route {
		zone := "Z" + strconv.Itoa(int(o.Loc.X)/100) + "-" + strconv.Itoa(int(o.Loc.Y)/100)
		byZone[zone] = append(byZone[zone], i)
		fmt.Fprintf(&sb, "%04d|%s|order-%06d|w=%d|%.2f,%.2f\n", i, zone, o.ID, o.Weight, o.Loc.X, o.Loc.Y)
	}
	zones := make([]string, 0, len(byZone))
	for z := range byZone {
		zones = append(zones, z)
	}
	sort.Strings(zones)
	for _, z := range zones {
		fmt.Fprintf(&sb, "%s:%d\n", z, len(byZone[z]))
	}
	return checksum(sb.String())
}

func checksum(s string) uint32 {
	h := uint32(2166136261)
	for i := 0; i < len(s); i++ {
		h ^= uint32(s[i])
		h *= 16777619
	}
	return h
}

func planDepot(d Depot) summary {
	route := nearestNeighbourRoute(d.Loc, d.Orders)
	route = twoOpt(d.Loc, route, 2)
	load := 0
	for _, o := range route {
		load += o.Weight
	}
	return summary{depot: d.ID, stops: len(route), load: load, length: routeLength(d.Loc, route), manifest: buildManifest(d, route)}
}

func main() {
	seed := flag.Int64("seed", 1, "random seed")
	days := flag.Int("days", 12, "number of planning days")
	cpuprofile := flag.String("cpuprofile", "", "write CPU profile to file")
	flag.Parse()
	if *cpuprofile != "" {
		f, err := os.Create(*cpuprofile)
		if err != nil {
			panic(err)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			panic(err)
		}
		defer pprof.StopCPUProfile()
	}
	rng := rand.New(rand.NewSource(*seed))
	grand := 0.0
	for day := 0; day < *days; day++ {
		depots, orders := generate(rng, 8, 4000)
		assignOrders(depots, orders)
		sums := make([]summary, 0, len(depots))
		for _, d := range depots {
			sums = append(sums, planDepot(d))
		}
		sort.Slice(sums, func(a, b int) bool { return sums[a].length > sums[b].length })
		for _, s := range sums {
			grand += s.length
		}
		fmt.Printf("day %d longest depot %d stops=%d load=%d length=%.1f manifest=%08x\n", day, sums[0].depot, sums[0].stops, sums[0].load, sums[0].length, sums[0].manifest)
	}
	fmt.Printf("total route length %.1f\n", grand)
}
