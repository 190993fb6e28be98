// ingest: a batch ingestion job whose allocation profile is the profile.
// Per batch: makeEvents (small structs), labelEvents (strings), tagEvents
// (many small Tag structs and strings), encodeRecords (medium []byte buffers,
// a few KB each, for buy/cart events), compressFrames (large 64 KB+ scratch
// buffers), indexEvents (map + small slices).
// At the end writes pprof.Lookup("allocs") (alloc_* and inuse_*).
package main

import (
	"flag"
	"fmt"
	"hash/crc32"
	"log"
	"os"
	"runtime"
	"runtime/pprof"
	"strconv"
)

type Event struct {
	ID      int64
	User    int32
	Kind    uint8
	Value   float64
	Label   string
	Payload []byte
	Tags    []*Tag
}

var (
	sink     []*Event         // retained: part of inuse at the end
	recent   [64][]byte       // ring of recently encoded records
	frames   [8][]byte        // ring of recently compressed frames
	index    map[string][]int64
	checksum uint32
)

type Tag struct {
	Key    string
	Val    string
	Weight float64
}

type rng struct{ s uint64 }

func (r *rng) next() uint64 {
	r.s ^= r.s << 13
	r.s ^= r.s >> 7
	r.s ^= r.s << 17
	return r.s
}

//go:noinline
func makeEvents(r *rng, n int, base int64) []*Event {
	evs := make([]*Event, 0, n)
	for i := 0; i < n; i++ {
		x := r.next()
		evs = append(evs, &Event{ID: base + int64(i), User: int32(x % 50000), Kind: uint8(x >> 20 % 6), Value: float64(x%100000) / 100})
	}
	return evs
}

//go:noinline
func labelEvents(evs []*Event) {
	kinds := [...]string{"click", "view", "buy", "cart", "search", "share"}
	for _, e := range evs {
		e.Label = kinds[e.Kind] + ":" + strconv.Itoa(int(e.User)) + "/" + strconv.FormatInt(e.ID, 36)
	}
}

//go:noinline
func tagEvents(evs []*Event) {
	keys := [...]string{"region", "device", "os", "app", "ver", "ab", "ref", "lang", "tz", "net", "plan", "seg"}
	for _, e := range evs {
		tags := make([]*Tag, 0, len(keys))
		for k, key := range keys {
			v := strconv.Itoa(int(e.User)*31 + k)
			tags = append(tags, &Tag{Key: key, Val: v, Weight: float64(k) * e.Value})
		}
		e.Tags = tags
	}
}

// encodeRecords serialises each buy/cart event into its own buffer of a few KB.
//
//go:noinline
func encodeRecords(evs []*Event) {
	for i, e := range evs {
		if e.Kind != 2 && e.Kind != 3 {
			e.Payload = []byte(e.Label)
			continue
		}
		size := 1024 + (i%4)*1024 // 1-4 KB
		buf := make([]byte, 0, 3*size) // 3x the capacity
		buf = append(buf, e.Label...)
		buf = strconv.AppendInt(buf, e.ID, 10)
		buf = strconv.AppendFloat(buf, e.Value, 'f', 2, 64)
		for len(buf) < size/2 {
			buf = append(buf, byte(len(buf)))
		}
		e.Payload = buf[:48]
		recent[i%len(recent)] = buf
		checksum ^= crc32.ChecksumIEEE(buf[:64])
	}
}

// compressFrames fills large scratch buffers (64 KB+) from the payloads.
//
//go:noinline
func compressFrames(evs []*Event, batch int) {
	size := 64<<10 + (batch%3)*32<<10
	for start := 0; start < len(evs); start += 50 {
		out := make([]byte, 0, size)
		for j := start; j < start+50 && j < len(evs); j++ {
			for _, c := range evs[j].Payload {
				out = append(out, c^byte(j), c)
			}
		}
		frames[(start/50)%len(frames)] = out
		checksum ^= crc32.ChecksumIEEE(out)
	}
}

//go:noinline
func indexEvents(evs []*Event) {
	for _, e := range evs {
		key := "u" + strconv.Itoa(int(e.User%2000))
		index[key] = append(index[key], e.ID)
		if len(index[key]) > 32 {
			index[key] = index[key][16:]
		}
	}
}

func main() {
	runtime.MemProfileRate = 4096
	batches := flag.Int("batches", 60, "number of batches")
	per := flag.Int("n", 4000, "events per batch")
	out := flag.String("o", "allocs.pb.gz", "allocation profile output")
	flag.Parse()

	index = make(map[string][]int64)
	r := &rng{s: 0x9e3779b97f4a7c15}
	for b := 0; b < *batches; b++ {
		evs := makeEvents(r, *per, int64(b)*int64(*per))
		labelEvents(evs)
		tagEvents(evs)
		encodeRecords(evs)
		compressFrames(evs, b)
		indexEvents(evs)
		sink = append(sink, evs[:*per/20]...) // keep 5% of every batch
	}
	fmt.Printf("batches=%d events=%d retained=%d keys=%d checksum=%08x\n",
		*batches, *batches**per, len(sink), len(index), checksum)

	f, err := os.Create(*out)
	if err != nil {
		log.Fatal(err)
	}
	if err := pprof.Lookup("allocs").WriteTo(f, 0); err != nil {
		log.Fatal(err)
	}
	f.Close()
}
