// orderledger: synthesizes a batch of order records (CSV-ish lines), decodes
// them, validates them, prices them, rolls them up per region/SKU family and
// prints a short report. Repeated for -batches batches.
package main

import (
	"bufio"
	"crypto/sha1"
	"encoding/hex"
	"flag"
	"fmt"
	"log"
	"math"
	"math/rand"
	"os"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"
)

type Order struct {
	ID       int64
	Region   string
	SKU      string
	Qty      int
	Unit     float64
	Currency string
	Coupon   string
}

var regions = []string{"eu-west", "eu-central", "us-east", "us-west", "ap-south", "ap-northeast", "sa-east"}
var families = []string{"KB", "MS", "MN", "HD", "SSD", "CBL", "PSU", "FAN"}
var currencies = []string{"EUR", "USD", "GBP", "JPY", "INR", "BRL"}
var validCurrency = map[string]bool{"EUR": true, "USD": true, "GBP": true, "JPY": true, "INR": true, "BRL": true}
var knownRegion = map[string]bool{"eu-west": true, "eu-central": true, "us-east": true, "us-west": true, "ap-south": true, "ap-northeast": true, "sa-east": true}
var priceBand = map[string][2]float64{"KB": {1, 500}, "MS": {1, 500}, "MN": {1, 500}, "HD": {1, 500}, "SSD": {1, 500}, "CBL": {1, 500}, "PSU": {1, 500}, "FAN": {1, 500}}

// discontinued holds SKUs that can no longer be ordered (variant 'G', never generated).
var discontinued = func() map[string]bool {
	m := make(map[string]bool)
	for i, f := range families {
		for j := 0; j < 400; j++ {
			m[fmt.Sprintf("%s-%04d-G", f, (i*997+j*31)%10000)] = true
		}
	}
	return m
}()

var fx = map[string]float64{"EUR": 1.0, "USD": 0.92, "GBP": 1.16, "JPY": 0.0062, "INR": 0.011, "BRL": 0.18}

// synthesize produces n order lines: id;region;sku;qty;unit;currency;coupon
func synthesize(rng *rand.Rand, n int, base int64) []string {
	lines := make([]string, n)
	for i := range lines {
		fam := families[rng.Intn(len(families))]
		sku := fmt.Sprintf("%s-%04d-%c", fam, rng.Intn(10000), 'A'+rune(rng.Intn(6)))
		coupon := ""
		if rng.Intn(5) == 0 {
			coupon = fmt.Sprintf("SAVE%d", 5*(1+rng.Intn(6)))
		}
		lines[i] = fmt.Sprintf("%d;%s;%s;%d;%.2f;%s;%s", base+int64(i), regions[rng.Intn(len(regions))], sku,
			1+rng.Intn(20), 2+rng.Float64()*400, currencies[rng.Intn(len(currencies))], coupon)
	}
	return lines
}

//go:noinline
func decodeOrder(line string) (Order, bool) {
	var o Order
	f := strings.Split(line, ";")
	if len(f) != 7 {
		return o, false
	}
	id, err := strconv.ParseInt(f[0], 10, 64)
	if err != nil {
		return o, false
	}
	qty, err := strconv.Atoi(f[3])
	if err != nil {
		return o, false
	}
	unit, err := strconv.ParseFloat(f[4], 64)
	if err != nil {
		return o, false
	}
	o = Order{ID: id, Region: f[1], SKU: f[2], Qty: qty, Unit: unit, Currency: f[5], Coupon: f[6]}
	return o, true
}

