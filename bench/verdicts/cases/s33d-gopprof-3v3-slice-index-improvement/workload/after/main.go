// Document scorer: generates batches of token-id documents, scores each one
// against a vocabulary weight table, and keeps the top-scoring documents.
// AFTER: token ids are dense (0..vocabSize-1), so the weight table is now a
// []float64 and scoreTokens indexes it directly instead of doing a map lookup.
package main

import (
	"flag"
	"fmt"
	"math"
	"math/rand"
	"os"
	"runtime/pprof"
	"sort"
)

const vocabSize = 1 << 15

type scorer struct {
	weights []float64
}

func newScorer(rng *rand.Rand) *scorer {
	s := &scorer{weights: make([]float64, vocabSize)}
	for i := 0; i < vocabSize; i++ {
		s.weights[i] = rng.Float64()*2 - 0.5
	}
	return s
}

// scoreTokens: position-damped sum of squashed token weights.
func (s *scorer) scoreTokens(doc []uint32) float64 {
	var score, damp float64 = 0, 1
	for _, tok := range doc {
		w := s.weights[tok]
		x := w * damp
		score += x/(1+math.Abs(x)) + 0.01*math.Log1p(damp)
		damp = damp*0.999 + 0.0005
	}
	return score
}

// makeDoc fills a document with pseudo-random token ids (xorshift32).
func makeDoc(rng *rand.Rand, doc []uint32) {
	x := rng.Uint32() | 1
	for i := range doc {
		x ^= x << 13
		x ^= x >> 17
		x ^= x << 5
		doc[i] = (x ^ (x >> 11)) & (vocabSize - 1)
	}
}

type hit struct {
	id    int
	score float64
}

func keepTop(top []hit, h hit, k int) []hit {
	top = append(top, h)
	if len(top) > 4*k {
		sort.Slice(top, func(i, j int) bool { return top[i].score > top[j].score })
		top = top[:k]
	}
	return top
}

func main() {
	cpuprofile := flag.String("cpuprofile", "", "write CPU profile to file")
	docs := flag.Int("docs", 60000, "documents to score")
	seed := flag.Int64("seed", 1, "random seed")
	flag.Parse()
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
	rng := rand.New(rand.NewSource(*seed))
	s := newScorer(rng)
	doc := make([]uint32, 2000)
	var top []hit
	for d := 0; d < *docs; d++ {
		makeDoc(rng, doc)
		top = keepTop(top, hit{d, s.scoreTokens(doc)}, 10)
	}
	sort.Slice(top, func(i, j int) bool { return top[i].score > top[j].score })
	fmt.Printf("scored %d docs, best=%d (%.3f)\n", *docs, top[0].id, top[0].score)
}
