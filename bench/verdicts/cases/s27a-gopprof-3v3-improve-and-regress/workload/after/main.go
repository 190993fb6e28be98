// telemetry: normalise a day of sensor readings.
//
// A deterministic CSV feed (timestamp,site,sensor,kind,value,unit,quality) is
// generated in memory. Every line is parsed, converted to SI units, folded into
// per-sensor running statistics (Welford), checked against the sensor's z-score,
// and re-emitted as a normalised output row. A per-site summary is printed.
package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"hash/fnv"
	"io"
	"log"
	"math"
	"os"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"
)

type Reading struct {
	TS      int64
	Site    string
	Sensor  string
	Kind    string
	Value   float64
	Unit    string
	Quality int
}

type Stats struct {
	N         int
	Mean, M2  float64
	Min, Max  float64
	Anomalies int
	Values    []float64 // every accepted value, for the percentiles
	P50, P95  float64
}

func (s *Stats) Add(v float64) {
	s.N++
	d := v - s.Mean
	s.Mean += d / float64(s.N)
	s.M2 += d * (v - s.Mean)
	if s.N == 1 || v < s.Min {
		s.Min = v
	}
	if s.N == 1 || v > s.Max {
		s.Max = v
	}
}

func (s *Stats) Z(v float64) float64 {
	if s.N < 30 {
		return 0
	}
	sd := math.Sqrt(s.M2 / float64(s.N-1))
	if sd == 0 {
		return 0
	}
	return (v - s.Mean) / sd
}

var sites = []string{"berlin-dc1", "berlin-dc2", "paris-edge", "madrid-core", "oslo-lab", "dublin-dc1"}
var kinds = []struct{ kind, unit string; base, spread float64 }{
	{"temp", "degF", 70, 9}, {"temp", "degC", 21, 5}, {"humidity", "pct", 45, 12},
	{"power", "kW", 3.2, 0.8}, {"power", "W", 3200, 800}, {"pressure", "hPa", 1013, 6},
	{"airflow", "cfm", 410, 60},
}

func generate(n int, seed uint64) []byte {
	var buf bytes.Buffer
	x := seed
	next := func() uint64 { x ^= x << 13; x ^= x >> 7; x ^= x << 17; return x }
	ts := int64(1717200000000)
	for i := 0; i < n; i++ {
		ts += int64(next() % 40)
		k := kinds[next()%uint64(len(kinds))]
		site := sites[next()%uint64(len(sites))]
		v := k.base + (float64(next()%20001)/10000-1)*k.spread
		if next()%997 == 0 {
			v *= 3 // spike
		}
		fmt.Fprintf(&buf, "%d, %s ,sensor-%03d,%s, %.4f,%s,%d\n", ts, site, next()%120, k.kind, v, k.unit, next()%4)
	}
	return buf.Bytes()
}

var errFields = errors.New("wrong number of fields")

// parseReading parses one CSV line of the feed.
func parseReading(line string) (Reading, error) {
	var r Reading
	var f [7]string
	n := 0
	for start := 0; ; {
		i := strings.IndexByte(line[start:], ',')
		if n == len(f) {
			return r, errFields
		}
		if i < 0 {
			f[n] = trimSpaces(line[start:])
			n++
			break
		}
		f[n] = trimSpaces(line[start : start+i])
		n++
		start += i + 1
	}
	if n != len(f) {
		return r, errFields
	}
	var err error
	if r.TS, err = strconv.ParseInt(f[0], 10, 64); err != nil {
		return r, err
	}
	r.Site = f[1]
	r.Sensor = f[2]
	r.Kind = f[3]
	if r.Value, err = strconv.ParseFloat(f[4], 64); err != nil {
		return r, err
	}
	r.Unit = f[5]
	if r.Quality, err = strconv.Atoi(f[6]); err != nil {
		return r, err
	}
	return r, nil
}

// trimSpaces trims ASCII blanks only (the feed never carries other whitespace).
func trimSpaces(s string) string {
	for len(s) > 0 && s[0] == ' ' {
		s = s[1:]
	}
	for len(s) > 0 && s[len(s)-1] == ' ' {
		s = s[:len(s)-1]
	}
	return s
}

// toSI converts the reading in place to the canonical unit of its kind.
func toSI(r *Reading) {
	switch r.Unit {
	case "degF":
		r.Value = (r.Value - 32) * 5 / 9
		r.Unit = "degC"
	case "kW":
		r.Value *= 1000
		r.Unit = "W"
	case "cfm":
		r.Value *= 0.000471947
		r.Unit = "m3/s"
	}
}

