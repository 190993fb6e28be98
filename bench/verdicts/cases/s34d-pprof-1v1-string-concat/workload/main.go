// Monthly statement generator: for each account, sorts its transactions, computes
// running balances and category totals, and renders a plain-text statement.
//
// before (default build):      renderStatement appends to a strings.Builder.
// after  (go build -tags concat): renderStatement does s += line for every line.
package main

import (
	"flag"
	"fmt"
	"hash/crc32"
	"log"
	"math/rand"
	"os"
	"runtime/pprof"
	"sort"
	"strconv"
)

type Txn struct {
	Day      int
	Amount   int64 // cents
	Category string
	Memo     string
}

type Account struct {
	ID    string
	Owner string
	Txns  []Txn
}

var categories = []string{"groceries", "rent", "utilities", "travel", "dining", "salary", "refund", "fees"}
var memos = []string{"card purchase", "direct debit", "transfer in", "transfer out", "atm withdrawal", "standing order"}

func makeAccounts(r *rand.Rand, n, txns int) []Account {
	accts := make([]Account, n)
	for i := range accts {
		a := Account{ID: fmt.Sprintf("ACC-%06d", i), Owner: fmt.Sprintf("Customer %d", r.Intn(100000))}
		a.Txns = make([]Txn, txns)
		for j := range a.Txns {
			a.Txns[j] = Txn{Day: 1 + r.Intn(28), Amount: int64(r.Intn(200000) - 120000),
				Category: categories[r.Intn(len(categories))], Memo: memos[r.Intn(len(memos))]}
		}
		accts[i] = a
	}
	return accts
}

func money(c int64) string {
	sign := ""
	if c < 0 {
		sign = "-"
		c = -c
	}
	cents := c % 100
	s := strconv.FormatInt(c/100, 10)
	if cents < 10 {
		return sign + s + ".0" + strconv.FormatInt(cents, 10)
	}
	return sign + s + "." + strconv.FormatInt(cents, 10)
}

type lineItem struct {
	Txn
	Balance int64
}

func prepare(a *Account, opening int64) ([]lineItem, map[string]int64) {
	txns := append([]Txn(nil), a.Txns...)
	sort.SliceStable(txns, func(i, j int) bool {
		if txns[i].Day != txns[j].Day {
			return txns[i].Day < txns[j].Day
		}
		return txns[i].Amount < txns[j].Amount
	})
	items := make([]lineItem, len(txns))
	totals := make(map[string]int64)
	bal := opening
	for i, t := range txns {
		bal += t.Amount
		items[i] = lineItem{t, bal}
		totals[t.Category] += t.Amount
	}
	return items, totals
}

func formatLine(it lineItem) string {
	return fmt.Sprintf("2024-03-%02d  %-16s %-10s %12s %12s\n", it.Day, it.Memo, it.Category, money(it.Amount), money(it.Balance))
}

func main() {
	accounts := flag.Int("accounts", 2000, "accounts")
	txns := flag.Int("txns", 150, "transactions per account")
	rounds := flag.Int("rounds", 3, "rounds")
	cpuprofile := flag.String("cpuprofile", "", "write cpu profile to file")
	flag.Parse()
	if *cpuprofile != "" {
		f, err := os.Create(*cpuprofile)
		if err != nil {
			log.Fatal(err)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			log.Fatal(err)
		}
		defer pprof.StopCPUProfile()
	}
	r := rand.New(rand.NewSource(5))
	accts := makeAccounts(r, *accounts, *txns)
	var crc uint32
	var bytes int
	for round := 0; round < *rounds; round++ {
		for i := range accts {
			items, totals := prepare(&accts[i], int64(i*1000))
			s := renderStatement(&accts[i], items, totals)
			crc = crc32.Update(crc, crc32.IEEETable, []byte(s))
			bytes += len(s)
		}
	}
	fmt.Println(variant, *accounts, *txns, *rounds, bytes, crc)
}
