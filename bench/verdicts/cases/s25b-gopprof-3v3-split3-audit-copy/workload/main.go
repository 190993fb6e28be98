// eventexport: toy event exporter. Parses synthetic event lines, processes each record
// (validate, encode, hash, format an index line), aggregates per tenant and ranks tenants.
package main

import (
	"crypto/sha256"
	"encoding/json"
	"encoding/hex"
	"flag"
	"fmt"
	"log"
	"math/rand"
	"os"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"
)

// auditCopy is set at build time (-ldflags "-X main.auditCopy=1"): also export an audit copy
// of every mutating request (PUT/POST/DELETE).
var auditCopy = "0"

type Record struct {
	ID       uint64
	Tenant   string
	Kind     string
	Ts       int64
	Latency  float64
	Bytes    int
	Tags     []string
	Path     string
	Status   int
}

func genLines(rng *rand.Rand, n int) []string {
	tenants := []string{"acme", "globex", "initech", "umbrella", "hooli", "stark", "wayne", "wonka"}
	kinds := []string{"GET", "HEAD", "PUT", "POST", "DELETE"}
	words := []string{"api", "v1", "v2", "users", "orders", "items", "search", "cart", "auth", "admin"}
	out := make([]string, n)
	for i := range out {
		var p strings.Builder
		for k := 0; k < 2+rng.Intn(4); k++ {
			p.WriteByte('/')
			p.WriteString(words[rng.Intn(len(words))])
		}
		out[i] = fmt.Sprintf("%d|%s|%s|%d|%.3f|%d|%s|%d|t%d,t%d,t%d", rng.Uint64(), tenants[rng.Intn(len(tenants))],
			kinds[rng.Intn(len(kinds))], 1700000000000+rng.Int63n(1e9), rng.Float64()*900, rng.Intn(1<<20),
			p.String(), []int{200, 200, 200, 201, 204, 301, 404, 500}[rng.Intn(8)], rng.Intn(50), rng.Intn(50), rng.Intn(50))
	}
	return out
}

func parseRecord(line string) (Record, error) {
	f := strings.Split(line, "|")
	if len(f) != 9 {
		return Record{}, fmt.Errorf("bad line")
	}
	var r Record
	var err error
	if r.ID, err = strconv.ParseUint(f[0], 10, 64); err != nil {
		return r, err
	}
	r.Tenant, r.Kind = f[1], f[2]
	if r.Ts, err = strconv.ParseInt(f[3], 10, 64); err != nil {
		return r, err
	}
	if r.Latency, err = strconv.ParseFloat(f[4], 64); err != nil {
		return r, err
	}
	if r.Bytes, err = strconv.Atoi(f[5]); err != nil {
		return r, err
	}
	r.Path = f[6]
	if r.Status, err = strconv.Atoi(f[7]); err != nil {
		return r, err
	}
	r.Tags = strings.Split(f[8], ",")
	return r, nil
}

func parseAll(lines []string) []Record {
	out := make([]Record, 0, len(lines))
	for _, ln := range lines {
		r, err := parseRecord(ln)
		if err == nil {
			out = append(out, r)
		}
	}
	return out
}

// encodeRecord: JSON encoding of the record (what the exporter ships).
func encodeRecord(buf []byte, r *Record) []byte {
	enc, err := json.Marshal(r)
	if err != nil {
		panic(err)
	}
	return append(buf[:0], enc...)
}

// hashRecord: content hash of the encoded record.
func hashRecord(enc []byte) string {
	sum := sha256.Sum256(enc)
	return hex.EncodeToString(sum[:])
}

// formatRecord: one index line for the record.
func formatRecord(r *Record, hash string) string {
	return fmt.Sprintf("%.16s %016x %-8s %-6s %s %d", hash, r.ID, r.Tenant, r.Kind, r.Path, r.Status)
}

func validRecord(r *Record) bool {
	if r.Status < 100 || r.Status > 599 || r.Latency < 0 || !strings.HasPrefix(r.Path, "/") {
		return false
	}
	n := 0
	for i := 0; i < len(r.Path); i++ {
		if r.Path[i] == '/' {
			n++
		}
	}
	return n <= 8
}

