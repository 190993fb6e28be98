package main

import "strconv"

// encodeEvent appends e as one JSON line (hand-written, no reflection).
func encodeEvent(b []byte, e *Event) []byte {
	b = append(b, `{"id":`...)
	b = strconv.AppendInt(b, e.ID, 10)
	b = append(b, `,"user":`...)
	b = strconv.AppendQuote(b, e.User)
	b = append(b, `,"path":`...)
	b = strconv.AppendQuote(b, e.Path)
	b = append(b, `,"status":`...)
	b = strconv.AppendInt(b, int64(e.Status), 10)
	b = append(b, `,"latency_ms":`...)
	b = strconv.AppendFloat(b, e.Latency, 'f', -1, 64)
	b = append(b, `,"score":`...)
	b = strconv.AppendFloat(b, e.Score, 'f', -1, 64)
	b = append(b, `,"tags":[`...)
	for i, t := range e.Tags {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendQuote(b, t)
	}
	b = append(b, "]}\n"...)
	return b
}
