// eventagg: synthetic event aggregation. For each generated event it decodes the
// encoded record, scores it against a weight vector, picks the shard its key goes to,
// and folds it into per-shard aggregates.
// BEFORE: scoreEvent computes one weighted pass; shardFor hashes the key once.
package main

import (
	"flag"
	"fmt"
	"log"
	"math"
	"os"
	"runtime/pprof"
)

const (
	nFeatures = 48
	nShards   = 64
)

type event struct {
	key      string
	features [nFeatures]float64
	count    int
}

type shardAgg struct {
	n     int
	score float64
	max   float64
	sum   [8]float64
}

const nHidden = 4

var weights [nHidden][nFeatures]float64
var outWeights [nHidden]float64

type rng struct{ s uint64 }

func (r *rng) next() uint64 {
	r.s ^= r.s << 13
	r.s ^= r.s >> 7
	r.s ^= r.s << 17
	return r.s
}

// encodeEvent produces the wire form that decodeEvent parses (key, then feature bytes).
func encodeEvent(r *rng, buf []byte) []byte {
	buf = buf[:0]
	klen := 24 + int(r.next()%32)
	for i := 0; i < klen; i += 8 {
		v := r.next()
		for j := i; j < klen && j < i+8; j++ {
			buf = append(buf, byte('a'+(v>>(8*(j-i)))%26))
		}
	}
	buf = append(buf, 0)
	for i := 0; i < nFeatures; i++ {
		v := r.next()
		buf = append(buf, byte(v), byte(v>>8))
	}
	return buf
}

func decodeEvent(buf []byte, ev *event) {
	i := 0
	for buf[i] != 0 {
		i++
	}
	ev.key = string(buf[:i])
	i++
	for f := 0; f < nFeatures; f++ {
		raw := uint16(buf[i]) | uint16(buf[i+1])<<8
		ev.features[f] = float64(raw)/65535.0*2 - 1
		i += 2
	}
	ev.count++
}

// scoreEvent: a tiny fixed two-layer model over the features.
func scoreEvent(ev *event) float64 {
	out := 0.0
	for h := 0; h < nHidden; h++ {
		s := 0.0
		w := &weights[h]
		for f := 0; f < nFeatures; f++ {
			x := ev.features[f]
			s += w[f] * x * (1 + 0.5*x*x)
		}
		if s < 0 {
			s *= 0.1
		}
		out += outWeights[h] * s
	}
	return 1 / (1 + math.Exp(-out))
}

// shardFor: FNV-1a (64-bit) of the key with a per-byte shift mix.
func shardFor(key string) int {
	h := uint64(14695981039346656037)
	for i := 0; i < len(key); i++ {
		h ^= uint64(key[i])
		h *= 1099511628211
		h ^= h >> 29
	}
	return int(h % nShards)
}

func fold(agg *shardAgg, ev *event, score float64) {
	agg.n++
	agg.score += score
	if score > agg.max {
		agg.max = score
	}
	for b := 0; b < 8; b++ {
		m := 0.0
		for f := b * 6; f < b*6+6; f++ {
			if v := ev.features[f]; v > m {
				m = v
			}
		}
		agg.sum[b] += m
	}
}

func run(n int) float64 {
	r := &rng{s: 0x9E3779B97F4A7C15}
	for h := range weights {
		for f := range weights[h] {
			weights[h][f] = float64(int(r.next()%2001)-1000) / 1000.0
		}
		outWeights[h] = float64(int(r.next()%2001)-1000) / 1000.0
	}
	var aggs [nShards]shardAgg
	var ev event
	buf := make([]byte, 0, 256)
	for i := 0; i < n; i++ {
		buf = encodeEvent(r, buf)
		decodeEvent(buf, &ev)
		score := scoreEvent(&ev)
		fold(&aggs[shardFor(ev.key)], &ev, score)
	}
	total := 0.0
	for s := range aggs {
		total += aggs[s].score + aggs[s].max + aggs[s].sum[3]
	}
	return total
}

func main() {
	cpuprofile := flag.String("cpuprofile", "", "write a CPU profile to this file")
	n := flag.Int("n", 2200000, "events")
	flag.Parse()
	if *cpuprofile != "" {
		f, err := os.Create(*cpuprofile)
		if err != nil {
			log.Fatal(err)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			log.Fatal(err)
		}
		defer pprof.StopCPUProfile()
	}
	fmt.Printf("total=%.4f\n", run(*n))
}
