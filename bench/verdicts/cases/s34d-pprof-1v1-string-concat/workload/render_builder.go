//go:build !concat

package main

import (
	"sort"
	"strings"
)

const variant = "builder"

func renderStatement(a *Account, items []lineItem, totals map[string]int64) string {
	var b strings.Builder
	b.WriteString("Statement for " + a.ID + " (" + a.Owner + ")\n")
	b.WriteString("date        memo             category         amount      balance\n")
	for _, it := range items {
		b.WriteString(formatLine(it))
	}
	cats := make([]string, 0, len(totals))
	for c := range totals {
		cats = append(cats, c)
	}
	sort.Strings(cats)
	b.WriteString("\nTotals by category\n")
	for _, c := range cats {
		b.WriteString("  " + c + ": " + money(totals[c]) + "\n")
	}
	return b.String()
}
