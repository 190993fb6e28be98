// logpool: toy log-scoring pipeline with a worker pool.
//
//	go run . -n 3000000 -jobbuf 1024 -cpuprofile out.pb.gz
//
// genLines builds an in-memory access log; produce splits it into lines and
// hands each line to the pool over the jobs channel; 4 workers parse and
// score lines; collect aggregates per-path stats; summarize sorts and prints.
// -jobbuf sets the capacity of the jobs channel (1024 = buffered hand-off,
// 0 = unbuffered: every send waits for a worker to be ready).
package main

import (
	"bytes"
	"flag"
	"fmt"
	"log"
	"math/rand"
	"os"
	"runtime/pprof"
	"sort"
	"strconv"
	"sync"
)

type job struct {
	seq  int
	line []byte
}

type result struct {
	path   string
	status int
	bytes  int
	score  uint32
}

var paths = []string{"/api/v1/orders", "/api/v1/users", "/static/app.js", "/health", "/api/v2/search",
	"/api/v1/cart", "/login", "/api/v1/items", "/img/logo.png", "/api/v2/recommend"}

func genLines(n int, seed int64) []byte {
	r := rand.New(rand.NewSource(seed))
	var b bytes.Buffer
	b.Grow(n * 96)
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "10.%d.%d.%d - - [%02d/Nov/2024:%02d:%02d:%02d] \"GET %s?id=%d HTTP/1.1\" %d %d\n",
			r.Intn(256), r.Intn(256), r.Intn(256), 1+r.Intn(28), r.Intn(24), r.Intn(60), r.Intn(60),
			paths[r.Intn(len(paths))], r.Intn(100000), []int{200, 200, 200, 304, 404, 500}[r.Intn(6)], r.Intn(50000))
	}
	return b.Bytes()
}

// produce splits the log into lines and hands them to the pool.
func produce(data []byte, jobs chan<- job) {
	seq := 0
	for len(data) > 0 {
		i := bytes.IndexByte(data, '\n')
		if i < 0 {
			i = len(data)
		}
		jobs <- job{seq, data[:i]}
		seq++
		if i == len(data) {
			break
		}
		data = data[i+1:]
	}
	close(jobs)
}

// parseLine extracts path, status and size from one access-log line.
func parseLine(line []byte) (path []byte, status, size int, ok bool) {
	q := bytes.IndexByte(line, '"')
	if q < 0 {
		return nil, 0, 0, false
	}
	rest := line[q+1:]
	sp := bytes.IndexByte(rest, ' ')
	if sp < 0 {
		return nil, 0, 0, false
	}
	rest = rest[sp+1:]
	end := bytes.IndexByte(rest, ' ')
	if end < 0 {
		return nil, 0, 0, false
	}
	path = rest[:end]
	if qm := bytes.IndexByte(path, '?'); qm >= 0 {
		path = path[:qm]
	}
	q2 := bytes.IndexByte(rest, '"')
	if q2 < 0 || q2+2 > len(rest) {
		return nil, 0, 0, false
	}
	f := bytes.Fields(rest[q2+1:])
	if len(f) < 2 {
		return nil, 0, 0, false
	}
	status, err1 := strconv.Atoi(string(f[0]))
	size, err2 := strconv.Atoi(string(f[1]))
	return path, status, size, err1 == nil && err2 == nil
}

// scoreRecord updates the worker's count-min sketch of client addresses and
// returns the estimated count (a crude heavy-hitter score).
func scoreRecord(cm *[4][4096]uint32, line []byte, status int) uint32 {
	sp := bytes.IndexByte(line, ' ')
	if sp < 0 {
		sp = len(line)
	}
	key := line[:sp]
	est := ^uint32(0)
	for row := 0; row < 4; row++ {
		h := uint32(2166136261) ^ uint32(row*0x9e3779b9)
		for _, c := range key {
			h ^= uint32(c)
			h *= 16777619
		}
		for _, c := range line[len(line)-12:] {
			h ^= uint32(c)
			h *= 16777619
		}
		i := h & 4095
		cm[row][i]++
		if cm[row][i] < est {
			est = cm[row][i]
		}
	}
	if status >= 500 {
		est += 1000
	}
	return est
}

func worker(jobs <-chan job, results chan<- []result, wg *sync.WaitGroup) {
	defer wg.Done()
	var cm [4][4096]uint32
	batch := make([]result, 0, 256)
	for j := range jobs {
		p, st, sz, ok := parseLine(j.line)
		if !ok {
			continue
		}
		batch = append(batch, result{string(p), st, sz, scoreRecord(&cm, j.line, st)})
		if len(batch) == cap(batch) {
			results <- batch
			batch = make([]result, 0, 256)
		}
	}
	if len(batch) > 0 {
		results <- batch
	}
}

type stat struct {
	hits, errors, bytes int
	maxScore            uint32
}

func collect(results <-chan []result, done chan<- map[string]*stat) {
	m := map[string]*stat{}
	for b := range results {
		for _, r := range b {
			add(m, r)
		}
	}
	done <- m
}

func add(m map[string]*stat, r result) {
	{
		s := m[r.path]
		if s == nil {
			s = &stat{}
			m[r.path] = s
		}
		s.hits++
		s.bytes += r.bytes
		if r.status >= 500 {
			s.errors++
		}
		if r.score > s.maxScore {
			s.maxScore = r.score
		}
	}
}

func summarize(m map[string]*stat) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b bytes.Buffer
	for _, k := range keys {
		s := m[k]
		fmt.Fprintf(&b, "%-20s hits=%d err=%d bytes=%d max=%08x\n", k, s.hits, s.errors, s.bytes, s.maxScore)
	}
	return b.String()
}

func main() {
	n := flag.Int("n", 3000000, "lines (generated once)")
	rounds := flag.Int("rounds", 2, "passes over the lines")
	jobbuf := flag.Int("jobbuf", 1024, "capacity of the jobs channel")
	prof := flag.String("cpuprofile", "", "write CPU profile to file")
	flag.Parse()
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			log.Fatal(err)
		}
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	data := genLines(*n, 1)
	for r := 0; r < *rounds; r++ {
		jobs := make(chan job, *jobbuf)
		results := make(chan []result, 16)
		done := make(chan map[string]*stat)
		var wg sync.WaitGroup
		for w := 0; w < 4; w++ {
			wg.Add(1)
			go worker(jobs, results, &wg)
		}
		go collect(results, done)
		produce(data, jobs)
		wg.Wait()
		close(results)
		out := summarize(<-done)
		fmt.Print(out[:bytes.IndexByte([]byte(out), '\n')+1])
	}
}
