# ---- generic profile reader (s39d) -------------------------------------------
# Reads every profile in before/ and after/ next to this script and prints, per
# run, the number of samples and, for each target regex, the inclusive share
# (% of samples whose stack contains a frame matching it) and the self share
# (% of samples whose leaf frame matches it).  Frame names are the function
# names as the profiler records them (perf symbol without +0x offset, py-spy
# function name, JFR pkg.Class.method, node callFrame.functionName).
import gzip, io, json, os, re, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))


def _open_text(path):
    if path.endswith('.gz'):
        return io.TextIOWrapper(gzip.open(path, 'rb'), encoding='utf-8', errors='replace')
    return open(path, encoding='utf-8', errors='replace')


def read_perf_script(path):
    """plain `perf script` output -> list of (stack leaf-first, weight)."""
    stacks, cur, in_sample = [], [], False
    frame_re = re.compile(r'^\s+[0-9a-fA-F]+\s+(.*?)\s+\((.*)\)\s*$')
    with _open_text(path) as f:
        for line in f:
            if not line.strip():
                if in_sample:
                    stacks.append((cur, 1))
                cur, in_sample = [], False
                continue
            if not line[0].isspace():
                if in_sample:
                    stacks.append((cur, 1))
                cur, in_sample = [], True
                continue
            m = frame_re.match(line)
            if m:
                sym = re.sub(r'\+0x[0-9a-fA-F]+$', '', m.group(1))
                cur.append(sym)
    if in_sample:
        stacks.append((cur, 1))
    return stacks


def read_speedscope(path):
    with _open_text(path) as f:
        d = json.load(f)
    frames = d['shared']['frames']
    stacks = []
    for prof in d['profiles']:
        if prof.get('type') != 'sampled':
            continue
        for s, w in zip(prof['samples'], prof['weights']):
            # speedscope sampled stacks are root-first
            stacks.append(([frames[i]['name'] for i in reversed(s)], 1))
    return stacks


def read_cpuprofile(path):
    with _open_text(path) as f:
        d = json.load(f)
    nodes = {n['id']: n for n in d['nodes']}
    parent = {}
    for n in d['nodes']:
        for c in n.get('children', []):
            parent[c] = n['id']
    cache = {}

    def stack_of(nid):
        if nid in cache:
            return cache[nid]
        out, cur = [], nid
        while cur is not None:
            name = nodes[cur]['callFrame']['functionName'] or '(anonymous)'
            if name != '(root)':
                out.append(name)
            cur = parent.get(cur)
        cache[nid] = out
        return out
    return [(stack_of(s), 1) for s in d['samples']]


def read_jfr(path):
    tmp = None
    if path.endswith('.gz'):  # jfr needs a plain file: decompress to a temp copy
        import tempfile, shutil
        fd, tmp = tempfile.mkstemp(suffix='.jfr')
        with os.fdopen(fd, 'wb') as o, gzip.open(path, 'rb') as i:
            shutil.copyfileobj(i, o)
        path = tmp
    try:
        out = subprocess.run(['jfr', 'print', '--json', '--events', 'jdk.ExecutionSample',
                              '--stack-depth', '256', path], capture_output=True, text=True, check=True).stdout
    finally:
        if tmp:
            os.unlink(tmp)
    d = json.loads(out)
    stacks = []
    for e in d['recording']['events']:
        st = e['values'].get('stackTrace') or {'frames': []}
        names = []
        for fr in st['frames']:
            m = fr['method']
            names.append(m['type']['name'].replace('/', '.') + '.' + m['name'])
        stacks.append((names, 1))  # JFR frames are leaf-first
    return stacks


def read_profile(path):
    b = os.path.basename(path)
    if '.perf.txt' in b:
        return read_perf_script(path)
    if '.speedscope.json' in b:
        return read_speedscope(path)
    if '.cpuprofile' in b:
        return read_cpuprofile(path)
    if b.endswith('.jfr') or b.endswith('.jfr.gz'):
        return read_jfr(path)
    raise SystemExit('unknown profile format: ' + path)


def runs(side):
    d = os.path.join(HERE, side)
    fs = [f for f in os.listdir(d) if f.startswith('run-')]
    fs.sort(key=lambda f: int(re.match(r'run-(\d+)', f).group(1)))
    return [os.path.join(d, f) for f in fs]


def measure(targets, exclude=None):
    """targets: list of (label, regex). exclude: optional regex of LEAF frames
    whose samples are left out of the denominator (reported separately)."""
    comp = [(lab, re.compile(rx)) for lab, rx in targets]
    ex = re.compile(exclude) if exclude else None
    summary = {}
    for side in ('before', 'after'):
        for path in runs(side):
            stacks = read_profile(path)
            total = sum(w for _, w in stacks)
            excluded = 0
            if ex:
                kept = [(s, w) for s, w in stacks if not (s and ex.search(s[0]))]
                excluded = total - sum(w for _, w in kept)
                stacks = kept
            n = sum(w for _, w in stacks)
            print(f'{side}/{os.path.basename(path)}: samples={total}' +
                  (f' (excluded leaf {exclude}: {excluded}; denominator={n})' if ex else ''))
            for lab, rx in comp:
                inc = sum(w for s, w in stacks if any(rx.search(fr) for fr in s))
                slf = sum(w for s, w in stacks if s and rx.search(s[0]))
                print(f'    {lab:<34} inclusive {100.0*inc/n:6.2f}%  ({inc:6d})   self {100.0*slf/n:6.2f}%')
                summary.setdefault((side, lab), []).append(100.0 * inc / n)
    print('\nmean inclusive share per side:')
    for lab, _ in comp:
        b = summary.get(('before', lab), [])
        a = summary.get(('after', lab), [])
        fmt = lambda v: ', '.join(f'{x:.1f}' for x in v)
        print(f'    {lab:<34} before [{fmt(b)}] mean {sum(b)/max(len(b),1):.1f}%  ->  after [{fmt(a)}] mean {sum(a)/max(len(a),1):.1f}%')

# ---- case-specific targets ----------------------------------------------------
TARGETS = [
    ('Ledger.sumAmounts (culprit)', r'\bLedger\.sumAmounts\b'),
    ('java.lang.Long.valueOf (culprit)', r'\bjava\.lang\.Long\.valueOf\b'),
    ('java.lang.Long.longValue', r'\bjava\.lang\.Long\.longValue\b'),
    ('Ledger.generateAmounts', r'\bLedger\.generateAmounts\b'),
    ('Ledger.applyFees', r'\bLedger\.applyFees\b'),
    ('Ledger.checksumAmounts', r'\bLedger\.checksumAmounts\b'),
    ('Ledger.main', r'\bLedger\.main\b'),
]

if __name__ == '__main__':
    measure(TARGETS)
