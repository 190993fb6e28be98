//go:build !after

package main

import "strconv"

const variant = "before"

// encoder keeps one scratch buffer and reuses it for every record.
type encoder struct{ buf []byte }

func newEncoder() *encoder { return &encoder{buf: make([]byte, 0, 1024)} }

func (e *encoder) encodeRecord(rec *Record) []byte {
	b := e.buf[:0]
	b = encodeHeader(b, rec)
	for _, v := range rec.Values {
		b = strconv.AppendInt(b, int64(v*100), 10)
		b = append(b, ';')
	}
	e.buf = b
	return b
}
