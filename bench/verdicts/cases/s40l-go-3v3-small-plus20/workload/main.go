// Four-stage toy warehouse simulation. With -extra-routing, routeParcels does 20%
// more inner iterations per call; the other three stages are unchanged.
package main

import (
	"flag"
	"fmt"
	"os"
	"runtime/pprof"
)

const rounds = 1300
const base = 400000

//go:noinline
func scoreOrders(n int) uint64 {
	var acc uint64 = 1
	for i := 0; i < n; i++ {
		acc = acc*6364136223846793005 + uint64(i)
		acc ^= acc >> 29
	}
	return acc
}

//go:noinline
func tallyStock(n int) uint64 {
	var acc uint64 = 7
	for i := 0; i < n; i++ {
		acc += uint64(i) * 0x9E3779B97F4A7C15
		acc ^= acc >> 31
	}
	return acc
}

//go:noinline
func routeParcels(n int) uint64 {
	var acc uint64 = 3
	for i := 0; i < n; i++ {
		acc = (acc ^ uint64(i)) * 0xff51afd7ed558ccd
		acc ^= acc >> 33
	}
	return acc
}

//go:noinline
func auditLedger(n int) uint64 {
	var acc uint64 = 11
	for i := 0; i < n; i++ {
		acc = acc*2862933555777941757 + 3037000493
		acc ^= acc >> 27
	}
	return acc
}

func main() {
	prof := flag.String("cpuprofile", "", "write CPU profile to this file")
	extra := flag.Bool("extra-routing", false, "routeParcels does 20% more work")
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
	route := base
	if *extra {
		route = base * 6 / 5
	}
	var total uint64
	for r := 0; r < rounds; r++ {
		total += scoreOrders(base)
		total += tallyStock(base)
		total += routeParcels(route)
		total += auditLedger(base)
	}
	fmt.Println("total", total, "route_iters", route)
}
