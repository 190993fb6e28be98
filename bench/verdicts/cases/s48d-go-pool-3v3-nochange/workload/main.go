// Order-batch processor: a producer generates synthetic order lines, a pool of
// workers parses, validates, prices and fingerprints them, and a collector
// aggregates per-region totals.
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

type order struct {
	id       int
	region   string
	sku      string
	qty      int
	unit     float64
	tags     []string
}

type result struct {
	region string
	total  float64
	digest uint64
}

var regions = []string{"north", "south", "east", "west", "central", "coastal"}

type rng struct{ s uint64 }

func (r *rng) next() uint64 {
	r.s ^= r.s << 13
	r.s ^= r.s >> 7
	r.s ^= r.s << 17
	return r.s
}

func makeLine(r *rng, id int) string {
	var b strings.Builder
	b.WriteString(strconv.Itoa(id))
	b.WriteByte('|')
	b.WriteString(regions[r.next()%uint64(len(regions))])
	b.WriteByte('|')
	fmt.Fprintf(&b, "SKU-%05d", r.next()%40000)
	b.WriteByte('|')
	b.WriteString(strconv.Itoa(int(r.next()%50) + 1))
	b.WriteByte('|')
	b.WriteString(strconv.FormatFloat(float64(r.next()%100000)/100.0, 'f', 2, 64))
	b.WriteByte('|')
	nt := int(r.next()%5) + 1
	for i := 0; i < nt; i++ {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "tag%d", r.next()%64)
	}
	return b.String()
}

func parseLine(line string) (order, error) {
	f := strings.Split(line, "|")
	if len(f) != 6 {
		return order{}, fmt.Errorf("bad field count %d", len(f))
	}
	id, err := strconv.Atoi(f[0])
	if err != nil {
		return order{}, err
	}
	qty, err := strconv.Atoi(f[3])
	if err != nil {
		return order{}, err
	}
	unit, err := strconv.ParseFloat(f[4], 64)
	if err != nil {
		return order{}, err
	}
	return order{id: id, region: f[1], sku: f[2], qty: qty, unit: unit, tags: strings.Split(f[5], ",")}, nil
}

func validate(o *order) bool {
	if o.qty <= 0 || o.unit < 0 {
		return false
	}
	if !strings.HasPrefix(o.sku, "SKU-") {
		return false
	}
	sort.Strings(o.tags)
	return true
}

func discountFor(o *order) float64 {
	d := 0.0
	for _, t := range o.tags {
		n, _ := strconv.Atoi(strings.TrimPrefix(t, "tag"))
		if n%7 == 0 {
			d += 0.01
		}
	}
	if o.qty > 40 {
		d += 0.05
	}
	return math.Min(d, 0.2)
}

func price(o *order) float64 {
	gross := float64(o.qty) * o.unit
	net := gross * (1 - discountFor(o))
	// tiered tax computed iteratively (simulates a rule table walk)
	tax := 0.0
	for tier := 0; tier < 40; tier++ {
		tax += net * 0.001 * math.Sqrt(float64(tier+1))
	}
	return net + tax
}

func fingerprint(o *order, amount float64) uint64 {
	h := fnv.New64a()
	for round := 0; round < 6; round++ {
		h.Write([]byte(o.sku))
		h.Write([]byte(o.region))
		for _, t := range o.tags {
			h.Write([]byte(t))
		}
		h.Write([]byte(strconv.FormatFloat(amount, 'f', 2, 64)))
	}
	return h.Sum64()
}

func process(line string) (result, bool) {
	o, err := parseLine(line)
	if err != nil || !validate(&o) {
		return result{}, false
	}
	amt := price(&o)
	return result{region: o.region, total: amt, digest: fingerprint(&o, amt)}, true
}

func worker(in <-chan []string, out chan<- result, wg *sync.WaitGroup) {
	defer wg.Done()
	for batch := range in {
		for _, line := range batch {
			if r, ok := process(line); ok {
				out <- r
			}
		}
	}
}

func produce(n int, seed uint64, in chan<- []string) {
	r := &rng{s: seed}
	batch := make([]string, 0, 256)
	for i := 0; i < n; i++ {
		batch = append(batch, makeLine(r, i))
		if len(batch) == cap(batch) {
			in <- batch
			batch = make([]string, 0, 256)
		}
	}
	if len(batch) > 0 {
		in <- batch
	}
	close(in)
}

func collect(out <-chan result, done chan<- map[string]int64, dig *uint64) {
	totals := map[string]int64{}
	var x uint64
	for r := range out {
		totals[r.region] += int64(math.Round(r.total * 100))
		x ^= r.digest
	}
	*dig = x
	done <- totals
}

func main() {
	n := flag.Int("n", 1800000, "orders")
	workers := flag.Int("workers", 4, "workers")
	prof := flag.String("cpuprofile", "", "write cpu profile")
	flag.Parse()
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			log.Fatal(err)
		}
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	in := make(chan []string, 8)
	out := make(chan result, 1024)
	done := make(chan map[string]int64)
	var dig uint64
	go collect(out, done, &dig)
	var wg sync.WaitGroup
	for w := 0; w < *workers; w++ {
		wg.Add(1)
		go worker(in, out, &wg)
	}
	produce(*n, 0x9e3779b97f4a7c15, in)
	wg.Wait()
	close(out)
	totals := <-done
	keys := make([]string, 0, len(totals))
	for k := range totals {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Printf("%s %d\n", k, totals[k])
	}
	fmt.Printf("digest %016x\n", dig)
}
