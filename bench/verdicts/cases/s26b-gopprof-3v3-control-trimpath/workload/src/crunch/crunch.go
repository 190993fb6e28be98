// Package crunch holds the stages of the crunch batch job.
package crunch

import (
	"sort"
	"strings"
)

// CountPrimes counts primes below n with a sieve of Eratosthenes.
func CountPrimes(n int) int {
	composite := make([]bool, n)
	count := 0
	for i := 2; i < n; i++ {
		if composite[i] {
			continue
		}
		count++
		for j := i * i; j < n; j += i {
			composite[j] = true
		}
	}
	return count
}

// MandelTile renders a w x h tile of the Mandelbrot set and returns the summed escape counts.
func MandelTile(cx, cy float64, w, h, maxIter int) uint64 {
	var total uint64
	for py := 0; py < h; py++ {
		for px := 0; px < w; px++ {
			x0 := cx + (float64(px)/float64(w)-0.5)*0.5
			y0 := cy + (float64(py)/float64(h)-0.5)*0.4
			x, y := 0.0, 0.0
			it := 0
			for ; it < maxIter && x*x+y*y < 4; it++ {
				x, y = x*x-y*y+x0, 2*x*y+y0
			}
			total += uint64(it)
		}
	}
	return total
}

func splitmix(s *uint64) uint64 {
	*s += 0x9E3779B97F4A7C15
	z := *s
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	return z ^ (z >> 31)
}

// HashBuffer fills a buffer of n bytes and FNV-1a hashes it four times.
func HashBuffer(n int, seed uint64) uint64 {
	buf := make([]byte, n)
	s := seed
	for i := 0; i+8 <= n; i += 8 {
		v := splitmix(&s)
		for k := 0; k < 8; k++ {
			buf[i+k] = byte(v >> (8 * k))
		}
	}
	h := uint64(14695981039346656037)
	for rep := 0; rep < 4; rep++ {
		for _, b := range buf {
			h ^= uint64(b)
			h *= 1099511628211
		}
	}
	return h
}

type record struct {
	key   uint64
	name  string
	score float64
}

// SortRecords builds n records and sorts them by score, then key.
func SortRecords(n int, seed uint64) uint64 {
	s := seed
	recs := make([]record, n)
	for i := range recs {
		v := splitmix(&s)
		recs[i] = record{key: v, name: "", score: float64(v%10000) / 7}
	}
	sort.Slice(recs, func(i, j int) bool {
		if recs[i].score != recs[j].score {
			return recs[i].score < recs[j].score
		}
		return recs[i].key < recs[j].key
	})
	return recs[0].key ^ recs[n-1].key
}

// RLEText builds a text of about n bytes and run-length encodes it.
func RLEText(n int, seed int) int {
	var sb strings.Builder
	words := []string{"aaa", "bb", "cccc", "d", "eeeeee", "ff"}
	for sb.Len() < n {
		sb.WriteString(words[(sb.Len()/7+seed)%len(words)])
	}
	text := sb.String()
	var out strings.Builder
	for i := 0; i < len(text); {
		j := i
		for j < len(text) && text[j] == text[i] {
			j++
		}
		out.WriteByte(text[i])
		out.WriteByte(byte('0' + (j-i)%10))
		i = j
	}
	return out.Len()
}
