// docwalk: builds JSON-like documents (map[string]any / []any trees, depth
// 10-50), walks them recursively (walkValue -> walkObject/walkArray ->
// walkValue ...), and does other work on each document: encodes it with
// encoding/json, hashes the encoding (sha256), and collects and sorts the
// key paths. Fixed amount of work; CPU profile via runtime/pprof.
package main

import (
	"crypto/sha256"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"os"
	"runtime/pprof"
	"sort"
	"strconv"
)

type rng struct{ s uint64 }

func (r *rng) next() uint64 {
	r.s ^= r.s << 13
	r.s ^= r.s >> 7
	r.s ^= r.s << 17
	return r.s
}

// buildDoc makes a tree whose deepest chain has the given depth.
//
//go:noinline
func buildDoc(r *rng, depth int) any {
	if depth <= 1 {
		switch r.next() % 3 {
		case 0:
			return float64(r.next()%100000) / 7
		case 1:
			return "v" + strconv.FormatUint(r.next()%1000000, 36)
		default:
			return r.next()%2 == 0
		}
	}
	if r.next()%3 == 0 {
		arr := make([]any, 0, 3)
		arr = append(arr, buildDoc(r, depth-1))
		for i := 0; i < int(r.next()%3); i++ {
			arr = append(arr, buildDoc(r, min(depth-1, 1+int(r.next()%3))))
		}
		return arr
	}
	obj := map[string]any{"next": buildDoc(r, depth-1)}
	for i := 0; i < int(r.next()%4); i++ {
		obj["k"+strconv.Itoa(i)] = buildDoc(r, min(depth-1, 1+int(r.next()%3)))
	}
	return obj
}

type stats struct {
	nodes, leaves, maxDepth int
	sum                     float64
	h                       uint64
}

//go:noinline
func walkValue(v any, depth int, st *stats) {
	st.nodes++
	if depth > st.maxDepth {
		st.maxDepth = depth
	}
	switch x := v.(type) {
	case map[string]any:
		walkObject(x, depth, st)
	case []any:
		walkArray(x, depth, st)
	default:
		visitLeaf(x, st)
	}
}

//go:noinline
func walkObject(m map[string]any, depth int, st *stats) {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		for i := 0; i < len(k); i++ {
			st.h = (st.h ^ uint64(k[i])) * 1099511628211
		}
		walkValue(m[k], depth+1, st)
	}
}

//go:noinline
func walkArray(a []any, depth int, st *stats) {
	for i, e := range a {
		st.h = (st.h ^ uint64(i)) * 1099511628211
		walkValue(e, depth+1, st)
	}
}

//go:noinline
func visitLeaf(v any, st *stats) {
	st.leaves++
	switch x := v.(type) {
	case float64:
		st.sum += x
		st.h = (st.h ^ uint64(x*1000)) * 1099511628211
	case string:
		for i := 0; i < len(x); i++ {
			st.h = (st.h ^ uint64(x[i])) * 1099511628211
		}
	case bool:
		if x {
			st.h = (st.h ^ 1) * 1099511628211
		}
	}
}

//go:noinline
func keyPaths(v any, prefix string, out []string) []string {
	switch x := v.(type) {
	case map[string]any:
		for k, c := range x {
			out = keyPaths(c, prefix+"."+k, out)
		}
	case []any:
		for i, c := range x {
			out = keyPaths(c, prefix+"["+strconv.Itoa(i)+"]", out)
		}
	default:
		out = append(out, prefix)
	}
	return out
}

//go:noinline
func digest(v any) [32]byte {
	b, err := json.Marshal(v)
	if err != nil {
		log.Fatal(err)
	}
	return sha256.Sum256(b)
}

func main() {
	docs := flag.Int("docs", 24000, "documents")
	out := flag.String("o", "cpu.pb.gz", "CPU profile output")
	flag.Parse()
	f, err := os.Create(*out)
	if err != nil {
		log.Fatal(err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		log.Fatal(err)
	}
	r := &rng{s: 88172645463325252}
	var st stats
	var acc byte
	npaths := 0
	for d := 0; d < *docs; d++ {
		doc := buildDoc(r, 10+int(r.next()%41)) // depth 10-50
		for pass := 0; pass < 3; pass++ {
			walkValue(doc, 1, &st)
		}
		paths := keyPaths(doc, "$", nil)
		sort.Strings(paths)
		npaths += len(paths)
		sum := digest(doc)
		acc ^= sum[0]
	}
	pprof.StopCPUProfile()
	f.Close()
	fmt.Printf("docs=%d nodes=%d leaves=%d maxDepth=%d paths=%d h=%016x acc=%02x\n",
		*docs, st.nodes, st.leaves, st.maxDepth, npaths, st.h, acc)
}
