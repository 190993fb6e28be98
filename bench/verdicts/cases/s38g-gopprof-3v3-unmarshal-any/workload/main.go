// Record decoder benchmark workload.
// -variant=before: decodeRecord uses json.Unmarshal into a typed struct.
// -variant=after : decodeRecord unmarshals into map[string]any and converts fields by hand.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"hash/fnv"
	"math/rand"
	"os"
	"runtime/pprof"
	"sort"
	"strings"
)

type Record struct {
	ID       int64    `json:"id"`
	Name     string   `json:"name"`
	Score    float64  `json:"score"`
	Active   bool     `json:"active"`
	Tags     []string `json:"tags"`
	Region   string   `json:"region"`
	Quantity int      `json:"quantity"`
}

var variant = flag.String("variant", "before", "before|after")

//go:noinline
func decodeRecord(line []byte) (Record, error) {
	var r Record
	if *variant == "before" {
		err := json.Unmarshal(line, &r)
		return r, err
	}
	var m map[string]any
	if err := json.Unmarshal(line, &m); err != nil {
		return r, err
	}
	if v, ok := m["id"].(float64); ok {
		r.ID = int64(v)
	}
	if v, ok := m["name"].(string); ok {
		r.Name = v
	}
	if v, ok := m["score"].(float64); ok {
		r.Score = v
	}
	if v, ok := m["active"].(bool); ok {
		r.Active = v
	}
	if v, ok := m["tags"].([]any); ok {
		r.Tags = make([]string, 0, len(v))
		for _, t := range v {
			if s, ok := t.(string); ok {
				r.Tags = append(r.Tags, s)
			}
		}
	}
	if v, ok := m["region"].(string); ok {
		r.Region = v
	}
	if v, ok := m["quantity"].(float64); ok {
		r.Quantity = int(v)
	}
	return r, nil
}

func generateLines(n int, seed int64) [][]byte {
	rng := rand.New(rand.NewSource(seed))
	regions := []string{"north", "south", "east", "west", "central"}
	tagPool := []string{"alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"}
	lines := make([][]byte, n)
	for i := 0; i < n; i++ {
		nt := 1 + rng.Intn(4)
		tags := make([]string, nt)
		for j := range tags {
			tags[j] = tagPool[rng.Intn(len(tagPool))]
		}
		r := Record{ID: int64(i), Name: fmt.Sprintf("item-%06d", rng.Intn(1000000)), Score: rng.Float64() * 100,
			Active: rng.Intn(2) == 0, Tags: tags, Region: regions[rng.Intn(len(regions))], Quantity: rng.Intn(500)}
		b, _ := json.Marshal(r)
		lines[i] = b
	}
	return lines
}

//go:noinline
func scoreRecord(r *Record) uint64 {
	h := fnv.New64a()
	for k := 0; k < 40; k++ {
		h.Write([]byte(r.Name))
		h.Write([]byte(r.Region))
		for _, t := range r.Tags {
			h.Write([]byte(t))
		}
	}
	return h.Sum64() ^ uint64(r.Quantity)
}

//go:noinline
func buildReport(recs []Record) string {
	byRegion := map[string][]float64{}
	for i := range recs {
		byRegion[recs[i].Region] = append(byRegion[recs[i].Region], recs[i].Score)
	}
	var sb strings.Builder
	keys := make([]string, 0, len(byRegion))
	for k := range byRegion {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		v := byRegion[k]
		sort.Float64s(v)
		fmt.Fprintf(&sb, "%s n=%d median=%.2f\n", k, len(v), v[len(v)/2])
	}
	return sb.String()
}

func main() {
	n := flag.Int("n", 60000, "records per pass")
	passes := flag.Int("passes", 8, "passes")
	out := flag.String("cpuprofile", "", "profile output")
	flag.Parse()
	lines := generateLines(*n, 42)
	if *out != "" {
		f, err := os.Create(*out)
		if err != nil {
			panic(err)
		}
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	var sum uint64
	var report string
	for p := 0; p < *passes; p++ {
		recs := make([]Record, 0, len(lines))
		for _, l := range lines {
			r, err := decodeRecord(l)
			if err != nil {
				panic(err)
			}
			recs = append(recs, r)
		}
		for i := range recs {
			sum += scoreRecord(&recs[i])
		}
		report = buildReport(recs)
	}
	fmt.Printf("variant=%s checksum=%d\n%s", *variant, sum, report)
}
