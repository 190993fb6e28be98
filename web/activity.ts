import type { Activity } from '../core/output/activity.js';

/** Height of one run's strip, in CSS pixels. */
const ROW_H = 16;

/**
 * Paints the activity strip: one row per timed run (before runs, then after), the run's
 * samples over time in grey, and over them, marked in one colour on both sides, the samples of
 * the followed node (the selected finding, or the zoomed frame when it is one) so a reader sees
 * when the changed code ran. `focus` is an index into `activity.focus`, or -1 for none.
 */
export function paintActivity(target: HTMLCanvasElement, activity: Activity, focus: number, colours: { total: string; followed: string; text: string }): void {
  const box = target.parentElement;
  const pad = box ? parseFloat(getComputedStyle(box).paddingLeft) + parseFloat(getComputedStyle(box).paddingRight) : 0;
  const cssW = (box?.clientWidth || 1000) - pad - 2;
  const labelW = 70;
  const rows = activity.runs.length;
  const dpr = window.devicePixelRatio || 1;
  target.style.width = `${cssW}px`;
  target.style.height = `${rows * ROW_H}px`;
  target.width = Math.round(cssW * dpr);
  target.height = Math.round(rows * ROW_H * dpr);
  const ctx = target.getContext('2d');
  if (!ctx) return;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, cssW, rows * ROW_H);
  ctx.font = '11px system-ui, sans-serif';
  const plotW = cssW - labelW;
  const binW = plotW / activity.bins;
  const counts = { before: 0, after: 0 };
  activity.runs.forEach((run, i) => {
    const y = i * ROW_H;
    counts[run.side]++;
    ctx.fillStyle = colours.text;
    ctx.fillText(`${run.side} ${counts[run.side]}`, 2, y + ROW_H - 4);
    const max = Math.max(...run.total, 1e-12);
    const h = (v: number) => (v / max) * (ROW_H - 3);
    ctx.fillStyle = colours.total;
    run.total.forEach((v, b) => ctx.fillRect(labelW + b * binW, y + ROW_H - 1 - h(v), Math.max(1, binW - 0.5), h(v)));
    const f = focus >= 0 ? run.focus[focus] : undefined;
    if (!f) return;
    ctx.fillStyle = colours.followed;
    f.forEach((v, b) => ctx.fillRect(labelW + b * binW, y + ROW_H - 1 - h(v), Math.max(1, binW - 0.5), h(v)));
  });
}

/** A line saying what the strip shows, for its caption. */
export function activityCaption(activity: Activity, focusName: string | undefined): string {
  const spans = activity.runs.map((r) => r.span);
  const longest = Math.max(...spans);
  const what = focusName ? `samples over time (grey); marked: those under ${focusName}` : 'samples over time; select a finding to see when its code ran';
  return `${what}; each row one run, ${longest.toFixed(longest < 10 ? 2 : 0)} s at most`;
}
