// Billing-record processor: parses synthetic usage records, looks up the
// tariff for the record's region, fingerprints the record for de-duplication
// and aggregates cost per customer. Runs for -dur and writes a CPU profile.
package main

import (
	"crypto/sha256"
	"encoding/binary"
	"flag"
	"fmt"
	"log"
	"os"
	"runtime/pprof"
	"strconv"
	"strings"
	"time"
)

// tariff table as it comes from a config file: region=base:per_unit
const tariffConfig = "eu-west=0.12:0.0031,eu-central=0.13:0.0032,us-east=0.10:0.0029,us-west=0.11:0.0030," +
	"ap-south=0.09:0.0027,ap-east=0.14:0.0035,sa-east=0.15:0.0036,af-south=0.16:0.0038," +
	"me-central=0.17:0.0039,ca-central=0.11:0.0030,eu-north=0.12:0.0028,ap-northeast=0.13:0.0033"

type tariff struct{ base, perUnit float64 }

// tariffFor finds region in the tariff table and parses its entry.
func tariffFor(region string) tariff {
	i := strings.Index(tariffConfig, region+"=")
	if i < 0 {
		return tariff{}
	}
	ent := tariffConfig[i+len(region)+1:]
	if j := strings.IndexByte(ent, ','); j >= 0 {
		ent = ent[:j]
	}
	b, p, _ := strings.Cut(ent, ":")
	base, _ := strconv.ParseFloat(b, 64)
	per, _ := strconv.ParseFloat(p, 64)
	return tariff{base, per}
}

var regions = []string{"eu-west", "eu-central", "us-east", "us-west", "ap-south", "ap-east",
	"sa-east", "af-south", "me-central", "ca-central", "eu-north", "ap-northeast"}

type record struct {
	customer string
	region   string
	units    int64
	raw      []byte
}

var rng uint64 = 88172645463325252

func next() uint64 { rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17; return rng }

func makeRecord(buf []byte) []byte {
	buf = buf[:0]
	buf = append(buf, "cust-"...)
	buf = strconv.AppendUint(buf, next()%5000, 10)
	buf = append(buf, '|')
	buf = append(buf, regions[next()%uint64(len(regions))]...)
	buf = append(buf, '|')
	buf = strconv.AppendUint(buf, next()%100000, 10)
	buf = append(buf, "|payload:"...)
	for i := 0; i < 24; i++ {
		buf = append(buf, "0123456789abcdef"[next()%16])
	}
	return buf
}

func parseRecord(raw []byte) record {
	parts := strings.Split(string(raw), "|")
	units, _ := strconv.ParseInt(parts[2], 10, 64)
	return record{customer: parts[0], region: parts[1], units: units, raw: raw}
}

// fingerprint returns a 64-bit de-duplication key for the raw record.
func fingerprint(raw []byte) uint64 {
	sum := sha256.Sum256(raw)
	return binary.LittleEndian.Uint64(sum[:8])
}

type account struct {
	cost  float64
	count int
}

func process(accounts map[string]*account, seen map[uint64]struct{}, raw []byte) {
	rec := parseRecord(raw)
	fp := fingerprint(rec.raw)
	if _, dup := seen[fp]; dup {
		return
	}
	seen[fp] = struct{}{}
	t := tariffFor(rec.region)
	a := accounts[rec.customer]
	if a == nil {
		a = &account{}
		accounts[rec.customer] = a
	}
	a.cost += t.base + t.perUnit*float64(rec.units)
	a.count++
}

func report(accounts map[string]*account) uint64 {
	var out []byte
	var h uint64 = 1469598103934665603
	for k, a := range accounts {
		out = append(out[:0], k...)
		out = append(out, ' ')
		out = strconv.AppendFloat(out, a.cost, 'f', 4, 64)
		out = append(out, ' ')
		out = strconv.AppendInt(out, int64(a.count), 10)
		for _, c := range out {
			h = (h ^ uint64(c)) * 1099511628211
		}
	}
	return h
}

func main() {
	dur := flag.Duration("dur", 8*time.Second, "how long to run")
	prof := flag.String("cpuprofile", "cpu.pprof", "CPU profile output")
	flag.Parse()
	f, err := os.Create(*prof)
	if err != nil {
		log.Fatal(err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		log.Fatal(err)
	}
	deadline := time.Now().Add(*dur)
	var buf []byte
	var batches, acc uint64
	for time.Now().Before(deadline) {
		accounts := map[string]*account{}
		seen := map[uint64]struct{}{}
		for i := 0; i < 20000; i++ {
			buf = makeRecord(buf)
			process(accounts, seen, buf)
		}
		acc ^= report(accounts)
		batches++
	}
	pprof.StopCPUProfile()
	f.Close()
	fmt.Printf("batches=%d acc=%x\n", batches, acc)
}
