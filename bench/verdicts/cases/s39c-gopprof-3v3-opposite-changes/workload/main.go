// Workload for s39c-gopprof-3v3-opposite-changes.
// -mode=before: parseFields scans bytes by hand; scoreRecord runs 16 mixing rounds.
// -mode=after : parseFields uses strings.Fields + strconv.Atoi (slower, allocates);
//               scoreRecord runs 3 mixing rounds (faster).
package main

import (
	"flag"
	"fmt"
	"os"
	"runtime/pprof"
	"strconv"
	"strings"
)

var mode = flag.String("mode", "before", "before|after")
var passes = flag.Int("passes", 400, "passes over the input")
var cpuprofile = flag.String("cpuprofile", "", "write CPU profile here")

func makeInput(n int) []string {
	out := make([]string, n)
	for i := 0; i < n; i++ {
		out[i] = fmt.Sprintf("%d %d %d %d %d %d %d %d", i, i*7%1000, i*13%977, i%31, i*i%10007, i%5, i*3%211, i%17)
	}
	return out
}

//go:noinline
func parseFields(line string, dst []int) []int {
	dst = dst[:0]
	if *mode == "after" {
		for _, f := range strings.Fields(line) {
			v, err := strconv.Atoi(f)
			if err != nil {
				panic(err)
			}
			dst = append(dst, v)
		}
		return dst
	}
	v, in := 0, false
	for i := 0; i < len(line); i++ {
		c := line[i]
		if c >= '0' && c <= '9' {
			v = v*10 + int(c-'0')
			in = true
		} else if in {
			dst = append(dst, v)
			v, in = 0, false
		}
	}
	if in {
		dst = append(dst, v)
	}
	return dst
}

//go:noinline
func scoreRecord(f []int) uint64 {
	rounds := 16
	if *mode == "after" {
		rounds = 3
	}
	h := uint64(1469598103934665603)
	for r := 0; r < rounds; r++ {
		for _, v := range f {
			h ^= uint64(v) + uint64(r)
			h *= 1099511628211
			h ^= h >> 29
		}
	}
	return h
}

//go:noinline
func aggregate(m map[int]uint64, f []int, s uint64) {
	k := f[3]*8 + f[5]
	m[k] += s
	m[f[7]+1000] ^= s
	m[f[1]%64+2000]++
}

func main() {
	flag.Parse()
	if *cpuprofile != "" {
		fh, err := os.Create(*cpuprofile)
		if err != nil {
			panic(err)
		}
		pprof.StartCPUProfile(fh)
		defer func() { pprof.StopCPUProfile(); fh.Close() }()
	}
	lines := makeInput(20000)
	m := map[int]uint64{}
	var fields []int
	var acc uint64
	for p := 0; p < *passes; p++ {
		for _, l := range lines {
			fields = parseFields(l, fields)
			s := scoreRecord(fields)
			aggregate(m, fields, s)
			acc += s & 0xff
		}
	}
	fmt.Println(*mode, *passes, len(m), acc)
}
