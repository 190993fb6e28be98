// Workload: three functions do the work on a float64 slice, repeated for many rounds.
//   fillData   - fills the slice from a seeded xorshift generator
//   smooth     - repeated 3-point smoothing passes (before: 8 passes; after: 10 passes = +25% work)
//   checksum   - sums a nonlinear function of the values
// Only the number of smoothing passes differs between -mode before and -mode after.
package main

import (
	"flag"
	"fmt"
	"math"
	"os"
	"runtime/pprof"
)

//go:noinline
func fillData(v []float64, seed uint64) {
	x := seed*0x9E3779B97F4A7C15 + 1
	for i := range v {
		x ^= x >> 12
		x ^= x << 25
		x ^= x >> 27
		v[i] = float64((x*0x2545F4914F6CDD1D)>>11) / float64(1<<53)
	}
}

//go:noinline
func smooth(v, tmp []float64, passes int) {
	for p := 0; p < passes; p++ {
		n := len(v)
		tmp[0] = v[0]
		tmp[n-1] = v[n-1]
		for i := 1; i < n-1; i++ {
			tmp[i] = 0.25*v[i-1] + 0.5*v[i] + 0.25*v[i+1]
		}
		copy(v, tmp)
	}
}

//go:noinline
func checksum(v []float64) float64 {
	s := 0.0
	for _, e := range v {
		s += math.Sqrt(e+1.0) * math.Log1p(e)
	}
	return s
}

func main() {
	mode := flag.String("mode", "before", "before|after")
	rounds := flag.Int("rounds", 400, "rounds")
	n := flag.Int("n", 100000, "slice length")
	seed := flag.Uint64("seed", 7, "seed")
	out := flag.String("cpuprofile", "", "write CPU profile here")
	flag.Parse()
	passes := 8
	if *mode == "after" {
		passes = 10
	}
	if *out != "" {
		f, err := os.Create(*out)
		if err != nil {
			panic(err)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			panic(err)
		}
		defer func() { pprof.StopCPUProfile(); f.Close() }()
	}
	v := make([]float64, *n)
	tmp := make([]float64, *n)
	total := 0.0
	for r := 0; r < *rounds; r++ {
		fillData(v, *seed+uint64(r))
		smooth(v, tmp, passes)
		total += checksum(v)
	}
	fmt.Printf("mode=%s passes=%d rounds=%d total=%.6f\n", *mode, passes, *rounds, total)
}
