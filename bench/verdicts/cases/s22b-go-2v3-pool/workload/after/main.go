// Order-event pipeline: a producer feeds batches of raw CSV lines to a pool of worker goroutines;
// each worker parses, validates, enriches and encodes the records; a collector merges results.
package main

import (
	"fmt"
	"os"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
)

type record struct {
	ID      int
	Region  string
	SKU     string
	Qty     int
	Price   float64
	Tags    []string
	Country string
}

type batch struct{ lines []string }

func genLines(seed uint64, n int) []string {
	regions := []string{"eu-west", "eu-north", "us-east", "us-west", "ap-south"}
	tags := []string{"promo", "gift", "bulk", "express", "return", "vip"}
	out := make([]string, n)
	s := seed
	next := func() uint64 { s ^= s << 13; s ^= s >> 7; s ^= s << 17; return s }
	var sb strings.Builder
	for i := 0; i < n; i++ {
		sb.Reset()
		r := next()
		fmt.Fprintf(&sb, "%d,%s,SKU-%06d,%d,%d.%02d,", i, regions[r%5], (r>>8)%1000000, (r>>28)%20+1, (r>>33)%500, (r>>42)%100)
		nt := int((r >> 50) % 4)
		for t := 0; t < nt; t++ {
			if t > 0 {
				sb.WriteByte('|')
			}
			sb.WriteString(tags[(r>>(t*3))%6])
		}
		out[i] = sb.String()
	}
	return out
}

func parseRecord(line string) (record, error) {
	f := strings.Split(line, ",")
	if len(f) != 6 {
		return record{}, fmt.Errorf("bad field count %d", len(f))
	}
	id, err := strconv.Atoi(f[0])
	if err != nil {
		return record{}, err
	}
	qty, err := strconv.Atoi(f[3])
	if err != nil {
		return record{}, err
	}
	price, err := strconv.ParseFloat(f[4], 64)
	if err != nil {
		return record{}, err
	}
	var tags []string
	if f[5] != "" {
		tags = strings.Split(f[5], "|")
	}
	return record{ID: id, Region: f[1], SKU: f[2], Qty: qty, Price: price, Tags: tags}, nil
}

func validateSKU(sku string) bool {
	if !strings.HasPrefix(sku, "SKU-") || len(sku) != 10 {
		return false
	}
	sum := 0
	for i := 4; i < len(sku); i++ {
		c := sku[i]
		if c < '0' || c > '9' {
			return false
		}
		sum = sum*31 + int(c-'0')
	}
	return sum >= 0
}

var regionCountry = map[string]string{"eu-west": "IE", "eu-north": "SE", "us-east": "US", "us-west": "US", "ap-south": "IN"}

func enrich(r *record) float64 {
	r.Country = regionCountry[r.Region]
	total := float64(r.Qty) * r.Price
	for _, t := range r.Tags {
		// tags from the new mobile client may carry case/space variants
		t = strings.ToLower(strings.TrimSpace(t))
		switch t {
		case "promo":
			total *= 0.9
		case "bulk":
			if r.Qty > 10 {
				total *= 0.85
			}
		case "vip":
			total *= 0.95
		}
	}
	return total
}

func encodeResult(r *record, total float64, buf []byte) []byte {
	buf = buf[:0]
	buf = append(buf, `{"id":`...)
	buf = strconv.AppendInt(buf, int64(r.ID), 10)
	buf = append(buf, `,"sku":"`...)
	buf = append(buf, r.SKU...)
	buf = append(buf, `","country":"`...)
	buf = append(buf, r.Country...)
	buf = append(buf, `","total":`...)
	buf = strconv.AppendFloat(buf, total, 'f', 2, 64)
	buf = append(buf, '}')
	return buf
}

func checksum(b []byte, h uint32) uint32 {
	for _, c := range b {
		h = (h ^ uint32(c)) * 16777619
	}
	return h
}

type result struct {
	n      int
	sum    float64
	crc    uint32
	totals map[string]float64
}

func worker(jobs <-chan batch, out chan<- result, wg *sync.WaitGroup) {
	defer wg.Done()
	buf := make([]byte, 0, 256)
	for b := range jobs {
		res := result{totals: map[string]float64{}}
		for _, line := range b.lines {
			r, err := parseRecord(line)
			if err != nil || !validateSKU(r.SKU) {
				continue
			}
			total := enrich(&r)
			buf = encodeResult(&r, total, buf)
			res.crc = checksum(buf, res.crc)
			res.totals[r.Country] += total
			res.n++
			res.sum += total
		}
		out <- res
	}
}

func main() {
	rounds := 6
	if len(os.Args) > 2 {
		rounds, _ = strconv.Atoi(os.Args[2])
	}
	f, err := os.Create(os.Args[1])
	if err != nil {
		panic(err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		panic(err)
	}
	t0 := time.Now()
	lines := genLines(88172645463325252, 200000)
	grand := map[string]float64{}
	var n int
	var crc uint32
	for r := 0; r < rounds; r++ {
		jobs := make(chan batch, 16)
		out := make(chan result, 16)
		var wg sync.WaitGroup
		for w := 0; w < 4; w++ {
			wg.Add(1)
			go worker(jobs, out, &wg)
		}
		go func() {
			for i := 0; i < len(lines); i += 500 {
				jobs <- batch{lines: lines[i:min(i+500, len(lines))]}
			}
			close(jobs)
		}()
		go func() { wg.Wait(); close(out) }()
		for res := range out {
			n += res.n
			crc += res.crc
			for k, v := range res.totals {
				grand[k] += v
			}
		}
	}
	keys := make([]string, 0, len(grand))
	for k := range grand {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	pprof.StopCPUProfile()
	f.Close()
	fmt.Printf("records=%d crc=%08x countries=%v elapsed=%.2fs\n", n, crc, keys, time.Since(t0).Seconds())
}
