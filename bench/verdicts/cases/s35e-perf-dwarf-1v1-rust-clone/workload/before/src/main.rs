//! tagger: assigns topic tags to short documents using keyword rules.
use std::collections::HashSet;

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

struct Rule {
    tag: String,
    keywords: Vec<String>,
    min_hits: usize,
}

/// Scores one document against one rule's keyword list.
struct Matcher<'a> {
    keywords: &'a [String],
}

impl<'a> Matcher<'a> {
    fn new(keywords: &'a [String]) -> Self {
        Matcher { keywords }
    }

    fn hits(&self, tokens: &HashSet<&str>) -> usize {
        self.keywords.iter().filter(|k| tokens.contains(k.as_str())).count()
    }
}

fn make_vocab(rng: &mut Rng, n: usize) -> Vec<String> {
    const SYL: [&str; 16] = ["ka", "lo", "mi", "ne", "su", "ta", "ri", "po",
                             "ve", "da", "gu", "shi", "ro", "ze", "an", "el"];
    (0..n)
        .map(|_| {
            let len = 2 + rng.below(3);
            (0..len).map(|_| SYL[rng.below(SYL.len())]).collect::<String>()
        })
        .collect()
}

fn make_rules(rng: &mut Rng, vocab: &[String], n: usize) -> Vec<Rule> {
    (0..n)
        .map(|i| {
            let k = 20 + rng.below(30);
            Rule {
                tag: format!("topic-{i:02}"),
                keywords: (0..k).map(|_| vocab[rng.below(vocab.len())].clone()).collect(),
                min_hits: 2 + rng.below(2),
            }
        })
        .collect()
}

fn make_docs(rng: &mut Rng, vocab: &[String], n: usize) -> Vec<String> {
    (0..n)
        .map(|_| {
            let words = 30 + rng.below(60);
            let mut s = String::new();
            for w in 0..words {
                if w > 0 {
                    s.push(' ');
                }
                s.push_str(&vocab[rng.below(vocab.len())]);
            }
            s
        })
        .collect()
}

fn tag_document(doc: &str, rules: &[Rule]) -> Vec<usize> {
    let tokens: HashSet<&str> = doc.split_whitespace().collect();
    let mut tags = Vec::new();
    for (i, rule) in rules.iter().enumerate() {
        let m = Matcher::new(&rule.keywords);
        if m.hits(&tokens) >= rule.min_hits {
            tags.push(i);
        }
    }
    tags
}

fn main() {
    let mut rng = Rng(0x2545_F491_4F6C_DD1D);
    let vocab = make_vocab(&mut rng, 3000);
    let rules = make_rules(&mut rng, &vocab, 60);
    let docs = make_docs(&mut rng, &vocab, 40_000);

    let mut counts = vec![0usize; rules.len()];
    let mut untagged = 0usize;
    for _pass in 0..1 {
        for doc in &docs {
            let tags = tag_document(doc, &rules);
            if tags.is_empty() {
                untagged += 1;
            }
            for t in tags {
                counts[t] += 1;
            }
        }
    }
    let best = (0..rules.len()).max_by_key(|&i| counts[i]).unwrap();
    println!(
        "docs={} untagged={} best={} ({} docs)",
        docs.len(),
        untagged,
        rules[best].tag,
        counts[best]
    );
}
