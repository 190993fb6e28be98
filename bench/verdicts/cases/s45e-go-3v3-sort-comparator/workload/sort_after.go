//go:build slowcmp

package main

import (
	"sort"
	"strings"
)

// sortRecords orders by case-insensitive name, then SKU, lower-casing both keys
// on every comparison.
func sortRecords(recs []Record) {
	sort.Slice(recs, func(i, j int) bool {
		a, b := strings.ToLower(recs[i].Name), strings.ToLower(recs[j].Name)
		if a != b {
			return a < b
		}
		return recs[i].SKU < recs[j].SKU
	})
}
