// worker: pulls synthetic jobs and processes them for a fixed duration, writing its own CPU profile.
package main

import (
	"crypto/sha256"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand"
	"os"
	"runtime/pprof"
	"sort"
	"strings"
	"time"
)

type Job struct {
	ID     int               `json:"id"`
	Tags   []string          `json:"tags"`
	Values []float64         `json:"values"`
	Attrs  map[string]string `json:"attrs"`
}

type Result struct {
	ID     int     `json:"id"`
	Digest string  `json:"digest"`
	Median float64 `json:"median"`
	Tags   string  `json:"tags"`
}

func makeJob(r *rand.Rand, id int) Job {
	j := Job{ID: id, Attrs: map[string]string{}}
	for i := 0; i < 8; i++ {
		j.Tags = append(j.Tags, fmt.Sprintf("tag-%d", r.Intn(500)))
	}
	n := 200 + r.Intn(200)
	for i := 0; i < n; i++ {
		j.Values = append(j.Values, r.NormFloat64()*100)
	}
	for i := 0; i < 4; i++ {
		j.Attrs[fmt.Sprintf("k%d", i)] = fmt.Sprintf("v%d", r.Intn(1000))
	}
	return j
}

func digest(j *Job) string {
	h := sha256.New()
	for _, v := range j.Values {
		fmt.Fprintf(h, "%.3f,", v)
	}
	return fmt.Sprintf("%x", h.Sum(nil))[:16]
}

func median(vals []float64) float64 {
	c := append([]float64(nil), vals...)
	sort.Float64s(c)
	return c[len(c)/2]
}

func normalizeTags(tags []string) string {
	c := append([]string(nil), tags...)
	for i := range c {
		c[i] = strings.ToUpper(strings.TrimPrefix(c[i], "tag-"))
	}
	sort.Strings(c)
	return strings.Join(c, ",")
}

func process(j *Job) []byte {
	res := Result{ID: j.ID, Digest: digest(j), Median: median(j.Values), Tags: normalizeTags(j.Tags)}
	b, _ := json.Marshal(res)
	return b
}

func main() {
	seed := flag.Int64("seed", 1, "random seed")
	dur := flag.Duration("d", 4*time.Second, "run duration")
	out := flag.String("cpuprofile", "cpu.pb.gz", "CPU profile output")
	flag.Parse()
	r := rand.New(rand.NewSource(*seed))
	jobs := make([]Job, 2000)
	for i := range jobs {
		jobs[i] = makeJob(r, i)
	}
	f, err := os.Create(*out)
	if err != nil {
		panic(err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		panic(err)
	}
	start := time.Now()
	n, bytes := 0, 0
	for time.Since(start) < *dur {
		for k := 0; k < 50; k++ {
			j := &jobs[r.Intn(len(jobs))]
			bytes += len(process(j))
			n++
		}
	}
	pprof.StopCPUProfile()
	f.Close()
	fmt.Printf("processed %d jobs, %d bytes\n", n, bytes)
}
