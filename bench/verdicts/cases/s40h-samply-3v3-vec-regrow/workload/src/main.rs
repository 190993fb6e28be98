//! Sensor-window workload. For each tick, `build_window` produces a window of readings
//! that `score_window` and `smooth_window` then read; `mix_calibration` is extra
//! unrelated arithmetic.
//!
//! `--regrow` (the "after" variant): `build_window` starts from `Vec::new()` instead of
//! `Vec::with_capacity(len)`, so the vector reallocates as it grows (realloc + copy), and
//! it hands out a `.clone()` of the vector (another allocation + memcpy) instead of the
//! vector itself. Same ticks, same values, same results.
use std::env;
use std::hint::black_box;

const WINDOW: usize = 6000;

#[inline(never)]
fn build_window(tick: u64, len: usize, regrow: bool) -> Vec<u64> {
    let mut state = tick.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    if regrow {
        let mut v = Vec::new();
        for _ in 0..len {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            v.push(state & 0xFFFF);
        }
        let published = v.clone();
        drop(black_box(v));
        published
    } else {
        let mut v = Vec::with_capacity(len);
        for _ in 0..len {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            v.push(state & 0xFFFF);
        }
        v
    }
}

#[inline(never)]
fn score_window(w: &[u64]) -> u64 {
    let mut acc = 0u64;
    for (i, &x) in w.iter().enumerate() {
        acc = acc.wrapping_add((x * x) ^ (i as u64)).rotate_left(3);
    }
    acc
}

#[inline(never)]
fn smooth_window(w: &[u64]) -> f64 {
    let mut ema = 0.0f64;
    let mut peak = 0.0f64;
    for &x in w {
        ema = ema * 0.97 + (x as f64) * 0.03;
        if ema > peak {
            peak = ema;
        }
    }
    peak + ema.sqrt()
}

#[inline(never)]
fn mix_calibration(tick: u64, rounds: u32) -> u64 {
    let mut h = tick ^ 0xCBF2_9CE4_8422_2325;
    for r in 0..rounds {
        h ^= r as u64;
        h = h.wrapping_mul(0x0000_0100_0000_01B3);
    }
    h
}

fn main() {
    let args: Vec<String> = env::args().collect();
    let regrow = args.iter().any(|a| a == "--regrow");
    let ticks: u64 = args
        .iter()
        .position(|a| a == "--ticks")
        .map(|i| args[i + 1].parse().unwrap())
        .unwrap_or(40_000);
    let mut total = 0u64;
    let mut peaks = 0.0f64;
    for t in 0..ticks {
        let w = build_window(black_box(t), black_box(WINDOW), regrow);
        total = total.wrapping_add(score_window(&w));
        peaks += smooth_window(&w);
        total ^= mix_calibration(t, 4000);
    }
    println!("ticks={ticks} regrow={regrow} total={total:x} peaks={peaks:.3}");
}
