// A small ingest pipeline: a producer goroutine generates order events, four worker
// goroutines validate, normalise, encode and digest them, and an aggregator goroutine
// folds the results into per-region totals. The same binary is profiled on both sides.
package main

import (
	"crypto/sha256"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"os"
	"runtime"
	"runtime/pprof"
	"sort"
	"strings"
	"sync"
)

type order struct {
	ID       int      `json:"id"`
	Customer string   `json:"customer"`
	Region   string   `json:"region"`
	Items    []string `json:"items"`
	Cents    []int    `json:"cents"`
}

type result struct {
	region string
	total  int
	digest [32]byte
}

var regions = []string{"eu-west", "eu-central", "us-east", "us-west", "ap-south"}
var skus = []string{"Widget", "Gadget", "Sprocket", "Flange", "Gizmo", "Doohickey", "Bracket", "Coupling"}

func produce(n int, out chan<- *order) {
	x := uint32(2463534242)
	next := func() uint32 { x ^= x << 13; x ^= x >> 17; x ^= x << 5; return x }
	for i := 0; i < n; i++ {
		k := 2 + int(next()%6)
		o := &order{ID: i, Customer: fmt.Sprintf("  Cust-%05d ", next()%20000), Region: regions[next()%5]}
		for j := 0; j < k; j++ {
			o.Items = append(o.Items, skus[next()%8])
			o.Cents = append(o.Cents, int(next()%50000))
		}
		out <- o
	}
	close(out)
}

func normalise(o *order) {
	o.Customer = strings.ToLower(strings.TrimSpace(o.Customer))
	for i, it := range o.Items {
		o.Items[i] = strings.ToUpper(it)
	}
	idx := make([]int, len(o.Items))
	for i := range idx {
		idx[i] = i
	}
	sort.Slice(idx, func(a, b int) bool { return o.Items[idx[a]] < o.Items[idx[b]] })
	items := make([]string, len(idx))
	cents := make([]int, len(idx))
	for i, j := range idx {
		items[i], cents[i] = o.Items[j], o.Cents[j]
	}
	o.Items, o.Cents = items, cents
}

func process(in <-chan *order, out chan<- result, wg *sync.WaitGroup) {
	defer wg.Done()
	for o := range in {
		normalise(o)
		buf, err := json.Marshal(o)
		if err != nil {
			log.Fatal(err)
		}
		total := 0
		for _, c := range o.Cents {
			total += c
		}
		d := sha256.Sum256(buf)
		for r := 0; r < 7; r++ { // key stretching for the audit digest
			d = sha256.Sum256(d[:])
		}
		out <- result{region: o.Region, total: total, digest: d}
	}
}

func aggregate(in <-chan result, done chan<- map[string][2]int) {
	totals := map[string][2]int{}
	for r := range in {
		t := totals[r.region]
		t[0] += r.total
		t[1] ^= int(r.digest[0]) | int(r.digest[31])<<8
		totals[r.region] = t
	}
	done <- totals
}

func main() {
	cpuprofile := flag.String("cpuprofile", "", "write cpu profile to file")
	n := flag.Int("orders", 200000, "orders to process")
	workers := flag.Int("workers", 4, "worker goroutines")
	hz := flag.Int("hz", 100, "CPU profile sampling rate")
	flag.Parse()
	if *cpuprofile != "" {
		if *hz != 100 {
			runtime.SetCPUProfileRate(*hz) // StartCPUProfile then warns the rate is already set
		}
		f, err := os.Create(*cpuprofile)
		if err != nil {
			log.Fatal(err)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			log.Fatal(err)
		}
		defer pprof.StopCPUProfile()
	}
	orders := make(chan *order, 256)
	results := make(chan result, 256)
	done := make(chan map[string][2]int)
	go produce(*n, orders)
	go aggregate(results, done)
	var wg sync.WaitGroup
	for w := 0; w < *workers; w++ {
		wg.Add(1)
		go process(orders, results, &wg)
	}
	wg.Wait()
	close(results)
	totals := <-done
	keys := make([]string, 0, len(totals))
	for k := range totals {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Printf("%s=%d/%04x ", k, totals[k][0], totals[k][1])
	}
	fmt.Println()
}
