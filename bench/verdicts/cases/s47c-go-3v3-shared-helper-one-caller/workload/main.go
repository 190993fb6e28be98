// logpipe: a small access-log analytics batch. Records are generated from a
// fixed seed, then go through parse -> enrich -> aggregate -> render. Every
// stage normalises string keys through the shared helper canonicalKey.
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"runtime/pprof"
	"sort"
	"strings"
)

type rawLine struct {
	text string
}

type record struct {
	user, path, region, agent, referrer string
	status                              int
	bytes                               int
	userKey, pathKey, regionKey         uint64
	agentKey, refKey                    uint64
	segment                             uint64
}

type bucket struct {
	key   uint64
	label string
	hits  int
	bytes int
	errs  int
}

var (
	regions  = []string{" EU-West ", "eu-central", "US-East", "us-west ", "AP-South", "ap-northeast", "SA-East"}
	agents   = []string{"Mozilla/5.0 (X11; Linux x86_64)", "curl/8.5.0", "Go-http-client/1.1", "Mozilla/5.0 (Macintosh)", "python-requests/2.31"}
	referers = []string{"https://Example.com/", "https://search.example.org/?q=x", "-", "https://news.example.net/item"}
)

type rng struct{ s uint64 }

func (r *rng) next() uint64 {
	r.s ^= r.s << 13
	r.s ^= r.s >> 7
	r.s ^= r.s << 17
	return r.s
}

func generate(n int, seed uint64) []rawLine {
	r := &rng{s: seed}
	out := make([]rawLine, n)
	var sb strings.Builder
	for i := range out {
		sb.Reset()
		fmt.Fprintf(&sb, "User%05d|/api/v%d/Items/%d|%s|%d|%d|%s|%s",
			r.next()%40000, r.next()%3+1, r.next()%900,
			regions[r.next()%uint64(len(regions))],
			[]int{200, 200, 200, 304, 404, 500}[r.next()%6],
			int(r.next()%20000),
			agents[r.next()%uint64(len(agents))],
			referers[r.next()%uint64(len(referers))])
		out[i] = rawLine{text: sb.String()}
	}
	return out
}

// parseRecords splits each line and canonicalises the key fields.
func parseRecords(lines []rawLine) []record {
	recs := make([]record, 0, len(lines))
	for _, ln := range lines {
		f := strings.Split(ln.text, "|")
		if len(f) != 7 {
			continue
		}
		rec := record{user: f[0], path: f[1], region: f[2], agent: f[5], referrer: f[6]}
		rec.status = atoi(f[3])
		rec.bytes = atoi(f[4])
		rec.userKey = canonicalKey(rec.user)
		rec.pathKey = canonicalKey(rec.path)
		rec.regionKey = canonicalKey(rec.region)
		recs = append(recs, rec)
	}
	return recs
}

func atoi(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < '0' || c > '9' {
			break
		}
		n = n*10 + int(c-'0')
	}
	return n
}

// aggregateRecords groups records by (region, path) and by agent.
func aggregateRecords(recs []record) map[uint64]*bucket {
	agg := make(map[uint64]*bucket, 4096)
	for i := range recs {
		rec := &recs[i]
		k := canonicalKey(rec.region+"#"+rec.path) ^ rec.segment
		b := agg[k]
		if b == nil {
			b = &bucket{key: k, label: strings.TrimSpace(rec.region) + " " + rec.path}
			agg[k] = b
		}
		b.hits++
		b.bytes += rec.bytes
		if rec.status >= 500 {
			b.errs++
		}
		ak := canonicalKey(rec.agent) ^ canonicalKey(rec.referrer)
		if ab := agg[ak]; ab != nil {
			ab.hits++
		} else {
			agg[ak] = &bucket{key: ak, label: "agent", hits: 1}
		}
	}
	return agg
}

// renderReport sorts buckets and writes a text report, checksumming lines.
func renderReport(agg map[uint64]*bucket) (string, uint64) {
	list := make([]*bucket, 0, len(agg))
	for _, b := range agg {
		list = append(list, b)
	}
	sort.Slice(list, func(i, j int) bool {
		if list[i].hits != list[j].hits {
			return list[i].hits > list[j].hits
		}
		return list[i].key < list[j].key
	})
	var sb strings.Builder
	var sum uint64
	for i, b := range list {
		line := fmt.Sprintf("%d %s hits=%d bytes=%d errs=%d", i, b.label, b.hits, b.bytes, b.errs)
		sum = sum*31 + canonicalKey(line) + canonicalKey(b.label)
		if i < 5 {
			sb.WriteString(line)
			sb.WriteByte('\n')
		}
	}
	return sb.String(), sum
}

func main() {
	n := flag.Int("n", 60000, "records per batch")
	batches := flag.Int("batches", 6, "batches")
	prof := flag.String("cpuprofile", "", "write CPU profile to file")
	flag.Parse()

	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			log.Fatal(err)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			log.Fatal(err)
		}
		defer func() { pprof.StopCPUProfile(); f.Close() }()
	}

	var total uint64
	var head string
	for b := 0; b < *batches; b++ {
		lines := generate(*n, 0x9E3779B97F4A7C15+uint64(b))
		recs := parseRecords(lines)
		enrichRecords(recs)
		agg := aggregateRecords(recs)
		h, sum := renderReport(agg)
		total = total*1000003 ^ sum
		if b == 0 {
			head = h
		}
	}
	fmt.Print(head)
	fmt.Printf("variant=%s checksum=%016x\n", variant, total)
}
