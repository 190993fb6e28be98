// Control workload: identical work on both sides, only the RNG seed differs.
//
// Each round generates a batch of random "orders", sorts them by (customer,
// amount), aggregates per-customer totals in a map and checksums the result
// with FNV. Amount of work is fixed by -rounds and -n; -seed only changes the
// random values.
package main

import (
	"flag"
	"fmt"
	"hash/fnv"
	"math/rand"
	"os"
	"runtime/pprof"
	"sort"
)

type order struct {
	customer uint32
	amount   uint64
	sku      [8]byte
}

func generateOrders(r *rand.Rand, out []order) {
	for i := range out {
		out[i].customer = uint32(r.Intn(5000))
		out[i].amount = uint64(r.Int63n(1_000_000))
		for j := range out[i].sku {
			out[i].sku[j] = byte('A' + r.Intn(26))
		}
	}
}

func sortOrders(o []order) {
	sort.Slice(o, func(a, b int) bool {
		if o[a].customer != o[b].customer {
			return o[a].customer < o[b].customer
		}
		return o[a].amount < o[b].amount
	})
}

func aggregate(o []order, totals map[uint32]uint64) {
	for i := range o {
		totals[o[i].customer] += o[i].amount
	}
}

func checksum(o []order) uint64 {
	h := fnv.New64a()
	var buf [20]byte
	for i := range o {
		c, a := o[i].customer, o[i].amount
		for k := 0; k < 4; k++ {
			buf[k] = byte(c >> (8 * k))
		}
		for k := 0; k < 8; k++ {
			buf[4+k] = byte(a >> (8 * k))
		}
		copy(buf[12:], o[i].sku[:])
		h.Write(buf[:])
	}
	return h.Sum64()
}

func main() {
	seed := flag.Int64("seed", 1, "RNG seed")
	rounds := flag.Int("rounds", 60, "rounds")
	n := flag.Int("n", 200000, "orders per round")
	prof := flag.String("cpuprofile", "", "write CPU profile here")
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

	r := rand.New(rand.NewSource(*seed))
	orders := make([]order, *n)
	var acc uint64
	for round := 0; round < *rounds; round++ {
		totals := make(map[uint32]uint64, 5000)
		generateOrders(r, orders)
		sortOrders(orders)
		aggregate(orders, totals)
		acc ^= checksum(orders) + uint64(len(totals))
	}
	fmt.Printf("seed=%d rounds=%d n=%d acc=%016x\n", *seed, *rounds, *n, acc)
}
