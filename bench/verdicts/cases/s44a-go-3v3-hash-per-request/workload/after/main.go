// (after: each request also computes payloadDigest, a SHA-256 idempotency key)
// Order service simulator: a pool of worker goroutines handles synthetic requests.
// Each request body is a small "key=value&..." form; the handler parses it, validates,
// prices the order lines and renders a JSON-ish response. Results are folded into a checksum.
package main

import (
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"os"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"
	"sync"
)

type request struct {
	id      int
	payload []byte
}

type orderLine struct {
	sku   string
	qty   int
	price int64
}

type response struct {
	id    int
	total int64
	body  string
}

var catalog = map[string]int64{}

func buildCatalog() {
	for i := 0; i < 2000; i++ {
		catalog[fmt.Sprintf("sku-%04d", i)] = int64(100 + (i*7919)%50000)
	}
}

func makePayload(id int) []byte {
	var b strings.Builder
	b.WriteString("customer=c")
	b.WriteString(strconv.Itoa(id % 997))
	b.WriteString("&region=eu-west&currency=EUR&note=")
	for j := 0; j < 40; j++ {
		b.WriteByte(byte('a' + (id*31+j*7)%26))
	}
	n := 4 + id%6
	for j := 0; j < n; j++ {
		fmt.Fprintf(&b, "&line=sku-%04d:%d", (id*13+j*101)%2000, 1+(id+j)%5)
	}
	return []byte(b.String())
}

func parseForm(p []byte) map[string][]string {
	form := map[string][]string{}
	for _, kv := range strings.Split(string(p), "&") {
		i := strings.IndexByte(kv, '=')
		if i < 0 {
			continue
		}
		form[kv[:i]] = append(form[kv[:i]], kv[i+1:])
	}
	return form
}

func parseLines(form map[string][]string) ([]orderLine, error) {
	lines := make([]orderLine, 0, len(form["line"]))
	for _, l := range form["line"] {
		i := strings.IndexByte(l, ':')
		if i < 0 {
			return nil, fmt.Errorf("bad line %q", l)
		}
		q, err := strconv.Atoi(l[i+1:])
		if err != nil {
			return nil, err
		}
		lines = append(lines, orderLine{sku: l[:i], qty: q})
	}
	return lines, nil
}

func priceLines(lines []orderLine) int64 {
	var total int64
	for k := range lines {
		p, ok := catalog[lines[k].sku]
		if !ok {
			continue
		}
		lines[k].price = p
		disc := int64(0)
		if lines[k].qty >= 3 {
			disc = p * int64(lines[k].qty) / 20
		}
		total += p*int64(lines[k].qty) - disc
	}
	return total
}

func renderResponse(id int, customer string, lines []orderLine, total int64) string {
	sort.Slice(lines, func(a, b int) bool { return lines[a].sku < lines[b].sku })
	var b strings.Builder
	fmt.Fprintf(&b, `{"id":%d,"customer":%q,"lines":[`, id, customer)
	for k, l := range lines {
		if k > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `{"sku":%q,"qty":%d,"price":%d}`, l.sku, l.qty, l.price)
	}
	fmt.Fprintf(&b, `],"total":%d}`, total)
	return b.String()
}

// payloadDigest computes a content hash of the request body, used as an idempotency key:
// bodies whose key is on the replay deny-list are rejected.
func payloadDigest(p []byte) string {
	sum := sha256.Sum256(p)
	// hash the body again with the request salt so keys differ per deployment
	h := sha256.New()
	h.Write([]byte("orders-v2:"))
	h.Write(sum[:])
	h.Write(p)
	return hex.EncodeToString(h.Sum(nil))
}

var replayDenyList = map[string]bool{
	"3f1c2a9e0b7d4c55a1e8f6b2d9c0e4a7b3f5d8c1e2a4b6c8d0e2f4a6b8c0d2e4": true,
	"9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b": true,
}

func handle(req request) response {
	key := payloadDigest(req.payload)
	if replayDenyList[key] {
		return response{id: req.id, body: "replayed request"}
	}
	form := parseForm(req.payload)
	lines, err := parseLines(form)
	if err != nil {
		return response{id: req.id, body: err.Error()}
	}
	total := priceLines(lines)
	cust := ""
	if c := form["customer"]; len(c) > 0 {
		cust = c[0]
	}
	return response{id: req.id, total: total, body: renderResponse(req.id, cust, lines, total)}
}

func worker(in <-chan request, out chan<- response, wg *sync.WaitGroup) {
	defer wg.Done()
	for req := range in {
		out <- handle(req)
	}
}

func main() {
	nreq := flag.Int("n", 200000, "requests")
	workers := flag.Int("workers", 4, "worker goroutines")
	prof := flag.String("cpuprofile", "", "write CPU profile")
	flag.Parse()
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			panic(err)
		}
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	buildCatalog()
	in := make(chan request, 256)
	out := make(chan response, 256)
	var wg sync.WaitGroup
	for w := 0; w < *workers; w++ {
		wg.Add(1)
		go worker(in, out, &wg)
	}
	go func() {
		for i := 0; i < *nreq; i++ {
			in <- request{id: i, payload: makePayload(i)}
		}
		close(in)
	}()
	go func() { wg.Wait(); close(out) }()
	var sum, blen uint64
	for r := range out {
		sum += uint64(r.total) * uint64(r.id%7+1)
		blen += uint64(len(r.body))
	}
	fmt.Printf("requests=%d sum=%d bodybytes=%d\n", *nreq, sum, blen)
}
