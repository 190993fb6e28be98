// Request-log scanner: 4 goroutines each scan a slice of synthetic request keys, hash them and count
// "hits" (keys whose hash falls in a bucket). BEFORE: each worker counts hits in its own local
// variable and the totals are merged once at the end.
package main

import (
	"flag"
	"fmt"
	"os"
	"runtime"
	"runtime/pprof"
	"sync"
	"time"
)

type Stats struct {
	mu   sync.Mutex
	hits int64
}

//go:noinline
func hashKey(k uint64) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < 8; i++ {
		h ^= (k >> (8 * i)) & 0xff
		h *= 1099511628211
	}
	return h
}

//go:noinline
func isHit(h uint64) bool { return h%7 == 3 || h%13 == 5 }

func worker(id int, n int, st *Stats, wg *sync.WaitGroup) {
	defer wg.Done()
	var local int64
	k := uint64(id) << 40
	for i := 0; i < n; i++ {
		k++
		if isHit(hashKey(k)) {
			local++
		}
	}
	st.mu.Lock()
	st.hits += local
	st.mu.Unlock()
}

func main() {
	out := flag.String("cpuprofile", "cpu.pb.gz", "")
	n := flag.Int("n", 20000000, "keys per worker")
	flag.Parse()
	f, _ := os.Create(*out)
	runtime.SetCPUProfileRate(250)
	pprof.StartCPUProfile(f)
	t0 := time.Now()
	var st Stats
	var wg sync.WaitGroup
	for w := 0; w < 4; w++ {
		wg.Add(1)
		go worker(w, *n, &st, &wg)
	}
	wg.Wait()
	pprof.StopCPUProfile()
	f.Close()
	fmt.Printf("hits=%d elapsed=%.2fs GOMAXPROCS=%d\n", st.hits, time.Since(t0).Seconds(), runtime.GOMAXPROCS(0))
}
