// Table rows skip re-rendering by comparing their column list by identity: every read of a table hands out a new
// list, so the columns shown must be one array per distinct answer.
import { expect, it } from 'vitest';
import { shownColumns } from '../../app/ui/lab/system/table-columns';

it('the columns shown are one array for equal lists read at different times, in the table order', () => {
  const read = () => ['event_id', 'aggregate_id', 'status', 'payload_json', 'created_at'];
  const preferred = ['status', 'event_id'];
  const first = shownColumns(preferred, read(), false);
  expect(first).toEqual(['event_id', 'status']);
  expect(shownColumns(preferred, read(), false)).toBe(first);
  const all = shownColumns(preferred, read(), true);
  expect(all).toEqual(read());
  expect(shownColumns(null, read(), false)).toBe(all);
  expect(shownColumns(preferred, ['event_id', 'status', 'extra'], false)).toBe(first);
});
