// rankjob: builds batches of scored entries, sorts each batch with sort.Slice, and digests the result.
//
//	go run . -mode before|after -rounds N -cpuprofile out.pprof
//
// before: the sort.Slice comparator compares the precomputed integer Score.
// after:  the comparator parses the textual ScoreText with strconv.Atoi on every comparison
//
//	(same ordering, much slower comparator). Everything else is identical.
package main

import (
	"flag"
	"fmt"
	"hash/fnv"
	"log"
	"math/rand"
	"os"
	"runtime/pprof"
	"sort"
	"strconv"
)

type Entry struct {
	Name      string
	Score     int
	ScoreText string
}

var mode = "before"

//go:noinline
func makeBatch(rng *rand.Rand, n int) []Entry {
	b := make([]Entry, n)
	for i := range b {
		s := rng.Intn(10_000_000)
		b[i] = Entry{Name: "user" + strconv.Itoa(rng.Intn(1_000_000)), Score: s, ScoreText: strconv.Itoa(s)}
	}
	return b
}

//go:noinline
func rankBatch(b []Entry) {
	sort.Slice(b, func(i, j int) bool {
		if mode == "after" {
			x, _ := strconv.Atoi(b[i].ScoreText)
			y, _ := strconv.Atoi(b[j].ScoreText)
			return x < y
		}
		return b[i].Score < b[j].Score
	})
}

//go:noinline
func digestBatch(b []Entry) uint64 {
	h := fnv.New64a()
	var buf [8]byte
	for i := range b {
		h.Write([]byte(b[i].Name))
		v := uint64(b[i].Score)
		for k := 0; k < 8; k++ {
			buf[k] = byte(v >> (8 * k))
		}
		h.Write(buf[:])
	}
	return h.Sum64()
}

func main() {
	m := flag.String("mode", "before", "before|after")
	rounds := flag.Int("rounds", 40, "batches")
	seed := flag.Int64("seed", 7, "rng seed")
	prof := flag.String("cpuprofile", "", "write CPU profile here")
	flag.Parse()
	mode = *m
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			log.Fatal(err)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			log.Fatal(err)
		}
		defer func() { pprof.StopCPUProfile(); f.Close() }()
	}
	rng := rand.New(rand.NewSource(*seed))
	var acc uint64
	for r := 0; r < *rounds; r++ {
		b := makeBatch(rng, 100_000)
		rankBatch(b)
		acc ^= digestBatch(b)
	}
	fmt.Printf("mode=%s rounds=%d acc=%x\n", mode, *rounds, acc)
}
