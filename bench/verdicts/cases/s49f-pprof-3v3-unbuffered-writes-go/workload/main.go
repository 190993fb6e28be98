// ledger: a small settlement job. It generates a deterministic batch of
// trade lines, parses them, prices and nets them per account, and writes one
// settlement record per trade plus one summary record per account to an
// output file. The output writer (writeSettlements) lives in write_*.go; the
// two builds differ only there.
package main

import (
	"flag"
	"fmt"
	"hash/crc32"
	"os"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"
)

type Trade struct {
	ID      int
	Account string
	Symbol  string
	Qty     int64
	PriceMc int64 // price in milli-cents
	Side    byte
}

type Settlement struct {
	TradeID  int
	Account  string
	Symbol   string
	Notional int64
	Fee      int64
	Net      int64
}

type rng struct{ s uint64 }

func (r *rng) next() uint64 {
	r.s ^= r.s << 13
	r.s ^= r.s >> 7
	r.s ^= r.s << 17
	return r.s
}

var symbols = []string{"AAPL", "MSFT", "GOOG", "AMZN", "NVDA", "TSLA", "META", "ORCL", "INTC", "CSCO", "IBM", "SAP"}

// generateLines produces the raw input feed (same for every run).
func generateLines(n int, seed uint64) []string {
	r := &rng{s: seed}
	lines := make([]string, n)
	var sb strings.Builder
	for i := 0; i < n; i++ {
		sb.Reset()
		sb.WriteString(strconv.Itoa(i))
		sb.WriteByte('|')
		sb.WriteString("ACC")
		sb.WriteString(strconv.Itoa(int(r.next() % 2000)))
		sb.WriteByte('|')
		sb.WriteString(symbols[r.next()%uint64(len(symbols))])
		sb.WriteByte('|')
		sb.WriteString(strconv.Itoa(int(r.next()%900 + 1)))
		sb.WriteByte('|')
		sb.WriteString(strconv.FormatFloat(float64(r.next()%5000000)/1000.0+1, 'f', 3, 64))
		sb.WriteByte('|')
		if r.next()&1 == 0 {
			sb.WriteByte('B')
		} else {
			sb.WriteByte('S')
		}
		lines[i] = sb.String()
	}
	return lines
}

func parsePrice(s string) (int64, error) {
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return 0, err
	}
	return int64(f*100000 + 0.5), nil
}

func parseTrade(line string) (Trade, error) {
	parts := strings.Split(line, "|")
	if len(parts) != 6 {
		return Trade{}, fmt.Errorf("bad line %q", line)
	}
	id, err := strconv.Atoi(parts[0])
	if err != nil {
		return Trade{}, err
	}
	qty, err := strconv.ParseInt(parts[3], 10, 64)
	if err != nil {
		return Trade{}, err
	}
	px, err := parsePrice(parts[4])
	if err != nil {
		return Trade{}, err
	}
	return Trade{ID: id, Account: parts[1], Symbol: parts[2], Qty: qty, PriceMc: px, Side: parts[5][0]}, nil
}

func parseAll(lines []string) []Trade {
	out := make([]Trade, 0, len(lines))
	for _, l := range lines {
		t, err := parseTrade(l)
		if err != nil {
			panic(err)
		}
		out = append(out, t)
	}
	return out
}

func feeFor(t Trade, notional int64) int64 {
	// tiered fee schedule, with a per-symbol rebate checksum to keep it honest
	bps := int64(12)
	switch {
	case notional > 400_000_000_000:
		bps = 4
	case notional > 100_000_000_000:
		bps = 7
	case notional > 10_000_000_000:
		bps = 9
	}
	rebate := int64(crc32.ChecksumIEEE([]byte(t.Symbol+t.Account)) % 7)
	return notional*bps/10000 - rebate
}

func priceTrades(trades []Trade) []Settlement {
	out := make([]Settlement, len(trades))
	for i, t := range trades {
		notional := t.Qty * t.PriceMc
		fee := feeFor(t, notional)
		net := notional - fee
		if t.Side == 'S' {
			net = -net
		}
		out[i] = Settlement{TradeID: t.ID, Account: t.Account, Symbol: t.Symbol, Notional: notional, Fee: fee, Net: net}
	}
	return out
}

type AccountTotal struct {
	Account string
	Trades  int
	Net     int64
	Fees    int64
}

func netAccounts(ss []Settlement) []AccountTotal {
	m := make(map[string]*AccountTotal)
	for _, s := range ss {
		a := m[s.Account]
		if a == nil {
			a = &AccountTotal{Account: s.Account}
			m[s.Account] = a
		}
		a.Trades++
		a.Net += s.Net
		a.Fees += s.Fee
	}
	out := make([]AccountTotal, 0, len(m))
	for _, a := range m {
		out = append(out, *a)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Account < out[j].Account })
	return out
}

// formatSettlement renders one output record (shared by both builds).
func formatSettlement(buf []byte, s *Settlement) []byte {
	buf = append(buf, "SETTLE "...)
	buf = strconv.AppendInt(buf, int64(s.TradeID), 10)
	buf = append(buf, ' ')
	buf = append(buf, s.Account...)
	buf = append(buf, ' ')
	buf = append(buf, s.Symbol...)
	buf = append(buf, ' ')
	buf = strconv.AppendInt(buf, s.Notional, 10)
	buf = append(buf, ' ')
	buf = strconv.AppendInt(buf, s.Fee, 10)
	buf = append(buf, ' ')
	buf = strconv.AppendInt(buf, s.Net, 10)
	buf = append(buf, '\n')
	return buf
}

func formatTotal(buf []byte, a *AccountTotal) []byte {
	buf = append(buf, "TOTAL "...)
	buf = append(buf, a.Account...)
	buf = append(buf, ' ')
	buf = strconv.AppendInt(buf, int64(a.Trades), 10)
	buf = append(buf, ' ')
	buf = strconv.AppendInt(buf, a.Net, 10)
	buf = append(buf, ' ')
	buf = strconv.AppendInt(buf, a.Fees, 10)
	buf = append(buf, '\n')
	return buf
}

func runBatch(lines []string, outPath string) (int64, error) {
	trades := parseAll(lines)
	ss := priceTrades(trades)
	totals := netAccounts(ss)
	f, err := os.Create(outPath)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	return writeSettlements(f, ss, totals)
}

func main() {
	n := flag.Int("n", 200000, "trades per batch")
	batches := flag.Int("batches", 6, "batches")
	out := flag.String("out", "/tmp/ledger-out.txt", "output file")
	cpuprofile := flag.String("cpuprofile", "", "write CPU profile here")
	flag.Parse()

	if *cpuprofile != "" {
		pf, err := os.Create(*cpuprofile)
		if err != nil {
			panic(err)
		}
		if err := pprof.StartCPUProfile(pf); err != nil {
			panic(err)
		}
		defer pprof.StopCPUProfile()
	}
	var total int64
	for b := 0; b < *batches; b++ {
		lines := generateLines(*n, uint64(0x9E3779B97F4A7C15)+uint64(b))
		w, err := runBatch(lines, *out)
		if err != nil {
			panic(err)
		}
		total += w
	}
	data, _ := os.ReadFile(*out)
	fmt.Printf("bytes written %d, last batch crc32 %08x\n", total, crc32.ChecksumIEEE(data))
}
