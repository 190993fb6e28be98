import type { DiffResult } from '../diff/diff.js';
import type { PathologyRule } from '../rules/pathologies.js';
import type { Finding } from './finding.js';

/** Whether `code` can be where the work of the effect finding `effect` is paid. */
export type Payers = (code: Finding, effect: Finding) => boolean;

/**
 * Which code findings can pay for an effect's work. A collector's (`effect` alone) is paid by
 * any code that allocates, and it runs apart from that code, so every code finding can be the
 * payer. An allocator's (`paidByCallers`) is called by the code that pays: a code finding is its
 * payer only where one of its frames lies in the finding's subtree (a call site's, for a
 * function finding). A finding that names no node can be either, as before.
 */
export function effectPayers(diff: DiffResult, rules: readonly PathologyRule[]): Payers {
  const byCategory = new Map<string, PathologyRule>();
  for (const r of rules) if (r.effect && !byCategory.has(r.category)) byCategory.set(r.category, r);
  const holds = new Map<string, Uint8Array>();
  return (code, effect) => {
    const rule = effect.category ? byCategory.get(effect.category) : undefined;
    const at = code.causeNode ?? code.node;
    if (!rule?.paidByCallers || at === undefined) return true;
    let marks = holds.get(rule.category);
    if (!marks) holds.set(rule.category, (marks = subtreesHolding(diff, new RegExp(rule.match))));
    return marks[at] === 1;
  };
}

/** Per union-tree node, 1 where a frame of its subtree (itself included) matches `re`. */
export function subtreesHolding(diff: DiffResult, re: RegExp): Uint8Array {
  const { parent, frame, names } = diff.tree;
  const matches = names.map((n) => re.test(n));
  const out = new Uint8Array(parent.length);
  // A node's parent comes before it in the union tree, so one pass from the end carries marks up.
  for (let n = parent.length - 1; n > 0; n--) {
    if (frame[n] >= 0 && matches[frame[n]]) out[n] = 1;
    if (out[n] && parent[n] >= 0) out[parent[n]] = 1;
  }
  return out;
}
