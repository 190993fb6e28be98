// Workload for s40g-go-3v3-nochange-seed (a control).
// The program builds a synthetic ledger of -n records from a PRNG seeded with -seed,
// formats each record as text, parses it back, sorts the records, aggregates them per
// account in a map and checksums the result, -rounds times. The amount and kind of
// work is fixed by -n and -rounds; only the seed (the random content) differs between
// the "before" and "after" runs.
package main

import (
	"flag"
	"fmt"
	"hash/crc32"
	"math/rand/v2"
	"os"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"
	"time"
)

type record struct {
	account string
	amount  int64
	day     int
}

func genRecords(r *rand.Rand, n int) []record {
	recs := make([]record, n)
	for i := range recs {
		recs[i] = record{
			account: "acct-" + strconv.Itoa(r.IntN(5000)),
			amount:  r.Int64N(1_000_000) - 500_000,
			day:     r.IntN(365),
		}
	}
	return recs
}

func formatRecords(recs []record) []string {
	lines := make([]string, len(recs))
	for i, rc := range recs {
		lines[i] = fmt.Sprintf("%s|%d|%d", rc.account, rc.amount, rc.day)
	}
	return lines
}

func parseRecords(lines []string) []record {
	out := make([]record, 0, len(lines))
	for _, ln := range lines {
		parts := strings.Split(ln, "|")
		amt, _ := strconv.ParseInt(parts[1], 10, 64)
		day, _ := strconv.Atoi(parts[2])
		out = append(out, record{account: parts[0], amount: amt, day: day})
	}
	return out
}

func sortRecords(recs []record) {
	sort.Slice(recs, func(i, j int) bool {
		if recs[i].account != recs[j].account {
			return recs[i].account < recs[j].account
		}
		return recs[i].day < recs[j].day
	})
}

func aggregate(recs []record) map[string]int64 {
	m := make(map[string]int64)
	for _, rc := range recs {
		m[rc.account] += rc.amount
	}
	return m
}

func checksum(m map[string]int64) uint32 {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	h := crc32.NewIEEE()
	for _, k := range keys {
		h.Write([]byte(k))
		h.Write([]byte(strconv.FormatInt(m[k], 10)))
	}
	return h.Sum32()
}

func main() {
	seed := flag.Uint64("seed", 1, "PRNG seed")
	n := flag.Int("n", 200000, "records per round")
	rounds := flag.Int("rounds", 10, "rounds")
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
	t0 := time.Now()
	r := rand.New(rand.NewPCG(*seed, *seed^0x9e3779b97f4a7c15))
	var sum uint32
	for i := 0; i < *rounds; i++ {
		recs := genRecords(r, *n)
		lines := formatRecords(recs)
		parsed := parseRecords(lines)
		sortRecords(parsed)
		sum ^= checksum(aggregate(parsed))
	}
	fmt.Printf("seed=%d n=%d rounds=%d checksum=%08x elapsed=%s\n", *seed, *n, *rounds, sum, time.Since(t0).Round(time.Millisecond))
}
