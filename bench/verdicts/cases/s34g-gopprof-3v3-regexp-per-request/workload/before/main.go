// Order-lookup service core: a pool of workers handles requests of the form
// "GET /orders?id=eu-00123456&fields=status,total&verbose=1"; each handler
// parses the query, validates the order id, looks the order up, and renders
// a JSON response. Profiled with runtime/pprof.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"hash/crc32"
	"net/url"
	"os"
	"regexp"
	"runtime/pprof"
	"strings"
	"sync"
	"time"
)

type Order struct {
	ID       string   `json:"id"`
	Customer string   `json:"customer"`
	Status   string   `json:"status"`
	Total    float64  `json:"total"`
	Items    []Item   `json:"items"`
	Region   string   `json:"region"`
}

type Item struct {
	SKU   string  `json:"sku"`
	Name  string  `json:"name"`
	Qty   int     `json:"qty"`
	Price float64 `json:"price"`
}

type Response struct {
	Code   int               `json:"code"`
	Fields map[string]string `json:"fields,omitempty"`
	Order  *Order            `json:"order,omitempty"`
	Error  string            `json:"error,omitempty"`
	ETag   string            `json:"etag"`
}

var orderIDRe = regexp.MustCompile(`^[a-z]{2}-[0-9]+$`)

var store = map[string]*Order{}

func buildStore() {
	regions := []string{"eu", "us", "ap"}
	statuses := []string{"pending", "paid", "shipped", "delivered", "cancelled"}
	for i := 0; i < 20000; i++ {
		id := fmt.Sprintf("%s-%08d", regions[i%3], i)
		items := make([]Item, 8+i%16)
		for j := range items {
			k := (i*7 + j*13) % 99991
			items[j] = Item{SKU: fmt.Sprintf("sku-%05d", k), Name: fmt.Sprintf("Widget model %d/%d", k%97, k%13),
				Qty: 1 + k%5, Price: float64(k%9000)/100 + 0.99}
		}
		store[id] = &Order{ID: id, Customer: fmt.Sprintf("cust-%d", i%977), Status: statuses[i%5],
			Total: float64(i%5000) + 0.99, Items: items, Region: regions[i%3]}
	}
}

func handleOrder(rawQuery string) []byte {
	q, err := url.ParseQuery(rawQuery)
	if err != nil {
		return render(Response{Code: 400, Error: err.Error()})
	}
	id := q.Get("id")
	if !orderIDRe.MatchString(id) {
		return render(Response{Code: 400, Error: "bad order id"})
	}
	o, ok := store[id]
	if !ok {
		return render(Response{Code: 404, Error: "no such order"})
	}
	resp := Response{Code: 200, Fields: map[string]string{}}
	for _, f := range strings.Split(q.Get("fields"), ",") {
		switch f {
		case "status":
			resp.Fields[f] = o.Status
		case "total":
			resp.Fields[f] = fmt.Sprintf("%.2f", o.Total)
		case "customer":
			resp.Fields[f] = o.Customer
		}
	}
	resp.Order = o
	return render(resp)
}

func render(r Response) []byte {
	b, _ := json.Marshal(r)
	r.ETag = fmt.Sprintf("%08x", crc32.ChecksumIEEE(b))
	b, _ = json.Marshal(r)
	return b
}

func main() {
	n := flag.Int("n", 200000, "requests")
	workers := flag.Int("workers", 2, "worker goroutines")
	prof := flag.String("cpuprofile", "", "write CPU profile here")
	flag.Parse()
	buildStore()
	reqs := make([]string, 4096)
	fieldSets := []string{"status", "status,total", "total,customer", "status,total,customer"}
	for i := range reqs {
		id := fmt.Sprintf("%s-%08d", []string{"eu", "us", "ap"}[i%3], (i*37)%21000)
		if i%50 == 0 {
			id = "bogus-" + id
		}
		reqs[i] = "id=" + url.QueryEscape(id) + "&fields=" + url.QueryEscape(fieldSets[i%4]) + fmt.Sprintf("&verbose=%d", i%3/2)
	}
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			panic(err)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			panic(err)
		}
		defer pprof.StopCPUProfile()
	}
	start := time.Now()
	jobs := make(chan int, 256)
	var wg sync.WaitGroup
	var mu sync.Mutex
	total := 0
	for w := 0; w < *workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			bytes := 0
			for i := range jobs {
				bytes += len(handleOrder(reqs[i%len(reqs)]))
			}
			mu.Lock()
			total += bytes
			mu.Unlock()
		}()
	}
	for i := 0; i < *n; i++ {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	fmt.Fprintf(os.Stderr, "requests=%d bytes=%d elapsed=%v\n", *n, total, time.Since(start))
}
