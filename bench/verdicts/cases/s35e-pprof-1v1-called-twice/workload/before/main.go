// eventexport: turns a day of raw events into an enriched, fingerprinted
// JSON-lines export plus per-user totals.
package main

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log"
	"math/rand"
	"os"
	"runtime/pprof"
	"sort"
	"strings"
)

type Event struct {
	ID     int               `json:"id"`
	User   string            `json:"user"`
	Kind   string            `json:"kind"`
	Amount float64           `json:"amount"`
	Tags   []string          `json:"tags,omitempty"`
	Attrs  map[string]string `json:"attrs,omitempty"`
}

type Enriched struct {
	*Event
	Payload []byte
	Digest  string
}

const maxPayload = 1024

var kinds = []string{"view", "click", "cart", "purchase", "refund"}
var tagPool = []string{"mobile", "desktop", "promo", "returning", "eu", "us", "beta"}

func generate(n int, seed int64) []Event {
	r := rand.New(rand.NewSource(seed))
	evs := make([]Event, n)
	for i := range evs {
		e := &evs[i]
		e.ID = i
		e.User = fmt.Sprintf("user-%05d", r.Intn(20000))
		e.Kind = kinds[r.Intn(len(kinds))]
		e.Amount = float64(r.Intn(100000)) / 100
		for t := r.Intn(4); t > 0; t-- {
			e.Tags = append(e.Tags, tagPool[r.Intn(len(tagPool))])
		}
		if r.Intn(3) == 0 {
			e.Attrs = map[string]string{
				"campaign": fmt.Sprintf("cmp-%d", r.Intn(50)),
				"ref":      strings.Repeat("x", r.Intn(40)),
			}
		}
	}
	return evs
}

func encode(e *Event) ([]byte, error) { return json.Marshal(e) }

func fingerprint(b []byte) string {
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

func enrich(e *Event) (Enriched, error) {
	p, err := encode(e)
	if err != nil {
		return Enriched{}, err
	}
	return Enriched{Event: e, Payload: p, Digest: fingerprint(p)}, nil
}

type countingWriter struct{ n int64 }

func (c *countingWriter) Write(p []byte) (int, error) { c.n += int64(len(p)); return len(p), nil }

func export(w io.Writer, evs []Event) (written, rejected int, err error) {
	bw := bufio.NewWriter(w)
	for i := range evs {
		en, err := enrich(&evs[i])
		if err != nil {
			return written, rejected, err
		}
		if len(en.Payload) > maxPayload {
			rejected++
			continue
		}
		bw.WriteString(en.Digest[:16])
		bw.WriteByte('\t')
		bw.Write(en.Payload)
		bw.WriteByte('\n')
		written++
	}
	return written, rejected, bw.Flush()
}

func totals(evs []Event) []string {
	sum := map[string]float64{}
	for i := range evs {
		switch evs[i].Kind {
		case "purchase":
			sum[evs[i].User] += evs[i].Amount
		case "refund":
			sum[evs[i].User] -= evs[i].Amount
		}
	}
	users := make([]string, 0, len(sum))
	for u := range sum {
		users = append(users, u)
	}
	sort.Slice(users, func(a, b int) bool { return sum[users[a]] > sum[users[b]] })
	return users
}

func main() {
	cpuprofile := flag.String("cpuprofile", "", "write CPU profile to file")
	n := flag.Int("n", 1_000_000, "number of events")
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

	evs := generate(*n, 7)
	var out countingWriter
	written, rejected, err := export(&out, evs)
	if err != nil {
		log.Fatal(err)
	}
	top := totals(evs)
	fmt.Printf("events=%d written=%d rejected=%d bytes=%d top=%s\n", len(evs), written, rejected, out.n, top[0])
}
