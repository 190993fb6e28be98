// catalog: loads a product catalog, indexes it and keeps it in memory; the
// heap profile (pprof.WriteHeapProfile after runtime.GC()) is the profile.
// The input rows are the same on every run; only their order is shuffled
// with -seed. Functions: genRows (input text), shuffleRows, parseProduct
// (structs + strings), buildIndex (maps of slices), attachReviews (small
// structs per product), priceHistory (float64 slices), renderPages (large
// byte buffers, some kept in a page cache).
package main

import (
	"flag"
	"fmt"
	"log"
	"math/rand"
	"os"
	"runtime"
	"runtime/pprof"
	"strconv"
	"strings"
)

type Review struct {
	Stars  int8
	Author string
	Text   string
}

type Product struct {
	SKU     string
	Name    string
	Brand   string
	Cat     string
	Price   float64
	History []float64
	Reviews []*Review
}

var (
	catalog   []*Product
	byBrand   map[string][]*Product
	byCat     map[string][]*Product
	pageCache = map[int][]byte{}
	total     float64
)

//go:noinline
func genRows(n int) []string {
	brands := []string{"acme", "globex", "initech", "umbrella", "hooli", "stark", "wayne", "tyrell"}
	cats := []string{"tools", "garden", "kitchen", "toys", "books", "audio", "video", "sports", "office"}
	rows := make([]string, 0, n)
	for i := 0; i < n; i++ {
		rows = append(rows, fmt.Sprintf("SKU%07d|Product number %d of the %s line|%s|%s|%d.%02d",
			i, i, brands[i%len(brands)], brands[(i/3)%len(brands)], cats[(i*7)%len(cats)], 5+i%900, i%100))
	}
	return rows
}

//go:noinline
func shuffleRows(rows []string, seed int64) {
	r := rand.New(rand.NewSource(seed))
	r.Shuffle(len(rows), func(i, j int) { rows[i], rows[j] = rows[j], rows[i] })
}

//go:noinline
func parseProduct(row string) *Product {
	f := strings.Split(row, "|")
	price, _ := strconv.ParseFloat(f[4], 64)
	return &Product{SKU: f[0], Name: strings.Clone(f[1]), Brand: f[2], Cat: f[3], Price: price}
}

//go:noinline
func buildIndex(ps []*Product) {
	byBrand = map[string][]*Product{}
	byCat = map[string][]*Product{}
	for _, p := range ps {
		byBrand[p.Brand] = append(byBrand[p.Brand], p)
		byCat[p.Cat+"/"+p.Brand] = append(byCat[p.Cat+"/"+p.Brand], p)
	}
}

//go:noinline
func attachReviews(ps []*Product) {
	for _, p := range ps {
		n := 1 + len(p.SKU)%4 + int(p.Price)%3
		for k := 0; k < n; k++ {
			p.Reviews = append(p.Reviews, &Review{Stars: int8(1 + (k+int(p.Price))%5),
				Author: "user" + strconv.Itoa(int(p.Price)*7+k), Text: "review of " + p.Name})
		}
	}
}

//go:noinline
func priceHistory(ps []*Product) {
	for _, p := range ps {
		h := make([]float64, 0, 52)
		x := p.Price
		for w := 0; w < 52; w++ {
			x = x * (0.99 + float64((w*13+len(p.Name))%5)/100)
			h = append(h, x)
		}
		p.History = h
		total += h[51]
	}
}

//go:noinline
func renderPages(ps []*Product, perPage int) {
	for start, page := 0, 0; start < len(ps); start, page = start+perPage, page+1 {
		var b strings.Builder
		b.Grow(96 << 10)
		for _, p := range ps[start:min(start+perPage, len(ps))] {
			fmt.Fprintf(&b, "<li>%s %s (%s) %.2f %d reviews</li>\n", p.SKU, p.Name, p.Brand, p.Price, len(p.Reviews))
		}
		if page%10 == 0 {
			pageCache[page] = []byte(b.String()) // keep every 10th page
		}
	}
}

func main() {
	runtime.MemProfileRate = 4096
	n := flag.Int("n", 200000, "products")
	seed := flag.Int64("seed", 1, "shuffle seed for the input order")
	out := flag.String("o", "heap.pb.gz", "heap profile output")
	flag.Parse()

	rows := genRows(*n)
	shuffleRows(rows, *seed)
	catalog = make([]*Product, 0, len(rows))
	for _, row := range rows {
		catalog = append(catalog, parseProduct(row))
	}
	rows = nil
	buildIndex(catalog)
	attachReviews(catalog)
	priceHistory(catalog)
	renderPages(catalog, 500)
	fmt.Printf("products=%d brands=%d cats=%d pages cached=%d total=%.0f\n",
		len(catalog), len(byBrand), len(byCat), len(pageCache), total)

	runtime.GC()
	f, err := os.Create(*out)
	if err != nil {
		log.Fatal(err)
	}
	if err := pprof.WriteHeapProfile(f); err != nil {
		log.Fatal(err)
	}
	f.Close()
	runtime.KeepAlive(catalog)
}
