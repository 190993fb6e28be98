// freshledger: a batch ledger processor used to capture Go CPU profiles.
// Each batch of 3000 text records goes through: parseLedger -> normalizeAccounts ->
// convertCurrency -> sortEntries -> encodeReport -> sealReport (CRC + SHA-256).
// -change slow_normalize makes normalizeAccounts also re-validate the IBAN check digits of
// every account paying 3000.00 or more (ISO 13616 mod-97 over the expanded digit string)
// and marks invalid ones with a leading '?': more work in that stage only.
package main

import (
	"crypto/sha256"
	"flag"
	"fmt"
	"hash/crc32"
	"os"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode"
)

type Entry struct {
	ID       int
	Account  string
	Owner    string
	Currency string
	Cents    int64
	EUR      float64
}

var change = flag.String("change", "none", "none | slow_normalize")
var seconds = flag.Float64("seconds", 3, "seconds of work")
var out = flag.String("o", "cpu.pprof", "CPU profile output")

var owners = []string{"  Émile  Zola ", "ANNA  Bäcker", "jürgen  Ölmann ", " Søren Kierkegaard", "Zoë   Çelik", "  maría josé  Núñez", "Łukasz Wróbel  "}
var currencies = []string{"EUR", "USD", "GBP", "CHF", "SEK"}

func makeInput(n int) []string {
	lines := make([]string, n)
	for i := 0; i < n; i++ {
		acct := fmt.Sprintf("DE%02d 5001 0517 %04d %04d %02d", (i*7)%97, (i*31)%10000, (i*131)%10000, i%100)
		lines[i] = fmt.Sprintf("%d;%s;%s;%s;%d", i, acct, owners[i%len(owners)], currencies[i%len(currencies)], (i*7919)%1000000)
	}
	return lines
}

func parseLedger(lines []string) []Entry {
	entries := make([]Entry, 0, len(lines))
	for _, l := range lines {
		f := strings.Split(l, ";")
		if len(f) != 5 {
			continue
		}
		id, _ := strconv.Atoi(f[0])
		cents, _ := strconv.ParseInt(f[4], 10, 64)
		entries = append(entries, Entry{ID: id, Account: f[1], Owner: f[2], Currency: f[3], Cents: cents})
	}
	return entries
}

func normalizeAccounts(entries []Entry, slow bool) {
	var b strings.Builder
	for i := range entries {
		e := &entries[i]
		// account: drop spaces, upper-case
		b.Reset()
		for _, r := range e.Account {
			if r != ' ' {
				b.WriteRune(unicode.ToUpper(r))
			}
		}
		e.Account = b.String()
		// owner: collapse whitespace, title-case words
		b.Reset()
		words := strings.Fields(e.Owner)
		for w, word := range words {
			if w > 0 {
				b.WriteByte(' ')
			}
			for j, r := range word {
				if j == 0 {
					b.WriteRune(unicode.ToUpper(r))
				} else {
					b.WriteRune(unicode.ToLower(r))
				}
			}
		}
		e.Owner = b.String()
		if slow {
			// payments of 3000.00 or more: re-validate the IBAN check digits (move the first
			// four characters to the end, expand letters to two digits, mod 97 digit by digit)
			if e.Cents >= 300000 && len(e.Account) > 4 {
				b.Reset()
				for _, r := range e.Account[4:] + e.Account[:4] {
					if r >= 'A' && r <= 'Z' {
						b.WriteString(strconv.Itoa(int(r-'A') + 10))
					} else {
						b.WriteRune(r)
					}
				}
				var rem int64
				for _, d := range b.String() {
					rem = (rem*10 + int64(d-'0')) % 97
				}
				if rem != 1 {
					e.Account = "?" + e.Account
				}
			}
		}
	}
}

var rates = map[string]float64{"EUR": 1, "USD": 0.92, "GBP": 1.16, "CHF": 1.04, "SEK": 0.087}

func convertCurrency(entries []Entry) float64 {
	total := 0.0
	for i := range entries {
		e := &entries[i]
		e.EUR = float64(e.Cents) / 100 * rates[e.Currency]
		total += e.EUR
	}
	return total
}

func sortEntries(entries []Entry) {
	sort.Slice(entries, func(i, j int) bool {
		if entries[i].Owner != entries[j].Owner {
			return entries[i].Owner < entries[j].Owner
		}
		return entries[i].EUR > entries[j].EUR
	})
}

func encodeReport(entries []Entry, buf []byte) []byte {
	buf = buf[:0]
	for i := range entries {
		e := &entries[i]
		buf = strconv.AppendInt(buf, int64(e.ID), 10)
		buf = append(buf, ',')
		buf = append(buf, e.Account...)
		buf = append(buf, ',')
		buf = strconv.AppendQuote(buf, e.Owner)
		buf = append(buf, ',')
		buf = strconv.AppendFloat(buf, e.EUR, 'f', 2, 64)
		buf = append(buf, '\n')
	}
	return buf
}

func sealReport(report []byte) uint32 {
	sum := sha256.Sum256(report)
	return crc32.ChecksumIEEE(report) ^ uint32(sum[0])
}

func main() {
	flag.Parse()
	slow := *change == "slow_normalize"
	input := makeInput(3000)
	f, err := os.Create(*out)
	if err != nil {
		panic(err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		panic(err)
	}
	deadline := time.Now().Add(time.Duration(*seconds * float64(time.Second)))
	var buf []byte
	var seal uint32
	total := 0.0
	batches := 0
	for time.Now().Before(deadline) {
		entries := parseLedger(input)
		normalizeAccounts(entries, slow)
		total += convertCurrency(entries)
		sortEntries(entries)
		buf = encodeReport(entries, buf)
		seal ^= sealReport(buf)
		batches++
	}
	pprof.StopCPUProfile()
	f.Close()
	fmt.Printf("batches=%d seal=%08x total=%.2f\n", batches, seal, total)
}
