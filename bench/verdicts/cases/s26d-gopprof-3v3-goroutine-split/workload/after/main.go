// Record checker: a pool of 4 worker goroutines validates and digests order records
// while the main goroutine validates a separate stream of account records with the same
// validation function.
//
// usage: checker -cpuprofile out.pb.gz -n RECORDS -rounds R
package main

import (
	"flag"
	"fmt"
	"hash/fnv"
	"log"
	"os"
	"runtime/pprof"
	"strings"
	"sync"
)

const nFields = 8

// Record is a parsed line of nFields text fields.
type Record struct {
	fields [nFields]string
}

var rng uint64 = 0x243F6A8885A308D3

func next() uint64 {
	rng ^= rng << 13
	rng ^= rng >> 7
	rng ^= rng << 17
	return rng
}

const alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_."

func makeLines(n int, prefix string) []string {
	lines := make([]string, n)
	var sb strings.Builder
	for i := range lines {
		sb.Reset()
		for f := 0; f < nFields; f++ {
			if f > 0 {
				sb.WriteByte('|')
			}
			sb.WriteString(prefix)
			r := next()
			for k := 0; k < 14; k++ {
				sb.WriteByte(alphabet[r%uint64(len(alphabet))])
				r /= uint64(len(alphabet))
				if r == 0 {
					r = next()
				}
			}
		}
		lines[i] = sb.String()
	}
	return lines
}

//go:noinline
func parse(line string) Record {
	var rec Record
	f := 0
	start := 0
	for i := 0; i < len(line); i++ {
		if line[i] == '|' {
			rec.fields[f] = line[start:i]
			f++
			start = i + 1
		}
	}
	rec.fields[f] = line[start:]
	return rec
}

// checkField runs a character-class and checksum check over one field.
func checkField(s string) bool {
	var sum, weight uint32 = 0, 1
	letters, digits := 0, 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z':
			letters++
		case c >= '0' && c <= '9':
			digits++
		case c == '-' || c == '_' || c == '.':
		default:
			return false
		}
		sum += uint32(c) * weight
		weight = weight*31 + 7
	}
	return letters+digits > 0 && sum%97 != 96
}

// validate checks all fields of a record (identifiers and free-text fields).
//
//go:noinline
func validate(rec *Record) bool {
	ok := true
	for f := 0; f < nFields; f++ {
		for pass := 0; pass < 2; pass++ {
			if !checkField(rec.fields[f]) {
				ok = false
			}
		}
	}
	return ok
}

//go:noinline
func digest(rec *Record) uint64 {
	h := fnv.New64a()
	for f := 0; f < nFields; f++ {
		h.Write([]byte(rec.fields[f]))
		h.Write([]byte{'|'})
	}
	return h.Sum64()
}

//go:noinline
func upper(rec *Record) int {
	n := 0
	for f := 0; f < nFields; f++ {
		n += len(strings.ToUpper(rec.fields[f]))
	}
	return n
}

func worker(batches <-chan []string, out chan<- uint64, wg *sync.WaitGroup) {
	defer wg.Done()
	var acc uint64
	for b := range batches {
		for _, line := range b {
			rec := parse(line)
			ok := validate(&rec)
			d := digest(&rec)
			if ok {
				acc += d
			} else {
				acc ^= d
			}
			acc += uint64(upper(&rec))
		}
	}
	out <- acc
}

func main() {
	prof := flag.String("cpuprofile", "", "write CPU profile here")
	n := flag.Int("n", 20000, "records per round")
	rounds := flag.Int("rounds", 10, "rounds")
	flag.Parse()
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			log.Fatal(err)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			log.Fatal(err)
		}
		defer pprof.StopCPUProfile()
	}
	orders := makeLines(*n, "o")
	accounts := makeLines(*n/4, "A")

	batches := make(chan []string, 8)
	out := make(chan uint64, 4)
	var wg sync.WaitGroup
	for w := 0; w < 4; w++ {
		wg.Add(1)
		go worker(batches, out, &wg)
	}
	go func() {
		for r := 0; r < *rounds; r++ {
			for i := 0; i < len(orders); i += 500 {
				batches <- orders[i:min(i+500, len(orders))]
			}
		}
		close(batches)
	}()

	// Main goroutine: validate the account stream, same rounds.
	valid := 0
	for r := 0; r < *rounds; r++ {
		for _, line := range accounts {
			rec := parse(line)
			if validate(&rec) {
				valid++
			}
		}
	}
	wg.Wait()
	close(out)
	var total uint64
	for v := range out {
		total += v
	}
	fmt.Printf("orders=%d accounts=%d rounds=%d valid=%d total=%x\n", len(orders), len(accounts), *rounds, valid, total)
}
