// logsvc: a small access-log ingestion service, driven by a synthetic load.
// Each worker goroutine parses log lines, enriches them through a cache,
// encodes them as JSON and keeps rolling latency statistics.
package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"hash/fnv"
	"os"
	"runtime"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
)

// ---------------------------------------------------------------- input

type rng struct{ s uint64 }

func (r *rng) next() uint64 {
	r.s ^= r.s << 13
	r.s ^= r.s >> 7
	r.s ^= r.s << 17
	return r.s
}

func (r *rng) intn(n int) int { return int(r.next() % uint64(n)) }

var (
	methods = []string{"GET", "GET", "GET", "POST", "PUT", "DELETE"}
	bases   = []string{"/api/v1/users", "/api/v1/orders", "/api/v2/catalog/items", "/static/img", "/api/v1/search", "/health"}
	agents  = []string{
		"Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36",
		"curl/8.4.0",
		"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15",
		"okhttp/4.12.0",
	}
	regions = []string{"eu-west-1", "us-east-1", "ap-south-1", "us-west-2"}
)

func genLine(r *rng) string {
	var b strings.Builder
	fmt.Fprintf(&b, "2024-%02d-%02dT%02d:%02d:%02d.%03dZ ", 1+r.intn(12), 1+r.intn(28), r.intn(24), r.intn(60), r.intn(60), r.intn(1000))
	b.WriteString(methods[r.intn(len(methods))])
	b.WriteByte(' ')
	b.WriteString(bases[r.intn(len(bases))])
	for d := r.intn(3); d > 0; d-- {
		fmt.Fprintf(&b, "/%d", r.intn(100000))
	}
	if r.intn(3) == 0 {
		fmt.Fprintf(&b, "?page=%d&sort=Name", r.intn(50))
	}
	statuses := []int{200, 200, 200, 201, 304, 404, 500}
	fmt.Fprintf(&b, " %d %d %d.%02d \"%s\" user=u%d region=%s tags=%s",
		statuses[r.intn(len(statuses))], r.intn(90000), r.intn(400), r.intn(100),
		agents[r.intn(len(agents))], r.intn(500), regions[r.intn(len(regions))],
		[]string{"beta", "beta,canary", "internal", "none"}[r.intn(4)])
	return b.String()
}

// ---------------------------------------------------------------- parsing

type record struct {
	TS        string   `json:"ts"`
	Epoch     int64    `json:"epoch"`
	Method    string   `json:"method"`
	Path      string   `json:"path"`
	Route     string   `json:"route"`
	Status    int      `json:"status"`
	Bytes     int      `json:"bytes"`
	LatencyMs float64  `json:"latency_ms"`
	UA        string   `json:"ua"`
	User      string   `json:"user"`
	Region    string   `json:"region"`
	Tags      []string `json:"tags"`
	Tier      string   `json:"tier"`
	Score     int      `json:"score"`
}

var errMalformed = errors.New("malformed line")

// splitFields splits on spaces, keeping double-quoted fields together.
func splitFields(line string, out []string) []string {
	out = out[:0]
	start, inQuote := 0, false
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case c == '"':
			inQuote = !inQuote
		case c == ' ' && !inQuote:
			if i > start {
				out = append(out, line[start:i])
			}
			start = i + 1
		}
	}
	if start < len(line) {
		out = append(out, line[start:])
	}
	return out
}

func atoiN(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		n = n*10 + int(s[i]-'0')
	}
	return n
}

// parseTimestamp turns 2024-03-05T12:34:56.123Z into a rough epoch (ms).
func parseTimestamp(ts string) (int64, error) {
	if len(ts) < 24 || ts[4] != '-' || ts[10] != 'T' {
		return 0, errMalformed
	}
	y, mo, d := atoiN(ts[0:4]), atoiN(ts[5:7]), atoiN(ts[8:10])
	h, mi, s, ms := atoiN(ts[11:13]), atoiN(ts[14:16]), atoiN(ts[17:19]), atoiN(ts[20:23])
	days := int64((y-1970)*365 + (mo-1)*30 + d)
	return ((days*24+int64(h))*60+int64(mi))*60000 + int64(s)*1000 + int64(ms), nil
}

func parseKV(field, key string) string {
	if strings.HasPrefix(field, key) && len(field) > len(key) && field[len(key)] == '=' {
		return field[len(key)+1:]
	}
	return ""
}

