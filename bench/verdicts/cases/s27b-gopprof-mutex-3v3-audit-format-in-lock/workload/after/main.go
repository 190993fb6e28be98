// Access-log ingester: worker goroutines parse synthetic access-log lines and update three
// shared, mutex-protected structures (a session table, latency histograms, an audit ring).
// A reporter goroutine snapshots the histograms periodically. At the end the mutex profile
// is written to -out.
package main

import (
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"log"
	"math/rand"
	"os"
	"runtime"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
)

// ---- parsing ---------------------------------------------------------------

type Event struct {
	Session string
	User    string
	Method  string
	Path    string
	Status  int
	Bytes   int
	Latency float64 // ms
}

var methods = []string{"GET", "GET", "GET", "GET", "GET", "POST", "PUT", "DELETE"}
var paths = []string{"/", "/login", "/cart", "/api/v1/items", "/api/v1/items/42", "/checkout", "/search", "/static/app.js"}

func makeLine(r *rand.Rand) string {
	return fmt.Sprintf("sess=%06x user=u%04d %s %s status=%d bytes=%d rt=%.3f",
		r.Intn(4096), r.Intn(2000), methods[r.Intn(len(methods))], paths[r.Intn(len(paths))],
		[]int{200, 200, 200, 201, 304, 404, 500}[r.Intn(7)], r.Intn(90000), r.ExpFloat64()*40)
}

func parseLine(line string) (Event, error) {
	var ev Event
	fields := strings.Fields(line)
	if len(fields) != 7 {
		return ev, fmt.Errorf("bad line %q", line)
	}
	for _, f := range fields {
		k, v, ok := strings.Cut(f, "=")
		if !ok {
			if ev.Method == "" {
				ev.Method = f
			} else {
				ev.Path = f
			}
			continue
		}
		switch k {
		case "sess":
			ev.Session = v
		case "user":
			ev.User = v
		case "status":
			ev.Status, _ = strconv.Atoi(v)
		case "bytes":
			ev.Bytes, _ = strconv.Atoi(v)
		case "rt":
			ev.Latency, _ = strconv.ParseFloat(v, 64)
		}
	}
	return ev, nil
}

// ---- session table ---------------------------------------------------------

type Session struct {
	User     string
	Requests int
	Bytes    int
	Errors   int
	LastPath string
}

type SessionTable struct {
	mu sync.Mutex
	m  map[string]*Session
}

func (t *SessionTable) Touch(ev *Event) {
	t.mu.Lock()
	s := t.m[ev.Session]
	if s == nil {
		s = &Session{User: ev.User}
		t.m[ev.Session] = s
	}
	s.Requests++
	s.Bytes += ev.Bytes
	if ev.Status >= 500 {
		s.Errors++
	}
	s.LastPath = ev.Path
	t.mu.Unlock()
}

// ---- latency histograms ----------------------------------------------------

var bucketBounds = []float64{1, 2, 5, 10, 20, 50, 100, 200, 500, 1000}

type Hist struct {
	Counts [11]int
	Sum    float64
	N      int
}

type Metrics struct {
	mu sync.Mutex
	h  map[string]*Hist
}

func (m *Metrics) Observe(name string, v float64) {
	i := sort.SearchFloat64s(bucketBounds, v)
	m.mu.Lock()
	h := m.h[name]
	if h == nil {
		h = &Hist{}
		m.h[name] = h
	}
	h.Counts[i]++
	h.Sum += v
	h.N++
	m.mu.Unlock()
}

// Snapshot copies the histograms under the lock and summarises them outside it.
func (m *Metrics) Snapshot() []string {
	m.mu.Lock()
	cp := make(map[string]Hist, len(m.h))
	for k, h := range m.h {
		cp[k] = *h
	}
	m.mu.Unlock()
	var out []string
	for k, h := range cp {
		out = append(out, fmt.Sprintf("%s n=%d mean=%.2f", k, h.N, h.Sum/float64(max(h.N, 1))))
	}
	sort.Strings(out)
	return out
}

// ---- audit ring ------------------------------------------------------------

type auditEntry struct {
	seq  uint64
	line string
}

type AuditLog struct {
	mu   sync.Mutex
	seq  uint64
	ring []auditEntry
	next int
}

// formatAudit renders one audit record with a fingerprint of its content, which now
// covers the sequence number too (so records cannot be reordered undetected).
func formatAudit(seq uint64, ev *Event) string {
	body := fmt.Sprintf("%d user=%s session=%s %s %s -> %d (%d bytes, %.3f ms)",
		seq, ev.User, ev.Session, ev.Method, ev.Path, ev.Status, ev.Bytes, ev.Latency)
	sum := sha256.Sum256([]byte(body))
	return body + " fp=" + hex.EncodeToString(sum[:8])
}

// Record appends a mutating request to the audit ring. The record is formatted under the
// lock because it needs the sequence number.
func (a *AuditLog) Record(ev *Event) {
	a.mu.Lock()
	a.seq++
	a.ring[a.next] = auditEntry{a.seq, formatAudit(a.seq, ev)}
	a.next = (a.next + 1) % len(a.ring)
	a.mu.Unlock()
}

// ---- pipeline --------------------------------------------------------------

type Stores struct {
	sessions *SessionTable
	metrics  *Metrics
	audit    *AuditLog
}

func worker(id, n int, st *Stores, wg *sync.WaitGroup) {
	defer wg.Done()
	r := rand.New(rand.NewSource(int64(id) * 7919))
	for i := 0; i < n; i++ {
		ev, err := parseLine(makeLine(r))
		if err != nil {
			log.Fatal(err)
		}
		st.sessions.Touch(&ev)
		st.metrics.Observe(ev.Method+" "+ev.Path, ev.Latency)
		if ev.Method != "GET" {
			st.audit.Record(&ev)
		}
	}
}

func reporter(st *Stores, stop <-chan struct{}, done chan<- int) {
	n := 0
	t := time.NewTicker(20 * time.Millisecond)
	defer t.Stop()
	for {
		select {
		case <-stop:
			done <- n
			return
		case <-t.C:
			n += len(st.metrics.Snapshot())
		}
	}
}

func main() {
	out := flag.String("out", "mutex.pb.gz", "mutex profile output")
	workers := flag.Int("workers", 6, "worker goroutines")
	events := flag.Int("events", 250000, "events per worker")
	flag.Parse()
	runtime.SetMutexProfileFraction(1)

	st := &Stores{
		sessions: &SessionTable{m: map[string]*Session{}},
		metrics:  &Metrics{h: map[string]*Hist{}},
		audit:    &AuditLog{ring: make([]auditEntry, 4096)},
	}
	start := time.Now()
	stop, done := make(chan struct{}), make(chan int)
	go reporter(st, stop, done)
	var wg sync.WaitGroup
	for w := 0; w < *workers; w++ {
		wg.Add(1)
		go worker(w, *events, st, &wg)
	}
	wg.Wait()
	close(stop)
	snaps := <-done
	elapsed := time.Since(start)

	f, err := os.Create(*out)
	if err != nil {
		log.Fatal(err)
	}
	if err := pprof.Lookup("mutex").WriteTo(f, 0); err != nil {
		log.Fatal(err)
	}
	f.Close()
	fmt.Printf("%d workers x %d events in %v; %d sessions, %d audit records, %d snapshot lines\n",
		*workers, *events, elapsed.Round(time.Millisecond), len(st.sessions.m), st.audit.seq, snaps)
}
