// tilecalc: a small batch program; each "unit" does the same fixed work in three functions.
// The control varies only the number of units (run length), so per-unit work and its mix are identical.
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"runtime/pprof"
	"sort"
)

var sink uint64

//go:noinline
func blendTiles(px []uint32, rounds int) uint64 {
	var acc uint64
	for r := 0; r < rounds; r++ {
		for i := 1; i < len(px); i++ {
			a, b := px[i-1], px[i]
			m := ((a&0xff)*3 + (b&0xff)*5) >> 3
			px[i] = (b &^ 0xff) | (m & 0xff)
			acc += uint64(m)
		}
	}
	return acc
}

//go:noinline
func rankScores(src []float64, dst []float64) float64 {
	copy(dst, src)
	sort.Float64s(dst)
	return dst[len(dst)/2]
}

//go:noinline
func walkGrid(n int) int {
	// flood-fill style walk over an n x n grid with a simple LCG deciding walls
	grid := make([]byte, n*n)
	s := uint32(12345)
	for i := range grid {
		s = s*1664525 + 1013904223
		if s>>28 < 4 {
			grid[i] = 1
		}
	}
	stack := []int{0}
	grid[0] = 2
	seen := 0
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		seen++
		x, y := p%n, p/n
		for _, d := range [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
			nx, ny := x+d[0], y+d[1]
			if nx >= 0 && ny >= 0 && nx < n && ny < n && grid[ny*n+nx] == 0 {
				grid[ny*n+nx] = 2
				stack = append(stack, ny*n+nx)
			}
		}
	}
	return seen
}

func main() {
	units := flag.Int("units", 100, "number of work units")
	prof := flag.String("cpuprofile", "", "write CPU profile here")
	flag.Parse()
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			log.Fatal(err)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			log.Fatal(err)
		}
		defer pprof.StopCPUProfile()
	}
	px := make([]uint32, 1<<16)
	for i := range px {
		px[i] = uint32(i * 2654435761)
	}
	src := make([]float64, 40000)
	dst := make([]float64, len(src))
	s := uint64(88172645463325252)
	for i := range src {
		s ^= s << 13
		s ^= s >> 7
		s ^= s << 17
		src[i] = float64(s%1000003) / 7.0
	}
	for u := 0; u < *units; u++ {
		sink += blendTiles(px, 40)
		sink += uint64(rankScores(src, dst))
		sink += uint64(walkGrid(400))
	}
	fmt.Printf("units=%d sink=%d\n", *units, sink)
}
