// allocmix: an allocation-heavy batch job (trees, maps with string keys,
// JSON-ish encoding, sorting). The only input that differs between runs is
// -seed: it changes the random values, never the sizes or the amount of work.
package main

import (
	"flag"
	"fmt"
	"math/rand"
	"os"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"
	"time"
)

type node struct {
	key         int
	left, right *node
	payload     []byte
}

//go:noinline
func buildTree(r *rand.Rand, n int) *node {
	var root *node
	for i := 0; i < n; i++ {
		k := r.Intn(1 << 20)
		nd := &node{key: k, payload: make([]byte, 48)}
		if root == nil {
			root = nd
			continue
		}
		cur := root
		for {
			if k < cur.key {
				if cur.left == nil {
					cur.left = nd
					break
				}
				cur = cur.left
			} else {
				if cur.right == nil {
					cur.right = nd
					break
				}
				cur = cur.right
			}
		}
	}
	return root
}

//go:noinline
func treeSum(nd *node) int {
	if nd == nil {
		return 0
	}
	return nd.key + treeSum(nd.left) + treeSum(nd.right)
}

type record struct {
	ID    int
	Name  string
	Tags  []string
	Score float64
}

//go:noinline
func makeRecords(r *rand.Rand, n int) []record {
	recs := make([]record, n)
	for i := range recs {
		tags := make([]string, 4)
		for j := range tags {
			tags[j] = "t" + strconv.Itoa(r.Intn(1000))
		}
		recs[i] = record{ID: r.Intn(1 << 30), Name: "user-" + strconv.Itoa(r.Intn(100000)), Tags: tags, Score: r.Float64() * 100}
	}
	return recs
}

//go:noinline
func encodeRecords(recs []record) int {
	var sb strings.Builder
	total := 0
	for _, rc := range recs {
		sb.Reset()
		sb.WriteString(`{"id":`)
		sb.WriteString(strconv.Itoa(rc.ID))
		sb.WriteString(`,"name":"`)
		sb.WriteString(rc.Name)
		sb.WriteString(`","tags":[`)
		for j, t := range rc.Tags {
			if j > 0 {
				sb.WriteByte(',')
			}
			sb.WriteString(strconv.Quote(t))
		}
		sb.WriteString(`],"score":`)
		sb.WriteString(strconv.FormatFloat(rc.Score, 'f', 3, 64))
		sb.WriteByte('}')
		total += len(sb.String())
	}
	return total
}

//go:noinline
func indexByTag(recs []record) int {
	idx := make(map[string][]int)
	for i, rc := range recs {
		for _, t := range rc.Tags {
			idx[t] = append(idx[t], i)
		}
	}
	return len(idx)
}

//go:noinline
func sortRecords(recs []record) {
	sort.Slice(recs, func(i, j int) bool {
		if recs[i].Name != recs[j].Name {
			return recs[i].Name < recs[j].Name
		}
		return recs[i].ID < recs[j].ID
	})
}

func main() {
	seed := flag.Int64("seed", 1, "random seed")
	dur := flag.Duration("dur", 15*time.Second, "how long to run")
	out := flag.String("cpuprofile", "cpu.pprof", "CPU profile output")
	flag.Parse()

	f, err := os.Create(*out)
	if err != nil {
		panic(err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		panic(err)
	}
	r := rand.New(rand.NewSource(*seed))
	deadline := time.Now().Add(*dur)
	rounds, acc := 0, 0
	for time.Now().Before(deadline) {
		t := buildTree(r, 20000)
		acc += treeSum(t)
		recs := makeRecords(r, 5000)
		acc += encodeRecords(recs)
		acc += indexByTag(recs)
		sortRecords(recs)
		rounds++
	}
	pprof.StopCPUProfile()
	f.Close()
	fmt.Printf("seed=%d rounds=%d acc=%d\n", *seed, rounds, acc)
}
