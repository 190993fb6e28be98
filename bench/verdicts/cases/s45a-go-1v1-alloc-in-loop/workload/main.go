// tagstats: builds a tag index over a synthetic stream of request events and
// answers a set of tag co-occurrence queries. Writes a CPU profile.
package main

import (
	"flag"
	"fmt"
	"hash/fnv"
	"log"
	"os"
	"runtime/pprof"
	"sort"
	"strings"
)

type Event struct {
	User    uint32
	Path    string
	Tags    string // comma-separated "k=v" pairs
	Latency int
}

type TagIndex struct {
	counts  map[uint64]int
	pairs   map[[2]uint64]int
	latency map[uint64]int64
	nTags   int
	scratch []int
}

func newTagIndex() *TagIndex {
	return &TagIndex{counts: map[uint64]int{}, pairs: map[[2]uint64]int{}, latency: map[uint64]int64{}}
}

var tagKeys = []string{"region", "tier", "client", "status", "cache", "route", "shard", "proto"}

func genEvents(n int, seed uint64) []Event {
	evs := make([]Event, n)
	x := seed
	next := func() uint64 { x ^= x << 13; x ^= x >> 7; x ^= x << 17; return x }
	var sb strings.Builder
	for i := range evs {
		sb.Reset()
		nt := 3 + int(next()%6)
		for t := 0; t < nt; t++ {
			if t > 0 {
				sb.WriteByte(',')
			}
			k := tagKeys[next()%uint64(len(tagKeys))]
			fmt.Fprintf(&sb, "%s=%s%d", k, k[:2], next()%7)
		}
		evs[i] = Event{User: uint32(next() % 5000), Path: fmt.Sprintf("/v1/r%d", next()%50), Tags: sb.String(), Latency: int(next() % 2000)}
	}
	return evs
}

func tagHash(s string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(s))
	return h.Sum64()
}

// addEvent records the tags found at offs (start offsets of each tag in ev.Tags).
func (ix *TagIndex) addEvent(ev *Event, offs []int) {
	var hs [16]uint64
	n := 0
	for i, start := range offs {
		end := len(ev.Tags)
		if i+1 < len(offs) {
			end = offs[i+1] - 1
		}
		h := tagHash(ev.Tags[start:end])
		ix.counts[h]++
		ix.latency[h] += int64(ev.Latency)
		if n < len(hs) {
			hs[n] = h
			n++
		}
	}
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			a, b := hs[i], hs[j]
			if a > b {
				a, b = b, a
			}
			ix.pairs[[2]uint64{a, b}]++
		}
	}
	ix.nTags += len(offs)
}

// scanTags appends to offs the start offset of every tag in s and returns it.
func scanTags(s string, offs []int) []int {
	offs = append(offs, 0)
	for i := 0; i < len(s); i++ {
		if s[i] == ',' {
			offs = append(offs, i+1)
		}
	}
	return offs
}

// indexEvents feeds every event into the index.
func indexEvents(ix *TagIndex, evs []Event) {
	for i := range evs {
		ev := &evs[i]
		ix.addEvent(ev, ix.tagOffsets(ev.Tags))
	}
}

func topPairs(ix *TagIndex, k int) []int {
	vals := make([]int, 0, len(ix.pairs))
	for _, v := range ix.pairs {
		vals = append(vals, v)
	}
	sort.Sort(sort.Reverse(sort.IntSlice(vals)))
	if len(vals) > k {
		vals = vals[:k]
	}
	return vals
}

func main() {
	cpuprofile := flag.String("cpuprofile", "", "write CPU profile to file")
	rounds := flag.Int("rounds", 30, "passes over the event stream")
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
	evs := genEvents(200000, 0x9e3779b97f4a7c15)
	var sum uint64
	for r := 0; r < *rounds; r++ {
		ix := newTagIndex()
		indexEvents(ix, evs)
		for _, v := range topPairs(ix, 10) {
			sum = sum*31 + uint64(v)
		}
		sum += uint64(ix.nTags)
	}
	fmt.Printf("checksum=%d\n", sum)
}
