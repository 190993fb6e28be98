//! Order pricing job. The price table is a HashMap<u64, u32> (before) or, with
//! `--features btree`, a BTreeMap<u64, u32> (after). Everything else is identical.
#[cfg(not(feature = "btree"))]
use std::collections::HashMap as PriceMap;
#[cfg(feature = "btree")]
use std::collections::BTreeMap as PriceMap;

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
fn build_price_table(skus: &[u64]) -> PriceMap<u64, u32> {
    let mut m = PriceMap::new();
    for (i, &s) in skus.iter().enumerate() {
        m.insert(s, (i as u32 % 997) + 1);
    }
    m
}

#[inline(never)]
fn generate_orders(rng: &mut Rng, skus: &[u64], n: usize) -> Vec<u64> {
    let mut v = Vec::with_capacity(n);
    for _ in 0..n {
        v.push(skus[(rng.next() % skus.len() as u64) as usize]);
    }
    v
}

#[inline(never)]
fn resolve_prices(table: &PriceMap<u64, u32>, orders: &[u64]) -> Vec<u32> {
    orders.iter().map(|sku| *table.get(sku).unwrap_or(&0)).collect()
}

#[inline(never)]
fn summarize_invoice(prices: &[u32]) -> u64 {
    let mut acc = 0u64;
    for round in 0..24u64 {
        for &p in prices {
            acc = acc.wrapping_mul(6364136223846793005).wrapping_add((p as u64) ^ round);
            acc ^= acc >> 29;
        }
    }
    acc
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let batches: usize = args.get(1).map(|s| s.parse().unwrap()).unwrap_or(60);
    let mut rng = Rng(0x9E3779B97F4A7C15);
    let skus: Vec<u64> = (0..200_000).map(|_| rng.next()).collect();
    let table = build_price_table(&skus);
    let mut total = 0u64;
    for _ in 0..batches {
        let orders = generate_orders(&mut rng, &skus, 100_000);
        let prices = resolve_prices(&table, &orders);
        total = total.wrapping_add(summarize_invoice(&prices));
    }
    println!("variant={} batches={} total={}", if cfg!(feature = "btree") { "btree" } else { "hashmap" }, batches, total);
}
