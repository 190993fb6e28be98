// pool: a worker pool scoring synthetic sensor records.
// main produces job indices; 2 worker goroutines each generate the record text
// for an index (genLine), parse it (parseRecord), normalise the sensor name
// (normalizeName) and score its readings (score); results are merged by main.
package main

import (
	"fmt"
	"os"
	"strconv"
	"sync"
)

type record struct {
	name   string
	values []float64
}

//go:noinline
func genLine(i int, buf []byte) []byte {
	buf = buf[:0]
	buf = append(buf, "Sensor-"...)
	buf = strconv.AppendInt(buf, int64(i%977), 10)
	x := uint64(i)*2654435761 + 12345
	for k := 0; k < 24; k++ {
		x ^= x << 13
		x ^= x >> 7
		x ^= x << 17
		buf = append(buf, ',')
		buf = strconv.AppendInt(buf, int64(x%10000), 10)
	}
	return buf
}

//go:noinline
func parseRecord(line []byte, r *record) {
	r.values = r.values[:0]
	start := 0
	field := 0
	for i := 0; i <= len(line); i++ {
		if i == len(line) || line[i] == ',' {
			if field == 0 {
				r.name = string(line[start:i])
			} else {
				v := 0
				for _, c := range line[start:i] {
					v = v*10 + int(c-'0')
				}
				r.values = append(r.values, float64(v)/100)
			}
			field++
			start = i + 1
		}
	}
}

//go:noinline
func normalizeName(s string) uint32 {
	h := uint32(2166136261)
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		h = (h ^ uint32(c)) * 16777619
	}
	return h
}

//go:noinline
func score(vals []float64) float64 {
	// mean absolute deviation from a robust centre: the median of the
	// first 9 readings (insertion sort of a small copy)
	var head [9]float64
	k := copy(head[:], vals)
	for i := 1; i < k; i++ {
		for j := i; j > 0 && head[j] < head[j-1]; j-- {
			head[j], head[j-1] = head[j-1], head[j]
		}
	}
	mean := head[k/2]
	dev := 0.0
	for _, v := range vals {
		if v > mean {
			dev += v - mean
		} else {
			dev += mean - v
		}
	}
	return dev / float64(len(vals))
}

func worker(jobs <-chan [2]int, out chan<- float64, wg *sync.WaitGroup) {
	defer wg.Done()
	var r record
	buf := make([]byte, 0, 256)
	for j := range jobs {
		acc := 0.0
		for i := j[0]; i < j[1]; i++ {
			buf = genLine(i, buf)
			parseRecord(buf, &r)
			h := normalizeName(r.name)
			acc += score(r.values) + float64(h%7)
		}
		out <- acc
	}
}

func main() {
	n := 3000000
	if len(os.Args) > 1 {
		n, _ = strconv.Atoi(os.Args[1])
	}
	jobs := make(chan [2]int, 64)
	out := make(chan float64, 64)
	var wg sync.WaitGroup
	for w := 0; w < 2; w++ {
		wg.Add(1)
		go worker(jobs, out, &wg)
	}
	go func() {
		for i := 0; i < n; i += 1000 {
			e := i + 1000
			if e > n {
				e = n
			}
			jobs <- [2]int{i, e}
		}
		close(jobs)
		wg.Wait()
		close(out)
	}()
	total := 0.0
	for v := range out {
		total += v
	}
	fmt.Printf("records=%d total=%.3f\n", n, total)
}
