// Four worker functions per batch. -variant=after makes rankPostings do 60% more
// passes (rankPasses 10 -> 16); tokenize, buildPostings and compressBlocks are unchanged.
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"runtime/pprof"
)

const docs = 2048

var rankPasses = 10

//go:noinline
func tokenize(seed uint64) []uint32 {
	out := make([]uint32, docs*8)
	x := seed
	for i := range out {
		x ^= x << 13
		x ^= x >> 7
		x ^= x << 17
		out[i] = uint32(x % 5000)
	}
	for r := 0; r < 6; r++ {
		for i := range out {
			out[i] = (out[i]*2654435761 + uint32(r)) % 5000
		}
	}
	return out
}

//go:noinline
func buildPostings(tok []uint32) []uint32 {
	counts := make([]uint32, 5000)
	for r := 0; r < 10; r++ {
		for i, t := range tok {
			counts[(t+uint32(r))%5000] += uint32(i&7) + 1
		}
	}
	return counts
}

//go:noinline
func rankPostings(counts []uint32) uint64 {
	var s uint64
	for p := 0; p < rankPasses; p++ {
		for i, c := range counts {
			v := uint64(c)*uint64(i+p+1) + 17
			s += v % 1000003
			s ^= s >> 11
		}
	}
	return s
}

//go:noinline
func compressBlocks(tok []uint32) uint64 {
	var h uint64 = 14695981039346656037
	for r := 0; r < 3; r++ {
		prev := uint32(0)
		for _, t := range tok {
			d := t - prev
			prev = t
			for d >= 128 {
				h = (h ^ uint64(d&127|128)) * 1099511628211
				d >>= 7
			}
			h = (h ^ uint64(d)) * 1099511628211
		}
	}
	return h
}

func main() {
	variant := flag.String("variant", "before", "before or after")
	batches := flag.Int("batches", 4000, "number of batches")
	prof := flag.String("cpuprofile", "", "write CPU profile here")
	flag.Parse()
	if *variant == "after" {
		rankPasses = 16
	}
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			log.Fatal(err)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			log.Fatal(err)
		}
		defer pprof.StopCPUProfile()
	}
	var acc uint64
	for b := 0; b < *batches; b++ {
		tok := tokenize(uint64(b)*0x9E3779B97F4A7C15 + 1)
		counts := buildPostings(tok)
		acc += rankPostings(counts)
		acc ^= compressBlocks(tok)
	}
	fmt.Printf("variant=%s rankPasses=%d acc=%d\n", *variant, rankPasses, acc)
}
