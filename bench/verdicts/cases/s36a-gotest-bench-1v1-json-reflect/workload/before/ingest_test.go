package ingest

import (
	"encoding/json"
	"fmt"
	"math/rand"
	"testing"
)

func makeLines(n int) []string {
	rnd := rand.New(rand.NewSource(1))
	methods := []string{"GET", "POST", "PUT", "DELETE"}
	routes := []string{"/api/users/%d", "/api/orders/%d/items", "/health", "/api/search", "/api/items/%d"}
	lines := make([]string, n)
	for i := range lines {
		route := routes[rnd.Intn(len(routes))]
		if route[len(route)-1] == 'd' || route[len(route)-6:] == "/items" {
			route = fmt.Sprintf(route, rnd.Intn(100000))
		}
		lines[i] = fmt.Sprintf("ts=%d method=%s route=%s status=%d latency_ms=%.3f bytes=%d user=u%d",
			1700000000+i, methods[rnd.Intn(len(methods))], route,
			[]int{200, 200, 201, 304, 404, 500}[rnd.Intn(6)], rnd.Float64()*250, rnd.Intn(64000), rnd.Intn(5000))
	}
	return lines
}

func TestHandleIsValidJSON(t *testing.T) {
	for _, l := range makeLines(100) {
		out, err := Handle(nil, l)
		if err != nil {
			t.Fatal(err)
		}
		var ev Event
		if err := json.Unmarshal(out, &ev); err != nil {
			t.Fatalf("%q: %v", out, err)
		}
	}
}

func BenchmarkHandle(b *testing.B) {
	lines := makeLines(4096)
	buf := make([]byte, 0, 1<<16)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if len(buf) > 1<<15 {
			buf = buf[:0]
		}
		var err error
		buf, err = Handle(buf, lines[i%len(lines)])
		if err != nil {
			b.Fatal(err)
		}
	}
}
