// hitcount: parses synthetic access-log lines with several worker goroutines and counts
// hits and bytes per (route, status) key. How the counts are accumulated differs between
// builds: tally_local.go (default) vs tally_shared.go (-tags shared).
package main

import (
	"flag"
	"fmt"
	"hash/fnv"
	"log"
	"os"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"
	"sync"
)

type stat struct {
	hits  int64
	bytes int64
}

var routes = []string{"/api/users", "/api/orders", "/api/items", "/static/app.js", "/static/app.css",
	"/login", "/logout", "/api/search", "/api/cart", "/health", "/api/reviews", "/img/logo.png"}
var methods = []string{"GET", "GET", "GET", "POST", "PUT", "DELETE"}
var statuses = []int{200, 200, 200, 200, 201, 204, 301, 304, 400, 404, 500}

func xorshift(s *uint64) uint64 {
	x := *s
	x ^= x << 13
	x ^= x >> 7
	x ^= x << 17
	*s = x
	return x
}

// makeLines builds one chunk of access-log lines for a worker.
func makeLines(seed uint64, n int) []string {
	s := seed | 1
	out := make([]string, n)
	var b strings.Builder
	for i := range out {
		b.Reset()
		r := xorshift(&s)
		b.WriteString("10.0.")
		b.WriteString(strconv.Itoa(int(r % 250)))
		b.WriteString(".")
		b.WriteString(strconv.Itoa(int((r >> 8) % 250)))
		b.WriteString(" ")
		b.WriteString(methods[(r>>16)%uint64(len(methods))])
		b.WriteString(" ")
		b.WriteString(routes[(r>>20)%uint64(len(routes))])
		b.WriteString("/")
		b.WriteString(strconv.Itoa(int((r >> 24) % 40)))
		b.WriteString(" ")
		b.WriteString(strconv.Itoa(statuses[(r>>32)%uint64(len(statuses))]))
		b.WriteString(" ")
		b.WriteString(strconv.Itoa(int((r >> 40) % 90000)))
		out[i] = b.String()
	}
	return out
}

type entry struct {
	method, path string
	status       int
	size         int64
}

func parseLine(line string) (entry, bool) {
	f := strings.Fields(line)
	if len(f) != 5 {
		return entry{}, false
	}
	st, err := strconv.Atoi(f[3])
	if err != nil {
		return entry{}, false
	}
	sz, err := strconv.ParseInt(f[4], 10, 64)
	if err != nil {
		return entry{}, false
	}
	return entry{f[1], f[2], st, sz}, true
}

// routeKey normalises the path (drops the numeric id) and builds the aggregation key.
func routeKey(e entry) string {
	p := e.path
	if i := strings.LastIndexByte(p, '/'); i > 0 {
		if _, err := strconv.Atoi(p[i+1:]); err == nil {
			p = p[:i] + "/:id"
		}
	}
	return e.method + " " + p + " " + strconv.Itoa(e.status)
}

func processChunk(lines []string, t tally) {
	for _, l := range lines {
		e, ok := parseLine(l)
		if !ok {
			continue
		}
		t.add(routeKey(e), e.size)
	}
}

// worker loads its shard of the log once and replays it `passes` times
// (one pass per reporting window).
func worker(id int, passes, perShard int, t tally, wg *sync.WaitGroup) {
	defer wg.Done()
	lines := makeLines(uint64(id*1000003+17), perShard)
	for p := 0; p < passes; p++ {
		processChunk(lines, t)
	}
}

func report(m map[string]*stat) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	h := fnv.New64a()
	var hits int64
	for _, k := range keys {
		fmt.Fprintf(h, "%s=%d/%d;", k, m[k].hits, m[k].bytes)
		hits += m[k].hits
	}
	return fmt.Sprintf("keys=%d hits=%d digest=%016x", len(keys), hits, h.Sum64())
}

func main() {
	workers := flag.Int("workers", 4, "worker goroutines")
	passes := flag.Int("passes", 40, "passes over each worker's shard")
	perShard := flag.Int("lines", 20000, "lines per worker shard")
	cpuprofile := flag.String("cpuprofile", "", "write CPU profile")
	flag.Parse()
	if *cpuprofile != "" {
		f, err := os.Create(*cpuprofile)
		if err != nil {
			log.Fatal(err)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			log.Fatal(err)
		}
		defer f.Close()
		defer pprof.StopCPUProfile()
	}
	agg := newAggregator(*workers)
	var wg sync.WaitGroup
	for w := 0; w < *workers; w++ {
		wg.Add(1)
		go worker(w, *passes, *perShard, agg.tallyFor(w), &wg)
	}
	wg.Wait()
	fmt.Println(mode, report(agg.result()))
}
