// reportgen: synthetic report generator for a Go pprof case.
//
// -variant=builder (before): renderRow appends each field to a strings.Builder.
// -variant=concat  (after):  renderRow builds the row with `s += ...` in the loop,
//                            which copies the whole row on every field (quadratic).
// Everything else (record generation, scoring, checksum) is identical.
package main

import (
	"flag"
	"fmt"
	"hash/fnv"
	"log"
	"os"
	"runtime/pprof"
	"strconv"
	"strings"
)

const (
	nRecords = 3000
	nFields  = 160
	nRounds  = 24
)

type record struct {
	id     int
	fields []int64
}

var variant = flag.String("variant", "builder", "builder|concat")

//go:noinline
func makeRecords(seed uint64) []record {
	x := seed*0x9E3779B97F4A7C15 + 1
	recs := make([]record, nRecords)
	for i := range recs {
		f := make([]int64, nFields)
		for j := range f {
			x ^= x << 13
			x ^= x >> 7
			x ^= x << 17
			f[j] = int64(x>>34) - (1 << 28) // fixed-width-ish numbers
		}
		recs[i] = record{id: i, fields: f}
	}
	return recs
}

//go:noinline
func scoreRecord(r *record) int64 {
	var s int64
	for k := 0; k < 40; k++ {
		for _, v := range r.fields {
			s = s*31 + (v ^ int64(k))
		}
	}
	return s
}

//go:noinline
func renderRow(r *record) string {
	if *variant == "concat" {
		s := "row " + strconv.Itoa(r.id) + ":"
		for _, v := range r.fields {
			s += " " + strconv.FormatInt(v, 10)
		}
		return s
	}
	var b strings.Builder
	b.WriteString("row ")
	b.WriteString(strconv.Itoa(r.id))
	b.WriteString(":")
	for _, v := range r.fields {
		b.WriteString(" ")
		b.WriteString(strconv.FormatInt(v, 10))
	}
	return b.String()
}

//go:noinline
func checksumRows(rows []string) uint64 {
	h := fnv.New64a()
	for _, r := range rows {
		h.Write([]byte(r))
	}
	return h.Sum64()
}

func main() {
	cpuprofile := flag.String("cpuprofile", "", "write CPU profile here")
	seed := flag.Uint64("seed", 1, "seed")
	flag.Parse()
	if *cpuprofile != "" {
		f, err := os.Create(*cpuprofile)
		if err != nil {
			log.Fatal(err)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			log.Fatal(err)
		}
		defer pprof.StopCPUProfile()
	}
	var acc uint64
	var scores int64
	for round := 0; round < nRounds; round++ {
		recs := makeRecords(*seed + uint64(round))
		rows := make([]string, len(recs))
		for i := range recs {
			scores += scoreRecord(&recs[i])
			rows[i] = renderRow(&recs[i])
		}
		acc ^= checksumRows(rows)
	}
	fmt.Printf("variant=%s seed=%d checksum=%016x scores=%d\n", *variant, *seed, acc, scores)
}
