// Small CPU workload profiled with runtime/pprof; four functions of our own do the work.
// Usage: concat -items N -mode builder|concat -cpuprofile out.pprof
//   before: -mode builder  (buildKey uses a strings.Builder)
//   after:  -mode concat   (buildKey builds the same string with += in a loop)
// The items, parts and resulting keys are identical in both modes.
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

const nParts = 24

var partNames = []string{"alpha", "beta", "gamma", "delta", "eps", "zeta", "eta", "theta"}

// 1) derive the item's parts (fixed count per item)
func makeParts(i uint64, parts []string, scratch [][]byte) {
	x := i*0x9E3779B97F4A7C15 + 1
	for k := 0; k < nParts; k++ {
		x ^= x << 13
		x ^= x >> 7
		x ^= x << 17
		b := scratch[k][:0]
		b = append(b, partNames[x&7]...)
		b = append(b, '-')
		b = strconv.AppendUint(b, x%10000, 10)
		scratch[k] = b
		parts[k] = string(b)
	}
}

// 2) the function that changes: join the parts into one key
func buildKey(parts []string, useConcat bool) string {
	if useConcat {
		s := ""
		for k, p := range parts {
			if k > 0 {
				s += "/"
			}
			s += p
		}
		return s
	}
	var sb strings.Builder
	for k, p := range parts {
		if k > 0 {
			sb.WriteByte('/')
		}
		sb.WriteString(p)
	}
	return sb.String()
}

// 3) hash the key (fixed work per byte, several rounds)
func hashKey(key string) uint64 {
	var h uint64 = 14695981039346656037
	for r := 0; r < 6; r++ {
		for i := 0; i < len(key); i++ {
			h ^= uint64(key[i]) + uint64(r)
			h *= 1099511628211
		}
	}
	return h
}

// 4) driver
func process(items uint64, useConcat bool) (uint64, int) {
	parts := make([]string, nParts)
	scratch := make([][]byte, nParts)
	for k := range scratch {
		scratch[k] = make([]byte, 0, 32)
	}
	var acc uint64
	total := 0
	for i := uint64(0); i < items; i++ {
		makeParts(i, parts, scratch)
		key := buildKey(parts, useConcat)
		acc ^= hashKey(key)
		total += len(key)
	}
	return acc, total
}

func main() {
	items := flag.Uint64("items", 1000000, "items")
	mode := flag.String("mode", "builder", "builder|concat")
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
		defer func() { pprof.StopCPUProfile(); f.Close() }()
	}
	t0 := time.Now()
	acc, total := process(*items, *mode == "concat")
	fmt.Printf("items=%d mode=%s acc=%016x bytes=%d elapsed=%v\n", *items, *mode, acc, total, time.Since(t0).Round(time.Millisecond))
}
