// Event joiner: generates a table of accounts and a stream of payment events,
// joins each event to its account (by account id) and aggregates per-country totals.
use std::collections::HashMap;

struct Account {
    id: u64,
    country: u16,
    fee_bp: u32,
}

struct Event {
    account_id: u64,
    amount_cents: u64,
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
fn gen_accounts(n: usize, rng: &mut Rng) -> Vec<Account> {
    (0..n)
        .map(|i| Account {
            id: (i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 20,
            country: (rng.next() % 60) as u16,
            fee_bp: (rng.next() % 300) as u32,
        })
        .collect()
}

#[inline(never)]
fn gen_events(n: usize, accounts: &[Account], rng: &mut Rng) -> Vec<Event> {
    (0..n)
        .map(|_| {
            let a = &accounts[(rng.next() % accounts.len() as u64) as usize];
            Event { account_id: a.id, amount_cents: rng.next() % 100_000 }
        })
        .collect()
}

/// Joins every event with its account and returns (country, net amount) pairs.
#[inline(never)]
fn join_events(accounts: &[Account], events: &[Event]) -> Vec<(u16, u64)> {
    let mut index: HashMap<u64, usize> = HashMap::with_capacity(accounts.len());
    for (i, a) in accounts.iter().enumerate() {
        index.insert(a.id, i);
    }
    let mut out = Vec::with_capacity(events.len());
    for e in events {
        if let Some(&i) = index.get(&e.account_id) {
            let a = &accounts[i];
            let fee = e.amount_cents * a.fee_bp as u64 / 10_000;
            out.push((a.country, e.amount_cents - fee));
        }
    }
    out
}

#[inline(never)]
fn aggregate(rows: &mut Vec<(u16, u64)>) -> Vec<(u16, u64, u64)> {
    rows.sort_unstable();
    let mut res: Vec<(u16, u64, u64)> = Vec::new();
    for &(c, amt) in rows.iter() {
        match res.last_mut() {
            Some(last) if last.0 == c => {
                last.1 += 1;
                last.2 += amt;
            }
            _ => res.push((c, 1, amt)),
        }
    }
    res
}

fn main() {
    let rounds: usize = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(12);
    let mut rng = Rng(0x2545_F491_4F6C_DD1D);
    let accounts = gen_accounts(200_000, &mut rng);
    let mut grand = 0u64;
    let mut groups = 0usize;
    for _ in 0..rounds {
        let events = gen_events(1_000_000, &accounts, &mut rng);
        let mut rows = join_events(&accounts, &events);
        let res = aggregate(&mut rows);
        groups = res.len();
        grand = grand.wrapping_add(res.iter().map(|r| r.2).sum::<u64>());
    }
    println!("rounds {} groups {} grand {}", rounds, groups, grand);
}
