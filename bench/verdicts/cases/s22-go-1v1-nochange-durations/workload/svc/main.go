// svc: a time-boxed batch loop that mixes JSON encoding, hashing, sorting, a regexp scan and
// map aggregation over generated events, with a CPU profile written by runtime/pprof.
// usage: svc -d 1.5s -cpuprofile out.pprof
package main

import (
	"crypto/sha256"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand"
	"os"
	"regexp"
	"runtime/pprof"
	"sort"
	"strings"
	"time"
)

type Event struct {
	ID     int               `json:"id"`
	User   string            `json:"user"`
	Action string            `json:"action"`
	Path   string            `json:"path"`
	Tags   []string          `json:"tags"`
	Attrs  map[string]string `json:"attrs"`
	Score  float64           `json:"score"`
}

var actions = []string{"view", "click", "purchase", "login", "logout", "search"}
var pathRe = regexp.MustCompile(`^/(api|shop)/v[0-9]+/([a-z]+)/([0-9]+)$`)

func makeEvents(r *rand.Rand, n int) []Event {
	ev := make([]Event, n)
	for i := range ev {
		ev[i] = Event{ID: i, User: fmt.Sprintf("user%04d", r.Intn(5000)), Action: actions[r.Intn(len(actions))],
			Path:  fmt.Sprintf("/%s/v%d/%s/%d", []string{"api", "shop"}[r.Intn(2)], 1+r.Intn(3), []string{"items", "carts", "users", "orders"}[r.Intn(4)], r.Intn(100000)),
			Tags:  []string{"t" + fmt.Sprint(r.Intn(20)), "c" + fmt.Sprint(r.Intn(7))},
			Attrs: map[string]string{"ua": "Mozilla/5.0", "lang": "en", "ref": fmt.Sprint(r.Intn(1000))}, Score: r.Float64()}
	}
	return ev
}

func encodeBatch(ev []Event) []byte {
	b, err := json.Marshal(ev)
	if err != nil {
		panic(err)
	}
	return b
}

func digest(b []byte) [32]byte {
	var d [32]byte
	for i := 0; i < 4; i++ {
		d = sha256.Sum256(append(b, d[:]...))
	}
	return d
}

func matchPaths(ev []Event) map[string]int {
	m := map[string]int{}
	for _, e := range ev {
		if g := pathRe.FindStringSubmatch(e.Path); g != nil {
			m[g[1]+"/"+g[2]]++
		}
	}
	return m
}

func topUsers(ev []Event) []string {
	cnt := map[string]float64{}
	for _, e := range ev {
		cnt[e.User] += e.Score
	}
	users := make([]string, 0, len(cnt))
	for u := range cnt {
		users = append(users, u)
	}
	sort.Slice(users, func(i, j int) bool {
		if cnt[users[i]] != cnt[users[j]] {
			return cnt[users[i]] > cnt[users[j]]
		}
		return users[i] < users[j]
	})
	return users[:10]
}

func main() {
	dur := flag.Duration("d", 1500*time.Millisecond, "run time")
	prof := flag.String("cpuprofile", "", "write CPU profile")
	flag.Parse()
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			panic(err)
		}
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	r := rand.New(rand.NewSource(1))
	start := time.Now()
	batches, bytes := 0, 0
	var sb strings.Builder
	for time.Since(start) < *dur {
		ev := makeEvents(r, 2000)
		b := encodeBatch(ev)
		d := digest(b)
		m := matchPaths(ev)
		top := topUsers(ev)
		bytes += len(b)
		sb.Reset()
		fmt.Fprintf(&sb, "%x %d %s", d[:4], len(m), top[0])
		batches++
	}
	fmt.Printf("batches=%d bytes=%d last=%s elapsed=%s\n", batches, bytes, sb.String(), time.Since(start).Round(time.Millisecond))
}
