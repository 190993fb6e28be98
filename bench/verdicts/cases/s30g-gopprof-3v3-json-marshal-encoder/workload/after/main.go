// eventpipe: generates click events, enriches and scores them, aggregates per
// user, and serializes every event as one JSON line to a sink (hashed, as a
// stand-in for a socket). Writes a CPU profile with runtime/pprof.
package main

import (
	"flag"
	"fmt"
	"hash/fnv"
	"math"
	"os"
	"runtime/pprof"
	"sort"
	"strconv"
	"time"
)

type Event struct {
	ID      int64    `json:"id"`
	User    string   `json:"user"`
	Path    string   `json:"path"`
	Status  int      `json:"status"`
	Latency float64  `json:"latency_ms"`
	Score   float64  `json:"score"`
	Tags    []string `json:"tags"`
}

var paths = []string{"/", "/search", "/item/42", "/cart", "/checkout", "/api/v1/orders", "/login", "/static/app.js"}
var tagset = []string{"mobile", "eu", "beta", "returning", "ad", "organic"}

type rng uint64

func (r *rng) next() uint64 { *r ^= *r << 13; *r ^= *r >> 7; *r ^= *r << 17; return uint64(*r) }

func makeEvent(r *rng, id int64, e *Event) {
	e.ID = id
	e.User = "u" + strconv.Itoa(int(r.next()%5000))
	e.Path = paths[r.next()%uint64(len(paths))]
	e.Status = []int{200, 200, 200, 304, 404, 500}[r.next()%6]
	e.Latency = float64(r.next()%250000) / 1000
	e.Tags = e.Tags[:0]
	for t := 0; t < int(r.next()%3); t++ {
		e.Tags = append(e.Tags, tagset[r.next()%uint64(len(tagset))])
	}
}

// scoreEvent: a small rule model (unchanged)
func scoreEvent(e *Event) float64 {
	s := math.Log1p(e.Latency)
	for i := 0; i < 2000; i++ {
		s = s*0.97 + math.Sqrt(float64(i)+e.Latency)*0.01
	}
	if e.Status >= 500 {
		s += 3
	}
	h := fnv.New64a()
	h.Write([]byte(e.User))
	h.Write([]byte(e.Path))
	return s + float64(h.Sum64()%100)/1000
}

type userStats struct {
	n       int
	latency float64
	errors  int
}

func aggregate(m map[string]*userStats, e *Event) {
	st := m[e.User]
	if st == nil {
		st = &userStats{}
		m[e.User] = st
	}
	st.n++
	st.latency += e.Latency
	if e.Status >= 500 {
		st.errors++
	}
}

func topUsers(m map[string]*userStats) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return m[keys[i]].latency > m[keys[j]].latency })
	return keys[:5]
}

func main() {
	dur := flag.Duration("d", 6*time.Second, "run time")
	prof := flag.String("cpuprofile", "", "write cpu profile")
	flag.Parse()
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			panic(err)
		}
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	r := rng(88172645463325252)
	sink := fnv.New64a()
	stats := map[string]*userStats{}
	var line []byte
	var e Event
	var n int64
	start := time.Now()
	for time.Since(start) < *dur {
		for k := 0; k < 1000; k++ {
			n++
			makeEvent(&r, n, &e)
			e.Score = scoreEvent(&e)
			aggregate(stats, &e)
			line = encodeEvent(line[:0], &e)
			sink.Write(line)
		}
		if n%200000 == 0 {
			topUsers(stats)
		}
	}
	fmt.Printf("events=%d users=%d sink=%x elapsed=%.2fs\n", n, len(stats), sink.Sum64(), time.Since(start).Seconds())
}
