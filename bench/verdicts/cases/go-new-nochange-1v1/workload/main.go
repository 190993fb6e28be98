// ordersvc: a small batch "service loop": parse CSV order records, transform them
// (normalize, convert currency, tag, fingerprint), encode each as a JSON line.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"runtime/pprof"
	"strconv"
	"strings"
	"time"
)

type Order struct {
	ID       int64
	Customer string
	Email    string
	Country  string
	Currency string
	Amount   float64
	Qty      int
	SKU      string
	Tags     []string
	Note     string
	TS       int64
}

type Out struct {
	ID        int64
	Customer  string
	Email     string
	Region    string
	AmountEUR float64
	Total     float64
	SKU       string
	Tags      []string
	Note      string
	Day       string
	Priority  int
	Print     uint64
}

var change = flag.String("change", "none", "none | slow_fingerprint")

// ---- input -----------------------------------------------------------------

var firstNames = []string{"Anna", "Björn", "Chen", "Dario", "Emeka", "Fatima", "Gustav", "Hiro", "Ines", "Jonas", "Kaito", "Lena", "Mateo", "Nadia", "Oskar", "Priya"}
var lastNames = []string{"Schmidt", "Okafor", "Rossi", "Tanaka", "Nguyen", "Silva", "Kowalski", "Andersen", "Haddad", "Fischer", "Moreau", "Ivanova"}
var countries = []string{"DE", "FR", "IT", "ES", "NL", "US", "GB", "JP", "BR", "PL", "SE", "IN"}
var currencies = []string{"EUR", "USD", "GBP", "JPY", "SEK", "PLN"}
var tagPool = []string{"gift", "express", "fragile", "bulk", "promo", "b2b", "returning", "first-order", "eco", "insured"}

type rng struct{ s uint64 }

func (r *rng) next() uint64 {
	r.s ^= r.s << 13
	r.s ^= r.s >> 7
	r.s ^= r.s << 17
	return r.s
}
func (r *rng) intn(n int) int { return int(r.next() % uint64(n)) }

func genInput(n int) [][]byte {
	r := &rng{s: 0x9E3779B97F4A7C15}
	lines := make([][]byte, n)
	var b strings.Builder
	for i := 0; i < n; i++ {
		b.Reset()
		fn := firstNames[r.intn(len(firstNames))]
		ln := lastNames[r.intn(len(lastNames))]
		fmt.Fprintf(&b, "%d,%s %s,%s.%s@example.com,%s,%s,%d.%02d,%d,SKU-%05d,",
			100000+i, fn, ln, strings.ToLower(fn), strings.ToLower(ln),
			countries[r.intn(len(countries))], currencies[r.intn(len(currencies))],
			r.intn(5000), r.intn(100), 1+r.intn(9), r.intn(40000))
		nt := r.intn(4)
		for t := 0; t < nt; t++ {
			if t > 0 {
				b.WriteByte('|')
			}
			b.WriteString(tagPool[r.intn(len(tagPool))])
		}
		b.WriteString(",")
		nw := 3 + r.intn(12)
		for w := 0; w < nw; w++ {
			if w > 0 {
				b.WriteByte(' ')
			}
			b.WriteString([]string{"please", "leave", "at", "door", "ring", "bell", "call", "before", "\"urgent\"", "delivery", "back", "office"}[r.intn(12)])
		}
		fmt.Fprintf(&b, ",%d", 1700000000+r.intn(30000000))
		lines[i] = []byte(b.String())
	}
	return lines
}

// ---- parse -------------------------------------------------------------------

func splitFields(line []byte, dst [][]byte) [][]byte {
	dst = dst[:0]
	start := 0
	for i, c := range line {
		if c == ',' {
			dst = append(dst, line[start:i])
			start = i + 1
		}
	}
	return append(dst, line[start:])
}

func parseRecord(line []byte, fields [][]byte) (Order, error) {
	f := splitFields(line, fields)
	if len(f) != 11 {
		return Order{}, fmt.Errorf("bad field count %d", len(f))
	}
	var o Order
	var err error
	if o.ID, err = strconv.ParseInt(string(f[0]), 10, 64); err != nil {
		return o, err
	}
	o.Customer = string(f[1])
	o.Email = string(f[2])
	o.Country = string(f[3])
	o.Currency = string(f[4])
	if o.Amount, err = strconv.ParseFloat(string(f[5]), 64); err != nil {
		return o, err
	}
	if o.Qty, err = strconv.Atoi(string(f[6])); err != nil {
		return o, err
	}
	o.SKU = string(f[7])
	if len(f[8]) > 0 {
		o.Tags = strings.Split(string(f[8]), "|")
	}
	o.Note = string(f[9])
	if o.TS, err = strconv.ParseInt(string(f[10]), 10, 64); err != nil {
		return o, err
	}
	return o, nil
}

// ---- transform -----------------------------------------------------------------

var rates = map[string]float64{"EUR": 1, "USD": 0.92, "GBP": 1.17, "JPY": 0.0062, "SEK": 0.087, "PLN": 0.23}
var regions = map[string]string{"DE": "EU", "FR": "EU", "IT": "EU", "ES": "EU", "NL": "EU", "PL": "EU", "SE": "EU", "GB": "UK", "US": "NA", "JP": "APAC", "IN": "APAC", "BR": "LATAM"}

func normalizeEmail(s string) string {
	s = strings.TrimSpace(s)
	at := strings.IndexByte(s, '@')
	if at < 0 {
		return strings.ToLower(s)
	}
	return strings.ToLower(s[:at]) + "@" + strings.ToLower(s[at+1:])
}