type sink struct {
	n     int
	bytes int
	xor   byte
}

func (s *sink) write(b []byte, line string) {
	s.n++
	s.bytes += len(b) + len(line)
	if len(line) > 0 {
		s.xor ^= line[len(line)/2]
	}
}

func processRecord(r *Record, buf []byte, out, audit *sink) []byte {
	if !validRecord(r) {
		return buf
	}
	buf = encodeRecord(buf, r)
	h := hashRecord(buf)
	out.write(buf, formatRecord(r, h))
	if auditCopy == "1" && r.Kind != "GET" && r.Kind != "HEAD" {
		a := *r
		a.Tags = append([]string{"audit"}, r.Tags...)
		buf = encodeRecord(buf, &a)
		h2 := hashRecord(buf)
		audit.write(buf, formatRecord(&a, h2))
	}
	return buf
}

type tenantStats struct {
	name    string
	n       int
	bytes   int
	latSum  float64
	errors  int
	byKind  map[string]int
	byTag   map[string]int
	pathLen map[int]int
	byRoute map[string]int
	tagLat  map[string]float64
	minutes map[int64]*[8]int
}

func aggregate(recs []Record, m map[string]*tenantStats) {
	for i := range recs {
		r := &recs[i]
		t := m[r.Tenant]
		if t == nil {
			t = &tenantStats{name: r.Tenant, byKind: map[string]int{}, byTag: map[string]int{}, pathLen: map[int]int{}, byRoute: map[string]int{}, tagLat: map[string]float64{}, minutes: map[int64]*[8]int{}}
			m[r.Tenant] = t
		}
		t.n++
		t.bytes += r.Bytes
		t.latSum += r.Latency
		if r.Status >= 500 {
			t.errors++
		}
		t.byKind[r.Kind]++
		for _, tg := range r.Tags {
			t.byTag[tg]++
		}
		t.pathLen[strings.Count(r.Path, "/")]++
		t.byRoute[r.Kind+" "+strings.ToLower(r.Path)]++
		mb := t.minutes[r.Ts/60000]
		if mb == nil {
			mb = new([8]int)
			t.minutes[r.Ts/60000] = mb
		}
		mb[r.Status/100]++
		mb[5+len(r.Kind)%3] += r.Bytes >> 10
		for _, tg := range r.Tags {
			t.tagLat[r.Tenant+":"+tg] += r.Latency
		}
	}
}

// rankLatencies orders the records by (tenant, latency desc, id) and returns the p99 latency.
func rankLatencies(recs []Record) []float64 {
	idx := make([]int, len(recs))
	for i := range idx {
		idx[i] = i
	}
	sort.Slice(idx, func(a, b int) bool {
		x, y := &recs[idx[a]], &recs[idx[b]]
		if x.Tenant != y.Tenant {
			return x.Tenant < y.Tenant
		}
		if x.Latency != y.Latency {
			return x.Latency > y.Latency
		}
		return x.ID < y.ID
	})
	lat := make([]float64, len(recs))
	for i := range recs {
		lat[i] = recs[i].Latency
	}
	sort.Float64s(lat)
	return []float64{lat[len(lat)/2], lat[len(lat)*9/10], lat[len(lat)*99/100]}
}

func main() {
	rounds := flag.Int("rounds", 10, "batches")
	cpuprofile := flag.String("cpuprofile", "", "write cpu profile")
	flag.Parse()
	if *cpuprofile != "" {
		f, err := os.Create(*cpuprofile)
		if err != nil {
			log.Fatal(err)
		}
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	rng := rand.New(rand.NewSource(7))
	lines := genLines(rng, 60000)
	out, audit := &sink{}, &sink{}
	stats := map[string]*tenantStats{}
	var buf []byte
	var p99 float64
	for k := 0; k < *rounds; k++ {
		recs := parseAll(lines)
		for i := range recs {
			buf = processRecord(&recs[i], buf, out, audit)
		}
		aggregate(recs, stats)
		p99 += rankLatencies(recs)[2]
	}
	fmt.Printf("audit=%s records=%d bytes=%d xor=%d audit=%d tenants=%d p99sum=%.1f\n", auditCopy, out.n, out.bytes, out.xor, audit.n, len(stats), p99)
}
