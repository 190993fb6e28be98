// metricsd: a toy statsd-style ingestion pipeline.
// generator -> parser goroutines (parseLine) -> aggregator goroutines (seriesKey, observe) <- flusher goroutine
// (snapshots the shards periodically, computes quantiles and encodes a JSON report).
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"hash/fnv"
	"math"
	"math/rand"
	"os"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
)

type Metric struct {
	Name  string
	Value float64
	Kind  byte // 'c' counter, 'g' gauge, 'h' histogram
	Tags  []string
}

type Series struct {
	Count   int64
	Sum     float64
	Last    float64
	Buckets [64]int64
}

type Shard struct {
	mu     sync.Mutex
	series map[string]*Series
}

var names = []string{"api.request.latency", "api.request.count", "db.query.time", "cache.hit", "cache.miss",
	"queue.depth", "worker.busy", "http.bytes.out", "gc.pause", "auth.failures"}
var tagKeys = []string{"host", "region", "env", "route", "status"}
var tagVals = [][]string{{"web-1", "web-2", "web-3", "web-4", "api-1", "api-2"}, {"eu-west-1", "us-east-1", "ap-south-1"},
	{"prod", "staging"}, {"/v1/items", "/v1/users", "/v1/orders", "/v2/search"}, {"200", "404", "500"}}

func genBatch(r *rand.Rand, n int) []string {
	out := make([]string, n)
	var sb strings.Builder
	for i := range out {
		sb.Reset()
		sb.WriteString(names[r.Intn(len(names))])
		sb.WriteByte(':')
		sb.WriteString(strconv.FormatFloat(r.ExpFloat64()*120, 'f', 3, 64))
		sb.WriteByte('|')
		sb.WriteByte("cgh"[r.Intn(3)])
		sb.WriteString("|#")
		perm := r.Perm(len(tagKeys))
		nt := 3 + r.Intn(len(tagKeys)-2)
		for t := 0; t < nt; t++ {
			if t > 0 {
				sb.WriteByte(',')
			}
			k := tagKeys[perm[t]]
			sb.WriteString(k)
			sb.WriteByte(':')
			sb.WriteString(tagVals[perm[t]][r.Intn(len(tagVals[perm[t]]))])
		}
		out[i] = sb.String()
	}
	return out
}

func parseLine(line string) (Metric, bool) {
	var m Metric
	c := strings.IndexByte(line, ':')
	if c <= 0 {
		return m, false
	}
	m.Name = line[:c]
	rest := line[c+1:]
	p := strings.IndexByte(rest, '|')
	if p < 0 {
		return m, false
	}
	v, err := strconv.ParseFloat(rest[:p], 64)
	if err != nil {
		return m, false
	}
	m.Value = v
	rest = rest[p+1:]
	m.Kind = rest[0]
	if h := strings.Index(rest, "|#"); h >= 0 {
		m.Tags = strings.Split(rest[h+2:], ",")
	}
	return m, true
}

// seriesKey builds the canonical series identity: name plus sorted, de-duplicated tags.
// Used only by the aggregators.
func seriesKey(m *Metric) string {
	tags := make([]string, len(m.Tags))
	copy(tags, m.Tags)
	sort.Strings(tags)
	var sb strings.Builder
	sb.Grow(len(m.Name) + 16*len(tags))
	sb.WriteString(m.Name)
	prev := ""
	for _, t := range tags {
		if t == prev {
			continue
		}
		prev = t
		sb.WriteByte(';')
		sb.WriteString(t)
	}
	return sb.String()
}

func bucketOf(v float64) int {
	if v <= 0 {
		return 0
	}
	b := int(math.Log2(v)*4) + 16
	if b < 0 {
		return 0
	}
	if b > 63 {
		return 63
	}
	return b
}

func observe(s *Series, m *Metric) {
	s.Count++
	switch m.Kind {
	case 'c':
		s.Sum += m.Value
	case 'g':
		s.Last = m.Value
	default:
		s.Sum += m.Value
		s.Buckets[bucketOf(m.Value)]++
	}
}

func aggregate(sh []*Shard, in <-chan []Metric, wg *sync.WaitGroup) {
	defer wg.Done()
	for batch := range in {
		for i := range batch {
			m := &batch[i]
			k := seriesKey(m)
			h := fnv.New32a()
			h.Write([]byte(k))
			s := sh[h.Sum32()%uint32(len(sh))]
			s.mu.Lock()
			se := s.series[k]
			if se == nil {
				se = &Series{}
				s.series[k] = se
			}
			observe(se, m)
			s.mu.Unlock()
		}
	}
}

func quantile(b *[64]int64, n int64, q float64) float64 {
	target := int64(math.Ceil(q * float64(n)))
	var acc int64
	for i, c := range b {
		acc += c
		if acc >= target {
			return math.Exp2(float64(i-16) / 4)
		}
	}
	return math.Inf(1)
}

type Row struct {
	Key            string
	Count          int64
	Mean, P50, P99 float64
}

func flush(sh []*Shard) []byte {
	var rows []Row
	for _, s := range sh {
		s.mu.Lock()
		for k, se := range s.series {
			r := Row{Key: k, Count: se.Count}
			if se.Count > 0 {
				r.Mean = se.Sum / float64(se.Count)
				r.P50 = quantile(&se.Buckets, se.Count, 0.5)
				r.P99 = quantile(&se.Buckets, se.Count, 0.99)
			}
			rows = append(rows, r)
		}
		s.mu.Unlock()
	}
	sort.Slice(rows, func(i, j int) bool { return rows[i].Count > rows[j].Count || rows[i].Count == rows[j].Count && rows[i].Key < rows[j].Key })
	b, _ := json.Marshal(rows)
	return b
}

func main() {
	lines := flag.Int("lines", 3000000, "lines to ingest")
	prof := flag.String("cpuprofile", "", "write CPU profile here")
	flag.Parse()
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			panic(err)
		}
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	shards := make([]*Shard, 16)
	for i := range shards {
		shards[i] = &Shard{series: map[string]*Series{}}
	}
	raw := make(chan []string, 8)
	parsed := make(chan []Metric, 8)
	var pwg, awg sync.WaitGroup
	for p := 0; p < 2; p++ {
		pwg.Add(1)
		go func() {
			defer pwg.Done()
			for batch := range raw {
				out := make([]Metric, 0, len(batch))
				for _, l := range batch {
					if m, ok := parseLine(l); ok {
						out = append(out, m)
					}
				}
				parsed <- out
			}
		}()
	}
	for a := 0; a < 2; a++ {
		awg.Add(1)
		go aggregate(shards, parsed, &awg)
	}
	done := make(chan struct{})
	var reports, reportBytes int
	go func() { // flusher
		t := time.NewTicker(200 * time.Millisecond)
		defer t.Stop()
		for {
			select {
			case <-t.C:
				b := flush(shards)
				reports++
				reportBytes += len(b)
			case <-done:
				b := flush(shards)
				reports++
				reportBytes += len(b)
				done <- struct{}{}
				return
			}
		}
	}()
	r := rand.New(rand.NewSource(42))
	for sent := 0; sent < *lines; sent += 2000 {
		raw <- genBatch(r, 2000)
	}
	close(raw)
	pwg.Wait()
	close(parsed)
	awg.Wait()
	done <- struct{}{}
	<-done
	var n int
	for _, s := range shards {
		n += len(s.series)
	}
	fmt.Printf("lines=%d series=%d reports=%d\n", *lines, n, reports)
}
