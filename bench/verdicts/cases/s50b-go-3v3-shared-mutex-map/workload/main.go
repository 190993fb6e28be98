package main

import (
	"flag"
	"fmt"
	"hash/fnv"
	"os"
	"runtime/pprof"
	"sort"
	"strings"
	"sync"
)

var vocab []string

func buildVocab(n int, seed uint64) []string {
	syll := []string{"ka", "lo", "mi", "nu", "pe", "ra", "si", "to", "ve", "za", "qu", "th", "an", "or", "el"}
	out := make([]string, n)
	x := seed
	for i := range out {
		var b strings.Builder
		k := 2 + int(x%3)
		for j := 0; j < k; j++ {
			x = x*6364136223846793005 + 1442695040888963407
			b.WriteString(syll[(x>>33)%uint64(len(syll))])
		}
		out[i] = b.String()
	}
	return out
}

// generateLines produces a deterministic corpus of text lines.
func generateLines(nLines int, seed uint64) []string {
	out := make([]string, 0, nLines)
	x := seed
	var b strings.Builder
	for i := 0; i < nLines; i++ {
		b.Reset()
		words := 8 + int(x%12)
		for w := 0; w < words; w++ {
			x = x*6364136223846793005 + 1442695040888963407
			r := (x >> 33) % uint64(len(vocab))
			// skew toward frequent words (Zipf-ish)
			r = r * r / uint64(len(vocab))
			if w > 0 {
				if w%5 == 0 {
					b.WriteString(", ")
				} else {
					b.WriteByte(' ')
				}
			}
			b.WriteString(vocab[r])
		}
		b.WriteByte('.')
		out = append(out, b.String())
	}
	return out
}

// feedLines streams the corpus into the work channel.
func feedLines(corpus []string, ch chan<- string) {
	for _, l := range corpus {
		ch <- l
	}
	close(ch)
}

func normalize(tok string) string {
	tok = strings.TrimFunc(tok, func(r rune) bool { return r == ',' || r == '.' || r == ';' })
	return strings.ToLower(tok)
}

func tokenize(line string, emit func(string)) {
	for _, f := range strings.Fields(line) {
		w := normalize(f)
		if w != "" {
			emit(w)
		}
	}
}

type entry struct {
	word  string
	count int
}

func topN(counts map[string]int, n int) []entry {
	es := make([]entry, 0, len(counts))
	for w, c := range counts {
		es = append(es, entry{w, c})
	}
	sort.Slice(es, func(i, j int) bool {
		if es[i].count != es[j].count {
			return es[i].count > es[j].count
		}
		return es[i].word < es[j].word
	})
	if len(es) > n {
		es = es[:n]
	}
	return es
}

func digest(counts map[string]int) uint64 {
	keys := make([]string, 0, len(counts))
	for k := range counts {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	h := fnv.New64a()
	for _, k := range keys {
		fmt.Fprintf(h, "%s=%d;", k, counts[k])
	}
	return h.Sum64()
}

func main() {
	prof := flag.String("cpuprofile", "", "write cpu profile")
	lines := flag.Int("lines", 1500000, "lines")
	workers := flag.Int("workers", 4, "workers")
	flag.Parse()
	vocab = buildVocab(5000, 42)
	corpus := generateLines(*lines, 7)
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			panic(err)
		}
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	ch := make(chan string, 1024)
	go feedLines(corpus, ch)
	counts := countWords(ch, *workers)
	fmt.Printf("distinct=%d digest=%016x\n", len(counts), digest(counts))
	for _, e := range topN(counts, 5) {
		fmt.Printf("%s %d\n", e.word, e.count)
	}
	_ = sync.Mutex{}
}
