// Steady-loop control workload. The same binary and the same input are used for
// both sides; only -iters differs (before: fewer iterations ~3 s, after: more
// iterations ~8 s). Every iteration does exactly the same work.
package main

import (
	"flag"
	"fmt"
	"os"
	"runtime/pprof"
	"strconv"
	"strings"
	"time"
)

var input []string

func buildInput() {
	input = make([]string, 4000)
	s := uint64(42)
	for i := range input {
		s = s*6364136223846793005 + 1442695040888963407
		input[i] = fmt.Sprintf("%d,%d,item-%d,%d", i, s%10000, s%977, (s>>20)%500)
	}
}

type rec struct {
	id, qty, price int
	name           string
}

//go:noinline
func parseRecords(lines []string, out []rec) []rec {
	out = out[:0]
	for _, l := range lines {
		f := strings.Split(l, ",")
		id, _ := strconv.Atoi(f[0])
		q, _ := strconv.Atoi(f[1])
		p, _ := strconv.Atoi(f[3])
		out = append(out, rec{id, q, p, f[2]})
	}
	return out
}

//go:noinline
func scoreRecords(rs []rec) uint64 {
	var h uint64 = 1469598103934665603
	for _, r := range rs {
		v := uint64(r.qty*r.price + r.id)
		for k := 0; k < 60; k++ {
			h = (h ^ v) * 1099511628211
			v = v>>3 | v<<61
		}
	}
	return h
}

//go:noinline
func hashNames(rs []rec) uint64 {
	var h uint64
	for _, r := range rs {
		for i := 0; i < len(r.name); i++ {
			h = h*131 + uint64(r.name[i])
		}
	}
	return h
}

func main() {
	iters := flag.Int("iters", 100, "iterations of the steady loop")
	prof := flag.String("cpuprofile", "", "write CPU profile here")
	flag.Parse()
	buildInput()
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			panic(err)
		}
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	t0 := time.Now()
	var sink uint64
	rs := make([]rec, 0, len(input))
	for it := 0; it < *iters; it++ {
		rs = parseRecords(input, rs)
		sink += scoreRecords(rs)
		sink += hashNames(rs)
	}
	fmt.Printf("iters=%d sink=%d elapsed=%.2fs\n", *iters, sink, time.Since(t0).Seconds())
}