func parseLine(line string, scratch []string) (record, []string, error) {
	var rec record
	f := splitFields(line, scratch)
	if len(f) < 10 {
		return rec, f, errMalformed
	}
	epoch, err := parseTimestamp(f[0])
	if err != nil {
		return rec, f, err
	}
	rec.TS, rec.Epoch, rec.Method, rec.Path = f[0], epoch, f[1], f[2]
	if rec.Status, err = strconv.Atoi(f[3]); err != nil {
		return rec, f, err
	}
	if rec.Bytes, err = strconv.Atoi(f[4]); err != nil {
		return rec, f, err
	}
	if rec.LatencyMs, err = strconv.ParseFloat(f[5], 64); err != nil {
		return rec, f, err
	}
	rec.UA = strings.Trim(f[6], "\"")
	rec.User = parseKV(f[7], "user")
	rec.Region = parseKV(f[8], "region")
	rec.Tags = strings.Split(parseKV(f[9], "tags"), ",")
	return rec, f, nil
}

// ---------------------------------------------------------------- enrichment

// normalizePath lower-cases a path, drops the query and replaces numeric
// segments by ":id" so that /api/v1/users/123 becomes /api/v1/users/:id.
func normalizePath(p string, buf []byte) string {
	buf = buf[:0]
	segStart := 0
	numeric := true
	for i := 0; i <= len(p); i++ {
		if i == len(p) || p[i] == '/' || p[i] == '?' {
			if i > segStart {
				if numeric {
					buf = append(buf, ":id"...)
				} else {
					for j := segStart; j < i; j++ {
						c := p[j]
						if c >= 'A' && c <= 'Z' {
							c += 'a' - 'A'
						}
						buf = append(buf, c)
					}
				}
			}
			if i == len(p) || p[i] == '?' {
				break
			}
			buf = append(buf, '/')
			segStart, numeric = i+1, true
			continue
		}
		if p[i] < '0' || p[i] > '9' {
			numeric = false
		}
	}
	return string(buf)
}

type profile struct {
	tier  string
	score int
}

type entry struct {
	key        string
	val        profile
	prev, next *entry
}

// lruCache is a small LRU keyed by user|route.
type lruCache struct {
	mu         sync.Mutex
	cap        int
	items      map[uint64]*entry
	head, tail *entry
	hits, miss int
}

func newCache(n int) *lruCache { return &lruCache{cap: n, items: make(map[uint64]*entry, n)} }

func hashKey(k string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(k))
	return h.Sum64()
}

func (c *lruCache) unlink(e *entry) {
	if e.prev != nil {
		e.prev.next = e.next
	} else {
		c.head = e.next
	}
	if e.next != nil {
		e.next.prev = e.prev
	} else {
		c.tail = e.prev
	}
	e.prev, e.next = nil, nil
}

func (c *lruCache) pushFront(e *entry) {
	e.next = c.head
	if c.head != nil {
		c.head.prev = e
	}
	c.head = e
	if c.tail == nil {
		c.tail = e
	}
}

func (c *lruCache) get(k string) (profile, bool) {
	h := hashKey(k)
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.items[h]; ok && e.key == k {
		c.unlink(e)
		c.pushFront(e)
		c.hits++
		return e.val, true
	}
	c.miss++
	return profile{}, false
}

func (c *lruCache) put(k string, v profile) {
	h := hashKey(k)
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.items) >= c.cap && c.tail != nil {
		old := c.tail
		c.unlink(old)
		delete(c.items, hashKey(old.key))
	}
	e := &entry{key: k, val: v}
	c.items[h] = e
	c.pushFront(e)
}

// lookupProfile is the slow path: derive a user profile from the key.
//
//go:noinline
func lookupProfile(key string) profile {
	acc := uint32(2166136261)
	for round := 0; round < 24; round++ {
		for i := 0; i < len(key); i++ {
			acc = (acc ^ uint32(key[i])) * 16777619
		}
	}
	tiers := []string{"free", "pro", "team", "enterprise"}
	return profile{tier: tiers[acc%4], score: int(acc % 1000)}
}

func enrich(w *workerState, rec *record) {
	rec.Route = normalizePath(rec.Path, w.pathBuf)
	key := rec.User + "|" + rec.Route
	p, ok := w.cache.get(key)
	if !ok {
		p = lookupProfile(key)
		w.cache.put(key, p)
	}
	rec.Tier, rec.Score = p.tier, p.score
}

// ---------------------------------------------------------------- output

func encodeRecord(rec *record) []byte {
	b, err := json.Marshal(rec)
	if err != nil {
		panic(err)
	}
	return b
}

// ---------------------------------------------------------------- stats

type stats struct {
	window   []float64
	pos      int
	byRoute  map[string]int
	byStatus map[int]int
	bytesOut int
	summary  []byte
	p99      float64
}