// strongFingerprint is set by -change slow_fingerprint.
var strongFingerprint bool

// fingerprint computes the deduplication fingerprint of an order from its key
// fields (customer, email, SKU, delivery note). It is a leaf: no calls.
// With strongFingerprint (the "after" version) it computes a 128-bit
// fingerprint folded to 64 bits, to reduce collisions: besides the FNV-1a pass
// it makes a second, independent pass over the same bytes with a
// murmur3-style multiply and fold.
func fingerprint(o *Order) uint64 {
	h := uint64(14695981039346656037)
	g := uint64(0x9E3779B97F4A7C15)
	for _, s := range [4]string{o.Customer, o.Email, o.SKU, o.Note} {
		for i := 0; i < len(s); i++ {
			h ^= uint64(s[i])
			h *= 1099511628211
		}
		h ^= 0xff
		h *= 1099511628211
		if strongFingerprint {
			for i := 0; i < len(s); i++ {
				g ^= uint64(s[i])
				g *= 0xff51afd7ed558ccd
				g ^= g >> 33
			}
			g ^= 0xff
			g *= 0xc4ceb9fe1a85ec53
		}
	}
	if strongFingerprint {
		return h ^ (g<<31 | g>>33)
	}
	return h
}

func priority(o *Order) int {
	p := 0
	for _, t := range o.Tags {
		switch t {
		case "express":
			p += 3
		case "fragile", "insured":
			p += 1
		case "b2b":
			p += 2
		}
	}
	if o.Amount > 3000 {
		p++
	}
	return p
}

func transform(o *Order) Out {
	var out Out
	out.ID = o.ID
	out.Customer = strings.Title(strings.ToLower(o.Customer))
	out.Email = normalizeEmail(o.Email)
	out.Region = regions[o.Country]
	if out.Region == "" {
		out.Region = "OTHER"
	}
	out.AmountEUR = o.Amount * rates[o.Currency]
	out.Total = out.AmountEUR * float64(o.Qty)
	out.SKU = strings.ToUpper(o.SKU)
	out.Tags = o.Tags
	out.Note = o.Note
	out.Day = time.Unix(o.TS, 0).UTC().Format("2006-01-02")
	out.Priority = priority(o)
	out.Print = fingerprint(o)
	return out
}

// ---- encode --------------------------------------------------------------------

func appendJSONString(b []byte, s string) []byte {
	b = append(b, '"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '"' || c == '\\':
			b = append(b, '\\', c)
		case c < 0x20:
			b = append(b, `\u00`...)
			b = append(b, "0123456789abcdef"[c>>4], "0123456789abcdef"[c&15])
		default:
			b = append(b, c)
		}
	}
	return append(b, '"')
}

func encodeOut(b []byte, o *Out) []byte {
	b = append(b, `{"id":`...)
	b = strconv.AppendInt(b, o.ID, 10)
	b = append(b, `,"customer":`...)
	b = appendJSONString(b, o.Customer)
	b = append(b, `,"email":`...)
	b = appendJSONString(b, o.Email)
	b = append(b, `,"region":`...)
	b = appendJSONString(b, o.Region)
	b = append(b, `,"amount_eur":`...)
	b = strconv.AppendFloat(b, o.AmountEUR, 'f', 2, 64)
	b = append(b, `,"total":`...)
	b = strconv.AppendFloat(b, o.Total, 'f', 2, 64)
	b = append(b, `,"sku":`...)
	b = appendJSONString(b, o.SKU)
	b = append(b, `,"tags":[`...)
	for i, t := range o.Tags {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendJSONString(b, t)
	}
	b = append(b, `],"note":`...)
	b = appendJSONString(b, o.Note)
	b = append(b, `,"day":`...)
	b = appendJSONString(b, o.Day)
	b = append(b, `,"priority":`...)
	b = strconv.AppendInt(b, int64(o.Priority), 10)
	b = append(b, `,"fp":"`...)
	b = strconv.AppendUint(b, o.Print, 16)
	b = append(b, "\"}\n"...)
	return b
}

// ---- service loop -----------------------------------------------------------------

func serve(lines [][]byte, rounds int, w io.Writer) (int, uint32) {
	fields := make([][]byte, 0, 16)
	var buf bytes.Buffer
	out := make([]byte, 0, 512)
	n := 0
	var sum uint32
	for r := 0; r < rounds; r++ {
		for _, line := range lines {
			o, err := parseRecord(line, fields)
			if err != nil {
				continue
			}
			t := transform(&o)
			out = encodeOut(out[:0], &t)
			buf.Write(out)
			n++
			if buf.Len() > 64<<10 {
				sum = crc32.Update(sum, crc32.IEEETable, buf.Bytes())
				w.Write(buf.Bytes())
				buf.Reset()
			}
		}
	}
	sum = crc32.Update(sum, crc32.IEEETable, buf.Bytes())
	w.Write(buf.Bytes())
	return n, sum
}

func main() {
	rounds := flag.Int("rounds", 20, "passes over the input")
	nrec := flag.Int("records", 20000, "distinct input records")
	prof := flag.String("cpuprofile", "", "write CPU profile here")
	flag.Parse()
	strongFingerprint = *change == "slow_fingerprint"
	lines := genInput(*nrec)
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			panic(err)
		}
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	t0 := time.Now()
	n, sum := serve(lines, *rounds, io.Discard)
	el := time.Since(t0)
	fmt.Fprintf(os.Stderr, "change=%s records=%d crc=%08x elapsed=%.2fs rate=%.0f rec/s\n", *change, n, sum, el.Seconds(), float64(n)/el.Seconds())
}
