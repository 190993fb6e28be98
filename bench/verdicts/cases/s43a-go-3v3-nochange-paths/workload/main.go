// ledger: reads a CSV of transactions, parses them, aggregates per account, sorts and hashes
// the report; repeats the whole pass -passes times (re-reading the file each time).
package main

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"log"
	"os"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"
)

type txn struct {
	account string
	amount  int64
	kind    string
}

func parseLine(line string) (txn, error) {
	f := strings.Split(line, ",")
	if len(f) != 4 {
		return txn{}, fmt.Errorf("bad line %q", line)
	}
	amt, err := strconv.ParseInt(f[2], 10, 64)
	if err != nil {
		return txn{}, err
	}
	return txn{account: f[1], amount: amt, kind: f[3]}, nil
}

func loadFile(path string) ([]txn, error) {
	fh, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer fh.Close()
	var out []txn
	sc := bufio.NewScanner(fh)
	for sc.Scan() {
		t, err := parseLine(sc.Text())
		if err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, sc.Err()
}

type total struct {
	account      string
	debit, credit int64
	n            int
}

func aggregate(ts []txn) map[string]*total {
	m := make(map[string]*total)
	for _, t := range ts {
		a := m[t.account]
		if a == nil {
			a = &total{account: t.account}
			m[t.account] = a
		}
		if t.kind == "D" {
			a.debit += t.amount
		} else {
			a.credit += t.amount
		}
		a.n++
	}
	return m
}

func report(m map[string]*total) string {
	rows := make([]*total, 0, len(m))
	for _, v := range m {
		rows = append(rows, v)
	}
	sort.Slice(rows, func(i, j int) bool {
		if rows[i].credit-rows[i].debit != rows[j].credit-rows[j].debit {
			return rows[i].credit-rows[i].debit > rows[j].credit-rows[j].debit
		}
		return rows[i].account < rows[j].account
	})
	var sb strings.Builder
	for _, r := range rows {
		fmt.Fprintf(&sb, "%s %d %d %d\n", r.account, r.debit, r.credit, r.n)
	}
	return sb.String()
}

func digest(s string) string {
	h := sha256.Sum256([]byte(s))
	for i := 0; i < 200; i++ {
		h = sha256.Sum256(h[:])
	}
	return hex.EncodeToString(h[:8])
}

func main() {
	input := flag.String("input", "", "CSV input file")
	passes := flag.Int("passes", 10, "number of passes")
	cpuprofile := flag.String("cpuprofile", "", "write CPU profile here")
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
	var last string
	for p := 0; p < *passes; p++ {
		ts, err := loadFile(*input)
		if err != nil {
			log.Fatal(err)
		}
		last = digest(report(aggregate(ts)))
	}
	fmt.Println("passes", *passes, "digest", last)
}
