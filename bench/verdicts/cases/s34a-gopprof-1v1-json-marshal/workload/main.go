// orderexport: generate a day of synthetic orders, validate and aggregate
// them, and export each one as a JSON line. CPU-profiled with runtime/pprof.
//
// encodeRecord lives in encode_strconv.go (before) or, with -tags jsonenc,
// encode_json.go (after).
package main

import (
	"bufio"
	"flag"
	"fmt"
	"hash/crc32"
	"io"
	"log"
	"os"
	"runtime/pprof"
	"sort"
	"strings"
)

type Order struct {
	ID       int64
	Customer string
	SKU      string
	Qty      int
	PriceCts int64
	Region   string
	Express  bool
}

var regions = []string{"eu-west", "eu-north", "us-east", "us-west", "ap-south", "ap-east"}

type rng struct{ s uint64 }

func (r *rng) next() uint64 {
	r.s ^= r.s << 13
	r.s ^= r.s >> 7
	r.s ^= r.s << 17
	return r.s
}

func genOrders(r *rng, n int) []Order {
	out := make([]Order, n)
	var sb strings.Builder
	for i := range out {
		sb.Reset()
		fmt.Fprintf(&sb, "cust-%05d", r.next()%40000)
		cust := sb.String()
		out[i] = Order{
			ID:       int64(1_000_000 + i),
			Customer: cust,
			SKU:      "SKU-" + strings.ToUpper(fmt.Sprintf("%x", r.next()%0xfffff)),
			Qty:      int(r.next()%9) + 1,
			PriceCts: int64(r.next()%50000) + 99,
			Region:   regions[r.next()%uint64(len(regions))],
			Express:  r.next()%5 == 0,
		}
	}
	return out
}

func validate(o *Order) bool {
	if o.Qty <= 0 || o.PriceCts <= 0 {
		return false
	}
	if !strings.HasPrefix(o.SKU, "SKU-") || !strings.HasPrefix(o.Customer, "cust-") {
		return false
	}
	return crc32.ChecksumIEEE([]byte(o.Customer+o.SKU))%97 != 0
}

type regionStats struct {
	orders  int
	revenue int64
	custs   map[string]int
}

func aggregate(orders []Order, stats map[string]*regionStats) {
	for i := range orders {
		o := &orders[i]
		st := stats[o.Region]
		if st == nil {
			st = &regionStats{custs: map[string]int{}}
			stats[o.Region] = st
		}
		st.orders++
		st.revenue += int64(o.Qty) * o.PriceCts
		st.custs[o.Customer]++
	}
}

func export(w io.Writer, orders []Order) (int, uint32) {
	bw := bufio.NewWriterSize(w, 64<<10)
	var line []byte
	n := 0
	var crc uint32
	for i := range orders {
		if !validate(&orders[i]) {
			continue
		}
		line = encodeRecord(line[:0], &orders[i])
		line = append(line, '\n')
		crc = crc32.Update(crc, crc32.IEEETable, line)
		bw.Write(line)
		n++
	}
	bw.Flush()
	return n, crc
}

func topCustomers(stats map[string]*regionStats, k int) []string {
	var all []string
	for reg, st := range stats {
		type kv struct {
			c string
			n int
		}
		var kvs []kv
		for c, n := range st.custs {
			kvs = append(kvs, kv{c, n})
		}
		sort.Slice(kvs, func(i, j int) bool {
			if kvs[i].n != kvs[j].n {
				return kvs[i].n > kvs[j].n
			}
			return kvs[i].c < kvs[j].c
		})
		for i := 0; i < k && i < len(kvs); i++ {
			all = append(all, reg+"/"+kvs[i].c)
		}
	}
	sort.Strings(all)
	return all
}

func main() {
	cpuprofile := flag.String("cpuprofile", "", "write CPU profile to file")
	batches := flag.Int("batches", 8, "number of batches")
	perBatch := flag.Int("n", 100000, "orders per batch")
	flag.Parse()
	if *cpuprofile != "" {
		f, err := os.Create(*cpuprofile)
		if err != nil {
			log.Fatal(err)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			log.Fatal(err)
		}
		defer pprof.StopCPUProfile()
	}
	r := &rng{s: 88172645463325252}
	stats := map[string]*regionStats{}
	total, written := 0, 0
	var crc uint32
	for b := 0; b < *batches; b++ {
		orders := genOrders(r, *perBatch)
		aggregate(orders, stats)
		n, c := export(io.Discard, orders)
		total += len(orders)
		written += n
		crc ^= c
	}
	top := topCustomers(stats, 3)
	fmt.Printf("orders=%d exported=%d crc=%08x top=%s\n", total, written, crc, top[0])
}
