// The quiz: the same seed draws the same questions, their choices in the same shuffled order, each of another kind;
// over many seeds the right answer sits in every position about equally often; every answer is what the engine
// reads (change a design and the answer changes with it); every "Show me in the lab" link opens the state the
// question describes. Which concepts each kind asks, and which kinds are authored: tests/unit/quiz-coverage.test.ts.
import { Translator, type TextTree } from '../../app/ui/i18n/translator';
import { describe, expect, test } from 'vitest';
import { readMeasure } from '../../app/course/measure';
import { drawQuiz } from '../../app/course/quiz/draw-quiz';
import { questionById, questionPool } from '../../app/course/quiz/question-pool';
import { QUIZ_KINDS } from '../../app/course/quiz/quiz-kinds';
import { QUIZ_LENGTH } from '../../app/course/quiz-origin';
import { designRegistry } from '../../app/engine/designs/registry';
import { Lab } from '../../app/engine/replay/lab';
import { encodeLink, parseLink } from '../../app/engine/replay/link-codec';
import { DEFAULT_OPTIONS, PROCESSES } from '../../app/engine/types';
import { say } from '../../app/ui/course/quiz-text';
import { TEXTS } from '../../app/ui/i18n/texts';
import { LabDriver } from '../support/lab-driver';
import { loadSql } from '../support/sql-node';

const { en, ja } = TEXTS;

const sql = await loadSql();
const lab = new Lab(sql, { slot: 'quiz', worlds: 4 });

test('the same seed draws the same questions in the same order, each of another kind; other seeds ask other kinds', () => {
  const a = drawQuiz(lab, 42);
  const b = drawQuiz(new Lab(sql, { slot: 'quiz-b', worlds: 4 }), 42);
  expect(a.map((q) => [q.id, q.answer])).toEqual(b.map((q) => [q.id, q.answer]));
  expect(a).toHaveLength(QUIZ_LENGTH);
  expect(QUIZ_LENGTH).toBeGreaterThanOrEqual(6);
  expect(QUIZ_LENGTH).toBeLessThanOrEqual(8);
  expect(new Set(a.map((q) => q.kind)).size).toBe(a.length);
  // Shown in the course's order of kinds.
  expect(a.map((q) => QUIZ_KINDS.indexOf(q.kind))).toEqual(
    a.map((q) => QUIZ_KINDS.indexOf(q.kind)).sort((x, y) => x - y),
  );
  const kindSets = [1, 2, 3, 4, 5, 42].map((seed) =>
    drawQuiz(lab, seed)
      .map((q) => q.kind)
      .join(),
  );
  expect(new Set(kindSets).size).toBeGreaterThan(3);
  for (let seed = 1; seed <= 60; seed += 1) {
    const quiz = drawQuiz(lab, seed);
    expect(quiz, `seed ${seed}`).toHaveLength(QUIZ_LENGTH);
    expect(new Set(quiz.map((q) => q.kind)).size, `seed ${seed}`).toBe(QUIZ_LENGTH);
  }
});

test('the same seed shows the same choices in the same order, each question’s whole set of choices', () => {
  const fresh = new Lab(sql, { slot: 'quiz-c', worlds: 4 });
  for (const seed of [0, 42, 777]) {
    const a = drawQuiz(lab, seed);
    expect(drawQuiz(fresh, seed).map((q) => [q.id, q.choices])).toEqual(a.map((q) => [q.id, q.choices]));
    for (const q of a) expect([...q.choices].sort(), q.id).toEqual([...questionById(lab, q.id)!.choices].sort());
  }
});

/**
 * Chi-square at p = 0.001 for 1, 2 and 3 degrees of freedom: a fair shuffle fails it once in a thousand seeds' sets.
 */
const CHI_SQUARE_CRITICAL: Record<number, number> = { 1: 10.83, 2: 13.82, 3: 16.27 };

test('over 1,200 seeds the right answer lands in every position about equally, in every kind of question', () => {
  const byKind = new Map<string, number[]>();
  // A quiz asks 6 of the kinds, so a kind is asked in about a quarter of the quizzes: many seeds for a fair count.
  for (let seed = 1; seed <= 1200; seed += 1) {
    for (const q of drawQuiz(lab, seed)) {
      // Per kind and number of choices: one kind may ask questions of two and of three choices.
      const key = `${q.kind} (${q.choices.length} choices)`;
      const counts = byKind.get(key) ?? Array<number>(q.choices.length).fill(0);
      counts[q.choices.indexOf(q.answer)] += 1;
      byKind.set(key, counts);
    }
  }
  expect([...new Set([...byKind.keys()].map((k) => k.split(' ')[0]))].sort()).toEqual([...QUIZ_KINDS].sort());
  for (const [kind, counts] of byKind) {
    const total = counts.reduce((a, b) => a + b, 0);
    const expected = total / counts.length;
    const chi = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chi, `${kind}: ${counts.join(' / ')}`).toBeLessThan(CHI_SQUARE_CRITICAL[counts.length - 1]);
    // And plainly: no position holds the right answer in more than half as many again as a fair share (where the
    // share is large enough for that to mean something: with a dozen samples a fair shuffle overshoots by chance).
    if (expected >= 25)
      for (const c of counts) expect(c, `${kind}: ${counts.join(' / ')}`).toBeLessThan(expected * 1.5);
  }
});

