// Log parser: reads synthetic access-log lines, extracts fields, aggregates stats.
package main

import (
	"flag"
	"fmt"
	"os"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"
	"regexp"
	"crypto/sha256"
	"encoding/hex"
)

var requestRe = regexp.MustCompile(`^"(GET|POST|PUT|DELETE) (/[^ ?]*)(\?[^ ]*)? HTTP/1\.[01]"$`)

type Entry struct {
	IP     string
	Method string
	Path   string
	Status int
	Bytes  int
	Millis float64
}

type Stats struct {
	clients  map[string]int
	byPath   map[string]int
	byStatus map[int]int
	bytes    int64
	lat      []float64
}

func genLines(n int) []string {
	methods := []string{"GET", "POST", "PUT", "DELETE"}
	paths := []string{"/api/users", "/api/orders", "/static/app.js", "/login", "/api/items/42", "/health"}
	out := make([]string, n)
	seed := uint32(12345)
	for i := range out {
		seed = seed*1664525 + 1013904223
		m := methods[seed%4]
		p := paths[(seed>>8)%6]
		st := []int{200, 200, 200, 304, 404, 500}[(seed>>16)%6]
		out[i] = fmt.Sprintf("10.0.%d.%d - - [29/Nov/2026:12:%02d:%02d] \"%s %s?id=%d HTTP/1.1\" %d %d %d.%03d",
			(seed>>4)%256, (seed>>12)%256, i%60, (i/60)%60, m, p, i, st, (seed>>3)%50000, (seed>>5)%900, seed%1000)
	}
	return out
}

func splitFields(line string) (ip, req, rest string, ok bool) {
	sp := strings.IndexByte(line, ' ')
	if sp < 0 {
		return "", "", "", false
	}
	ip = line[:sp]
	q1 := strings.IndexByte(line, '"')
	q2 := strings.LastIndexByte(line, '"')
	if q1 < 0 || q2 <= q1 {
		return "", "", "", false
	}
	return ip, line[q1 : q2+1], strings.TrimSpace(line[q2+1:]), true
}

func parseRequest(req string) (method, path string, ok bool) {
	m := requestRe.FindStringSubmatch(req)
	if m == nil {
		return "", "", false
	}
	return m[1], m[2], true
}

func parseNumbers(rest string) (status, bytes int, millis float64, ok bool) {
	f := strings.Fields(rest)
	if len(f) != 3 {
		return 0, 0, 0, false
	}
	var err error
	if status, err = strconv.Atoi(f[0]); err != nil {
		return 0, 0, 0, false
	}
	if bytes, err = strconv.Atoi(f[1]); err != nil {
		return 0, 0, 0, false
	}
	if millis, err = strconv.ParseFloat(f[2], 64); err != nil {
		return 0, 0, 0, false
	}
	return status, bytes, millis, true
}

func parseLine(line string) (Entry, bool) {
	ip, req, rest, ok := splitFields(line)
	if !ok {
		return Entry{}, false
	}
	method, path, ok := parseRequest(req)
	if !ok {
		return Entry{}, false
	}
	st, b, ms, ok := parseNumbers(rest)
	if !ok {
		return Entry{}, false
	}
	return Entry{ip, method, path, st, b, ms}, true
}

var anonSalt = []byte("flamediff-logparse-salt-2026")

// stretchDigest is a keyed, iterated hash so client IPs cannot be reversed.
func stretchDigest(sum [32]byte, rounds int) [32]byte {
	buf := make([]byte, 0, 64)
	for i := 0; i < rounds; i++ {
		buf = append(buf[:0], sum[:]...)
		buf = append(buf, anonSalt...)
		sum = sha256.Sum256(buf)
	}
	return sum
}

func anonymizeIP(ip string) string {
	sum := sha256.Sum256([]byte(ip))
	sum = stretchDigest(sum, 160)
	return hex.EncodeToString(sum[:8])
}

func (s *Stats) add(e Entry) {
	s.clients[anonymizeIP(e.IP)]++
	s.byPath[e.Method+" "+e.Path]++
	s.byStatus[e.Status]++
	s.bytes += int64(e.Bytes)
	s.lat = append(s.lat, e.Millis)
}

func (s *Stats) report() string {
	sort.Float64s(s.lat)
	p99 := s.lat[len(s.lat)*99/100]
	keys := make([]string, 0, len(s.byPath))
	for k := range s.byPath {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var sb strings.Builder
	for _, k := range keys {
		fmt.Fprintf(&sb, "%s %d\n", k, s.byPath[k])
	}
	fmt.Fprintf(&sb, "bytes=%d p99=%.3f statuses=%d clients=%d\n", s.bytes, p99, len(s.byStatus), len(s.clients))
	return sb.String()
}

func processAll(lines []string, rounds int) *Stats {
	s := &Stats{clients: map[string]int{}, byPath: map[string]int{}, byStatus: map[int]int{}}
	for r := 0; r < rounds; r++ {
		for _, l := range lines {
			if e, ok := parseLine(l); ok {
				s.add(e)
			}
		}
	}
	return s
}

func main() {
	prof := flag.String("cpuprofile", "", "write cpu profile")
	n := flag.Int("lines", 200000, "lines")
	rounds := flag.Int("rounds", 10, "rounds")
	flag.Parse()
	lines := genLines(*n)
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			panic(err)
		}
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	s := processAll(lines, *rounds)
	out := s.report()
	h := uint32(2166136261)
	for i := 0; i < len(out); i++ {
		h = (h ^ uint32(out[i])) * 16777619
	}
	fmt.Printf("lines=%d rounds=%d paths=%d fnv=%08x\n", *n, *rounds, len(s.byPath), h)
}
