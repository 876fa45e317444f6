// Which design prevents a verdict (concepts 2, 3, 4, 11, 12): one fault, struck in each of the designs that
// differ only in how they order the save and the send, each run to the end. Two of them are offered, one that
// ends ok and one that does not; which is which is read from their runs, never written here.
import type { LabAction } from '../../../engine/actions/registry';
import type { Lab } from '../../../engine/replay/lab';
import type { CauseLink, LabSnapshot } from '../../../engine/snapshot';
import { STRUCK_KINDS } from '../../../engine/verdict/cause-links';
import type { DesignId } from '../../../engine/types';
import { lineOf, ORDER, RUN } from '../quiz-log';
import type { Draft, QuizKindSpec, QuizText } from '../quiz-types';

/** The designs the course compares first: the two send orders, the outbox, the outbox with an inbox. */
const CANDIDATES: readonly DesignId[] = ['commit-then-send', 'send-then-commit', 'outbox', 'outbox-inbox'];

interface Scenario {
  id: string;
  text: QuizText;
  /** The run in `design`, or null where the design has no such point. */
  actions(lab: Lab, design: DesignId): LabAction[] | null;
}

/** A crash armed just before (offset 0) or just after (offset 1) a process's COMMIT line. */
function crashAtCommit(process: 'order' | 'warehouse', offset: 0 | 1) {
  return (lab: Lab, design: DesignId): LabAction[] | null => {
    const commit = lineOf(lab, design, process, 'COMMIT');
    if (commit === null) return null;
    return [ORDER, { type: 'arm', fault: { kind: 'crash', process, line: commit + offset } }, RUN];
  };
}

const SCENARIOS: readonly Scenario[] = [
  {
    id: 'drop-ack',
    text: { key: 'fault.dropAck', params: {} },
    actions: () => [{ type: 'drop', message: 'ack' }, ORDER, RUN],
  },
  {
    id: 'drop-request',
    text: { key: 'fault.dropRequest', params: {} },
    actions: () => [{ type: 'drop', message: 'request' }, ORDER, RUN],
  },
  {
    id: 'order-after-commit',
    text: { key: 'prevent.orderAfterCommit', params: {} },
    actions: crashAtCommit('order', 1),
  },
  {
    id: 'warehouse-before-commit',
    text: { key: 'prevent.warehouseBeforeCommit', params: {} },
    actions: crashAtCommit('warehouse', 0),
  },
  {
    id: 'warehouse-after-commit',
    text: { key: 'prevent.warehouseAfterCommit', params: {} },
    actions: crashAtCommit('warehouse', 1),
  },
];

/** What struck in the run that went wrong, as its own verdict chains it (for the verdict pane's words), or null. */
function struck(snapshot: LabSnapshot, outcome: string): CauseLink | null {
  const cause = snapshot.verdict?.causes.find((c) => c.finding === outcome);
  return cause?.links.find((l) => STRUCK_KINDS.has(l.kind)) ?? null;
}

function drafts(lab: Lab): Draft[] {
  const designs = CANDIDATES.filter((d) => lab.designs.has(d));
  return SCENARIOS.flatMap((scenario) => {
    const runs = designs.flatMap((design) => {
      const actions = scenario.actions(lab, design);
      if (!actions) return [];
      const { snapshot, rejected } = lab.at(design, actions);
      const outcome = rejected ? null : snapshot.verdict?.outcome;
      return outcome ? [{ design, actions, outcome, cause: struck(snapshot, outcome) }] : [];
    });
    const ok = runs.filter((r) => r.outcome === 'ok');
    const not = runs.filter((r) => r.outcome !== 'ok');
    return ok.flatMap((good) =>
      not.map((bad): Draft => ({
        id: `prevent:${scenario.id}:${good.design}:${bad.design}`,
        kind: 'prevent',
        question: {
          key: 'prevent.question',
          params: { faultKey: scenario.text.key, ...scenario.text.params, design: good.design, other: bad.design },
        },
        choices: [good.design, bad.design],
        wording: { kind: 'design' },
        // Both run again when asked: the design whose run ends ok is the answer, if exactly one does.
        solve: (l) => {
          const oks = [good, bad].filter((r) => l.at(r.design, r.actions).snapshot.verdict?.outcome === 'ok');
          return oks.length === 1 ? oks[0].design : null;
        },
        // The run that goes wrong is the one to look at: its verdict names its own cause.
        show: { link: { design: bad.design, actions: bad.actions }, measure: { kind: 'verdict' } },
        // The other design's outcome, and what struck in its run, in its own verdict's words when the chain names it.
        why: (answer) => ({
          key: bad.cause ? 'why.preventBy' : 'why.prevent',
          params: {
            ...bad.cause?.params,
            ...(bad.cause ? { causeKey: bad.cause.kind } : {}),
            design: answer,
            other: bad.design,
            outcome: bad.outcome,
          },
        }),
      })),
    );
  });
}

export const preventKind: QuizKindSpec = { id: 'prevent', concepts: [2, 3, 4, 11, 12], drafts };
