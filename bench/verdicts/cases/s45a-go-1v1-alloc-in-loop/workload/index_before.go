//go:build !alloc

package main

// tagOffsets returns the start offset of each tag in s. The result lives in
// the index's scratch buffer and is only valid until the next call.
func (ix *TagIndex) tagOffsets(s string) []int {
	ix.scratch = scanTags(s, ix.scratch[:0])
	return ix.scratch
}
