// Package ingest turns raw "key=value" access-log lines into compact JSON events.
package ingest

import (
	"encoding/json"
	"errors"
	"hash/fnv"
	"strconv"
	"strings"
)

// Event is the normalised record forwarded downstream.
type Event struct {
	TS        int64   `json:"ts"`
	Method    string  `json:"method"`
	Route     string  `json:"route"`
	Status    int     `json:"status"`
	LatencyMS float64 `json:"latency_ms"`
	Bytes     int64   `json:"bytes"`
	Shard     uint32  `json:"shard"`
}

var errBadLine = errors.New("bad line")

// parseLine parses "ts=.. method=.. route=.. status=.. latency_ms=.. bytes=.. user=.."
func parseLine(line string, ev *Event) error {
	var user string
	for _, field := range strings.Fields(line) {
		k, v, ok := strings.Cut(field, "=")
		if !ok {
			return errBadLine
		}
		var err error
		switch k {
		case "ts":
			ev.TS, err = strconv.ParseInt(v, 10, 64)
		case "method":
			ev.Method = v
		case "route":
			ev.Route = normaliseRoute(v)
		case "status":
			ev.Status, err = strconv.Atoi(v)
		case "latency_ms":
			ev.LatencyMS, err = strconv.ParseFloat(v, 64)
		case "bytes":
			ev.Bytes, err = strconv.ParseInt(v, 10, 64)
		case "user":
			user = v
		}
		if err != nil {
			return err
		}
	}
	h := fnv.New32a()
	h.Write([]byte(user))
	ev.Shard = h.Sum32() % 64
	return nil
}

// normaliseRoute replaces numeric path segments with ":id".
func normaliseRoute(r string) string {
	if !strings.ContainsAny(r, "0123456789") {
		return r
	}
	parts := strings.Split(r, "/")
	for i, p := range parts {
		if p != "" && strings.Trim(p, "0123456789") == "" {
			parts[i] = ":id"
		}
	}
	return strings.Join(parts, "/")
}

// encodeEvent appends the JSON form of ev to dst.
func encodeEvent(dst []byte, ev *Event) ([]byte, error) {
	b, err := json.Marshal(ev)
	if err != nil {
		return dst, err
	}
	return append(dst, b...), nil
}

// Handle parses one line and appends its JSON event plus a newline to out.
func Handle(out []byte, line string) ([]byte, error) {
	var ev Event
	if err := parseLine(line, &ev); err != nil {
		return out, err
	}
	out, err := encodeEvent(out, &ev)
	if err != nil {
		return out, err
	}
	return append(out, '\n'), nil
}
