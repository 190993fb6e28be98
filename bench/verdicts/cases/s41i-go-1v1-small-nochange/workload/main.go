// Small inventory workload: four functions share the CPU time.
// usage: inventory -seed N -cpuprofile out.pprof
// The amount of work is fixed by the constants; -seed only changes the data values.
package main

import (
	"flag"
	"fmt"
	"math/rand"
	"os"
	"runtime/pprof"
	"sort"
)

const (
	nItems       = 200000
	reps         = 6
	encodeRounds = 160
	hashRounds   = 220
	rankRounds   = 4
	tallyRounds  = 600
)

type item struct {
	id, qty, price, bin uint32
}

//go:noinline
func encodeItems(items []item, rounds int) []byte {
	buf := make([]byte, 0, len(items)*16)
	for r := 0; r < rounds; r++ {
		buf = buf[:0]
		for _, it := range items {
			v := it.id ^ it.qty<<3 ^ it.price<<7 ^ uint32(r)
			for v >= 0x80 {
				buf = append(buf, byte(v)|0x80)
				v >>= 7
			}
			buf = append(buf, byte(v))
		}
	}
	return buf
}

//go:noinline
func hashBlocks(buf []byte, rounds int) uint64 {
	var h uint64 = 14695981039346656037
	for r := 0; r < rounds; r++ {
		for _, b := range buf {
			h ^= uint64(b)
			h *= 1099511628211
		}
		h += uint64(r)
	}
	return h
}

//go:noinline
func rankItems(items []item, rounds int) uint32 {
	var acc uint32
	tmp := make([]item, len(items))
	for r := 0; r < rounds; r++ {
		copy(tmp, items)
		sort.Slice(tmp, func(a, b int) bool {
			if tmp[a].price != tmp[b].price {
				return tmp[a].price < tmp[b].price
			}
			return tmp[a].id < tmp[b].id
		})
		acc += tmp[len(tmp)/2].id
	}
	return acc
}

//go:noinline
func tallyBins(items []item, rounds int) uint64 {
	var bins [256]uint64
	for r := 0; r < rounds; r++ {
		for _, it := range items {
			bins[(it.bin+uint32(r))&255] += uint64(it.qty)*uint64(it.price)%1009 + 1
		}
	}
	var s uint64
	for i, v := range bins {
		s += uint64(i) * v
	}
	return s
}

func main() {
	seed := flag.Int64("seed", 1, "data seed")
	prof := flag.String("cpuprofile", "", "write cpu profile here")
	flag.Parse()
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			panic(err)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			panic(err)
		}
		defer func() { pprof.StopCPUProfile(); f.Close() }()
	}
	rng := rand.New(rand.NewSource(*seed))
	items := make([]item, nItems)
	var total uint64
	for rep := 0; rep < reps; rep++ {
		for i := range items {
			items[i] = item{uint32(i), uint32(rng.Intn(1000)), uint32(rng.Intn(100000)), uint32(rng.Intn(256))}
		}
		buf := encodeItems(items, encodeRounds)
		total += hashBlocks(buf, hashRounds)
		total += uint64(rankItems(items, rankRounds))
		total += tallyBins(items, tallyRounds)
	}
	fmt.Println("seed", *seed, "checksum", total)
}
