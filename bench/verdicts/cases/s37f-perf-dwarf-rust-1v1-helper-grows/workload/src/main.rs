//! blockscan: fills blocks of pseudo-random words, checksums every block with a
//! small per-word mixing helper, then classifies the words of each block (top two bits, set-bit count).
//!
//! before: `mix_word` does one mixing round per word.
//! after (`--features double_mix`): `mix_word` does two rounds per word,
//!        i.e. ~2x the helper's work. `mix_word` is small and the compiler
//!        inlines it into its caller `checksum_block`.
//!
//! usage: blockscan <blocks>

use std::env;

const WORDS: usize = 4096;

// stage function: kept out of line so each stage is its own frame
#[inline(never)]
fn fill_block(block: &mut [u64], seed: u64) {
    let mut x = seed | 1;
    for w in block.iter_mut() {
        // xorshift64*
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        *w = x.wrapping_mul(0x2545F4914F6CDD1D);
    }
}

#[inline]
fn mix_word(acc: u64, w: u64) -> u64 {
    let mut h = (acc ^ w).wrapping_mul(0x9E3779B97F4A7C15);
    h ^= h >> 29;
    h = h.wrapping_mul(0xBF58476D1CE4E5B9);
    h ^= h >> 32;
    if cfg!(feature = "double_mix") {
        h = h.wrapping_mul(0x94D049BB133111EB);
        h ^= h >> 29;
        h = h.wrapping_mul(0xBF58476D1CE4E5B9);
        h ^= h >> 32;
    }
    h
}

// stage function: kept out of line so each stage is its own frame
#[inline(never)]
fn checksum_block(block: &[u64]) -> u64 {
    let mut acc = 0x243F6A8885A308D3u64;
    for &w in block {
        acc = mix_word(acc, w);
    }
    acc
}

// stage function: kept out of line so each stage is its own frame
#[inline(never)]
fn classify_block(block: &[u64]) -> ([u32; 4], u32) {
    // word classes by the top two bits, plus the total number of set bits
    let mut classes = [0u32; 4];
    let mut ones = 0u32;
    for &w in block {
        classes[(w >> 62) as usize] += 1;
        ones = ones.wrapping_add(w.count_ones());
    }
    (classes, ones)
}

fn main() {
    let blocks: u64 = env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(200_000);
    let mut block = vec![0u64; WORDS];
    let mut digest = 0u64;
    let mut classes = [0u64; 4];
    let mut ones = 0u64;
    for i in 0..blocks {
        fill_block(&mut block, i.wrapping_mul(0x9E3779B97F4A7C15));
        digest ^= checksum_block(&block);
        let (c, o) = classify_block(&block);
        ones += o as u64;
        for k in 0..4 {
            classes[k] += c[k] as u64;
        }
    }
    println!(
        "mode={} blocks={} digest={:016x} classes={:?} ones={}",
        if cfg!(feature = "double_mix") { "after" } else { "before" },
        blocks,
        digest,
        classes,
        ones
    );
}
