// sessionagg: synthesises web access-log lines, parses them into per-request
// attribute maps, groups them into user sessions and renders a summary report.
// Deliberately allocation-heavy (maps, slices, strings) so the GC does real work.
package main

import (
	"flag"
	"fmt"
	"hash/fnv"
	"log"
	"math/rand"
	"os"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"
)

var paths = []string{"/", "/login", "/cart", "/search", "/item/view", "/item/buy", "/account", "/help", "/api/v1/stock", "/api/v1/price"}
var agents = []string{"Mozilla/5.0 (X11; Linux x86_64)", "curl/7.88", "Mozilla/5.0 (Macintosh)", "Go-http-client/1.1", "okhttp/4.9"}

type Request struct {
	Attrs map[string]string
	Tags  []string
}

type Session struct {
	User     string
	Requests []*Request
	Bytes    int
	Paths    map[string]int
}

func makeLine(r *rand.Rand, i int) string {
	user := "u" + strconv.Itoa(r.Intn(4000))
	p := paths[r.Intn(len(paths))]
	var sb strings.Builder
	sb.WriteString("ts=")
	sb.WriteString(strconv.Itoa(1700000000 + i))
	sb.WriteString(" user=")
	sb.WriteString(user)
	sb.WriteString(" path=")
	sb.WriteString(p)
	sb.WriteString("?q=")
	sb.WriteString(strconv.Itoa(r.Intn(100000)))
	sb.WriteString(" status=")
	sb.WriteString(strconv.Itoa([]int{200, 200, 200, 302, 404, 500}[r.Intn(6)]))
	sb.WriteString(" bytes=")
	sb.WriteString(strconv.Itoa(r.Intn(50000)))
	sb.WriteString(" ua=")
	sb.WriteString(strings.ReplaceAll(agents[r.Intn(len(agents))], " ", "_"))
	return sb.String()
}

func generateBatch(r *rand.Rand, start, n int) []string {
	lines := make([]string, 0)
	for i := 0; i < n; i++ {
		lines = append(lines, makeLine(r, start+i))
	}
	return lines
}

func parseLine(line string) *Request {
	req := &Request{Attrs: make(map[string]string)}
	for _, field := range strings.Fields(line) {
		kv := strings.SplitN(field, "=", 2)
		if len(kv) != 2 {
			continue
		}
		req.Attrs[kv[0]] = kv[1]
	}
	req.Tags = classify(req.Attrs)
	return req
}

func classify(attrs map[string]string) []string {
	var tags []string
	p := attrs["path"]
	if strings.HasPrefix(p, "/api/") {
		tags = append(tags, "api")
	}
	if strings.Contains(attrs["ua"], "Mozilla") {
		tags = append(tags, "browser")
	} else {
		tags = append(tags, "bot:"+strings.ToLower(attrs["ua"]))
	}
	if s := attrs["status"]; s != "200" {
		tags = append(tags, "status:"+s)
	}
	return tags
}

func sessionize(reqs []*Request, sessions map[string]*Session) {
	for _, req := range reqs {
		u := req.Attrs["user"]
		s, ok := sessions[u]
		if !ok {
			s = &Session{User: u, Paths: make(map[string]int)}
			sessions[u] = s
		}
		s.Requests = append(s.Requests, req)
		b, _ := strconv.Atoi(req.Attrs["bytes"])
		s.Bytes += b
		path := req.Attrs["path"]
		if i := strings.IndexByte(path, '?'); i >= 0 {
			path = path[:i]
		}
		s.Paths[path]++
	}
}

func renderReport(sessions map[string]*Session) []string {
	users := make([]string, 0, len(sessions))
	for u := range sessions {
		users = append(users, u)
	}
	sort.Strings(users)
	out := make([]string, 0, len(users))
	for _, u := range users {
		s := sessions[u]
		keys := make([]string, 0, len(s.Paths))
		for k := range s.Paths {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		parts := make([]string, 0, len(keys))
		for _, k := range keys {
			parts = append(parts, fmt.Sprintf("%s:%d", k, s.Paths[k]))
		}
		out = append(out, fmt.Sprintf("%s reqs=%d bytes=%d %s", u, len(s.Requests), s.Bytes, strings.Join(parts, ",")))
	}
	return out
}

func digest(lines []string) uint64 {
	h := fnv.New64a()
	for _, l := range lines {
		h.Write([]byte(l))
	}
	return h.Sum64()
}

func runBatches(batches, perBatch int, seed int64) uint64 {
	r := rand.New(rand.NewSource(seed))
	var acc uint64
	for b := 0; b < batches; b++ {
		lines := generateBatch(r, b*perBatch, perBatch)
		reqs := make([]*Request, 0, len(lines))
		for _, l := range lines {
			reqs = append(reqs, parseLine(l))
		}
		sessions := make(map[string]*Session)
		sessionize(reqs, sessions)
		acc ^= digest(renderReport(sessions)) + uint64(b)
	}
	return acc
}

func main() {
	batches := flag.Int("batches", 40, "number of batches")
	per := flag.Int("per", 20000, "lines per batch")
	seed := flag.Int64("seed", 7, "random seed")
	out := flag.String("cpuprofile", "", "write CPU profile")
	flag.Parse()
	if *out != "" {
		f, err := os.Create(*out)
		if err != nil {
			log.Fatal(err)
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			log.Fatal(err)
		}
		defer pprof.StopCPUProfile()
	}
	acc := runBatches(*batches, *per, *seed)
	fmt.Printf("digest=%016x\n", acc)
}
