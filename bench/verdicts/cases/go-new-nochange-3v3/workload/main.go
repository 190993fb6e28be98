// scrapeagg: a metrics scraper pipeline. Fetcher goroutines "fetch" exposition
// pages from simulated targets (render + parse), aggregator goroutines merge
// the parsed samples into per-series totals; the results are combined at the end.
package main

import (
	"flag"
	"fmt"
	"math"
	"os"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
)

type Sample struct {
	Key string
	Val float64
}

type Series struct {
	Sum, Min, Max float64
	N             int
}

type Agg struct {
	m     map[string]*Series
	canon map[string]string // raw key -> canonical key (canonicalMerge only)
}

var change = flag.String("change", "none", "none | canonical_merge")

// canonicalMerge is set by -change canonical_merge.
var canonicalMerge bool

var metricNames = []string{"http_requests_total", "http_request_duration_seconds_sum", "process_cpu_seconds_total", "go_gc_duration_seconds", "db_query_rows", "cache_hits_total", "queue_depth"}
var methods = []string{"GET", "POST", "PUT", "DELETE"}
var codes = []string{"200", "201", "204", "301", "400", "404", "500", "503"}
var jobs = []string{"api", "web", "worker"}
var paths = []string{"/api/v1/users", "/api/v1/orders", "/api/v1/items", "/healthz", "/api/v2/search", "/login", "/static/app.js"}

type rng struct{ s uint64 }

func (r *rng) next() uint64 {
	r.s ^= r.s << 13
	r.s ^= r.s >> 7
	r.s ^= r.s << 17
	return r.s
}
func (r *rng) intn(n int) int { return int(r.next() % uint64(n)) }

// fetchPage renders the exposition page of one target (stands in for the HTTP GET).
func fetchPage(target, scrape int, buf []byte) []byte {
	r := &rng{s: uint64(target)*0x9E3779B97F4A7C15 + uint64(scrape)*0xBF58476D1CE4E5B9 + 1}
	buf = buf[:0]
	job := jobs[target%len(jobs)]
	for i := 0; i < 160; i++ {
		buf = append(buf, metricNames[r.intn(len(metricNames))]...)
		// label order differs between exporters
		lbl := [4]string{
			`method="` + methods[r.intn(len(methods))] + `"`,
			`code="` + codes[r.intn(len(codes))] + `"`,
			`path="` + paths[r.intn(len(paths))] + `"`,
			`job="` + job + `"`,
		}
		k := r.intn(4)
		buf = append(buf, '{')
		for j := 0; j < 4; j++ {
			if j > 0 {
				buf = append(buf, ',')
			}
			buf = append(buf, lbl[(j+k)%4]...)
		}
		buf = append(buf, "} "...)
		buf = strconv.AppendFloat(buf, float64(r.intn(100000))/7.0, 'g', -1, 64)
		buf = append(buf, '\n')
	}
	return buf
}

func isNameChar(c byte, first bool) bool {
	return c == '_' || c == ':' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (!first && c >= '0' && c <= '9')
}

// parseLine parses one exposition line: name{l1="v1",...} value.
// It validates the metric and label names, unescapes the label values and
// rebuilds the series key.
func parseLine(line string, kb *strings.Builder) (Sample, bool) {
	i := 0
	for i < len(line) && isNameChar(line[i], i == 0) {
		i++
	}
	if i == 0 {
		return Sample{}, false
	}
	kb.Reset()
	kb.WriteString(line[:i])
	if i < len(line) && line[i] == '{' {
		kb.WriteByte('{')
		i++
		first := true
		for i < len(line) && line[i] != '}' {
			if line[i] == ',' {
				i++
			}
			st := i
			for i < len(line) && isNameChar(line[i], i == st) {
				i++
			}
			if i == st || i+1 >= len(line) || line[i] != '=' || line[i+1] != '"' {
				return Sample{}, false
			}
			if !first {
				kb.WriteByte(',')
			}
			first = false
			kb.WriteString(line[st:i])
			kb.WriteString(`="`)
			i += 2
			for i < len(line) && line[i] != '"' {
				c := line[i]
				if c == '\\' && i+1 < len(line) {
					i++
					switch line[i] {
					case 'n':
						c = '\n'
					default:
						c = line[i]
					}
				}
				kb.WriteByte(c)
				i++
			}
			kb.WriteByte('"')
			i++
		}
		kb.WriteByte('}')
		i++
	}
	for i < len(line) && line[i] == ' ' {
		i++
	}
	v, err := strconv.ParseFloat(line[i:], 64)
	if err != nil {
		return Sample{}, false
	}
	return Sample{Key: kb.String(), Val: v}, true
}

