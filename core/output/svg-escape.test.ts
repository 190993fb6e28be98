import { describe, expect, it } from 'vitest';
import { escapeXml } from './svg-escape.js';

describe('escapeXml', () => {
  it('returns text that needs nothing unchanged', () => {
    for (const s of ['', 'main', 'ns1::Foo::bar(int, const std::string)', 'process_job (threads.py:37)', 'é ü 漢字 😀', 'tab\there']) {
      expect(escapeXml(s)).toBe(s);
    }
  });
  it('escapes every metacharacter and replaces what XML forbids, wherever it stands', () => {
    expect(escapeXml(`a<b>&"c'`)).toBe('a&lt;b&gt;&amp;&quot;c&#39;');
    // Controls and bidi overrides show as their escapes, as in the text report.
    expect(escapeXml('x\u0001y\u001f')).toBe('x\\x01y\\x1f');
    expect(escapeXml('\u001b[31mred')).toBe('\\x1b[31mred');
    expect(escapeXml('\u202eevil_rtl')).toBe('\\u202eevil_rtl');
    expect(escapeXml('lone \ud800 and \udc00 end')).toBe('lone \ufffd and \ufffd end');
    expect(escapeXml('pair 😀 < ok')).toBe('pair 😀 &lt; ok');
    expect(escapeXml('\ufffe\uffff')).toBe('\ufffd\ufffd');
    expect(escapeXml('<')).toBe('&lt;');
  });
  it('leaves no markup in any one-character string', () => {
    const bad: number[] = [];
    const unsafe = /[<>"'\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufffe\uffff]|&(?!(amp|lt|gt|quot|#39);)|[\ud800-\udfff]/;
    for (let c = 0; c < 0x10000; c++) if (unsafe.test(escapeXml(`a${String.fromCharCode(c)}b`))) bad.push(c);
    expect(bad).toEqual([]);
  });
});
