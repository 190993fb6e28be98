// orderpipe: worker goroutines decode JSON order messages, price them,
// route them to a shard and emit a CSV line. Writes its own CPU profile.
package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"hash/fnv"
	"log"
	"math"
	"os"
	"runtime/pprof"
	"strconv"
	"sync"
)

type Line struct {
	SKU   string  `json:"sku"`
	Qty   int     `json:"qty"`
	Price float64 `json:"price"`
}

type Order struct {
	ID       int64             `json:"id"`
	Customer string            `json:"customer"`
	Region   string            `json:"region"`
	Currency string            `json:"currency"`
	Lines    []Line            `json:"lines"`
	Tags     []string          `json:"tags"`
	Meta     map[string]string `json:"meta"`
}

var regions = []string{"eu-west", "us-east", "ap-south", "sa-east"}

func genMessages(n int, seed uint64) [][]byte {
	x := seed
	next := func() uint64 { x ^= x << 13; x ^= x >> 7; x ^= x << 17; return x }
	msgs := make([][]byte, n)
	for i := range msgs {
		b := []byte(`{"id":`)
		b = strconv.AppendInt(b, int64(next()%1e9), 10)
		b = append(b, `,"customer":"cust-`...)
		b = strconv.AppendUint(b, next()%50000, 10)
		b = append(b, `","region":"`...)
		b = append(b, regions[next()%4]...)
		b = append(b, `","currency":"EUR","lines":[`...)
		nl := 2 + int(next()%5)
		for j := 0; j < nl; j++ {
			if j > 0 {
				b = append(b, ',')
			}
			b = append(b, `{"sku":"SKU-`...)
			b = strconv.AppendUint(b, next()%100000, 10)
			b = append(b, `","qty":`...)
			b = strconv.AppendUint(b, 1+next()%9, 10)
			b = append(b, `,"price":`...)
			b = strconv.AppendFloat(b, float64(next()%100000)/100, 'f', 2, 64)
			b = append(b, '}')
		}
		b = append(b, `],"tags":["web","promo"],"meta":{"channel":"app","ab":"b"}}`...)
		msgs[i] = b
	}
	return msgs
}

var requiredFields = []string{"id", "customer", "region", "currency", "lines"}

// validateMessage rejects messages that are missing required fields or carry
// an empty line list, before we commit to decoding them into an Order.
func validateMessage(msg []byte) error {
	var generic map[string]any
	if err := json.Unmarshal(msg, &generic); err != nil {
		return err
	}
	for _, k := range requiredFields {
		if _, ok := generic[k]; !ok {
			return fmt.Errorf("missing field %q", k)
		}
	}
	if lines, ok := generic["lines"].([]any); !ok || len(lines) == 0 {
		return errors.New("order has no lines")
	}
	return nil
}

// decodeStage turns a raw message into an Order.
func decodeStage(msg []byte) (*Order, error) {
	if err := validateMessage(msg); err != nil {
		return nil, err
	}
	var o Order
	if err := json.Unmarshal(msg, &o); err != nil {
		return nil, err
	}
	return &o, nil
}

// priceStage computes the order total with a per-line discount curve and tax.
func priceStage(o *Order) float64 {
	total := 0.0
	for _, l := range o.Lines {
		v := l.Price * float64(l.Qty)
		for k := 0; k < 1000; k++ {
			v = v*0.99995 + math.Sqrt(v+float64(k))*1e-6
		}
		total += v
	}
	switch o.Region {
	case "eu-west":
		total *= 1.2
	case "ap-south":
		total *= 1.18
	}
	return total
}

// routeStage picks a shard from the customer id.
func routeStage(o *Order) uint32 {
	h := fnv.New32a()
	for k := 0; k < 8; k++ {
		h.Write([]byte(o.Customer))
		h.Write([]byte(o.Region))
	}
	return h.Sum32() % 32
}

// emitStage renders the CSV output line.
func emitStage(buf []byte, o *Order, total float64, shard uint32) []byte {
	buf = buf[:0]
	buf = strconv.AppendInt(buf, o.ID, 10)
	buf = append(buf, ',')
	buf = append(buf, o.Customer...)
	buf = append(buf, ',')
	buf = strconv.AppendUint(buf, uint64(shard), 10)
	buf = append(buf, ',')
	buf = strconv.AppendFloat(buf, total, 'f', 2, 64)
	buf = append(buf, '\n')
	return buf
}

func worker(in <-chan []byte, wg *sync.WaitGroup, out *uint64, mu *sync.Mutex) {
	defer wg.Done()
	var buf []byte
	var sum uint64
	for msg := range in {
		o, err := decodeStage(msg)
		if err != nil {
			continue
		}
		total := priceStage(o)
		shard := routeStage(o)
		buf = emitStage(buf, o, total, shard)
		sum += uint64(len(buf)) + uint64(shard)
	}
	mu.Lock()
	*out += sum
	mu.Unlock()
}

func main() {
	n := flag.Int("n", 60000, "messages to process")
	workers := flag.Int("workers", 4, "worker goroutines")
	prof := flag.String("cpuprofile", "cpu.pb.gz", "CPU profile output")
	flag.Parse()

	msgs := genMessages(4096, 0x9E3779B97F4A7C15)
	f, err := os.Create(*prof)
	if err != nil {
		log.Fatal(err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		log.Fatal(err)
	}
	in := make(chan []byte, 256)
	var wg sync.WaitGroup
	var mu sync.Mutex
	var out uint64
	for w := 0; w < *workers; w++ {
		wg.Add(1)
		go worker(in, &wg, &out, &mu)
	}
	for i := 0; i < *n; i++ {
		in <- msgs[i%len(msgs)]
	}
	close(in)
	wg.Wait()
	pprof.StopCPUProfile()
	f.Close()
	fmt.Println("processed", *n, "checksum", out)
}
