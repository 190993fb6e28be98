// Workload: a batch of JSON order records is decoded and scored, round after round.
// -variant=before: each record's JSON is decoded once.
// -variant=after:  each record's JSON is decoded twice (a "peek" decode to read the
//                  schema version, then the full decode) - the regression.
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
	"strings"
)

type Line struct {
	SKU   string  `json:"sku"`
	Qty   int     `json:"qty"`
	Price float64 `json:"price"`
}

type Order struct {
	Version  int      `json:"version"`
	ID       string   `json:"id"`
	Customer string   `json:"customer"`
	Tags     []string `json:"tags"`
	Lines    []Line   `json:"lines"`
	Note     string   `json:"note"`
}

var twice bool

func makeRecords(rng *rand.Rand, n int) [][]byte {
	words := []string{"alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel"}
	out := make([][]byte, n)
	for i := range out {
		o := Order{Version: 2, ID: fmt.Sprintf("ord-%08d", rng.Intn(1e8)), Customer: words[rng.Intn(8)] + "-" + words[rng.Intn(8)]}
		for t := 0; t < 3; t++ {
			o.Tags = append(o.Tags, words[rng.Intn(8)])
		}
		for l := 0; l < 6; l++ {
			o.Lines = append(o.Lines, Line{SKU: fmt.Sprintf("sku-%05d", rng.Intn(99999)), Qty: 1 + rng.Intn(9), Price: float64(rng.Intn(100000)) / 100})
		}
		o.Note = strings.Repeat(words[rng.Intn(8)]+" ", 6)
		b, _ := json.Marshal(o)
		out[i] = b
	}
	return out
}

//go:noinline
func decodeOrder(raw []byte) (Order, error) {
	var o Order
	if twice {
		var peek Order
		if err := json.Unmarshal(raw, &peek); err != nil {
			return o, err
		}
		if peek.Version != 2 {
			return o, fmt.Errorf("unsupported version %d", peek.Version)
		}
	}
	err := json.Unmarshal(raw, &o)
	return o, err
}

//go:noinline
func scoreOrder(o *Order) uint64 {
	h := fnv.New64a()
	var total float64
	for _, l := range o.Lines {
		h.Write([]byte(l.SKU))
		total += float64(l.Qty) * l.Price
	}
	for _, t := range o.Tags {
		h.Write([]byte(strings.ToUpper(t)))
	}
	s := h.Sum64()
	// some arithmetic mixing so scoring is a real share of the time
	for i := 0; i < 10000; i++ {
		s ^= s << 13
		s ^= s >> 7
		s ^= s << 17
		s += uint64(total) + uint64(i)
	}
	return s
}

//go:noinline
func rankBatch(scores []uint64) uint64 {
	sort.Slice(scores, func(i, j int) bool { return scores[i] < scores[j] })
	return scores[len(scores)/2]
}

func main() {
	variant := flag.String("variant", "before", "before|after")
	seed := flag.Int64("seed", 1, "data seed")
	rounds := flag.Int("rounds", 60, "rounds over the batch")
	n := flag.Int("n", 4000, "records per batch")
	prof := flag.String("cpuprofile", "", "write CPU profile here")
	flag.Parse()
	twice = *variant == "after"

	recs := makeRecords(rand.New(rand.NewSource(*seed)), *n)
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			panic(err)
		}
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	var acc uint64
	scores := make([]uint64, len(recs))
	for r := 0; r < *rounds; r++ {
		for i, raw := range recs {
			o, err := decodeOrder(raw)
			if err != nil {
				panic(err)
			}
			scores[i] = scoreOrder(&o)
		}
		acc += rankBatch(scores)
	}
	fmt.Printf("variant=%s seed=%d rounds=%d n=%d acc=%x\n", *variant, *seed, *rounds, *n, acc)
}
