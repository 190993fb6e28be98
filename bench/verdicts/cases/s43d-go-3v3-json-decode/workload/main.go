// orderstats: decodes a stream of JSON order events and aggregates per-user statistics.
// decodeEvent lives in decode_typed.go (default build: the "before" variant, decodes into a
// typed struct) or decode_map.go (build tag "mapdecode": the "after" variant, decodes into
// map[string]any and pulls the fields out with type assertions). Nothing else differs.
package main

import (
	"crypto/sha256"
	"encoding/binary"
	"flag"
	"fmt"
	"log"
	"math/rand"
	"os"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"
)

type Event struct {
	ID     int64    `json:"id"`
	User   string   `json:"user"`
	Kind   string   `json:"kind"`
	Amount float64  `json:"amount"`
	Tags   []string `json:"tags"`
}

func genEvents(n int, seed int64) [][]byte {
	r := rand.New(rand.NewSource(seed))
	kinds := []string{"order", "refund", "view", "cart"}
	out := make([][]byte, n)
	for i := range out {
		var tags []string
		for t := 0; t < 1+r.Intn(4); t++ {
			tags = append(tags, `"tag`+strconv.Itoa(r.Intn(50))+`"`)
		}
		out[i] = []byte(fmt.Sprintf(`{"id":%d,"user":"user-%04d","kind":"%s","amount":%.2f,"tags":[%s]}`,
			r.Int63n(1e9), r.Intn(5000), kinds[r.Intn(len(kinds))], r.Float64()*500, strings.Join(tags, ",")))
	}
	return out
}

type userStats struct {
	count  int
	total  float64
	digest [32]byte
}

//go:noinline
func fingerprint(ev *Event, prev [32]byte) [32]byte {
	// unchanged CPU work per event: chained SHA-256 over the event fields
	var buf [64]byte
	copy(buf[:32], prev[:])
	binary.LittleEndian.PutUint64(buf[32:], uint64(ev.ID))
	binary.LittleEndian.PutUint64(buf[40:], uint64(ev.Amount*100))
	copy(buf[48:], ev.User)
	d := sha256.Sum256(buf[:])
	for i := 0; i < 3; i++ {
		d = sha256.Sum256(d[:])
	}
	return d
}

//go:noinline
func process(events [][]byte, stats map[string]*userStats) {
	for _, raw := range events {
		ev, err := decodeEvent(raw)
		if err != nil {
			log.Fatal(err)
		}
		s := stats[ev.User]
		if s == nil {
			s = &userStats{}
			stats[ev.User] = s
		}
		s.count++
		if ev.Kind == "refund" {
			s.total -= ev.Amount
		} else {
			s.total += ev.Amount
		}
		s.digest = fingerprint(&ev, s.digest)
	}
}

func main() {
	cpuprof := flag.String("cpuprofile", "", "write CPU profile here")
	passes := flag.Int("passes", 20, "passes over the event set")
	seed := flag.Int64("seed", 1, "event generator seed")
	flag.Parse()
	events := genEvents(20000, *seed)
	stats := map[string]*userStats{}
	if *cpuprof != "" {
		f, err := os.Create(*cpuprof)
		if err != nil {
			log.Fatal(err)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			log.Fatal(err)
		}
		defer f.Close()
		defer pprof.StopCPUProfile()
	}
	for p := 0; p < *passes; p++ {
		process(events, stats)
	}
	users := make([]string, 0, len(stats))
	for u := range stats {
		users = append(users, u)
	}
	sort.Strings(users)
	var h [32]byte
	total := 0.0
	for _, u := range users {
		s := stats[u]
		total += s.total
		for i := range h {
			h[i] ^= s.digest[i]
		}
	}
	fmt.Printf("variant=%s users=%d total=%.2f digest=%x\n", variant, len(users), total, h[:8])
}
