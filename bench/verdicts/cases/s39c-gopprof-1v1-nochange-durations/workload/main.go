// Workload for s39c-gopprof-1v1-nochange-durations (control).
// The identical steady loop runs for -iters iterations; before and after differ ONLY in -iters
// (run length). Each iteration: rle-encode a 4 KiB block, checksum it, update a small index.
package main

import (
	"flag"
	"fmt"
	"os"
	"runtime/pprof"
)

var iters = flag.Int("iters", 1000, "iterations of the steady loop")
var cpuprofile = flag.String("cpuprofile", "", "write CPU profile here")

//go:noinline
func fillBlock(b []byte, seed uint32) {
	x := seed*2654435761 + 1
	for i := range b {
		x ^= x << 13
		x ^= x >> 17
		x ^= x << 5
		if x%5 == 0 {
			b[i] = byte(x >> 24)
		} else if i > 0 {
			b[i] = b[i-1]
		}
	}
}

//go:noinline
func rleEncode(dst, src []byte) []byte {
	dst = dst[:0]
	for i := 0; i < len(src); {
		j := i + 1
		for j < len(src) && src[j] == src[i] && j-i < 255 {
			j++
		}
		dst = append(dst, byte(j-i), src[i])
		i = j
	}
	return dst
}

//go:noinline
func adler(b []byte) uint32 {
	a, s := uint32(1), uint32(0)
	for _, c := range b {
		a = (a + uint32(c)) % 65521
		s = (s + a) % 65521
	}
	return s<<16 | a
}

//go:noinline
func updateIndex(idx []uint32, sum uint32, n int) {
	for k := 0; k < 64; k++ {
		h := (sum ^ uint32(k)*0x9e3779b9) % uint32(len(idx))
		idx[h] += uint32(n) + uint32(k)
	}
}

func main() {
	flag.Parse()
	if *cpuprofile != "" {
		fh, err := os.Create(*cpuprofile)
		if err != nil {
			panic(err)
		}
		pprof.StartCPUProfile(fh)
		defer func() { pprof.StopCPUProfile(); fh.Close() }()
	}
	src := make([]byte, 4096)
	dst := make([]byte, 0, 8192)
	idx := make([]uint32, 4096)
	var acc uint32
	for it := 0; it < *iters; it++ {
		fillBlock(src, uint32(it%1024))
		dst = rleEncode(dst, src)
		acc ^= adler(dst)
		updateIndex(idx, acc, len(dst))
	}
	fmt.Println(*iters, acc, idx[7])
}
