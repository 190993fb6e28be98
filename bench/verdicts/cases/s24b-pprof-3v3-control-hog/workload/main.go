// docpack: a toy document archiver. Generates Markov-ish text documents, and a pool of worker goroutines
// tokenises each one, counts terms, compresses it with DEFLATE and fingerprints it with SHA-256; the main
// goroutine merges term counts and writes a JSON catalogue.
package main

import (
	"bytes"
	"compress/flate"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand"
	"os"
	"runtime/pprof"
	"sort"
	"strings"
	"sync"
	"unicode"
)

var vocab = strings.Fields(`lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt
ut labore et dolore magna aliqua enim ad minim veniam quis nostrud exercitation ullamco laboris nisi aliquip ex ea
commodo consequat duis aute irure in reprehenderit voluptate velit esse cillum fugiat nulla pariatur excepteur sint
occaecat cupidatat non proident sunt culpa qui officia deserunt mollit anim id est laborum`)

type Doc struct {
	ID   int
	Text string
}

type Result struct {
	ID         int            `json:"id"`
	Words      int            `json:"words"`
	Compressed int            `json:"compressed"`
	SHA        string         `json:"sha256"`
	Terms      map[string]int `json:"-"`
}

func genDoc(r *rand.Rand, id, words int) Doc {
	var sb strings.Builder
	prev := r.Intn(len(vocab))
	for i := 0; i < words; i++ {
		next := (prev*7 + r.Intn(9)) % len(vocab)
		w := vocab[next]
		if i%12 == 0 {
			w = strings.ToUpper(w[:1]) + w[1:]
		}
		sb.WriteString(w)
		if i%12 == 11 {
			sb.WriteString(".\n")
		} else {
			sb.WriteByte(' ')
		}
		prev = next
	}
	return Doc{id, sb.String()}
}

func tokenize(s string) []string {
	return strings.FieldsFunc(s, func(c rune) bool { return !unicode.IsLetter(c) })
}

func countTerms(toks []string) map[string]int {
	m := make(map[string]int, 64)
	for _, t := range toks {
		m[strings.ToLower(t)]++
	}
	return m
}

func compress(s string) int {
	var buf bytes.Buffer
	w, _ := flate.NewWriter(&buf, 5)
	w.Write([]byte(s))
	w.Close()
	return buf.Len()
}

func fingerprint(s string) string {
	h := sha256.Sum256([]byte(s))
	return hex.EncodeToString(h[:])
}

func process(d Doc) Result {
	toks := tokenize(d.Text)
	return Result{ID: d.ID, Words: len(toks), Compressed: compress(d.Text), SHA: fingerprint(d.Text), Terms: countTerms(toks)}
}

func mergeTerms(total map[string]int, m map[string]int) {
	for k, v := range m {
		total[k] += v
	}
}

func writeCatalogue(rs []Result, total map[string]int) []byte {
	sort.Slice(rs, func(i, j int) bool { return rs[i].ID < rs[j].ID })
	type kv struct {
		K string
		V int
	}
	var top []kv
	for k, v := range total {
		top = append(top, kv{k, v})
	}
	sort.Slice(top, func(i, j int) bool { return top[i].V > top[j].V || top[i].V == top[j].V && top[i].K < top[j].K })
	b, _ := json.MarshalIndent(map[string]any{"docs": rs, "top": top[:10]}, "", " ")
	return b
}

func main() {
	ndocs := flag.Int("docs", 1500, "documents")
	words := flag.Int("words", 3000, "words per document")
	prof := flag.String("cpuprofile", "", "write CPU profile here")
	flag.Parse()
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			panic(err)
		}
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	docs := make(chan Doc, 16)
	results := make(chan Result, 16)
	var wg sync.WaitGroup
	for w := 0; w < 2; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for d := range docs {
				results <- process(d)
			}
		}()
	}
	go func() {
		r := rand.New(rand.NewSource(1))
		for i := 0; i < *ndocs; i++ {
			docs <- genDoc(r, i, *words)
		}
		close(docs)
		wg.Wait()
		close(results)
	}()
	total := map[string]int{}
	var rs []Result
	for r := range results {
		mergeTerms(total, r.Terms)
		r.Terms = nil
		rs = append(rs, r)
	}
	cat := writeCatalogue(rs, total)
	h := sha256.Sum256(cat)
	fmt.Printf("docs=%d catalogue=%d bytes sha=%x\n", len(rs), len(cat), h[:6])
}
