// metricsagg: a goroutine pool turns raw metric lines ("name k=v k=v ... value ts") into
// series keys, aggregates them per series and writes a summary. CPU profile via runtime/pprof.
package main

import (
	"flag"
	"fmt"
	"hash/fnv"
	"log"
	"math"
	"os"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"
	"sync"
)

type Point struct {
	Name   string
	Labels [][2]string
	Value  float64
	TS     int64
}

type Series struct {
	Count         int64
	Sum, Min, Max float64
	LastTS        int64
	Sketch        [32]uint32
}

var names = []string{"http_requests_total", "http_request_duration_seconds", "process_cpu_seconds",
	"db_query_duration_seconds", "cache_hits_total", "queue_depth", "gc_pause_seconds", "bytes_sent_total"}
var labelKeys = []string{"host", "region", "service", "method", "status", "route", "zone", "instance", "version", "pod", "team", "env"}

type rng uint64

func (r *rng) next() uint64 { *r ^= *r << 13; *r ^= *r >> 7; *r ^= *r << 17; return uint64(*r) }

// genLines produces n raw metric lines.
func genLines(n int, seed uint64) []string {
	r := rng(seed)
	out := make([]string, n)
	var b strings.Builder
	for i := range out {
		b.Reset()
		x := r.next()
		b.WriteString(names[x%uint64(len(names))])
		host := (x >> 8) % 40
		for k, key := range labelKeys {
			var v uint64
			switch key {
			case "method":
				v = (x >> 20) % 3
			case "status":
				v = (x >> 24) % 4
			case "route":
				v = (x >> 28) % 5
			default:
				v = (host*uint64(k+3) + host/7) % 13 // fixed per host
			}
			b.WriteByte(' ')
			b.WriteString(key)
			b.WriteByte('=')
			b.WriteString(key[:2])
			b.WriteString(strconv.FormatUint(v, 10))
		}
		b.WriteByte(' ')
		b.WriteString(strconv.FormatFloat(float64(r.next()%100000)/100, 'f', 2, 64))
		b.WriteByte(' ')
		b.WriteString(strconv.FormatInt(1700000000000+int64(i), 10))
		out[i] = b.String()
	}
	return out
}

// parseLine splits a raw line into a Point.
func parseLine(line string) (Point, error) {
	f := strings.Fields(line)
	if len(f) < 3 {
		return Point{}, fmt.Errorf("short line")
	}
	p := Point{Name: f[0]}
	for _, kv := range f[1 : len(f)-2] {
		i := strings.IndexByte(kv, '=')
		if i < 0 {
			return Point{}, fmt.Errorf("bad label %q", kv)
		}
		p.Labels = append(p.Labels, [2]string{kv[:i], kv[i+1:]})
	}
	v, err := strconv.ParseFloat(f[len(f)-2], 64)
	if err != nil {
		return Point{}, err
	}
	ts, err := strconv.ParseInt(f[len(f)-1], 10, 64)
	if err != nil {
		return Point{}, err
	}
	p.Value, p.TS = v, ts
	return p, nil
}

// sortLabels puts labels in canonical (key) order.
func sortLabels(p *Point) {
	sort.Slice(p.Labels, func(i, j int) bool { return p.Labels[i][0] < p.Labels[j][0] })
}

// renderKey builds the canonical series key: name{k1="v1",k2="v2",...}
func renderKey(p *Point) string {
	var b strings.Builder
	b.Grow(len(p.Name) + 16*len(p.Labels))
	b.WriteString(p.Name)
	b.WriteByte('{')
	for i, l := range p.Labels {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(l[0])
		b.WriteString(`="`)
		b.WriteString(l[1])
		b.WriteByte('"')
	}
	b.WriteByte('}')
	return b.String()
}

func sketchBucket(v float64) int {
	if v <= 0 {
		return 0
	}
	b := int(math.Log2(v+1) * 2)
	if b > 31 {
		b = 31
	}
	return b
}

type shard struct {
	mu sync.Mutex
	m  map[string]*Series
}

func (s *shard) add(key string, p *Point) {
	s.mu.Lock()
	se := s.m[key]
	if se == nil {
		se = &Series{Min: math.Inf(1), Max: math.Inf(-1)}
		s.m[key] = se
	}
	se.Count++
	se.Sum += p.Value
	se.Min = math.Min(se.Min, p.Value)
	se.Max = math.Max(se.Max, p.Value)
	se.LastTS = p.TS
	se.Sketch[sketchBucket(p.Value)]++
	s.mu.Unlock()
}

func shardOf(key string) int {
	h := fnv.New32a()
	h.Write([]byte(key))
	return int(h.Sum32() % 64)
}

func worker(lines []string, shards []shard, wg *sync.WaitGroup, bad *int64) {
	defer wg.Done()
	for _, ln := range lines {
		p, err := parseLine(ln)
		if err != nil {
			*bad++
			continue
		}
		sortLabels(&p)
		key := renderKey(&p)
		shards[shardOf(key)].add(key, &p)
	}
}

func summarize(shards []shard) (int, uint64) {
	keys := []string{}
	all := map[string]*Series{}
	for i := range shards {
		for k, v := range shards[i].m {
			keys = append(keys, k)
			all[k] = v
		}
	}
	sort.Strings(keys)
	h := fnv.New64a()
	for _, k := range keys {
		s := all[k]
		fmt.Fprintf(h, "%s %d %.2f %.2f %.2f\n", k, s.Count, s.Sum, s.Min, s.Max)
	}
	return len(keys), h.Sum64()
}

func main() {
	n := flag.Int("n", 200000, "lines per batch")
	rounds := flag.Int("rounds", 3, "batches")
	workers := flag.Int("workers", 4, "goroutines")
	prof := flag.String("cpuprofile", "", "write CPU profile")
	flag.Parse()
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			log.Fatal(err)
		}
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	shards := make([]shard, 64)
	for i := range shards {
		shards[i].m = map[string]*Series{}
	}
	var bad int64
	for r := 0; r < *rounds; r++ {
		lines := genLines(*n, uint64(r)*7919+1)
		var wg sync.WaitGroup
		per := (len(lines) + *workers - 1) / *workers
		bads := make([]int64, *workers)
		for w := 0; w < *workers; w++ {
			lo, hi := w*per, (w+1)*per
			if hi > len(lines) {
				hi = len(lines)
			}
			wg.Add(1)
			go worker(lines[lo:hi], shards, &wg, &bads[w])
		}
		wg.Wait()
		for _, b := range bads {
			bad += b
		}
	}
	nk, sum := summarize(shards)
	fmt.Printf("series=%d bad=%d checksum=%016x\n", nk, bad, sum)
}
