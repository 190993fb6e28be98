// contactsvc: a toy contact-directory batch service. Each request carries a
// batch of CSV-ish contact records; the handler parses them, normalizes the
// display names, builds a search index entry and a rendered row per record,
// then totals and seals the response.
package main

import (
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"math/rand"
	"os"
	"runtime/pprof"
	"strconv"
	"strings"
	"unicode"
)

type Record struct {
	ID    int
	Name  string
	Email string
	City  string
	Score int
}

type IndexEntry struct {
	Key  string
	ID   int
	Hash uint64
}

var stopWords = map[string]bool{"van": true, "de": true, "der": true, "von": true, "la": true, "le": true, "da": true}

var firstNames = []string{"Anna", "Björn", "Carlos", "Dmitri", "Émilie", "Fatima", "Grace", "Hiroshi", "Ingrid", "José", "Kwame", "Lucía", "Mehmet", "Nadia", "Oskar", "Priya"}
var lastNames = []string{"van der Berg", "O'Neill", "de la Cruz", "Smith-Jones", "Nakamura", "Okafor", "von Trapp", "Müller", "da Silva", "Kowalski", "Ng", "le Roux"}
var cities = []string{"Amsterdam", "Berlin", "Cairo", "Denver", "Edinburgh", "Fukuoka", "Geneva", "Helsinki"}

func makeRequests(n, per int, seed int64) []string {
	r := rand.New(rand.NewSource(seed))
	out := make([]string, n)
	var sb strings.Builder
	for i := 0; i < n; i++ {
		sb.Reset()
		for j := 0; j < per; j++ {
			name := fmt.Sprintf("  %s   %s %s ", firstNames[r.Intn(len(firstNames))], strings.ToUpper(lastNames[r.Intn(len(lastNames))][:1])+lastNames[r.Intn(len(lastNames))][1:], firstNames[r.Intn(len(firstNames))])
			fmt.Fprintf(&sb, "%d;%s;user%d@example.org;%s;%d\n", i*per+j, name, r.Intn(100000), cities[r.Intn(len(cities))], r.Intn(1000))
		}
		out[i] = sb.String()
	}
	return out
}

//go:noinline
func parseRecords(body string) []Record {
	lines := strings.Split(strings.TrimSpace(body), "\n")
	recs := make([]Record, 0, len(lines))
	for _, ln := range lines {
		f := strings.Split(ln, ";")
		if len(f) != 5 {
			continue
		}
		id, _ := strconv.Atoi(f[0])
		sc, _ := strconv.Atoi(f[4])
		recs = append(recs, Record{ID: id, Name: f[1], Email: strings.ToLower(f[2]), City: f[3], Score: sc})
	}
	return recs
}

// normalizeName turns a raw display name into its canonical form.
//
//go:noinline
func normalizeName(raw string) string {
	toks := tokenizeName(raw)
	toks = validateTokens(toks)
	return strings.Join(toks, " ")
}

//go:noinline
func tokenizeName(raw string) []string {
	var toks []string
	var cur []rune
	for _, c := range raw {
		switch {
		case unicode.IsLetter(c) || c == '\'':
			cur = append(cur, unicode.ToLower(c))
		case c == '-':
			if len(cur) > 0 {
				cur = append(cur, '-')
			}
		default:
			if len(cur) > 0 {
				toks = append(toks, string(cur))
				cur = cur[:0]
			}
		}
	}
	if len(cur) > 0 {
		toks = append(toks, string(cur))
	}
	return toks
}

//go:noinline
func validateTokens(toks []string) []string {
	out := toks[:0]
	for _, t := range toks {
		if len(t) == 0 {
			continue
		}
		ok := true
		for _, c := range t {
			if !(unicode.IsLetter(c) || c == '\'' || c == '-') || unicode.IsControl(c) {
				ok = false
				break
			}
		}
		if !ok {
			continue
		}
		if stopWords[t] {
			out = append(out, t)
			continue
		}
		rs := []rune(t)
		rs[0] = unicode.ToTitle(rs[0])
		for k := 1; k < len(rs); k++ {
			if rs[k-1] == '-' || rs[k-1] == '\'' {
				rs[k] = unicode.ToTitle(rs[k])
			}
		}
		out = append(out, string(rs))
	}
	return out
}

//go:noinline
func buildIndexEntry(rec *Record, name string) IndexEntry {
	key := strings.ToLower(name) + "|" + rec.City
	var h uint64 = 1469598103934665603
	for i := 0; i < len(key); i++ {
		h ^= uint64(key[i])
		h *= 1099511628211
	}
	return IndexEntry{Key: key, ID: rec.ID, Hash: h}
}

//go:noinline
func renderRow(rec *Record, name string) string {
	return fmt.Sprintf("%06d | %-32s | %-28s | %-10s | %4d", rec.ID, name, rec.Email, rec.City, rec.Score)
}

//go:noinline
func totalScores(recs []Record) (int, map[string]int) {
	sum := 0
	byCity := map[string]int{}
	for i := range recs {
		sum += recs[i].Score
		byCity[recs[i].City] += recs[i].Score
	}
	return sum, byCity
}

//go:noinline
func sealResponse(rows []string, idx []IndexEntry) string {
	h := sha256.New()
	for _, r := range rows {
		h.Write([]byte(r))
	}
	var x uint64
	for _, e := range idx {
		x ^= e.Hash
	}
	fmt.Fprintf(h, "%x", x)
	return hex.EncodeToString(h.Sum(nil))
}

//go:noinline
func handleRequest(body string) string {
	recs := parseRecords(body)
	rows, idx := processRecords(recs)
	sum, _ := totalScores(recs)
	return sealResponse(rows, idx) + ":" + strconv.Itoa(sum)
}

func main() {
	nreq := flag.Int("requests", 4000, "requests")
	per := flag.Int("per", 40, "records per request")
	rounds := flag.Int("rounds", 3, "passes over the requests")
	prof := flag.String("cpuprofile", "", "write CPU profile")
	flag.Parse()
	reqs := makeRequests(*nreq, *per, 49)
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			panic(err)
		}
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	h := sha256.New()
	for r := 0; r < *rounds; r++ {
		for _, b := range reqs {
			h.Write([]byte(handleRequest(b)))
		}
	}
	fmt.Printf("digest %x\n", h.Sum(nil)[:8])
}
