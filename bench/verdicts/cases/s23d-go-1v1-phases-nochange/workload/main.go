// Phased clickstream analytics batch (toy, for profiling).
// Each pass runs five phases in order, each dominated by its own functions:
//
//	load      -> genEvents, appendEvent
//	parse     -> parseEvents, parseEvent, parseKV
//	transform -> geoLookup, sessionize, normalizeURL
//	aggregate -> countPages, funnel, topN
//	render    -> renderText, renderJSON
//
// Usage: clickagg -passes N -events M -cpuprofile FILE
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"math/rand"
	"os"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"
	"time"
)

type Event struct {
	TS      int64
	User    uint32
	IP      uint32
	Kind    string
	URL     string
	Ref     string
	Country string
	Session int
}

var pages = []string{"/", "/search", "/product/%d", "/cart", "/checkout", "/checkout/pay", "/account", "/help/faq", "/blog/%d"}
var kinds = []string{"view", "view", "view", "click", "scroll", "add_to_cart", "purchase"}
var refs = []string{"google", "direct", "newsletter", "facebook", "partner-%d"}

// ------------------------------------------------------------ load
func appendEvent(b []byte, r *rand.Rand, ts int64) []byte {
	b = append(b, "ts="...)
	b = strconv.AppendInt(b, ts, 10)
	b = append(b, " user="...)
	b = strconv.AppendUint(b, uint64(r.Intn(20000)), 10)
	b = append(b, " ip="...)
	b = strconv.AppendUint(b, uint64(r.Uint32()), 10)
	b = append(b, " kind="...)
	b = append(b, kinds[r.Intn(len(kinds))]...)
	b = append(b, " url="...)
	p := pages[r.Intn(len(pages))]
	if strings.Contains(p, "%d") {
		p = fmt.Sprintf(p, r.Intn(3000))
	}
	b = append(b, p...)
	if r.Intn(4) == 0 {
		b = append(b, "?utm_source=mail&UTM_Campaign=Spring&ref=x"...)
	}
	b = append(b, " ref="...)
	rf := refs[r.Intn(len(refs))]
	if strings.Contains(rf, "%d") {
		rf = fmt.Sprintf(rf, r.Intn(40))
	}
	b = append(b, rf...)
	return append(b, '\n')
}

func genEvents(r *rand.Rand, n int, t0 int64) []byte {
	b := make([]byte, 0, n*110)
	ts := t0
	for i := 0; i < n; i++ {
		ts += int64(r.Intn(40))
		b = appendEvent(b, r, ts)
	}
	return b
}

// ------------------------------------------------------------ parse
func parseKV(field string) (string, string) {
	i := strings.IndexByte(field, '=')
	if i < 0 {
		return field, ""
	}
	return field[:i], field[i+1:]
}

func parseEvent(line string) (Event, error) {
	var e Event
	for _, f := range strings.Fields(line) {
		k, v := parseKV(f)
		switch k {
		case "ts":
			n, err := strconv.ParseInt(v, 10, 64)
			if err != nil {
				return e, err
			}
			e.TS = n
		case "user":
			n, err := strconv.ParseUint(v, 10, 32)
			if err != nil {
				return e, err
			}
			e.User = uint32(n)
		case "ip":
			n, err := strconv.ParseUint(v, 10, 32)
			if err != nil {
				return e, err
			}
			e.IP = uint32(n)
		case "kind":
			e.Kind = v
		case "url":
			e.URL = v
		case "ref":
			e.Ref = v
		}
	}
	return e, nil
}

func parseEvents(b []byte) []Event {
	lines := strings.Split(strings.TrimRight(string(b), "\n"), "\n")
	out := make([]Event, 0, len(lines))
	for _, l := range lines {
		e, err := parseEvent(l)
		if err != nil {
			log.Fatal(err)
		}
		out = append(out, e)
	}
	return out
}

// ------------------------------------------------------------ transform
type geoRange struct {
	lo, hi  uint32
	country string
}

var geoTable []geoRange

func buildGeo(r *rand.Rand) {
	cs := []string{"DE", "US", "FR", "GB", "NL", "JP", "BR", "IN", "PL", "SE", "CA", "AU"}
	cuts := make([]uint32, 0, 60000)
	for i := 0; i < 60000; i++ {
		cuts = append(cuts, r.Uint32())
	}
	sort.Slice(cuts, func(i, j int) bool { return cuts[i] < cuts[j] })
	var lo uint32
	for i, c := range cuts {
		geoTable = append(geoTable, geoRange{lo, c, cs[i%len(cs)]})
		lo = c + 1
	}
	geoTable = append(geoTable, geoRange{lo, ^uint32(0), "ZZ"})
}

