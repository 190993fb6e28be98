// Log-processing pipeline: generate synthetic access-log lines, keep the ones
// matching a keyword filter, parse the kept ones and aggregate per-path stats.
package main

import (
	"flag"
	"fmt"
	"os"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"
)

var paths = []string{"/api/users", "/api/orders", "/static/app.js", "/health", "/api/search", "/login", "/api/cart", "/img/logo.png"}
var levels = []string{"INFO", "WARN", "ERROR", "DEBUG"}

func genLines(n int, seed uint64) []string {
	out := make([]string, n)
	x := seed
	for i := 0; i < n; i++ {
		x ^= x << 13
		x ^= x >> 7
		x ^= x << 17
		p := paths[x%uint64(len(paths))]
		l := levels[(x>>8)%uint64(len(levels))]
		out[i] = fmt.Sprintf("2024-05-01T12:%02d:%02d %s host=web%d path=%s status=%d dur_ms=%d user=u%d",
			(x>>16)%60, (x>>24)%60, l, (x>>30)%8, p, 200+100*((x>>34)%4), (x>>40)%900, (x>>44)%5000)
	}
	return out
}

// filterLines keeps the lines containing the keyword.
func filterLines(lines []string, keyword string) []string {
	var kept []string
	for _, ln := range lines {
		if strings.Contains(ln, keyword) {
			kept = append(kept, ln)
		}
	}
	return kept
}

type stat struct {
	count int
	total int
}

func parseAndAggregate(lines []string, agg map[string]*stat) {
	for _, ln := range lines {
		fields := strings.Fields(ln)
		var path string
		var dur int
		for _, f := range fields {
			if strings.HasPrefix(f, "path=") {
				path = f[5:]
			} else if strings.HasPrefix(f, "dur_ms=") {
				dur, _ = strconv.Atoi(f[7:])
			}
		}
		s := agg[path]
		if s == nil {
			s = &stat{}
			agg[path] = s
		}
		s.count++
		s.total += dur
	}
}

func report(agg map[string]*stat) {
	keys := make([]string, 0, len(agg))
	for k := range agg {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		s := agg[k]
		fmt.Printf("%-16s n=%d avg=%.1fms\n", k, s.count, float64(s.total)/float64(s.count))
	}
}

func main() {
	prof := flag.String("cpuprofile", "", "write cpu profile")
	batches := flag.Int("batches", 60, "batches of lines")
	flag.Parse()
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			panic(err)
		}
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	agg := map[string]*stat{}
	kept := 0
	for b := 0; b < *batches; b++ {
		lines := genLines(20000, uint64(b)*2654435761+1)
		k := filterLines(lines, "ERROR")
		kept += len(k)
		parseAndAggregate(lines, agg)
	}
	report(agg)
	fmt.Println("kept", kept)
}
