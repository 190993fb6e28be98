// indexer: a small batch document pipeline. Each batch generates synthetic
// documents, normalises them, scores them, builds an inverted index over them
// and answers a few queries against it.
//
// -variant=before builds the index once per batch.
// -variant=after  rebuilds the index once per "shard pass" (3 passes per
//
//	batch: a refactor made every pass call buildIndex on the
//	whole batch instead of reusing the one index), so
//	buildIndex runs 3x as often.
package main

import (
	"flag"
	"fmt"
	"math"
	"math/rand"
	"os"
	"runtime/pprof"
	"sort"
	"strings"
)

var vocab []string

func initVocab(r *rand.Rand) {
	letters := "abcdefghijklmnopqrstuvwxyz"
	for i := 0; i < 4000; i++ {
		n := 3 + r.Intn(8)
		var b strings.Builder
		for j := 0; j < n; j++ {
			b.WriteByte(letters[r.Intn(len(letters))])
		}
		vocab = append(vocab, b.String())
	}
}

type Doc struct {
	ID    int
	Text  []byte
	Score float64
}

// generateDocs fills docs with synthetic text; all text lives in one reused arena.
//
//go:noinline
func generateDocs(r *rand.Rand, docs []Doc, arena []byte, base int) []byte {
	arena = arena[:0]
	for i := range docs {
		words := 40 + r.Intn(40)
		start := len(arena)
		for w := 0; w < words; w++ {
			if w > 0 {
				if r.Intn(9) == 0 {
					arena = append(arena, ',', ' ')
				} else {
					arena = append(arena, ' ')
				}
			}
			arena = append(arena, vocab[r.Intn(len(vocab))]...)
		}
		docs[i] = Doc{ID: base + i, Text: arena[start:len(arena):len(arena)]}
	}
	return arena
}

//go:noinline
func normalise(docs []Doc) {
	for d := range docs {
		t := docs[d].Text
		for i, c := range t {
			if c >= 'a' && c <= 'z' {
				t[i] = c - 32
			}
		}
		for i, c := range t {
			if c >= 'A' && c <= 'Z' {
				t[i] = c + 32
			}
		}
	}
}

//go:noinline
func scoreDocs(docs []Doc) {
	for d := range docs {
		s := 0.0
		for i, c := range docs[d].Text {
			s += math.Sqrt(float64(int(c)*(i+1))) * math.Log1p(float64(i))
		}
		docs[d].Score = s
	}
}

// similarity compares each document with its neighbour using byte-bigram histograms.
//
//go:noinline
func similarity(docs []Doc) float64 {
	var a, b [1024]uint16
	total := 0.0
	for d := 1; d < len(docs); d++ {
		a = [1024]uint16{}
		b = [1024]uint16{}
		x, y := docs[d-1].Text, docs[d].Text
		for i := 1; i < len(x); i++ {
			a[(uint(x[i-1])<<5^uint(x[i]))&1023]++
		}
		for i := 1; i < len(y); i++ {
			b[(uint(y[i-1])<<5^uint(y[i]))&1023]++
		}
		dot, na, nb := 0.0, 0.0, 0.0
		for k := range a {
			fa, fb := float64(a[k]), float64(b[k])
			dot += fa * fb
			na += fa * fa
			nb += fb * fb
		}
		total += dot / (math.Sqrt(na)*math.Sqrt(nb) + 1)
	}
	return total
}

//go:noinline
func rankDocs(docs []Doc) []int {
	idx := make([]int, len(docs))
	for i := range idx {
		idx[i] = i
	}
	sort.Slice(idx, func(i, j int) bool { return docs[idx[i]].Score > docs[idx[j]].Score })
	return idx
}

// ---------------------------------------------------------------- the index

const leadBytes = 160

type posting struct {
	key  uint64
	term int32
	docs []int32
}

type Index struct {
	slots []posting
	used  int
	slab  []int32
}

// resetIndex empties ix for reuse (slots and posting storage are recycled).
func resetIndex(ix *Index, size int) *Index {
	if ix == nil || len(ix.slots) != size {
		return &Index{slots: make([]posting, size), slab: make([]int32, 0, 1<<16)}
	}
	clear(ix.slots)
	ix.used = 0
	ix.slab = ix.slab[:0]
	return ix
}

// tokenise splits a document into word tokens (start,end offsets). It first
// classifies every byte through a table, then walks the classes to find spans.
//
//go:noinline
func tokenise(text []byte, cls []byte, out [][2]int32) ([]byte, [][2]int32) {
	out = out[:0]
	if cap(cls) < len(text) {
		cls = make([]byte, len(text))
	}
	cls = cls[:len(text)]
	for i, c := range text {
		cls[i] = charClass[c]
	}
	start := -1
	for i := 0; i < len(cls); i++ {
		if cls[i] != 0 {
			if start < 0 {
				start = i
			}
		} else if start >= 0 {
			if i-start > 1 || cls[start] == 2 {
				out = append(out, [2]int32{int32(start), int32(i)})
			}
			start = -1
		}
	}
	if start >= 0 {
		out = append(out, [2]int32{int32(start), int32(len(text))})
	}
	return cls, out
}

