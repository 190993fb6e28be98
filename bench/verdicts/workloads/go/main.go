// A log-ingest service for the verdict benchmark: parse log lines, enrich them, aggregate,
// encode JSON. -change names one change; -seconds the run time; the CPU profile goes to -o.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"hash/crc32"
	"os"
	"regexp"
	"runtime/pprof"
	"sort"
	"strings"
	"time"
)

var change string
var sink int

type entry struct {
	Level, Service, Msg string
	Code              int
	Tags              []string
}

//go:noinline
func splitFields(line string) []string { return strings.Fields(line) }

//go:noinline
func parseLine(line string) entry {
	f := splitFields(line)
	e := entry{Level: f[0], Service: f[1], Msg: strings.Join(f[3:], " ")}
	fmt.Sscanf(f[2], "%d", &e.Code)
	if change == "regexp" {
		if ok, _ := regexp.MatchString(`^[a-z]+-[0-9]+$`, e.Service); ok {
			e.Tags = append(e.Tags, "svc")
		}
	}
	return e
}

//go:noinline
func lookupOwner(s string) string {
	h := crc32.ChecksumIEEE([]byte(s))
	return fmt.Sprintf("team-%d", h%17)
}

//go:noinline
func scoreMessage(msg string) int {
	n := 0
	reps := 1
	if change == "slow_score" {
		reps = 3
	}
	for r := 0; r < reps; r++ {
		for i := 0; i < len(msg); i++ {
			n = n*31 + int(msg[i]) + r
		}
	}
	return n
}

//go:noinline
func enrich(e *entry) {
	e.Tags = append(e.Tags, lookupOwner(e.Service))
	sink += scoreMessage(e.Msg)
}

// Rollup: sorting and summing the window, called more often under "rollup".
//
//go:noinline
func sortWindow(w []int) { sort.Ints(w) }

//go:noinline
func sumWindow(w []int) int {
	s := 0
	for _, v := range w {
		s += v * v % 13
	}
	return s
}

//go:noinline
func rollup(window []int) int {
	w := append([]int(nil), window...)
	sortWindow(w)
	return sumWindow(w)
}

//go:noinline
func encodeBatch(batch []entry) int {
	b, _ := json.Marshal(batch)
	return len(b)
}

//go:noinline
func ingest(lines []string, window []int) {
	batch := make([]entry, 0, 64)
	every := 64
	if change == "rollup" {
		every = 6
	}
	for i, l := range lines {
		e := parseLine(l)
		enrich(&e)
		batch = append(batch, e)
		window[i%len(window)] = e.Code
		if i%every == 0 {
			sink += rollup(window)
		}
		if len(batch) == cap(batch) {
			sink += encodeBatch(batch)
			batch = batch[:0]
		}
	}
}

func makeLines(n int) []string {
	lv := []string{"INFO", "WARN", "ERROR", "DEBUG"}
	out := make([]string, n)
	for i := range out {
		out[i] = fmt.Sprintf("%s api-%d %d request %d served from cache shard %d in %dms", lv[i%4], i%9, 200+i%5, i, i%31, i%97)
	}
	return out
}

func main() {
	flag.StringVar(&change, "change", "none", "")
	secs := flag.Float64("seconds", 3, "")
	out := flag.String("o", "cpu.pprof", "")
	flag.Parse()
	f, err := os.Create(*out)
	if err != nil {
		panic(err)
	}
	pprof.StartCPUProfile(f)
	lines := makeLines(4096)
	window := make([]int, 512)
	end := time.Now().Add(time.Duration(*secs * float64(time.Second)))
	for time.Now().Before(end) {
		ingest(lines, window)
	}
	pprof.StopCPUProfile()
	f.Close()
	fmt.Println(sink % 10)
}
