// Small CPU workload for a control case: three functions of our own do the work.
// The seed only changes the data values; the amount of work is fixed by -iters.
package main

import (
	"flag"
	"fmt"
	"os"
	"runtime/pprof"
)

const n = 8192

//go:noinline
func genData(buf []uint64, seed uint64) {
	x := seed | 1
	for i := range buf {
		for k := 0; k < 4; k++ {
			x ^= x << 13
			x ^= x >> 7
			x ^= x << 17
		}
		buf[i] = x
	}
}

//go:noinline
func hashBlock(buf []uint64) uint64 {
	h := uint64(14695981039346656037)
	for _, v := range buf {
		for b := 0; b < 8; b++ {
			h ^= (v >> (8 * b)) & 0xff
			h *= 1099511628211
		}
	}
	return h
}

//go:noinline
func sumSquares(buf []uint64) uint64 {
	var s uint64
	for _, v := range buf {
		a := v & 0xffffffff
		s = (s*31 + a*a + (v >> 32)) % 1000000007
	}
	return s
}

func main() {
	iters := flag.Int("iters", 20000, "outer iterations (amount of work)")
	seed := flag.Uint64("seed", 1, "random seed (data values only)")
	out := flag.String("cpuprofile", "cpu.pprof", "output profile")
	flag.Parse()

	f, err := os.Create(*out)
	if err != nil {
		panic(err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		panic(err)
	}
	buf := make([]uint64, n)
	var check uint64
	for it := 0; it < *iters; it++ {
		genData(buf, *seed+uint64(it)*0x9E3779B97F4A7C15)
		check ^= hashBlock(buf)
		check += sumSquares(buf)
	}
	pprof.StopCPUProfile()
	f.Close()
	fmt.Printf("iters=%d seed=%d check=%d\n", *iters, *seed, check)
}