var charClass = func() (t [256]byte) {
	for c := 'a'; c <= 'z'; c++ {
		t[c] = 1
	}
	for c := '0'; c <= '9'; c++ {
		t[c] = 2
	}
	return
}()

// hash is a (deliberately thorough) 64-bit FNV-1a + murmur finaliser over the token.
//
//go:noinline
func hash(tok []byte) uint64 {
	h := uint64(14695981039346656037)
	for round := 0; round < 3; round++ {
		for _, c := range tok {
			h ^= uint64(c)
			h *= 1099511628211
		}
		h ^= h >> 33
		h *= 0xff51afd7ed558ccd
		h ^= h >> 33
		h *= 0xc4ceb9fe1a85ec53
		h ^= h >> 33
	}
	return h
}

// insert adds doc to the posting list of the token with hash h (open addressing).
//
//go:noinline
func insert(ix *Index, h uint64, doc int32) {
	mask := uint64(len(ix.slots) - 1)
	i := h & mask
	for {
		p := &ix.slots[i]
		if p.docs == nil {
			p.key = h
			p.term = int32(ix.used)
			if cap(ix.slab)-len(ix.slab) < 8 {
				ix.slab = make([]int32, 0, 2*cap(ix.slab))
			}
			p.docs = append(ix.slab[len(ix.slab):len(ix.slab):len(ix.slab)+8], doc)
			ix.slab = ix.slab[:len(ix.slab)+8]
			ix.used++
			return
		}
		if p.key == h {
			if n := len(p.docs); n == 0 || p.docs[n-1] != doc {
				p.docs = append(p.docs, doc)
			}
			return
		}
		i = (i + 1) & mask
	}
}

// buildIndex indexes the lead (first leadBytes bytes) of every document.
//
//go:noinline
func buildIndex(ix *Index, docs []Doc) *Index {
	ix = resetIndex(ix, 1<<13)
	var toks [][2]int32
	var cls []byte
	for d := range docs {
		lead := docs[d].Text
		if len(lead) > leadBytes {
			lead = lead[:leadBytes]
		}
		cls, toks = tokenise(lead, cls, toks)
		for _, t := range toks {
			insert(ix, hash(lead[t[0]:t[1]]), int32(docs[d].ID))
		}
	}
	return ix
}

//go:noinline
func query(ix *Index, words []string) int {
	n := 0
	for _, w := range words {
		h := hash([]byte(w))
		mask := uint64(len(ix.slots) - 1)
		for i := h & mask; ix.slots[i].docs != nil; i = (i + 1) & mask {
			if ix.slots[i].key == h {
				n += len(ix.slots[i].docs)
				break
			}
		}
	}
	return n
}

type worker struct {
	docs  []Doc
	arena []byte
	ix    *Index
}

//go:noinline
func processBatch(w *worker, r *rand.Rand, batch int, variant string) int {
	w.arena = generateDocs(r, w.docs, w.arena, batch*len(w.docs))
	docs := w.docs
	normalise(docs)
	scoreDocs(docs)
	sim := similarity(docs)
	order := rankDocs(docs)
	hits := order[0] % 2
	if sim < 0 {
		hits++
	}
	qs := []string{vocab[batch%len(vocab)], vocab[(batch*7)%len(vocab)], vocab[(batch*13)%len(vocab)]}
	if variant == "after" {
		for pass := 0; pass < 3; pass++ {
			w.ix = buildIndex(w.ix, docs)
			hits += query(w.ix, qs[pass:pass+1])
		}
	} else {
		w.ix = buildIndex(w.ix, docs)
		for pass := 0; pass < 3; pass++ {
			hits += query(w.ix, qs[pass:pass+1])
		}
	}
	return hits
}

func main() {
	variant := flag.String("variant", "before", "before|after")
	batches := flag.Int("batches", 400, "number of batches")
	seed := flag.Int64("seed", 1, "random seed")
	cpuprofile := flag.String("cpuprofile", "", "write CPU profile to file")
	flag.Parse()

	r := rand.New(rand.NewSource(*seed))
	initVocab(r)
	if *cpuprofile != "" {
		f, err := os.Create(*cpuprofile)
		if err != nil {
			panic(err)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			panic(err)
		}
		defer pprof.StopCPUProfile()
	}
	hits := 0
	w := &worker{docs: make([]Doc, 300)}
	for b := 0; b < *batches; b++ {
		hits += processBatch(w, r, b, *variant)
	}
	fmt.Fprintf(os.Stderr, "variant=%s batches=%d hits=%d\n", *variant, *batches, hits)
}
