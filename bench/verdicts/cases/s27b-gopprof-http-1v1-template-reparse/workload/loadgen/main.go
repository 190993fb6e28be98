// Load generator: N workers each cycle through a fixed request mix for -duration.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"log"
	"net/http"
	"net/url"
	"sync"
	"sync/atomic"
	"time"
)

func main() {
	base := flag.String("base", "http://127.0.0.1:6061", "server base URL")
	workers := flag.Int("workers", 4, "concurrent clients")
	dur := flag.Duration("duration", 9*time.Second, "how long to run")
	flag.Parse()

	cats := []string{"tools", "garden", "kitchen", "office", "toys", "sports", "auto", "pets"}
	queries := []string{"steel pro", "mini", "eco garden", "smart light", "cordless", "deluxe red"}
	body := bytes.Repeat([]byte("sync-block-0123456789abcdef;"), 600)

	// fixed mix per cycle: 4 item pages, 2 checksums, 1 search, 3 reports
	type req struct {
		method, path string
		body         []byte
	}
	mix := func(i int) []req {
		c := cats[i%len(cats)]
		return []req{
			{"GET", fmt.Sprintf("/api/items?page=%d&size=60", 1+i%5), nil},
			{"GET", "/report?category=" + c + "&limit=6", nil},
			{"POST", "/api/checksum?rounds=20", body},
			{"GET", "/api/search?q=" + url.QueryEscape(queries[i%len(queries)]), nil},
			{"GET", fmt.Sprintf("/api/items?page=%d&size=60&category=%s", 1+i%3, c), nil},
			{"GET", "/report?category=" + cats[(i+3)%len(cats)] + "&limit=6", nil},
			{"POST", "/api/checksum?rounds=20", body},
			{"GET", fmt.Sprintf("/api/items?page=%d&size=40&category=%s", 2+i%4, cats[(i+1)%len(cats)]), nil},
			{"GET", "/api/items?page=1&size=60", nil},
			{"GET", "/report?category=" + cats[(i+5)%len(cats)] + "&limit=6", nil},
		}
	}
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: *workers}}
	var n, errs atomic.Int64
	deadline := time.Now().Add(*dur)
	var wg sync.WaitGroup
	for w := 0; w < *workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for i := w; time.Now().Before(deadline); i++ {
				for _, q := range mix(i) {
					var rd io.Reader
					if q.body != nil {
						rd = bytes.NewReader(q.body)
					}
					hr, _ := http.NewRequest(q.method, *base+q.path, rd)
					resp, err := client.Do(hr)
					if err != nil {
						errs.Add(1)
						continue
					}
					io.Copy(io.Discard, resp.Body)
					resp.Body.Close()
					if resp.StatusCode != 200 {
						errs.Add(1)
					}
					n.Add(1)
				}
			}
		}(w)
	}
	wg.Wait()
	log.Printf("loadgen: %d requests (%.0f/s), %d errors", n.Load(), float64(n.Load())/dur.Seconds(), errs.Load())
}
