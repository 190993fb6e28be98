// Log-record pipeline: 4 named worker threads each take a share of the
// synthetic records and run them through tokenize -> normalize -> checksum ->
// classify. The `after` build (cfg SLOW) makes `normalize` do ~45% more work
// (32 instead of 22 ROT13 round-trip passes over the token buffer; same output).
use std::thread;

#[derive(Clone)]
struct Record {
    host: u32,
    level: u8,
    msg: Vec<u8>,
}

fn xorshift(s: &mut u64) -> u64 {
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    *s
}

fn gen_records(n: usize, seed: u64) -> Vec<Record> {
    let words: [&[u8]; 12] = [b"Connect", b"TIMEOUT", b"retry", b"  user", b"Session", b"closed",
        b"READ", b"write ", b"Cache", b"miss", b"Token", b"expired"];
    let mut s = seed;
    (0..n).map(|_| {
        let mut msg = Vec::with_capacity(128);
        let nw = 6 + (xorshift(&mut s) % 10) as usize;
        for i in 0..nw {
            if i > 0 { msg.push(b' '); }
            msg.extend_from_slice(words[(xorshift(&mut s) % 12) as usize]);
        }
        Record { host: (xorshift(&mut s) % 500) as u32, level: (xorshift(&mut s) % 5) as u8, msg }
    }).collect()
}

#[inline(never)]
fn tokenize(msg: &[u8], out: &mut Vec<(usize, usize)>) {
    out.clear();
    let mut start = None;
    for (i, &c) in msg.iter().enumerate() {
        if c == b' ' {
            if let Some(s) = start.take() { out.push((s, i)); }
        } else if start.is_none() {
            start = Some(i);
        }
    }
    if let Some(s) = start { out.push((s, msg.len())); }
}

#[inline(never)]
fn normalize(msg: &[u8], toks: &[(usize, usize)], buf: &mut Vec<u8>) {
    // Each pass is a ROT13 scramble/unscramble step of the obfuscation
    // round-trip check; an even pass count leaves buf unchanged.
    #[cfg(not(SLOW))]
    const PASSES: usize = 22;
    #[cfg(SLOW)]
    const PASSES: usize = 32; // ~45% more passes, same result
    buf.clear();
    for &(a, b) in toks {
        buf.extend(msg[a..b].iter().map(|c| c.to_ascii_lowercase()));
        buf.push(b'_');
    }
    for _ in 0..PASSES {
        for c in buf.iter_mut() {
            if c.is_ascii_lowercase() {
                *c = b'a' + ((*c - b'a' + 13) % 26);
            }
        }
        std::hint::black_box(&mut *buf);
    }
}

#[inline(never)]
fn checksum(buf: &[u8], host: u32) -> u64 {
    let mut h: u64 = 0xcbf29ce484222325 ^ host as u64;
    for _ in 0..6 {
        for &c in buf {
            h ^= c as u64;
            h = h.wrapping_mul(0x100000001b3);
        }
        h = h.rotate_left(17);
    }
    h
}

#[inline(never)]
fn classify(toks: &[(usize, usize)], level: u8, h: u64) -> usize {
    let mut score = level as u64 * 31 + toks.len() as u64;
    for i in 0..64u64 {
        score = score.wrapping_mul(6364136223846793005).wrapping_add(h ^ i);
        score ^= score >> 29;
    }
    (score % 8) as usize
}

#[inline(never)]
fn process_share(recs: &[Record]) -> (u64, [u64; 8]) {
    let mut toks = Vec::new();
    let mut buf = Vec::new();
    let mut digest = 0u64;
    let mut buckets = [0u64; 8];
    for r in recs {
        tokenize(&r.msg, &mut toks);
        normalize(&r.msg, &toks, &mut buf);
        let h = checksum(&buf, r.host);
        buckets[classify(&toks, r.level, h)] += 1;
        digest ^= h;
    }
    (digest, buckets)
}

fn main() {
    let n: usize = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(1_200_000);
    let recs = gen_records(n, 0x2545F4914F6CDD1D);
    let chunk = (n + 3) / 4;
    let shares: Vec<Vec<Record>> = recs.chunks(chunk).map(|c| c.to_vec()).collect();
    let handles: Vec<_> = shares.into_iter().enumerate().map(|(i, share)| {
        thread::Builder::new()
            .name(format!("ingest-{}", i))
            .spawn(move || process_share(&share))
            .unwrap()
    }).collect();
    let mut digest = 0u64;
    let mut buckets = [0u64; 8];
    for h in handles {
        let (d, b) = h.join().unwrap();
        digest ^= d;
        for i in 0..8 { buckets[i] += b[i]; }
    }
    println!("records {} buckets {:?}", n, buckets);
    println!("digest {:016x}", digest);
}
