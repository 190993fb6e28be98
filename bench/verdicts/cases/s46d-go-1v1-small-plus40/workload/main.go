// Small batch pipeline: parse -> normalize -> score -> summarize, four stages.
package main

import (
	"flag"
	"fmt"
	"log"
	"math"
	"os"
	"runtime/pprof"
)

type record struct {
	id     int
	fields [8]float64
	score  float64
}

func rng(seed *uint64) uint64 {
	*seed ^= *seed << 13
	*seed ^= *seed >> 7
	*seed ^= *seed << 17
	return *seed
}

// stage 1
func parseRecords(n int, seed uint64) []record {
	out := make([]record, n)
	for i := range out {
		out[i].id = i
		for j := 0; j < 8; j++ {
			v := rng(&seed)
			out[i].fields[j] = float64(v%100000) / 1000.0
		}
	}
	return out
}

// stage 2
func normalize(recs []record) {
	for k := 0; k < normPasses; k++ {
		for i := range recs {
			var s float64
			for j := 0; j < 8; j++ {
				s += recs[i].fields[j] * recs[i].fields[j]
			}
			s = math.Sqrt(s) + 1e-9
			for j := 0; j < 8; j++ {
				recs[i].fields[j] = recs[i].fields[j]/s*0.5 + 0.5*recs[i].fields[j]
			}
		}
	}
}

// stage 3 (changed between builds: see passes_*.go)
func scoreRecords(recs []record) {
	for i := range recs {
		var acc float64
		for p := 0; p < scorePasses; p++ {
			for j := 0; j < 8; j++ {
				acc += math.Sin(recs[i].fields[j]*float64(p+1)) * 0.25
			}
		}
		recs[i].score = acc
	}
}

// stage 4
func summarize(recs []record) (float64, float64) {
	var best, total float64
	for k := 0; k < sumPasses; k++ {
		for i := range recs {
			h := math.Log1p(math.Abs(recs[i].score)) + float64(k)*1e-12
			total += h
			if h > best {
				best = h
			}
		}
	}
	return best, total
}

func runBatch(n int, seed uint64) (float64, float64) {
	recs := parseRecords(n, seed)
	normalize(recs)
	scoreRecords(recs)
	// score is only used through its log; keep checksum independent of pass count
	for i := range recs {
		recs[i].score = float64(recs[i].id % 97)
	}
	return summarize(recs)
}

func main() {
	prof := flag.String("cpuprofile", "", "write cpu profile")
	batches := flag.Int("batches", 40, "batches")
	flag.Parse()
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			log.Fatal(err)
		}
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	var cb, ct float64
	for b := 0; b < *batches; b++ {
		best, total := runBatch(20000, uint64(b)*2654435761+1)
		cb += best
		ct += total
	}
	fmt.Printf("checksum best=%.6f total=%.3f\n", cb, ct)
}
