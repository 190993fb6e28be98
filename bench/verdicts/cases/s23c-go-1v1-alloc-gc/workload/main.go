// Toy metrics aggregator: formats request log lines, parses them back,
// builds a label key per request and aggregates latency stats per key.
//
//	metricsagg -n 200000 -rounds R -cpuprofile FILE [-after]
//
// before: labelKey appends the sorted label pairs into a caller-owned,
// reused []byte buffer and looks the stat up with m[string(buf)] (no alloc).
// after : labelKey builds a fresh map of labels per call, collects and sorts
// its keys into a new slice and joins them with a strings.Builder, returning
// a new string per call (several allocations per request).
package main

import (
	"flag"
	"fmt"
	"log"
	"math/rand"
	"os"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"
	"time"
)

type Request struct {
	Method  string
	Route   string
	Status  int
	Region  string
	Client  string
	Latency float64
	Bytes   int
}

type Stat struct {
	Count int
	Sum   float64
	Max   float64
	Bytes int64
	Hist  [16]int
}

var (
	methods = []string{"GET", "GET", "GET", "POST", "PUT", "DELETE"}
	routes  = []string{"/api/users", "/api/orders", "/api/items", "/login", "/static/app.js", "/api/search", "/health"}
	regions = []string{"eu-west", "us-east", "ap-south", "us-west"}
	clients = []string{"web", "ios", "android", "cli"}
)

func genRequests(n int, seed int64) []Request {
	r := rand.New(rand.NewSource(seed))
	out := make([]Request, n)
	for i := range out {
		st := 200
		if x := r.Intn(100); x < 4 {
			st = 500
		} else if x < 12 {
			st = 404
		}
		out[i] = Request{methods[r.Intn(len(methods))], routes[r.Intn(len(routes))], st,
			regions[r.Intn(len(regions))], clients[r.Intn(len(clients))], r.ExpFloat64() * 40, r.Intn(60000)}
	}
	return out
}

// formatLine renders a request as a logfmt-ish line into buf.
func formatLine(buf []byte, q *Request) []byte {
	buf = append(buf, "method="...)
	buf = append(buf, q.Method...)
	buf = append(buf, " route="...)
	buf = append(buf, q.Route...)
	buf = append(buf, " status="...)
	buf = strconv.AppendInt(buf, int64(q.Status), 10)
	buf = append(buf, " region="...)
	buf = append(buf, q.Region...)
	buf = append(buf, " client="...)
	buf = append(buf, q.Client...)
	buf = append(buf, " latency_ms="...)
	buf = strconv.AppendFloat(buf, q.Latency, 'f', 3, 64)
	buf = append(buf, " bytes="...)
	buf = strconv.AppendInt(buf, int64(q.Bytes), 10)
	return buf
}

// parseLine splits a formatted line back into a Request (string fields point into line).
func parseLine(line string, q *Request) error {
	for len(line) > 0 {
		sp := strings.IndexByte(line, ' ')
		var tok string
		if sp < 0 {
			tok, line = line, ""
		} else {
			tok, line = line[:sp], line[sp+1:]
		}
		eq := strings.IndexByte(tok, '=')
		if eq < 0 {
			return fmt.Errorf("bad token %q", tok)
		}
		k, v := tok[:eq], tok[eq+1:]
		switch k {
		case "method":
			q.Method = v
		case "route":
			q.Route = v
		case "status":
			n, err := strconv.Atoi(v)
			if err != nil {
				return err
			}
			q.Status = n
		case "region":
			q.Region = v
		case "client":
			q.Client = v
		case "latency_ms":
			f, err := strconv.ParseFloat(v, 64)
			if err != nil {
				return err
			}
			q.Latency = f
		case "bytes":
			n, err := strconv.Atoi(v)
			if err != nil {
				return err
			}
			q.Bytes = n
		}
	}
	return nil
}

func statusClass(s int) string {
	switch {
	case s >= 500:
		return "5xx"
	case s >= 400:
		return "4xx"
	default:
		return "2xx"
	}
}

var labelNames = [...]string{"client", "method", "region", "route", "status"}

// labelKey (before): sorted label pairs appended into a reused buffer.
func labelKeyBuf(buf []byte, q *Request) []byte {
	vals := [...]string{q.Client, q.Method, q.Region, q.Route, statusClass(q.Status)}
	for i, n := range labelNames {
		if i > 0 {
			buf = append(buf, ',')
		}
		buf = append(buf, n...)
		buf = append(buf, '=')
		buf = append(buf, vals[i]...)
	}
	return buf
}

// labelKey (after): generic label map, sorted keys, fresh string per call.
func labelKeyMap(q *Request) string {
	labels := map[string]string{
		"method": q.Method,
		"route":  q.Route,
		"status": statusClass(q.Status),
		"region": q.Region,
		"client": q.Client,
	}
	keys := make([]string, 0, len(labels))
	for k := range labels {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var sb strings.Builder
	for i, k := range keys {
		if i > 0 {
			sb.WriteByte(',')
		}
		sb.WriteString(k)
		sb.WriteByte('=')
		sb.WriteString(labels[k])
	}
	return sb.String()
}

type Aggregator struct {
	after bool
	stats map[string]*Stat
	kbuf  []byte
}

// labelKey returns the stat for the request's label set, creating it if needed.
func (a *Aggregator) labelKey(q *Request) *Stat {
	if a.after {
		k := labelKeyMap(q)
		st := a.stats[k]
		if st == nil {
			st = &Stat{}
			a.stats[k] = st
		}
		return st
	}
	a.kbuf = labelKeyBuf(a.kbuf[:0], q)
	st := a.stats[string(a.kbuf)]
	if st == nil {
		st = &Stat{}
		a.stats[string(a.kbuf)] = st
	}
	return st
}

func (a *Aggregator) observe(q *Request) {
	st := a.labelKey(q)
	st.Count++
	st.Sum += q.Latency
	if q.Latency > st.Max {
		st.Max = q.Latency
	}
	st.Bytes += int64(q.Bytes)
	b := 0
	for l := q.Latency; l >= 1 && b < 15; l /= 2 {
		b++
	}
	st.Hist[b]++
}

func summarize(stats map[string]*Stat) string {
	keys := make([]string, 0, len(stats))
	for k := range stats {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return stats[keys[i]].Sum > stats[keys[j]].Sum })
	var sb strings.Builder
	for _, k := range keys[:10] {
		s := stats[k]
		fmt.Fprintf(&sb, "%s count=%d mean=%.2f max=%.2f\n", k, s.Count, s.Sum/float64(s.Count), s.Max)
	}
	return sb.String()
}

func main() {
	n := flag.Int("n", 200000, "requests")
	rounds := flag.Int("rounds", 10, "rounds")
	after := flag.Bool("after", false, "allocating labelKey")
	prof := flag.String("cpuprofile", "", "file")
	flag.Parse()
	reqs := genRequests(*n, 42)
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			log.Fatal(err)
		}
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	t0 := time.Now()
	agg := &Aggregator{after: *after, stats: map[string]*Stat{}}
	var line []byte
	var q Request
	total := 0
	for r := 0; r < *rounds; r++ {
		for i := range reqs {
			line = formatLine(line[:0], &reqs[i])
			if err := parseLine(string(line), &q); err != nil {
				log.Fatal(err)
			}
			agg.observe(&q)
			total += len(line)
		}
	}
	out := summarize(agg.stats)
	fmt.Fprintf(os.Stderr, "after=%v keys=%d bytes=%d elapsed=%v\n%s", *after, len(agg.stats), total, time.Since(t0), out[:80])
}
