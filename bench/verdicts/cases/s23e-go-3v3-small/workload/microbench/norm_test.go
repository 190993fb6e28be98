package main
import ("testing";"math/rand")
var sink string
func BenchmarkNorm(b *testing.B) {
	r := rand.New(rand.NewSource(1)); ls := synthesize(r, 2000); ps := make([]string,0,len(ls))
	for _, l := range ls { e,_ := parseLine(l); ps = append(ps, e.path) }
	b.ResetTimer()
	for i := 0; i < b.N; i++ { for _, p := range ps { sink = normalizePath(p) } }
}
