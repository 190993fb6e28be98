// eventgraph: builds per-session event graphs from a synthetic event stream, allocating
// many short-lived nodes, strings and maps per batch, then scores and discards them.
// Allocation-heavy on purpose (the garbage collector shows up in the CPU profile).
package main

import (
	"flag"
	"fmt"
	"hash/fnv"
	"log"
	"os"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"
)

type Event struct {
	Session string
	Kind    string
	Attrs   map[string]string
	Seq     int
}

type Node struct {
	Ev       *Event
	Children []*Node
	Weight   float64
}

type rng struct{ s uint64 }

func (r *rng) next() uint64 {
	r.s ^= r.s << 13
	r.s ^= r.s >> 7
	r.s ^= r.s << 17
	return r.s
}

var kinds = []string{"view", "click", "scroll", "add_to_cart", "checkout", "search", "login", "logout"}

func genEvents(r *rng, n, sessions int) []*Event {
	evs := make([]*Event, 0, n)
	for i := 0; i < n; i++ {
		e := &Event{
			Session: "s-" + strconv.FormatUint(r.next()%uint64(sessions), 36),
			Kind:    kinds[r.next()%uint64(len(kinds))],
			Attrs:   make(map[string]string, 4),
			Seq:     i,
		}
		e.Attrs["page"] = "/p/" + strconv.FormatUint(r.next()%500, 10)
		e.Attrs["ref"] = strings.Repeat("x", int(r.next()%12))
		if e.Kind == "search" {
			e.Attrs["q"] = fmt.Sprintf("term-%d", r.next()%1000)
		}
		evs = append(evs, e)
	}
	return evs
}

func groupBySession(evs []*Event) map[string][]*Event {
	m := make(map[string][]*Event)
	for _, e := range evs {
		m[e.Session] = append(m[e.Session], e)
	}
	return m
}

func buildGraph(evs []*Event) *Node {
	root := &Node{}
	stack := []*Node{root}
	for _, e := range evs {
		n := &Node{Ev: e}
		parent := stack[len(stack)-1]
		parent.Children = append(parent.Children, n)
		switch e.Kind {
		case "view", "search":
			stack = append(stack, n)
		case "logout", "checkout":
			if len(stack) > 1 {
				stack = stack[:len(stack)-1]
			}
		}
	}
	return root
}

func scoreNode(n *Node, depth int) float64 {
	w := 1.0 / float64(depth+1)
	if n.Ev != nil {
		switch n.Ev.Kind {
		case "add_to_cart":
			w *= 3
		case "checkout":
			w *= 10
		}
		w += float64(len(n.Ev.Attrs["page"])) * 0.01
	}
	for _, c := range n.Children {
		w += scoreNode(c, depth+1)
	}
	n.Weight = w
	return w
}

func pathKey(n *Node, prefix []string, out map[string]int) {
	if n.Ev != nil {
		prefix = append(prefix, n.Ev.Kind)
		if len(prefix) <= 4 {
			out[strings.Join(prefix, ">")]++
		}
	}
	for _, c := range n.Children {
		pathKey(c, prefix, out)
	}
}

func processBatch(r *rng, n, sessions int, paths map[string]int) float64 {
	evs := genEvents(r, n, sessions)
	groups := groupBySession(evs)
	keys := make([]string, 0, len(groups))
	for k := range groups {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	total := 0.0
	for _, k := range keys {
		g := buildGraph(groups[k])
		total += scoreNode(g, 0)
		pathKey(g, nil, paths)
	}
	return total
}

func main() {
	batches := flag.Int("batches", 60, "batches")
	per := flag.Int("events", 40000, "events per batch")
	sessions := flag.Int("sessions", 3000, "sessions per batch")
	prof := flag.String("cpuprofile", "", "write CPU profile here")
	flag.Parse()
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			log.Fatal(err)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			log.Fatal(err)
		}
		defer func() { pprof.StopCPUProfile(); f.Close() }()
	}
	r := &rng{s: 0x9E3779B97F4A7C15}
	paths := make(map[string]int)
	total := 0.0
	for b := 0; b < *batches; b++ {
		total += processBatch(r, *per, *sessions, paths)
	}
	h := fnv.New64a()
	pk := make([]string, 0, len(paths))
	for k := range paths {
		pk = append(pk, k)
	}
	sort.Strings(pk)
	for _, k := range pk {
		fmt.Fprintf(h, "%s=%d;", k, paths[k])
	}
	fmt.Printf("paths=%d score=%.3f hash=%x\n", len(paths), total, h.Sum64())
}
