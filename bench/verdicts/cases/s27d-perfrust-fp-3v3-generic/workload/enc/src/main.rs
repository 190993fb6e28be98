//! telemetry: encodes a columnar batch of metric samples into a text
//! exposition format (one `name{labels} value` line per cell), the way a
//! metrics agent flushes its buffers. Each column holds one scalar type; the
//! per-column encoder is generic over the scalar type and is monomorphized
//! for u32 (counters), i64 (deltas), f64 (gauges) and u16 (status codes).

use std::hint::black_box;
#[cfg(feature = "slow-f64")]
use std::io::Write;

/// A scalar that can be rendered into the exposition format.
pub trait Scalar: Copy {
    const KIND: &'static str;
    fn write_to(self, out: &mut Vec<u8>);
    fn mix(self) -> u64;
}

#[inline(always)]
fn write_u64(mut v: u64, out: &mut Vec<u8>) {
    let mut tmp = [0u8; 20];
    let mut i = tmp.len();
    loop {
        i -= 1;
        tmp[i] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    out.extend_from_slice(&tmp[i..]);
}

impl Scalar for u32 {
    const KIND: &'static str = "counter";
    #[inline(always)]
    fn write_to(self, out: &mut Vec<u8>) {
        write_u64(self as u64, out)
    }
    #[inline(always)]
    fn mix(self) -> u64 {
        self as u64
    }
}

impl Scalar for u16 {
    const KIND: &'static str = "status";
    #[inline(always)]
    fn write_to(self, out: &mut Vec<u8>) {
        write_u64(self as u64, out)
    }
    #[inline(always)]
    fn mix(self) -> u64 {
        (self as u64) << 7
    }
}

impl Scalar for i64 {
    const KIND: &'static str = "delta";
    #[inline(always)]
    fn write_to(self, out: &mut Vec<u8>) {
        if self < 0 {
            out.push(b'-');
        }
        write_u64(self.unsigned_abs(), out)
    }
    #[inline(always)]
    fn mix(self) -> u64 {
        self as u64
    }
}

impl Scalar for f64 {
    const KIND: &'static str = "gauge";
    #[cfg(not(feature = "slow-f64"))]
    #[inline(always)]
    fn write_to(self, out: &mut Vec<u8>) {
        // fixed point, 3 decimals, hand-rolled (values are finite gauges)
        let scaled = (self * 1000.0).round() as i64;
        if scaled < 0 {
            out.push(b'-');
        }
        let a = scaled.unsigned_abs();
        write_u64(a / 1000, out);
        let frac = a % 1000;
        out.push(b'.');
        out.push(b'0' + (frac / 100) as u8);
        out.push(b'0' + (frac / 10 % 10) as u8);
        out.push(b'0' + (frac % 10) as u8);
    }
    #[cfg(feature = "slow-f64")]
    #[inline(always)]
    fn write_to(self, out: &mut Vec<u8>) {
        // "simplified": let std do the formatting
        write!(out, "{:.3}", self).unwrap();
    }
    #[inline(always)]
    fn mix(self) -> u64 {
        self.to_bits()
    }
}

/// One column of a batch: a metric name, a label set per row, and the values.
pub struct Column<T: Scalar> {
    pub name: String,
    pub values: Vec<T>,
}

/// Shared per-row label sets (host, region, shard ...), as raw key/value
/// pairs; values are escaped when written.
pub struct Labels {
    pub sets: Vec<Vec<(&'static str, String)>>,
}

/// Writes `{k="v",k2="v2"}` with exposition-format escaping of the values.
#[inline(always)]
fn write_labels(set: &[(&'static str, String)], out: &mut Vec<u8>) {
    out.push(b'{');
    for (j, (k, v)) in set.iter().enumerate() {
        if j > 0 {
            out.push(b',');
        }
        for &b in k.as_bytes() {
            out.push(b);
        }
        out.push(b'=');
        out.push(b'"');
        for &b in v.as_bytes() {
            match b {
                b'\\' => out.extend_from_slice(b"\\\\"),
                b'"' => out.extend_from_slice(b"\\\""),
                b'\n' => out.extend_from_slice(b"\\n"),
                _ => out.push(b),
            }
        }
        out.push(b'"');
    }
    out.push(b'}');
}

/// Encodes one column: `name{labels} value\n` per row; returns a checksum
/// of the values so the work cannot be optimized away.
#[inline(never)]
pub fn encode_column<T: Scalar>(col: &Column<T>, labels: &Labels, out: &mut Vec<u8>) -> u64 {
    let mut acc = 0xcbf29ce484222325u64;
    out.extend_from_slice(b"# TYPE ");
    out.extend_from_slice(col.name.as_bytes());
    out.push(b' ');
    out.extend_from_slice(T::KIND.as_bytes());
    out.push(b'\n');
    for (i, &v) in col.values.iter().enumerate() {
        out.extend_from_slice(col.name.as_bytes());
        write_labels(&labels.sets[i % labels.sets.len()], out);
        out.push(b' ');
        v.write_to(out);
        out.push(b'\n');
        acc = (acc ^ v.mix()).wrapping_mul(0x100000001b3);
    }
    acc
}

/// Checksums the encoded frame before it is shipped (64-bit words, FNV-style
/// mixing; the tail bytes one at a time).
#[inline(never)]
pub fn frame_checksum(buf: &[u8]) -> u64 {
    let mut h = 0xcbf29ce484222325u64;
    let mut chunks = buf.chunks_exact(8);
    for c in &mut chunks {
        let w = u64::from_le_bytes(c.try_into().unwrap());
        h = (h ^ w).wrapping_mul(0x100000001b3).rotate_left(29);
    }
    for &b in chunks.remainder() {
        h = (h ^ b as u64).wrapping_mul(0x100000001b3);
    }
    h
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

struct Batch {
    counters: Vec<Column<u32>>,
    deltas: Vec<Column<i64>>,
    gauges: Vec<Column<f64>>,
    statuses: Vec<Column<u16>>,
}

fn make_batch(rng: &mut Rng, rows: usize) -> Batch {
    let mut b = Batch { counters: vec![], deltas: vec![], gauges: vec![], statuses: vec![] };
    for c in 0..6 {
        b.counters.push(Column {
            name: format!("http_requests_total_{c}"),
            values: (0..rows).map(|_| (rng.next() % 5_000_000) as u32).collect(),
        });
    }
    for c in 0..4 {
        b.deltas.push(Column {
            name: format!("queue_depth_delta_{c}"),
            values: (0..rows).map(|_| (rng.next() % 200_000) as i64 - 100_000).collect(),
        });
    }
    for c in 0..4 {
        b.gauges.push(Column {
            name: format!("cpu_seconds_rate_{c}"),
            values: (0..rows).map(|_| (rng.next() % 10_000_000) as f64 / 7919.0 - 300.0).collect(),
        });
    }
    for c in 0..3 {
        b.statuses.push(Column {
            name: format!("upstream_status_{c}"),
            values: (0..rows).map(|_| [200u16, 204, 301, 404, 500, 503][(rng.next() % 6) as usize]).collect(),
        });
    }
    b
}

fn make_labels(rng: &mut Rng, n: usize) -> Labels {
    let regions = ["eu-west-1", "us-east-2", "ap-south-1"];
    let paths = ["/api/v1/orders", "/api/v1/users/\"me\"", "/healthz", "/static/app.js"];
    Labels {
        sets: (0..n)
            .map(|i| {
                vec![
                    ("host", format!("node-{:04}.prod.internal", i)),
                    ("region", regions[(rng.next() % 3) as usize].to_string()),
                    ("shard", format!("{}", rng.next() % 64)),
                    ("path", paths[(rng.next() % 4) as usize].to_string()),
                ]
            })
            .collect(),
    }
}

#[inline(never)]
fn flush(batch: &Batch, labels: &Labels, out: &mut Vec<u8>) -> u64 {
    out.clear();
    let mut acc = 0u64;
    for c in &batch.counters {
        acc ^= encode_column(c, labels, out);
    }
    for c in &batch.deltas {
        acc ^= encode_column(c, labels, out);
    }
    for c in &batch.gauges {
        acc ^= encode_column(c, labels, out);
    }
    for c in &batch.statuses {
        acc ^= encode_column(c, labels, out);
    }
    acc ^ frame_checksum(out)
}

fn main() {
    let iters: usize = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(400);
    let mut rng = Rng(0x9E3779B97F4A7C15);
    let labels = make_labels(&mut rng, 256);
    let batches: Vec<Batch> = (0..4).map(|_| make_batch(&mut rng, 2000)).collect();
    let mut out = Vec::with_capacity(8 << 20);
    let mut acc = 0u64;
    let mut bytes = 0usize;
    for it in 0..iters {
        acc = acc.rotate_left(5) ^ flush(&batches[it % batches.len()], &labels, &mut out);
        bytes += out.len();
        black_box(&out);
    }
    println!("iters={iters} bytes={bytes} acc={acc:016x}");
}
