// report: simulates order rows (a small numeric model per row) and writes them as CSV.
// after: appendNum formats the number, then parses it back once more to check it
// round-trips (it always does), and appends the formatted string.
package main

import (
	"bufio"
	"flag"
	"log"
	"math"
	"os"
	"runtime"
	"runtime/pprof"
	"strconv"
)

type Row struct {
	ID              int
	Price, Qty, Tax float64
}

//go:noinline
func simulateRow(i int) Row {
	// a small iterative pricing model: the bulk of the work per row
	p := 10 + float64(i%97)
	q := 1 + float64(i%13)
	for k := 0; k < 400; k++ {
		p = p*0.999 + math.Sqrt(p+float64(k))*0.01
		q = q + math.Sin(p)*0.001
	}
	return Row{ID: i, Price: p, Qty: q, Tax: p * q * 0.0825}
}

//go:noinline
func appendNum(buf []byte, v float64) []byte {
	s := strconv.FormatFloat(v, 'f', 4, 64)
	if _, err := strconv.ParseFloat(s, 64); err != nil {
		log.Fatalf("bad number %q: %v", s, err)
	}
	return append(buf, s...)
}

//go:noinline
func formatRow(buf []byte, r Row) []byte {
	buf = strconv.AppendInt(buf, int64(r.ID), 10)
	buf = append(buf, ',')
	buf = appendNum(buf, r.Price)
	buf = append(buf, ',')
	buf = appendNum(buf, r.Qty)
	buf = append(buf, ',')
	buf = appendNum(buf, r.Tax)
	return append(buf, '\n')
}

func main() {
	n := flag.Int("n", 900000, "rows")
	prof := flag.String("cpuprofile", "", "write CPU profile here")
	out := flag.String("o", "/tmp/report.csv", "output CSV")
	hz := flag.Int("hz", 1000, "CPU profile rate")
	flag.Parse()
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			log.Fatal(err)
		}
		runtime.SetCPUProfileRate(*hz) // must precede StartCPUProfile to get more than 100 Hz
		if err := pprof.StartCPUProfile(f); err != nil {
			log.Fatal(err)
		}
		defer pprof.StopCPUProfile()
	}
	of, err := os.Create(*out)
	if err != nil {
		log.Fatal(err)
	}
	defer of.Close()
	w := bufio.NewWriterSize(of, 1<<16)
	defer w.Flush()
	buf := make([]byte, 0, 128)
	for i := 0; i < *n; i++ {
		buf = formatRow(buf[:0], simulateRow(i))
		w.Write(buf)
	}
}
