// telemetryexport: simulates sensor readings, smooths them, and exports one
// CSV record per reading to a file under /tmp.
package main

import (
	"flag"
	"fmt"
	"hash/crc32"
	"math"
	"os"
	"runtime/pprof"
	"strconv"
)

type reading struct {
	sensor int
	seq    int
	raw    float64
	smooth float64
	zscore float64
	status byte
}

type rng struct{ s uint64 }

func (r *rng) next() uint64 {
	r.s ^= r.s << 13
	r.s ^= r.s >> 7
	r.s ^= r.s << 17
	return r.s
}

func (r *rng) float() float64 { return float64(r.next()>>11) / (1 << 53) }

const taps = 96

type sensorState struct {
	ewma, ewvar float64
	phase       float64
	hist        [taps]float64
	pos         int
}

var firCoef = func() (c [taps]float64) {
	sum := 0.0
	for i := range c {
		x := float64(i) - taps/2
		c[i] = math.Exp(-x * x / 300)
		sum += c[i]
	}
	for i := range c {
		c[i] /= sum
	}
	return
}()

// firFilter pushes v into the sensor's history and returns the low-passed value.
func firFilter(ss *sensorState, v float64) float64 {
	ss.hist[ss.pos] = v
	ss.pos = (ss.pos + 1) % taps
	acc := 0.0
	for k := 0; k < taps; k++ {
		acc += firCoef[k] * ss.hist[(ss.pos+k)%taps]
	}
	return acc
}

func simulate(r *rng, st []sensorState, out []reading, seq int) {
	for i := range out {
		s := i % len(st)
		ss := &st[s]
		ss.phase += 0.013 * float64(s+1)
		noise := 0
		for k := 0; k < 96; k++ {
			noise += int(r.next() & 0xff)
		}
		v := 20 + 5*math.Sin(ss.phase) + float64(noise-12240)/900.0 + r.float()*0.1
		out[i] = reading{sensor: s, seq: seq + i, raw: v}
	}
}

func smooth(st []sensorState, batch []reading) {
	const alpha = 0.05
	for i := range batch {
		rd := &batch[i]
		ss := &st[rd.sensor]
		f := firFilter(ss, rd.raw)
		d := f - ss.ewma
		ss.ewma += alpha * d
		ss.ewvar = (1 - alpha) * (ss.ewvar + alpha*d*d)
		rd.smooth = ss.ewma
		sd := math.Sqrt(ss.ewvar)
		if sd > 0 {
			rd.zscore = d / sd
		}
		rd.status = classify(rd.zscore)
	}
}

func classify(z float64) byte {
	switch {
	case math.Abs(z) > 3:
		return 'A'
	case math.Abs(z) > 2:
		return 'W'
	default:
		return 'O'
	}
}

func formatRecord(buf []byte, rd *reading) []byte {
	buf = buf[:0]
	buf = append(buf, "s"...)
	buf = strconv.AppendInt(buf, int64(rd.sensor), 10)
	buf = append(buf, ',')
	buf = strconv.AppendInt(buf, int64(rd.seq), 10)
	buf = append(buf, ',')
	buf = strconv.AppendFloat(buf, rd.raw, 'f', 3, 64)
	buf = append(buf, ',')
	buf = strconv.AppendFloat(buf, rd.smooth, 'f', 3, 64)
	buf = append(buf, ',')
	buf = strconv.AppendFloat(buf, rd.zscore, 'f', 2, 64)
	buf = append(buf, ',', rd.status, '\n')
	return buf
}

func exportBatch(e *exporter, batch []reading, line []byte) ([]byte, error) {
	for i := range batch {
		line = formatRecord(line, &batch[i])
		e.crc = crc32.Update(e.crc, crc32.IEEETable, line)
		if err := e.writeRecord(line); err != nil {
			return line, err
		}
	}
	return line, nil
}

func run(path string, batches, batchSize, sensors int) (uint32, int64, error) {
	e, err := newExporter(path)
	if err != nil {
		return 0, 0, err
	}
	r := &rng{s: 0x9e3779b97f4a7c15}
	st := make([]sensorState, sensors)
	batch := make([]reading, batchSize)
	line := make([]byte, 0, 128)
	for b := 0; b < batches; b++ {
		simulate(r, st, batch, b*batchSize)
		smooth(st, batch)
		if line, err = exportBatch(e, batch, line); err != nil {
			return 0, 0, err
		}
	}
	if err := e.close(); err != nil {
		return 0, 0, err
	}
	return e.crc, e.bytes, nil
}

func main() {
	out := flag.String("out", "/tmp/telemetry.csv", "output file")
	batches := flag.Int("batches", 400, "batches")
	batchSize := flag.Int("batch", 2000, "readings per batch")
	sensors := flag.Int("sensors", 64, "sensors")
	prof := flag.String("cpuprofile", "", "write CPU profile")
	flag.Parse()
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			panic(err)
		}
		pprof.StartCPUProfile(f)
		defer f.Close()
		defer pprof.StopCPUProfile()
	}
	crc, n, err := run(*out, *batches, *batchSize, *sensors)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Printf("records=%d bytes=%d crc32=%08x\n", *batches**batchSize, n, crc)
}
