// routeplan: build a random road grid, run Dijkstra from several depots, assign
// deliveries to the nearest depot, then order each depot's stops with a nearest-neighbour
// tour improved by 2-opt, and print a summary.
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 { self.next() % n }
}

struct Graph { n: usize, adj: Vec<Vec<(usize, u32)>>, xy: Vec<(f64, f64)> }

#[inline(never)]
fn build_grid(side: usize, rng: &mut Rng) -> Graph {
    let n = side * side;
    let mut adj = vec![Vec::new(); n];
    let mut xy = Vec::with_capacity(n);
    for i in 0..n {
        xy.push(((i % side) as f64 + rng.below(100) as f64 / 200.0, (i / side) as f64 + rng.below(100) as f64 / 200.0));
    }
    for r in 0..side {
        for c in 0..side {
            let i = r * side + c;
            if c + 1 < side && rng.below(10) != 0 { let w = 5 + rng.below(20) as u32; adj[i].push((i + 1, w)); adj[i + 1].push((i, w)); }
            if r + 1 < side && rng.below(10) != 0 { let w = 5 + rng.below(20) as u32; adj[i].push((i + side, w)); adj[i + side].push((i, w)); }
        }
    }
    Graph { n, adj, xy }
}

#[inline(never)]
fn dijkstra(g: &Graph, src: usize) -> Vec<u32> {
    let mut dist = vec![u32::MAX; g.n];
    let mut heap = BinaryHeap::new();
    dist[src] = 0;
    heap.push(Reverse((0u32, src)));
    while let Some(Reverse((d, u))) = heap.pop() {
        if d > dist[u] { continue; }
        for &(v, w) in &g.adj[u] {
            let nd = d + w;
            if nd < dist[v] { dist[v] = nd; heap.push(Reverse((nd, v))); }
        }
    }
    dist
}

#[inline(never)]
fn assign(stops: &[usize], dists: &[Vec<u32>]) -> HashMap<usize, Vec<usize>> {
    let mut out: HashMap<usize, Vec<usize>> = HashMap::new();
    for &s in stops {
        let mut best = (u32::MAX, 0);
        for (d, dv) in dists.iter().enumerate() { if dv[s] < best.0 { best = (dv[s], d); } }
        out.entry(best.1).or_default().push(s);
    }
    out
}

fn euclid(a: (f64, f64), b: (f64, f64)) -> f64 { ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt() }

#[inline(never)]
fn nearest_neighbour(g: &Graph, start: usize, stops: &[usize]) -> Vec<usize> {
    let mut left: Vec<usize> = stops.to_vec();
    let mut tour = vec![start];
    let mut cur = start;
    while !left.is_empty() {
        let (k, _) = left.iter().enumerate()
            .map(|(k, &s)| (k, euclid(g.xy[cur], g.xy[s])))
            .fold((0, f64::MAX), |a, b| if b.1 < a.1 { b } else { a });
        cur = left.swap_remove(k);
        tour.push(cur);
    }
    tour
}

fn tour_len(g: &Graph, t: &[usize]) -> f64 { t.windows(2).map(|w| euclid(g.xy[w[0]], g.xy[w[1]])).sum() }

#[inline(never)]
fn two_opt(g: &Graph, tour: &mut Vec<usize>) -> u32 {
    let mut improved = true;
    let mut passes = 0;
    while improved && passes < 6 {
        improved = false;
        passes += 1;
        for i in 1..tour.len().saturating_sub(2) {
            for j in i + 1..tour.len() - 1 {
                let (a, b, c, d) = (g.xy[tour[i - 1]], g.xy[tour[i]], g.xy[tour[j]], g.xy[tour[j + 1]]);
                if euclid(a, c) + euclid(b, d) + 1e-9 < euclid(a, b) + euclid(c, d) {
                    tour[i..=j].reverse();
                    improved = true;
                }
            }
        }
    }
    passes
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let rounds: usize = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(4);
    let mut rng = Rng(0x9E3779B97F4A7C15);
    let mut total = 0.0;
    let mut passes = 0;
    for _ in 0..rounds {
        let side = 220;
        let g = build_grid(side, &mut rng);
        let depots: Vec<usize> = (0..6).map(|_| rng.below(g.n as u64) as usize).collect();
        let dists: Vec<Vec<u32>> = depots.iter().map(|&d| dijkstra(&g, d)).collect();
        let stops: Vec<usize> = (0..1800).map(|_| rng.below(g.n as u64) as usize).collect();
        let groups = assign(&stops, &dists);
        let mut keys: Vec<_> = groups.keys().copied().collect();
        keys.sort();
        for k in keys {
            let mut t = nearest_neighbour(&g, depots[k], &groups[&k]);
            passes += two_opt(&g, &mut t);
            total += tour_len(&g, &t);
        }
    }
    println!("rounds={} total_len={:.1} passes={}", rounds, total, passes);
}
