// Audio block processor: synthesize a few tones, mix them, apply gain sample by sample,
// measure RMS and peak, quantize to 16-bit. Runs for SECONDS_TO_RUN seconds (default 3).
'use strict';
const SECONDS = Number(process.env.SECONDS_TO_RUN || 3);
const N = 4096;

function synthTones(out, t0, freqs) {
  for (let i = 0; i < out.length; i++) {
    const t = (t0 + i) / 48000;
    let v = 0;
    for (let k = 0; k < freqs.length; k++) v += Math.sin(2 * Math.PI * freqs[k] * t) / (k + 1);
    out[i] = v;
  }
}

function mixChannels(a, b, out) {
  for (let i = 0; i < out.length; i++) out[i] = 0.6 * a[i] + 0.4 * b[i];
}

function applyGain(s, g) {
  let x = s * g;
  if (x !== x) return 0;
  const sign = x < 0 ? -1 : 1;
  x = x * sign;
  if (x > 6) return sign;
  // rational tanh approximation, then Newton-like refinement steps
  const x2 = x * x;
  let y = (x * (135135 + x2 * (17325 + x2 * (378 + x2)))) / (135135 + x2 * (62370 + x2 * (3150 + x2 * 28)));
  for (let it = 0; it < 6; it++) {
    const e2 = Math.exp(2 * x);
    const target = (e2 - 1) / (e2 + 1);
    const err = target - y;
    if (err < 1e-15 && err > -1e-15) break;
    y += err * (1 - y * y * 0.25);
    if (y > 1) y = 1;
    if (y < 0) y = 0;
  }
  // harmonic coloration (Chebyshev terms T2..T7), as an analog stage would add
  const y2 = y * y, y3 = y2 * y, y4 = y3 * y, y5 = y4 * y, y6 = y5 * y, y7 = y6 * y;
  const t2 = 2 * y2 - 1;
  const t3 = 4 * y3 - 3 * y;
  const t4 = 8 * y4 - 8 * y2 + 1;
  const t5 = 16 * y5 - 20 * y3 + 5 * y;
  const t6 = 32 * y6 - 48 * y4 + 18 * y2 - 1;
  const t7 = 64 * y7 - 112 * y5 + 56 * y3 - 7 * y;
  let out = y + 0.015 * t2 - 0.004 * t3 + 0.002 * t4 - 0.001 * t5 + 0.0005 * t6 - 0.00025 * t7 - 0.0135;
  if (out > 0.9999) out = 0.9999 + (out - 0.9999) * 0.01;
  if (out < 0) out = 0;
  out = sign * out;
  if (out > 1) out = 1;
  if (out < -1) out = -1;
  return out;
}


function processBuffer(inp, out, g) {
  let peak = 0;
  for (let i = 0; i < inp.length; i++) {
    const v = applyGain(inp[i], g);
    out[i] = v;
    const a = v < 0 ? -v : v;
    if (a > peak) peak = a;
  }
  return peak;
}

function measureRms(buf) {
  let s = 0;
  for (let i = 0; i < buf.length; i++) s += buf[i] * buf[i];
  return Math.sqrt(s / buf.length);
}

function quantize16(buf, out) {
  for (let i = 0; i < buf.length; i++) out[i] = Math.round(buf[i] * 32767);
}

function main() {
  const a = new Float64Array(N), b = new Float64Array(N), m = new Float64Array(N), y = new Float64Array(N);
  const q = new Int16Array(N);
  const deadline = Date.now() + SECONDS * 1000;
  let blocks = 0, acc = 0, t0 = 0;
  while (Date.now() < deadline) {
    synthTones(a, t0, [220, 440, 660]);
    synthTones(b, t0, [330, 495]);
    mixChannels(a, b, m);
    acc += processBuffer(m, y, 1.7);
    acc += measureRms(y);
    quantize16(y, q);
    acc += q[blocks % N];
    t0 += N;
    blocks++;
  }
  console.log(`blocks=${blocks} acc=${acc.toFixed(3)}`);
}

main();
