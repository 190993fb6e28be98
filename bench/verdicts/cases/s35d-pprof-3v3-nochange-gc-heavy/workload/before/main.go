// orders simulates a small order-pricing service: several worker goroutines
// take requests from a channel, decode them into many small structs, price
// them, and render a response. It allocates a lot on purpose (one struct and
// slice per line item, string building per response), as such services do.
package main

import (
	"flag"
	"fmt"
	"log"
	"math/rand"
	"os"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"
	"sync"
)

type LineItem struct {
	SKU      string
	Qty      int
	Price    float64
	Tags     []string
	Discount *Discount
}

type Discount struct {
	Code    string
	Percent float64
}

type Order struct {
	ID       int
	Customer string
	Items    []*LineItem
	Meta     map[string]string
}

type Request struct {
	ID   int
	Body string
}

// decodeOrder parses "customer|sku:qty:price:tag,tag;sku:qty:price:tag;..."
func decodeOrder(req Request) *Order {
	parts := strings.SplitN(req.Body, "|", 2)
	o := &Order{ID: req.ID, Customer: parts[0], Meta: map[string]string{}}
	for _, raw := range strings.Split(parts[1], ";") {
		f := strings.Split(raw, ":")
		qty, _ := strconv.Atoi(f[1])
		price, _ := strconv.ParseFloat(f[2], 64)
		item := &LineItem{SKU: f[0], Qty: qty, Price: price, Tags: strings.Split(f[3], ",")}
		for _, t := range item.Tags {
			if strings.HasPrefix(t, "promo") {
				item.Discount = &Discount{Code: t, Percent: 10}
			}
		}
		o.Items = append(o.Items, item)
	}
	o.Meta["source"] = "api"
	o.Meta["items"] = strconv.Itoa(len(o.Items))
	return o
}

type PricedLine struct {
	SKU   string
	Total float64
}

func priceOrder(o *Order) []PricedLine {
	lines := make([]PricedLine, 0)
	for _, it := range o.Items {
		t := float64(it.Qty) * it.Price
		if it.Discount != nil {
			t *= 1 - it.Discount.Percent/100
		}
		lines = append(lines, PricedLine{SKU: it.SKU, Total: t})
	}
	sort.Slice(lines, func(i, j int) bool { return lines[i].Total > lines[j].Total })
	return lines
}

func renderResponse(o *Order, lines []PricedLine) string {
	var b strings.Builder
	b.WriteString(`{"order":`)
	b.WriteString(strconv.Itoa(o.ID))
	b.WriteString(`,"customer":"`)
	b.WriteString(o.Customer)
	b.WriteString(`","lines":[`)
	sum := 0.0
	for i, l := range lines {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `{"sku":%q,"total":%.2f}`, l.SKU, l.Total)
		sum += l.Total
	}
	fmt.Fprintf(&b, `],"sum":%.2f}`, sum)
	return b.String()
}

// genRequests produces n synthetic requests from a fixed seed, the way a
// load generator or upstream queue would hand them to us.
func genRequests(n int, seed int64, out chan<- Request) {
	rng := rand.New(rand.NewSource(seed))
	tags := []string{"new", "sale", "promo5", "gift", "bulk", "eco"}
	for i := 0; i < n; i++ {
		var b strings.Builder
		fmt.Fprintf(&b, "cust%05d|", rng.Intn(50000))
		items := 5 + rng.Intn(30)
		for j := 0; j < items; j++ {
			if j > 0 {
				b.WriteByte(';')
			}
			fmt.Fprintf(&b, "SKU-%06d:%d:%.2f:%s,%s", rng.Intn(1000000), 1+rng.Intn(9),
				1+rng.Float64()*200, tags[rng.Intn(len(tags))], tags[rng.Intn(len(tags))])
		}
		out <- Request{ID: i, Body: b.String()}
	}
	close(out)
}

func worker(in <-chan Request, out chan<- int, wg *sync.WaitGroup) {
	defer wg.Done()
	for req := range in {
		o := decodeOrder(req)
		lines := priceOrder(o)
		resp := renderResponse(o, lines)
		out <- len(resp)
	}
}

func main() {
	cpuprofile := flag.String("cpuprofile", "", "write CPU profile to file")
	nreq := flag.Int("requests", 40000, "number of requests")
	passes := flag.Int("passes", 2, "passes over the request set")
	workers := flag.Int("workers", 4, "worker goroutines")
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

	total := 0
	for p := 0; p < *passes; p++ {
		in := make(chan Request, 64)
		out := make(chan int, 64)
		var wg sync.WaitGroup
		for w := 0; w < *workers; w++ {
			wg.Add(1)
			go worker(in, out, &wg)
		}
		go func() { wg.Wait(); close(out) }()
		go genRequests(*nreq, 42, in)
		for n := range out {
			total += n
		}
	}
	fmt.Printf("requests=%d passes=%d bytes=%d\n", *nreq, *passes, total)
}
