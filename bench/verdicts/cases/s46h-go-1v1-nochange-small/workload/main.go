// Small log-aggregation program: four functions, CPU profile via runtime/pprof.
package main

import (
	"flag"
	"fmt"
	"os"
	"runtime/pprof"
	"strconv"
	"strings"
)

func makeLine(i int) string {
	return "ts=" + strconv.Itoa(1700000000+i) + " level=" + []string{"info", "warn", "error", "debug"}[i%4] +
		" latency_ms=" + strconv.Itoa((i*7919)%1000) + " path=/api/v1/item/" + strconv.Itoa(i%97)
}

func parseLine(s string) (string, int) {
	level, lat := "", 0
	for _, f := range strings.Fields(s) {
		k, v, ok := strings.Cut(f, "=")
		if !ok {
			continue
		}
		switch k {
		case "level":
			level = v
		case "latency_ms":
			lat, _ = strconv.Atoi(v)
		}
	}
	return level, lat
}

func bucketize(lat int, hist []int) {
	b := 0
	for x := lat; x > 1; x >>= 1 {
		b++
	}
	hist[b]++
}

func aggregate(n int) (map[string]int, []int) {
	counts := map[string]int{}
	hist := make([]int, 16)
	for i := 0; i < n; i++ {
		level, lat := parseLine(makeLine(i))
		counts[level]++
		bucketize(lat, hist)
	}
	return counts, hist
}

func main() {
	n := flag.Int("n", 3000000, "lines")
	prof := flag.String("cpuprofile", "", "file")
	flag.Parse()
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			panic(err)
		}
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	counts, hist := aggregate(*n)
	fmt.Println(counts["info"], counts["warn"], counts["error"], counts["debug"], hist[:10])
}
