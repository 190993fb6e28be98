// Control workload: identical binary on both sides, only -seed differs per run.
// Generates random "key=value;..." records, parses them, aggregates into maps,
// sorts the aggregates and allocates a lot of short-lived garbage so the GC runs.
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

var sink int

func genRecords(r *rand.Rand, n int) []string {
	keys := []string{"alpha", "beta", "gamma", "delta", "eps", "zeta", "eta", "theta"}
	out := make([]string, n)
	var b strings.Builder
	for i := 0; i < n; i++ {
		b.Reset()
		for k := 0; k < 8; k++ {
			if k > 0 {
				b.WriteByte(';')
			}
			b.WriteString(keys[r.Intn(len(keys))])
			b.WriteByte('=')
			b.WriteString(strconv.Itoa(r.Intn(100000)))
		}
		out[i] = b.String()
	}
	return out
}

type kv struct {
	key string
	val int
}

func parseRecord(line string) []kv {
	fields := strings.Split(line, ";")
	res := make([]kv, 0, len(fields))
	for _, f := range fields {
		eq := strings.IndexByte(f, '=')
		v, err := strconv.Atoi(f[eq+1:])
		if err != nil {
			continue
		}
		res = append(res, kv{f[:eq], v})
	}
	return res
}

func aggregate(recs [][]kv) map[string][]int {
	m := make(map[string][]int)
	for _, rec := range recs {
		for _, p := range rec {
			m[p.key] = append(m[p.key], p.val)
		}
	}
	return m
}

func bucketCounts(recs [][]kv) map[int]int {
	m := make(map[int]int)
	for _, rec := range recs {
		for _, p := range rec {
			m[p.val/97]++
		}
	}
	return m
}

func sortValues(m map[string][]int) int {
	total := 0
	for _, vs := range m {
		sort.Ints(vs)
		total += vs[len(vs)/2]
	}
	return total
}

func makeGarbage(recs [][]kv) int {
	n := 0
	for _, rec := range recs {
		buf := make([]byte, 0, 64)
		for _, p := range rec {
			buf = strconv.AppendInt(buf, int64(p.val), 16)
		}
		s := string(buf)
		n += len(s)
	}
	return n
}

func round(r *rand.Rand, n int) int {
	lines := genRecords(r, n)
	recs := make([][]kv, len(lines))
	for i, l := range lines {
		recs[i] = parseRecord(l)
	}
	m := aggregate(recs)
	b := bucketCounts(recs)
	return sortValues(m) + len(b) + makeGarbage(recs)
}

func main() {
	seed := flag.Int64("seed", 1, "random seed")
	rounds := flag.Int("rounds", 40, "rounds")
	out := flag.String("cpuprofile", "cpu.pprof", "profile output")
	flag.Parse()
	f, err := os.Create(*out)
	if err != nil {
		panic(err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		panic(err)
	}
	r := rand.New(rand.NewSource(*seed))
	for i := 0; i < *rounds; i++ {
		sink += round(r, 20000)
	}
	pprof.StopCPUProfile()
	f.Close()
	fmt.Println("seed", *seed, "sink", sink)
}
