// The quiz: the same seed draws the same questions; every answer is what the engine reads (change a design
// and the answer changes with it); every "Show me in the lab" link opens the state the question describes.
import { describe, expect, test } from 'vitest';
import { readMeasure } from '../../app/course/measure';
import { drawQuiz, QUIZ_KINDS, QUIZ_LENGTH, questionById, questionPool } from '../../app/course/quiz';
import { designRegistry } from '../../app/engine/designs/registry';
import { Lab } from '../../app/engine/lab';
import { encodeLink, parseLink } from '../../app/engine/link-codec';
import { LabDriver } from '../support/lab-driver';
import { loadSql } from '../support/sql-node';

const sql = await loadSql();
const lab = new Lab(sql, { slot: 'quiz', worlds: 4 });

test('the same seed draws the same questions in the same order; another seed draws others', () => {
  const a = drawQuiz(lab, 42);
  const b = drawQuiz(new Lab(sql, { slot: 'quiz-b', worlds: 4 }), 42);
  expect(a.map((q) => [q.id, q.answer])).toEqual(b.map((q) => [q.id, q.answer]));
  expect(a).toHaveLength(QUIZ_LENGTH);
  expect(new Set(a.map((q) => q.kind))).toEqual(new Set(QUIZ_KINDS));
  const others = [1, 2, 3, 4, 5].map((seed) => drawQuiz(lab, seed).map((q) => q.id).join());
  expect(new Set([...others, a.map((q) => q.id).join()]).size).toBeGreaterThan(1);
});

test('the pool asks every kind, and its answers include every outcome the designs can end in', () => {
  const pool = questionPool(lab);
  for (const kind of QUIZ_KINDS) expect(pool.get(kind)!.length, kind).toBeGreaterThan(0);
  for (const drafts of pool.values()) for (const d of drafts) expect(questionById(lab, d.id), d.id).not.toBeNull();
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
  expect(questionById(lab, 'relay:strict:3:2')?.answer).toBe('ok');
  expect(questionById(lab, 'relay:strict:3:5')?.answer).toBe('lost');
  expect(questionById(lab, 'relay:strict:never:5')?.link.options).toMatchObject({ order: 'strict', maxAttempts: null });
  // Versions: the guard answers a stale or invented version with 409; without it, UNIQUE per version stops only the stale one.
  expect(questionById(lab, 'versions:versioned:stale')?.answer).toBe('stale');
  expect(questionById(lab, 'versions:versioned:ahead')?.answer).toBe('stale');
  expect(questionById(lab, 'versions:versioned:fresh')?.answer).toBe('amended');
  expect(questionById(lab, 'versions:versioned-unguarded:stale')?.answer).toBe('error');
  expect(questionById(lab, 'versions:versioned-unguarded:ahead')?.answer).toBe('amended');
});

describe.each([7, 1234, 99999])('seed %i', (seed) => {
  test('every "Show me in the lab" link opens the state the question describes', async () => {
    for (const q of drawQuiz(lab, seed)) {
      const link = encodeLink(q.link);
      const parsed = parseLink(link.slice(link.indexOf('?') + 1));
      expect(parsed.ok, link).toBe(true);
      if (!parsed.ok) continue;
      const driver = await LabDriver.create(parsed.link.design, parsed.link.actions, { options: parsed.link.options });
      expect(driver.actions, q.id).toHaveLength(q.link.actions.length);
      const measure = q.kind === 'reads' ? { kind: 'rows', db: 'order', table: String(q.question.params.table), connection: 'independent' } as const : q.kind === 'ids' || q.kind === 'versions' ? ({ kind: 'response' } as const) : ({ kind: 'verdict' } as const);
      expect(readMeasure(driver.snapshot, measure), q.id).toBe(q.answer);
      expect(q.choices).toContain(q.answer);
      driver.dispose();
    }
  });
});
