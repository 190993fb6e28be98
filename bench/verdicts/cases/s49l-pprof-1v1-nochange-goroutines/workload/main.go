// jobpool: a pool of 4 goroutines consumes a channel of jobs of three kinds
// (checksum a block, tokenize-and-count a text, score a small matrix product)
// and a collector folds the results into a digest.
package main

import (
	"flag"
	"fmt"
	"hash/crc32"
	"log"
	"os"
	"runtime/pprof"
	"sort"
	"strings"
	"sync"
)

type jobKind int

const (
	kindChecksum jobKind = iota
	kindWords
	kindMatrix
)

type job struct {
	id   int
	kind jobKind
	seed uint64
}

type result struct {
	id    int
	value uint64
}

func xorshift(s uint64) uint64 {
	s ^= s << 13
	s ^= s >> 7
	s ^= s << 17
	return s
}

func makeBlock(seed uint64, n int) []byte {
	b := make([]byte, n)
	s := seed | 1
	for i := range b {
		s = xorshift(s)
		b[i] = byte(s)
	}
	return b
}

func checksumJob(seed uint64) uint64 {
	block := makeBlock(seed, 64<<10)
	var acc uint64
	for off := 0; off < len(block); off += 4096 {
		acc = acc*31 + uint64(crc32.ChecksumIEEE(block[off:off+4096]))
	}
	return acc
}

var vocabulary = []string{"alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta",
	"iota", "kappa", "lambda", "mu", "nu", "xi", "omicron", "pi", "rho", "sigma"}

func makeText(seed uint64, words int) string {
	var sb strings.Builder
	s := seed | 1
	for i := 0; i < words; i++ {
		s = xorshift(s)
		sb.WriteString(vocabulary[s%uint64(len(vocabulary))])
		sb.WriteByte(' ')
	}
	return sb.String()
}

func countWords(text string) map[string]int {
	counts := make(map[string]int)
	for _, w := range strings.Fields(text) {
		counts[strings.ToUpper(w)]++
	}
	return counts
}

func wordsJob(seed uint64) uint64 {
	counts := countWords(makeText(seed, 3000))
	keys := make([]string, 0, len(counts))
	for k := range counts {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var acc uint64
	for _, k := range keys {
		acc = acc*131 + uint64(counts[k]) + uint64(len(k))
	}
	return acc
}

func fillMatrix(seed uint64, n int) [][]float64 {
	m := make([][]float64, n)
	s := seed | 1
	for i := range m {
		m[i] = make([]float64, n)
		for j := range m[i] {
			s = xorshift(s)
			m[i][j] = float64(s%1000) / 1000
		}
	}
	return m
}

func multiply(a, b [][]float64) [][]float64 {
	n := len(a)
	c := make([][]float64, n)
	for i := 0; i < n; i++ {
		c[i] = make([]float64, n)
		for k := 0; k < n; k++ {
			aik := a[i][k]
			for j := 0; j < n; j++ {
				c[i][j] += aik * b[k][j]
			}
		}
	}
	return c
}

func matrixJob(seed uint64) uint64 {
	const n = 48
	c := multiply(fillMatrix(seed, n), fillMatrix(seed^0xabcdef, n))
	var trace float64
	for i := 0; i < n; i++ {
		trace += c[i][i]
	}
	return uint64(trace * 1000)
}

func runJob(j job) result {
	var v uint64
	switch j.kind {
	case kindChecksum:
		v = checksumJob(j.seed)
	case kindWords:
		v = wordsJob(j.seed)
	case kindMatrix:
		v = matrixJob(j.seed)
	}
	return result{id: j.id, value: v}
}

func worker(jobs <-chan job, results chan<- result, wg *sync.WaitGroup) {
	defer wg.Done()
	for j := range jobs {
		results <- runJob(j)
	}
}

func produce(n int, jobs chan<- job) {
	s := uint64(0x9e3779b97f4a7c15)
	for i := 0; i < n; i++ {
		s = xorshift(s)
		jobs <- job{id: i, kind: jobKind(i % 3), seed: s}
	}
	close(jobs)
}

func collect(results <-chan result, n int) uint64 {
	vals := make([]uint64, n)
	for r := range results {
		vals[r.id] = r.value
	}
	var digest uint64 = 14695981039346656037
	for _, v := range vals {
		digest = (digest ^ v) * 1099511628211
	}
	return digest
}

func main() {
	njobs := flag.Int("jobs", 6000, "number of jobs")
	cpuprofile := flag.String("cpuprofile", "", "write CPU profile to file")
	flag.Parse()
	if *cpuprofile != "" {
		f, err := os.Create(*cpuprofile)
		if err != nil {
			log.Fatal(err)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			log.Fatal(err)
		}
		defer func() { pprof.StopCPUProfile(); f.Close() }()
	}
	jobs := make(chan job, 64)
	results := make(chan result, 64)
	var wg sync.WaitGroup
	for i := 0; i < 4; i++ {
		wg.Add(1)
		go worker(jobs, results, &wg)
	}
	go produce(*njobs, jobs)
	go func() { wg.Wait(); close(results) }()
	fmt.Printf("jobs=%d digest=%016x\n", *njobs, collect(results, *njobs))
}
