//go:build !locked

package main

// tally counts values whose low bits match a pattern; plain counter update (before).
//
//go:noinline
func tally(buf []uint64) {
	for _, v := range buf {
		if v&7 != 0 {
			counter++
		}
	}
}
