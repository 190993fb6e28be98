package main

import "encoding/json"

// encodeEvent appends e as one JSON line (now via encoding/json).
func encodeEvent(b []byte, e *Event) []byte {
	j, err := json.Marshal(e)
	if err != nil {
		panic(err)
	}
	b = append(b, j...)
	return append(b, '\n')
}
