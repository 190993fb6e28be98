//go:build !mapdecode

package main

import "encoding/json"

const variant = "typed-struct"

// before: decode straight into the typed struct.
//
//go:noinline
func decodeEvent(raw []byte) (Event, error) {
	var ev Event
	err := json.Unmarshal(raw, &ev)
	return ev, err
}
