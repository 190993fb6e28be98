// wordcount (after): 4 goroutines count normalized words of a synthetic log
// into ONE shared map guarded by a single sync.Mutex (no merge step).
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"runtime/pprof"
	"sort"
	"strings"
	"sync"
)

func makeLines(n int) []string {
	verbs := []string{"GET", "POST", "PUT", "DELETE"}
	seed := uint32(7)
	next := func() uint32 { seed = seed*1664525 + 1013904223; return seed >> 8 }
	lines := make([]string, n)
	var b strings.Builder
	for i := range lines {
		b.Reset()
		fmt.Fprintf(&b, "%s /api/v%d/users/%d/items/%d status=%d user=U%d region=R%d",
			verbs[next()%4], next()%3, next()%5000, next()%300, 200+next()%5, next()%20000, next()%16)
		lines[i] = b.String()
	}
	return lines
}

func normalize(w string) string {
	// lower-case; numbers become ":n"; "user=U123" -> "user=u"
	if i := strings.IndexByte(w, '='); i >= 0 {
		return strings.ToLower(w[:i+2])
	}
	if w != "" && w[0] >= '0' && w[0] <= '9' {
		return ":n"
	}
	return strings.ToLower(w)
}

// routeKey turns one log line into grouping keys and emits three of them:
// the route ("get api v:n users :n items :n status=2 region=r3"),
// the status class ("status=2") and the region ("region=r3").
func routeKey(line string, emit func(string)) {
	var b strings.Builder
	var status, region string
	for i, f := range strings.FieldsFunc(line, func(r rune) bool { return r == ' ' || r == '/' }) {
		switch i {
		case 2: // "v1" -> "v:n"
			f = "v:n"
		case 8: // user=... is too high-cardinality, skip
			continue
		case 7:
			status = normalize(f)
		case 9:
			region = strings.ToLower(f)
		}
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(normalize(f))
	}
	emit(b.String())
	emit(status)
	emit(region)
}

type sharedCounts struct {
	mu sync.Mutex
	m  map[string]int
}

func (s *sharedCounts) add(w string) {
	s.mu.Lock()
	s.m[w]++
	s.mu.Unlock()
}

func worker(lines []string, rounds int, shared *sharedCounts) {
	for r := 0; r < rounds; r++ {
		for _, l := range lines {
			routeKey(l, shared.add)
		}
	}
}

func main() {
	prof := flag.String("cpuprofile", "cpu.pprof", "output file")
	rounds := flag.Int("rounds", 10, "passes over the input per worker")
	flag.Parse()
	lines := makeLines(40000)
	f, err := os.Create(*prof)
	if err != nil {
		log.Fatal(err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		log.Fatal(err)
	}
	const workers = 4
	shared := &sharedCounts{m: make(map[string]int)}
	var wg sync.WaitGroup
	for i := 0; i < workers; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			chunk := lines[i*len(lines)/workers : (i+1)*len(lines)/workers]
			worker(chunk, *rounds, shared)
		}(i)
	}
	wg.Wait()
	counts := shared.m
	pprof.StopCPUProfile()
	f.Close()
	keys := make([]string, 0, len(counts))
	total := 0
	for k, v := range counts {
		keys = append(keys, k)
		total += v
	}
	sort.Strings(keys)
	fmt.Printf("distinct=%d total=%d first=%q\n", len(keys), total, keys[0])
}
