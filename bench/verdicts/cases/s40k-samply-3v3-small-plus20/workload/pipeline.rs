// Four-stage signal pipeline. Built twice from this one file:
//   before: rustc ... pipeline.rs
//   after:  rustc ... --cfg after pipeline.rs   -> `smooth_window` does 20% more passes (6 instead of 5)
use std::hint::black_box;

const N: usize = 8192;

#[inline(never)]
fn synth_signal(buf: &mut [u32], seed: u32) {
    let mut x = seed | 1;
    for _ in 0..3 {
        for v in buf.iter_mut() {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            *v = v.wrapping_add(x >> 8);
        }
    }
}

#[cfg(not(after))]
const SMOOTH_PASSES: usize = 5;
#[cfg(after)]
const SMOOTH_PASSES: usize = 6; // 20% more work in this one function

#[inline(never)]
fn smooth_window(buf: &mut [u32]) {
    for _ in 0..SMOOTH_PASSES {
        for i in 1..buf.len() - 1 {
            let s = (buf[i - 1] as u64 + 2 * buf[i] as u64 + buf[i + 1] as u64) / 4;
            buf[i] = black_box(s as u32);
        }
    }
}

#[inline(never)]
fn detect_peaks(buf: &[u32]) -> u64 {
    let mut peaks = 0u64;
    for _ in 0..5 {
        for w in buf.windows(3) {
            if black_box(w[1]) > w[0] && w[1] >= w[2] {
                peaks += 1;
            }
        }
    }
    peaks
}

#[inline(never)]
fn crc_block(buf: &[u32]) -> u32 {
    let mut c: u32 = !0;
    for &v in buf {
        let mut d = c ^ v;
        for _ in 0..5 {
            d = if d & 1 != 0 { (d >> 1) ^ 0xEDB8_8320 } else { d >> 1 };
        }
        c = black_box(d);
    }
    !c
}

fn main() {
    let rounds: usize = std::env::args().nth(1).map(|s| s.parse().unwrap()).unwrap_or(1000);
    let mut buf = vec![0u32; N];
    let mut total = 0u64;
    for r in 0..rounds {
        synth_signal(&mut buf, 0x9E37_79B9u32.wrapping_mul(r as u32 + 1));
        smooth_window(&mut buf);
        total = total.wrapping_add(detect_peaks(&buf));
        total = total.wrapping_add(crc_block(&buf) as u64);
    }
    println!("rounds={} passes={} total={}", rounds, SMOOTH_PASSES, total);
}
