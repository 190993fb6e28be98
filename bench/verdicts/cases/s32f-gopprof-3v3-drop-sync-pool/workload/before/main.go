// Request-handler benchmark: each request renders a response into a 64 KB
// scratch buffer and checksums it. BEFORE: scratch buffers come from a sync.Pool.
package main

import (
	"fmt"
	"hash/crc32"
	"os"
	"runtime/pprof"
	"strconv"
	"sync"
	"time"
)

const scratchSize = 64 << 10

var scratchPool = sync.Pool{New: func() any { b := make([]byte, scratchSize); return &b }}

type request struct {
	id    int
	user  string
	items []int
}

func renderBody(buf []byte, r *request) int {
	n := 0
	n += copy(buf[n:], "{\"id\":")
	n += len(strconv.AppendInt(buf[n:n], int64(r.id), 10))
	n += copy(buf[n:], ",\"user\":\"")
	n += copy(buf[n:], r.user)
	n += copy(buf[n:], "\",\"items\":[")
	for i, it := range r.items {
		if i > 0 {
			buf[n] = ','
			n++
		}
		n += len(strconv.AppendInt(buf[n:n], int64(it*2654435761%1000003), 10))
	}
	buf[n] = ']'
	n++
	return n
}

func checksum(b []byte) uint32 { return crc32.ChecksumIEEE(b) }

func handleRequest(r *request) uint32 {
	bp := scratchPool.Get().(*[]byte)
	buf := *bp
	n := renderBody(buf, r)
	sum := checksum(buf[:n])
	scratchPool.Put(bp)
	return sum
}

func main() {
	f, _ := os.Create(os.Args[1])
	dur, _ := time.ParseDuration(os.Args[2])
	pprof.StartCPUProfile(f)
	items := make([]int, 5000)
	for i := range items {
		items[i] = i * 7
	}
	var acc uint32
	reqs := 0
	start := time.Now()
	for time.Since(start) < dur {
		for k := 0; k < 100; k++ {
			r := &request{id: reqs, user: "user-" + strconv.Itoa(reqs%977), items: items}
			acc ^= handleRequest(r)
			reqs++
		}
	}
	pprof.StopCPUProfile()
	f.Close()
	fmt.Printf("requests=%d acc=%08x rate=%.0f/s\n", reqs, acc, float64(reqs)/time.Since(start).Seconds())
}
