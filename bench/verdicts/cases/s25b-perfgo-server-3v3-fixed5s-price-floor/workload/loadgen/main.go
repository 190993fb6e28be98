// loadgen: closed-loop HTTP client. C workers post pre-built baskets to /quote as fast as the
// server answers, for D seconds, and print the request count.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math/rand"
	"net/http"
	"sync"
	"sync/atomic"
	"time"
)

func main() {
	url := flag.String("url", "http://127.0.0.1:18480/quote", "")
	conc := flag.Int("c", 2, "workers")
	dur := flag.Duration("d", 10*time.Second, "duration")
	flag.Parse()
	rng := rand.New(rand.NewSource(3))
	cats := []string{"tools", "garden", "kitchen", "toys", "books", "audio"}
	var bodies [][]byte
	for b := 0; b < 200; b++ {
		items := []map[string]any{}
		for i := 0; i < 20+rng.Intn(20); i++ {
			items = append(items, map[string]any{"sku": fmt.Sprintf(" sku-%05d ", rng.Intn(5000)), "qty": 1 + rng.Intn(9), "cat": cats[rng.Intn(len(cats))], "ref": rng.Float64() * 100})
		}
		body, _ := json.Marshal(map[string]any{"customer": fmt.Sprintf("cust-%d", rng.Intn(1000)), "region": "eu", "tier": rng.Intn(4), "items": items})
		bodies = append(bodies, body)
	}
	var n, errs int64
	deadline := time.Now().Add(*dur)
	var wg sync.WaitGroup
	for w := 0; w < *conc; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			c := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 4}}
			for i := w; time.Now().Before(deadline); i++ {
				resp, err := c.Post(*url, "application/json", bytes.NewReader(bodies[i%len(bodies)]))
				if err != nil {
					atomic.AddInt64(&errs, 1)
					time.Sleep(10 * time.Millisecond)
					continue
				}
				io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				atomic.AddInt64(&n, 1)
			}
		}(w)
	}
	wg.Wait()
	fmt.Printf("requests %d errors %d rps %.0f\n", n, errs, float64(n)/dur.Seconds())
}
