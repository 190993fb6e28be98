import { FILE_DIRECTORIES } from './labels.js';

/**
 * The script embedded in flamediff SVGs, as a constant: it carries no profile data (frame names
 * are read from each frame's <title> with textContent and written back with textContent only),
 * so nothing in a profile can become script. Features: click a frame to zoom, Escape or
 * double-click to reset, Ctrl+F or "/" to search by regular expression (matched frames turn
 * magenta and the matched share is shown), and frame details on hover.
 */
export const SVG_SCRIPT = `
(function () {
  var svg = document.documentElement;
  var W = +svg.getAttribute('data-graph-width');
  var PAD = +svg.getAttribute('data-pad');
  var frames = [].slice.call(document.querySelectorAll('g.f'));
  var marks = [].slice.call(document.querySelectorAll('g.mark'));
  var details = document.getElementById('details');
  var matched = document.getElementById('matched');
  var resetButton = document.getElementById('reset-zoom');
  var hint = document.getElementById('findings-hint');
  function num(g, k) { return +g.getAttribute(k); }
  function nameOf(g) { var t = g.querySelector('title'); return t ? t.textContent.split('\\n')[0] : ''; }
  function fit(s, chars) { return chars < 3 ? '' : s.length <= chars ? s : s.slice(0, chars - 1) + '\\u2026'; }
  // A label as drawn: the name without its source file's directories (shortFrame's rule).
  function labelOf(g) { return nameOf(g).replace(${FILE_DIRECTORIES}, ' ($1)'); }
  // Each label as the picture drew it (indented past a finding's badge), for a reset to restore.
  frames.forEach(function (g) { var t = g.querySelector('text'); if (t) { g.fdLabel = t.textContent; g.fdX = t.getAttribute('x'); } });
  function place(g, x, w) {
    // Every rect of the frame: its fill, and the stripes over a doubtful one.
    var rs = g.querySelectorAll('rect'), t = g.querySelector('text');
    for (var i = 0; i < rs.length; i++) {
      rs[i].setAttribute('x', (PAD + x * W).toFixed(1));
      rs[i].setAttribute('width', (w * W).toFixed(1));
    }
    if (t) { t.setAttribute('x', (PAD + x * W + 3).toFixed(1)); t.textContent = fit(labelOf(g), Math.floor((w * W - 6) / 7.2)); }
  }
  function reset() {
    frames.forEach(function (g) {
      g.style.display = '';
      place(g, num(g, 'data-x'), num(g, 'data-w'));
      var t = g.querySelector('text');
      if (t && g.fdX !== undefined) { t.textContent = g.fdLabel; t.setAttribute('x', g.fdX); }
    });
    marks.forEach(function (m) { m.style.display = ''; });
    if (resetButton) resetButton.setAttribute('visibility', 'hidden');
    if (hint) hint.setAttribute('visibility', 'visible');
  }
  function zoom(z) {
    var x0 = num(z, 'data-x'), w0 = num(z, 'data-w'), d0 = num(z, 'data-d'), eps = 1e-9;
    frames.forEach(function (g) {
      var x = num(g, 'data-x'), w = num(g, 'data-w'), d = num(g, 'data-d');
      if (d < d0 && x <= x0 + eps && x + w >= x0 + w0 - eps) { g.style.display = ''; place(g, 0, 1); }
      else if (d >= d0 && x >= x0 - eps && x + w <= x0 + w0 + eps) { g.style.display = ''; place(g, (x - x0) / w0, w / w0); }
      else g.style.display = 'none';
    });
    marks.forEach(function (m) { m.style.display = 'none'; });
    if (resetButton) resetButton.setAttribute('visibility', 'visible');
    if (hint) hint.setAttribute('visibility', 'hidden');
  }
  frames.forEach(function (g) {
    g.style.cursor = 'pointer';
    g.addEventListener('click', function () { zoom(g); });
    g.addEventListener('mouseover', function () {
      var t = g.querySelector('title');
      if (details && t) details.textContent = t.textContent.replace(/\\n/g, '  ');
    });
  });
  svg.addEventListener('dblclick', reset);
  if (resetButton) { resetButton.style.cursor = 'pointer'; resetButton.addEventListener('click', function (e) { e.stopPropagation(); reset(); }); }
  function search(pattern) {
    var re;
    try { re = new RegExp(pattern); } catch (e) { if (matched) matched.textContent = 'invalid regular expression'; return; }
    var hits = [];
    frames.forEach(function (g) {
      var r = g.querySelector('rect');
      if (!r.hasAttribute('data-fill')) r.setAttribute('data-fill', r.getAttribute('fill'));
      var hit = pattern !== '' && re.test(nameOf(g));
      r.setAttribute('fill', hit ? 'rgb(230,0,230)' : r.getAttribute('data-fill'));
      if (hit) hits.push(g);
    });
    // Share of samples covered by matches (the after side in a diff graph, data-v; the width
    // in a single profile), without counting nested matches twice.
    hits.sort(function (a, b) { return num(a, 'data-d') - num(b, 'data-d'); });
    var taken = [], total = 0;
    hits.forEach(function (g) {
      var x = num(g, 'data-x'), w = num(g, 'data-w');
      for (var i = 0; i < taken.length; i++) if (x >= taken[i][0] - 1e-9 && x + w <= taken[i][1] + 1e-9) return;
      taken.push([x, x + w]); total += g.hasAttribute('data-v') ? num(g, 'data-v') : w;
    });
    var side = frames.length && frames[0].hasAttribute('data-v') ? ' of after samples' : ' of samples';
    if (matched) matched.textContent = pattern === '' ? '' : 'Matched: ' + (100 * total).toFixed(1) + '%' + side + ' (' + hits.length + (hits.length === 1 ? ' frame)' : ' frames)');
  }
  window.flamediffSearch = search;
  window.flamediffReset = reset;
  document.addEventListener('keydown', function (e) {
    if (e.key === 'Escape') { reset(); search(''); }
    else if ((e.ctrlKey && e.key === 'f') || e.key === '/') { e.preventDefault(); var p = prompt('Search (regular expression)'); if (p !== null) search(p); }
  });
})();
`;
