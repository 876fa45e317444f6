// Where the stage draws things: three arrangements of the same system, in SVG user units, each used where its
// text renders at 11 px or more. "wide" is one row in the timeline's lane order, for a band across the lab
// (1300 units, from ~1000 px); "medium" puts the processes in a row and the databases under them, as the lab's
// own cards do (760 units, 600–1000 px); "narrow" stacks the processes in a column with their databases beside
// them, for phones.
import type { DbId, ProcessId } from '../../../engine/types';
import type { Route } from './stage-model';

export type NodeId = 'client' | ProcessId | 'orderDb' | 'warehouseDb';
export type Point = readonly [number, number];
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface StageLayout {
  name: 'wide' | 'medium' | 'narrow';
  width: number;
  height: number;
  /** Text size of names and labels; status lines use `small`. */
  font: number;
  small: number;
  nodes: Record<NodeId, Box>;
  clientArrow: readonly [Point, Point];
  /** Where waiting requests are named, and where the client's missing answer is said (near the client). */
  queuedAt: Point;
  queuedAnchor: 'start' | 'middle';
  noAnswerAt: Point;
  /** Each process's line to its database, drawn process → database. */
  connections: readonly { process: ProcessId; db: DbId; from: Point; to: Point }[];
  /** From each sender to the point where it joins the network. */
  routes: Record<Route, readonly Point[]>;
  /** The network itself: from the join to the warehouse. Messages sit on it. */
  network: { from: Point; to: Point; nameAt: Point; nameAnchor: 'start' | 'middle' | 'end' };
  /** How many messages fit on the network; their labels alternate above/below it or sit to its right. */
  slots: number;
  slotLabels: 'alternate' | 'right';
  /** Whose transaction is open: written inside the database's shape, or under it when the shape is too small. */
  txLabel: 'inside' | 'below';
  /** Longest text (in units) a queued-request label may take. */
  queuedRoom: number;
}

export const DB_NODE: Record<DbId, NodeId> = { order: 'orderDb', warehouse: 'warehouseDb' };

const WIDE_ROW = { y: 24, h: 56 };
const mid = WIDE_ROW.y + WIDE_ROW.h / 2;

export const WIDE: StageLayout = {
  name: 'wide',
  width: 1300,
  height: 104,
  font: 16,
  small: 16,
  nodes: {
    client: { x: 8, w: 100, ...WIDE_ROW },
    order: { x: 198, w: 150, ...WIDE_ROW },
    orderDb: { x: 384, w: 160, ...WIDE_ROW },
    relay: { x: 580, w: 165, ...WIDE_ROW },
    warehouse: { x: 985, w: 130, ...WIDE_ROW },
    warehouseDb: { x: 1143, w: 149, ...WIDE_ROW },
  },
  clientArrow: [
    [108, mid],
    [198, mid],
  ],
  queuedAt: [153, 16],
  queuedAnchor: 'middle',
  noAnswerAt: [58, 99],
  connections: [
    { process: 'order', db: 'order', from: [348, mid], to: [384, mid] },
    { process: 'relay', db: 'order', from: [580, mid], to: [544, mid] },
    { process: 'warehouse', db: 'warehouse', from: [1115, mid], to: [1143, mid] },
  ],
  routes: {
    // Over the Order DB and the relay: a design without a relay sends from the order service itself.
    order: [
      [273, 24],
      [273, 9],
      [765, 9],
      [765, mid],
    ],
    relay: [
      [745, mid],
      [765, mid],
    ],
  },
  network: { from: [765, mid], to: [985, mid], nameAt: [769, mid + 19], nameAnchor: 'start' },
  slots: 3,
  slotLabels: 'alternate',
  txLabel: 'below',
  queuedRoom: 180,
};

const ROW_1 = { y: 22, h: 44 };
const ROW_2 = { y: 96, h: 52 };

