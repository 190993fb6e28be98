// Fixed-duration request loop: handles synthetic "checkout" requests for
// exactly -dur (default 3s) and reports how many it handled.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"log"
	"os"
	"runtime/pprof"
	"strconv"
	"strings"
	"time"
)

type request struct {
	user  string
	items []int
	qty   []int
}

var (
	prices = map[int]int{}
	users  = map[string]int{}
)

func setup() {
	for i := 0; i < 5000; i++ {
		prices[i] = 100 + (i*7919)%90000
	}
	for i := 0; i < 1000; i++ {
		users["user"+strconv.Itoa(i)] = i % 7
	}
}

// parseRequest decodes "user=userN&items=1:2,5:1,...".
func parseRequest(q string) request {
	var r request
	for _, kv := range strings.Split(q, "&") {
		k, v, _ := strings.Cut(kv, "=")
		switch k {
		case "user":
			r.user = v
		case "items":
			for _, it := range strings.Split(v, ",") {
				a, b, _ := strings.Cut(it, ":")
				id, _ := strconv.Atoi(a)
				n, _ := strconv.Atoi(b)
				r.items = append(r.items, id)
				r.qty = append(r.qty, n)
			}
		}
	}
	return r
}

// priceCart sums line prices and applies the user's discount tier.
func priceCart(r request) int {
	total := 0
	for i, id := range r.items {
		total += prices[id] * r.qty[i]
	}
	tier := users[r.user]
	return total - total*tier/100
}

func renderResponse(buf *bytes.Buffer, r request, total int) {
	buf.Reset()
	buf.WriteString(`{"user":"`)
	buf.WriteString(r.user)
	buf.WriteString(`","lines":`)
	buf.WriteString(strconv.Itoa(len(r.items)))
	buf.WriteString(`,"total":`)
	buf.WriteString(strconv.FormatFloat(float64(total)/100, 'f', 2, 64))
	buf.WriteString("}")
}

func handle(buf *bytes.Buffer, q string) int {
	r := parseRequest(q)
	total := priceCart(r)
	renderResponse(buf, r, total)
	return buf.Len()
}

func makeQueries(n int) []string {
	qs := make([]string, n)
	seed := uint32(12345)
	next := func() int { seed = seed*1664525 + 1013904223; return int(seed >> 8) }
	for i := range qs {
		var sb strings.Builder
		sb.WriteString("user=user" + strconv.Itoa(next()%1000) + "&items=")
		for j := 0; j < 24; j++ {
			if j > 0 {
				sb.WriteByte(',')
			}
			sb.WriteString(strconv.Itoa(next()%5000) + ":" + strconv.Itoa(1+next()%4))
		}
		qs[i] = sb.String()
	}
	return qs
}

func main() {
	prof := flag.String("cpuprofile", "", "write CPU profile here")
	dur := flag.Duration("dur", 3*time.Second, "how long to serve")
	flag.Parse()
	setup()
	qs := makeQueries(4096)
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			log.Fatal(err)
		}
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	var buf bytes.Buffer
	start := time.Now()
	handled, bytesOut := 0, 0
	for time.Since(start) < *dur {
		bytesOut += handle(&buf, qs[handled%len(qs)])
		handled++
	}
	fmt.Printf("handled=%d bytes=%d in %v\n", handled, bytesOut, time.Since(start).Round(time.Millisecond))
}
