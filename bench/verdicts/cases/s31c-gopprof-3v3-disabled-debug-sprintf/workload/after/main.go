// Command ingest parses CSV-like event records, scores them and aggregates the
// scores per tenant, for a fixed wall-clock duration, writing a CPU profile.
// AFTER: scoreRecord logs each score at debug level. The logger is at Info, so
// nothing is printed, but the fmt.Sprintf message is still built every call.
package main

import (
	"flag"
	"fmt"
	"log"
	"math"
	"os"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"
	"time"
)

type Level int

const (
	LevelDebug Level = iota
	LevelInfo
)

// Logger is a minimal levelled logger; messages below its level are dropped.
type Logger struct {
	level Level
	out   *log.Logger
}

func (l *Logger) Debug(msg string) {
	if l.level > LevelDebug {
		return
	}
	l.out.Print("DEBUG " + msg)
}

var logger = &Logger{level: LevelInfo, out: log.New(os.Stderr, "", log.LstdFlags)}

type Record struct {
	ID       int
	Tenant   string
	Kind     string
	Latency  float64
	Bytes    int64
	Tags     []string
	Features [8]float64
}

func makeLines(n int) []string {
	kinds := []string{"get", "put", "list", "delete"}
	lines := make([]string, n)
	x := uint32(7)
	for i := range lines {
		x = x*1103515245 + 12345
		f := make([]string, 0, 12)
		f = append(f, strconv.Itoa(i), "tenant-"+strconv.Itoa(int(x%37)), kinds[x%4],
			strconv.FormatFloat(float64(x%10000)/7.0, 'f', 3, 64), strconv.Itoa(int(x%65536)),
			"tag"+strconv.Itoa(int(x%5))+"|tag"+strconv.Itoa(int(x%11)))
		for k := 0; k < 8; k++ {
			x = x*1103515245 + 12345
			f = append(f, strconv.FormatFloat(float64(x%1000)/100.0, 'f', 2, 64))
		}
		lines[i] = strings.Join(f, ",")
	}
	return lines
}

func parseRecord(line string) (Record, error) {
	f := strings.Split(line, ",")
	if len(f) != 14 {
		return Record{}, fmt.Errorf("bad field count %d", len(f))
	}
	var r Record
	var err error
	if r.ID, err = strconv.Atoi(f[0]); err != nil {
		return r, err
	}
	r.Tenant, r.Kind = f[1], f[2]
	if r.Latency, err = strconv.ParseFloat(f[3], 64); err != nil {
		return r, err
	}
	if r.Bytes, err = strconv.ParseInt(f[4], 10, 64); err != nil {
		return r, err
	}
	r.Tags = strings.Split(f[5], "|")
	for k := 0; k < 8; k++ {
		if r.Features[k], err = strconv.ParseFloat(f[6+k], 64); err != nil {
			return r, err
		}
	}
	return r, nil
}

var weights = [8]float64{0.3, -0.2, 0.15, 0.05, -0.4, 0.25, 0.1, -0.05}

func scoreRecord(r *Record) float64 {
	s := 0.0
	for round := 0; round < 100; round++ {
		for k, w := range weights {
			s += w * math.Tanh(r.Features[k]*0.1*float64(round+1))
		}
	}
	s += math.Log1p(r.Latency) * 0.5
	if r.Kind == "delete" {
		s *= 1.2
	}
	logger.Debug(fmt.Sprintf("score id=%d tenant=%s kind=%s latency=%.3f tags=%v score=%.6f",
		r.ID, r.Tenant, r.Kind, r.Latency, r.Tags, s))
	return s
}

type Agg struct {
	N     int
	Sum   float64
	Bytes int64
}

func run(lines []string, d time.Duration) (map[string]*Agg, int) {
	aggs := map[string]*Agg{}
	deadline := time.Now().Add(d)
	passes := 0
	for time.Now().Before(deadline) {
		for _, line := range lines {
			r, err := parseRecord(line)
			if err != nil {
				log.Fatal(err)
			}
			s := scoreRecord(&r)
			a := aggs[r.Tenant]
			if a == nil {
				a = &Agg{}
				aggs[r.Tenant] = a
			}
			a.N++
			a.Sum += s
			a.Bytes += r.Bytes
		}
		passes++
	}
	return aggs, passes
}

func main() {
	prof := flag.String("cpuprofile", "cpu.pprof", "write CPU profile here")
	dur := flag.Duration("d", 8*time.Second, "how long to run")
	flag.Parse()
	lines := makeLines(20000)
	f, err := os.Create(*prof)
	if err != nil {
		log.Fatal(err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		log.Fatal(err)
	}
	aggs, passes := run(lines, *dur)
	pprof.StopCPUProfile()
	f.Close()
	names := make([]string, 0, len(aggs))
	for k := range aggs {
		names = append(names, k)
	}
	sort.Strings(names)
	a := aggs[names[0]]
	fmt.Printf("passes=%d tenants=%d first=%s n=%d mean=%.4f\n", passes, len(aggs), names[0], a.N, a.Sum/float64(a.N))
}
