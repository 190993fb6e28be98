//go:build alloc

package main

// tagOffsets returns the start offset of each tag in s, in a freshly
// allocated slice sized for the worst case (one tag per byte).
func (ix *TagIndex) tagOffsets(s string) []int {
	return scanTags(s, make([]int, 0, len(s)))
}
