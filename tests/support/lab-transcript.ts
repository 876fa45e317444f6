// A lab run written out as a learner would read it: after each action, the timeline entries it added in the
// English the timeline shows (a missing text or parameter shows as <missing …>), the state of each process,
// the queue, the wire, what is armed, the clock's next timer, the panes' rows and marks, the ghost rows, and
// which controls are disabled and why; at the end the independent rows and the verdict. Golden transcripts
// of a few runs pin all of it, so an engine change that alters what a learner sees changes a transcript.
import type { LabAction } from '../../app/engine/actions/registry';
import { decodeAction, encodeAction } from '../../app/engine/actions/registry';
import type { LabSnapshot } from '../../app/engine/snapshot';
import { instanceNo, type ProcessId, type Row, type TimelineEntry } from '../../app/engine/types';
import { entryText } from '../../app/ui/lab/controls/announcement';
import en from '../../app/ui/i18n/en.json';
import { Translator, type TextTree } from '../../app/ui/i18n/translator';

const TEXTS = en.timeline as Record<string, string>;

// The page's own translator and sentence builder (announcement.ts), so a transcript reads exactly what the
// timeline and the status line show — formatted numbers and process names included; what is missing says so.
const i18n = new Translator(
  'en',
  { en: en as TextTree },
  {
    missingKey: (key) => `<missing ${key}>`,
    missingParam: (name) => `<missing ${name}>`,
  },
);

export function renderEntry(entry: TimelineEntry): string {
  const text = entryText(i18n.t, entry);
  // Parameters the sentence does not show still reach the page (the stage, the diagram's arrows): keep them.
  const used = new Set([...(TEXTS[entry.text] ?? '').matchAll(/\{\{(\w+)/g)].map((m) => m[1]));
  const rest = Object.entries(entry.params).filter(([name]) => !used.has(name));
  const extra = rest.length ? ` {${rest.map(([k, v]) => `${k}=${v}`).join(' ')}}` : '';
  // The action (and run move) a click on the entry jumps to.
  const where = `${entry.action}${entry.move === undefined ? '' : `.${entry.move}`}`;
  return `  [${String(entry.at).padStart(6)} #${entry.seq} a${where}] ${entry.lane.padEnd(11)} ${(entry.mark ?? '').padEnd(8)} ${text}${extra}`;
}

const MARK = { 'uncommitted-insert': '+', 'uncommitted-change': '~' } as const;

function keys(table: string, rows: Row[] | null, marks: readonly (keyof typeof MARK | null)[] = []): string {
  if (!rows) return 'closed';
  const key = table === 'orders' || table === 'stock' ? 'order_id' : 'event_id';
  return `[${rows.map((r, i) => `${String(r[key])}${marks[i] ? MARK[marks[i]!] : ''}`).join(' ')}]`;
}

function state(s: LabSnapshot): string[] {
  const processes = Object.values(s.processes)
    .filter((p) => p.inDesign)
    .map((p) => {
      const wait = !p.waitingFor
        ? ''
        : p.waitingFor.what === 'reply'
          ? ` waits reply from ${p.waitingFor.from} until ${p.waitingFor.deadline}`
          : ` waits ${p.waitingFor.what}`;
      return `${p.id} ${p.status} line ${p.pc + 1}${p.inTx ? ` tx from ${p.txFrom! + 1}` : ''}${wait}`;
    });
  const wire = s.inFlight.map(
    (m) =>
      `${m.id} ${m.kind}${m.ok ? '' : ' 500'} ${m.from}→${m.to} ${m.orderId}${m.eventId ? ` ${m.eventId}` : ''}${m.replyTo ? ` re ${m.replyTo}` : ''}`,
  );
  const armed = [
    ...(['request', 'ack'] as const).filter((k) => s.armedDrops[k] > 0).map((k) => `drop ${k}×${s.armedDrops[k]}`),
    ...s.armedFaults.map((f) => `${f.kind} ${f.process}@${f.line}`),
  ];
  const panes = (['order', 'warehouse'] as const).flatMap((db) =>
    s.tables[db].map(
      (p) =>
        `${p.table} own ${keys(p.table, p.owner.rows, p.marks)} ind ${keys(p.table, p.independent.rows)} (${p.owner.total}/${p.independent.total})`,
    ),
  );
  // A further instance the design does not run (relay2 beside one relay) is left out, as its card is.
  const absentInstance = (token: string) => {
    const action = decodeAction(token) as { process?: ProcessId } | null;
    return action?.process !== undefined && instanceNo(action.process) > 1 && !s.processes[action.process].inDesign;
  };
  const blocked = Object.entries(s.blockers.actions)
    .filter(([token, why]) => why !== null && !absentInstance(token))
    .map(([token, why]) => `${token}=${why}`);
  return [
    `  = ${processes.join(' | ')}`,
    `  = queued [${s.queued.map((r) => `${r.no}:${r.orderId}×${r.quantity}`).join(' ')}] wire [${wire.join('; ')}] armed [${armed.join(', ')}]`,
    `  = now ${s.now} timer ${s.nextTimer ?? '-'} pick ${s.defaultPick ?? '-'}${s.quiescent ? ' quiescent' : ''}${s.runEnded ? ' ended' : ''}`,
    `  = ${panes.join(' | ')}`,
    ...(s.vanished.length
      ? [`  = ghosts ${s.vanished.map((v) => `${v.table} ${v.key} (${v.kind}, ${v.why}, ${v.process})`).join('; ')}`]
      : []),
    `  = blocked ${blocked.join(' ')}`,
  ];
}

function finalRows(s: LabSnapshot): string[] {
  return (['order', 'warehouse'] as const).flatMap((db) =>
    s.tables[db].flatMap((p) => [
      `${p.table} (${p.independent.columns.join(', ')}):`,
      ...(p.independent.rows ?? []).map(
        (row) => `  ${JSON.stringify(Object.fromEntries(Object.entries(row).filter(([k]) => k !== 'payload_json')))}`,
      ),
    ]),
  );
}

/** Each process's program as its pane lists it: numbered lines, the error path marked. */
function programs(s: LabSnapshot): string[] {
  return Object.values(s.processes)
    .filter((p) => p.inDesign)
    .flatMap((p) => [`${p.id}:`, ...p.lines.map((code, i) => `  ${i + 1}${i === p.errorLine ? '!' : ' '} ${code}`)]);
}

/** The whole transcript: `at` gives the picture after the first n actions. */
export function transcript(actions: readonly LabAction[], at: (n: number) => LabSnapshot): string {
  const lines: string[] = [...programs(at(0)), ''];
  let seen = 0;
  for (let n = 1; n <= actions.length; n += 1) {
    const s = at(n);
    lines.push(`> ${encodeAction(actions[n - 1])}`, ...s.timeline.slice(seen).map(renderEntry), ...state(s));
    seen = s.timeline.length;
  }
  const last = at(actions.length);
  const v = last.verdict;
  lines.push('', ...finalRows(last), '');
  lines.push(v ? `verdict ${v.outcome}; absorbed ${v.absorbed}; faults [${v.faults.join(' ')}]` : 'no verdict');
  for (const row of v?.evidence ?? []) lines.push(`  ${JSON.stringify(row)}`);
  for (const cause of v?.causes ?? [])
    lines.push(`  why ${cause.finding} ${cause.order}: ${cause.links.map((l) => `${l.kind}@${l.seq}`).join(' → ')}`);
  return `${lines.join('\n')}\n`;
}
