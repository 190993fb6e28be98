// salesagg: aggregates synthetic sales records by a composite string key.
// -mode=strconv (before): recordKey builds the key with strconv.Itoa + concatenation.
// -mode=sprintf (after):  recordKey builds the same key with fmt.Sprintf.
// Everything else (record generation, aggregation, ranking) is identical.
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
	Region, SKU, Day int
	Qty              int
	Price            float64
}

var mode = flag.String("mode", "strconv", "strconv|sprintf")

//go:noinline
func genRecords(rng *rand.Rand, n int) []record {
	out := make([]record, n)
	for i := range out {
		out[i] = record{
			Region: rng.Intn(12),
			SKU:    rng.Intn(400),
			Day:    rng.Intn(30),
			Qty:    1 + rng.Intn(9),
			Price:  1 + rng.Float64()*99,
		}
	}
	return out
}

//go:noinline
func recordKey(r *record) string {
	if *mode == "sprintf" {
		return fmt.Sprintf("%d:%d:%d", r.Region, r.SKU, r.Day)
	}
	return strconv.Itoa(r.Region) + ":" + strconv.Itoa(r.SKU) + ":" + strconv.Itoa(r.Day)
}

//go:noinline
func aggregate(recs []record, totals map[string]float64) {
	for i := range recs {
		r := &recs[i]
		totals[recordKey(r)] += float64(r.Qty) * r.Price
	}
}

//go:noinline
func checksum(recs []record) float64 {
	s := 0.0
	for k := 0; k < 6; k++ {
		for i := range recs {
			r := &recs[i]
			s += float64(r.Qty)*r.Price*float64(r.Day%7+1) - float64(r.SKU%13)
		}
	}
	return s
}

type kv struct {
	k string
	v float64
}

//go:noinline
func topKeys(totals map[string]float64, n int) []string {
	pairs := make([]kv, 0, len(totals))
	for k, v := range totals {
		pairs = append(pairs, kv{k, v})
	}
	sort.Slice(pairs, func(i, j int) bool { return pairs[i].v > pairs[j].v })
	if len(pairs) > n {
		pairs = pairs[:n]
	}
	keys := make([]string, len(pairs))
	for i := range pairs {
		keys[i] = pairs[i].k
	}
	return keys
}

func main() {
	seed := flag.Int64("seed", 1, "rng seed")
	rounds := flag.Int("rounds", 12, "rounds")
	prof := flag.String("cpuprofile", "", "write cpu profile here")
	flag.Parse()
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			panic(err)
		}
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	rng := rand.New(rand.NewSource(*seed))
	var grand float64
	for round := 0; round < *rounds; round++ {
		recs := genRecords(rng, 400000)
		totals := make(map[string]float64, 1<<17)
		aggregate(recs, totals)
		grand += checksum(recs)
		top := topKeys(totals, 10)
		grand += totals[top[0]]
	}
	fmt.Printf("mode=%s grand=%.2f\n", *mode, grand)
}
