// roster: parses a synthetic member roster, sorts members by case-insensitive
// name, groups them by region and prints a checksum report.
// Stage functions are #[inline(never)] so each stage keeps its own frame in profiles.
// Build with --cfg after to get the regressed sort (key allocated per comparison).
use std::collections::HashMap;
use std::env;
use std::fmt::Write as _;

#[derive(Clone, Debug)]
struct Member {
    id: u64,
    name: String,
    region: String,
    score: i64,
    visits: u32,
}

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

const SYLL: [&str; 16] = [
    "ka", "Lo", "mi", "Ra", "ten", "Su", "vor", "El", "an", "Qui", "do", "Be", "zar", "Ny", "ol", "Tha",
];
const REGIONS: [&str; 6] = ["north", "south", "east", "west", "central", "islands"];

#[inline(never)]
fn generate_csv(rng: &mut Rng, n: usize) -> String {
    let mut out = String::with_capacity(n * 48);
    for i in 0..n {
        let parts = 2 + (rng.next() % 3) as usize;
        let mut name = String::new();
        for _ in 0..parts {
            name.push_str(SYLL[(rng.next() % 16) as usize]);
        }
        name.push(' ');
        for _ in 0..parts {
            name.push_str(SYLL[(rng.next() % 16) as usize]);
        }
        let region = REGIONS[(rng.next() % 6) as usize];
        let score = (rng.next() % 20000) as i64 - 5000;
        let visits = (rng.next() % 400) as u32;
        let _ = writeln!(out, "{},{},{},{},{}", i as u64 * 7 + 3, name, region, score, visits);
    }
    out
}

fn parse_field<T: std::str::FromStr>(s: Option<&str>) -> Option<T> {
    s.and_then(|v| v.trim().parse().ok())
}

fn parse_line(line: &str) -> Option<Member> {
    let mut it = line.split(',');
    let id = parse_field(it.next())?;
    let name = it.next()?.trim().to_string();
    let region = it.next()?.trim().to_string();
    let score = parse_field(it.next())?;
    let visits = parse_field(it.next())?;
    Some(Member { id, name, region, score, visits })
}

#[inline(never)]
fn parse_roster(text: &str) -> Vec<Member> {
    text.lines().filter_map(parse_line).collect()
}

#[cfg(not(after))]
#[inline(never)]
fn sort_members(members: &mut Vec<Member>) {
    members.sort_by_cached_key(|m| m.name.to_lowercase());
}

#[cfg(after)]
#[inline(never)]
fn sort_members(members: &mut Vec<Member>) {
    members.sort_by_key(|m| m.name.to_lowercase());
}

struct RegionStats {
    count: u64,
    total_score: i64,
    total_visits: u64,
    first: String,
}

#[inline(never)]
fn group_by_region(members: &[Member]) -> HashMap<String, RegionStats> {
    let mut map: HashMap<String, RegionStats> = HashMap::new();
    for m in members {
        let e = map.entry(m.region.clone()).or_insert_with(|| RegionStats {
            count: 0,
            total_score: 0,
            total_visits: 0,
            first: m.name.clone(),
        });
        e.count += 1;
        e.total_score += m.score;
        e.total_visits += m.visits as u64;
    }
    map
}

#[inline(never)]
fn render_report(members: &[Member], stats: &HashMap<String, RegionStats>) -> String {
    let mut out = String::new();
    let mut keys: Vec<&String> = stats.keys().collect();
    keys.sort();
    for k in keys {
        let s = &stats[k];
        let _ = writeln!(out, "{:<8} n={} score={} visits={} first={}", k, s.count, s.total_score, s.total_visits, s.first);
    }
    for m in members.iter().step_by(997) {
        let _ = writeln!(out, "{:>8} {:<24} {:>6}", m.id, m.name, m.score);
    }
    out
}

fn checksum(s: &str) -> u64 {
    s.bytes().fold(1469598103934665603u64, |h, b| (h ^ b as u64).wrapping_mul(1099511628211))
}

#[inline(never)]
fn process_batch(seed: u64, n: usize) -> u64 {
    let mut rng = Rng(seed);
    let csv = generate_csv(&mut rng, n);
    let mut members = parse_roster(&csv);
    sort_members(&mut members);
    let stats = group_by_region(&members);
    let report = render_report(&members, &stats);
    checksum(&report) ^ members.len() as u64
}

fn main() {
    let args: Vec<String> = env::args().collect();
    let batches: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(20);
    let n: usize = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(40000);
    let mut acc = 0u64;
    for b in 0..batches {
        acc = acc.wrapping_mul(31).wrapping_add(process_batch(0x9E3779B97F4A7C15 ^ (b + 1), n));
    }
    println!("batches={} n={} checksum={:016x}", batches, n, acc);
}
