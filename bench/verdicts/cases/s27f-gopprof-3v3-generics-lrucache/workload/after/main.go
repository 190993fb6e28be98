// Toy request analytics with generic helpers: an LRU cache Cache[K, V] used with two
// instantiations (string -> []int token ids, int -> float64 scores), plus generic
// MapSlice / SumBy / TopK. Writes a CPU profile with runtime/pprof.
package main

import (
	"cmp"
	"flag"
	"fmt"
	"os"
	"runtime/pprof"
	"slices"
	"strings"
	"time"
)

type entry[K comparable, V any] struct {
	key        K
	val        V
	prev, next *entry[K, V]
}

// Cache is a fixed-capacity LRU: map + intrusive doubly-linked list.
type Cache[K comparable, V any] struct {
	cap   int
	items map[K]*entry[K, V]
	head  *entry[K, V] // most recent
	tail  *entry[K, V]
	hits  int
	miss  int
}

func NewCache[K comparable, V any](capacity int) *Cache[K, V] {
	return &Cache[K, V]{cap: capacity, items: make(map[K]*entry[K, V], capacity)}
}

func (c *Cache[K, V]) unlink(e *entry[K, V]) {
	if e.prev != nil {
		e.prev.next = e.next
	} else {
		c.head = e.next
	}
	if e.next != nil {
		e.next.prev = e.prev
	} else {
		c.tail = e.prev
	}
	e.prev, e.next = nil, nil
}

func (c *Cache[K, V]) pushFront(e *entry[K, V]) {
	e.next = c.head
	if c.head != nil {
		c.head.prev = e
	}
	c.head = e
	if c.tail == nil {
		c.tail = e
	}
}

// Get returns the cached value and marks it most recently used.
func (c *Cache[K, V]) Get(k K) (V, bool) {
	e, ok := c.items[k]
	if !ok {
		c.miss++
		var zero V
		return zero, false
	}
	c.hits++
	// Promote only entries outside the hottest eighth, to save relinking:
	// find e's recency rank by walking from the head.
	rank := 0
	for p := c.head; p != nil && p != e && rank <= c.cap/8; p = p.next {
		rank++
	}
	if rank > c.cap/8 {
		c.unlink(e)
		c.pushFront(e)
	}
	return e.val, true
}

func (c *Cache[K, V]) Put(k K, v V) {
	if e, ok := c.items[k]; ok {
		e.val = v
		c.unlink(e)
		c.pushFront(e)
		return
	}
	if len(c.items) >= c.cap {
		old := c.tail
		c.unlink(old)
		delete(c.items, old.key)
	}
	e := &entry[K, V]{key: k, val: v}
	c.items[k] = e
	c.pushFront(e)
}

func MapSlice[T, U any](xs []T, f func(T) U) []U {
	out := make([]U, len(xs))
	for i, x := range xs {
		out[i] = f(x)
	}
	return out
}

func SumBy[T any, N int | float64](xs []T, f func(T) N) N {
	var s N
	for _, x := range xs {
		s += f(x)
	}
	return s
}

func TopK[T any, N cmp.Ordered](xs []T, k int, key func(T) N) []T {
	ys := slices.Clone(xs)
	slices.SortFunc(ys, func(a, b T) int { return cmp.Compare(key(b), key(a)) })
	if len(ys) > k {
		ys = ys[:k]
	}
	return ys
}

// ---- workload ----------------------------------------------------------

type rng uint64

func (r *rng) next() uint64 {
	*r ^= *r << 13
	*r ^= *r >> 7
	*r ^= *r << 17
	return uint64(*r)
}

var paths = []string{"/api/users", "/api/orders", "/api/cart", "/static/app.js", "/api/search",
	"/api/items", "/login", "/logout", "/api/reviews", "/api/stock"}

func makeRequest(r *rng) string {
	p := paths[r.next()%uint64(len(paths))]
	// skewed id distribution so the caches see both hits and misses
	id := r.next() % 400
	if r.next()%4 != 0 {
		id %= 12
	}
	return fmt.Sprintf("%s/%d?v=%d", p, id, r.next()%3)
}

func tokenize(s string) []int {
	parts := strings.FieldsFunc(s, func(c rune) bool { return c == '/' || c == '?' || c == '=' })
	return MapSlice(parts, func(p string) int {
		h := 0
		for i := 0; i < len(p); i++ {
			h = h*33 + int(p[i])
		}
		return h & 0xFFFF
	})
}

func score(toks []int) float64 {
	s := 0.0
	for i, t := range toks {
		for j := 0; j < 40; j++ {
			s += float64((t*(j+1))%97) / float64(i+j+1)
		}
	}
	return s
}

func run(d time.Duration) (int, float64) {
	r := rng(88172645463325252)
	tokCache := NewCache[string, []int](512)
	scoreCache := NewCache[int, float64](512)
	type res struct {
		req string
		sc  float64
	}
	var batch []res
	total := 0.0
	n := 0
	deadline := time.Now().Add(d)
	for time.Now().Before(deadline) {
		for i := 0; i < 2000; i++ {
			req := makeRequest(&r)
			toks, ok := tokCache.Get(req)
			if !ok {
				toks = tokenize(req)
				tokCache.Put(req, toks)
			}
			key := SumBy(toks, func(t int) int { return t })
			sc, ok := scoreCache.Get(key)
			if !ok {
				sc = score(toks)
				scoreCache.Put(key, sc)
			}
			batch = append(batch, res{req, sc})
			n++
		}
		top := TopK(batch, 10, func(x res) float64 { return x.sc })
		total += SumBy(top, func(x res) float64 { return x.sc })
		batch = batch[:0]
	}
	if os.Getenv("LRU_STATS") != "" {
		fmt.Fprintf(os.Stderr, "tok hits=%d miss=%d score hits=%d miss=%d\n", tokCache.hits, tokCache.miss, scoreCache.hits, scoreCache.miss)
	}
	return n, total
}

func main() {
	prof := flag.String("cpuprofile", "", "write CPU profile here")
	secs := flag.Float64("seconds", 3, "run time")
	flag.Parse()
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			panic(err)
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			panic(err)
		}
		defer pprof.StopCPUProfile()
	}
	n, total := run(time.Duration(*secs * float64(time.Second)))
	fmt.Printf("requests=%d total=%.1f\n", n, total)
}
