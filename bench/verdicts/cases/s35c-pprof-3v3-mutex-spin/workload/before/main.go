// Command tally simulates an ingestion service: worker goroutines decode
// events, and record per-route counters and latency histograms in a shared
// Stats value.
package main

import (
	"flag"
	"fmt"
	"hash/fnv"
	"log"
	"math/rand"
	"os"
	"runtime/pprof"
	"sort"
	"sync"
)

const (
	numWorkers      = 8
	eventsPerWorker = 800_000
	numRoutes       = 64
)

type Stats struct {
	mu        sync.Mutex
	requests  map[string]int
	errors    map[string]int
	latencyMs [32]int
	bytes     int64
}

func NewStats() *Stats {
	return &Stats{requests: make(map[string]int), errors: make(map[string]int)}
}

func (s *Stats) Record(route string, status, latency, size int) {
	s.mu.Lock()
	s.requests[route]++
	if status >= 500 {
		s.errors[route]++
	}
	b := latency / 8
	if b >= len(s.latencyMs) {
		b = len(s.latencyMs) - 1
	}
	s.latencyMs[b]++
	s.bytes += int64(size)
	s.mu.Unlock()
}

type event struct {
	route   string
	status  int
	latency int
	size    int
}

// decode turns a raw log record into an event; the checksum stands in for
// the parsing/validation work a real decoder does.
func decode(raw []byte, routes []string) event {
	h := fnv.New64a()
	h.Write(raw)
	sum := h.Sum64()
	return event{
		route:   routes[sum%uint64(len(routes))],
		status:  []int{200, 200, 200, 201, 204, 304, 404, 500, 503}[sum>>8%9],
		latency: int(sum>>16%250) + 1,
		size:    int(sum>>24%16384) + 64,
	}
}

func worker(id int, s *Stats, routes []string, wg *sync.WaitGroup) {
	defer wg.Done()
	rng := rand.New(rand.NewSource(int64(id) + 1))
	raw := make([]byte, 96)
	for i := 0; i < eventsPerWorker; i++ {
		rng.Read(raw)
		ev := decode(raw, routes)
		s.Record(ev.route, ev.status, ev.latency, ev.size)
	}
}

func main() {
	cpuprofile := flag.String("cpuprofile", "", "write CPU profile to file")
	flag.Parse()
	if *cpuprofile != "" {
		f, err := os.Create(*cpuprofile)
		if err != nil {
			log.Fatal(err)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			log.Fatal(err)
		}
		defer pprof.StopCPUProfile()
	}

	routes := make([]string, numRoutes)
	for i := range routes {
		routes[i] = fmt.Sprintf("/api/v1/resource%02d", i)
	}
	s := NewStats()
	var wg sync.WaitGroup
	for w := 0; w < numWorkers; w++ {
		wg.Add(1)
		go worker(w, s, routes, &wg)
	}
	wg.Wait()

	total, errs := 0, 0
	keys := make([]string, 0, len(s.requests))
	for k, v := range s.requests {
		total += v
		errs += s.errors[k]
		keys = append(keys, k)
	}
	sort.Strings(keys)
	fmt.Printf("requests=%d errors=%d bytes=%d routes=%d first=%s\n", total, errs, s.bytes, len(keys), keys[0])
}
