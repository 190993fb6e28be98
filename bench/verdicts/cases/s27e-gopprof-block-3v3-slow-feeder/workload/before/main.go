// Pipeline: feed (1 goroutine) -> tokenize (4 workers) -> tally (1 goroutine).
// Runs for a fixed wall-clock duration, then writes the block profile.
package main

import (
	"flag"
	"fmt"
	"hash/fnv"
	"os"
	"runtime"
	"runtime/pprof"
	"strings"
	"sync"
	"time"
)

// feedCost is the number of mixing rounds the feeder does per record.
const feedCost = 2

type record struct {
	id   int
	text string
}

var words = strings.Fields("alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigma tau upsilon")

func makeText(id int, seed uint32) string {
	var b strings.Builder
	for k := 0; k < 24; k++ {
		seed = seed*1664525 + 1013904223
		b.WriteString(words[(int(seed>>16)+id)%len(words)])
		b.WriteByte(' ')
	}
	return b.String()
}

func feed(out chan<- record, stop <-chan struct{}) {
	defer close(out)
	seed := uint32(7)
	for id := 0; ; id++ {
		for r := 0; r < feedCost; r++ {
			h := fnv.New32a()
			h.Write([]byte(makeText(id, seed)))
			seed ^= h.Sum32()
		}
		select {
		case <-stop:
			return
		case out <- record{id, makeText(id, seed)}:
		}
	}
}

func tokenize(in <-chan record, out chan<- int, wg *sync.WaitGroup) {
	defer wg.Done()
	n := 0
	for rec := range in {
		for i := 0; i < 6; i++ {
			for _, w := range strings.Fields(rec.text) {
				h := fnv.New64a()
				h.Write([]byte(w))
				n += int(h.Sum64() & 7)
			}
		}
	}
	out <- n // one partial sum per worker, sent when the input is drained
}

func tally(in <-chan int, done chan<- int) {
	total := 0
	for n := range in {
		total += n
	}
	done <- total
}

func main() {
	dur := flag.Duration("d", 3*time.Second, "run time")
	outPath := flag.String("o", "block.pb.gz", "block profile output")
	flag.Parse()
	runtime.SetBlockProfileRate(1)

	recs := make(chan record, 64)
	counts := make(chan int, 64)
	done := make(chan int)
	stop := make(chan struct{})
	var wg sync.WaitGroup

	go feed(recs, stop)
	for w := 0; w < 4; w++ {
		wg.Add(1)
		go tokenize(recs, counts, &wg)
	}
	go tally(counts, done)

	time.Sleep(*dur)
	close(stop)
	wg.Wait()
	close(counts)
	total := <-done

	f, err := os.Create(*outPath)
	if err != nil {
		panic(err)
	}
	if err := pprof.Lookup("block").WriteTo(f, 0); err != nil {
		panic(err)
	}
	f.Close()
	fmt.Println("total", total)
}
