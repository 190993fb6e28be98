// Small inventory service: four endpoints doing different kinds of work, plus net/http/pprof.
package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"math/rand"
	"net/http"
	_ "net/http/pprof"
	"sort"
	"strconv"
	"strings"
	"text/template"
	"time"
)

type Item struct {
	SKU      string   `json:"sku"`
	Name     string   `json:"name"`
	Category string   `json:"category"`
	Price    float64  `json:"price"`
	Stock    int      `json:"stock"`
	Tags     []string `json:"tags"`
	Updated  string   `json:"updated"`
}

var (
	catalog    []Item
	names      []string // sorted item names for search
	lowerNames []string // names[i] lower-cased
	categories = []string{"tools", "garden", "kitchen", "office", "toys", "sports", "auto", "pets"}
	words      = []string{"steel", "compact", "deluxe", "mini", "pro", "eco", "classic", "smart", "heavy", "light", "red", "blue", "cordless", "folding"}
)

func buildCatalog(n int) {
	r := rand.New(rand.NewSource(42))
	base := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
	for i := 0; i < n; i++ {
		w1, w2 := words[r.Intn(len(words))], words[r.Intn(len(words))]
		cat := categories[r.Intn(len(categories))]
		it := Item{
			SKU:      fmt.Sprintf("%s-%05d", strings.ToUpper(cat[:3]), i),
			Name:     fmt.Sprintf("%s %s %s #%d", w1, w2, cat, i),
			Category: cat,
			Price:    float64(r.Intn(50000)) / 100,
			Stock:    r.Intn(500),
			Tags:     []string{w1, w2},
			Updated:  base.Add(time.Duration(r.Intn(300*24)) * time.Hour).Format(time.RFC3339),
		}
		catalog = append(catalog, it)
		names = append(names, it.Name)
	}
	sort.Strings(names)
	for _, n := range names {
		lowerNames = append(lowerNames, strings.ToLower(n))
	}
}

func intParam(r *http.Request, key string, def int) int {
	if v, err := strconv.Atoi(r.URL.Query().Get(key)); err == nil && v > 0 {
		return v
	}
	return def
}

// GET /api/items?page=N&size=M  — JSON page of the catalog, filtered by category.
func handleItems(w http.ResponseWriter, r *http.Request) {
	page, size := intParam(r, "page", 1), intParam(r, "size", 100)
	cat := r.URL.Query().Get("category")
	out := make([]Item, 0, size)
	skip := (page - 1) * size
	for _, it := range catalog {
		if cat != "" && it.Category != cat {
			continue
		}
		if skip > 0 {
			skip--
			continue
		}
		out = append(out, it)
		if len(out) == size {
			break
		}
	}
	w.Header().Set("Content-Type", "application/json")
	enc := json.NewEncoder(w)
	if err := enc.Encode(map[string]any{"page": page, "items": out}); err != nil {
		log.Print(err)
	}
}

// POST /api/checksum — sha256 chain over the body, `rounds` times (a "proof" for sync clients).
func handleChecksum(w http.ResponseWriter, r *http.Request) {
	var buf bytes.Buffer
	if _, err := buf.ReadFrom(r.Body); err != nil {
		http.Error(w, err.Error(), 400)
		return
	}
	rounds := intParam(r, "rounds", 8)
	sum := sha256.Sum256(buf.Bytes())
	for i := 1; i < rounds; i++ {
		h := sha256.New()
		h.Write(sum[:])
		h.Write(buf.Bytes())
		copy(sum[:], h.Sum(nil))
	}
	fmt.Fprintf(w, "%s\n", hex.EncodeToString(sum[:]))
}

// GET /api/search?q=words — substring search over item names, ranked by matched length.
func handleSearch(w http.ResponseWriter, r *http.Request) {
	q := strings.ToLower(r.URL.Query().Get("q"))
	type hit struct {
		name  string
		score int
	}
	var hits []hit
	qw := strings.Fields(q)
	for i, ln := range lowerNames {
		score := 0
		for _, w := range qw {
			if strings.Contains(ln, w) {
				score += len(w)
			}
		}
		if score > 0 {
			hits = append(hits, hit{names[i], score})
		}
	}
	sort.Slice(hits, func(i, j int) bool {
		if hits[i].score != hits[j].score {
			return hits[i].score > hits[j].score
		}
		return hits[i].name < hits[j].name
	})
	if len(hits) > 20 {
		hits = hits[:20]
	}
	for _, h := range hits {
		fmt.Fprintf(w, "%d\t%s\n", h.score, h.name)
	}
}

const reportTmpl = `{{define "header"}}Inventory report: {{.Category | upper}} ({{len .Items}} items)
{{printf "     %-10s %-40s %10s %6s %s" "SKU" "NAME" "PRICE" "STOCK" "TAGS"}}
{{end}}{{define "flag"}}{{if lt .Stock 10}}OUT? {{else if lt .Stock 20}}LOW  {{else}}     {{end}}{{end}}{{define "row"}}{{template "flag" .}}{{printf "%-10s" .SKU}} {{truncate .Name 40 | printf "%-40s"}} {{money .Price | printf "%10s"}} {{printf "%6d" .Stock}}{{range $i, $t := .Tags}}{{if $i}},{{end}} {{$t}}{{end}}
{{end}}{{define "footer"}}{{with .Items}}Items listed: {{len .}}{{end}}
Total value: {{money .Value}}
Low stock: {{.Low}}{{if gt .Low 5}} (many!){{end}}{{with .Note}}
Note: {{.}}{{end}}
{{end}}{{template "header" .}}{{range .Items}}{{template "row" .}}{{else}}(no items)
{{end}}{{template "footer" .}}`

var reportFuncs = template.FuncMap{
	"upper": strings.ToUpper,
	"money": func(v float64) string { return "$" + strconv.FormatFloat(v, 'f', 2, 64) },
	"truncate": func(s string, n int) string {
		if len(s) <= n {
			return s
		}
		return s[:n-1] + "~"
	},
}

type reportData struct {
	Category string
	Items    []Item
	Value    float64
	Low      int
	Note     string
}

// GET /report?category=C&limit=N — plain-text stock report rendered with text/template.
func handleReport(w http.ResponseWriter, r *http.Request) {
	cat := r.URL.Query().Get("category")
	limit := intParam(r, "limit", 20)
	d := reportData{Category: cat}
	for _, it := range catalog {
		if it.Category == cat {
			d.Items = append(d.Items, it)
			d.Value += it.Price * float64(it.Stock)
			if it.Stock < 20 {
				d.Low++
			}
			if len(d.Items) == limit {
				break
			}
		}
	}
	if d.Low > 0 {
		d.Note = "reorder soon"
	}
	// the template is parsed per request now (so edits to reportTmpl need no restart)
	reportTemplate, err := template.New("report").Funcs(reportFuncs).Parse(reportTmpl)
	if err != nil {
		http.Error(w, err.Error(), 500)
		return
	}
	var out bytes.Buffer
	if err := reportTemplate.Execute(&out, d); err != nil {
		http.Error(w, err.Error(), 500)
		return
	}
	w.Header().Set("Content-Type", "text/plain")
	w.Write(out.Bytes())
}

func main() {
	addr := flag.String("addr", "127.0.0.1:6061", "listen address")
	flag.Parse()
	buildCatalog(12000)
	http.HandleFunc("/api/items", handleItems)
	http.HandleFunc("/api/checksum", handleChecksum)
	http.HandleFunc("/api/search", handleSearch)
	http.HandleFunc("/report", handleReport)
	log.Printf("listening on %s", *addr)
	log.Fatal(http.ListenAndServe(*addr, nil))
}
