// gcchurn: allocation-heavy workload. Each round builds many small heap
// objects (records with string keys and int slices), sorts them, folds them
// into a checksum and drops them, so the garbage collector runs constantly.
// The amount of work is fixed by -rounds and -n; -seed only changes the data.
package main

import (
	"flag"
	"fmt"
	"math/rand"
	"os"
	"runtime/pprof"
	"sort"
	"strconv"
)

type record struct {
	key  string
	vals []int
	next *record
}

func buildRecords(r *rand.Rand, n int) []*record {
	out := make([]*record, 0, n)
	var prev *record
	for i := 0; i < n; i++ {
		k := "k" + strconv.Itoa(r.Intn(1000000)) + "-" + strconv.Itoa(i)
		vals := make([]int, 8+(i%8))
		for j := range vals {
			vals[j] = r.Intn(1 << 20)
		}
		rec := &record{key: k, vals: vals, next: prev}
		prev = rec
		out = append(out, rec)
	}
	return out
}

func sortRecords(recs []*record) {
	sort.Slice(recs, func(i, j int) bool { return recs[i].key < recs[j].key })
}

func foldRecords(recs []*record) uint64 {
	var h uint64 = 1469598103934665603
	for _, rec := range recs {
		for i := 0; i < len(rec.key); i++ {
			h ^= uint64(rec.key[i])
			h *= 1099511628211
		}
		for _, v := range rec.vals {
			h ^= uint64(v)
			h *= 1099511628211
		}
	}
	return h
}

func main() {
	seed := flag.Int64("seed", 1, "data seed")
	rounds := flag.Int("rounds", 25, "rounds")
	n := flag.Int("n", 100000, "records per round")
	prof := flag.String("cpuprofile", "", "write CPU profile here")
	flag.Parse()
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			panic(err)
		}
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	r := rand.New(rand.NewSource(*seed))
	var sum uint64
	for i := 0; i < *rounds; i++ {
		recs := buildRecords(r, *n)
		sortRecords(recs)
		sum ^= foldRecords(recs)
	}
	fmt.Println("seed", *seed, "checksum", sum)
}
