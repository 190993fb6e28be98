// ingest: a small multi-stage record pipeline (generate -> parse -> normalize ->
// encode -> checksum). The encode stage differs between builds (encode_*.go).
package main

import (
	"flag"
	"fmt"
	"hash/crc32"
	"os"
	"runtime/pprof"
	"strconv"
	"strings"
)

type Record struct {
	ID     int
	Name   string
	Tags   []string
	Values []float64
}

type rng struct{ s uint64 }

func (r *rng) next() uint64 {
	r.s ^= r.s << 13
	r.s ^= r.s >> 7
	r.s ^= r.s << 17
	return r.s
}

var words = []string{"alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet", "kilo", "lima"}

func generateLines(n int, seed uint64) []string {
	r := &rng{seed}
	lines := make([]string, 0, n)
	var sb strings.Builder
	for i := 0; i < n; i++ {
		sb.Reset()
		sb.WriteString(strconv.Itoa(i))
		sb.WriteByte('|')
		sb.WriteString(words[r.next()%uint64(len(words))])
		sb.WriteByte('|')
		nt := 2 + int(r.next()%4)
		for t := 0; t < nt; t++ {
			if t > 0 {
				sb.WriteByte(',')
			}
			sb.WriteString(words[r.next()%uint64(len(words))])
		}
		sb.WriteByte('|')
		nv := 8 + int(r.next()%8)
		for v := 0; v < nv; v++ {
			if v > 0 {
				sb.WriteByte(',')
			}
			sb.WriteString(strconv.FormatFloat(float64(r.next()%100000)/100.0, 'f', 2, 64))
		}
		lines = append(lines, sb.String())
	}
	return lines
}

func parseLine(line string, rec *Record) error {
	parts := strings.SplitN(line, "|", 4)
	if len(parts) != 4 {
		return fmt.Errorf("bad line")
	}
	id, err := strconv.Atoi(parts[0])
	if err != nil {
		return err
	}
	rec.ID = id
	rec.Name = parts[1]
	rec.Tags = rec.Tags[:0]
	rec.Tags = append(rec.Tags, strings.Split(parts[2], ",")...)
	rec.Values = rec.Values[:0]
	for _, f := range strings.Split(parts[3], ",") {
		v, err := strconv.ParseFloat(f, 64)
		if err != nil {
			return err
		}
		rec.Values = append(rec.Values, v)
	}
	return nil
}

func normalize(rec *Record) {
	sum := 0.0
	for _, v := range rec.Values {
		sum += v
	}
	mean := sum / float64(len(rec.Values))
	for i, v := range rec.Values {
		rec.Values[i] = v - mean
	}
	for i, t := range rec.Tags {
		rec.Tags[i] = strings.ToUpper(t)
	}
}

func checksum(acc uint32, b []byte) uint32 {
	return crc32.Update(acc, crc32.IEEETable, b)
}

func runPass(lines []string, enc *encoder) (uint32, int) {
	var rec Record
	var acc uint32
	total := 0
	for _, line := range lines {
		if err := parseLine(line, &rec); err != nil {
			panic(err)
		}
		normalize(&rec)
		out := enc.encodeRecord(&rec)
		acc = checksum(acc, out)
		total += len(out)
	}
	return acc, total
}

func main() {
	prof := flag.String("cpuprofile", "", "write cpu profile")
	n := flag.Int("n", 20000, "records")
	passes := flag.Int("passes", 100, "passes")
	flag.Parse()
	lines := generateLines(*n, 0x9e3779b97f4a7c15)
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			panic(err)
		}
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	enc := newEncoder()
	var acc uint32
	total := 0
	for p := 0; p < *passes; p++ {
		a, t := runPass(lines, enc)
		acc = acc*31 + a
		total += t
	}
	fmt.Printf("variant=%s records=%d passes=%d bytes=%d crc=%08x\n", variant, *n, *passes, total, acc)
}
