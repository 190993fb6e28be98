package main

import "strconv"

func encodeHeader(b []byte, rec *Record) []byte {
	b = strconv.AppendInt(b, int64(rec.ID), 10)
	b = append(b, ':')
	b = append(b, rec.Name...)
	b = append(b, '[')
	for i, t := range rec.Tags {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, t...)
	}
	b = append(b, ']')
	return b
}
