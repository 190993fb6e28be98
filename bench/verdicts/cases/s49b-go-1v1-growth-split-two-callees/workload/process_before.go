//go:build !after

package main

// processRecords: the name is normalized once per record and the result is
// shared by the index entry and the rendered row.
//
//go:noinline
func processRecords(recs []Record) ([]string, []IndexEntry) {
	rows := make([]string, 0, len(recs))
	idx := make([]IndexEntry, 0, len(recs))
	for i := range recs {
		name := normalizeName(recs[i].Name)
		idx = append(idx, buildIndexEntry(&recs[i], name))
		rows = append(rows, renderRow(&recs[i], name))
	}
	return rows, idx
}
