// Order service simulator: a pool of worker goroutines handles synthetic requests.
// Each request body is a small "key=value&..." form; the handler parses it, validates,
// prices the order lines and renders a JSON-ish response. Results are folded into a checksum.
package main

import (
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

func handle(req request) response {
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