func newStats() *stats {
	return &stats{window: make([]float64, 0, 192), byRoute: map[string]int{}, byStatus: map[int]int{}}
}

func (s *stats) observe(rec *record, n int) {
	if len(s.window) < cap(s.window) {
		s.window = append(s.window, rec.LatencyMs)
	} else {
		s.window[s.pos] = rec.LatencyMs
		s.pos = (s.pos + 1) % len(s.window)
	}
	s.byRoute[rec.Route]++
	s.byStatus[rec.Status]++
	s.bytesOut += n
}

func sortLatencies(win []float64) (p50, p90, p99 float64) {
	c := make([]float64, len(win))
	copy(c, win)
	sort.Float64s(c)
	at := func(q float64) float64 { return c[int(q*float64(len(c)-1))] }
	return at(0.5), at(0.9), at(0.99)
}

func encodeSummary(byRoute map[string]int, byStatus map[int]int, p50, p90, p99 float64) []byte {
	routes := make([]string, 0, len(byRoute))
	for r := range byRoute {
		routes = append(routes, r)
	}
	sort.Strings(routes)
	var b strings.Builder
	b.WriteString(`{"routes":{`)
	for i, r := range routes {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Quote(r))
		b.WriteByte(':')
		b.WriteString(strconv.Itoa(byRoute[r]))
	}
	b.WriteString(`},"status":{`)
	first := true
	for code, n := range byStatus {
		if !first {
			b.WriteByte(',')
		}
		first = false
		fmt.Fprintf(&b, "\"%d\":%d", code, n)
	}
	fmt.Fprintf(&b, `},"p50":%.3f,"p90":%.3f,"p99":%.3f}`, p50, p90, p99)
	return []byte(b.String())
}

// refreshStats recomputes the percentiles and the summary document.
func (s *stats) refreshStats() {
	p50, p90, p99 := sortLatencies(s.window)
	s.summary = encodeSummary(s.byRoute, s.byStatus, p50, p90, p99)
	s.p99 = p99
}

// ---------------------------------------------------------------- serving

type workerState struct {
	id      int
	cache   *lruCache
	stats   *stats
	scratch []string
	pathBuf []byte
	served  int
	errors  int
}

func handleRequest(w *workerState, line string) {
	rec, f, err := parseLine(line, w.scratch)
	w.scratch = f
	if err != nil {
		w.errors++
		return
	}
	enrich(w, &rec)
	payload := encodeRecord(&rec)
	w.stats.observe(&rec, len(payload))
	w.served++
	if w.served%200 == 0 {
		w.stats.refreshStats()
	}
}

func serveBatch(w *workerState, batch []string) {
	for _, line := range batch {
		handleRequest(w, line)
	}
}

func worker(w *workerState, lines []string, deadline time.Time, wg *sync.WaitGroup) {
	defer wg.Done()
	const batch = 64
	for i := 0; time.Now().Before(deadline); i = (i + batch) % (len(lines) - batch) {
		serveBatch(w, lines[i:i+batch])
	}
}

func run(dur time.Duration, workers int) (served, errs int) {
	r := &rng{s: 0x9e3779b97f4a7c15}
	lines := make([]string, 8192)
	for i := range lines {
		lines[i] = genLine(r)
	}
	cache := newCache(1024)
	deadline := time.Now().Add(dur)
	var wg sync.WaitGroup
	ws := make([]*workerState, workers)
	for i := range ws {
		ws[i] = &workerState{id: i, cache: cache, stats: newStats(), pathBuf: make([]byte, 0, 128)}
		wg.Add(1)
		go worker(ws[i], lines[(i*1024)%len(lines):], deadline, &wg)
	}
	wg.Wait()
	for _, w := range ws {
		served += w.served
		errs += w.errors
	}
	return
}

func main() {
	out := flag.String("cpuprofile", "", "write a CPU profile to this file")
	dur := flag.Duration("dur", 3*time.Second, "how long to serve")
	workers := flag.Int("workers", 2, "worker goroutines")
	flag.Parse()
	runtime.GOMAXPROCS(2)
	if *out != "" {
		f, err := os.Create(*out)
		if err != nil {
			panic(err)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			panic(err)
		}
		defer f.Close()
		defer pprof.StopCPUProfile()
	}
	t0 := time.Now()
	served, errs := run(*dur, *workers)
	fmt.Fprintf(os.Stderr, "served=%d errors=%d elapsed=%s rate=%.0f/s\n", served, errs, time.Since(t0).Round(time.Millisecond), float64(served)/time.Since(t0).Seconds())
}
