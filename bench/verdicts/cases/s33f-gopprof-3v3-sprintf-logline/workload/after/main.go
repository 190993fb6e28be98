// Log pipeline: parse synthetic request events, aggregate them, and format
// one access-log line per event. AFTER: formatLine builds each field with
// fmt.Sprintf and concatenates the strings.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"hash/crc32"
	"os"
	"runtime/pprof"
)

type Event struct {
	TS      int64
	Method  string
	Path    string
	Status  int
	Bytes   int
	Latency float64
	User    string
}

var methods = []string{"GET", "POST", "PUT", "DELETE"}
var paths = []string{"/api/v1/items", "/api/v1/users/42", "/static/app.js", "/healthz", "/api/v1/orders?page=3"}
var users = []string{"alice", "bob", "carol", "dave", "-"}

type rng struct{ s uint64 }

func (r *rng) next() uint64 {
	r.s ^= r.s << 13
	r.s ^= r.s >> 7
	r.s ^= r.s << 17
	return r.s
}

//go:noinline
func makeEvent(r *rng, i int) Event {
	return Event{
		TS:      1700000000000 + int64(i)*7,
		Method:  methods[r.next()%4],
		Path:    paths[r.next()%5],
		Status:  []int{200, 200, 200, 404, 500}[r.next()%5],
		Bytes:   int(r.next() % 100000),
		Latency: float64(r.next()%10000) / 100.0,
		User:    users[r.next()%5],
	}
}

// aggregate does the per-event accounting (histograms, route hashing).
//
//go:noinline
func aggregate(e *Event, hist []int, routes map[uint32]int) {
	b := int(e.Latency)
	if b >= len(hist) {
		b = len(hist) - 1
	}
	hist[b]++
	key := e.Method + " " + e.Path
	h := crc32.ChecksumIEEE([]byte(key))
	for k := 0; k < 40; k++ { // a little mixing work per event
		h = h*2654435761 + uint32(k)
		h ^= h >> 15
	}
	routes[h&1023] += e.Bytes
}

//go:noinline
func formatLine(buf *bytes.Buffer, e *Event) []byte {
	// Rewritten "for readability": one fmt.Sprintf per field, then concatenate.
	ts := fmt.Sprintf("%d", e.TS)
	user := fmt.Sprintf("%s", e.User)
	req := fmt.Sprintf("\"%s %s\"", e.Method, e.Path)
	status := fmt.Sprintf("%d", e.Status)
	size := fmt.Sprintf("%d", e.Bytes)
	lat := fmt.Sprintf("%.2fms", e.Latency)
	line := ts + " " + user + " " + req + " " + status + " " + size + " " + lat + "\n"
	return []byte(line)
}

func run(n int) uint32 {
	r := &rng{s: 88172645463325252}
	hist := make([]int, 64)
	routes := make(map[uint32]int)
	var buf bytes.Buffer
	var sum uint32
	for i := 0; i < n; i++ {
		e := makeEvent(r, i)
		aggregate(&e, hist, routes)
		if e.Status >= 500 && e.Latency >= 90 { // only slow server errors are logged
			line := formatLine(&buf, &e)
			sum = crc32.Update(sum, crc32.IEEETable, line)
		}
	}
	return sum
}

func main() {
	n := flag.Int("n", 14000000, "events")
	out := flag.String("cpuprofile", "", "file")
	flag.Parse()
	if *out != "" {
		f, err := os.Create(*out)
		if err != nil {
			panic(err)
		}
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	fmt.Println("checksum", run(*n))
}
