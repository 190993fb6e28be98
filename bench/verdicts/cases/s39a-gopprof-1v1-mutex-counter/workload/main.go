// Several goroutines hash the same number of items each.
// -mode=before: per-item work only (digestItem + foldDigest).
// -mode=after:  additionally every item calls recordProcessed(), which increments a
//               shared counter under a single sync.Mutex (contended by all workers).
// The CPU profile is written with runtime/pprof to -cpuprofile.
package main

import (
	"flag"
	"fmt"
	"os"
	"runtime/pprof"
	"sync"
	"time"
)

var (
	mode      = flag.String("mode", "before", "before|after")
	out       = flag.String("cpuprofile", "cpu.pprof", "output profile")
	workers   = flag.Int("workers", 4, "goroutines")
	perWorker = flag.Int("items", 20000000, "items per goroutine")
)

var (
	mu        sync.Mutex
	processed int64
)

//go:noinline
func recordProcessed() {
	mu.Lock()
	processed++
	mu.Unlock()
}

//go:noinline
func digestItem(id uint64) uint64 {
	h := uint64(14695981039346656037)
	x := id
	for i := 0; i < 24; i++ {
		h ^= x & 0xff
		h *= 1099511628211
		x = x>>3 | x<<61
	}
	return h
}

//go:noinline
func foldDigest(acc, h uint64) uint64 {
	acc ^= h + 0x9e3779b97f4a7c15 + (acc << 6) + (acc >> 2)
	return acc
}

func worker(w int, record bool, res []uint64, wg *sync.WaitGroup) {
	defer wg.Done()
	var acc uint64
	base := uint64(w) * uint64(*perWorker)
	for i := 0; i < *perWorker; i++ {
		acc = foldDigest(acc, digestItem(base+uint64(i)))
		if record {
			recordProcessed()
		}
	}
	res[w] = acc
}

func main() {
	flag.Parse()
	record := *mode == "after"
	f, err := os.Create(*out)
	if err != nil {
		panic(err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		panic(err)
	}
	t0 := time.Now()
	var wg sync.WaitGroup
	res := make([]uint64, *workers)
	for w := 0; w < *workers; w++ {
		wg.Add(1)
		go worker(w, record, res, &wg)
	}
	wg.Wait()
	pprof.StopCPUProfile()
	f.Close()
	var x uint64
	for _, r := range res {
		x ^= r
	}
	fmt.Printf("mode=%s workers=%d items=%d processed=%d xor=%x wall=%v\n", *mode, *workers, *perWorker, processed, x, time.Since(t0))
}
