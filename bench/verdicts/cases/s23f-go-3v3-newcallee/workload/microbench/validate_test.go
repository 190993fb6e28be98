package main

// Copy this file into before/ or after/ and run: go test -bench Validate -count 5
import (
	"math/rand"
	"testing"
)

func BenchmarkValidate(b *testing.B) {
	rng := rand.New(rand.NewSource(1))
	lines := synthesize(rng, 2000, 0)
	orders := make([]Order, len(lines))
	for i, ln := range lines {
		orders[i], _ = decodeOrder(ln)
	}
	b.ResetTimer()
	n := 0
	for i := 0; i < b.N; i++ {
		for j := range orders {
			if validateOrder(&orders[j]) {
				n++
			}
		}
	}
	if n < 0 {
		b.Fatal()
	}
}
