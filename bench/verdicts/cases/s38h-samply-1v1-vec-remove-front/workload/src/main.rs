// Work queue benchmark. The only difference between the variants is how the
// queue is drained (chosen by the first argument):
//   "deque" (before): VecDeque<Job>, pop_front()        -> O(1) per pop
//   "vec"   (after) : Vec<Job>,      remove(0)          -> memmove of the rest per pop
// Everything else (jobs, counts, the steady unrelated work) is identical.
use std::collections::VecDeque;
use std::hint::black_box;

#[derive(Clone, Copy)]
struct Job {
    id: u64,
    weight: u64,
    payload: [u64; 2],
}

#[inline(never)]
fn make_jobs(n: usize, seed: u64) -> Vec<Job> {
    let mut s = seed;
    (0..n)
        .map(|i| {
            s = s.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            Job { id: i as u64, weight: (s >> 40) % 97, payload: [s, s >> 7] }
        })
        .collect()
}

#[inline(never)]
fn process_job(j: &Job) -> u64 {
    let mut h = j.id ^ j.payload[0];
    for _ in 0..(8 + j.weight % 8) {
        h = h.rotate_left(13).wrapping_mul(0x9E3779B97F4A7C15) ^ j.payload[1];
    }
    h
}

// The function draining the queue (culprit).
#[inline(never)]
fn drain_queue(jobs: &[Job], use_vec: bool) -> u64 {
    let mut acc = 0u64;
    if use_vec {
        let mut q: Vec<Job> = jobs.to_vec();
        while !q.is_empty() {
            let j = q.remove(0);
            acc = acc.wrapping_add(process_job(&j));
        }
    } else {
        let mut q: VecDeque<Job> = jobs.iter().copied().collect();
        while let Some(j) = q.pop_front() {
            acc = acc.wrapping_add(process_job(&j));
        }
    }
    acc
}

// Steady unrelated work, unchanged.
#[inline(never)]
fn summarize(data: &[u64], rounds: u32) -> u64 {
    let mut acc = 0u64;
    for r in 0..rounds {
        for &x in data {
            acc = acc.wrapping_add((x ^ (acc >> 9)).wrapping_mul(r as u64 | 1) % 1009);
        }
    }
    acc
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let use_vec = args.get(1).map(|s| s == "vec").unwrap_or(false);
    let iters: usize = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(60);
    let qlen: usize = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(4000);
    let data: Vec<u64> = (0..200_000u64).map(|i| i.wrapping_mul(2654435761)).collect();
    let t0 = std::time::Instant::now();
    let mut sink = 0u64;
    for it in 0..iters {
        let jobs = make_jobs(qlen, it as u64 + 1);
        sink = sink.wrapping_add(drain_queue(black_box(&jobs), use_vec));
        sink = sink.wrapping_add(summarize(black_box(&data), 4));
    }
    println!(
        "mode={} iters={} qlen={} sink={} elapsed_ms={}",
        if use_vec { "vec" } else { "deque" },
        iters, qlen, sink, t0.elapsed().as_millis()
    );
}
