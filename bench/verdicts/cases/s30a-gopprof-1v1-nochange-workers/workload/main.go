// tally: a worker pool that turns generated orders into invoice lines.
// Each item: buildOrder -> encodeLine (strconv) -> checksumLine (FNV-1a) -> rankItems (sort).
// The same binary is used on both sides; only -workers and -duration differ
// (a no-change control: identical per-item work).
package main

import (
	"flag"
	"fmt"
	"hash/fnv"
	"log"
	"os"
	"runtime/pprof"
	"sort"
	"strconv"
	"sync"
	"sync/atomic"
	"time"
)

type order struct {
	id    uint64
	items [12]uint32
	price float64
}

func buildOrder(i uint64) order {
	x := i * 0x9E3779B97F4A7C15
	o := order{id: i, price: float64(x%100000) / 100}
	for k := range o.items {
		x ^= x << 13
		x ^= x >> 7
		x ^= x << 17
		o.items[k] = uint32(x % 10000)
	}
	return o
}

func encodeLine(o *order, buf []byte) []byte {
	buf = buf[:0]
	buf = append(buf, "order="...)
	buf = strconv.AppendUint(buf, o.id, 10)
	buf = append(buf, " price="...)
	buf = strconv.AppendFloat(buf, o.price, 'f', 2, 64)
	for _, it := range o.items {
		buf = append(buf, ' ')
		buf = strconv.AppendUint(buf, uint64(it), 10)
	}
	return buf
}

func checksumLine(b []byte) uint64 {
	h := fnv.New64a()
	for r := 0; r < 4; r++ {
		h.Write(b)
	}
	return h.Sum64()
}

func rankItems(o *order) uint32 {
	s := make([]uint32, len(o.items))
	copy(s, o.items[:])
	sort.Slice(s, func(a, b int) bool { return s[a] < s[b] })
	return s[len(s)/2]
}

func worker(next *atomic.Uint64, deadline time.Time, done *atomic.Uint64, wg *sync.WaitGroup) {
	defer wg.Done()
	buf := make([]byte, 0, 256)
	var acc uint64
	for time.Now().Before(deadline) {
		start := next.Add(256) - 256
		for i := start; i < start+256; i++ {
			o := buildOrder(i)
			buf = encodeLine(&o, buf)
			acc += checksumLine(buf)
			acc += uint64(rankItems(&o))
		}
		done.Add(256)
	}
	sink.Add(acc)
}

var sink atomic.Uint64

func main() {
	workers := flag.Int("workers", 2, "worker goroutines")
	dur := flag.Duration("duration", 3*time.Second, "how long to run")
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
		defer pprof.StopCPUProfile()
	}
	var next, done atomic.Uint64
	var wg sync.WaitGroup
	deadline := time.Now().Add(*dur)
	t0 := time.Now()
	for w := 0; w < *workers; w++ {
		wg.Add(1)
		go worker(&next, deadline, &done, &wg)
	}
	wg.Wait()
	el := time.Since(t0).Seconds()
	fmt.Printf("workers=%d duration=%.2fs items=%d items/s=%.0f\n", *workers, el, done.Load(), float64(done.Load())/el)
}
