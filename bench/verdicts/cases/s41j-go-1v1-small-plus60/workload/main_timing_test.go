package main

import "testing"

// Calibration helpers only (not used by the capture).
func BenchmarkTokenize(b *testing.B) { for i := 0; i < b.N; i++ { tokenize(uint64(i) + 1) } }
func BenchmarkBuild(b *testing.B)    { t := tokenize(3); b.ResetTimer(); for i := 0; i < b.N; i++ { buildPostings(t) } }
func BenchmarkRank(b *testing.B)     { c := buildPostings(tokenize(3)); b.ResetTimer(); for i := 0; i < b.N; i++ { rankPostings(c) } }
func BenchmarkCompress(b *testing.B) { t := tokenize(3); b.ResetTimer(); for i := 0; i < b.N; i++ { compressBlocks(t) } }
