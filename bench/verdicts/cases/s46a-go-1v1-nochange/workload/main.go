// invindex: builds an inverted index over synthetic documents and answers
// ranked queries against it (tokenize -> index -> query -> score -> top-k).
package main

import (
	"flag"
	"fmt"
	"hash/fnv"
	"log"
	"math"
	"math/rand"
	"os"
	"runtime/pprof"
	"sort"
	"strings"
)

var vocab []string

func buildVocab(r *rand.Rand, n int) {
	letters := "abcdefghijklmnopqrstuvwxyz"
	for i := 0; i < n; i++ {
		l := 3 + r.Intn(7)
		var b strings.Builder
		for j := 0; j < l; j++ {
			b.WriteByte(letters[r.Intn(len(letters))])
		}
		vocab = append(vocab, b.String())
	}
}

func makeDoc(r *rand.Rand, words int) string {
	parts := make([]string, words)
	for i := range parts {
		// Zipf-ish: favour low ranks
		k := int(math.Pow(r.Float64(), 2.5) * float64(len(vocab)))
		parts[i] = vocab[k]
	}
	return strings.Join(parts, " ")
}

func tokenize(doc string) []string {
	toks := strings.Fields(doc)
	out := toks[:0]
	for _, t := range toks {
		t = strings.ToLower(strings.Trim(t, ".,;:"))
		if len(t) > 2 {
			out = append(out, t)
		}
	}
	return out
}

type posting struct {
	doc int32
	tf  int32
}

type index struct {
	postings map[string][]posting
	docLen   []int
}

func (ix *index) add(id int, toks []string) {
	counts := make(map[string]int32, len(toks))
	for _, t := range toks {
		counts[t]++
	}
	for t, c := range counts {
		ix.postings[t] = append(ix.postings[t], posting{int32(id), c})
	}
	ix.docLen = append(ix.docLen, len(toks))
}

func buildIndex(docs []string) *index {
	ix := &index{postings: make(map[string][]posting)}
	for i, d := range docs {
		ix.add(i, tokenize(d))
	}
	return ix
}

func bm25(tf int32, dl int, avg float64, df int, n int) float64 {
	k1, b := 1.2, 0.75
	idf := math.Log(1 + (float64(n)-float64(df)+0.5)/(float64(df)+0.5))
	f := float64(tf)
	return idf * f * (k1 + 1) / (f + k1*(1-b+b*float64(dl)/avg))
}

type hit struct {
	doc   int
	score float64
}

func (ix *index) query(terms []string, avg float64, k int) []hit {
	scores := make(map[int]float64)
	for _, t := range terms {
		pl := ix.postings[t]
		for _, p := range pl {
			scores[int(p.doc)] += bm25(p.tf, ix.docLen[p.doc], avg, len(pl), len(ix.docLen))
		}
	}
	return topK(scores, k)
}

func topK(scores map[int]float64, k int) []hit {
	hs := make([]hit, 0, len(scores))
	for d, s := range scores {
		hs = append(hs, hit{d, s})
	}
	sort.Slice(hs, func(i, j int) bool {
		if hs[i].score != hs[j].score {
			return hs[i].score > hs[j].score
		}
		return hs[i].doc < hs[j].doc
	})
	if len(hs) > k {
		hs = hs[:k]
	}
	return hs
}

func main() {
	ndocs := flag.Int("docs", 20000, "documents")
	nq := flag.Int("queries", 3000, "queries")
	prof := flag.String("cpuprofile", "", "write CPU profile")
	flag.Parse()
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			log.Fatal(err)
		}
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	r := rand.New(rand.NewSource(42))
	buildVocab(r, 30000)
	docs := make([]string, *ndocs)
	for i := range docs {
		docs[i] = makeDoc(r, 80+r.Intn(120))
	}
	ix := buildIndex(docs)
	total := 0
	for _, l := range ix.docLen {
		total += l
	}
	avg := float64(total) / float64(len(ix.docLen))
	h := fnv.New64a()
	for q := 0; q < *nq; q++ {
		terms := tokenize(makeDoc(r, 2+r.Intn(3)))
		for _, hh := range ix.query(terms, avg, 10) {
			fmt.Fprintf(h, "%d:%.4f;", hh.doc, hh.score)
		}
	}
	fmt.Printf("docs=%d terms=%d digest=%016x\n", len(docs), len(ix.postings), h.Sum64())
}
