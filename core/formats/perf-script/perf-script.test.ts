import { describe, expect, it } from 'vitest';
import { parseBytes, toFolded } from '../../../test/support/parse.js';
import { perfScript, sniff } from './index.js';
import { fixPartiallyDemangledRustSymbol, isKernelModule, tidyGeneric, tidyJava, withModuleFallback } from './tidy.js';

const collapse = (text: string, opts = {}) => toFolded(parseBytes(text, opts, perfScript).profile);

describe('perf script tidy rules', () => {
  it.each([
    ['foo(int, char)', 'foo'],
    ['net/http.(*Client).Do', 'net/http.(*Client).Do'],
    ['(anonymous namespace)::f(int)', '(anonymous namespace)::f'],
    ['std::function<void (int)>::operator()(int) const', 'std::function<void (int)>::operator'],
    ['a;b', 'a:b'],
    ['{lambda(int)#1}::operator()', '{lambda(int)#1}::operator'],
  ])('tidyGeneric(%j) = %j', (input, out) => expect(tidyGeneric(input)).toBe(out));

  it('strips the Java L prefix only from names with a slash', () => {
    expect(tidyJava('Ljava/io/File:::read')).toBe('java/io/File:::read');
    expect(tidyJava('LCounter:::countTo')).toBe('LCounter:::countTo');
  });

  it('repairs partly demangled Rust symbols and drops the hash', () => {
    expect(fixPartiallyDemangledRustSymbol('_$LT$std..fs..ReadDir$u20$as$u20$core..iter..traits..iterator..Iterator$GT$::next::hc14f1750ca79129b')).toBe(
      '<std::fs::ReadDir as core::iter::traits::iterator::Iterator>::next',
    );
    expect(fixPartiallyDemangledRustSymbol('_ZN4testE')).toBe('_ZN4testE');
  });

  it('names [unknown] frames after their module, with addresses on request', () => {
    expect(withModuleFallback('/lib/libc-2.19.so', '[unknown]', '7f53', false)).toBe('[libc-2.19.so]');
    expect(withModuleFallback('[unknown]', '[unknown]', '7f53', false)).toBe('[unknown]');
    expect(withModuleFallback('[unknown]', '[unknown]', '7f53', true)).toBe('[unknown <7f53>]');
  });

  it('recognises kernel modules', () => {
    expect(isKernelModule('[kernel.kallsyms]')).toBe(true);
    expect(isKernelModule('/usr/lib/debug/boot/vmlinux-5.4.14')).toBe(true);
    expect(isKernelModule('nf_conntrack.ko')).toBe(true);
    expect(isKernelModule('[unknown]')).toBe(false);
    expect(isKernelModule('/usr/lib/libc.so.6')).toBe(false);
  });
});

describe('perf script parser', () => {
  const twoEvents = [
    'app 100/101 [000] 10.000000: 250000 cpu-clock:',
    '\t401b97 leaf+0x1f (/usr/bin/app)',
    '\t401b00 main+0x10 (/usr/bin/app)',
    '\tffffffff8103ce3b native_safe_halt+0x1b ([kernel.kallsyms])',
    '',
    'app 100/102 [001] 10.001000: 250000 cpu-clock:',
    '\t401b00 main+0x10 (/usr/bin/app)',
    '',
  ].join('\n');

  it('weights stacks by the period and writes root first', () => {
    expect(collapse(twoEvents)).toBe('app;main 250000\napp;native_safe_halt;main;leaf 250000\n');
  });

  it('--pid, --tid and --kernel change the root and annotations', () => {
    expect(collapse(twoEvents, { tid: true, kernel: true })).toBe(
      'app-100/101;native_safe_halt_[k];main;leaf 250000\napp-100/102;main 250000\n',
    );
    expect(collapse(twoEvents, { pid: true })).toBe('app-100;main 250000\napp-100;native_safe_halt;main;leaf 250000\n');
  });

  it('keeps only the first event type unless told otherwise', () => {
    const mixed = [
      'app 1 1.0: 10 cycles:',
      '\t1 a (/x)',
      '',
      'app 1 1.1: 20 instructions:',
      '\t1 b (/x)',
      '',
    ].join('\n');
    expect(collapse(mixed)).toBe('app;a 10\n');
    expect(collapse(mixed, { eventFilter: 'instructions' })).toBe('app;b 20\n');
  });

  it('splits Java inlined frames and marks them _[i]', () => {
    const text = ['java 1/2 1.0: cpu-clock:', '\t7f Lp/A;::a->Lp/B;::b->Lp/C;::c (/tmp/perf-1.map)', ''].join('\n');
    expect(collapse(text)).toBe('java;p/A:::a;p/B:::b_[i];p/C:::c_[i] 1\n');
  });

  it('reads a frame written on the event line', () => {
    const text = 'false 64414 20110.539270:      34467 cycles:u:  ffffffff9aa3c8de [unknown] ([unknown])\n';
    expect(collapse(text)).toBe('false;[unknown] 34467\n');
  });

  it('drops events with empty stacks and warns about weird stack lines', () => {
    const text = ['app 1 1.0: 5 cycles:', '', 'app 1 1.1: 5 cycles:', '\tWEIRD', '\t1 f (/x)', ''].join('\n');
    const { profile, warnings } = parseBytes(text, {}, perfScript);
    expect(toFolded(profile)).toBe('app;f 5\n');
    expect(warnings).toEqual(['Weird stack line: \tWEIRD']);
  });

  it('records event, period, duration and sample count', () => {
    const { meta } = parseBytes(twoEvents, {}, perfScript).profile;
    expect(meta).toMatchObject({ sourceFormat: 'perf-script', event: 'cpu-clock', samplePeriod: 250000, sampleCount: 2 });
    expect(meta.durationSeconds).toBeCloseTo(0.001, 9);
  });

  it('rejects a stack line cut off at end of input', () => {
    const text = `${twoEvents}app 1 1.2: 5 cpu-clock:\n\t401b00 ma`;
    expect(() => parseBytes(text, {}, perfScript)).toThrow(/test:9: input ends in the middle of a line/);
    // And an event line cut in its event name: not a sample of another event.
    expect(() => parseBytes(`${twoEvents}\napp 1 1.2: 250000 cpu-clo`, {}, perfScript)).toThrow(/test:9: input ends in the middle of a line .*expected an event line ending in `EVENT:`/);
  });

  it('sniffs perf script and rejects folded text', () => {
    expect(sniff(twoEvents)).toBe(true);
    expect(sniff('# header\n' + twoEvents)).toBe(true);
    expect(sniff('a;b;c 12\n')).toBe(false);
  });
});

describe('folded reader', () => {
  it('accepts py-spy empty-stack lines (` 1`) and drops them', async () => {
    const { folded } = await import('../folded/index.js');
    const { profile } = parseBytes('a;b 2\n 1\na 1\n', {}, folded);
    expect(toFolded(profile)).toBe('a 1\na;b 2\n');
  });
});
