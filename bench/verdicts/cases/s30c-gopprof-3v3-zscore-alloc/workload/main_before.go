// Sensor anomaly scorer: slide a window over synthetic sensor streams, compute the
// max |z-score| of each window, and keep per-sensor statistics in a map.
package main

import (
	"flag"
	"fmt"
	"math"
	"os"
	"runtime"
	"runtime/pprof"
	"sort"
)

const (
	nSensors  = 64
	streamLen = 4096
	window    = 16
)

type stats struct {
	count   int
	maxZ    float64
	alerts  int
	history []float64
}

var rng uint64 = 88172645463325252

// calib is a per-position sensor calibration table (32 MB, lives for the whole run).
var calib []float64

func initCalib() {
	calib = make([]float64, 1<<22)
	for i := range calib {
		calib[i] = (next() - 0.5) * 0.01
	}
}

func next() float64 {
	rng ^= rng << 13
	rng ^= rng >> 7
	rng ^= rng << 17
	return float64(rng>>11) / (1 << 53)
}

func genStream(s int) []float64 {
	out := make([]float64, streamLen)
	base := float64(s % 7)
	for i := range out {
		out[i] = base + math.Sin(float64(i)/37.0)*2 + next() + calib[(s*4099+i)&(len(calib)-1)]
		if next() < 0.001 {
			out[i] += 15
		}
	}
	return out
}

// zscoreMax returns the largest |z| in w. scratch is caller-owned, reused across calls.
func zscoreMax(w []float64, scratch []float64) float64 {
	var sum, sq float64
	for _, v := range w {
		sum += v
		sq += v * v
	}
	n := float64(len(w))
	mean := sum / n
	sd := math.Sqrt(sq/n - mean*mean)
	norm := scratch[:len(w)]
	for i, v := range w {
		norm[i] = (v - mean) / sd
	}
	m := 0.0
	for _, z := range norm {
		if z < 0 {
			z = -z
		}
		if z > m {
			m = z
		}
	}
	return m
}

func smooth(stream []float64) {
	prev := stream[0]
	for i := 1; i < len(stream); i++ {
		stream[i] = 0.8*stream[i] + 0.2*prev
		prev = stream[i]
	}
}

func report(all map[int]*stats) float64 {
	keys := make([]int, 0, len(all))
	for k := range all {
		keys = append(keys, k)
	}
	sort.Ints(keys)
	total := 0.0
	for _, k := range keys {
		st := all[k]
		sort.Float64s(st.history)
		total += st.history[len(st.history)/2] + float64(st.alerts)
		st.history = st.history[:0]
	}
	return total
}

func run(rounds int) float64 {
	initCalib()
	all := make(map[int]*stats)
	scratch := make([]float64, window)
	total := 0.0
	for r := 0; r < rounds; r++ {
		for s := 0; s < nSensors; s++ {
			stream := genStream(s*rounds + r)
			smooth(stream)
			st := all[s]
			if st == nil {
				st = &stats{}
				all[s] = st
			}
			for i := 0; i+window <= len(stream); i += 4 {
				z := zscoreMax(stream[i:i+window], scratch)
				st.count++
				if z > st.maxZ {
					st.maxZ = z
				}
				if z > 4 {
					st.alerts++
				}
				st.history = append(st.history, z)
			}
		}
		total += report(all)
	}
	return total
}

func main() {
	prof := flag.String("cpuprofile", "", "write CPU profile here")
	rounds := flag.Int("rounds", 240, "rounds")
	flag.Parse()
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			panic(err)
		}
		runtime.SetCPUProfileRate(200) // 200 Hz instead of the default 100 Hz
		if err := pprof.StartCPUProfile(f); err != nil {
			panic(err)
		}
		defer pprof.StopCPUProfile()
	}
	fmt.Printf("total=%.3f\n", run(*rounds))
}
