// The timeline's SVG for slides: well-formed, escaped, only what it is given, the newest rows when long.
import { expect, test } from 'vitest';
import { escapeXml, MAX_SVG_ROWS, timelineSvg } from '../../app/ui/lab/timeline/timeline-svg';
import { diagramLanes, layoutTimeline } from '../../app/ui/lab/timeline/timeline-layout';
import { LabDriver } from '../support/lab-driver';

test('one row per diagram row, words escaped, arrows for messages, the title and lane names drawn', async () => {
  const lab = (await LabDriver.create('outbox')).submit('snack-7', 7).dropAck().runToEnd();
  const { rows } = layoutTimeline(lab.snapshot.timeline, false);
  const svg = timelineSvg({
    title: 'Outbox & friends',
    lanes: diagramLanes(lab.snapshot.processes),
    laneNames: { order: 'Order <service>' },
    rows,
    time: (row) => String(row.entry.at),
    text: (row) => `${row.entry.text} <${row.entry.lane}>`,
    omitted: (n) => `${n} more`,
  });
  lab.dispose();
  expect(svg).toContain('<title>Outbox &amp; friends</title>');
  expect(svg).toContain('Order &lt;service&gt;');
  expect(svg).not.toMatch(/<(?!\/?(svg|style|rect|title|text|line|circle|path|g)\b)/);
  expect(svg.match(/<text class="words/g)).toHaveLength(rows.length);
  expect(svg.match(/class="arrow lost"/g)?.length).toBeGreaterThan(0);
  expect(escapeXml(`<&>"'`)).toBe('&lt;&amp;&gt;&quot;&apos;');
});

test('a run longer than a slide keeps its newest rows and says how many it left out', async () => {
  const lab = await LabDriver.create('outbox');
  for (let i = 0; i < 40; i += 1) lab.submit(`o-${i}`, 1).runToEnd();
  const { rows } = layoutTimeline(lab.snapshot.timeline, true);
  const { processes } = lab.snapshot;
  lab.dispose();
  expect(rows.length).toBeGreaterThan(MAX_SVG_ROWS);
  const svg = timelineSvg({
    title: 't',
    lanes: diagramLanes(processes),
    laneNames: {},
    rows,
    time: () => '',
    text: (row) => `row-${row.key}`,
    omitted: (n) => `${n} earlier left out`,
  });
  expect(svg).toContain(`${rows.length - MAX_SVG_ROWS} earlier left out`);
  expect(svg).toContain(`row-${rows.at(-1)!.key}<`);
  expect(svg).not.toContain(`row-${rows[0].key}<`);
});
