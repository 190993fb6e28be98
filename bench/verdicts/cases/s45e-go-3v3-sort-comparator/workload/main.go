// Catalog merger: builds product records from a synthetic feed, validates and
// prices them, sorts them case-insensitively by name, then emits a report
// checksum. Before/after differ only in sortRecords (sort_before.go vs sort_after.go,
// selected with the build tag "slowcmp").
package main

import (
	"flag"
	"fmt"
	"hash/fnv"
	"log"
	"os"
	"runtime/pprof"
	"strconv"
	"strings"
)

type Record struct {
	SKU   string
	Name  string
	key   string // lower-cased Name, filled by normalize (used by the before variant)
	Price int64
	Qty   int
}

var words = []string{"Alpha", "bravo", "CHARLIE", "Delta", "echo", "Foxtrot", "golf", "HOTEL",
	"India", "juliet", "Kilo", "LIMA", "mike", "November", "oscar", "Papa", "quebec", "Romeo"}

type rng struct{ s uint64 }

func (r *rng) next() uint64 {
	r.s ^= r.s << 13
	r.s ^= r.s >> 7
	r.s ^= r.s << 17
	return r.s
}

func generateFeed(seed uint64, n int) []string {
	r := &rng{seed}
	lines := make([]string, 0, n)
	var b strings.Builder
	for i := 0; i < n; i++ {
		b.Reset()
		v := r.next()
		b.WriteString("SKU")
		b.WriteString(strconv.FormatUint(v%1000000, 10))
		b.WriteByte(';')
		for w := 0; w < 3; w++ {
			if w > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(words[(v>>(8*w+4))%uint64(len(words))])
		}
		b.WriteByte(' ')
		b.WriteString(strconv.FormatUint((v>>40)%10000, 10))
		b.WriteByte(';')
		b.WriteString(strconv.FormatUint((v>>20)%100000, 10))
		b.WriteByte(';')
		b.WriteString(strconv.FormatUint((v>>50)%500, 10))
		lines = append(lines, b.String())
	}
	return lines
}

func parseRecord(line string) (Record, bool) {
	f := strings.Split(line, ";")
	if len(f) != 4 {
		return Record{}, false
	}
	p, err := strconv.ParseInt(f[2], 10, 64)
	if err != nil {
		return Record{}, false
	}
	q, err := strconv.Atoi(f[3])
	if err != nil {
		return Record{}, false
	}
	return Record{SKU: f[0], Name: f[1], Price: p, Qty: q}, true
}

func normalize(recs []Record) {
	for i := range recs {
		recs[i].key = strings.ToLower(recs[i].Name)
	}
}

func applyPricing(recs []Record) {
	for i := range recs {
		p := recs[i].Price
		if recs[i].Qty > 250 {
			p = p * 95 / 100
		}
		recs[i].Price = p + int64(len(recs[i].Name))
	}
}

func loadCatalog(lines []string) []Record {
	recs := make([]Record, 0, len(lines))
	for _, l := range lines {
		if r, ok := parseRecord(l); ok {
			recs = append(recs, r)
		}
	}
	normalize(recs)
	applyPricing(recs)
	return recs
}

func reportChecksum(recs []Record) uint64 {
	h := fnv.New64a()
	for i, r := range recs {
		if i%2 == 0 {
			fmt.Fprintf(h, "%s|%s|%d|%d\n", r.SKU, r.Name, r.Price, r.Qty)
		} else {
			h.Write([]byte(r.SKU))
		}
	}
	return h.Sum64()
}

func main() {
	n := flag.Int("n", 400000, "records")
	rounds := flag.Int("rounds", 3, "rounds")
	prof := flag.String("cpuprofile", "", "write CPU profile")
	flag.Parse()
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			log.Fatal(err)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			log.Fatal(err)
		}
		defer pprof.StopCPUProfile()
	}
	var acc uint64
	for round := 0; round < *rounds; round++ {
		lines := generateFeed(uint64(0x9E3779B97F4A7C15)+uint64(round), *n)
		recs := loadCatalog(lines)
		sortRecords(recs)
		acc ^= reportChecksum(recs)
	}
	fmt.Printf("n=%d rounds=%d checksum=%x\n", *n, *rounds, acc)
}
