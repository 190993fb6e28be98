/**
 * Many strings' UTF-8 bytes end to end in one array: string i is `bytes[start[i], start[i + 1])`.
 *
 * Why not one `Uint8Array` per string (`TextEncoder.encode` each): every such array is a typed
 * array, an ArrayBuffer and a separately allocated backing store, ~200 bytes of bookkeeping for
 * a name of forty. Writers of large folded outputs encode every frame name once; with a name per
 * unique stack (220 k names) those arrays were 45 MB of a 290 MB collapse.
 */
export class Utf8Arena {
  readonly bytes: Uint8Array;
  readonly start: Int32Array;

  constructor(strings: readonly string[]) {
    const encoder = new TextEncoder();
    let chars = 0;
    for (const s of strings) chars += s.length;
    // ASCII takes a byte per UTF-16 unit; a string that does not fit grows the array.
    let bytes: Uint8Array = new Uint8Array(chars + 64);
    const start = new Int32Array(strings.length + 1);
    let at = 0;
    for (let i = 0; i < strings.length; i++) {
      const s = strings[i];
      let r = encoder.encodeInto(s, bytes.subarray(at));
      if (r.read < s.length) {
        // Did not fit: grow (a UTF-16 unit is at most three UTF-8 bytes) and encode it again.
        bytes = grown(bytes, at + 3 * s.length);
        r = encoder.encodeInto(s, bytes.subarray(at));
      }
      at += r.written;
      start[i + 1] = at;
    }
    this.bytes = bytes;
    this.start = start;
  }

  /** Byte length of string `i`. */
  length(i: number): number {
    return this.start[i + 1] - this.start[i];
  }
}

function grown(a: Uint8Array, atLeast: number): Uint8Array {
  let n = a.length * 2;
  while (n < atLeast) n *= 2;
  const b = new Uint8Array(n);
  b.set(a);
  return b;
}
