// Small three-function batch job profiled with runtime/pprof.
// -variant before: each stage does the same number of passes.
// -variant after : scoreRecords does 40% more passes (7 instead of 5); the others are unchanged.
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"runtime/pprof"
)

//go:noinline
func parseRecords(buf []uint32, seed uint32) {
	x := seed | 1
	for p := 0; p < 5; p++ {
		for i := range buf {
			x ^= x << 13
			x ^= x >> 17
			x ^= x << 5
			buf[i] = x % 100000
		}
	}
}

//go:noinline
func scoreRecords(buf []uint32, passes int) uint64 {
	var s uint64
	for p := 0; p < passes; p++ {
		for i, v := range buf {
			s = s*1099511628211 + uint64(v^uint32(i+p))
			s ^= s >> 31
		}
	}
	return s
}

//go:noinline
func encodeRecords(buf []uint32, out []byte) int {
	n := 0
	for p := 0; p < 5; p++ {
		n = 0
		for _, v := range buf {
			for v >= 0x80 {
				out[n] = byte(v) | 0x80
				v >>= 7
				n++
			}
			out[n] = byte(v)
			n++
		}
	}
	return n
}

func main() {
	variant := flag.String("variant", "before", "before|after")
	iters := flag.Int("iters", 400, "batches")
	prof := flag.String("cpuprofile", "", "write CPU profile here")
	flag.Parse()
	passes := 5
	if *variant == "after" {
		passes = 7
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
	buf := make([]uint32, 100000)
	out := make([]byte, 5*len(buf))
	var acc uint64
	for it := 0; it < *iters; it++ {
		parseRecords(buf, uint32(it)*2654435761)
		acc += scoreRecords(buf, passes)
		acc += uint64(encodeRecords(buf, out))
	}
	fmt.Println("variant", *variant, "iters", *iters, "score passes", passes, "acc", acc)
}
