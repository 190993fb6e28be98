// kvagg: generates log-like records, parses them, normalises keys, buckets them,
// aggregates per-bucket stats and periodically ranks the top buckets.
// The before/after variants differ only in bucketFor (bucket_before.go / bucket_after.go,
// selected with -tags after).
package main

import (
	"flag"
	"fmt"
	"math/rand"
	"os"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"
)

var services = []string{"auth", "billing", "catalog", "checkout", "search", "profile", "inventory", "shipping"}
var verbs = []string{"GET", "PUT", "POST", "DELETE"}

type record struct {
	service string
	verb    string
	path    string
	status  int
	latency int
}

func genRecords(rng *rand.Rand, n int) []string {
	out := make([]string, n)
	var sb strings.Builder
	for i := range out {
		sb.Reset()
		sb.WriteString(services[rng.Intn(len(services))])
		sb.WriteByte(' ')
		sb.WriteString(verbs[rng.Intn(len(verbs))])
		sb.WriteString(" /api/v2/Items/")
		sb.WriteString(strconv.Itoa(rng.Intn(5000)))
		sb.WriteString("/Detail ")
		sb.WriteString(strconv.Itoa(200 + 100*rng.Intn(4)))
		sb.WriteByte(' ')
		sb.WriteString(strconv.Itoa(rng.Intn(900) + 1))
		out[i] = sb.String()
	}
	return out
}

//go:noinline
func parseRecord(line string) (record, bool) {
	f := strings.Fields(line)
	if len(f) != 5 {
		return record{}, false
	}
	st, err1 := strconv.Atoi(f[3])
	lat, err2 := strconv.Atoi(f[4])
	if err1 != nil || err2 != nil {
		return record{}, false
	}
	return record{f[0], f[1], f[2], st, lat}, true
}

//go:noinline
func normalizeKey(r *record) string {
	p := strings.ToLower(r.path)
	// collapse numeric path segments
	segs := strings.Split(p, "/")
	for i, s := range segs {
		if s != "" && s[0] >= '0' && s[0] <= '9' {
			segs[i] = "{id}"
		}
	}
	return r.service + ":" + r.verb + ":" + strings.Join(segs, "/") + ":" + strconv.Itoa(r.status/100)
}

type stats struct {
	count int
	sum   int
	max   int
	hist  [16]int
}

//go:noinline
func aggregate(buckets []stats, b uint32, r *record) {
	s := &buckets[b]
	s.count++
	s.sum += r.latency
	if r.latency > s.max {
		s.max = r.latency
	}
	s.hist[r.latency*16/1000]++
}

//go:noinline
func rankBuckets(buckets []stats) int {
	idx := make([]int, len(buckets))
	for i := range idx {
		idx[i] = i
	}
	sort.Slice(idx, func(a, b int) bool {
		x, y := &buckets[idx[a]], &buckets[idx[b]]
		if x.count != y.count {
			return x.count > y.count
		}
		return idx[a] < idx[b]
	})
	return idx[0]
}

const nBuckets = 4096

func main() {
	rounds := flag.Int("rounds", 200, "rounds of work")
	seed := flag.Int64("seed", 1, "random seed")
	cpuprofile := flag.String("cpuprofile", "", "write CPU profile here")
	flag.Parse()
	if *cpuprofile != "" {
		f, err := os.Create(*cpuprofile)
		if err != nil {
			panic(err)
		}
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	rng := rand.New(rand.NewSource(*seed))
	buckets := make([]stats, nBuckets)
	top := 0
	for round := 0; round < *rounds; round++ {
		lines := genRecords(rng, 20000)
		for _, l := range lines {
			r, ok := parseRecord(l)
			if !ok {
				continue
			}
			k := normalizeKey(&r)
			aggregate(buckets, bucketFor(k), &r)
		}
		for i := 0; i < 4; i++ {
			top += rankBuckets(buckets)
		}
	}
	fmt.Printf("variant=%s rounds=%d top=%d count0=%d\n", variant, *rounds, top, buckets[0].count)
}
