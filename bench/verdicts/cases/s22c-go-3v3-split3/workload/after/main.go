// API gateway simulation: synthesize requests, then per round parse, route, authorize,
// render and checksum every request. Writes a CPU profile to argv[1].
package main

import (
	"fmt"
	"hash/crc32"
	"os"
	"runtime/pprof"
	"strconv"
	"strings"
	"time"
)

type Request struct {
	Method  string
	Path    string
	Headers map[string]string
	Body    string
}

type Route struct {
	Pattern []string
	Name    string
	Auth    bool
}

var routes []Route

func buildRoutes() {
	svcs := []string{"users", "orders", "items", "carts", "invoices", "reports", "search", "admin"}
	for _, s := range svcs {
		routes = append(routes,
			Route{[]string{"api", "v1", s}, s + ".list", false},
			Route{[]string{"api", "v1", s, ":id"}, s + ".get", true},
			Route{[]string{"api", "v1", s, ":id", "history"}, s + ".history", true},
			Route{[]string{"api", "v2", s, ":id", "items", ":sub"}, s + ".sub", true})
	}
}

func genRequests(n int) []string {
	var out []string
	x := uint32(12345)
	rnd := func(k int) int { x = x*1664525 + 1013904223; return int(x>>8) % k }
	svcs := []string{"users", "orders", "items", "carts", "invoices", "reports", "search", "admin"}
	for i := 0; i < n; i++ {
		s := svcs[rnd(len(svcs))]
		var p string
		switch rnd(4) {
		case 0:
			p = "/api/v1/" + s
		case 1:
			p = "/api/v1/" + s + "/" + strconv.Itoa(rnd(100000))
		case 2:
			p = "/api/v1/" + s + "/" + strconv.Itoa(rnd(100000)) + "/history"
		default:
			p = "/api/v2/" + s + "/" + strconv.Itoa(rnd(100000)) + "/items/" + strconv.Itoa(rnd(50))
		}
		raw := fmt.Sprintf("GET %s HTTP/1.1\r\nHost: gw.example\r\nX-User: u%d\r\nAuthorization: Bearer tok%08d\r\nAccept: application/json\r\n\r\n{\"q\":%d}",
			p, rnd(5000), rnd(99999999), i)
		out = append(out, raw)
	}
	return out
}

//go:noinline
func parseRequest(raw string) Request {
	head, body, _ := strings.Cut(raw, "\r\n\r\n")
	lines := strings.Split(head, "\r\n")
	parts := strings.Fields(lines[0])
	h := make(map[string]string, len(lines))
	for _, l := range lines[1:] {
		k, v, ok := strings.Cut(l, ":")
		if ok {
			h[strings.ToLower(strings.TrimSpace(k))] = strings.TrimSpace(v)
		}
	}
	return Request{Method: parts[0], Path: parts[1], Headers: h, Body: body}
}

//go:noinline
func splitPath(p string) []string {
	segs := make([]string, 0, 8)
	for _, s := range strings.Split(strings.Trim(p, "/"), "/") {
		if s != "" {
			segs = append(segs, strings.ToLower(s))
		}
	}
	return segs
}

//go:noinline
func hashSegments(segs []string) uint32 {
	h := uint32(2166136261)
	for _, s := range segs {
		if len(s) > 0 && s[0] >= '0' && s[0] <= '9' {
			s = ":"
		}
		for i := 0; i < len(s); i++ {
			h ^= uint32(s[i])
			h *= 16777619
		}
		h ^= '/'
	}
	return h
}

//go:noinline
func matchRoute(segs []string, h uint32) *Route {
	for i := range routes {
		r := &routes[i]
		if len(r.Pattern) != len(segs) {
			continue
		}
		ok := true
		for j, p := range r.Pattern {
			if p[0] == ':' {
				if _, err := strconv.Atoi(segs[j]); err != nil {
					ok = false
					break
				}
			} else if p != segs[j] {
				ok = false
				break
			}
		}
		if ok && h != 0 {
			return r
		}
	}
	return nil
}

//go:noinline
func resolveRoute(path string) *Route {
	segs := splitPath(path)
	h := hashSegments(segs)
	return matchRoute(segs, h)
}

//go:noinline
func authorize(req *Request, r *Route) bool {
	if r == nil || !r.Auth {
		return true
	}
	tok := strings.TrimPrefix(req.Headers["authorization"], "Bearer ")
	sum := crc32.ChecksumIEEE([]byte(tok + "|" + req.Headers["x-user"] + "|" + r.Name))
	for i := 0; i < 40; i++ {
		sum = sum*2654435761 + uint32(i)
	}
	return sum%97 != 0
}

//go:noinline
func renderResponse(req *Request, r *Route, ok bool) []byte {
	var b strings.Builder
	b.WriteString("HTTP/1.1 ")
	if !ok {
		b.WriteString("403 Forbidden\r\n")
	} else if r == nil {
		b.WriteString("404 Not Found\r\n")
	} else {
		b.WriteString("200 OK\r\n")
	}
	b.WriteString("Content-Type: application/json\r\n\r\n{\"route\":\"")
	if r != nil {
		b.WriteString(r.Name)
	}
	b.WriteString("\",\"path\":")
	b.WriteString(strconv.Quote(req.Path))
	b.WriteString(",\"user\":")
	b.WriteString(strconv.Quote(req.Headers["x-user"]))
	b.WriteString(",\"echo\":")
	b.WriteString(req.Body)
	b.WriteString("}")
	return []byte(b.String())
}

//go:noinline
func checksum(b []byte) uint32 {
	return crc32.ChecksumIEEE(b)
}

// middleware stages (ratelimit, auth, route, log, metrics) each resolve the route
var stageHits [5]int

//go:noinline
func handle(raw string) uint32 {
	req := parseRequest(raw)
	var r *Route
	for i := range stageHits {
		r = resolveRoute(req.Path)
		stageHits[i]++
	}
	ok := authorize(&req, r)
	return checksum(renderResponse(&req, r, ok))
}

func main() {
	rounds := 10
	if len(os.Args) > 2 {
		rounds, _ = strconv.Atoi(os.Args[2])
	}
	f, err := os.Create(os.Args[1])
	if err != nil {
		panic(err)
	}
	t0 := time.Now()
	pprof.StartCPUProfile(f)
	buildRoutes()
	reqs := genRequests(20000)
	var acc uint32
	for r := 0; r < rounds; r++ {
		for _, raw := range reqs {
			acc += handle(raw)
		}
	}
	pprof.StopCPUProfile()
	f.Close()
	fmt.Printf("acc %08x elapsed %.2f\n", acc, time.Since(t0).Seconds())
}
