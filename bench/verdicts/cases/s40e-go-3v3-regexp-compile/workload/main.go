// logstats: parse synthetic access-log lines, aggregate latency per route and user.
//
// -mode hoisted : the line regexp is compiled once, at package level      (before)
// -mode inline  : regexp.MustCompile is called inside parseLine, per line (after)
//
// Same lines (seeded), same parsing and aggregation work in both modes.
package main

import (
	"flag"
	"fmt"
	"hash/fnv"
	"math/rand"
	"os"
	"regexp"
	"runtime"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"
)

const linePattern = `^ts=(\d+) level=(INFO|WARN|ERROR) user=([a-z]+) route=(/[a-z0-9/_-]*) status=(\d{3}) latency_ms=(\d+)$`

var lineRE = regexp.MustCompile(linePattern)

var inlineCompile bool

type record struct {
	ts      int64
	level   string
	user    string
	route   string
	status  int
	latency int
}

func parseLine(line string) (record, bool) {
	re := lineRE
	if inlineCompile {
		re = regexp.MustCompile(linePattern)
	}
	m := re.FindStringSubmatch(line)
	if m == nil {
		return record{}, false
	}
	ts, _ := strconv.ParseInt(m[1], 10, 64)
	st, _ := strconv.Atoi(m[5])
	lat, _ := strconv.Atoi(m[6])
	return record{ts: ts, level: m[2], user: m[3], route: m[4], status: st, latency: lat}, true
}

func normalizeRoute(r string) string {
	parts := strings.Split(r, "/")
	for i, p := range parts {
		if len(p) > 0 && p[0] >= '0' && p[0] <= '9' {
			parts[i] = ":id"
		}
	}
	return strings.ToLower(strings.Join(parts, "/"))
}

type stats struct {
	n, errs  int
	sum, max int
	lats     []int
}

func aggregate(agg map[string]*stats, rec record) {
	key := normalizeRoute(rec.route) + "|" + rec.user
	s := agg[key]
	if s == nil {
		s = &stats{}
		agg[key] = s
	}
	s.n++
	s.sum += rec.latency
	if rec.latency > s.max {
		s.max = rec.latency
	}
	if rec.status >= 500 {
		s.errs++
	}
	s.lats = append(s.lats, rec.latency)
}

func p99(agg map[string]*stats) uint64 {
	keys := make([]string, 0, len(agg))
	for k := range agg {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	h := fnv.New64a()
	for _, k := range keys {
		s := agg[k]
		sort.Ints(s.lats)
		fmt.Fprintf(h, "%s:%d:%d:%d:%d\n", k, s.n, s.errs, s.max, s.lats[len(s.lats)*99/100])
	}
	return h.Sum64()
}

var users = []string{"alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi"}
var routes = []string{"/api/orders", "/api/orders/%d", "/api/users/%d/cart", "/static/app_js", "/health", "/api/search"}
var levels = []string{"INFO", "INFO", "INFO", "WARN", "ERROR"}

func genLines(rng *rand.Rand, n int) []string {
	out := make([]string, n)
	for i := range out {
		r := routes[rng.Intn(len(routes))]
		if strings.Contains(r, "%d") {
			r = fmt.Sprintf(r, rng.Intn(100000))
		}
		out[i] = fmt.Sprintf("ts=%d level=%s user=%s route=%s status=%d latency_ms=%d",
			1700000000+i, levels[rng.Intn(len(levels))], users[rng.Intn(len(users))], r,
			[]int{200, 200, 200, 201, 404, 500}[rng.Intn(6)], rng.Intn(2000))
	}
	return out
}

func main() {
	mode := flag.String("mode", "hoisted", "hoisted|inline")
	n := flag.Int("n", 200000, "lines per round")
	rounds := flag.Int("rounds", 5, "rounds")
	seed := flag.Int64("seed", 42, "seed")
	prof := flag.String("cpuprofile", "", "write CPU profile here")
	rate := flag.Int("rate", 250, "CPU profile rate (Hz)")
	flag.Parse()
	inlineCompile = *mode == "inline"

	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			panic(err)
		}
		runtime.SetCPUProfileRate(*rate) // StartCPUProfile then warns but keeps this rate
		if err := pprof.StartCPUProfile(f); err != nil {
			panic(err)
		}
		defer f.Close()
		defer pprof.StopCPUProfile()
	}

	rng := rand.New(rand.NewSource(*seed))
	var out uint64
	for r := 0; r < *rounds; r++ {
		lines := genLines(rng, *n)
		agg := map[string]*stats{}
		for _, l := range lines {
			if rec, ok := parseLine(l); ok {
				aggregate(agg, rec)
			}
		}
		out ^= p99(agg)
	}
	fmt.Printf("mode=%s out=%016x\n", *mode, out)
}
