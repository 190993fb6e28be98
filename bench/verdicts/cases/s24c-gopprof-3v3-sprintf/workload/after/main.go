// evagg: synthetic access-log aggregator. Generates request events, keys them by
// user/endpoint/status, aggregates latency stats per key, computes percentiles
// and renders a sorted report. CPU profile written with runtime/pprof.
package main

import (
	"fmt"
	"hash/fnv"
	"os"
	"runtime"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"
)

type event struct {
	user, endpoint, status int
	latencyUs              int
	bytes                  int
}

type stat struct {
	count   int
	bytes   int64
	lat     []int
	minLat  int
	maxLat  int
}

type rng struct{ s uint64 }

func (r *rng) next() uint64 {
	r.s ^= r.s << 13
	r.s ^= r.s >> 7
	r.s ^= r.s << 17
	return r.s
}

//go:noinline
func genEvents(r *rng, n int, out []event) []event {
	out = out[:0]
	for i := 0; i < n; i++ {
		x := r.next()
		st := 200
		switch x % 50 {
		case 0:
			st = 500
		case 1, 2:
			st = 404
		case 3:
			st = 302
		}
		out = append(out, event{
			user:      int((x >> 8) % 400),
			endpoint:  int((x >> 20) % 40),
			status:    st,
			latencyUs: int((x>>32)%20000) + 150,
			bytes:     int((x >> 48) % 65536),
		})
	}
	return out
}

//go:noinline
func formatKey(e *event) string {
	return "u" + strconv.Itoa(e.user) + ":" + strconv.Itoa(e.endpoint) + ":" + fmt.Sprintf("%d", e.status)
}

//go:noinline
func aggregate(evs []event, m map[string]*stat) {
	for i := range evs {
		e := &evs[i]
		k := formatKey(e)
		s := m[k]
		if s == nil {
			s = &stat{minLat: 1 << 30}
			m[k] = s
		}
		s.count++
		s.bytes += int64(e.bytes)
		s.lat = append(s.lat, e.latencyUs)
		if e.latencyUs < s.minLat {
			s.minLat = e.latencyUs
		}
		if e.latencyUs > s.maxLat {
			s.maxLat = e.latencyUs
		}
	}
}

//go:noinline
func percentiles(m map[string]*stat) (p50, p99 map[string]int) {
	p50 = make(map[string]int, len(m))
	p99 = make(map[string]int, len(m))
	for k, s := range m {
		sort.Ints(s.lat)
		p50[k] = s.lat[len(s.lat)/2]
		p99[k] = s.lat[len(s.lat)*99/100]
	}
	return
}

//go:noinline
func renderReport(m map[string]*stat, p50, p99 map[string]int) uint64 {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	for _, k := range keys {
		s := m[k]
		b.WriteString(k)
		b.WriteByte(' ')
		b.WriteString(strconv.Itoa(s.count))
		b.WriteByte(' ')
		b.WriteString(strconv.FormatInt(s.bytes, 10))
		b.WriteByte(' ')
		b.WriteString(strconv.Itoa(p50[k]))
		b.WriteByte(' ')
		b.WriteString(strconv.Itoa(p99[k]))
		b.WriteByte('\n')
	}
	h := fnv.New64a()
	h.Write([]byte(b.String()))
	return h.Sum64()
}

func main() {
	rounds := 30
	if len(os.Args) > 2 {
		rounds, _ = strconv.Atoi(os.Args[2])
	}
	f, err := os.Create(os.Args[1])
	if err != nil {
		panic(err)
	}
	runtime.SetCPUProfileRate(500)
	if err := pprof.StartCPUProfile(f); err != nil {
		panic(err)
	}
	r := &rng{s: 88172645463325252}
	var evs []event
	var sum uint64
	for i := 0; i < rounds; i++ {
		evs = genEvents(r, 200000, evs)
		m := make(map[string]*stat, 4096)
		aggregate(evs, m)
		p50, p99 := percentiles(m)
		sum ^= renderReport(m, p50, p99)
	}
	pprof.StopCPUProfile()
	f.Close()
	fmt.Printf("checksum %016x\n", sum)
}
