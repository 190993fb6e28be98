// eventagg: toy event aggregator, allocation heavy. Per round genEvents makes
// raw "k=v" event lines, parseEvent splits each into a map, enrich derives
// extra tag strings from it (the number of derived tags is ENRICH_TAGS, set at
// link time with -ldflags "-X main.enrichTags=N"), aggregate keys the event by
// its sorted tags into a long-lived map, and report sorts the series.
package main

import (
	"flag"
	"fmt"
	"hash/fnv"
	"os"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"
)

var enrichTags = "8"

type series struct {
	key   string
	count int
	sum   float64
	tags  []string
}

var regions = []string{"eu-west-1", "us-east-1", "us-west-2", "ap-south-1", "sa-east-1"}
var services = []string{"checkout", "search", "auth", "catalog", "cart", "payments", "shipping"}
var methods = []string{"GET", "POST", "PUT", "DELETE"}

type rng struct{ s uint64 }

func (r *rng) next() uint64 { r.s ^= r.s << 13; r.s ^= r.s >> 7; r.s ^= r.s << 17; return r.s }

func genEvents(r *rng, n int) []string {
	out := make([]string, 0, n)
	for i := 0; i < n; i++ {
		x := r.next()
		out = append(out, fmt.Sprintf("ts=%d region=%s service=%s method=%s status=%d user=u%d latency_ms=%d.%02d path=/v1/%s/%d",
			1700000000+int(x>>40), regions[x%5], services[(x>>8)%7], methods[(x>>12)%4], 200+int((x>>16)%5)*100,
			(x>>20)%5000, (x>>32)%900, (x>>24)%100, services[(x>>28)%7], (x>>36)%50))
	}
	return out
}

func parseEvent(line string) map[string]string {
	m := make(map[string]string, 10)
	for _, f := range strings.Fields(line) {
		if i := strings.IndexByte(f, '='); i > 0 {
			m[f[:i]] = f[i+1:]
		}
	}
	return m
}

// enrich derives n tag strings from the parsed fields (status class, latency
// bucket, user shard, path prefix...), one formatted string per derived tag.
func enrich(ev map[string]string, n int) []string {
	tags := make([]string, 0, n+4)
	tags = append(tags, "region="+ev["region"], "service="+ev["service"], "method="+ev["method"])
	lat, _ := strconv.ParseFloat(ev["latency_ms"], 64)
	st, _ := strconv.Atoi(ev["status"])
	user := ev["user"]
	path := ev["path"]
	for k := 0; k < n; k++ {
		var t string
		switch k % 8 {
		case 0:
			t = fmt.Sprintf("status_class=%dxx", st/100)
		case 1:
			t = fmt.Sprintf("lat_bucket=%d", int(lat)/100*100)
		case 2:
			t = "shard=" + strconv.Itoa(len(user)%4+k)
		case 3:
			t = "path_prefix=" + strings.Join(strings.Split(path, "/")[:3], "/")
		case 4:
			t = strings.ToUpper(ev["method"]) + "_" + strings.ToLower(ev["service"])
		case 5:
			t = fmt.Sprintf("slow=%t", lat > 500)
		case 6:
			t = "az=" + ev["region"] + string(rune('a'+k%3))
		case 7:
			t = fmt.Sprintf("err=%t", st >= 400)
		}
		if k >= 8 {
			t = t + "#" + strconv.Itoa(k/8)
		}
		tags = append(tags, t)
	}
	return tags
}

func aggregate(agg map[string]*series, tags []string, ev map[string]string) {
	keyTags := make([]string, 0, 6)
	for _, t := range tags {
		if strings.IndexByte(t, '#') >= 0 {
			continue
		}
		if strings.HasPrefix(t, "region=") || strings.HasPrefix(t, "service=") || strings.HasPrefix(t, "status_class=") || strings.HasPrefix(t, "lat_bucket=") {
			keyTags = append(keyTags, t)
		}
	}
	sort.Strings(keyTags)
	key := strings.Join(keyTags, ",")
	s := agg[key]
	if s == nil {
		s = &series{key: key, tags: append([]string(nil), tags...)}
		agg[key] = s
	}
	lat, _ := strconv.ParseFloat(ev["latency_ms"], 64)
	s.count++
	s.sum += lat
}

func report(agg map[string]*series) uint64 {
	all := make([]*series, 0, len(agg))
	for _, s := range agg {
		all = append(all, s)
	}
	sort.Slice(all, func(i, j int) bool { return all[i].key < all[j].key })
	h := fnv.New64a()
	for _, s := range all {
		fmt.Fprintf(h, "%s %d %.1f\n", s.key, s.count, s.sum)
	}
	return h.Sum64()
}

func main() {
	rounds := flag.Int("rounds", 6, "rounds")
	prof := flag.String("cpuprofile", "", "write CPU profile here")
	flag.Parse()
	n, _ := strconv.Atoi(enrichTags)
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			panic(err)
		}
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	r := &rng{s: 0x9E3779B97F4A7C15}
	agg := map[string]*series{}
	var keep [][]string
	for round := 0; round < *rounds; round++ {
		lines := genEvents(r, 120000)
		for i, l := range lines {
			ev := parseEvent(l)
			tags := enrich(ev, n)
			aggregate(agg, tags, ev)
			if i%4 == 0 {
				keep = append(keep, tags) // a sample of recent events is retained (live heap)
			}
		}
		if len(keep) > 150000 {
			keep = append([][]string(nil), keep[len(keep)-150000:]...)
		}
	}
	fmt.Printf("series %d kept %d checksum %x\n", len(agg), len(keep), report(agg))
}