test('the pool asks every kind, every question is answered with one of its choices, and its answers include every outcome', () => {
  const pool = questionPool(lab);
  for (const kind of QUIZ_KINDS) expect(pool.get(kind)!.length, kind).toBeGreaterThan(0);
  for (const drafts of pool.values())
    for (const d of drafts) {
      const q = questionById(lab, d.id);
      expect(q, d.id).not.toBeNull();
      expect(d.choices, d.id).toContain(q!.answer);
      expect(new Set(d.choices).size, d.id).toBe(d.choices.length);
      expect(d.choices.length, d.id).toBeGreaterThanOrEqual(2);
      expect(d.choices.length, d.id).toBeLessThanOrEqual(4);
      // A question about a lab state links to it and names the pane it reads; one answered otherwise has neither.
      expect(q!.link === null, d.id).toBe(q!.measure === null);
    }
  const verdicts = new Set(pool.get('verdict')!.map((d) => questionById(lab, d.id)?.answer));
  expect([...verdicts].sort()).toEqual(['duplicated', 'lost', 'ok', 'phantom']);
  const ids = new Set(pool.get('ids')!.map((d) => questionById(lab, d.id)?.answer));
  expect([...ids].sort()).toEqual(['accepted', 'conflict', 'retry']);
});

test('answers are the engine’s: give "outbox" an inbox, and a lost ACK stops duplicating', () => {
  expect(questionById(lab, 'verdict:outbox:drop:ack')?.answer).toBe('duplicated');
  const patched = designRegistry.with({ ...designRegistry.get('outbox-inbox'), id: 'outbox' });
  const patchedLab = new Lab(sql, { slot: 'quiz-patched', worlds: 4, designs: patched });
  expect(questionById(patchedLab, 'verdict:outbox:drop:ack')?.answer).toBe('ok');
  expect(questionById(lab, 'reads:outbox:6:orders')?.answer).toBe(0);
  expect(questionById(lab, 'reads:outbox:7:orders')?.answer).toBe(1);
  expect(questionById(lab, 'send-order:send-then-commit:fail:7')?.answer).toBe('phantom');
  expect(questionById(lab, 'send-order:commit-then-send:crash:6')?.answer).toBe('lost');
  // Parking after 3 attempts: a 2-minute rejection ends before the third attempt, a 5-minute one outlasts it.
  expect(questionById(lab, 'relay:due:3:2')?.answer).toBe('ok');
  expect(questionById(lab, 'relay:due:3:5')?.answer).toBe('lost');
  expect(questionById(lab, 'relay:due:never:5')?.link?.options).toMatchObject({ order: 'due', maxAttempts: null });
  // Versions: the guard answers a stale or invented version with 409; without it, UNIQUE per version stops only the
  // stale one.
  expect(questionById(lab, 'versions:versioned:stale')?.answer).toBe('stale');
  expect(questionById(lab, 'versions:versioned:ahead')?.answer).toBe('stale');
  expect(questionById(lab, 'versions:versioned:fresh')?.answer).toBe('amended');
  expect(questionById(lab, 'versions:versioned-unguarded:stale')?.answer).toBe('error');
  expect(questionById(lab, 'versions:versioned-unguarded:ahead')?.answer).toBe('amended');
});

describe.each([7, 1234, 99999])('seed %i', (seed) => {
  test('every "Show me in the lab" link opens the state the question describes', async () => {
    for (const q of drawQuiz(lab, seed)) {
      if (!q.link || !q.measure) continue;
      const link = encodeLink(q.link);
      const parsed = parseLink(link.slice(link.indexOf('?') + 1));
      expect(parsed.ok, link).toBe(true);
      if (!parsed.ok) continue;
      const driver = await LabDriver.create(parsed.link.design, parsed.link.actions, { options: parsed.link.options });
      expect(driver.actions, q.id).toHaveLength(q.link.actions.length);
      if (q.wording?.kind === 'design') {
        // "Which design prevents it?": the link opens the other design's run, the one that goes wrong.
        expect(parsed.link.design, q.id).not.toBe(q.answer);
        expect(readMeasure(driver.snapshot, q.measure), q.id).not.toBe('ok');
      } else expect(readMeasure(driver.snapshot, q.measure), q.id).toBe(q.answer);
      expect(q.choices).toContain(q.answer);
      driver.dispose();
    }
  });
});

