//! reqsvc: a tiny in-process request service on a tokio multi-thread runtime (2 workers).
//! A dispatcher task feeds many small text requests through a bounded channel; each request is
//! handled in its own spawned task by a pipeline of four async handlers (trait objects, each returning a
//! boxed future, as middleware stacks do): parse -> validate -> compute -> encode.
//! Build feature `heavy_compute` (after side): the compute handler does 1.6x its mixing rounds.

use std::sync::atomic::{AtomicU64, Ordering};
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use tokio::sync::{mpsc, Semaphore};

#[cfg(not(feature = "heavy_compute"))]
const COMPUTE_ROUNDS: u32 = 80;
#[cfg(feature = "heavy_compute")]
const COMPUTE_ROUNDS: u32 = 128;

struct Request {
    id: u64,
    text: String,
}

#[derive(Debug)]
struct Parsed {
    id: u64,
    user: String,
    op: String,
    values: Vec<i64>,
    tags: Vec<String>,
}

#[derive(Debug)]
enum HandlerError {
    Parse(&'static str),
    Invalid(&'static str),
}

/// Per-request state carried through the handler pipeline.
struct Ctx {
    req: Request,
    parsed: Option<Parsed>,
    outcome: Option<Outcome>,
    body: Option<String>,
}

type HandlerFuture<'a> = Pin<Box<dyn Future<Output = Result<(), HandlerError>> + Send + 'a>>;

trait Handler: Send + Sync {
    fn name(&self) -> &'static str;
    fn call<'a>(&'a self, ctx: &'a mut Ctx) -> HandlerFuture<'a>;
}

struct Parse;
struct Validate;
struct Compute;
struct Encode;

impl Handler for Parse {
    fn name(&self) -> &'static str { "parse" }
    fn call<'a>(&'a self, ctx: &'a mut Ctx) -> HandlerFuture<'a> { Box::pin(parse(ctx)) }
}
impl Handler for Validate {
    fn name(&self) -> &'static str { "validate" }
    fn call<'a>(&'a self, ctx: &'a mut Ctx) -> HandlerFuture<'a> { Box::pin(validate(ctx)) }
}
impl Handler for Compute {
    fn name(&self) -> &'static str { "compute" }
    fn call<'a>(&'a self, ctx: &'a mut Ctx) -> HandlerFuture<'a> { Box::pin(compute(ctx)) }
}
impl Handler for Encode {
    fn name(&self) -> &'static str { "encode" }
    fn call<'a>(&'a self, ctx: &'a mut Ctx) -> HandlerFuture<'a> { Box::pin(encode(ctx)) }
}

struct Outcome {
    id: u64,
    score: u64,
    mean: f64,
    flags: u32,
}

fn make_request(id: u64, rng: &mut u64) -> Request {
    let mut next = || {
        *rng ^= *rng << 13;
        *rng ^= *rng >> 7;
        *rng ^= *rng << 17;
        *rng
    };
    let ops = ["sum", "max", "mix", "rank"];
    let user = format!("user{:04}", next() % 5000);
    let op = ops[(next() % 4) as usize];
    let n = 12 + (next() % 12) as usize;
    let mut values = String::new();
    for i in 0..n {
        if i > 0 {
            values.push(',');
        }
        let v = (next() % 200_000) as i64 - 100_000;
        values.push_str(&v.to_string());
    }
    let tags: Vec<String> = (0..(1 + next() % 4)).map(|t| format!("t{}", (next() + t) % 97)).collect();
    let text = format!("id={id}&user={user}&op={op}&values={values}&tags={}", tags.join("+"));
    Request { id, text }
}

async fn parse(ctx: &mut Ctx) -> Result<(), HandlerError> {
    let req = &ctx.req;
    let mut user = None;
    let mut op = None;
    let mut values = Vec::new();
    let mut tags = Vec::new();
    for kv in req.text.split('&') {
        let (k, v) = kv.split_once('=').ok_or(HandlerError::Parse("missing ="))?;
        match k {
            "id" => {
                let id: u64 = v.parse().map_err(|_| HandlerError::Parse("bad id"))?;
                if id != req.id {
                    return Err(HandlerError::Parse("id mismatch"));
                }
            }
            "user" => user = Some(v.to_string()),
            "op" => op = Some(v.to_string()),
            "values" => {
                for s in v.split(',') {
                    values.push(s.parse::<i64>().map_err(|_| HandlerError::Parse("bad value"))?);
                }
            }
            "tags" => tags.extend(v.split('+').map(|t| t.to_string())),
            _ => return Err(HandlerError::Parse("unknown key")),
        }
    }
    ctx.parsed = Some(Parsed {
        id: req.id,
        user: user.ok_or(HandlerError::Parse("no user"))?,
        op: op.ok_or(HandlerError::Parse("no op"))?,
        values,
        tags,
    });
    Ok(())
}

async fn validate(ctx: &mut Ctx) -> Result<(), HandlerError> {
    let p = ctx.parsed.as_ref().ok_or(HandlerError::Invalid("not parsed"))?;
    if p.values.is_empty() || p.values.len() > 64 {
        return Err(HandlerError::Invalid("value count"));
    }
    if !p.user.starts_with("user") || !p.user[4..].bytes().all(|b| b.is_ascii_digit()) {
        return Err(HandlerError::Invalid("user"));
    }
    // checksum-style sanity pass over values and tags
    let mut h: u64 = 0xcbf29ce484222325;
    for _ in 0..6 {
        for v in &p.values {
            h ^= *v as u64;
            h = h.wrapping_mul(0x100000001b3);
        }
        for t in &p.tags {
            for b in t.bytes() {
                h ^= b as u64;
                h = h.wrapping_mul(0x100000001b3);
            }
        }
    }
    if h == 0 {
        return Err(HandlerError::Invalid("checksum"));
    }
    if p.id % 64 == 0 {
        tokio::task::yield_now().await;
    }
    Ok(())
}

async fn compute(ctx: &mut Ctx) -> Result<(), HandlerError> {
    let p = ctx.parsed.as_ref().ok_or(HandlerError::Invalid("not parsed"))?;
    let mut acc: u64 = p.id.wrapping_mul(0x9E3779B97F4A7C15);
    let mut fsum = 0.0f64;
    for r in 0..COMPUTE_ROUNDS {
        for (i, v) in p.values.iter().enumerate() {
            let x = (*v as u64) ^ (i as u64) ^ (r as u64);
            acc = acc.rotate_left(13) ^ x.wrapping_mul(0xff51afd7ed558ccd);
            acc ^= acc >> 33;
            fsum += (*v as f64) * 1e-5 / (1.0 + (r as f64));
        }
        if p.op == "rank" {
            acc = acc.wrapping_add(p.values.iter().filter(|v| **v > 0).count() as u64);
        }
    }
    let mean = fsum / (p.values.len() as f64);
    ctx.outcome = Some(Outcome { id: p.id, score: acc % 1_000_000, mean, flags: (acc >> 60) as u32 });
    Ok(())
}

async fn encode(ctx: &mut Ctx) -> Result<(), HandlerError> {
    let p = ctx.parsed.as_ref().ok_or(HandlerError::Invalid("not parsed"))?;
    let o = ctx.outcome.as_ref().ok_or(HandlerError::Invalid("not computed"))?;
    let mut s = String::with_capacity(128);
    s.push_str("{\"id\":");
    s.push_str(&o.id.to_string());
    s.push_str(",\"user\":\"");
    s.push_str(&p.user);
    s.push_str("\",\"op\":\"");
    s.push_str(&p.op);
    s.push_str("\",\"score\":");
    s.push_str(&o.score.to_string());
    s.push_str(",\"mean\":");
    s.push_str(&format!("{:.4}", o.mean));
    s.push_str(",\"flags\":");
    s.push_str(&o.flags.to_string());
    s.push_str(",\"tags\":[");
    for (i, t) in p.tags.iter().enumerate() {
        if i > 0 {
            s.push(',');
        }
        s.push('"');
        s.push_str(t);
        s.push('"');
    }
    s.push_str("]}");
    ctx.body = Some(s);
    Ok(())
}

async fn handle(req: Request, pipeline: Arc<Vec<Box<dyn Handler>>>, stats: Arc<Stats>) {
    let mut ctx = Ctx { req, parsed: None, outcome: None, body: None };
    for h in pipeline.iter() {
        if let Err(e) = h.call(&mut ctx).await {
            stats.errors.fetch_add(1, Ordering::Relaxed);
            eprintln!("request {} failed in {}: {:?}", ctx.req.id, h.name(), e);
            return;
        }
    }
    let body = ctx.body.unwrap_or_default();
    stats.bytes.fetch_add(body.len() as u64, Ordering::Relaxed);
    stats.digest.fetch_xor(body.bytes().fold(0u64, |h, b| h.rotate_left(5) ^ b as u64), Ordering::Relaxed);
    stats.done.fetch_add(1, Ordering::Relaxed);
}

#[derive(Default)]
struct Stats {
    done: AtomicU64,
    errors: AtomicU64,
    bytes: AtomicU64,
    digest: AtomicU64,
}

async fn serve(total: u64) -> Arc<Stats> {
    let stats = Arc::new(Stats::default());
    let (tx, mut rx) = mpsc::channel::<Request>(1024);
    // producer: builds the request texts
    let producer = tokio::spawn(async move {
        let mut rng = 0x2545F4914F6CDD1Du64;
        for id in 1..=total {
            if tx.send(make_request(id, &mut rng)).await.is_err() {
                break;
            }
        }
    });
    // dispatcher: one task per request, at most 256 in flight
    let pipeline: Arc<Vec<Box<dyn Handler>>> =
        Arc::new(vec![Box::new(Parse), Box::new(Validate), Box::new(Compute), Box::new(Encode)]);
    let limit = Arc::new(Semaphore::new(256));
    let mut handles = Vec::new();
    while let Some(req) = rx.recv().await {
        let permit = limit.clone().acquire_owned().await.unwrap();
        let st = stats.clone();
        let pl = pipeline.clone();
        handles.push(tokio::spawn(async move {
            handle(req, pl, st).await;
            drop(permit);
        }));
        if handles.len() >= 4096 {
            for h in handles.drain(..) {
                h.await.unwrap();
            }
        }
    }
    for h in handles {
        h.await.unwrap();
    }
    producer.await.unwrap();
    stats
}

fn main() {
    let total: u64 = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(300_000);
    let rt = tokio::runtime::Builder::new_multi_thread().worker_threads(2).build().unwrap();
    let stats = rt.block_on(serve(total));
    println!(
        "requests={} done={} errors={} bytes={} digest={:016x} compute_rounds={}",
        total,
        stats.done.load(Ordering::Relaxed),
        stats.errors.load(Ordering::Relaxed),
        stats.bytes.load(Ordering::Relaxed),
        stats.digest.load(Ordering::Relaxed),
        COMPUTE_ROUNDS
    );
}
