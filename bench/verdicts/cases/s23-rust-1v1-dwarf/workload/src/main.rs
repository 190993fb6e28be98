//! ordermatch: price and aggregate a stream of synthetic order lines.
//! generate -> orders::parse_line -> catalog::lookup_price -> pricing::apply_discounts
//! -> report::Aggregator::add; finally report::top_customers.
//! Feature `linear`: catalog::lookup_price scans the product slice instead of
//! indexing the dense id -> position table.

mod catalog {
    #[derive(Clone)]
    pub struct Product {
        pub sku: u32,
        pub name: String,
        pub cents: u64,
        pub category: u8,
    }

    pub struct Catalog {
        pub products: Vec<Product>,
        #[allow(dead_code)]
        index: Vec<u32>, // sku - BASE_SKU -> position in products
    }

    pub const BASE_SKU: u32 = 100_000;

    impl Catalog {
        pub fn build(n: usize, seed: &mut u64) -> Catalog {
            let mut products = Vec::with_capacity(n);
            for i in 0..n {
                let r = super::xorshift(seed);
                products.push(Product {
                    sku: BASE_SKU + i as u32,
                    name: format!("item-{:05}-{}", i, ["red", "blue", "oak", "steel"][(r % 4) as usize]),
                    cents: 199 + r % 20_000,
                    category: (r >> 20) as u8 % 12,
                });
            }
            // shuffle so position != sku order
            for i in (1..n).rev() {
                let j = (super::xorshift(seed) % (i as u64 + 1)) as usize;
                products.swap(i, j);
            }
            let mut index = vec![u32::MAX; n];
            for (pos, p) in products.iter().enumerate() {
                index[(p.sku - BASE_SKU) as usize] = pos as u32;
            }
            Catalog { products, index }
        }

        #[inline(never)]
        pub fn lookup_price(&self, sku: u32) -> Option<&Product> {
            #[cfg(not(feature = "linear"))]
            {
                let slot = sku.checked_sub(BASE_SKU)? as usize;
                let pos = *self.index.get(slot)?;
                self.products.get(pos as usize)
            }
            #[cfg(feature = "linear")]
            {
                self.products.iter().find(|p| p.sku == sku)
            }
        }
    }
}

mod orders {
    pub struct Order<'a> {
        pub customer: &'a str,
        pub sku: u32,
        pub qty: u32,
        pub coupon: Option<&'a str>,
    }

    #[inline(never)]
    pub fn parse_line(line: &str) -> Option<Order<'_>> {
        let mut customer = None;
        let mut sku = None;
        let mut qty = None;
        let mut coupon = None;
        for field in line.split(';') {
            let (k, v) = field.split_once('=')?;
            match k {
                "cust" => customer = Some(v),
                "sku" => sku = v.parse().ok(),
                "qty" => qty = v.parse().ok(),
                "coupon" => coupon = Some(v),
                _ => {}
            }
        }
        Some(Order { customer: customer?, sku: sku?, qty: qty?, coupon })
    }
}

mod pricing {
    use super::catalog::Product;

    #[inline(never)]
    pub fn apply_discounts(p: &Product, qty: u32, coupon: Option<&str>) -> u64 {
        let mut total = p.cents * qty as u64;
        if qty >= 10 {
            total = total * 95 / 100;
        }
        if let Some(c) = coupon {
            let pct: u64 = c.trim_start_matches("SAVE").parse().unwrap_or(0);
            if p.category != 3 && pct <= 30 {
                total = total * (100 - pct) / 100;
            }
        }
        // tax by category, rounded half-up to the cent
        let tax_bp = [700u64, 700, 1900, 0, 700, 1900, 1900, 700, 1000, 1000, 700, 0][p.category as usize];
        total + (total * tax_bp + 5_000) / 10_000
    }
}

mod report {
    use std::collections::HashMap;

    #[derive(Default)]
    pub struct Aggregator {
        pub by_customer: HashMap<String, (u64, u32)>,
        pub by_category: [u64; 12],
        pub lines: u64,
    }

    impl Aggregator {
        #[inline(never)]
        pub fn add(&mut self, customer: &str, category: u8, cents: u64) {
            match self.by_customer.get_mut(customer) {
                Some(e) => {
                    e.0 += cents;
                    e.1 += 1;
                }
                None => {
                    self.by_customer.insert(customer.to_string(), (cents, 1));
                }
            }
            self.by_category[category as usize] += cents;
            self.lines += 1;
        }
    }

    #[inline(never)]
    pub fn top_customers(agg: &Aggregator, k: usize) -> Vec<(String, u64)> {
        let mut v: Vec<(String, u64)> = agg.by_customer.iter().map(|(c, e)| (c.clone(), e.0)).collect();
        v.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        v.truncate(k);
        v
    }
}

fn xorshift(s: &mut u64) -> u64 {
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    *s
}

#[inline(never)]
fn generate_lines(n: usize, n_products: usize, seed: &mut u64, out: &mut Vec<String>) {
    out.clear();
    for _ in 0..n {
        let r = xorshift(seed);
        // popular products are concentrated in a small id range (80/20)
        let idx = if r % 5 == 0 { (r >> 8) as usize % n_products } else { (r >> 8) as usize % (n_products / 8) };
        let coupon = if (r >> 40) % 7 == 0 { format!(";coupon=SAVE{}", (r >> 44) % 35) } else { String::new() };
        out.push(format!(
            "cust=c{:05};sku={};qty={}{}",
            (r >> 16) % 20_000,
            catalog::BASE_SKU as usize + idx,
            1 + (r >> 32) % 14,
            coupon
        ));
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let rounds: usize = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(40);
    let n_products = 800;
    let mut seed = 0x2545F4914F6CDD1Du64;
    let cat = catalog::Catalog::build(n_products, &mut seed);
    let mut agg = report::Aggregator::default();
    let mut lines = Vec::new();
    let mut missing = 0u64;
    for _ in 0..rounds {
        generate_lines(50_000, n_products, &mut seed, &mut lines);
        for line in &lines {
            let Some(o) = orders::parse_line(line) else { continue };
            match cat.lookup_price(o.sku) {
                Some(p) => {
                    let cents = pricing::apply_discounts(p, o.qty, o.coupon);
                    agg.add(o.customer, p.category, cents);
                }
                None => missing += 1,
            }
        }
    }
    let top = report::top_customers(&agg, 5);
    let total: u64 = agg.by_category.iter().sum();
    let best_name = &cat.products.iter().max_by_key(|p| p.cents).unwrap().name;
    println!("lines={} missing={} total_cents={} customers={} top={:?} priciest={}",
             agg.lines, missing, total, agg.by_customer.len(), top[0], best_name);
}
