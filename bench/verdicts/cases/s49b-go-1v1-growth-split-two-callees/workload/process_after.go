//go:build after

package main

// processRecords: refactored so that each output field normalizes the name
// itself (once for the index key, once for the rendered row), i.e.
// normalizeName now runs twice per record. Output is identical.
//
//go:noinline
func processRecords(recs []Record) ([]string, []IndexEntry) {
	rows := make([]string, 0, len(recs))
	idx := make([]IndexEntry, 0, len(recs))
	for i := range recs {
		idx = append(idx, buildIndexEntry(&recs[i], normalizeName(recs[i].Name)))
		rows = append(rows, renderRow(&recs[i], normalizeName(recs[i].Name)))
	}
	return rows, idx
}
