/**
 * The reference's own samples per run moving by this factor or more is a change of its own:
 * same-work rounds whose reference did so have left their hypothesis (`sameWorkRounds` in
 * reference.ts), and the report says so of any reference (`referenceMoved` in
 * core/output/report.ts). A module of its own so that the report, which the viewer bundles,
 * takes the number without the engine.
 */
export const REFERENCE_MOVED = 1.25;