// parsePage parses exposition lines into samples.
func parsePage(page []byte) []Sample {
	out := make([]Sample, 0, 160)
	s := string(page)
	var kb strings.Builder
	for len(s) > 0 {
		nl := strings.IndexByte(s, '\n')
		line := s[:nl]
		s = s[nl+1:]
		if smp, ok := parseLine(line, &kb); ok {
			out = append(out, smp)
		}
	}
	return out
}

func fetcher(targets <-chan [2]int, out chan<- []Sample, wg *sync.WaitGroup) {
	defer wg.Done()
	buf := make([]byte, 0, 16<<10)
	for t := range targets {
		buf = fetchPage(t[0], t[1], buf)
		out <- parsePage(buf)
	}
}

// canonicalKey rewrites name{b="2",a="1"} as name{a="1",b="2"}.
func canonicalKey(key string) string {
	lb := strings.IndexByte(key, '{')
	if lb < 0 {
		return key
	}
	labels := strings.Split(key[lb+1:len(key)-1], ",")
	sort.Strings(labels)
	return key[:lb+1] + strings.Join(labels, ",") + "}"
}

// mergeBatch folds one scraped batch into the aggregator's series.
// With canonicalMerge (the "after" version) series keys are first put in
// canonical label order (memoized per raw key), so the same series from
// exporters with different label orders is merged.
func mergeBatch(a *Agg, batch []Sample) {
	for _, s := range batch {
		key := s.Key
		if canonicalMerge {
			c, ok := a.canon[key]
			if !ok {
				c = canonicalKey(key)
				a.canon[key] = c
			}
			key = c
		}
		se := a.m[key]
		if se == nil {
			se = &Series{Min: math.Inf(1), Max: math.Inf(-1)}
			a.m[key] = se
		}
		se.Sum += s.Val
		se.N++
		if s.Val < se.Min {
			se.Min = s.Val
		}
		if s.Val > se.Max {
			se.Max = s.Val
		}
	}
}

// aggregator receives batches; every batch also updates a rolling summary.
func aggregator(in <-chan []Sample, res chan<- *Agg) {
	a := &Agg{m: make(map[string]*Series), canon: make(map[string]string)}
	for batch := range in {
		mergeBatch(a, batch)
		summarize(batch)
	}
	res <- a
}

var sumMu sync.Mutex
var quantiles [3]float64

// summarize computes p50/p90/p99 of one batch's values.
func summarize(batch []Sample) {
	vals := make([]float64, len(batch))
	for i, s := range batch {
		vals[i] = s.Val
	}
	sort.Float64s(vals)
	sumMu.Lock()
	quantiles[0] = vals[len(vals)/2]
	quantiles[1] = vals[len(vals)*9/10]
	quantiles[2] = vals[len(vals)*99/100]
	sumMu.Unlock()
}

func main() {
	nTargets := flag.Int("targets", 400, "targets")
	nScrapes := flag.Int("scrapes", 30, "scrapes per target")
	nFetch := flag.Int("fetchers", 4, "fetcher goroutines")
	nAgg := flag.Int("aggregators", 2, "aggregator goroutines")
	prof := flag.String("cpuprofile", "", "write CPU profile here")
	flag.Parse()
	canonicalMerge = *change == "canonical_merge"
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			panic(err)
		}
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	t0 := time.Now()
	targets := make(chan [2]int, 64)
	batches := make(chan []Sample, 64)
	res := make(chan *Agg, *nAgg)
	var wg sync.WaitGroup
	for i := 0; i < *nFetch; i++ {
		wg.Add(1)
		go fetcher(targets, batches, &wg)
	}
	for i := 0; i < *nAgg; i++ {
		go aggregator(batches, res)
	}
	go func() {
		for s := 0; s < *nScrapes; s++ {
			for t := 0; t < *nTargets; t++ {
				targets <- [2]int{t, s}
			}
		}
		close(targets)
	}()
	wg.Wait()
	close(batches)
	total := map[string]*Series{}
	for i := 0; i < *nAgg; i++ {
		a := <-res
		for k, v := range a.m {
			if t := total[k]; t != nil {
				t.Sum += v.Sum
				t.N += v.N
				t.Min = math.Min(t.Min, v.Min)
				t.Max = math.Max(t.Max, v.Max)
			} else {
				total[k] = v
			}
		}
	}
	el := time.Since(t0)
	var n int
	for _, v := range total {
		n += v.N
	}
	fmt.Fprintf(os.Stderr, "change=%s series=%d samples=%d elapsed=%.2fs p99=%.1f\n", *change, len(total), n, el.Seconds(), quantiles[2])
}
