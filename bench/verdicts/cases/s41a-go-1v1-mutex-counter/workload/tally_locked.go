//go:build locked

package main

import "sync"

var mu sync.Mutex

// tally counts values whose low bits match a pattern; the counter update is now guarded by a
// sync.Mutex (after).
//
//go:noinline
func tally(buf []uint64) {
	for _, v := range buf {
		if v&7 != 0 {
			mu.Lock()
			counter++
			mu.Unlock()
		}
	}
}
