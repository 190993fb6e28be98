//! Request-latency statistics over a synthetic access log, split across 4 worker threads.
//! before (default): each worker accumulates into a thread-local `Stats`, merged at the end.
//! after (--features shared_lock): every parsed item updates one shared `Arc<Mutex<Stats>>`.
//! Same input (seeded), same printed result.
#[cfg(feature = "shared_lock")]
use std::sync::{Arc, Mutex};
use std::thread;

const WORKERS: usize = 4;
const ROUTES: usize = 64;

#[derive(Clone)]
struct Stats {
    count: [u64; ROUTES],
    total_us: [u64; ROUTES],
    max_us: [u64; ROUTES],
    buckets: [[u32; 16]; ROUTES],
    errors: u64,
}

impl Stats {
    fn new() -> Self {
        Stats { count: [0; ROUTES], total_us: [0; ROUTES], max_us: [0; ROUTES], buckets: [[0; 16]; ROUTES], errors: 0 }
    }
    #[inline(never)]
    fn add(&mut self, e: &Entry) {
        let r = e.route;
        self.count[r] += 1;
        self.total_us[r] += e.latency_us;
        if e.latency_us > self.max_us[r] { self.max_us[r] = e.latency_us; }
        let b = (64 - e.latency_us.leading_zeros()).min(15) as usize;
        self.buckets[r][b] += 1;
        if e.status >= 500 { self.errors += 1; }
    }
    #[inline(never)]
    fn merge(&mut self, o: &Stats) {
        for r in 0..ROUTES {
            self.count[r] += o.count[r];
            self.total_us[r] += o.total_us[r];
            self.max_us[r] = self.max_us[r].max(o.max_us[r]);
            for b in 0..16 { self.buckets[r][b] += o.buckets[r][b]; }
        }
        self.errors += o.errors;
    }
}

struct Entry { route: usize, latency_us: u64, status: u32 }

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 { let mut x = self.0; x ^= x << 13; x ^= x >> 7; x ^= x << 17; self.0 = x; x }
}

#[inline(never)]
fn format_line(rng: &mut Rng, buf: &mut String) {
    use std::fmt::Write;
    buf.clear();
    let x = rng.next();
    let route = x % ROUTES as u64;
    let lat = (x >> 8) % 250_000 + 40;
    let status = if (x >> 40) % 97 == 0 { 503 } else { 200 };
    write!(buf, "GET /api/v1/r{} {} {}us", route, status, lat).unwrap();
}

#[inline(never)]
fn parse_number(s: &str) -> u64 {
    s.bytes().take_while(|b| b.is_ascii_digit()).fold(0u64, |a, b| a * 10 + (b - b'0') as u64)
}

#[inline(never)]
fn parse_line(line: &str) -> Option<Entry> {
    let mut it = line.split(' ');
    let _method = it.next()?;
    let path = it.next()?;
    let status = parse_number(it.next()?) as u32;
    let lat = parse_number(it.next()?);
    let route = parse_number(path.rsplit('r').next()?) as usize;
    Some(Entry { route: route % ROUTES, latency_us: lat, status })
}

#[cfg(not(feature = "shared_lock"))]
fn worker(id: usize, items: usize) -> Stats {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15 ^ (id as u64 + 1) * 0xD1B5_4A32_D192_ED03);
    let mut local = Stats::new();
    let mut buf = String::with_capacity(64);
    for _ in 0..items {
        format_line(&mut rng, &mut buf);
        if let Some(e) = parse_line(&buf) { record_local(&mut local, &e); }
    }
    local
}

#[cfg(not(feature = "shared_lock"))]
#[inline(never)]
fn record_local(local: &mut Stats, e: &Entry) { local.add(e); }

#[cfg(feature = "shared_lock")]
fn worker(id: usize, items: usize, shared: &Arc<Mutex<Stats>>) {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15 ^ (id as u64 + 1) * 0xD1B5_4A32_D192_ED03);
    let mut buf = String::with_capacity(64);
    for _ in 0..items {
        format_line(&mut rng, &mut buf);
        if let Some(e) = parse_line(&buf) { record_shared(shared, &e); }
    }
}

#[cfg(feature = "shared_lock")]
#[inline(never)]
fn record_shared(shared: &Arc<Mutex<Stats>>, e: &Entry) {
    let mut g = shared.lock().unwrap();
    g.add(e);
}

#[inline(never)]
fn report(s: &Stats) {
    let mut total: u64 = 0; let mut weighted: u64 = 0;
    for r in 0..ROUTES {
        total += s.count[r];
        weighted = weighted.wrapping_mul(31).wrapping_add(s.total_us[r] ^ s.max_us[r]);
        for b in 0..16 { weighted = weighted.wrapping_add(s.buckets[r][b] as u64 * (b as u64 + 1)); }
    }
    println!("items={} errors={} digest={:016x}", total, s.errors, weighted);
}

fn main() {
    let items: usize = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(1_000_000);
    #[cfg(not(feature = "shared_lock"))]
    {
        let handles: Vec<_> = (0..WORKERS).map(|id| thread::spawn(move || worker(id, items))).collect();
        let mut total = Stats::new();
        for h in handles { total.merge(&h.join().unwrap()); }
        report(&total);
    }
    #[cfg(feature = "shared_lock")]
    {
        let shared = Arc::new(Mutex::new(Stats::new()));
        let handles: Vec<_> = (0..WORKERS).map(|id| { let s = Arc::clone(&shared); thread::spawn(move || worker(id, items, &s)) }).collect();
        for h in handles { h.join().unwrap(); }
        let total = shared.lock().unwrap().clone();
        let mut merged = Stats::new(); merged.merge(&total);
        report(&merged);
    }
}
