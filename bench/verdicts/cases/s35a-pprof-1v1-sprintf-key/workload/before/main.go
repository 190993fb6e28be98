// Command pricecache simulates a pricing service that memoises quotes in a
// map keyed by tenant, product id and region.  It replays a deterministic
// stream of lookups and writes a CPU profile of the replay.
package main

import (
	"flag"
	"fmt"
	"log"
	"math/rand"
	"os"
	"runtime/pprof"
	"strconv"
)

type quote struct {
	cents    int64
	discount int32
}

type priceCache struct {
	entries map[string]quote
	hits    int
	misses  int
}

func cacheKey(tenant string, product int, region string) string {
	return tenant + ":" + strconv.Itoa(product) + ":" + region
}

func computeQuote(tenant string, product int, region string) quote {
	// A stand-in for the expensive pricing rules: a small deterministic hash.
	h := uint64(1469598103934665603)
	for i := 0; i < len(tenant); i++ {
		h = (h ^ uint64(tenant[i])) * 1099511628211
	}
	for i := 0; i < len(region); i++ {
		h = (h ^ uint64(region[i])) * 1099511628211
	}
	h ^= uint64(product) * 0x9E3779B97F4A7C15
	return quote{cents: int64(h%100000) + 99, discount: int32(h>>40) % 30}
}

func (c *priceCache) lookup(tenant string, product int, region string) quote {
	key := cacheKey(tenant, product, region)
	if q, ok := c.entries[key]; ok {
		c.hits++
		return q
	}
	c.misses++
	q := computeQuote(tenant, product, region)
	c.entries[key] = q
	return q
}

func main() {
	n := flag.Int("n", 5_000_000, "number of lookups")
	out := flag.String("cpuprofile", "cpu.pb.gz", "write CPU profile here")
	flag.Parse()

	tenants := []string{"acme", "globex", "initech", "umbrella", "hooli", "vandelay", "stark", "wayne"}
	regions := []string{"eu-west-1", "us-east-1", "us-west-2", "ap-south-1", "sa-east-1"}
	rng := rand.New(rand.NewSource(7))
	type req struct {
		tenant, region int
		product        int
	}
	reqs := make([]req, 1<<16)
	for i := range reqs {
		reqs[i] = req{rng.Intn(len(tenants)), rng.Intn(len(regions)), rng.Intn(20000)}
	}

	f, err := os.Create(*out)
	if err != nil {
		log.Fatal(err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		log.Fatal(err)
	}

	cache := &priceCache{entries: make(map[string]quote)}
	var total int64
	for i := 0; i < *n; i++ {
		r := reqs[i&(len(reqs)-1)]
		q := cache.lookup(tenants[r.tenant], r.product, regions[r.region])
		total += q.cents - int64(q.discount)
	}

	pprof.StopCPUProfile()
	f.Close()
	fmt.Printf("lookups=%d hits=%d misses=%d total=%d\n", *n, cache.hits, cache.misses, total)
}
