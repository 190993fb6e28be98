// Log-line aggregator: synthesise access-log lines, parse them, aggregate bytes per path,
// and sort the top paths. Writes a CPU profile with runtime/pprof.
package main

import (
	"fmt"
	"os"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"
)

func makeLine(i int, seed *uint64) string {
	*seed ^= *seed << 13
	*seed ^= *seed >> 7
	*seed ^= *seed << 17
	s := *seed
	return fmt.Sprintf("10.0.%d.%d - - GET /api/v%d/items/%d %d %d",
		s%256, (s>>8)%256, (s>>16)%3, (s>>20)%500, 200+(s>>30)%3, (s>>32)%100000)
}

func parseLine(line string) (path string, bytes int) {
	f := strings.Fields(line)
	path = f[4]
	bytes, _ = strconv.Atoi(f[6])
	return
}

func aggregate(lines []string, totals map[string]int) {
	for _, l := range lines {
		p, b := parseLine(l)
		totals[p] += b
	}
}

func topPaths(totals map[string]int, k int) []string {
	keys := make([]string, 0, len(totals))
	for p := range totals {
		keys = append(keys, p)
	}
	sort.Slice(keys, func(i, j int) bool { return totals[keys[i]] > totals[keys[j]] })
	if len(keys) > k {
		keys = keys[:k]
	}
	return keys
}

func main() {
	out, rounds := os.Args[1], 60
	if len(os.Args) > 2 {
		rounds, _ = strconv.Atoi(os.Args[2])
	}
	f, err := os.Create(out)
	if err != nil {
		panic(err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		panic(err)
	}
	seed := uint64(88172645463325252)
	var top []string
	for r := 0; r < rounds; r++ {
		lines := make([]string, 20000)
		for i := range lines {
			lines[i] = makeLine(i, &seed)
		}
		totals := map[string]int{}
		aggregate(lines, totals)
		top = topPaths(totals, 5)
	}
	pprof.StopCPUProfile()
	f.Close()
	fmt.Println("top", top)
}
