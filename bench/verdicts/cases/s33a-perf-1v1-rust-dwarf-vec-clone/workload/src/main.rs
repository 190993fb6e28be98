//! Document tag filter: tokenise synthetic documents, derive their tags, keep those whose
//! tags intersect an allow-list, and fold the kept documents into a checksum.

struct Doc {
    text: String,
    tags: Vec<String>,
}

fn make_doc(seed: &mut u64, words: &[&str]) -> Doc {
    let mut text = String::new();
    for _ in 0..40 {
        *seed ^= *seed << 13;
        *seed ^= *seed >> 7;
        *seed ^= *seed << 17;
        text.push_str(words[(*seed % words.len() as u64) as usize]);
        text.push(' ');
    }
    Doc { text, tags: Vec::new() }
}

#[inline(never)]
fn derive_tags(doc: &mut Doc) {
    let mut counts: Vec<(&str, u32)> = Vec::new();
    for w in doc.text.split_whitespace() {
        match counts.iter_mut().find(|(k, _)| *k == w) {
            Some(e) => e.1 += 1,
            None => counts.push((w, 1)),
        }
    }
    counts.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
    doc.tags = counts.iter().take(3).map(|(k, _)| k.to_uppercase()).collect();
}

#[inline(never)]
fn matches_allowed(tags: &[String], allowed: &Vec<String>) -> bool {
    #[cfg(feature = "clone_allowed")]
    let allowed = allowed.clone();
    tags.iter().any(|t| allowed.iter().any(|a| a == t))
}

#[inline(never)]
fn checksum(doc: &Doc, acc: u64) -> u64 {
    doc.text.bytes().fold(acc, |h, b| (h ^ b as u64).wrapping_mul(0x100000001b3))
}

fn main() {
    let rounds: usize = std::env::args().nth(1).map(|s| s.parse().unwrap()).unwrap_or(200);
    let words = [
        "alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india",
        "juliet", "kilo", "lima", "mike", "november", "oscar", "papa", "quebec", "romeo",
        "sierra", "tango", "uniform", "victor", "whiskey", "xray", "yankee", "zulu",
    ];
    let allowed: Vec<String> = ["ALPHA", "ECHO", "KILO", "OSCAR", "ROMEO", "TANGO", "VICTOR", "ZULU"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let mut seed = 0x2545F4914F6CDD1Du64;
    let mut acc = 0u64;
    let mut kept = 0usize;
    for _ in 0..rounds {
        for _ in 0..1000 {
            let mut doc = make_doc(&mut seed, &words);
            derive_tags(&mut doc);
            if matches_allowed(&doc.tags, &allowed) {
                kept += 1;
                acc = checksum(&doc, acc);
            }
        }
    }
    println!("kept {} checksum {:x}", kept, acc);
}
