//go:build mapdecode

package main

import "encoding/json"

const variant = "map-string-any"

// after: decode into a generic map[string]any, then pull the fields out of it.
//
//go:noinline
func decodeEvent(raw []byte) (Event, error) {
	var m map[string]any
	if err := json.Unmarshal(raw, &m); err != nil {
		return Event{}, err
	}
	var ev Event
	if v, ok := m["id"].(float64); ok {
		ev.ID = int64(v)
	}
	ev.User, _ = m["user"].(string)
	ev.Kind, _ = m["kind"].(string)
	ev.Amount, _ = m["amount"].(float64)
	if ts, ok := m["tags"].([]any); ok {
		ev.Tags = make([]string, 0, len(ts))
		for _, t := range ts {
			if s, ok := t.(string); ok {
				ev.Tags = append(ev.Tags, s)
			}
		}
	}
	return ev, nil
}
