//go:build !unbuffered

package main

import (
	"bufio"
	"os"
)

// writeSettlements writes every settlement record and then the per-account
// totals, through a 64 KiB bufio.Writer.
func writeSettlements(f *os.File, ss []Settlement, totals []AccountTotal) (int64, error) {
	w := bufio.NewWriterSize(f, 64<<10)
	var n int64
	buf := make([]byte, 0, 128)
	for i := range ss {
		buf = formatSettlement(buf[:0], &ss[i])
		k, err := w.Write(buf)
		n += int64(k)
		if err != nil {
			return n, err
		}
	}
	for i := range totals {
		buf = formatTotal(buf[:0], &totals[i])
		k, err := w.Write(buf)
		n += int64(k)
		if err != nil {
			return n, err
		}
	}
	return n, w.Flush()
}
