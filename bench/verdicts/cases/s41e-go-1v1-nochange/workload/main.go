// Inventory simulation: per round, build records, encode them, sort, and tally.
// The amount of work is fixed by -rounds/-n; -seed only changes the data values.
package main

import (
	"flag"
	"fmt"
	"math/rand"
	"os"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"
)

type record struct {
	sku   string
	qty   int
	price float64
}

func buildRecords(r *rand.Rand, n int) []record {
	recs := make([]record, n)
	for i := range recs {
		recs[i] = record{
			sku:   "SKU-" + strconv.Itoa(r.Intn(1000000)),
			qty:   r.Intn(500),
			price: float64(r.Intn(100000)) / 100,
		}
	}
	return recs
}

func encodeRecords(recs []record) []string {
	out := make([]string, len(recs))
	var b strings.Builder
	for i, rc := range recs {
		b.Reset()
		b.WriteString(rc.sku)
		b.WriteByte(',')
		b.WriteString(strconv.Itoa(rc.qty))
		b.WriteByte(',')
		b.WriteString(strconv.FormatFloat(rc.price, 'f', 2, 64))
		out[i] = b.String()
	}
	return out
}

func sortLines(lines []string) {
	sort.Strings(lines)
}

func tally(lines []string) (int, float64) {
	qty, value := 0, 0.0
	for _, l := range lines {
		parts := strings.Split(l, ",")
		q, _ := strconv.Atoi(parts[1])
		p, _ := strconv.ParseFloat(parts[2], 64)
		qty += q
		value += float64(q) * p
	}
	return qty, value
}

func main() {
	seed := flag.Int64("seed", 1, "data seed")
	rounds := flag.Int("rounds", 60, "rounds")
	n := flag.Int("n", 40000, "records per round")
	prof := flag.String("cpuprofile", "", "write CPU profile here")
	flag.Parse()
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			panic(err)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			panic(err)
		}
		defer pprof.StopCPUProfile()
	}
	r := rand.New(rand.NewSource(*seed))
	totalQty, totalVal := 0, 0.0
	for i := 0; i < *rounds; i++ {
		recs := buildRecords(r, *n)
		lines := encodeRecords(recs)
		sortLines(lines)
		q, v := tally(lines)
		totalQty += q
		totalVal += v
	}
	fmt.Printf("seed=%d rounds=%d n=%d qty=%d value=%.2f\n", *seed, *rounds, *n, totalQty, totalVal)
}
