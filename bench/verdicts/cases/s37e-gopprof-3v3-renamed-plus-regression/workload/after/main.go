// Toy log-processing job: build records, hash them, tokenize a text field,
// and rank the results. Fixed amount of work; writes a CPU profile with
// runtime/pprof to the path given as the first argument.
package main

import (
	"cmp"
	"crypto/sha256"
	"fmt"
	"os"
	"runtime/pprof"
	"slices"
	"strconv"
	"strings"
)

type record struct {
	id    int
	score float64
	text  string
}

//go:noinline
func buildRecords(seed uint64, n int) []record {
	recs := make([]record, n)
	x := seed
	var sb strings.Builder
	for i := range recs {
		x ^= x << 13
		x ^= x >> 7
		x ^= x << 17
		sb.Reset()
		for w := 0; w < 12; w++ {
			sb.WriteString("tok")
			sb.WriteString(strconv.Itoa(int((x >> (w * 3)) % 97)))
			sb.WriteByte(' ')
		}
		recs[i] = record{id: i, score: float64(x%100000) / 100.0, text: sb.String()}
	}
	return recs
}

//go:noinline
func hashRecords(recs []record) [32]byte {
	var acc [32]byte
	buf := make([]byte, 0, 256)
	for _, r := range recs {
		buf = buf[:0]
		buf = strconv.AppendInt(buf, int64(r.id), 10)
		buf = append(buf, r.text...)
		for k := 0; k < 4; k++ {
			s := sha256.Sum256(buf)
			buf = append(buf[:0], s[:]...)
		}
		for j := range acc {
			acc[j] ^= buf[j]
		}
	}
	return acc
}

//go:noinline
func countTokens(recs []record) map[string]int {
	counts := make(map[string]int, 128)
	for _, r := range recs {
		for _, f := range strings.Fields(r.text) {
			counts[f]++
		}
	}
	return counts
}

//go:noinline
func rankScores(recs []record) []int {
	idx := make([]int, len(recs))
	for i := range idx {
		idx[i] = i
	}
	// keep equal scores in id order
	slices.SortStableFunc(idx, func(a, b int) int { return cmp.Compare(recs[b].score, recs[a].score) })
	return idx[:10]
}

func main() {
	f, err := os.Create(os.Args[1])
	if err != nil {
		panic(err)
	}
	rounds := 60
	if len(os.Args) > 2 {
		rounds, _ = strconv.Atoi(os.Args[2])
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		panic(err)
	}
	var sink int
	for r := 0; r < rounds; r++ {
		recs := buildRecords(uint64(r)*2654435761+1, 20000)
		d := hashRecords(recs)
		c := countTokens(recs)
		top := rankScores(recs)
		sink += int(d[0]) + len(c) + top[0]
	}
	pprof.StopCPUProfile()
	f.Close()
	fmt.Println("sink", sink)
}