test('over 200 seeds, every question’s fault is one its design has, and it strikes in the question’s run', () => {
  const seen = new Set<string>();
  for (let seed = 1; seed <= 200; seed += 1) {
    for (const q of drawQuiz(lab, seed)) {
      if (seen.has(q.id)) continue;
      seen.add(q.id);
      if (q.kind !== 'verdict' && q.kind !== 'send-order') continue;
      expect(q.fault, q.id).toBeDefined();
      const fault = q.fault!;
      const link = q.link!;
      const processes = lab.at(link.design, []).snapshot.processes;
      // A lost request or ACK travels to or from the warehouse; a crash or failure strikes a process of the design.
      const target = fault.startsWith('drop:') ? 'warehouse' : fault.split(':')[1];
      expect(PROCESSES, q.id).toContain(target);
      expect(processes[target as (typeof PROCESSES)[number]].inDesign, q.id).toBe(true);
      expect(lab.at(link.design, link.actions, link.options).snapshot.verdict?.faults, q.id).toContain(fault);
    }
  }
  expect([...seen].filter((id) => id.startsWith('verdict:')).length).toBeGreaterThan(20);
  // The accumulation designs have no warehouse: none of their questions loses a message or crashes one.
  const pool = [...questionPool(lab).values()].flat();
  for (const design of designRegistry.ids.filter((d) => !lab.at(d, []).snapshot.processes.warehouse.inDesign)) {
    const theirs = pool.filter((d) => d.run?.design === design).map((d) => d.id);
    expect(theirs.length, design).toBeGreaterThan(0);
    for (const id of theirs) expect(id).not.toMatch(/drop:|warehouse/);
  }
});

test('relay questions ask no order axis: strict order would give every one of them the same answer', () => {
  const relay = questionPool(lab).get('relay')!;
  expect(relay.length).toBeGreaterThanOrEqual(3);
  expect(new Set(relay.map((d) => d.id)).size).toBe(relay.length);
  for (const d of relay) {
    const q = questionById(lab, d.id)!;
    const link = q.link!;
    const options = { ...DEFAULT_OPTIONS, ...link.options };
    expect(options.order, d.id).toBe(DEFAULT_OPTIONS.order);
    const strict = lab.at(link.design, link.actions, { ...options, order: 'strict' }).snapshot;
    expect(readMeasure(strict, q.measure!), d.id).toBe(q.answer);
  }
  // Still a quiz of questions of different kinds.
  for (const seed of [1, 2, 3]) expect(new Set(drawQuiz(lab, seed).map((q) => q.kind)).size).toBe(QUIZ_LENGTH);
});

describe.each([
  ['en', en],
  ['ja', ja],
] as const)('%s: a duplicate is explained by its own run', (lang, resources) => {
  const t = new Translator(lang, { [lang]: resources as TextTree }).fixedT(lang);
  const LOST_ACK = lang === 'en' ? /\bACK\b.*\blost\b|lost answer/i : /失われ/;
  const why = (id: string) => say(t, questionById(lab, id)!.why);

  test('a relay that crashed after the ACK is not blamed on a lost ACK; a lost ACK is', () => {
    expect(questionById(lab, 'verdict:outbox:crash:relay:4')?.answer).toBe('duplicated');
    expect(questionById(lab, 'verdict:outbox:crash:relay:4')?.why.params.causeKey).toBe('relayCrashed');
    expect(why('verdict:outbox:crash:relay:4')).not.toMatch(LOST_ACK);
    expect(why('verdict:outbox:crash:relay:4')).toContain(t('processInLabel.relay'));
    expect(questionById(lab, 'verdict:outbox:drop:ack')?.why.params.causeKey).toBe('ackLost');
    expect(why('verdict:outbox:drop:ack')).toMatch(LOST_ACK);
    expect(why('verdict:outbox:crash:warehouse:5')).not.toMatch(LOST_ACK);
  });

  test('every duplicated verdict in the pool says its own cause, in full words', () => {
    const pool = [...questionPool(lab).values()].flat().map((d) => questionById(lab, d.id)!);
    const duplicated = pool.filter((q) => q.answer === 'duplicated' && q.kind === 'verdict');
    expect(duplicated.length).toBeGreaterThan(3);
    for (const q of duplicated) {
      expect(q.why.key, q.id).toMatch(/^why\.verdict\.(duplicatedBy|countedTwiceBy)$/);
      const text = say(t, q.why);
      expect(text, q.id).not.toMatch(/\{\{|\}\}|why\.link|processInLabel/);
      if (q.fault !== 'drop:ack') expect(text, q.id).not.toMatch(LOST_ACK);
    }
  });
});
