// recfmt: builds an in-memory table of records (kept live for the whole run), then
// makes several passes over it: each record is rendered to a text line
// (formatRecord), the line is checksummed (checksumLine) and per-region
// statistics are updated (updateStats).
//
// -change none : formatRecord appends into one reused []byte buffer.
// -change alloc: formatRecord ignores the reused buffer and builds a new []string of
//                fields per record, each field a new string (concatenation, strconv),
//                joins them with strings.Join and returns a new []byte copy: about ten
//                heap allocations per record, so the garbage collector has to run.
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"runtime/pprof"
	"strconv"
	"strings"
	"time"
)

type Record struct {
	ID      int64
	User    string
	Region  string
	Amount  int64
	Tags    []string
	Created int64
	Parent  *Record
}

type Stats struct {
	Count  int64
	Sum    int64
	MaxLen int
}

var regions = []string{"eu-west", "eu-north", "us-east", "us-west", "ap-south", "ap-east", "sa-east", "af-south"}
var tagPool = []string{"new", "vip", "refund", "promo", "bulk", "gift", "retry", "flagged", "mobile", "web", "api", "partner"}

type rng uint64

func (r *rng) next() uint64 {
	x := uint64(*r)
	x ^= x << 13
	x ^= x >> 7
	x ^= x << 17
	*r = rng(x)
	return x
}

func makeRecords(n int) []*Record {
	r := rng(0x9E3779B97F4A7C15)
	recs := make([]*Record, n)
	for i := range recs {
		nt := int(r.next() % 4)
		tags := make([]string, nt)
		for j := range tags {
			tags[j] = tagPool[r.next()%uint64(len(tagPool))]
		}
		rec := &Record{
			ID:      int64(i) + 1000000,
			User:    "user" + strconv.Itoa(int(r.next()%50000)),
			Region:  regions[r.next()%uint64(len(regions))],
			Amount:  int64(r.next() % 1000000),
			Tags:    tags,
			Created: 1700000000 + int64(r.next()%10000000),
		}
		if i > 0 {
			rec.Parent = recs[int(r.next()%uint64(i))]
		}
		recs[i] = rec
	}
	return recs
}

var allocMode bool

func formatRecord(buf []byte, r *Record) []byte {
	if allocMode {
		// the change: a new []string of fields and a new string per field for every
		// record, joined into a new string and copied to a new []byte
		parts := []string{
			"id=" + strconv.FormatInt(r.ID, 10),
			"user=" + r.User,
			"region=" + r.Region,
			"amount=" + strconv.FormatInt(r.Amount/100, 10) + "." + cents(r.Amount%100),
			"created=" + strconv.FormatInt(r.Created, 10),
		}
		if r.Parent != nil {
			parts = append(parts, "parent="+strconv.FormatInt(r.Parent.ID, 10))
		}
		for _, t := range r.Tags {
			parts = append(parts, "tag="+t)
		}
		return []byte(strings.Join(parts, "|"))
	}
	buf = append(buf, "id="...)
	buf = strconv.AppendInt(buf, r.ID, 10)
	buf = append(buf, "|user="...)
	buf = append(buf, r.User...)
	buf = append(buf, "|region="...)
	buf = append(buf, r.Region...)
	buf = append(buf, "|amount="...)
	buf = strconv.AppendInt(buf, r.Amount/100, 10)
	buf = append(buf, '.')
	c := r.Amount % 100
	if c < 10 {
		buf = append(buf, '0')
	}
	buf = strconv.AppendInt(buf, c, 10)
	buf = append(buf, "|created="...)
	buf = strconv.AppendInt(buf, r.Created, 10)
	if r.Parent != nil {
		buf = append(buf, "|parent="...)
		buf = strconv.AppendInt(buf, r.Parent.ID, 10)
	}
	for _, t := range r.Tags {
		buf = append(buf, "|tag="...)
		buf = append(buf, t...)
	}
	return buf
}

func cents(c int64) string {
	if c < 10 {
		return "0" + strconv.FormatInt(c, 10)
	}
	return strconv.FormatInt(c, 10)
}

func checksumLine(line []byte) uint32 {
	// Adler-32 and CRC-32 (bitwise, reflected 0xEDB88320) of the line, combined
	a, b := uint32(1), uint32(0)
	for _, c := range line {
		a = (a + uint32(c)) % 65521
		b = (b + a) % 65521
	}
	crc := ^uint32(0)
	for _, c := range line {
		crc ^= uint32(c)
		for k := 0; k < 8; k++ {
			crc = (crc >> 1) ^ (0xEDB88320 & -(crc & 1))
		}
	}
	return (b<<16 | a) ^ ^crc
}

func updateStats(st map[string]*Stats, r *Record, n int) {
	s := st[r.Region]
	if s == nil {
		s = &Stats{}
		st[r.Region] = s
	}
	s.Count++
	s.Sum += r.Amount
	if n > s.MaxLen {
		s.MaxLen = n
	}
}

func processAll(recs []*Record, passes int) uint32 {
	st := map[string]*Stats{}
	var sum uint32
	buf := make([]byte, 0, 256)
	for p := 0; p < passes; p++ {
		for _, r := range recs {
			line := formatRecord(buf[:0], r)
			if !allocMode {
				buf = line
			}
			sum += checksumLine(line)
			updateStats(st, r, len(line))
		}
	}
	return sum
}

func main() {
	change := flag.String("change", "none", "none|alloc")
	n := flag.Int("records", 400000, "records in the table")
	passes := flag.Int("passes", 4, "passes over the table")
	out := flag.String("cpuprofile", "", "write CPU profile here")
	flag.Parse()
	switch *change {
	case "none":
	case "alloc":
		allocMode = true
	default:
		log.Fatalf("unknown -change %q", *change)
	}
	if *out != "" {
		f, err := os.Create(*out)
		if err != nil {
			log.Fatal(err)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			log.Fatal(err)
		}
		defer func() { pprof.StopCPUProfile(); f.Close() }()
	}
	t0 := time.Now()
	recs := makeRecords(*n)
	sum := processAll(recs, *passes)
	fmt.Fprintf(os.Stderr, "change=%s records=%d passes=%d sum=%08x elapsed=%.2fs\n", *change, *n, *passes, sum, time.Since(t0).Seconds())
}
