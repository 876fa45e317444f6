// The timeline as one standalone SVG for a slide: the same rows, lanes, arrows and words as the diagram on
// screen, up to the step the lab shows, in plain SVG with its own styles (no page CSS, no script), so it opens in
// any editor and scales without blur. Pure: it is given the rows and the words, and returns the file's text.
import type { Lane } from '../../../engine/types';
import { laneX, type DiagramRow, type Glyph } from './timeline-layout';

export interface TimelineSvgInput {
  title: string;
  lanes: readonly Lane[];
  laneNames: Readonly<Record<string, string>>;
  rows: readonly DiagramRow[];
  /** Each row's time and words, as the screen says them. */
  time(row: DiagramRow): string;
  text(row: DiagramRow): string;
  /** Said in place of the rows left out at the top when the run is longer than a slide can hold. */
  omitted(count: number): string;
}

/** A slide holds a few hundred events at most; longer runs keep their newest rows. */
export const MAX_SVG_ROWS = 300;

/** At least this wide; wider when the longest line of words needs it. */
const MIN_WIDTH = 1200;
const ROW = 28;
const HEAD = 86;
const TIME_W = 90;
const STRIP_X = TIME_W;
const STRIP_W = 430;
const TEXT_X = STRIP_X + STRIP_W + 16;
const SYMBOL: Record<Exclude<Glyph, 'event'>, string> = { commit: '✔', rollback: '↺', fault: '⚠', lost: '✕' };
const COLOUR: Record<Glyph, string> = {
  commit: '#1f6f3a',
  rollback: '#8a4b00',
  fault: '#a4161a',
  lost: '#a4161a',
  event: '#333333',
};

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const x = (lanes: readonly Lane[], lane: Lane) => STRIP_X + (laneX(lanes, lane) / 100) * STRIP_W;

function rowSvg(input: TimelineSvgInput, row: DiagramRow, y: number): string {
  const { lanes } = input;
  const mid = y + ROW / 2;
  const parts: string[] = [`<text class="time" x="8" y="${mid}">${escapeXml(input.time(row))}</text>`];
  const arrow = row.arrow && lanes.includes(row.arrow.from) && lanes.includes(row.arrow.to) ? row.arrow : null;
  if (arrow) {
    const from = x(lanes, arrow.from);
    const to = x(lanes, arrow.to);
    const end = arrow.lost ? (from + to) / 2 : to;
    const dir = to > from ? -1 : 1;
    parts.push(
      `<circle cx="${from}" cy="${mid}" r="3" class="ink"/>`,
      `<line x1="${from}" y1="${mid}" x2="${end}" y2="${mid}" class="arrow${arrow.lost ? ' lost' : ''}"/>`,
    );
    parts.push(
      arrow.lost
        ? `<text x="${end}" y="${mid}" class="mark" fill="${COLOUR.lost}">✕</text>`
        : `<path d="M${end} ${mid} l${dir * 9} -5 v10 z" class="ink"/>`,
    );
  } else if (lanes.includes(row.entry.lane)) {
    const cx = x(lanes, row.entry.lane);
    parts.push(
      row.glyph === 'event'
        ? `<circle cx="${cx}" cy="${mid}" r="4" class="ink"/>`
        : `<circle cx="${cx}" cy="${mid}" r="9" fill="#fff" stroke="${COLOUR[row.glyph]}" stroke-width="2"/>` +
            `<text x="${cx}" y="${mid}" class="mark" fill="${COLOUR[row.glyph]}">${SYMBOL[row.glyph]}</text>`,
    );
  }
  const words = input.text(row) + (row.count > 1 ? ` ×${row.count}` : '');
  parts.push(
    `<text class="words${row.glyph === 'event' ? '' : ' strong'}" x="${TEXT_X}" y="${mid}" ` +
      `fill="${COLOUR[row.glyph]}">${escapeXml(words)}</text>`,
  );
  return `<g>${parts.join('')}</g>`;
}

/** About how wide a line of 14 px text is: CJK characters are square, Latin ones about 0.6 em. */
function textWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += ch.codePointAt(0)! >= 0x2e80 ? 14 : 8.4;
  return width;
}

export function timelineSvg(input: TimelineSvgInput): string {
  const kept = input.rows.slice(-MAX_SVG_ROWS);
  const WIDTH = Math.ceil(Math.max(MIN_WIDTH, ...kept.map((row) => TEXT_X + textWidth(input.text(row)) + 48)));
  const omitted = input.rows.length - kept.length;
  const top = HEAD + (omitted ? ROW : 0);
  const height = top + kept.length * ROW + 12;
  const { lanes } = input;
  const laneLines = lanes
    .map(
      (lane) =>
        `<line x1="${x(lanes, lane)}" y1="${HEAD - 6}" x2="${x(lanes, lane)}" y2="${height - 8}" class="lane"/>`,
    )
    .join('');
  const laneNames = lanes
    .map(
      (lane, i) =>
        `<text class="lane-name" x="${x(lanes, lane)}" y="${i % 2 ? HEAD - 14 : HEAD - 32}">` +
        `${escapeXml(input.laneNames[lane] ?? lane)}</text>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" ` +
      `role="img" aria-label="${escapeXml(input.title)}">`,
    [
      '<style>',
      'text{font-family:system-ui,"Noto Sans JP","Noto Sans CJK JP",sans-serif;font-size:14px;fill:#1d1d1b;',
      'dominant-baseline:central}',
      '.time{font-variant-numeric:tabular-nums;fill:#555}',
      '.title{font-size:18px;font-weight:700;dominant-baseline:auto}',
      '.lane-name{font-size:12px;font-weight:700;text-anchor:middle}',
      '.mark{text-anchor:middle;font-size:12px;font-weight:700}',
      '.strong{font-weight:700}',
      '.lane{stroke:#b5b5ad;stroke-width:1}',
      '.ink{fill:#333;stroke:none}',
      '.arrow{stroke:#333;stroke-width:2}',
      '.arrow.lost{stroke:#a4161a;stroke-dasharray:6 4}',
      '</style>',
    ].join(''),
    `<rect width="${WIDTH}" height="${height}" fill="#fff"/>`,
    `<title>${escapeXml(input.title)}</title>`,
    `<text class="title" x="8" y="24">${escapeXml(input.title)}</text>`,
    laneLines,
    laneNames,
    omitted ? `<text class="time" x="${TEXT_X}" y="${HEAD + ROW / 2}">${escapeXml(input.omitted(omitted))}</text>` : '',
    ...kept.map((row, i) => rowSvg(input, row, top + i * ROW)),
    '</svg>',
  ].join('\n');
}
