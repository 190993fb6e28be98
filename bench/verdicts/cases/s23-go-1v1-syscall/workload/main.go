// reqsim: simulated request handler loop with an access log.
// Each request: parseRequest (split query string), route, render (encoding/json),
// checksum of the body (crc32), and one access-log line via (*accessLogger).log.
// -unbuffered: the access log writes every line straight to the *os.File
// (one write syscall per line) instead of through a bufio.Writer.
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"hash/crc32"
	"io"
	"log"
	"math/rand"
	"os"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"
	"time"
)

type request struct {
	method string
	path   string
	query  map[string]string
	user   string
}

type response struct {
	Status int               `json:"status"`
	Items  []item            `json:"items"`
	Meta   map[string]string `json:"meta"`
}

type item struct {
	ID    int      `json:"id"`
	Name  string   `json:"name"`
	Price float64  `json:"price"`
	Tags  []string `json:"tags"`
}

type accessLogger struct {
	w     io.Writer
	bw    *bufio.Writer
	buf   []byte
	lines int
}

func newAccessLogger(f *os.File, unbuffered bool) *accessLogger {
	l := &accessLogger{}
	if unbuffered {
		l.w = f
	} else {
		l.bw = bufio.NewWriterSize(f, 64*1024)
		l.w = l.bw
	}
	return l
}

// log appends one line: "<ts> <method> <path> user=<u> event=<ev> a=<a> b=<b> dur_us=<d>".
func (l *accessLogger) log(r *request, event string, a, b int, dur time.Duration) {
	buf := l.buf[:0]
	buf = time.Unix(1700000000+int64(l.lines), 0).UTC().AppendFormat(buf, time.RFC3339)
	buf = append(buf, ' ')
	buf = append(buf, r.method...)
	buf = append(buf, ' ')
	buf = append(buf, r.path...)
	buf = append(buf, " user="...)
	buf = append(buf, r.user...)
	buf = append(buf, " event="...)
	buf = append(buf, event...)
	buf = append(buf, " a="...)
	buf = strconv.AppendInt(buf, int64(a), 10)
	buf = append(buf, " b="...)
	buf = strconv.AppendInt(buf, int64(b), 10)
	buf = append(buf, " dur_us="...)
	buf = strconv.AppendInt(buf, dur.Microseconds(), 10)
	buf = append(buf, '\n')
	l.buf = buf
	l.lines++
	if _, err := l.w.Write(buf); err != nil {
		log.Fatal(err)
	}
}

func (l *accessLogger) close() {
	if l.bw != nil {
		l.bw.Flush()
	}
}

var paths = []string{"/api/items", "/api/search", "/api/cart", "/api/user/profile", "/api/items/featured"}
var words = []string{"red", "blue", "lamp", "desk", "chair", "oak", "steel", "mini", "pro", "eco", "set", "kit"}

func genRawRequest(rng *rand.Rand) string {
	var sb strings.Builder
	sb.WriteString("GET ")
	sb.WriteString(paths[rng.Intn(len(paths))])
	sb.WriteString("?q=")
	sb.WriteString(words[rng.Intn(len(words))])
	fmt.Fprintf(&sb, "&page=%d&limit=%d&user=u%04d&sort=%s", rng.Intn(20), 3+rng.Intn(8), rng.Intn(5000), []string{"price", "name", "id"}[rng.Intn(3)])
	return sb.String()
}

func parseRequest(raw string) *request {
	sp := strings.IndexByte(raw, ' ')
	r := &request{method: raw[:sp], query: make(map[string]string, 6)}
	rest := raw[sp+1:]
	path, qs, _ := strings.Cut(rest, "?")
	r.path = path
	for _, kv := range strings.Split(qs, "&") {
		k, v, _ := strings.Cut(kv, "=")
		r.query[k] = v
	}
	r.user = r.query["user"]
	return r
}

func route(r *request, catalog []item) []item {
	q := r.query["q"]
	limit, _ := strconv.Atoi(r.query["limit"])
	page, _ := strconv.Atoi(r.query["page"])
	var out []item
	for i := range catalog {
		if strings.Contains(catalog[i].Name, q) {
			out = append(out, catalog[i])
		}
	}
	switch r.query["sort"] {
	case "price":
		sort.Slice(out, func(a, b int) bool { return out[a].Price < out[b].Price })
	case "name":
		sort.Slice(out, func(a, b int) bool { return out[a].Name < out[b].Name })
	}
	start := (page * limit) % (len(out) + 1)
	end := start + limit
	if end > len(out) {
		end = len(out)
	}
	return out[start:end]
}

func render(r *request, items []item) []byte {
	resp := response{Status: 200, Items: items, Meta: map[string]string{"path": r.path, "user": r.user}}
	b, err := json.Marshal(&resp)
	if err != nil {
		panic(err)
	}
	return b
}

func makeCatalog(rng *rand.Rand, n int) []item {
	cat := make([]item, n)
	for i := range cat {
		name := words[rng.Intn(len(words))] + "-" + words[rng.Intn(len(words))] + "-" + strconv.Itoa(i)
		cat[i] = item{ID: i, Name: name, Price: float64(rng.Intn(100000)) / 100, Tags: []string{words[rng.Intn(len(words))], words[rng.Intn(len(words))]}}
	}
	return cat
}

func main() {
	n := flag.Int("n", 60000, "requests")
	unbuffered := flag.Bool("unbuffered", false, "write access log lines unbuffered")
	cpuprof := flag.String("cpuprofile", "", "write CPU profile")
	logPath := flag.String("log", "/tmp/reqsim-access.log", "access log path")
	flag.Parse()
	if *cpuprof != "" {
		f, err := os.Create(*cpuprof)
		if err != nil {
			log.Fatal(err)
		}
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	lf, err := os.Create(*logPath)
	if err != nil {
		log.Fatal(err)
	}
	defer lf.Close()
	alog := newAccessLogger(lf, *unbuffered)
	rng := rand.New(rand.NewSource(7))
	catalog := makeCatalog(rng, 150)
	start := time.Now()
	var total uint32
	var bytes int
	for i := 0; i < *n; i++ {
		t0 := time.Now()
		req := parseRequest(genRawRequest(rng))
		items := route(req, catalog)
		body := render(req, items)
		total ^= crc32.ChecksumIEEE(body)
		bytes += len(body)
		d := time.Since(t0)
		// audit trail: one line per item served (pricing compliance), then the access line
		for _, it := range items {
			alog.log(req, "serve", it.ID, int(it.Price*100), d)
		}
		if len(items) == 0 {
			alog.log(req, "empty", 0, 0, d)
		}
		alog.log(req, "done", 200, len(body), d)
	}
	alog.close()
	fmt.Printf("requests=%d bytes=%d crc=%08x lines=%d elapsed=%.2fs\n", *n, bytes, total, alog.lines, time.Since(start).Seconds())
}
