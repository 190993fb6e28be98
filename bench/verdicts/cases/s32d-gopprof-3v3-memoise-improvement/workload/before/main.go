// Shipping quote batch: for each parcel, compute the zone-to-zone route cost (an expensive pure
// function of (from, to)), then price the parcel. Writes a CPU profile to the file given as argv[1].
package main

import (
	"fmt"
	"math"
	"os"
	"runtime/pprof"
	"strconv"
)

type parcel struct {
	from, to int
	weight   float64
}

// routeCost runs a small relaxation over a synthetic zone graph: pure, depends only on (from, to).
func routeCost(from, to int) float64 {
	const n = 48
	var dist [n]float64
	for i := range dist {
		dist[i] = math.Inf(1)
	}
	dist[from%n] = 0
	for iter := 0; iter < 6; iter++ {
		for u := 0; u < n; u++ {
			if math.IsInf(dist[u], 1) {
				continue
			}
			for v := 0; v < n; v++ {
				w := float64((u*31+v*17)%23+1) + math.Sqrt(float64(u+v+1))
				if d := dist[u] + w; d < dist[v] {
					dist[v] = d
				}
			}
		}
	}
	return dist[to%n]
}

func price(p parcel, cost float64) float64 {
	base := 2.5 + cost*0.08
	wt := p.weight
	for i := 0; i < 800; i++ { // tiered weight surcharge table walk
		s := 0.01 * math.Log1p(float64(i)*wt)
		if wt > float64(i)*0.25 {
			base += s
		}
	}
	return math.Round(base*100) / 100
}

func parcels(n int) []parcel {
	ps := make([]parcel, n)
	x := uint32(12345)
	for i := range ps {
		x = x*1664525 + 1013904223
		ps[i] = parcel{from: int(x>>8) % 40, to: int(x>>16) % 40, weight: float64(x%5000) / 100}
	}
	return ps
}

func quoteAll(ps []parcel) float64 {
	total := 0.0
	for _, p := range ps {
		total += price(p, routeCost(p.from, p.to))
	}
	return total
}

func main() {
	f, _ := os.Create(os.Args[1])
	rounds, _ := strconv.Atoi(os.Args[2])
	pprof.StartCPUProfile(f)
	ps := parcels(20000)
	sum := 0.0
	for r := 0; r < rounds; r++ {
		sum += quoteAll(ps)
	}
	pprof.StopCPUProfile()
	f.Close()
	fmt.Printf("total %.2f\n", sum)
}
