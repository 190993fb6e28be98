use std::hint::black_box;

#[inline(never)]
fn checksum(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf29ce484222325;
    for &b in bytes {
        h ^= b as u64;
        h = h.wrapping_mul(0x100000001b3);
    }
    h
}

#[inline(never)]
fn mix_fields(i: u64) -> [u64; 6] {
    let mut f = [0u64; 6];
    let mut x = i.wrapping_mul(0x9E3779B97F4A7C15);
    for v in f.iter_mut() {
        x ^= x >> 29;
        x = x.wrapping_mul(0xBF58476D1CE4E5B9);
        *v = x % 100000;
    }
    f
}

/// Renders one record as a line of text into `buf` (reused across calls).
#[inline(never)]
fn render_record(buf: &mut Vec<u8>, i: u64, fields: &[u64; 6]) {
    buf.clear();
    buf.extend_from_slice(b"record=");
    push_num(buf, i);
    for (k, v) in fields.iter().enumerate() {
        buf.extend_from_slice(b" field");
        push_num(buf, k as u64);
        buf.push(b'=');
        push_num(buf, *v);
        buf.extend_from_slice(b" pad-pad-pad-pad-pad-pad-pad-pad");
    }
    buf.push(b'\n');
}

#[inline(always)]
fn push_num(buf: &mut Vec<u8>, mut n: u64) {
    let mut tmp = [0u8; 20];
    let mut p = 20;
    loop {
        p -= 1;
        tmp[p] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 { break; }
    }
    buf.extend_from_slice(&tmp[p..]);
}

#[inline(never)]
fn run(n: u64) -> u64 {
    let mut acc = 0u64;
    let mut buf: Vec<u8> = Vec::new();
    for i in 0..n {
        let f = mix_fields(i);
        render_record(&mut buf, i, &f);
        acc = acc.wrapping_add(checksum(black_box(&buf)));
    }
    acc
}

fn main() {
    let n: u64 = std::env::args().nth(1).map(|s| s.parse().unwrap()).unwrap_or(4_000_000);
    println!("{}", run(n));
}
