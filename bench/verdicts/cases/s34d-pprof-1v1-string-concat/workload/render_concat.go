//go:build concat

package main

import "sort"

const variant = "concat"

func renderStatement(a *Account, items []lineItem, totals map[string]int64) string {
	s := "Statement for " + a.ID + " (" + a.Owner + ")\n"
	s += "date        memo             category         amount      balance\n"
	for _, it := range items {
		s += formatLine(it)
	}
	cats := make([]string, 0, len(totals))
	for c := range totals {
		cats = append(cats, c)
	}
	sort.Strings(cats)
	s += "\nTotals by category\n"
	for _, c := range cats {
		s += "  " + c + ": " + money(totals[c]) + "\n"
	}
	return s
}
