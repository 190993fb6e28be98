//go:build !shared

package main

const mode = "local"

type tally interface{ add(key string, size int64) }

// counter (before) is owned by one worker goroutine; no locking.
type counter struct{ m map[string]*stat }

func (t *counter) add(key string, size int64) {
	s := t.m[key]
	if s == nil {
		s = &stat{}
		t.m[key] = s
	}
	s.hits++
	s.bytes += size
}

type aggregator struct{ parts []*counter }

func newAggregator(workers int) *aggregator {
	a := &aggregator{}
	for i := 0; i < workers; i++ {
		a.parts = append(a.parts, &counter{m: make(map[string]*stat)})
	}
	return a
}

func (a *aggregator) tallyFor(w int) tally { return a.parts[w] }

// result merges the per-worker maps once at the end.
func (a *aggregator) result() map[string]*stat {
	out := make(map[string]*stat)
	for _, p := range a.parts {
		for k, v := range p.m {
			s := out[k]
			if s == nil {
				s = &stat{}
				out[k] = s
			}
			s.hits += v.hits
			s.bytes += v.bytes
		}
	}
	return out
}
