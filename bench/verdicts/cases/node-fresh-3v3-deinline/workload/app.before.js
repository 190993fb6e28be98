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
  const v = s * g;
  return v > 1 ? 1 : v < -1 ? -1 : v;
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
