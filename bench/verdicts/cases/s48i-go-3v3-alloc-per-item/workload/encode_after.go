//go:build after

package main

import "strconv"

const variant = "after"

// encoder allocates a fresh output buffer for every record.
type encoder struct{ sizeHint int }

func newEncoder() *encoder { return &encoder{sizeHint: 2048} }

func (e *encoder) encodeRecord(rec *Record) []byte {
	b := make([]byte, 0, e.sizeHint)
	b = encodeHeader(b, rec)
	for _, v := range rec.Values {
		b = strconv.AppendInt(b, int64(v*100), 10)
		b = append(b, ';')
	}
	return b
}
