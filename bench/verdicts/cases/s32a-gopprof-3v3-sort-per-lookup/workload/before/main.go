// Order pricing: for each incoming order, check the SKU against a sorted allow-list, then price it.
package main

import (
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"math/rand"
	"os"
	"runtime/pprof"
	"sort"
	"strconv"
	"time"
)

type sku struct {
	id    int
	price int
}

var catalog []sku // kept sorted by id

// lookup returns the price of id, or -1 if it is not in the catalog.
func lookup(id int) int {
	i := sort.Search(len(catalog), func(i int) bool { return catalog[i].id >= id })
	if i < len(catalog) && catalog[i].id == id {
		return catalog[i].price
	}
	return -1
}

// priceOrder does the "real" per-order work: a fingerprint and some arithmetic.
func priceOrder(customer int, qty int, unit int) uint64 {
	var buf [24]byte
	binary.LittleEndian.PutUint64(buf[0:], uint64(customer))
	binary.LittleEndian.PutUint64(buf[8:], uint64(qty))
	binary.LittleEndian.PutUint64(buf[16:], uint64(unit))
	h := sha256.Sum256(buf[:])
	for r := 0; r < 24; r++ {
		h = sha256.Sum256(h[:])
	}
	total := uint64(qty*unit) + uint64(h[0]%7)
	return total
}

func main() {
	seconds, _ := strconv.Atoi(os.Args[2])
	seed, _ := strconv.Atoi(os.Args[3])
	f, err := os.Create(os.Args[1])
	if err != nil {
		panic(err)
	}
	rng := rand.New(rand.NewSource(int64(seed)))
	for i := 0; i < 16; i++ {
		catalog = append(catalog, sku{id: i*7 + 3, price: 100 + rng.Intn(900)})
	}
	sort.Slice(catalog, func(a, b int) bool { return catalog[a].id < catalog[b].id })

	if err := pprof.StartCPUProfile(f); err != nil {
		panic(err)
	}
	end := time.Now().Add(time.Duration(seconds) * time.Second)
	var orders, revenue uint64
	for time.Now().Before(end) {
		for k := 0; k < 1000; k++ {
			id := rng.Intn(17)*7 + 3 // ~6% unknown SKUs
			p := lookup(id)
			if p < 0 {
				continue
			}
			revenue += priceOrder(rng.Intn(100000), 1+rng.Intn(5), p)
			orders++
		}
	}
	pprof.StopCPUProfile()
	f.Close()
	fmt.Println("orders", orders, "revenue", revenue)
}
