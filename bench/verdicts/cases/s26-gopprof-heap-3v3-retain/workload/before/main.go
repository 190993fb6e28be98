// Toy inventory job: load records, index them by tag, score them, group the
// scores into buckets and render a report. At the end it writes a heap profile
// (runtime/pprof WriteHeapProfile) while all results are still reachable.
package main

import (
	"flag"
	"fmt"
	"math"
	"math/rand"
	"os"
	"runtime"
	"runtime/pprof"
	"sort"
	"strings"
)

type Record struct {
	ID    int
	Name  string
	Tags  []string
	Price float64
	Qty   int
}

type Score struct {
	ID     int
	Value  float64
	Rank   int
	Bucket int
}

type ScoreSet struct {
	Scores []*Score
	Snap   []*Score // unused before the change
}

type Result struct {
	Records []Record
	Index   map[string][]int
	Scores  ScoreSet
	Buckets map[int][]*Score
	Report  string
}

var tagVocab = func() []string {
	v := make([]string, 400)
	for i := range v {
		v[i] = fmt.Sprintf("tag%03d", i)
	}
	return v
}()

func loadRecords(n int, rng *rand.Rand) []Record {
	recs := make([]Record, 0, n)
	for i := 0; i < n; i++ {
		ntags := 2 + rng.Intn(4)
		tags := make([]string, ntags)
		for j := range tags {
			tags[j] = tagVocab[rng.Intn(len(tagVocab))]
		}
		recs = append(recs, Record{
			ID:    i,
			Name:  fmt.Sprintf("item-%07d-%s", i, tags[0]),
			Tags:  tags,
			Price: 1 + rng.Float64()*99,
			Qty:   rng.Intn(500),
		})
	}
	return recs
}

func buildIndex(recs []Record) map[string][]int {
	idx := make(map[string][]int)
	for i := range recs {
		for _, t := range recs[i].Tags {
			idx[t] = append(idx[t], recs[i].ID)
		}
	}
	return idx
}

func computeScores(recs []Record) ScoreSet {
	scores := make([]*Score, 0, len(recs))
	for i := range recs {
		r := &recs[i]
		v := math.Log1p(r.Price*float64(r.Qty)) + 0.1*float64(len(r.Tags))
		scores = append(scores, &Score{ID: r.ID, Value: v})
	}
	sort.Slice(scores, func(a, b int) bool { return scores[a].Value > scores[b].Value })
	for i, s := range scores {
		s.Rank = i
		s.Bucket = int(s.Value)
	}
	return ScoreSet{Scores: scores}
}

func groupByBucket(ss ScoreSet) map[int][]*Score {
	g := make(map[int][]*Score)
	for _, s := range ss.Scores {
		if s.Rank%4 == 0 {
			g[s.Bucket] = append(g[s.Bucket], s)
		}
	}
	return g
}

func renderReport(recs []Record, ss ScoreSet, buckets map[int][]*Score) string {
	var b strings.Builder
	for _, s := range ss.Scores[:2000] {
		r := recs[s.ID]
		line := fmt.Sprintf("%6d %-28s %8.3f %s\n", s.Rank, r.Name, s.Value, strings.Join(r.Tags, ","))
		b.WriteString(line)
	}
	keys := make([]int, 0, len(buckets))
	for k := range buckets {
		keys = append(keys, k)
	}
	sort.Ints(keys)
	for _, k := range keys {
		fmt.Fprintf(&b, "bucket %d: %d\n", k, len(buckets[k]))
	}
	return b.String()
}

func main() {
	n := flag.Int("n", 200000, "records")
	out := flag.String("memprofile", "heap.pb.gz", "heap profile output")
	flag.Parse()
	runtime.MemProfileRate = 512

	rng := rand.New(rand.NewSource(42))
	res := &Result{}
	res.Records = loadRecords(*n, rng)
	res.Index = buildIndex(res.Records)
	res.Scores = computeScores(res.Records)
	res.Buckets = groupByBucket(res.Scores)
	res.Report = renderReport(res.Records, res.Scores, res.Buckets)
	fmt.Printf("records=%d tags=%d buckets=%d report=%d bytes\n",
		len(res.Records), len(res.Index), len(res.Buckets), len(res.Report))

	runtime.GC()
	f, err := os.Create(*out)
	if err != nil {
		panic(err)
	}
	if err := pprof.WriteHeapProfile(f); err != nil {
		panic(err)
	}
	f.Close()
	runtime.KeepAlive(res)
}
