// Tally benchmark: a hot loop classifies values and bumps a shared counter.
// Build without tags for "before" (plain counter++), with -tags locked for "after"
// (sync.Mutex Lock/Unlock around the counter update, see tally_*.go).
package main

import (
	"flag"
	"fmt"
	"os"
	"runtime/pprof"
)

var counter int64

//go:noinline
func generate(buf []uint64, seed uint64) {
	x := seed | 1
	for i := range buf {
		x ^= x << 13
		x ^= x >> 7
		x ^= x << 17
		buf[i] = x
	}
}

//go:noinline
func mixdown(buf []uint64) uint64 {
	var h uint64 = 1469598103934665603
	for _, v := range buf {
		h = (h ^ (v & 0xffff)) * 1099511628211
		h = (h ^ (v >> 48)) * 1099511628211
	}
	return h
}

func main() {
	prof := flag.String("cpuprofile", "", "write CPU profile here")
	rounds := flag.Int("rounds", 3000, "rounds")
	flag.Parse()
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			panic(err)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			panic(err)
		}
		defer pprof.StopCPUProfile()
	}
	buf := make([]uint64, 1<<16)
	var h uint64
	for r := 0; r < *rounds; r++ {
		generate(buf, uint64(r)*0x9E3779B97F4A7C15)
		tally(buf)
		h ^= mixdown(buf)
	}
	fmt.Println("counter", counter, "hash", h)
}
