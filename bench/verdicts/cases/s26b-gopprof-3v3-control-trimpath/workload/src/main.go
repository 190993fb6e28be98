// crunch: a CPU-bound batch job with a few stages, writing a pprof CPU profile.
// Each round: sieve primes, render a Mandelbrot tile, hash a buffer, sort records, and
// run-length encode a text block. Usage: crunch -rounds N -cpuprofile out.pb.gz
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"runtime/pprof"

	"example.com/crunch/crunch"
)

func main() {
	rounds := flag.Int("rounds", 40, "rounds of work")
	prof := flag.String("cpuprofile", "", "write a CPU profile here")
	flag.Parse()
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			log.Fatal(err)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			log.Fatal(err)
		}
		defer func() {
			pprof.StopCPUProfile()
			f.Close()
		}()
	}
	var digest uint64
	for r := 0; r < *rounds; r++ {
		digest = digest*31 + runRound(r)
	}
	fmt.Printf("rounds=%d digest=%016x\n", *rounds, digest)
}

func runRound(r int) uint64 {
	var d uint64
	d += uint64(crunch.CountPrimes(400000 + r))
	d += crunch.MandelTile(float64(r%7)*0.01-0.75, 0.1, 160, 120, 200)
	d += crunch.HashBuffer(1<<19, uint64(r))
	d += crunch.SortRecords(40000, uint64(r))
	d += uint64(crunch.RLEText(200000, r))
	return d
}
