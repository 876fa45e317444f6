// An action is one spec including its control: every spec names a control the UI has a component for, and every
// form the UI has belongs to some spec, so a new action with a form is its spec, its form's file
// (ui/lab/forms/<key>.tsx, found by its name) and its texts.
import { expect, test } from 'vitest';
import { ACTION_SPECS } from '../../app/engine/actions/registry';
import { FORMS } from '../../app/ui/lab/controls/action-controls';

test('every action spec names a control the UI renders', () => {
  const missing = ACTION_SPECS.filter((spec) => spec.control !== 'button' && !FORMS[spec.control]).map(
    (spec) => `${spec.type}: ${spec.control}`,
  );
  expect(missing).toEqual([]);
  expect(Object.keys(FORMS).length).toBeGreaterThan(0);
});

test('every form the UI has is some action spec’s control', () => {
  const unused = Object.keys(FORMS).filter((key) => !ACTION_SPECS.some((spec) => spec.control === key));
  expect(unused).toEqual([]);
});
