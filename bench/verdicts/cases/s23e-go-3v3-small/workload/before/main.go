// accesslog: synthesise web access-log lines, parse them, normalise request paths,
// aggregate latency per route and status, compute percentiles and a digest report.
package main

import (
	"flag"
	"fmt"
	"hash/crc32"
	"math/rand"
	"os"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"
)

var routes = []string{"/api/v1/users/%d", "/api/v1/orders/%d/items", "/static/js/app.%d.js", "/api/v2/search", "/health", "/api/v1/users/%d/avatar"}
var methods = []string{"GET", "GET", "GET", "POST", "PUT", "DELETE"}

type entry struct {
	method string
	path   string
	status int
	micros int
	bytes  int
}

func synthesize(r *rand.Rand, n int) []string {
	out := make([]string, 0, n)
	for i := 0; i < n; i++ {
		rt := routes[r.Intn(len(routes))]
		if strings.Contains(rt, "%d") {
			rt = fmt.Sprintf(rt, r.Intn(100000))
		}
		if r.Intn(4) == 0 {
			rt += "?page=" + strconv.Itoa(r.Intn(50)) + "&sort=desc"
		}
		status := 200
		if r.Intn(20) == 0 {
			status = 404
		} else if r.Intn(50) == 0 {
			status = 500
		}
		out = append(out, fmt.Sprintf("10.0.%d.%d - - [25/Nov/2024:10:%02d:%02d +0000] \"%s %s HTTP/1.1\" %d %d %d",
			r.Intn(255), r.Intn(255), r.Intn(60), r.Intn(60), methods[r.Intn(len(methods))], rt, status, r.Intn(50000), 200+r.Intn(90000)))
	}
	return out
}

//go:noinline
func parseLine(line string) (entry, bool) {
	q1 := strings.IndexByte(line, '"')
	if q1 < 0 {
		return entry{}, false
	}
	q2 := strings.IndexByte(line[q1+1:], '"')
	if q2 < 0 {
		return entry{}, false
	}
	req := strings.Fields(line[q1+1 : q1+1+q2])
	rest := strings.Fields(line[q1+2+q2:])
	if len(req) != 3 || len(rest) != 3 {
		return entry{}, false
	}
	st, _ := strconv.Atoi(rest[0])
	by, _ := strconv.Atoi(rest[1])
	us, _ := strconv.Atoi(rest[2])
	return entry{method: req[0], path: req[1], status: st, bytes: by, micros: us}, true
}

// normalizePath strips the query string and replaces numeric path segments with ":id".
//go:noinline
func normalizePath(p string) string {
	if i := strings.IndexByte(p, '?'); i >= 0 {
		p = p[:i]
	}
	segs := strings.Split(p, "/")
	for i, s := range segs {
		if s == "" {
			continue
		}
		numeric := true
		for j := 0; j < len(s); j++ {
			if s[j] < '0' || s[j] > '9' {
				numeric = false
				break
			}
		}
		if numeric {
			segs[i] = ":id"
		}
	}
	return strings.Join(segs, "/")
}

type stats struct {
	count   int
	errors  int
	bytes   int64
	latency []int
}

//go:noinline
func aggregate(entries []entry, agg map[string]*stats) {
	for i := range entries {
		e := &entries[i]
		key := e.method + " " + normalizePath(e.path)
		s := agg[key]
		if s == nil {
			s = &stats{}
			agg[key] = s
		}
		s.count++
		if e.status >= 500 {
			s.errors++
		}
		s.bytes += int64(e.bytes)
		s.latency = append(s.latency, e.micros)
	}
}

//go:noinline
func percentiles(lat []int) (int, int, int) {
	c := append([]int(nil), lat...)
	sort.Ints(c)
	at := func(q float64) int { return c[int(q*float64(len(c)-1))] }
	return at(0.5), at(0.95), at(0.99)
}

//go:noinline
func report(agg map[string]*stats) (string, uint32) {
	keys := make([]string, 0, len(agg))
	for k := range agg {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	for _, k := range keys {
		s := agg[k]
		p50, p95, p99 := percentiles(s.latency)
		fmt.Fprintf(&b, "%-40s n=%d err=%d bytes=%d p50=%d p95=%d p99=%d\n", k, s.count, s.errors, s.bytes, p50, p95, p99)
	}
	out := b.String()
	return out, crc32.ChecksumIEEE([]byte(out))
}

func main() {
	batches := flag.Int("batches", 10, "batches")
	size := flag.Int("size", 100000, "lines per batch")
	prof := flag.String("cpuprofile", "", "write CPU profile")
	flag.Parse()
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			panic(err)
		}
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	r := rand.New(rand.NewSource(42))
	var digest uint32
	for b := 0; b < *batches; b++ {
		lines := synthesize(r, *size)
		entries := make([]entry, 0, len(lines))
		for _, l := range lines {
			if e, ok := parseLine(l); ok {
				entries = append(entries, e)
			}
		}
		agg := map[string]*stats{}
		aggregate(entries, agg)
		_, c := report(agg)
		digest ^= c
	}
	fmt.Printf("batches=%d digest=%08x\n", *batches, digest)
}
