// Product catalog indexer: generates product records, tokenizes their
// descriptions, builds per-category keyword scores, and ranks categories.
use std::collections::HashMap;

struct Product {
    id: u32,
    category: String,
    description: String,
    tags: Vec<String>,
}

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 { self.next() % n }
}

const WORDS: &[&str] = &[
    "steel", "oak", "ergonomic", "wireless", "compact", "durable", "premium", "organic",
    "portable", "vintage", "modular", "waterproof", "silent", "smart", "classic", "heavy",
    "light", "foldable", "ceramic", "bamboo", "carbon", "leather", "cotton", "glass",
];
const CATEGORIES: &[&str] = &["kitchen", "garden", "office", "outdoor", "bedroom", "garage", "bath", "kids"];

#[inline(never)]
fn generate_products(n: usize, rng: &mut Rng) -> Vec<Product> {
    let mut out = Vec::with_capacity(n);
    for id in 0..n {
        let nwords = 20 + rng.below(20) as usize;
        let mut description = String::new();
        for w in 0..nwords {
            if w > 0 { description.push(' '); }
            description.push_str(WORDS[rng.below(WORDS.len() as u64) as usize]);
        }
        let ntags = 4 + rng.below(5) as usize;
        let tags = (0..ntags)
            .map(|_| format!("{}-{}", WORDS[rng.below(WORDS.len() as u64) as usize], rng.below(50)))
            .collect();
        let category = CATEGORIES[rng.below(CATEGORIES.len() as u64) as usize].to_string();
        out.push(Product { id: id as u32, category, description, tags });
    }
    out
}

fn fnv1a(bytes: &[u8], seed: u64) -> u64 {
    let mut h = 0xcbf29ce484222325u64 ^ seed;
    for &b in bytes {
        h ^= b as u64;
        h = h.wrapping_mul(0x100000001b3);
    }
    h
}

#[inline(never)]
fn tokenize(text: &str) -> Vec<&str> {
    text.split(' ').filter(|t| !t.is_empty()).collect()
}

#[inline(never)]
fn weight_token(tok: &str, position: usize) -> u64 {
    let base = fnv1a(tok.as_bytes(), position as u64) & 0xff;
    base + (tok.len() as u64) * 3
}

// Scores a product by how many description tokens are prefixes of one of
// its tags (e.g. token "oak" matches tag "oak-17").
#[inline(never)]
fn score_tags(p: &Product, toks: &[&str]) -> u64 {
    let mut total = 0u64;
    for (pos, tok) in toks.iter().enumerate() {
        #[cfg(not(clone_in_loop))]
        let tags: &[String] = &p.tags;
        #[cfg(clone_in_loop)]
        let tags: Vec<String> = p.tags.clone();
        if tags.iter().any(|t| t.starts_with(tok)) {
            total = total.wrapping_add((pos as u64 + 1) * tok.len() as u64);
        }
    }
    total
}

#[inline(never)]
fn index_product(p: &Product, index: &mut HashMap<String, u64>) -> u64 {
    let toks = tokenize(&p.description);
    let mut acc = 0u64;
    for (pos, tok) in toks.iter().enumerate() {
        let w = weight_token(tok, pos);
        acc = acc.wrapping_add(w);
        if let Some(v) = index.get_mut(*tok) {
            *v = v.wrapping_add(w);
        } else {
            index.insert(tok.to_string(), w);
        }
    }
    acc.wrapping_add(score_tags(p, &toks)).wrapping_add(p.id as u64)
}

#[inline(never)]
fn build_category_index(products: &[Product]) -> HashMap<String, HashMap<String, u64>> {
    let mut cats: HashMap<String, HashMap<String, u64>> = HashMap::new();
    let mut checksum = 0u64;
    for p in products {
        let idx = cats.entry(p.category.clone()).or_default();
        checksum = checksum.wrapping_add(index_product(p, idx));
    }
    cats.entry("_checksum".to_string()).or_default().insert("sum".to_string(), checksum);
    cats
}

#[inline(never)]
fn rank_categories(cats: &HashMap<String, HashMap<String, u64>>) -> Vec<(String, u64)> {
    let mut ranked: Vec<(String, u64)> = cats
        .iter()
        .map(|(k, m)| (k.clone(), m.values().fold(0u64, |a, v| a.wrapping_add(*v))))
        .collect();
    ranked.sort();
    ranked
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let n: usize = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(20000);
    let rounds: usize = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(10);
    let mut rng = Rng(0x9e3779b97f4a7c15);
    let products = generate_products(n, &mut rng);
    let mut digest = 0u64;
    for _ in 0..rounds {
        let cats = build_category_index(&products);
        for (name, score) in rank_categories(&cats) {
            digest = digest.wrapping_add(fnv1a(name.as_bytes(), score));
        }
    }
    println!("products={} rounds={} digest={:016x}", n, rounds, digest);
}
