// Workload for s38d-gopprof-3v3-alloc-gc.
// -mode=reuse : tokenize() reuses a caller-owned scratch slice and map (before)
// -mode=alloc : tokenize() allocates a fresh slice and map on every call (after)
package main

import (
	"flag"
	"fmt"
	"os"
	"runtime/pprof"
	"time"
)

type scratch struct {
	fields []uint32
	counts map[uint32]int
}

var sink uint64

// node is a pointer-rich live heap so that each GC cycle has real marking work.
type node struct {
	left, right *node
	val         [4]uint64
}

var live []*node

func buildLive(n int) {
	live = make([]*node, n)
	for i := range live {
		live[i] = &node{val: [4]uint64{uint64(i)}}
		if i > 0 {
			live[i].left = live[i-1]
			live[i-1].right = live[i]
		}
	}
}

// tokenize splits a record into fields (hash of each word) and counts distinct words.
//
//go:noinline
func tokenize(rec []byte, s *scratch, alloc bool) uint64 {
	var fields []uint32
	var counts map[uint32]int
	if alloc {
		fields = make([]uint32, 0, 64)
		counts = make(map[uint32]int, 16)
	} else {
		fields = s.fields[:0]
		counts = s.counts
		clear(counts)
	}
	var h uint32 = 2166136261
	for _, c := range rec {
		if c == ' ' {
			fields = append(fields, h)
			counts[h&15]++
			h = 2166136261
			continue
		}
		h = (h ^ uint32(c)) * 16777619
	}
	fields = append(fields, h)
	if !alloc {
		s.fields = fields
	}
	var r uint64
	for _, f := range fields {
		r += uint64(f)
	}
	return r + uint64(len(counts))
}

//go:noinline
func checksum(rec []byte) uint64 {
	var r uint64 = 1469598103934665603
	for i := 0; i < 4; i++ {
		for _, c := range rec {
			r = (r ^ uint64(c)) * 1099511628211
		}
	}
	return r
}

//go:noinline
func score(n uint64) uint64 {
	x := n
	for i := 0; i < 400; i++ {
		x = x*6364136223846793005 + 1442695040888963407
		x ^= x >> 29
	}
	return x
}

func makeRecords(n int) [][]byte {
	words := []string{"alpha", "beta", "gamma", "delta", "eps", "zeta", "eta", "theta", "iota", "kappa"}
	recs := make([][]byte, n)
	seed := uint32(12345)
	for i := range recs {
		var b []byte
		for w := 0; w < 40; w++ {
			seed = seed*1103515245 + 12345
			if w > 0 {
				b = append(b, ' ')
			}
			b = append(b, words[(seed>>16)%uint32(len(words))]...)
		}
		recs[i] = b
	}
	return recs
}

func main() {
	mode := flag.String("mode", "reuse", "reuse|alloc")
	secs := flag.Float64("secs", 4, "seconds to run")
	out := flag.String("cpuprofile", "", "output pprof file")
	flag.Parse()
	alloc := *mode == "alloc"
	recs := makeRecords(1024)
	buildLive(300000)
	s := &scratch{fields: make([]uint32, 0, 64), counts: make(map[uint32]int, 16)}

	f, err := os.Create(*out)
	if err != nil {
		panic(err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		panic(err)
	}
	deadline := time.Now().Add(time.Duration(*secs * float64(time.Second)))
	iters := 0
	for time.Now().Before(deadline) {
		for i := 0; i < 4096; i++ {
			rec := recs[i&1023]
			v := tokenize(rec, s, alloc)
			v += checksum(rec)
			sink += score(v)
		}
		iters++
	}
	pprof.StopCPUProfile()
	f.Close()
	fmt.Printf("mode=%s iters=%d records=%d sink=%d\n", *mode, iters, iters*4096, sink)
}
