//go:build !after

package main

const variant = "before"

// bucketFor maps a normalised key to a bucket with FNV-1a.
//
//go:noinline
func bucketFor(key string) uint32 {
	h := uint32(2166136261)
	for i := 0; i < len(key); i++ {
		h ^= uint32(key[i])
		h *= 16777619
	}
	return h % nBuckets
}
