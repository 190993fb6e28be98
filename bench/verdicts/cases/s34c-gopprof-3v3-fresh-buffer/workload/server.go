// A request handler that renders a CSV-ish report for each request into a
// byte buffer and returns its checksum. Build with -tags fresh for the "after"
// side, where the handler stops reusing pooled buffers and allocates a fresh
// 256 KiB []byte per request.
package main

import (
	"flag"
	"fmt"
	"hash/crc32"
	"log"
	"os"
	"runtime"
	"runtime/pprof"
	"strconv"
	"sync"
	"sync/atomic"
)

type request struct {
	id      int
	user    string
	rows    int
	filters []string
}

type record struct {
	id    int
	name  string
	score float64
	tags  []string
}

var catalog []record

func init() {
	catalog = make([]record, 4096)
	for i := range catalog {
		catalog[i] = record{
			id:    i,
			name:  "item-" + strconv.Itoa(i*7919%100000),
			score: float64(i%997) / 13.0,
			tags:  []string{"a" + strconv.Itoa(i%17), "b" + strconv.Itoa(i%29)},
		}
	}
}

const bufSize = 64 << 10

var bufPool = sync.Pool{New: func() any { b := make([]byte, 0, bufSize); return &b }}

func matches(r *record, filters []string) bool {
	for _, f := range filters {
		for _, t := range r.tags {
			if t == f {
				return true
			}
		}
	}
	return len(filters) == 0
}

func renderRow(dst []byte, r *record) []byte {
	dst = strconv.AppendInt(dst, int64(r.id), 10)
	dst = append(dst, ',')
	dst = append(dst, r.name...)
	dst = append(dst, ',')
	dst = strconv.AppendFloat(dst, r.score, 'f', 3, 64)
	for _, t := range r.tags {
		dst = append(dst, ',')
		dst = append(dst, t...)
	}
	return append(dst, '\n')
}

func handleRequest(req *request) uint32 {
	buf := getBuffer()
	out := (*buf)[:0]
	out = append(out, "id,name,score,tags\n"...)
	start := (req.id * 131) % len(catalog)
	n := 0
	for i := 0; n < req.rows && i < len(catalog); i++ {
		r := &catalog[(start+i)%len(catalog)]
		if !matches(r, req.filters) {
			continue
		}
		out = renderRow(out, r)
		n++
	}
	sum := crc32.ChecksumIEEE(out)
	*buf = out
	putBuffer(buf)
	return sum
}

var users = []string{"alice", "bob", "carol", "dave"}

// worker serves requests until the shared request counter reaches nreq.
func worker(next *atomic.Int64, nreq int64, results chan<- uint32, wg *sync.WaitGroup) {
	defer wg.Done()
	var acc uint32
	for {
		i := int(next.Add(1) - 1)
		if int64(i) >= nreq {
			break
		}
		req := &request{id: i, user: users[i%len(users)], rows: 150 + i%100,
			filters: []string{"a" + strconv.Itoa(i%17), "b" + strconv.Itoa(i%29)}}
		acc ^= handleRequest(req)
	}
	results <- acc
}

func main() {
	cpuprofile := flag.String("cpuprofile", "", "write cpu profile to file")
	nreq := flag.Int("requests", 20000, "number of requests")
	workers := flag.Int("workers", 2, "worker goroutines")
	hz := flag.Int("hz", 100, "CPU profile sampling rate")
	flag.Parse()
	if *cpuprofile != "" {
		if *hz != 100 {
			// must precede StartCPUProfile, which then warns that the rate is already set
			runtime.SetCPUProfileRate(*hz)
		}
		f, err := os.Create(*cpuprofile)
		if err != nil {
			log.Fatal(err)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			log.Fatal(err)
		}
		defer pprof.StopCPUProfile()
	}
	results := make(chan uint32, *workers)
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := 0; w < *workers; w++ {
		wg.Add(1)
		go worker(&next, int64(*nreq), results, &wg)
	}
	wg.Wait()
	close(results)
	var acc uint32
	for r := range results {
		acc ^= r
	}
	fmt.Printf("requests=%d checksum=%08x\n", *nreq, acc)
}
