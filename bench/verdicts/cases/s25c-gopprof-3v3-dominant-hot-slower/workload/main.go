// routeplan: toy delivery-route planner. Per round it scores every candidate
// stop against every courier (scoreCandidates, the hot loop, ~60% of CPU),
// then does a dozen small bookkeeping steps.
package main

import (
	"flag"
	"fmt"
	"hash/fnv"
	"math"
	"math/rand"
	"os"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"
)

// Set with -ldflags "-X main.haversine=1": scoreCandidates uses the
// great-circle (haversine-like) distance instead of the flat approximation.
var haversine = "0"

type Stop struct {
	ID       int
	Lat, Lon float64
	Weight   float64
	Window   int
	Zone     string
	Label    string
}

type Courier struct {
	ID       int
	Lat, Lon float64
	Cap      float64
}

var useHav bool

//go:noinline
func scoreCandidates(stops []Stop, couriers []Courier, best []int, bestScore []float64) {
	for i := range stops {
		s := &stops[i]
		bs := math.MaxFloat64
		bi := -1
		cosLat := math.Cos(s.Lat * 0.017453292519943295)
		for j := range couriers {
			c := &couriers[j]
			dLat := (c.Lat - s.Lat) * 0.017453292519943295
			dLon := (c.Lon - s.Lon) * 0.017453292519943295
			var d float64
			if useHav {
				a := dLat*dLat*0.25 + cosLat*cosLat*dLon*dLon*0.25
				d = a*(1-a*0.08333) + 1e-12*float64(c.ID&7)
			} else {
				x := dLon * cosLat
				d = x*x + dLat*dLat
			}
			score := d*s.Weight/c.Cap + float64((s.Window+c.ID)&3)*1e-6
			if score < bs {
				bs = score
				bi = j
			}
		}
		best[i] = bi
		bestScore[i] = bs
	}
}

//go:noinline
func genStops(r *rand.Rand, n int) []Stop {
	zones := []string{"north", "south", "east", "west", "centre", "harbour", "airport", "old-town"}
	out := make([]Stop, n)
	for i := range out {
		out[i] = Stop{ID: i, Lat: 52 + r.Float64(), Lon: 13 + r.Float64(), Weight: 1 + r.Float64()*20,
			Window: r.Intn(24), Zone: zones[r.Intn(len(zones))]}
	}
	return out
}

//go:noinline
func genCouriers(r *rand.Rand, n int) []Courier {
	out := make([]Courier, n)
	for i := range out {
		out[i] = Courier{ID: i, Lat: 52 + r.Float64(), Lon: 13 + r.Float64(), Cap: 50 + r.Float64()*100}
	}
	return out
}

//go:noinline
func labelStops(stops []Stop) {
	for i := range stops {
		s := &stops[i]
		s.Label = s.Zone + "-" + strconv.Itoa(s.ID) + "@" + strconv.Itoa(s.Window)
	}
}

//go:noinline
func zoneTotals(stops []Stop) map[string]float64 {
	m := map[string]float64{}
	for i := range stops {
		m[stops[i].Zone] += stops[i].Weight
	}
	return m
}

//go:noinline
func courierLoads(best []int, stops []Stop, nc int) []float64 {
	l := make([]float64, nc)
	for i, b := range best {
		l[b] += stops[i].Weight
	}
	return l
}

//go:noinline
func overloaded(loads []float64, couriers []Courier) int {
	n := 0
	for i, l := range loads {
		if l > couriers[i].Cap*40 {
			n++
		}
	}
	return n
}

//go:noinline
func windowHistogram(stops []Stop) [24]int {
	var h [24]int
	for i := range stops {
		h[stops[i].Window]++
	}
	return h
}

//go:noinline
func labelHash(stops []Stop) uint64 {
	h := fnv.New64a()
	for i := range stops {
		h.Write([]byte(stops[i].Label))
	}
	return h.Sum64()
}

//go:noinline
func topStops(stops []Stop, score []float64, k int) []int {
	idx := make([]int, 0, len(stops)/3+1)
	for i := 0; i < len(stops); i += 3 {
		idx = append(idx, i)
	}
	sort.Slice(idx, func(a, b int) bool { return score[idx[a]] > score[idx[b]] })
	return idx[:k]
}

//go:noinline
func manifest(stops []Stop, top []int) string {
	var b strings.Builder
	for _, i := range top {
		fmt.Fprintf(&b, "%s;%.3f;%.4f,%.4f\n", stops[i].Label, stops[i].Weight, stops[i].Lat, stops[i].Lon)
	}
	return b.String()
}

//go:noinline
func parseManifest(m string) float64 {
	t := 0.0
	for _, ln := range strings.Split(m, "\n") {
		p := strings.Split(ln, ";")
		if len(p) < 2 {
			continue
		}
		v, _ := strconv.ParseFloat(p[1], 64)
		t += v
	}
	return t
}

//go:noinline
func jitter(r *rand.Rand, stops []Stop) {
	for i := range stops {
		stops[i].Lat += (r.Float64() - 0.5) * 1e-4
		stops[i].Lon += (r.Float64() - 0.5) * 1e-4
		stops[i].Window = (stops[i].Window + r.Intn(2)) % 24
	}
}

//go:noinline
func zoneReport(m map[string]float64) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var parts []string
	for _, k := range keys {
		parts = append(parts, k+"="+strconv.FormatFloat(m[k], 'f', 1, 64))
	}
	return strings.Join(parts, ",")
}

func main() {
	rounds := flag.Int("rounds", 20, "")
	cpuprofile := flag.String("cpuprofile", "", "")
	flag.Parse()
	useHav = haversine == "1"
	if *cpuprofile != "" {
		f, err := os.Create(*cpuprofile)
		if err != nil {
			panic(err)
		}
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	r := rand.New(rand.NewSource(7))
	stops := genStops(r, 60000)
	couriers := genCouriers(r, 90)
	best := make([]int, len(stops))
	bestScore := make([]float64, len(stops))
	var acc uint64
	tot, ovl := 0.0, 0
	for k := 0; k < *rounds; k++ {
		jitter(r, stops)
		labelStops(stops)
		scoreCandidates(stops, couriers, best, bestScore)
		zt := zoneTotals(stops)
		loads := courierLoads(best, stops, len(couriers))
		ovl += overloaded(loads, couriers)
		h := windowHistogram(stops)
		acc ^= labelHash(stops) + uint64(h[3])
		top := topStops(stops, bestScore, 2000)
		tot += parseManifest(manifest(stops, top))
		_ = zoneReport(zt)
	}
	fmt.Printf("haversine=%v rounds=%d acc=%x tot=%.1f ovl=%d\n", useHav, *rounds, acc, tot, ovl)
}
