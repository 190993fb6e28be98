// Leaderboard workload: generate player records, rank them, then summarise.
// Build with `--features stable_sort` for the "after" variant: rank_players switches
// from slice::sort_unstable_by to slice::sort_by. Nothing else changes.
use std::hint::black_box;

#[derive(Clone, Copy, Debug)]
struct Player {
    id: u64,
    score: u32,
    wins: u32,
    region: u16,
    name: [u8; 14],
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

#[inline(never)]
fn generate_players(rng: &mut Rng, n: usize) -> Vec<Player> {
    let mut v = Vec::with_capacity(n);
    for i in 0..n {
        let r = rng.next();
        let mut name = [b'a'; 14];
        for (k, c) in name.iter_mut().enumerate() {
            *c = b'a' + ((r >> (k * 4)) & 15) as u8;
        }
        v.push(Player {
            id: i as u64,
            score: (r % 100_000) as u32,
            wins: ((r >> 20) % 500) as u32,
            region: ((r >> 40) % 12) as u16,
            name,
        });
    }
    v
}

#[inline(never)]
fn rank_players(v: &mut Vec<Player>) {
    let cmp = |a: &Player, b: &Player| {
        b.score
            .cmp(&a.score)
            .then_with(|| b.wins.cmp(&a.wins))
            .then_with(|| a.name.cmp(&b.name))
    };
    #[cfg(not(feature = "stable_sort"))]
    v.sort_unstable_by(cmp);
    #[cfg(feature = "stable_sort")]
    v.sort_by(cmp);
}

#[inline(never)]
fn region_summary(v: &[Player]) -> [u64; 12] {
    let mut acc = [0u64; 12];
    for (rank, p) in v.iter().enumerate() {
        let mut h = p.id.wrapping_mul(0x9E3779B97F4A7C15);
        for _ in 0..24 {
            h = h.rotate_left(7) ^ (rank as u64).wrapping_add(p.score as u64);
        }
        acc[p.region as usize] = acc[p.region as usize].wrapping_add(h & 0xffff);
    }
    acc
}

#[inline(never)]
fn format_top(v: &[Player], k: usize) -> usize {
    let mut total = 0;
    for p in v.iter().take(k) {
        let s = format!("{} {} {} {}", p.id, p.score, p.wins, String::from_utf8_lossy(&p.name));
        total += s.len();
    }
    total
}

fn main() {
    let seed: u64 = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(7);
    let rounds: usize = std::env::args().nth(2).and_then(|s| s.parse().ok()).unwrap_or(4);
    let mut rng = Rng(seed | 1);
    let mut out = 0u64;
    for _ in 0..rounds {
        let mut v = generate_players(&mut rng, 1_500_000);
        rank_players(&mut v);
        let s = region_summary(&v);
        out = out.wrapping_add(s.iter().sum::<u64>()) ^ format_top(&v, 2000) as u64;
        black_box(&v);
    }
    println!("{}", out);
}
