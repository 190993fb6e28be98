// logroll: a log-rollup worker that repeatedly tokenizes a batch of log lines, counts
// words in a map, sorts the top words and renders a summary, until -dur elapses.
// The same program is profiled on both sides; only -dur differs (2s before, 4s after).
package main

import (
	"flag"
	"fmt"
	"hash/fnv"
	"log"
	"os"
	"runtime/pprof"
	"sort"
	"strings"
	"time"
)

func makeLines(n int) []string {
	words := []string{"alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa", "lambda", "mu"}
	lines := make([]string, n)
	for i := range lines {
		var b strings.Builder
		for j := 0; j < 12; j++ {
			b.WriteString(words[(i*7+j*3)%len(words)])
			fmt.Fprintf(&b, "%d ", (i+j)%17)
		}
		lines[i] = b.String()
	}
	return lines
}

func tokenize(line string) []string {
	return strings.Fields(line)
}

func countWords(lines []string, counts map[string]int) {
	for _, l := range lines {
		for _, w := range tokenize(l) {
			counts[strings.ToUpper(w)]++
		}
	}
}

func fingerprint(lines []string) uint64 {
	h := fnv.New64a()
	for _, l := range lines {
		h.Write([]byte(l))
	}
	return h.Sum64()
}

type kv struct {
	k string
	v int
}

func topWords(counts map[string]int, n int) []kv {
	all := make([]kv, 0, len(counts))
	for k, v := range counts {
		all = append(all, kv{k, v})
	}
	sort.Slice(all, func(i, j int) bool {
		if all[i].v != all[j].v {
			return all[i].v > all[j].v
		}
		return all[i].k < all[j].k
	})
	if len(all) > n {
		all = all[:n]
	}
	return all
}

func render(top []kv, fp uint64) string {
	var b strings.Builder
	fmt.Fprintf(&b, "fp=%x\n", fp)
	for _, e := range top {
		fmt.Fprintf(&b, "%-12s %8d\n", e.k, e.v)
	}
	return b.String()
}

func rollup(lines []string) string {
	counts := make(map[string]int, 256)
	countWords(lines, counts)
	return render(topWords(counts, 20), fingerprint(lines))
}

func main() {
	dur := flag.Duration("dur", 2*time.Second, "how long to keep rolling up")
	prof := flag.String("cpuprofile", "", "write a CPU profile here")
	flag.Parse()
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			log.Fatal(err)
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			log.Fatal(err)
		}
		defer pprof.StopCPUProfile()
	}
	lines := makeLines(400)
	start := time.Now()
	rounds, total := 0, 0
	for time.Since(start) < *dur {
		total += len(rollup(lines))
		rounds++
	}
	fmt.Printf("rounds=%d bytes=%d rate=%.0f/s\n", rounds, total, float64(rounds)/time.Since(start).Seconds())
}
