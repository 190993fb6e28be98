// sessions: aggregates a stream of web events per (user, page) key.
// Per event: make_event (synthesise a log line), parse_event (split + parse numbers),
// tally_event (HashMap<u64, Stats> update keyed by user*page), then a final report.
// AFTER: the HashMaps use a small multiply-xorshift hasher written here (keys are
//        internal integer ids, so HashDoS resistance is not needed).
use std::collections::HashMap;
use std::fmt::Write as _;
use std::hash::{BuildHasherDefault, Hasher};

/// FxHash-style hasher for integer keys: one multiply per word.
#[derive(Default)]
struct FastHasher(u64);
impl Hasher for FastHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut w = [0u8; 8];
            w[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(w));
        }
    }
    #[inline]
    fn write_u32(&mut self, i: u32) { self.write_u64(i as u64) }
    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.0 = (self.0.rotate_left(5) ^ i).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    #[inline]
    fn finish(&self) -> u64 { self.0 ^ (self.0 >> 29) }
}
type FastBuild = BuildHasherDefault<FastHasher>;

#[derive(Default, Clone, Copy)]
struct Stats { hits: u32, bytes: u64, max_ms: u32 }

type Map<K, V> = HashMap<K, V, FastBuild>;
fn new_map<K, V>() -> Map<K, V> { HashMap::default() }

struct Event { user: u32, page: u32, bytes: u32, ms: u32 }

#[inline(never)]
fn make_event(i: u64, line: &mut String) {
    let mut x = i.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    x ^= x >> 31;
    line.clear();
    let _ = write!(line, "u{} GET /p/{} {} {}ms", (x >> 8) % 600, (x >> 40) % 16, (x >> 16) % 30_000, (x >> 50) % 900);
}

#[inline(never)]
fn parse_event(line: &str) -> Event {
    let mut it = line.split(' ');
    let user = it.next().unwrap()[1..].parse().unwrap();
    let _method = it.next();
    let page = it.next().unwrap()[3..].parse().unwrap();
    let bytes = it.next().unwrap().parse().unwrap();
    let ms = it.next().unwrap().trim_end_matches("ms").parse().unwrap();
    Event { user, page, bytes, ms }
}

#[inline(never)]
fn tally_event(per_key: &mut Map<u64, Stats>, per_user: &mut Map<u32, u32>, ev: &Event) {
    let key = (ev.user as u64) << 8 | ev.page as u64;
    let s = per_key.entry(key).or_default();
    s.hits += 1;
    s.bytes += ev.bytes as u64;
    s.max_ms = s.max_ms.max(ev.ms);
    *per_user.entry(ev.user).or_insert(0) += 1;
}

#[inline(never)]
fn report(per_key: &Map<u64, Stats>, per_user: &Map<u32, u32>) -> (u64, u32, usize) {
    let bytes: u64 = per_key.values().map(|s| s.bytes).sum();
    let busiest = per_user.values().copied().max().unwrap_or(0);
    (bytes, busiest, per_key.len())
}

fn main() {
    let n: u64 = std::env::args().nth(1).map(|s| s.parse().unwrap()).unwrap_or(6_000_000);
    let mut per_key: Map<u64, Stats> = new_map();
    let mut per_user: Map<u32, u32> = new_map();
    let mut line = String::with_capacity(64);
    for i in 0..n {
        make_event(i, &mut line);
        let ev = parse_event(&line);
        tally_event(&mut per_key, &mut per_user, &ev);
    }
    let (bytes, busiest, keys) = report(&per_key, &per_user);
    println!("events={} keys={} users={} bytes={} busiest={}", n, keys, per_user.len(), bytes, busiest);
}
