// Sessionizer: generates a day of synthetic click events for many users (from
// -seed), sorts them by user and time, splits them into sessions at 30-minute
// gaps, and emits one JSON summary per session (encoding/json) whose bytes are
// counted and hashed. The same binary is run with different seeds; the input
// distribution is identical, only the random draws differ.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"hash/fnv"
	"log"
	"math/rand"
	"os"
	"runtime/pprof"
	"sort"
	"strings"
)

type Event struct {
	User int32
	TS   int64 // seconds since midnight
	Page string
	Ms   int32 // time on page
}

type Session struct {
	User     int32    `json:"user"`
	Start    int64    `json:"start"`
	End      int64    `json:"end"`
	Pages    []string `json:"pages"`
	TotalMs  int64    `json:"total_ms"`
	Bounce   bool     `json:"bounce"`
	TopPage  string   `json:"top_page"`
	Distinct int      `json:"distinct"`
}

var sections = []string{"home", "search", "product", "cart", "checkout", "account", "help", "blog"}

func genEvents(rng *rand.Rand, users, n int) []Event {
	ev := make([]Event, n)
	for i := range ev {
		s := sections[rng.Intn(len(sections))]
		ev[i] = Event{
			User: int32(rng.Intn(users)),
			TS:   int64(rng.Intn(86400)),
			Page: fmt.Sprintf("/%s/%d", s, rng.Intn(50)),
			Ms:   int32(200 + rng.ExpFloat64()*4000),
		}
	}
	return ev
}

func sessionize(ev []Event) []Session {
	sort.Slice(ev, func(i, j int) bool {
		if ev[i].User != ev[j].User {
			return ev[i].User < ev[j].User
		}
		return ev[i].TS < ev[j].TS
	})
	var out []Session
	var cur *Session
	for i := range ev {
		e := &ev[i]
		if cur == nil || cur.User != e.User || e.TS-cur.End > 1800 {
			out = append(out, Session{User: e.User, Start: e.TS})
			cur = &out[len(out)-1]
		}
		cur.End = e.TS
		cur.Pages = append(cur.Pages, e.Page)
		cur.TotalMs += int64(e.Ms)
	}
	for i := range out {
		summarize(&out[i])
	}
	return out
}

func summarize(s *Session) {
	s.Bounce = len(s.Pages) == 1
	counts := make(map[string]int, len(s.Pages))
	best := 0
	for _, p := range s.Pages {
		sec := p[1:strings.IndexByte(p[1:], '/')+1]
		counts[sec]++
		if counts[sec] > best {
			best, s.TopPage = counts[sec], sec
		}
	}
	s.Distinct = len(counts)
}

func main() {
	seed := flag.Int64("seed", 1, "random seed for the synthetic events")
	rounds := flag.Int("rounds", 4, "independent days to process")
	prof := flag.String("cpuprofile", "", "write a CPU profile here")
	flag.Parse()

	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			log.Fatal(err)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			log.Fatal(err)
		}
		defer pprof.StopCPUProfile()
	}

	rng := rand.New(rand.NewSource(*seed))
	h := fnv.New64a()
	var sessions, bytes int
	for r := 0; r < *rounds; r++ {
		ev := genEvents(rng, 20000, 150000)
		ss := sessionize(ev)
		for i := range ss {
			b, err := json.Marshal(&ss[i])
			if err != nil {
				log.Fatal(err)
			}
			bytes += len(b)
			h.Write(b)
		}
		sessions += len(ss)
	}
	fmt.Printf("sessions=%d json_bytes=%d fnv=%016x\n", sessions, bytes, h.Sum64())
}
