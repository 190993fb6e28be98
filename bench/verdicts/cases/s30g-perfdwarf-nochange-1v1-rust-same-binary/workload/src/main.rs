//! wordfreq: generates a pseudo-random text, then repeatedly tokenizes it,
//! counts words in a HashMap, sorts by frequency and computes bigram stats.
use std::collections::HashMap;
use std::env;

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

fn make_text(rng: &mut Rng, words: usize) -> String {
    let vocab: Vec<String> = (0..2000)
        .map(|_| {
            let len = 2 + (rng.next() % 9) as usize;
            (0..len).map(|_| (b'a' + (rng.next() % 26) as u8) as char).collect()
        })
        .collect();
    let mut s = String::new();
    for i in 0..words {
        let r = rng.next() % 2000;
        s.push_str(&vocab[((r * r) / 2000) as usize]);
        s.push(if i % 17 == 16 { '\n' } else { ' ' });
    }
    s
}

#[inline(never)]
fn tokenize(text: &str) -> Vec<&str> {
    text.split(|c: char| c.is_whitespace()).filter(|w| !w.is_empty()).collect()
}

#[inline(never)]
fn count_words<'a>(tokens: &[&'a str]) -> HashMap<&'a str, u32> {
    let mut m = HashMap::new();
    for t in tokens {
        *m.entry(*t).or_insert(0) += 1;
    }
    m
}

#[inline(never)]
fn top_words<'a>(m: &HashMap<&'a str, u32>, k: usize) -> Vec<(&'a str, u32)> {
    let mut v: Vec<(&str, u32)> = m.iter().map(|(w, c)| (*w, *c)).collect();
    v.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
    v.truncate(k);
    v
}

#[inline(never)]
fn bigram_score(tokens: &[&str]) -> u64 {
    let mut m: HashMap<(&str, &str), u32> = HashMap::new();
    for w in tokens.windows(2) {
        *m.entry((w[0], w[1])).or_insert(0) += 1;
    }
    m.values().map(|&c| (c as u64) * (c as u64)).sum()
}

fn main() {
    let rounds: usize = env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(20);
    let mut rng = Rng(0x9E3779B97F4A7C15);
    let text = make_text(&mut rng, 400_000);
    let mut acc = 0u64;
    for _ in 0..rounds {
        let tokens = tokenize(&text);
        let counts = count_words(&tokens);
        let top = top_words(&counts, 10);
        acc = acc.wrapping_add(top[0].1 as u64).wrapping_add(bigram_score(&tokens));
    }
    println!("rounds={} acc={}", rounds, acc);
}
