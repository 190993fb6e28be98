//go:build !slowcmp

package main

import "sort"

// sortRecords orders by case-insensitive name (pre-lowered key from normalize), then SKU.
func sortRecords(recs []Record) {
	sort.Slice(recs, func(i, j int) bool {
		a, b := recs[i].key, recs[j].key
		if a != b {
			return a < b
		}
		return recs[i].SKU < recs[j].SKU
	})
}