export const MEDIUM: StageLayout = {
  name: 'medium',
  width: 760,
  height: 152,
  font: 14,
  small: 13,
  nodes: {
    client: { x: 4, w: 96, ...ROW_1 },
    order: { x: 156, w: 124, ...ROW_1 },
    relay: { x: 310, w: 140, ...ROW_1 },
    warehouse: { x: 640, w: 116, ...ROW_1 },
    // Under the two processes that share it, as in the lab's cards.
    orderDb: { x: 170, w: 270, ...ROW_2 },
    warehouseDb: { x: 610, w: 146, ...ROW_2 },
  },
  clientArrow: [
    [100, 44],
    [156, 44],
  ],
  queuedAt: [128, 14],
  queuedAnchor: 'middle',
  noAnswerAt: [64, 84],
  connections: [
    { process: 'order', db: 'order', from: [218, 66], to: [218, 96] },
    { process: 'relay', db: 'order', from: [380, 66], to: [380, 96] },
    { process: 'warehouse', db: 'warehouse', from: [698, 66], to: [698, 96] },
  ],
  routes: {
    order: [
      [218, 22],
      [218, 8],
      [466, 8],
      [466, 44],
    ],
    relay: [
      [450, 44],
      [466, 44],
    ],
  },
  network: { from: [466, 44], to: [640, 44], nameAt: [469, 61], nameAnchor: 'start' },
  slots: 3,
  slotLabels: 'alternate',
  txLabel: 'inside',
  queuedRoom: 150,
};

const P = { x: 8, w: 182 };
const D = { x: 236, w: 132 };

export const NARROW: StageLayout = {
  name: 'narrow',
  width: 380,
  height: 330,
  font: 14,
  small: 13,
  nodes: {
    client: { ...P, y: 4, h: 32 },
    order: { ...P, y: 70, h: 44 },
    // Narrower than its column, so the order service's own route to the network can pass on its left.
    relay: { x: 40, w: 150, y: 124, h: 44 },
    orderDb: { ...D, y: 70, h: 98 },
    warehouse: { ...P, y: 280, h: 44 },
    warehouseDb: { ...D, y: 280, h: 44 },
  },
  clientArrow: [
    [83, 36],
    [83, 70],
  ],
  queuedAt: [96, 52],
  queuedAnchor: 'start',
  noAnswerAt: [96, 66],
  connections: [
    { process: 'order', db: 'order', from: [190, 92], to: [236, 92] },
    { process: 'relay', db: 'order', from: [190, 146], to: [236, 146] },
    { process: 'warehouse', db: 'warehouse', from: [190, 302], to: [236, 302] },
  ],
  routes: {
    order: [
      [22, 114],
      [22, 186],
      [115, 186],
    ],
    relay: [
      [115, 168],
      [115, 186],
    ],
  },
  network: { from: [115, 186], to: [115, 280], nameAt: [102, 237], nameAnchor: 'end' },
  slots: 3,
  slotLabels: 'right',
  txLabel: 'inside',
  queuedRoom: 270,
};

/** Where the i-th of `n` messages sits on the network (evenly spaced, none at the ends). */
export function slotPoint(layout: StageLayout, index: number, n: number): Point {
  const { from, to } = layout.network;
  const t = (index + 0.5) / n;
  return [from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t];
}

/** How far apart neighbouring messages sit when `n` share the network. */
export function slotSpacing(layout: StageLayout, n: number): number {
  const { from, to } = layout.network;
  return Math.hypot(to[0] - from[0], to[1] - from[1]) / n;
}

/**
 * Where the label of the message in slot `index` at `at` goes: alternately above and below the line, or to its right.
 */
export function slotLabel(layout: StageLayout, at: Point, index: number): { at: Point; anchor: 'start' | 'middle' } {
  const [x, y] = at;
  if (layout.slotLabels === 'right') return { at: [x + 16, y + layout.font * 0.35], anchor: 'start' };
  return { at: index % 2 === 0 ? [x, y - 13] : [x, y + layout.font * 2.2], anchor: 'middle' };
}

/** The unit direction of travel towards the warehouse along the network. */
export function towardWarehouse(layout: StageLayout): Point {
  const { from, to } = layout.network;
  const dx = to[0] - from[0];
  const dy = to[1] - from[1];
  const length = Math.hypot(dx, dy) || 1;
  return [dx / length, dy / length];
}

/**
 * Roughly how wide a text is, in units, at `font`: SVG text cannot be measured before it is drawn, and the
 * stage only needs to keep labels from running into each other. CJK characters take a full em.
 */
export function textWidth(text: string, font: number, bold = false): number {
  let ems = 0;
  for (const ch of text) ems += (ch.codePointAt(0) ?? 0) >= 0x2e80 ? 1 : bold ? 0.66 : 0.58;
  return ems * font;
}

/** `text` cut with an ellipsis to fit `room` units. */
export function fitText(text: string, font: number, room: number): string {
  if (textWidth(text, font) <= room) return text;
  const chars = [...text];
  while (chars.length > 1 && textWidth(`${chars.join('')}…`, font) > room) chars.pop();
  return `${chars.join('')}…`;
}

export function center(box: Box): Point {
  return [box.x + box.w / 2, box.y + box.h / 2];
}