// formatRow renders the normalised output row.
func formatRow(dst []byte, r *Reading, z float64) []byte {
	dst = strconv.AppendInt(dst, r.TS, 10)
	dst = append(dst, ',')
	dst = append(dst, r.Site...)
	dst = append(dst, '/')
	dst = append(dst, r.Sensor...)
	dst = append(dst, ',')
	dst = append(dst, r.Kind...)
	dst = fmt.Appendf(dst, ",%.3f,", r.Value)
	dst = append(dst, r.Unit...)
	dst = append(dst, ',')
	dst = strconv.AppendFloat(dst, z, 'f', 2, 64)
	dst = append(dst, '\n')
	return dst
}

type key struct{ site, sensor, kind string }

// readingID is an FNV-1a hash of the reading's identity.
func readingID(r *Reading) uint64 {
	h := uint64(14695981039346656037)
	for _, s := range [...]string{r.Site, r.Sensor, r.Kind} {
		for i := 0; i < len(s); i++ {
			h ^= uint64(s[i])
			h *= 1099511628211
		}
		h ^= 0xff
		h *= 1099511628211
	}
	for t := uint64(r.TS); t > 0; t >>= 8 {
		h ^= t & 0xff
		h *= 1099511628211
	}
	return h
}

func process(feed []byte, out io.Writer) (map[key]*Stats, uint64) {
	stats := make(map[key]*Stats)
	h := fnv.New64a()
	row := make([]byte, 0, 128)
	seen := make(map[uint64]struct{})
	for len(feed) > 0 {
		i := bytes.IndexByte(feed, '\n')
		if i < 0 {
			i = len(feed)
		}
		line := string(feed[:i])
		feed = feed[min(i+1, len(feed)):]
		r, err := parseReading(line)
		if err != nil || r.Quality == 0 {
			continue
		}
		// the feed is at-least-once: drop repeats of (site, sensor, kind, timestamp)
		id := readingID(&r)
		if _, dup := seen[id]; dup {
			continue
		}
		seen[id] = struct{}{}
		toSI(&r)
		k := key{r.Site, r.Sensor, r.Kind}
		s := stats[k]
		if s == nil {
			s = &Stats{}
			stats[k] = s
		}
		z := s.Z(r.Value)
		if math.Abs(z) > 4 {
			s.Anomalies++
		}
		s.Add(r.Value)
		s.Values = append(s.Values, r.Value)
		if r.Quality < 2 {
			continue // low-quality readings feed the statistics but are not forwarded
		}
		row = formatRow(row[:0], &r, z)
		h.Write(row)
		out.Write(row)
	}
	percentiles(stats)
	return stats, h.Sum64()
}

// percentiles fills in each sensor's median and 95th percentile.
func percentiles(stats map[key]*Stats) {
	for _, s := range stats {
		if len(s.Values) == 0 {
			continue
		}
		v := s.Values
		sort.Float64s(v)
		s.P50 = v[len(v)/2]
		s.P95 = v[len(v)*95/100]
	}
}

func summary(stats map[key]*Stats) string {
	type agg struct {
		n, anomalies int
		p95          float64
	}
	per := map[string]*agg{}
	for k, s := range stats {
		a := per[k.site+" "+k.kind]
		if a == nil {
			a = &agg{}
			per[k.site+" "+k.kind] = a
		}
		a.n += s.N
		a.anomalies += s.Anomalies
		a.p95 = math.Max(a.p95, s.P95)
	}
	names := make([]string, 0, len(per))
	for n := range per {
		names = append(names, n)
	}
	sort.Strings(names)
	var sb strings.Builder
	for _, n := range names {
		fmt.Fprintf(&sb, "%-22s %8d %5d %12.4f\n", n, per[n].n, per[n].anomalies, per[n].p95)
	}
	return sb.String()
}

func main() {
	n := flag.Int("n", 400000, "readings per pass")
	passes := flag.Int("passes", 4, "passes over the feed")
	cpuprofile := flag.String("cpuprofile", "", "write a CPU profile of the whole run here")
	flag.Parse()
	if *cpuprofile != "" {
		f, err := os.Create(*cpuprofile)
		if err != nil {
			log.Fatal(err)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			log.Fatal(err)
		}
		defer func() { pprof.StopCPUProfile(); f.Close() }()
	}
	feed := generate(*n, 0x5DEECE66D)
	var total uint64
	var stats map[key]*Stats
	for p := 0; p < *passes; p++ {
		var digest uint64
		stats, digest = process(feed, io.Discard)
		total = total*31 + digest
	}
	fmt.Print(summary(stats))
	fmt.Printf("digest %016x\n", total)
}
