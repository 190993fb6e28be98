//go:build fresh

package main

// after: every request gets its own freshly allocated response buffer
// ("simpler, and no risk of leaking one response into the next").
func getBuffer() *[]byte { b := make([]byte, 0, bufSize); return &b }

func putBuffer(b *[]byte) {}
