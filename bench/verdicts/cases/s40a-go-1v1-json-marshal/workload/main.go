// Order-pricing workload for a Go pprof before/after case.
//
// Every round prices a batch of orders. With -marshal (the "after" variant)
// processOrders also calls encoding/json.Marshal on each order inside the loop
// (to "audit" it); everything else is identical.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"hash/fnv"
	"math/rand"
	"os"
	"runtime/pprof"
	"sort"
	"strconv"
)

type Line struct {
	SKU      string  `json:"sku"`
	Qty      int     `json:"qty"`
	Price    float64 `json:"price"`
	Discount float64 `json:"discount"`
}

type Order struct {
	ID       int64             `json:"id"`
	Customer string            `json:"customer"`
	Lines    []Line            `json:"lines"`
	Tags     []string          `json:"tags"`
	Meta     map[string]string `json:"meta"`
}

func makeOrders(rng *rand.Rand, n int) []Order {
	out := make([]Order, n)
	for i := range out {
		o := Order{ID: int64(i), Customer: "cust-" + strconv.Itoa(rng.Intn(5000))}
		for j := 0; j < 4+rng.Intn(4); j++ {
			o.Lines = append(o.Lines, Line{
				SKU: "SKU" + strconv.Itoa(rng.Intn(100000)), Qty: 1 + rng.Intn(9),
				Price: float64(rng.Intn(100000)) / 100, Discount: float64(rng.Intn(30)) / 100,
			})
		}
		o.Tags = []string{"web", "priority-" + strconv.Itoa(rng.Intn(3))}
		o.Meta = map[string]string{"region": "r" + strconv.Itoa(rng.Intn(8)), "channel": "c" + strconv.Itoa(rng.Intn(4))}
		out[i] = o
	}
	return out
}

//go:noinline
func priceOrder(o *Order) float64 {
	total := 0.0
	for k := 0; k < 500; k++ {
		for _, l := range o.Lines {
			unit := l.Price * (1 - l.Discount)
			total += unit*float64(l.Qty) + float64(k)*1e-6
		}
	}
	return total
}

//go:noinline
func fingerprint(o *Order) uint64 {
	h := fnv.New64a()
	for k := 0; k < 6; k++ {
		h.Write([]byte(o.Customer))
		for _, l := range o.Lines {
			h.Write([]byte(l.SKU))
			h.Write([]byte(strconv.Itoa(l.Qty)))
		}
	}
	return h.Sum64()
}

//go:noinline
func rankCustomers(totals map[string]float64) []string {
	keys := make([]string, 0, len(totals))
	for k := range totals {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return totals[keys[i]] > totals[keys[j]] })
	if len(keys) > 10 {
		keys = keys[:10]
	}
	return keys
}

//go:noinline
func processOrders(orders []Order, marshal bool) (float64, uint64, int) {
	sum, fp, auditBytes := 0.0, uint64(0), 0
	totals := map[string]float64{}
	for i := range orders {
		o := &orders[i]
		p := priceOrder(o)
		sum += p
		fp += fingerprint(o)
		totals[o.Customer] += p
		if marshal {
			b, err := json.Marshal(o)
			if err != nil {
				panic(err)
			}
			auditBytes += len(b)
		}
	}
	top := rankCustomers(totals)
	return sum, fp, auditBytes + len(top)
}

func main() {
	marshal := flag.Bool("marshal", false, "json.Marshal each order inside the loop (after variant)")
	rounds := flag.Int("rounds", 40, "batches")
	n := flag.Int("orders", 20000, "orders per batch")
	prof := flag.String("cpuprofile", "", "write CPU profile here")
	seed := flag.Int64("seed", 7, "rng seed")
	flag.Parse()
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			panic(err)
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			panic(err)
		}
		defer pprof.StopCPUProfile()
	}
	rng := rand.New(rand.NewSource(*seed))
	orders := makeOrders(rng, *n)
	var sum float64
	var fp uint64
	var extra int
	for r := 0; r < *rounds; r++ {
		s, f, e := processOrders(orders, *marshal)
		sum += s
		fp += f
		extra += e
	}
	fmt.Printf("marshal=%v sum=%.2f fp=%x extra=%d\n", *marshal, sum, fp, extra)
}
