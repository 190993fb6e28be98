// Small log-crunching job with three worker functions.
// `after` variant: tokenize_lines does 40% more passes (14 instead of 10 per batch); everything else identical.
use std::hint::black_box;

#[inline(never)]
fn checksum_block(buf: &[u8], rounds: u32) -> u64 {
    let mut h: u64 = 0xcbf29ce484222325;
    for _ in 0..rounds {
        for &b in buf {
            h ^= b as u64;
            h = h.wrapping_mul(0x100000001b3);
        }
    }
    h
}

#[inline(never)]
fn tokenize_lines(text: &[u8], passes: u32) -> u64 {
    let mut total: u64 = 0;
    for _ in 0..passes {
        let mut in_word = false;
        let mut words = 0u64;
        let mut digits = 0u64;
        for &c in black_box(text) {
            let is_word = c.is_ascii_alphanumeric() || c == b'_';
            if is_word && !in_word { words += 1; }
            if c.is_ascii_digit() { digits += 1; }
            in_word = is_word;
        }
        total = total.wrapping_add(words * 31 + digits);
    }
    total
}

#[inline(never)]
fn score_matrix(a: &[f64], b: &[f64], n: usize) -> f64 {
    let mut s = 0.0;
    for i in 0..n {
        for j in 0..n {
            let mut acc = 0.0;
            for k in 0..n {
                acc += a[i * n + k] * b[k * n + j];
            }
            s += acc;
        }
    }
    s
}

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13; self.0 ^= self.0 >> 7; self.0 ^= self.0 << 17; self.0
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let variant = args.get(1).map(|s| s.as_str()).unwrap_or("before");
    let batches: u32 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(180);
    let token_passes: u32 = match variant { "after" => 14, _ => 10 };
    let mut rng = Rng(0x2545F4914F6CDD1D);
    let alphabet = b"abcdefghij klmnop0123456789_ \n,.;";
    let text: Vec<u8> = (0..100_000).map(|_| alphabet[(rng.next() % alphabet.len() as u64) as usize]).collect();
    let block: Vec<u8> = (0..262_144).map(|_| rng.next() as u8).collect();
    let n = 160;
    let a: Vec<f64> = (0..n * n).map(|_| (rng.next() % 1000) as f64 / 1000.0).collect();
    let b: Vec<f64> = (0..n * n).map(|_| (rng.next() % 1000) as f64 / 1000.0).collect();
    let mut sink = 0u64;
    for _ in 0..batches {
        sink = sink.wrapping_add(checksum_block(black_box(&block), 16));
        sink = sink.wrapping_add(tokenize_lines(black_box(&text), token_passes));
        sink = sink.wrapping_add(score_matrix(black_box(&a), black_box(&b), n) as u64);
    }
    println!("variant={} batches={} token_passes={} sink={}", variant, batches, token_passes, sink);
}
