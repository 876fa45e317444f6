// How a lesson's prediction folds pair up: each `::predict{id="x"}` with the `::end{predict="x"}` that closes its
// span. The one answer the lesson check (its fold problems and its closing sections), and the page's folds read, so
// what the check accepts is what the page folds.

/** A fold marker as the pairing reads it: a prediction naming its id, or an end naming the prediction it closes. */
export type FoldMarker = { kind: 'predict'; target: string } | { kind: 'end'; target: string | null };

/** A prediction and the end that closes its fold; `depth` counts the folds around it (0: none). */
export interface FoldPair<M> {
  target: string;
  predict: M;
  end: M;
  depth: number;
}

/** A marker that pairs with nothing, and why. */
export type FoldProblem<M> =
  /** An end naming no prediction open above it. */
  | { kind: 'unmatched'; end: M }
  /** An end naming an open prediction while a fold opened after that one is still open: the spans would cross. */
  | { kind: 'crossed'; end: M; open: M; openTarget: string }
  /** A prediction no end closes. */
  | { kind: 'unclosed'; predict: M; target: string };

export interface FoldPairing<M> {
  /** In the order their ends come. Spans nest like parentheses or follow one another; they never cross. */
  pairs: FoldPair<M>[];
  /** Unmatched and crossed ends in document order, then the unclosed predictions, outermost first. */
  problems: FoldProblem<M>[];
}

/**
 * Pairs fold markers like parentheses: an end closes the innermost open prediction when it names it. An end that
 * names a prediction further out crosses the folds opened since and closes nothing; a marker that pairs with nothing
 * folds nothing. `read` says which items are markers (null: not a marker), so callers pass what they hold (the
 * directives the check found, the blocks the page renders) and get their own items back.
 */
export function pairFolds<M>(items: readonly M[], read: (item: M) => FoldMarker | null): FoldPairing<M> {
  const pairs: FoldPair<M>[] = [];
  const problems: FoldProblem<M>[] = [];
  const open: { item: M; target: string }[] = [];
  for (const item of items) {
    const marker = read(item);
    if (!marker) continue;
    if (marker.kind === 'predict') {
      open.push({ item, target: marker.target });
      continue;
    }
    const top = open.at(-1);
    if (top && top.target === marker.target) {
      open.pop();
      pairs.push({ target: top.target, predict: top.item, end: item, depth: open.length });
    } else if (top && open.some((o) => o.target === marker.target))
      problems.push({ kind: 'crossed', end: item, open: top.item, openTarget: top.target });
    else problems.push({ kind: 'unmatched', end: item });
  }
  for (const o of open) problems.push({ kind: 'unclosed', predict: o.item, target: o.target });
  return { pairs, problems };
}
