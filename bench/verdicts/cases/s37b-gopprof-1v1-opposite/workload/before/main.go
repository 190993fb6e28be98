// ledger: settles synthetic multi-currency transactions.
//
//	genTransactions -> lookupRate (per txn) -> signTxn (per txn) -> aggregate
//
// Usage: ledger -batches N -cpuprofile out.pprof
package main

import (
	"flag"
	"fmt"
	"os"
	"runtime/pprof"
	"sort"
	"strconv"
)

type Txn struct {
	ID       uint64
	Account  string
	Currency string
	Amount   int64
	Memo     []byte
}

type Rate struct {
	Code  string
	Micro int64 // value in micro-USD
}

var rates []Rate

func initRates() {
	rates = make([]Rate, 0, 25)
	for i := 0; i < 25; i++ {
		code := fmt.Sprintf("C%02d", i)
		rates = append(rates, Rate{Code: code, Micro: int64(1000 + i*37)})
	}
}

var rngState uint64 = 0x9e3779b97f4a7c15

func rnd() uint64 {
	rngState ^= rngState << 13
	rngState ^= rngState >> 7
	rngState ^= rngState << 17
	return rngState
}

//go:noinline
func genTransactions(out []Txn) {
	for i := range out {
		r := rnd()
		t := &out[i]
		t.ID = r
		t.Account = "acct-" + strconv.FormatUint(r%5000, 10)
		t.Currency = rates[(r>>16)%uint64(len(rates))].Code
		t.Amount = int64((r >> 24) % 1000000)
		memo := t.Memo[:0]
		for k := 0; k < 48; k++ {
			memo = append(memo, byte('a'+(r>>(k%60))%26))
		}
		t.Memo = memo
	}
}

// lookupRate finds the conversion rate for a currency code.
//
//go:noinline
func lookupRate(code string) int64 {
	for i := range rates {
		if rates[i].Code == code {
			return rates[i].Micro
		}
	}
	return 0
}

// signTxn computes a keyed digest of the transaction (several mixing rounds).
//
//go:noinline
func signTxn(t *Txn) uint64 {
	const rounds = 2
	h := uint64(14695981039346656037)
	for r := 0; r < rounds; r++ {
		for _, b := range t.Memo {
			h ^= uint64(b)
			h *= 1099511628211
		}
		h ^= t.ID + uint64(r)
		h ^= uint64(t.Amount)
	}
	return h
}

//go:noinline
func aggregate(totals map[string]int64, t *Txn, usd int64) {
	totals[t.Account] += usd
}

//go:noinline
func topAccounts(totals map[string]int64) []string {
	keys := make([]string, 0, len(totals))
	for k := range totals {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return totals[keys[i]] > totals[keys[j]] })
	if len(keys) > 5 {
		keys = keys[:5]
	}
	return keys
}

func main() {
	batches := flag.Int("batches", 400, "number of batches")
	prof := flag.String("cpuprofile", "", "write CPU profile here")
	flag.Parse()
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			panic(err)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			panic(err)
		}
		defer pprof.StopCPUProfile()
	}
	initRates()
	txns := make([]Txn, 20000)
	totals := map[string]int64{}
	var sig uint64
	for b := 0; b < *batches; b++ {
		genTransactions(txns)
		for i := range txns {
			t := &txns[i]
			usd := t.Amount * lookupRate(t.Currency) / 1000000
			sig ^= signTxn(t)
			aggregate(totals, t, usd)
		}
	}
	fmt.Println("accounts", len(totals), "top", topAccounts(totals), "sig", sig)
}
