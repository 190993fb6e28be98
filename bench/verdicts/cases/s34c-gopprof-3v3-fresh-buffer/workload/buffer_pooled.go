//go:build !fresh

package main

// before: response buffers are recycled through bufPool.
func getBuffer() *[]byte { return bufPool.Get().(*[]byte) }

func putBuffer(b *[]byte) { bufPool.Put(b) }
