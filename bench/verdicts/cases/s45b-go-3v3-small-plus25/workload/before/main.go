// Sensor-pipeline batch job: each batch of readings goes through five stages
// of roughly similar cost (decode, calibrate, smooth, detect, digest).
package main

import (
	"flag"
	"fmt"
	"hash/crc32"
	"math"
	"os"
	"runtime/pprof"
	"sort"
)

// Refinement passes per stage.  The calibrate stage's count is the only
// difference between the before and after builds.
const (
	decodeRounds    = 8
	calibrateRounds = 16
	smoothPasses    = 12
	detectWindows   = 2
	digestRounds    = 16
)

type rng uint64

func (r *rng) next() uint64 {
	*r ^= *r << 13
	*r ^= *r >> 7
	*r ^= *r << 17
	return uint64(*r)
}

type scratch struct {
	pkt, buf []byte
	xs, a, b []float64
	peaks    []int
}

func newScratch(n int) *scratch {
	return &scratch{pkt: make([]byte, n*4), buf: make([]byte, 0, n*8),
		xs: make([]float64, n), a: make([]float64, n), b: make([]float64, n)}
}

func makePacket(r *rng, b []byte) []byte {
	for i := 0; i+8 <= len(b); i += 8 {
		v := r.next()
		b[i], b[i+1], b[i+2], b[i+3] = byte(v), byte(v>>8), byte(v>>16), byte(v>>24)
		b[i+4], b[i+5], b[i+6], b[i+7] = byte(v>>32), byte(v>>40), byte(v>>48), byte(v>>56)
	}
	return b
}

func decodeReadings(pkt []byte, out []float64) []float64 {
	for round := 0; round < decodeRounds; round++ {
		for i := range out {
			v := uint32(pkt[4*i]) | uint32(pkt[4*i+1])<<8 | uint32(pkt[4*i+2])<<16 | uint32(pkt[4*i+3])<<24
			v ^= uint32(round) * 0x9e3779b9
			out[i] = float64(v%100000) / 1000.0
		}
	}
	return out
}

func calibrate(xs []float64) {
	// sigma-clipped normalisation: re-estimate mean/std over the readings
	// within 3 sigma of the current estimate, a fixed number of rounds
	mean, std := 0.0, math.Inf(1)
	for round := 0; round < calibrateRounds; round++ {
		var sum, sq float64
		n := 0
		lo, hi := mean-3*std, mean+3*std
		for _, x := range xs {
			if x < lo || x > hi {
				continue
			}
			sum += x
			sq += x * x
			n++
		}
		mean = sum / float64(n)
		std = math.Sqrt(sq/float64(n) - mean*mean)
	}
	for i := range xs {
		xs[i] = (xs[i] - mean) / std
	}
}

func smooth(xs, cur, tmp []float64) []float64 {
	copy(cur, xs)
	for p := 0; p < smoothPasses; p++ {
		for i := range cur {
			l, r := i-1, i+1
			if l < 0 {
				l = 0
			}
			if r >= len(cur) {
				r = len(cur) - 1
			}
			tmp[i] = 0.25*cur[l] + 0.5*cur[i] + 0.25*cur[r]
		}
		cur, tmp = tmp, cur
	}
	return cur
}

func detectPeaks(xs []float64, peaks []int) []int {
	peaks = peaks[:0]
	for w := 1; w <= detectWindows; w++ {
		win := 4 * w
		for i := win; i < len(xs)-win; i++ {
			isPeak := true
			for j := i - win; j <= i+win; j++ {
				if xs[j] > xs[i] {
					isPeak = false
					break
				}
			}
			if isPeak {
				peaks = append(peaks, i)
			}
		}
	}
	sort.Ints(peaks)
	return peaks
}

func digest(xs []float64, peaks []int, buf []byte) uint32 {
	var h uint32
	for round := 0; round < digestRounds; round++ {
		buf = buf[:0]
		for _, x := range xs {
			u := math.Float64bits(x) + uint64(round)
			buf = append(buf, byte(u), byte(u>>8), byte(u>>16), byte(u>>24), byte(u>>32), byte(u>>40), byte(u>>48), byte(u>>56))
		}
		h = crc32.Update(h, crc32.IEEETable, buf)
	}
	for _, p := range peaks {
		h = h*31 + uint32(p)
	}
	return h
}

func processBatch(r *rng, s *scratch) uint32 {
	pkt := makePacket(r, s.pkt)
	xs := decodeReadings(pkt, s.xs)
	calibrate(xs)
	sm := smooth(xs, s.a, s.b)
	s.peaks = detectPeaks(sm, s.peaks)
	return digest(sm, s.peaks, s.buf)
}

func main() {
	batches := flag.Int("batches", 400, "batches")
	cpuprofile := flag.String("cpuprofile", "", "write CPU profile here")
	flag.Parse()
	if *cpuprofile != "" {
		f, err := os.Create(*cpuprofile)
		if err != nil {
			panic(err)
		}
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	r := rng(0x2545F4914F6CDD1D)
	var acc uint32
	s := newScratch(20000)
	for b := 0; b < *batches; b++ {
		acc ^= processBatch(&r, s)
	}
	fmt.Printf("batches=%d acc=%08x\n", *batches, acc)
}
