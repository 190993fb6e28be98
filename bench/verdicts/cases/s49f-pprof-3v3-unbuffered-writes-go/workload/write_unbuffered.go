//go:build unbuffered

package main

import (
	"os"
)

// writeSettlements writes every settlement record and then the per-account
// totals straight to the *os.File: one Write (one write(2)) per record.
func writeSettlements(f *os.File, ss []Settlement, totals []AccountTotal) (int64, error) {
	var n int64
	buf := make([]byte, 0, 128)
	for i := range ss {
		buf = formatSettlement(buf[:0], &ss[i])
		k, err := f.Write(buf)
		n += int64(k)
		if err != nil {
			return n, err
		}
	}
	for i := range totals {
		buf = formatTotal(buf[:0], &totals[i])
		k, err := f.Write(buf)
		n += int64(k)
		if err != nil {
			return n, err
		}
	}
	return n, nil
}
