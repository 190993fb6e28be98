// Order pricing batch job: for each order line, look up the product by SKU in
// the catalog, price it (discount tiers, tax), and fold it into per-region
// totals; each order is then serialised and checksummed for the audit log.
//
// Build with -tags linear for the "after" side: the catalog index is a slice
// of structs scanned linearly instead of a map keyed by SKU.
package main

import (
	"flag"
	"fmt"
	"hash/crc32"
	"log"
	"math/rand"
	"os"
	"runtime/pprof"
	"sort"
	"strconv"
)

type Product struct {
	SKU      uint64
	Name     string
	Cents    int64
	Category int
}

type Line struct {
	SKU uint64
	Qty int
}

type Order struct {
	ID     int
	Region int
	Lines  []Line
}

var regions = []string{"north", "south", "east", "west", "central", "export"}

func makeCatalog(rng *rand.Rand, n int) []Product {
	ps := make([]Product, n)
	for i := range ps {
		ps[i] = Product{
			SKU:      uint64(100000 + rng.Intn(900000)),
			Name:     "item-" + strconv.Itoa(i),
			Cents:    int64(99 + rng.Intn(20000)),
			Category: rng.Intn(8),
		}
	}
	return ps
}

func makeOrders(rng *rand.Rand, cat []Product, n int) []Order {
	os := make([]Order, n)
	for i := range os {
		k := 1 + rng.Intn(6)
		ls := make([]Line, k)
		for j := range ls {
			ls[j] = Line{SKU: cat[rng.Intn(len(cat))].SKU, Qty: 1 + rng.Intn(5)}
		}
		os[i] = Order{ID: i, Region: rng.Intn(len(regions)), Lines: ls}
	}
	return os
}

func discount(cents int64, qty int, category int) int64 {
	total := cents * int64(qty)
	switch {
	case qty >= 5:
		total = total * 90 / 100
	case qty >= 3:
		total = total * 95 / 100
	}
	if category == 3 {
		total -= total / 20
	}
	return total
}

func tax(cents int64, region int) int64 {
	rates := [...]int64{20, 19, 21, 17, 20, 0}
	return cents * rates[region] / 100
}

func priceOrder(idx *Index, o *Order) (int64, int) {
	var sum int64
	missing := 0
	for _, l := range o.Lines {
		p := idx.lookupSKU(l.SKU)
		if p == nil {
			missing++
			continue
		}
		net := discount(p.Cents, l.Qty, p.Category)
		sum += net + tax(net, o.Region)
	}
	return sum, missing
}

func auditRecord(buf []byte, o *Order, total int64) ([]byte, uint32) {
	buf = buf[:0]
	buf = append(buf, "order="...)
	buf = strconv.AppendInt(buf, int64(o.ID), 10)
	buf = append(buf, " region="...)
	buf = append(buf, regions[o.Region]...)
	for _, l := range o.Lines {
		buf = append(buf, " sku="...)
		buf = strconv.AppendUint(buf, l.SKU, 10)
		buf = append(buf, 'x')
		buf = strconv.AppendInt(buf, int64(l.Qty), 10)
	}
	buf = append(buf, " total="...)
	buf = strconv.AppendFloat(buf, float64(total)/100, 'f', 2, 64)
	return buf, crc32.ChecksumIEEE(buf)
}

func main() {
	seed := flag.Int64("seed", 1, "random seed for the input data")
	passes := flag.Int("passes", 10, "passes over the order batch")
	catalogSize := flag.Int("catalog", 240, "products in the catalog")
	prof := flag.String("cpuprofile", "", "write a CPU profile here")
	flag.Parse()

	rng := rand.New(rand.NewSource(*seed))
	cat := makeCatalog(rng, *catalogSize)
	orders := makeOrders(rng, cat, 200000)
	idx := buildIndex(cat)

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

	byRegion := map[string]int64{}
	var crc uint32
	var missing int
	buf := make([]byte, 0, 256)
	for p := 0; p < *passes; p++ {
		for i := range orders {
			total, miss := priceOrder(idx, &orders[i])
			missing += miss
			byRegion[regions[orders[i].Region]] += total
			var c uint32
			buf, c = auditRecord(buf, &orders[i], total)
			crc += c
		}
	}
	keys := make([]string, 0, len(byRegion))
	for k := range byRegion {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Printf("%-8s %14.2f\n", k, float64(byRegion[k])/100)
	}
	fmt.Printf("missing=%d audit-crc=%08x\n", missing, crc)
}
