// Order pricing batch job: parse synthetic order lines, resolve each line's
// SKU against a product catalog, apply pricing rules, aggregate per region.
// Built twice: default uses HashMap for the catalog index, `--cfg btree_index`
// uses BTreeMap (the only difference).
#[cfg(not(btree_index))]
use std::collections::HashMap as IndexMap;
#[cfg(btree_index)]
use std::collections::BTreeMap as IndexMap;
use std::env;
use std::hint::black_box;

struct Product {
    base_cents: u64,
    category: u8,
    weight_g: u32,
}

struct Order<'a> {
    region: u8,
    qty: u32,
    skus: Vec<&'a str>,
}

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

#[inline(never)]
fn make_sku(i: u64) -> String {
    let cats = ["ELEC", "HOME", "GARD", "TOYS", "FOOD", "BOOK", "AUTO", "SPRT"];
    format!("{}-{:05}-{:03}", cats[(i % 8) as usize], (i * 7919) % 100000, i % 997)
}

#[inline(never)]
fn build_catalog(n: u64) -> (IndexMap<String, usize>, Vec<Product>, Vec<String>) {
    let mut index = IndexMap::new();
    let mut products = Vec::with_capacity(n as usize);
    let mut skus = Vec::with_capacity(n as usize);
    for i in 0..n {
        let sku = make_sku(i);
        index.insert(sku.clone(), products.len());
        products.push(Product {
            base_cents: 199 + (i * 37) % 50000,
            category: (i % 8) as u8,
            weight_g: 50 + ((i * 13) % 4000) as u32,
        });
        skus.push(sku);
    }
    (index, products, skus)
}

#[inline(never)]
fn generate_lines(rng: &mut Rng, skus: &[String], n: usize) -> Vec<String> {
    let mut lines = Vec::with_capacity(n);
    for _ in 0..n {
        let region = rng.next() % 6;
        let qty = 1 + rng.next() % 9;
        let items = 3 + (rng.next() % 6) as usize;
        let mut line = format!("{};{};", region, qty);
        for k in 0..items {
            if k > 0 {
                line.push(',');
            }
            line.push_str(&skus[(rng.next() % skus.len() as u64) as usize]);
        }
        lines.push(line);
    }
    lines
}

#[inline(never)]
fn parse_order(line: &str) -> Option<Order<'_>> {
    let mut parts = line.splitn(3, ';');
    let region = parts.next()?.parse().ok()?;
    let qty = parts.next()?.parse().ok()?;
    let skus = parts.next()?.split(',').collect();
    Some(Order { region, qty, skus })
}

#[inline(never)]
fn resolve_skus(index: &IndexMap<String, usize>, order: &Order, out: &mut Vec<usize>) -> usize {
    out.clear();
    let mut missing = 0;
    for sku in &order.skus {
        match index.get(*sku) {
            Some(&pid) => out.push(pid),
            None => missing += 1,
        }
    }
    missing
}

#[inline(never)]
fn shipping_cost(products: &[Product], pids: &[usize], region: u8) -> u64 {
    let grams: u64 = pids.iter().map(|&p| products[p].weight_g as u64).sum();
    let zone = [90u64, 120, 150, 210, 260, 400][region as usize % 6];
    zone + grams / 250 * (zone / 10)
}

#[inline(never)]
fn price_order(products: &[Product], pids: &[usize], order: &Order) -> u64 {
    let mut total = 0u64;
    let mut per_cat = [0u32; 8];
    for &p in pids {
        let pr = &products[p];
        per_cat[pr.category as usize] += 1;
        let mut cents = pr.base_cents * order.qty as u64;
        if order.qty >= 5 {
            cents = cents * 95 / 100;
        }
        total += cents;
    }
    for (c, &n) in per_cat.iter().enumerate() {
        if n >= 2 {
            total -= total * (c as u64 + 1) / 400;
        }
    }
    total + shipping_cost(products, pids, order.region)
}

#[inline(never)]
fn process_batch(index: &IndexMap<String, usize>, products: &[Product], lines: &[String], totals: &mut [u64; 6]) -> u64 {
    let mut pids = Vec::with_capacity(16);
    let mut missing = 0u64;
    for line in lines {
        let order = match parse_order(line) {
            Some(o) => o,
            None => continue,
        };
        missing += resolve_skus(index, &order, &mut pids) as u64;
        totals[order.region as usize] += price_order(products, &pids, &order);
    }
    missing
}

fn main() {
    let batches: usize = env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(40);
    let (index, products, skus) = build_catalog(200_000);
    let mut rng = Rng(0x9e3779b97f4a7c15);
    let mut totals = [0u64; 6];
    let mut missing = 0;
    for _ in 0..batches {
        let lines = generate_lines(&mut rng, &skus, 20_000);
        missing += process_batch(&index, &products, black_box(&lines), &mut totals);
    }
    let digest = totals.iter().fold(0u64, |h, &t| h.wrapping_mul(1_000_003).wrapping_add(t));
    println!("batches={} missing={} digest={:016x}", batches, missing, digest);
}
