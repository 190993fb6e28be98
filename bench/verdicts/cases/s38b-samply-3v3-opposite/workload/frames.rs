// Simulated game-server tick loop. Variant chosen by argv[1] ("before"/"after"):
// the "after" change made update_physics do more substeps (slower) and, unrelated,
// made compress_tiles skip already-compressed tiles (faster).
use std::env;
use std::hint::black_box;

const ITER_PER_UNIT: u64 = 4_000;

#[inline(never)]
fn parse_events(seed: u64, units: u64) -> u64 {
    let mut h = seed;
    for i in 0..units * ITER_PER_UNIT * 4 / 3 {
        h = h.rotate_left(7) ^ (i.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        h = h.wrapping_add(h >> 11);
    }
    h
}

#[inline(never)]
fn update_physics(state: &mut [f64; 8], units: u64) -> f64 {
    for _ in 0..units * ITER_PER_UNIT / 4 {
        for k in 0..8 {
            let v = state[k];
            state[k] = v * 0.999_9 + (state[(k + 1) & 7] - v) * 0.001;
        }
    }
    state.iter().sum()
}

#[inline(never)]
fn compress_tiles(tiles: &mut [u32; 64], units: u64) -> u32 {
    let mut acc = 0u32;
    for r in 0..units * ITER_PER_UNIT / 16 {
        for t in tiles.iter_mut() {
            *t = (*t ^ (*t >> 3)).wrapping_mul(2654435761).wrapping_add(r as u32);
            acc = acc.wrapping_add(*t >> 24);
        }
    }
    acc
}

#[inline(never)]
fn draw_sprites(buf: &mut [u8; 4096], units: u64) -> u64 {
    let mut s = 0u64;
    for r in 0..units * ITER_PER_UNIT / 640 {
        for (i, px) in buf.iter_mut().enumerate() {
            *px = px.wrapping_add((i as u8) ^ (r as u8));
        }
        s = s.wrapping_add(buf[(r as usize * 31) & 4095] as u64);
    }
    s
}

fn main() {
    let args: Vec<String> = env::args().collect();
    let variant = args.get(1).map(|s| s.as_str()).unwrap_or("before");
    let ticks: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(300);
    // work units per tick: (parse, physics, compress, draw)
    let (p, ph, c, d) = match variant {
        "before" => (10, 10, 15, 15),
        "after" => (10, 14, 11, 15),
        "calib" => (1, 1, 1, 1),
        _ => panic!("variant must be before|after|calib"),
    };
    let mut state = [1.0f64, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0];
    let mut tiles = [0u32; 64];
    for (i, t) in tiles.iter_mut().enumerate() { *t = i as u32 * 7919; }
    let mut buf = [0u8; 4096];
    let mut total = 0u64;
    for tick in 0..ticks {
        total = total.wrapping_add(parse_events(tick, black_box(p)));
        total = total.wrapping_add(update_physics(&mut state, black_box(ph)) as u64);
        total = total.wrapping_add(compress_tiles(&mut tiles, black_box(c)) as u64);
        total = total.wrapping_add(draw_sprites(&mut buf, black_box(d)));
    }
    println!("variant={} ticks={} total={}", variant, ticks, total);
}
