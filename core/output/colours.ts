import { isWaiting } from '../rules/pathologies.js';

/**
 * The diverging colour of a change, shared by the SVG and the viewer so both draw one picture:
 * red for more cost, blue for less (or orange/purple for the colour-blind palette), deeper as
 * the change nears the largest significant one, grey when the change is not significant.
 */
export function diffColour(delta: number, maxAbs: number, significant: boolean, palette: string): string {
  if (!significant || delta === 0 || maxAbs === 0) return 'rgb(221,221,221)';
  const t = Math.min(1, Math.abs(delta) / maxAbs);
  const c = Math.round(235 - 155 * t);
  if (palette === 'colorblind') {
    return delta > 0 ? `rgb(${Math.round(250 - 20 * t)},${Math.round(205 - 105 * t)},${Math.round(150 - 140 * t)})` : `rgb(${c},${Math.round(215 - 90 * t)},${Math.round(250 - 20 * t)})`;
  }
  return delta > 0 ? `rgb(250,${c},${c})` : `rgb(${c},${c},250)`;
}

/** Grey of frames whose change is not significant. */
export const NOT_SIGNIFICANT = 'rgb(221,221,221)';

/** Code that moved to another caller (renamed or moved findings): drawn apart from changes. */
export const MOVED_FILL = 'rgb(214,214,200)';
/** Fill of waiting frames whose change is a finding (`waitingNodes`): idle time, neither cost nor saving. */
export const WAITING_FILL = 'rgb(200,206,218)';

/**
 * Narrower than this (pixels), a new frame gets no outline: on a sliver the 2-pixel outline is
 * all there is to see, and a stack of them reads as a drawing glitch (a newcomer's screenshot
 * of new kernel interrupt frames above a function). Its colour and tooltip still say it is new.
 */
export const NEW_MARK_MIN_PX = 6;

/** Frames narrower than this (in pixels) carry no finding badge of their own: the badge's disc is 15 px wide. */
export const BADGE_MIN_PX = 16;

/**
 * Frames of a finding that could be run-to-run variation (`uncertainNodes`) keep their colour
 * under white stripes: the change is there, the doubt is drawn over it. The pattern's SVG
 * definition (id `uncertain`) and its opacity, shared by the SVG and the viewer's canvas.
 */
export const UNCERTAIN_OPACITY = 0.65;
export const UNCERTAIN_PATTERN = `<pattern id="uncertain" patternUnits="userSpaceOnUse" width="6" height="6" patternTransform="rotate(45)"><rect x="0" y="0" width="3" height="6" fill="#ffffff" fill-opacity="${UNCERTAIN_OPACITY}"/></pattern>`;

/**
 * How a finding is toned where it is listed (the SVG's table, the viewer's panel): by its
 * direction, except waiting (category idle), which is drawn in its own fill and is neither a
 * cost nor a saving ("less waiting" in blue read as an improvement). Renamed code is neutral by
 * its direction already.
 */
export function findingTone(f: { readonly direction: string; readonly category?: string | null }): string {
  return isWaiting({ category: f.category ?? undefined }) ? 'neutral' : f.direction;
}

/** A finding's row in a drawn table: red, blue or grey by tone (`findingTone`), greyer when it could be run-to-run variation (still 4.5:1 on white). */
export function findingRowColour(direction: string, uncertain: boolean): string {
  if (direction === 'regression') return uncertain ? '#9a5555' : '#a40000';
  if (direction === 'improvement') return uncertain ? '#56659a' : '#00308f';
  return '#555';
}
