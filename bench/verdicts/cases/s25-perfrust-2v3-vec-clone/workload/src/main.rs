//! doctagger: toy linear-model document tagger. Per round: gen_docs builds
//! synthetic text documents, tokenize splits and hashes each into feature ids,
//! Model::score_doc sums the per-tag weights of the features (4 tags), and
//! tally counts the predicted tags and sorts a top list. With the `clone`
//! feature, score_doc takes a copy of the weight table (self.weights.clone())
//! for every document before scoring, the change under test.
use std::collections::HashMap;

const FEATURES: usize = 1 << 10;
const TAGS: usize = 4;

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

const WORDS: &[&str] = &[
    "invoice", "payment", "refund", "shipping", "delay", "broken", "thanks", "great", "order", "late",
    "account", "password", "login", "error", "crash", "update", "price", "discount", "coupon", "support",
    "the", "a", "is", "my", "and", "not", "please", "help", "with", "for", "was", "it",
];

#[inline(never)]
fn gen_docs(rng: &mut Rng, n: usize) -> Vec<String> {
    let mut docs = Vec::with_capacity(n);
    for _ in 0..n {
        let len = 20 + (rng.next() % 40) as usize;
        let mut s = String::with_capacity(len * 8);
        for k in 0..len {
            if k > 0 {
                s.push(' ');
            }
            let r = rng.next();
            s.push_str(WORDS[(r % WORDS.len() as u64) as usize]);
            if r & 0x300 == 0 {
                s.push_str(&((r >> 20) % 100).to_string());
            }
        }
        docs.push(s);
    }
    docs
}

#[inline(never)]
fn tokenize(doc: &str, out: &mut Vec<u32>) {
    out.clear();
    for w in doc.split(' ') {
        let mut h: u32 = 2166136261;
        for b in w.bytes() {
            h = (h ^ b.to_ascii_lowercase() as u32).wrapping_mul(16777619);
        }
        out.push(h % FEATURES as u32);
    }
    // bigrams
    let n = out.len();
    for i in 1..n {
        let f = (out[i - 1].wrapping_mul(31).wrapping_add(out[i])) % FEATURES as u32;
        out.push(f);
    }
}

struct Model {
    weights: Vec<f32>, // FEATURES * TAGS
}

impl Model {
    fn new() -> Model {
        let mut rng = Rng(0x1234_5678_9abc_def1);
        let weights = (0..FEATURES * TAGS).map(|_| ((rng.next() % 2001) as f32 - 1000.0) / 1000.0).collect();
        Model { weights }
    }

    #[inline(never)]
    fn score_doc(&self, feats: &[u32]) -> usize {
        #[cfg(feature = "clone")]
        let weights = self.weights.clone(); // snapshot of the table, so a concurrent update cannot tear it
        #[cfg(not(feature = "clone"))]
        let weights = &self.weights;
        let mut sc = [0f32; TAGS];
        for &f in feats {
            let base = f as usize * TAGS;
            for t in 0..TAGS {
                sc[t] += weights[base + t];
            }
        }
        let mut best = 0;
        for t in 1..TAGS {
            if sc[t] > sc[best] {
                best = t;
            }
        }
        best
    }
}

#[inline(never)]
fn tally(preds: &[usize], docs: &[String], counts: &mut HashMap<String, [u64; TAGS]>) {
    for (p, d) in preds.iter().zip(docs) {
        let key = d.split(' ').next().unwrap_or("").to_string();
        counts.entry(key).or_insert([0; TAGS])[*p] += 1;
    }
}

fn main() {
    let rounds: usize = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(20);
    let model = Model::new();
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut counts: HashMap<String, [u64; TAGS]> = HashMap::new();
    let mut feats = Vec::new();
    let mut check = 0u64;
    for _ in 0..rounds {
        let docs = gen_docs(&mut rng, 20000);
        let mut preds = Vec::with_capacity(docs.len());
        for d in &docs {
            tokenize(d, &mut feats);
            preds.push(model.score_doc(&feats));
        }
        tally(&preds, &docs, &mut counts);
        check = check.wrapping_mul(31).wrapping_add(preds.iter().map(|&p| p as u64).sum::<u64>());
    }
    let mut top: Vec<_> = counts.iter().map(|(k, v)| (v.iter().sum::<u64>(), k.clone())).collect();
    top.sort();
    println!("keys {} top {:?} check {}", counts.len(), top.last(), check);
}
