// ledger: a fixed-duration loop that repeatedly builds a batch of synthetic
// ledger entries, encodes them as text, parses them back, and aggregates them
// per account. The same binary is run for a different wall-clock duration on
// each side of the comparison (-d 2s vs -d 5s); nothing in the code changes.
//
// usage: ledger -d 2s -cpuprofile out.pprof
package main

import (
	"flag"
	"fmt"
	"os"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"
	"time"
)

type entry struct {
	account int
	amount  int64
	memo    string
}

func makeBatch(seed uint64, n int) []entry {
	out := make([]entry, n)
	x := seed
	for i := range out {
		x ^= x << 13
		x ^= x >> 7
		x ^= x << 17
		out[i] = entry{
			account: int(x % 512),
			amount:  int64(x>>20%100000) - 50000,
			memo:    "m" + strconv.FormatUint(x%9973, 36),
		}
	}
	return out
}

func encodeBatch(es []entry) string {
	var b strings.Builder
	for _, e := range es {
		b.WriteString(strconv.Itoa(e.account))
		b.WriteByte(',')
		b.WriteString(strconv.FormatInt(e.amount, 10))
		b.WriteByte(',')
		b.WriteString(e.memo)
		b.WriteByte('\n')
	}
	return b.String()
}

func parseBatch(text string) []entry {
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	out := make([]entry, 0, len(lines))
	for _, ln := range lines {
		f := strings.SplitN(ln, ",", 3)
		acct, _ := strconv.Atoi(f[0])
		amt, _ := strconv.ParseInt(f[1], 10, 64)
		out = append(out, entry{account: acct, amount: amt, memo: f[2]})
	}
	return out
}

type total struct {
	account int
	sum     int64
	count   int
}

func aggregate(es []entry) []total {
	m := make(map[int]*total, 512)
	for _, e := range es {
		t := m[e.account]
		if t == nil {
			t = &total{account: e.account}
			m[e.account] = t
		}
		t.sum += e.amount
		t.count++
	}
	out := make([]total, 0, len(m))
	for _, t := range m {
		out = append(out, *t)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].sum != out[j].sum {
			return out[i].sum > out[j].sum
		}
		return out[i].account < out[j].account
	})
	return out
}

func main() {
	dur := flag.Duration("d", 2*time.Second, "how long to run")
	prof := flag.String("cpuprofile", "", "write a CPU profile here")
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
	deadline := time.Now().Add(*dur)
	rounds := 0
	var check int64
	for seed := uint64(88172645463325252); time.Now().Before(deadline); seed += 0x9E3779B97F4A7C15 {
		es := makeBatch(seed|1, 4000)
		text := encodeBatch(es)
		back := parseBatch(text)
		tot := aggregate(back)
		check += tot[0].sum
		rounds++
	}
	fmt.Printf("duration=%s rounds=%d check=%d\n", *dur, rounds, check)
}
