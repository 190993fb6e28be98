// quotesvc: toy pricing HTTP server. POST /quote with a JSON basket; the handler decodes it,
// normalises the items, prices them against a catalog and promotion rules, signs the quote
// and writes it back as JSON.
package main

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"math"
	"net/http"
	"strconv"
	"strings"
)

// historyCheck is set at build time (-ldflags "-X main.historyCheck=1").
var historyCheck = "0"

// floorRulesPct: the share of the rule table (from the start) that are clearance rules.
const floorRulesPct = 65

type Item struct {
	SKU string  `json:"sku"`
	Qty int     `json:"qty"`
	Cat string  `json:"cat"`
	Ref float64 `json:"ref"`
}

type QuoteRequest struct {
	Customer string `json:"customer"`
	Region   string `json:"region"`
	Tier     int    `json:"tier"`
	Items    []Item `json:"items"`
}

type Line struct {
	SKU   string  `json:"sku"`
	Qty   int     `json:"qty"`
	Unit  float64 `json:"unit"`
	Total float64 `json:"total"`
	Promo string  `json:"promo,omitempty"`
}

type Quote struct {
	Customer string  `json:"customer"`
	Lines    []Line  `json:"lines"`
	Total    float64 `json:"total"`
	Sig      string  `json:"sig"`
}

type product struct {
	price   float64
	history []float64 // last prices, newest last
}

type rule struct {
	name    string
	cat     string
	minQty  int
	tier    int
	percent float64
}

var catalog = map[string]*product{}
var rules []rule
var key = []byte("not-a-real-secret-key-0123456789")

func init() {
	cats := []string{"tools", "garden", "kitchen", "toys", "books", "audio"}
	for i := 0; i < 5000; i++ {
		p := &product{price: 1 + float64((i*7919)%10000)/100}
		for h := 0; h < 32; h++ {
			p.history = append(p.history, p.price*(0.9+0.2*math.Abs(math.Sin(float64(i*h+h)))))
		}
		catalog[fmt.Sprintf("SKU-%05d", i)] = p
	}
	for i := 0; i < 720; i++ {
		rules = append(rules, rule{name: "promo" + strconv.Itoa(i), cat: cats[i%len(cats)], minQty: 1 + i%7, tier: i % 4, percent: float64(1 + i%15)})
	}
}

func normalizeItems(items []Item) {
	for i := range items {
		it := &items[i]
		it.SKU = strings.ToUpper(strings.TrimSpace(it.SKU))
		it.Cat = strings.ToLower(strings.TrimSpace(it.Cat))
		if it.Qty < 1 {
			it.Qty = 1
		}
	}
}

// priceItems prices each line: catalog price, best applicable promotion.
func priceItems(req *QuoteRequest) ([]Line, float64) {
	lines := make([]Line, 0, len(req.Items))
	total := 0.0
	for _, it := range req.Items {
		p := catalog[it.SKU]
		if p == nil {
			continue
		}
		unit := p.price
		best, bestName := 0.0, ""
		for _, r := range rules {
			if r.cat == it.Cat && it.Qty >= r.minQty && req.Tier >= r.tier {
				d := unit * r.percent / 100 * math.Log1p(float64(it.Qty))
				if d > best {
					best, bestName = d, r.name
				}
			}
		}
		if historyCheck == "1" {
			// price floor: no promotion may take the unit price below the floor implied by the
			// clearance rules (the first 65% of the rule table) and the recent price history
			lo := 0.0
			for _, r := range rules[:len(rules)*floorRulesPct/100] {
				if r.cat == it.Cat && req.Tier >= r.tier {
					lo = math.Max(lo, unit*(1-r.percent*1.5/100))
				}
			}
			for _, h := range p.history {
				lo = math.Min(lo, h*0.85)
			}
			if unit-best < lo {
				best = math.Max(0, unit-lo)
			}
		}
		unit = math.Round((unit-best)*100) / 100
		t := unit * float64(it.Qty)
		total += t
		lines = append(lines, Line{SKU: it.SKU, Qty: it.Qty, Unit: unit, Total: t, Promo: bestName})
	}
	return lines, total
}

// signQuote: HMAC over a canonical text form of the quote.
func signQuote(q *Quote) string {
	var b strings.Builder
	b.WriteString(q.Customer)
	for _, l := range q.Lines {
		b.WriteString("|")
		b.WriteString(l.SKU)
		b.WriteString(":")
		b.WriteString(strconv.Itoa(l.Qty))
		b.WriteString(":")
		b.WriteString(strconv.FormatFloat(l.Total, 'f', 2, 64))
	}
	m := hmac.New(sha256.New, key)
	for i := 0; i < 8; i++ {
		m.Write([]byte(b.String()))
	}
	return hex.EncodeToString(m.Sum(nil))
}

func handleQuote(w http.ResponseWriter, r *http.Request) {
	var req QuoteRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	normalizeItems(req.Items)
	lines, total := priceItems(&req)
	q := Quote{Customer: req.Customer, Lines: lines, Total: math.Round(total*100) / 100}
	q.Sig = signQuote(&q)
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(&q)
}

func main() {
	addr := flag.String("addr", "127.0.0.1:18480", "listen address")
	flag.Parse()
	http.HandleFunc("/quote", handleQuote)
	log.Printf("quotesvc historyCheck=%s listening on %s", historyCheck, *addr)
	log.Fatal(http.ListenAndServe(*addr, nil))
}
