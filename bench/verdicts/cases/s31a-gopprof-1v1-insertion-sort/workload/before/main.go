// rankd: a toy search ranker. For each query it scores a few hundred candidate
// documents, sorts them by score and keeps the top 10.
package main

import (
	"flag"
	"fmt"
	"hash/fnv"
	"log"
	"math"
	"os"
	"runtime/pprof"
	"sort"
	"strings"
)

type doc struct {
	id    int
	title string
	terms []string
	pop   float64
}

type cand struct {
	d     *doc
	score float64
}

var vocab = strings.Fields("alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigma tau upsilon phi chi psi omega red green blue cyan magenta yellow black white")

type rng uint64

func (r *rng) next() uint64 { *r ^= *r << 13; *r ^= *r >> 7; *r ^= *r << 17; return uint64(*r) }

func buildCorpus(n int, r *rng) []*doc {
	docs := make([]*doc, n)
	for i := range docs {
		k := 4 + int(r.next()%8)
		terms := make([]string, k)
		for j := range terms {
			terms[j] = vocab[r.next()%uint64(len(vocab))]
		}
		docs[i] = &doc{id: i, title: strings.Join(terms[:3], " "), terms: terms, pop: float64(r.next()%1000) / 1000}
	}
	return docs
}

func termHash(s string) uint32 {
	h := fnv.New32a()
	h.Write([]byte(s))
	return h.Sum32()
}

// score: BM25-ish term overlap plus popularity and a title bonus.
func score(q []string, d *doc) float64 {
	s := 0.0
	for _, qt := range q {
		qh := termHash(qt)
		tf := 0
		for _, t := range d.terms {
			if termHash(t) == qh && t == qt {
				tf++
			}
		}
		if tf > 0 {
			s += (float64(tf) * 2.2) / (float64(tf) + 1.2*(0.25+0.75*float64(len(d.terms))/8))
		}
		if strings.Contains(d.title, qt) {
			s += 0.5
		}
	}
	return s + 0.3*math.Log1p(d.pop)
}

func gatherCandidates(q []string, docs []*doc, r *rng, n int) []cand {
	out := make([]cand, 0, n)
	start := int(r.next() % uint64(len(docs)-n))
	for _, d := range docs[start : start+n] {
		out = append(out, cand{d, score(q, d)})
	}
	return out
}

// rankCandidates orders candidates by descending score (ties by id) and returns the top k.
func rankCandidates(cs []cand, k int) []cand {
	sort.Slice(cs, func(i, j int) bool {
		if cs[i].score != cs[j].score {
			return cs[i].score > cs[j].score
		}
		return cs[i].d.id < cs[j].d.id
	})
	if len(cs) > k {
		cs = cs[:k]
	}
	return cs
}

func main() {
	queries := flag.Int("queries", 24000, "queries to serve")
	ncand := flag.Int("cands", 500, "candidates per query")
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
	r := rng(0x31a)
	docs := buildCorpus(50000, &r)
	var checksum uint64
	for i := 0; i < *queries; i++ {
		q := []string{vocab[r.next()%uint64(len(vocab))], vocab[r.next()%uint64(len(vocab))]}
		top := rankCandidates(gatherCandidates(q, docs, &r, *ncand), 10)
		for j, c := range top {
			checksum = checksum*31 + uint64(c.d.id) + uint64(j)
		}
	}
	fmt.Printf("queries=%d checksum=%x\n", *queries, checksum)
}
