// ordersvc: an allocation-heavy order-book batch. Each round: genOrders builds textual order
// lines (strconv + strings.Builder), parseOrders splits them into *Order structs with tag
// slices, indexByCustomer groups them into map[string][]*Order, aggregate computes per-product
// totals into fresh maps, renderReport formats the top entries. Everything from a round is garbage
// one round later (repeatCustomers compares with the previous round's index), so the garbage
// collector runs continuously (GC percent set to 80, as in the memory-capped service this mimics).
package main

import (
	"fmt"
	"os"
	"runtime/debug"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"
	"time"
)

type Order struct {
	ID       int
	Customer string
	Product  string
	Qty      int
	Price    float64
	Tags     []string
}

var sink int

//go:noinline
func genOrders(round, n int) []string {
	lines := make([]string, 0, n)
	seed := uint32(round*7919 + 1)
	for i := 0; i < n; i++ {
		seed ^= seed << 13
		seed ^= seed >> 17
		seed ^= seed << 5
		var b strings.Builder
		b.WriteString(strconv.Itoa(round*n + i))
		b.WriteByte('|')
		b.WriteString("cust-")
		b.WriteString(strconv.Itoa(int(seed % 2000)))
		b.WriteByte('|')
		b.WriteString("sku-")
		b.WriteString(strconv.Itoa(int(seed>>11) % 500))
		b.WriteByte('|')
		b.WriteString(strconv.Itoa(int(seed>>7)%9 + 1))
		b.WriteByte('|')
		b.WriteString(strconv.FormatFloat(float64(seed%100000)/100, 'f', 2, 64))
		b.WriteByte('|')
		b.WriteString("prio=")
		b.WriteString(strconv.Itoa(int(seed>>3) % 4))
		b.WriteString(",region=eu-")
		b.WriteString(strconv.Itoa(int(seed>>5) % 6))
		b.WriteString(",channel=web")
		lines = append(lines, b.String())
	}
	return lines
}

//go:noinline
func parseOrders(lines []string) []*Order {
	out := make([]*Order, 0, len(lines))
	for _, l := range lines {
		f := strings.Split(l, "|")
		if len(f) != 6 {
			continue
		}
		o := &Order{Customer: strings.Clone(f[1]), Product: strings.Clone(f[2])}
		o.ID, _ = strconv.Atoi(f[0])
		o.Qty, _ = strconv.Atoi(f[3])
		o.Price, _ = strconv.ParseFloat(f[4], 64)
		o.Tags = strings.Split(f[5], ",")
		out = append(out, o)
	}
	return out
}

//go:noinline
func indexByCustomer(orders []*Order) map[string][]*Order {
	idx := make(map[string][]*Order)
	for _, o := range orders {
		idx[o.Customer] = append(idx[o.Customer], o)
	}
	return idx
}

type total struct {
	key   string
	value float64
	count int
}

//go:noinline
func repeatCustomers(idx, previous map[string][]*Order) int {
	n := 0
	for c, list := range idx {
		if old, ok := previous[c]; ok && len(old) > 0 && len(list) > 0 && old[0].Product == list[0].Product {
			n++
		}
	}
	return n
}

//go:noinline
func aggregate(idx map[string][]*Order) []total {
	byProduct := make(map[string]*total)
	for _, list := range idx {
		for _, o := range list {
			k := o.Product + "/" + o.Tags[1]
			t := byProduct[k]
			if t == nil {
				t = &total{key: k}
				byProduct[k] = t
			}
			t.value += float64(o.Qty) * o.Price
			t.count++
		}
	}
	out := make([]total, 0, len(byProduct))
	for _, t := range byProduct {
		out = append(out, *t)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].value > out[j].value })
	return out
}

//go:noinline
func renderReport(tot []total) string {
	var b strings.Builder
	for i, t := range tot {
		if i >= 200 {
			break
		}
		b.WriteString(fmt.Sprintf("%3d %-24s %12.2f %6d\n", i+1, t.key, t.value, t.count))
	}
	return b.String()
}

func main() {
	if len(os.Args) < 3 {
		fmt.Fprintln(os.Stderr, "usage: ordersvc <out.pprof> <rounds>")
		os.Exit(2)
	}
	rounds, _ := strconv.Atoi(os.Args[2])
	debug.SetGCPercent(80)
	f, err := os.Create(os.Args[1])
	if err != nil {
		panic(err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		panic(err)
	}
	t0 := time.Now()
	var previous map[string][]*Order // last round's index, kept for the "repeat customer" lookup
	for r := 0; r < rounds; r++ {
		lines := genOrders(r, 40000)
		orders := parseOrders(lines)
		idx := indexByCustomer(orders)
		sink += repeatCustomers(idx, previous)
		previous = idx
		tot := aggregate(idx)
		rep := renderReport(tot)
		sink += len(rep) + len(tot)
	}
	pprof.StopCPUProfile()
	f.Close()
	fmt.Printf("rounds=%d sink=%d time=%.3fs\n", rounds, sink, time.Since(t0).Seconds())
}