func geoLookup(ip uint32) string {
	i := sort.Search(len(geoTable), func(i int) bool { return geoTable[i].hi >= ip })
	if i < len(geoTable) && geoTable[i].lo <= ip {
		return geoTable[i].country
	}
	return "??"
}

func normalizeURL(u string) string {
	path, q, ok := strings.Cut(u, "?")
	if !ok {
		return path
	}
	var keep []string
	for _, kv := range strings.Split(q, "&") {
		if !strings.HasPrefix(strings.ToLower(kv), "utm_") {
			keep = append(keep, kv)
		}
	}
	if len(keep) == 0 {
		return path
	}
	return path + "?" + strings.Join(keep, "&")
}

func sessionize(evs []Event) int {
	last := map[uint32]int64{}
	sess := map[uint32]int{}
	next := 0
	for i := range evs {
		e := &evs[i]
		if t, ok := last[e.User]; !ok || e.TS-t > 30*60*1000 {
			next++
			sess[e.User] = next
		}
		last[e.User] = e.TS
		e.Session = sess[e.User]
	}
	return next
}

func transform(evs []Event) int {
	for i := range evs {
		evs[i].Country = geoLookup(evs[i].IP)
		evs[i].URL = normalizeURL(evs[i].URL)
	}
	return sessionize(evs)
}

// ------------------------------------------------------------ aggregate
type kv struct {
	K string
	N int
}

func countPages(evs []Event) map[string]int {
	m := map[string]int{}
	for i := range evs {
		if evs[i].Kind == "view" {
			m[evs[i].Country+" "+evs[i].URL]++
		}
	}
	return m
}

func funnel(evs []Event) [4]int {
	stage := map[int]int{}
	for i := range evs {
		e := &evs[i]
		s := stage[e.Session]
		switch {
		case s == 0 && strings.HasPrefix(e.URL, "/product/"):
			stage[e.Session] = 1
		case s == 1 && e.Kind == "add_to_cart":
			stage[e.Session] = 2
		case s == 2 && strings.HasPrefix(e.URL, "/checkout"):
			stage[e.Session] = 3
		case s == 3 && e.Kind == "purchase":
			stage[e.Session] = 4
		}
	}
	var f [4]int
	for _, s := range stage {
		for k := 0; k < s; k++ {
			f[k]++
		}
	}
	return f
}

func topN(m map[string]int, n int) []kv {
	out := make([]kv, 0, len(m))
	for k, v := range m {
		out = append(out, kv{k, v})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].N != out[j].N {
			return out[i].N > out[j].N
		}
		return out[i].K < out[j].K
	})
	if len(out) > n {
		out = out[:n]
	}
	return out
}

// ------------------------------------------------------------ render
func renderText(top []kv, f [4]int, sessions int) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "sessions %d funnel %v\n", sessions, f)
	for i, e := range top {
		fmt.Fprintf(&b, "%5d  %-40s %8d %6.2f%%\n", i+1, e.K, e.N, 100*float64(e.N)/float64(sessions))
	}
	return b.Bytes()
}

func renderJSON(top []kv, f [4]int, sessions int) []byte {
	type row struct {
		Rank    int     `json:"rank"`
		Country string  `json:"country"`
		Page    string  `json:"page"`
		Views   int     `json:"views"`
		Share   float64 `json:"share"`
	}
	rows := make([]row, len(top))
	for i, e := range top {
		c, p, _ := strings.Cut(e.K, " ")
		rows[i] = row{i + 1, c, p, e.N, float64(e.N) / float64(sessions)}
	}
	out, err := json.MarshalIndent(map[string]any{"sessions": sessions, "funnel": f, "top": rows}, "", "  ")
	if err != nil {
		log.Fatal(err)
	}
	return out
}

func main() {
	passes := flag.Int("passes", 5, "passes")
	n := flag.Int("events", 300000, "events per pass")
	prof := flag.String("cpuprofile", "", "write CPU profile")
	flag.Parse()
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			log.Fatal(err)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			log.Fatal(err)
		}
		defer pprof.StopCPUProfile()
	}
	r := rand.New(rand.NewSource(42))
	buildGeo(r)
	total := 0
	for p := 0; p < *passes; p++ {
		t := time.Now()
		raw := genEvents(r, *n, 1_700_000_000_000+int64(p)*86_400_000)
		evs := parseEvents(raw)
		sessions := transform(evs)
		pagesM := countPages(evs)
		f := funnel(evs)
		top := topN(pagesM, 20000)
		txt := renderText(top, f, sessions)
		js := renderJSON(top, f, sessions)
		total += len(txt) + len(js)
		fmt.Fprintf(os.Stderr, "pass %d: %d events, %d sessions, %d pages, funnel %v, out %d bytes, %v\n",
			p, len(evs), sessions, len(pagesM), f, len(txt)+len(js), time.Since(t).Round(time.Millisecond))
	}
	fmt.Println(total)
}
