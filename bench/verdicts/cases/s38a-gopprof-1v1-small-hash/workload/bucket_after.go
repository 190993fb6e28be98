//go:build after

package main

const variant = "after"

// bucketFor maps a normalised key to a bucket with FNV-1a, and now also mixes in a
// second (djb2-style) hash computed over every key: the regression.
//
//go:noinline
func bucketFor(key string) uint32 {
	h := uint32(2166136261)
	for i := 0; i < len(key); i++ {
		h ^= uint32(key[i])
		h *= 16777619
	}
	h2 := uint32(5381)
	for i := 0; i < len(key); i++ {
		h2 = h2*33 + uint32(key[i])
		h2 ^= h2 >> 11
	}
	return (h ^ (h2 & 0x0f)) % nBuckets
}
