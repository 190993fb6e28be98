//go:build shared

package main

import "sync"

const mode = "shared"

type tally interface{ add(key string, size int64) }

// counter (after) is one map for all workers, guarded by a single mutex.
type counter struct {
	mu sync.Mutex
	m  map[string]*stat
}

func (t *counter) add(key string, size int64) {
	t.mu.Lock()
	s := t.m[key]
	if s == nil {
		s = &stat{}
		t.m[key] = s
	}
	s.hits++
	s.bytes += size
	t.mu.Unlock()
}

type aggregator struct{ shared *counter }

func newAggregator(workers int) *aggregator {
	return &aggregator{shared: &counter{m: make(map[string]*stat)}}
}

func (a *aggregator) tallyFor(w int) tally { return a.shared }

func (a *aggregator) result() map[string]*stat { return a.shared.m }
