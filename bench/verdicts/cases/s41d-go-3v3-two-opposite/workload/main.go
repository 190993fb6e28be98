// routecalc: a toy batch job with three stages per batch.
//   lookupRoutes  - finds a route by scanning a table. -variant=after: switched from
//                   a linear scan to a binary search (made FASTER; the improvement).
//   scoreRoutes   - scores routes with a small polynomial. -variant=after: recomputes
//                   the score with 3 extra smoothing passes per route (made SLOWER; the culprit).
//   packBatch     - unchanged encoding work.
package main

import (
	"flag"
	"fmt"
	"math/rand"
	"os"
	"runtime/pprof"
	"sort"
)

var variant = flag.String("variant", "before", "before|after")

//go:noinline
func lookupRoutes(table []int, keys []int) int {
	hits := 0
	if *variant == "after" {
		for _, k := range keys {
			i := sort.SearchInts(table, k)
			if i < len(table) && table[i] == k {
				hits++
			}
		}
		return hits
	}
	for _, k := range keys {
		for _, v := range table {
			if v == k {
				hits++
				break
			}
			if v > k {
				break
			}
		}
	}
	return hits
}

//go:noinline
func scoreRoutes(xs []float64) float64 {
	passes := 1
	if *variant == "after" {
		passes = 4
	}
	s := 0.0
	for p := 0; p < passes; p++ {
		for i, x := range xs {
			y := x
			for j := 0; j < 24; j++ {
				y = 0.5*y + 0.25*y*y - 0.125*float64(i&7)
				if y > 4 || y < -4 {
					y = 0.1
				}
			}
			s += y
		}
	}
	return s
}

//go:noinline
func packBatch(buf []byte, xs []float64) int {
	n := 0
	for rep := 0; rep < 6; rep++ {
		for i, x := range xs {
			v := uint64(x*1e6) ^ uint64(i)
			for v >= 0x80 {
				buf[n%len(buf)] = byte(v) | 0x80
				v >>= 7
				n++
			}
			buf[n%len(buf)] = byte(v)
			n++
		}
	}
	return n
}

func main() {
	seed := flag.Int64("seed", 1, "rng seed")
	batches := flag.Int("batches", 200, "number of batches")
	prof := flag.String("cpuprofile", "", "write cpu profile here")
	flag.Parse()
	rng := rand.New(rand.NewSource(*seed))
	table := make([]int, 4000)
	for i := range table {
		table[i] = i * 3
	}
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			panic(err)
		}
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	buf := make([]byte, 1<<16)
	keys := make([]int, 400)
	xs := make([]float64, 4000)
	var acc float64
	for b := 0; b < *batches; b++ {
		for i := range keys {
			keys[i] = rng.Intn(12000)
		}
		for i := range xs {
			xs[i] = rng.Float64()*2 - 1
		}
		acc += float64(lookupRoutes(table, keys))
		acc += scoreRoutes(xs)
		acc += float64(packBatch(buf, xs))
	}
	fmt.Println(*variant, *seed, acc)
}
