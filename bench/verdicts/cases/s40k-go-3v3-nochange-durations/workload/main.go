// Control workload: a tile renderer. Each "unit" does exactly the same work
// (same seed per unit index modulo 64, same sizes). The before runs do -units=U,
// the after runs do -units=2U, so they last about twice as long with the same mix.
package main

import (
	"flag"
	"fmt"
	"os"
	"runtime/pprof"
)

const W = 96

type tile struct{ px [W * W]uint32 }

//go:noinline
func rasterize(t *tile, seed uint32) {
	x := seed | 1
	for i := range t.px {
		x ^= x << 13
		x ^= x >> 17
		x ^= x << 5
		t.px[i] = x & 0xffffff
	}
}

//go:noinline
func blur(t *tile, out *tile) {
	for y := 1; y < W-1; y++ {
		for x := 1; x < W-1; x++ {
			var s uint32
			for dy := -1; dy <= 1; dy++ {
				for dx := -1; dx <= 1; dx++ {
					s += t.px[(y+dy)*W+x+dx] & 0xff
				}
			}
			out.px[y*W+x] = s / 9
		}
	}
}

//go:noinline
func histogram(t *tile) [256]int {
	var h [256]int
	for r := 0; r < 3; r++ {
		for _, p := range t.px {
			h[(p>>uint(r*8))&0xff]++
		}
	}
	return h
}

//go:noinline
func quantize(t *tile, h *[256]int) uint64 {
	var acc uint64
	for _, p := range t.px {
		v := p & 0xff
		acc += uint64(h[v]) * uint64(v%7+1)
		acc ^= acc << 3
	}
	return acc
}

func main() {
	units := flag.Int("units", 400, "units of work")
	prof := flag.String("cpuprofile", "", "write cpu profile")
	flag.Parse()
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			panic(err)
		}
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	var a, b tile
	var total uint64
	for u := 0; u < *units; u++ {
		rasterize(&a, uint32(u%64)*2654435761+7)
		for k := 0; k < 4; k++ {
			blur(&a, &b)
		}
		h := histogram(&b)
		total += quantize(&b, &h)
	}
	fmt.Println("units", *units, "total", total)
}
