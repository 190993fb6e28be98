//! ranker: scores candidate documents against a feature-weight table.
//! Each candidate is a sparse feature vector; its score is a weighted sum
//! followed by a small non-linearity. The best-scoring candidates are kept.
//!
//! before: `score_candidate` gets the weight table through the getter
//!         `Model::weights()`, which returns an owned clone (Vec<f64>, 1024
//!         entries = 8 KiB) -- i.e. one allocation + 8 KiB memcpy per candidate.
//! after (feature `no_clone`): the getter returns `&[f64]`, no clone.

struct Model {
    weights: Vec<f64>,
    bias: f64,
}

impl Model {
    #[cfg(not(feature = "no_clone"))]
    #[inline(never)]
    fn weights(&self) -> Vec<f64> {
        self.weights.clone()
    }
    #[cfg(feature = "no_clone")]
    #[inline(never)]
    fn weights(&self) -> &[f64] {
        &self.weights
    }
}

struct Candidate {
    id: u32,
    features: Vec<(u16, f32)>,
}

fn lcg(state: &mut u64) -> u64 {
    *state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
    *state >> 33
}

#[inline(never)]
fn build_candidates(n: usize, seed: u64) -> Vec<Candidate> {
    let mut s = seed;
    (0..n)
        .map(|i| {
            let nf = 800 + (lcg(&mut s) % 400) as usize;
            let features = (0..nf)
                .map(|_| ((lcg(&mut s) % 1024) as u16, (lcg(&mut s) % 1000) as f32 / 1000.0))
                .collect();
            Candidate { id: i as u32, features }
        })
        .collect()
}

#[inline(never)]
fn score_candidate(model: &Model, c: &Candidate) -> f64 {
    let weights = model.weights();

    let mut acc = model.bias;
    for &(f, v) in &c.features {
        let w = weights[f as usize];
        acc += w * (v as f64) + 0.5 * w * w * (v as f64) * (v as f64);
    }
    1.0 / (1.0 + (-acc / c.features.len() as f64).exp())
}

#[inline(never)]
fn rank(model: &Model, cands: &[Candidate], top: &mut Vec<(f64, u32)>) {
    for c in cands {
        let s = score_candidate(model, c);
        if top.len() < 10 {
            top.push((s, c.id));
            top.sort_by(|a, b| b.0.partial_cmp(&a.0).unwrap());
        } else if s > top[9].0 {
            top[9] = (s, c.id);
            top.sort_by(|a, b| b.0.partial_cmp(&a.0).unwrap());
        }
    }
}

#[inline(never)]
fn update_model(model: &mut Model, top: &[(f64, u32)], round: u64) {
    let mut s = round + 1;
    for w in model.weights.iter_mut() {
        *w = *w * 0.999 + ((lcg(&mut s) % 100) as f64 - 50.0) * 1e-4;
    }
    model.bias += top.iter().map(|t| t.0).sum::<f64>() * 1e-6;
}

fn main() {
    let rounds: u64 = std::env::args().nth(1).map(|a| a.parse().unwrap()).unwrap_or(40);
    let cands = build_candidates(5_000, 99);
    let mut s = 5u64;
    let mut model = Model {
        weights: (0..1024).map(|_| (lcg(&mut s) % 2000) as f64 / 1000.0 - 1.0).collect(),
        bias: 0.1,
    };
    let mut checksum = 0.0;
    for r in 0..rounds {
        let mut top = Vec::with_capacity(10);
        rank(&model, &cands, &mut top);
        checksum += top.iter().map(|t| t.0).sum::<f64>();
        update_model(&mut model, &top, r);
    }
    println!("rounds={} checksum={:.6}", rounds, checksum);
}
