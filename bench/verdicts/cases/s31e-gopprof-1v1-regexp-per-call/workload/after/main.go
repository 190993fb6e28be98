// Log-line processor: parses synthetic access-log lines, extracts a request id
// from some of them, hashes fields and aggregates per-path counters.
package main

import (
	"flag"
	"fmt"
	"hash/fnv"
	"math/rand"
	"os"
	"regexp"
	"runtime/pprof"
	"sort"
	"strings"
)



// extractID pulls the request id out of a line that carries one.
func extractID(line string) string {
	reqIDRe := regexp.MustCompile(`req=([a-f0-9]{8})-([a-f0-9]{4})`)
	m := reqIDRe.FindStringSubmatch(line)
	if m == nil {
		return ""
	}
	return m[1] + m[2]
}

func genLine(r *rand.Rand) string {
	paths := []string{"/api/v1/users", "/api/v1/orders", "/static/app.js", "/health", "/api/v2/search"}
	var b strings.Builder
	fmt.Fprintf(&b, "10.0.%d.%d - - [12/Mar/2024:10:%02d:%02d] \"GET %s HTTP/1.1\" %d %d",
		r.Intn(256), r.Intn(256), r.Intn(60), r.Intn(60), paths[r.Intn(len(paths))],
		200+r.Intn(4)*100, r.Intn(50000))
	if r.Intn(4) == 0 {
		fmt.Fprintf(&b, " req=%08x-%04x", r.Uint32(), r.Intn(65536))
	}
	return b.String()
}

func splitFields(line string) []string {
	return strings.Fields(line)
}

func hashFields(fields []string) uint64 {
	h := fnv.New64a()
	for _, f := range fields {
		for i := 0; i < 8; i++ {
			h.Write([]byte(f))
		}
	}
	return h.Sum64()
}

func processLine(line string, counts map[string]int, ids map[string]int) uint64 {
	fields := splitFields(line)
	if len(fields) > 6 {
		counts[fields[5]]++
	}
	if strings.Contains(line, "req=") && (strings.HasPrefix(fields[0], "10.0.3") || strings.HasPrefix(fields[0], "10.0.4")) {
		if id := extractID(line); id != "" {
			ids[id[:2]]++
		}
	}
	return hashFields(fields)
}

func main() {
	out := flag.String("cpuprofile", "cpu.pprof", "")
	n := flag.Int("n", 1000000, "lines")
	seed := flag.Int64("seed", 1, "")
	flag.Parse()
	f, err := os.Create(*out)
	if err != nil {
		panic(err)
	}
	pprof.StartCPUProfile(f)
	r := rand.New(rand.NewSource(*seed))
	counts := map[string]int{}
	ids := map[string]int{}
	var acc uint64
	for i := 0; i < *n; i++ {
		acc ^= processLine(genLine(r), counts, ids)
	}
	pprof.StopCPUProfile()
	f.Close()
	keys := make([]string, 0, len(counts))
	for k := range counts {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	fmt.Println("acc", acc, "paths", len(keys), "idprefixes", len(ids))
}
