package main

import (
	"fmt"
	"hash/crc32"
	"os"
	"runtime/pprof"
	"strconv"
	"strings"
)

type order struct {
	sku   string
	qty   int
	price float64
}

var discountCache = map[string]float64{}

// discountFor derives a per-SKU discount from an expensive key-stretching hash.
// The result is cached per SKU.
//
//go:noinline
func discountFor(sku string) float64 {
	if d, ok := discountCache[sku]; ok {
		return d
	}
	h := uint64(14695981039346656037)
	for r := 0; r < 60; r++ {
		for i := 0; i < len(sku); i++ {
			h ^= uint64(sku[i])
			h *= 1099511628211
		}
		h ^= h >> 31
	}
	d := float64(h%30) / 100.0
	discountCache[sku] = d
	return d
}

//go:noinline
func parseOrder(line string) order {
	f := strings.Split(line, ",")
	q, _ := strconv.Atoi(f[1])
	p, _ := strconv.ParseFloat(f[2], 64)
	return order{sku: f[0], qty: q, price: p}
}

//go:noinline
func encodeInvoice(o order, d float64, buf []byte) []byte {
	buf = buf[:0]
	buf = append(buf, o.sku...)
	buf = append(buf, '|')
	buf = strconv.AppendInt(buf, int64(o.qty), 10)
	buf = append(buf, '|')
	buf = strconv.AppendFloat(buf, float64(o.qty)*o.price*(1-d), 'f', 2, 64)
	return buf
}

//go:noinline
func checksum(b []byte) uint32 {
	var c uint32
	for r := 0; r < 40; r++ {
		c = crc32.Update(c, crc32.IEEETable, b)
	}
	return c
}

func makeLines(n int) []string {
	lines := make([]string, n)
	x := uint32(12345)
	for i := range lines {
		x = x*1664525 + 1013904223
		sku := fmt.Sprintf("SKU-%05d", x%500)
		x = x*1664525 + 1013904223
		lines[i] = fmt.Sprintf("%s,%d,%d.%02d", sku, 1+x%20, 5+x%300, x%100)
	}
	return lines
}

func run(lines []string, rounds int) uint32 {
	var acc uint32
	buf := make([]byte, 0, 128)
	for r := 0; r < rounds; r++ {
		for _, l := range lines {
			o := parseOrder(l)
			d := discountFor(o.sku)
			buf = encodeInvoice(o, d, buf)
			acc += checksum(buf)
		}
	}
	return acc
}

func main() {
	out := os.Args[1]
	rounds := 24
	if len(os.Args) > 2 {
		rounds, _ = strconv.Atoi(os.Args[2])
	}
	lines := makeLines(50000)
	f, err := os.Create(out)
	if err != nil {
		panic(err)
	}
	pprof.StartCPUProfile(f)
	acc := run(lines, rounds)
	pprof.StopCPUProfile()
	f.Close()
	fmt.Println("acc", acc)
}