// validateOrder checks the SKU shape (FAMILY-NNNN-V), quantity range, currency and coupon.
//
//go:noinline
func validateOrder(o *Order) bool {
	s := o.SKU
	d1 := strings.IndexByte(s, '-')
	if d1 < 2 || d1 > 3 {
		return false
	}
	for i := 0; i < d1; i++ {
		if s[i] < 'A' || s[i] > 'Z' {
			return false
		}
	}
	rest := s[d1+1:]
	d2 := strings.IndexByte(rest, '-')
	if d2 != 4 || len(rest) != 6 {
		return false
	}
	for i := 0; i < d2; i++ {
		if rest[i] < '0' || rest[i] > '9' {
			return false
		}
	}
	if v := rest[5]; v < 'A' || v > 'F' {
		return false
	}
	if discontinued[s] {
		return false
	}
	if o.Qty < 1 || o.Qty > 50 {
		return false
	}
	if !knownRegion[o.Region] {
		return false
	}
	if band, ok := priceBand[s[:d1]]; !ok || o.Unit < band[0] || o.Unit > band[1] {
		return false
	}
	if !validCurrency[o.Currency] {
		return false
	}
	if o.Coupon != "" {
		if !strings.HasPrefix(o.Coupon, "SAVE") {
			return false
		}
		if _, err := strconv.Atoi(o.Coupon[4:]); err != nil {
			return false
		}
	}
	return true
}

//go:noinline
func priceOrder(o *Order) float64 {
	gross := float64(o.Qty) * o.Unit * fx[o.Currency]
	if o.Coupon != "" {
		pct, _ := strconv.Atoi(o.Coupon[4:])
		gross *= 1 - float64(pct)/100
	}
	// tiered volume discount, rounded to cents
	switch {
	case o.Qty >= 15:
		gross *= 0.9
	case o.Qty >= 8:
		gross *= 0.95
	}
	tax := 0.2
	if strings.HasPrefix(o.Region, "us-") {
		tax = 0.07
	} else if strings.HasPrefix(o.Region, "ap-") {
		tax = 0.1
	}
	return math.Round(gross*(1+tax)*100) / 100
}

type agg struct {
	n       int
	revenue float64
	amounts []float64
}

//go:noinline
func rollup(orders []Order, prices []float64, m map[string]*agg) {
	for i := range orders {
		o := &orders[i]
		fam := o.SKU[:strings.IndexByte(o.SKU, '-')]
		k := o.Region + "/" + fam
		a := m[k]
		if a == nil {
			a = &agg{}
			m[k] = a
		}
		a.n++
		a.revenue += prices[i]
		a.amounts = append(a.amounts, prices[i])
	}
}

//go:noinline
func report(w *bufio.Writer, m map[string]*agg) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	h := sha1.New()
	for _, k := range keys {
		a := m[k]
		sort.Float64s(a.amounts)
		p50 := a.amounts[len(a.amounts)/2]
		p95 := a.amounts[len(a.amounts)*95/100]
		line := fmt.Sprintf("%-20s n=%6d rev=%14.2f p50=%9.2f p95=%9.2f\n", k, a.n, a.revenue, p50, p95)
		h.Write([]byte(line))
	}
	sum := hex.EncodeToString(h.Sum(nil))[:12]
	fmt.Fprintf(w, "batch digest %s (%d groups)\n", sum, len(keys))
	return sum
}

func main() {
	batches := flag.Int("batches", 20, "number of batches")
	perBatch := flag.Int("n", 80000, "orders per batch")
	cpuprofile := flag.String("cpuprofile", "", "write CPU profile here")
	flag.Parse()
	if *cpuprofile != "" {
		f, err := os.Create(*cpuprofile)
		if err != nil {
			log.Fatal(err)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			log.Fatal(err)
		}
		defer pprof.StopCPUProfile()
	}
	rng := rand.New(rand.NewSource(42))
	w := bufio.NewWriter(os.Stderr)
	defer w.Flush()
	total, rejected := 0, 0
	h := sha1.New()
	for b := 0; b < *batches; b++ {
		lines := synthesize(rng, *perBatch, int64(b)*int64(*perBatch))
		orders := make([]Order, 0, len(lines))
		for _, ln := range lines {
			o, ok := decodeOrder(ln)
			if !ok || !validateOrder(&o) {
				rejected++
				continue
			}
			orders = append(orders, o)
		}
		prices := make([]float64, len(orders))
		for i := range orders {
			prices[i] = priceOrder(&orders[i])
		}
		m := make(map[string]*agg)
		rollup(orders, prices, m)
		h.Write([]byte(report(w, m)))
		total += len(orders)
	}
	fmt.Printf("batches=%d orders=%d rejected=%d digest=%s\n", *batches, total, rejected, hex.EncodeToString(h.Sum(nil))[:8])
}
