// The stage drawn in one arrangement: nodes and their lines, waiting requests, the messages on the network,
// losses as broken arrows, crashed processes, open transactions as brackets on their database. Hidden from
// screen readers: the stage's list says the same in words. Every shape also carries a word, so colour is
// never the only cue.
import type { TFunction } from '../../i18n/translator';
import { memo, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { instanceNo, PROCESSES, roleOf, type DbId, type ProcessId } from '../../../engine/types';
import { numberedRoles, processName } from '../../shared/process-names';
import {
  center,
  DB_NODE,
  fitText,
  slotLabel,
  slotPoint,
  slotSpacing,
  textWidth,
  towardWarehouse,
  type Box,
  type Point,
  type StageLayout,
} from './stage-layout';
import { DATABASES, type StageFlight, type StageLoss, type StageModel, type WireKind } from './stage-model';

const points = (ps: readonly Point[]) => ps.map(([x, y]) => `${x},${y}`).join(' ');

/** A filled arrowhead with its tip at `tip`, pointing along `dir` (a unit vector). */
function ArrowHead({ tip, dir, size = 9, className }: { tip: Point; dir: Point; size?: number; className?: string }) {
  const [x, y] = tip;
  const [dx, dy] = dir;
  const back: Point = [x - dx * size, y - dy * size];
  const side: Point = [-dy * size * 0.55, dx * size * 0.55];
  return (
    <polygon
      className={className ?? 'stage-head'}
      points={points([tip, [back[0] + side[0], back[1] + side[1]], [back[0] - side[0], back[1] - side[1]]])}
    />
  );
}

function unit(from: Point, to: Point): Point {
  const length = Math.hypot(to[0] - from[0], to[1] - from[1]) || 1;
  return [(to[0] - from[0]) / length, (to[1] - from[1]) / length];
}

const neg = ([x, y]: Point): Point => [-x, -y];

/** The CSS class naming which way a message glides in as it appears (animated only when motion is welcome). */
function glide([dx, dy]: Point): string {
  if (Math.abs(dx) >= Math.abs(dy)) return dx > 0 ? 'stage-glide-ltr' : 'stage-glide-rtl';
  return dy > 0 ? 'stage-glide-down' : 'stage-glide-up';
}

function Label({
  at,
  anchor,
  font,
  className,
  children,
}: {
  at: Point;
  anchor: 'start' | 'middle' | 'end';
  font: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <text x={at[0]} y={at[1]} textAnchor={anchor} fontSize={font} className={className}>
      {children}
    </text>
  );
}

function ProcessNode({
  box,
  name,
  status,
  state,
  layout,
}: {
  box: Box;
  name: string;
  status: string;
  state: 'up' | 'crashed' | 'absent';
  layout: StageLayout;
}) {
  const [cx, cy] = center(box);
  const nameY = status ? cy - 3 : cy + layout.font * 0.35;
  const strike = textWidth(name, layout.font, true) / 2 + 3;
  return (
    <g className={`stage-node stage-process stage-${state}`}>
      <rect x={box.x} y={box.y} width={box.w} height={box.h} rx={6} />
      <text x={cx} y={nameY} textAnchor="middle" fontSize={layout.font} className="stage-name">
        {name}
      </text>
      {state === 'crashed' && (
        <line
          className="stage-strike"
          x1={cx - strike}
          x2={cx + strike}
          y1={nameY - layout.font * 0.32}
          y2={nameY - layout.font * 0.32}
        />
      )}
      {status && (
        <text x={cx} y={cy + layout.small + 1} textAnchor="middle" fontSize={layout.small} className="stage-status">
          {status}
        </text>
      )}
    </g>
  );
}

function DbNode({ box, name, tx, layout }: { box: Box; name: string; tx: string; layout: StageLayout }) {
  const ry = 7;
  const { x, y, w, h } = box;
  const [cx, cy] = center(box);
  const inside = tx !== '' && layout.txLabel === 'inside';
  // Below the top rim; with the transaction written inside, the name moves up to make room for it.
  const nameY = inside ? y + 2 * ry + layout.font : cy + layout.font * 0.35 + 3;
  return (
    <g className={`stage-node stage-db${tx ? ' stage-db-tx' : ''}`}>
      <path d={`M ${x} ${y + ry} a ${w / 2} ${ry} 0 0 1 ${w} 0 v ${h - 2 * ry} a ${w / 2} ${ry} 0 0 1 ${-w} 0 Z`} />
      <path className="stage-db-rim" d={`M ${x} ${y + ry} a ${w / 2} ${ry} 0 0 0 ${w} 0`} />
      <text x={cx} y={nameY} textAnchor="middle" fontSize={layout.font} className="stage-name">
        {name}
      </text>
      {tx && (
        <text
          x={cx}
          y={inside ? nameY + layout.small + 3 : y + h + layout.small + 6}
          textAnchor="middle"
          fontSize={layout.small}
          className="stage-tx-label"
        >
          {tx}
        </text>
      )}
      {/* The open transaction as brackets around the database it writes to. */}
      {tx && (
        <g className="stage-tx-bracket">
          <path d={`M ${x - 3} ${y} h -6 v ${h} h 6`} />
          <path d={`M ${x + w + 3} ${y} h 6 v ${h} h -6`} />
        </g>
      )}
    </g>
  );
}

function wireLabel(t: TFunction, kind: WireKind, message: string): string {
  return t(`stage.label.${kind}`, { message });
}

type OnWire = { flight: StageFlight } | { loss: Exclude<StageLoss, { kind: 'response' }> };

/** One message on the network: a glyph travelling its way, or a broken arrow with ✕ where it was lost. */
function WireItem({
  item,
  at,
  index,
  reach,
  layout,
  t,
}: {
  item: OnWire;
  at: Point;
  index: number;
  reach: number;
  layout: StageLayout;
  t: TFunction;
}) {
  const toward = towardWarehouse(layout);
  const kind = 'flight' in item ? item.flight.kind : item.loss.kind;
  const dir = kind === 'request' ? toward : neg(toward);
  const [x, y] = at;
  const label = slotLabel(layout, at, index);
  if ('flight' in item) {
    const f = item.flight;
    return (
      <g className={`stage-message stage-message-${f.kind} ${glide(dir)}`}>
        <rect x={x - 8} y={y - 6} width={16} height={12} rx={2} />
        <ArrowHead tip={[x + dir[0] * 17, y + dir[1] * 17]} dir={dir} size={8} className="stage-message-head" />
        <Label at={label.at} anchor={label.anchor} font={layout.font}>
          {wireLabel(t, f.kind, f.id)}
        </Label>
      </g>
    );
  }
  const l = item.loss;
  const piece = (a: number, b: number) => (
    <line x1={x + dir[0] * a} y1={y + dir[1] * a} x2={x + dir[0] * b} y2={y + dir[1] * b} />
  );
  return (
    <g className="stage-lost stage-appear">
      {piece(-reach, -8)}
      {piece(8, reach - 6)}
      <ArrowHead tip={[x + dir[0] * reach, y + dir[1] * reach]} dir={dir} size={7} className="stage-lost-head" />
      <text x={x} y={y + layout.font * 0.36} textAnchor="middle" fontSize={layout.font} className="stage-cross">
        ✕
      </text>
      <Label at={label.at} anchor={label.anchor} font={layout.font}>
        {t(`stage.label.${l.how}`, { what: wireLabel(t, l.kind, l.id) })}
      </Label>
    </g>
  );
}

function Wire({ model, layout, t }: { model: StageModel; layout: StageLayout; t: TFunction }) {
  const flights: OnWire[] = model.flights.map((flight) => ({ flight }));
  const losses: OnWire[] = model.losses.flatMap((loss) => (loss.kind === 'response' ? [] : [{ loss }]));
  const total = flights.length + losses.length;
  // More than fit: keep what is on the wire now, then the newest losses; "+N more" stands for the rest.
  const room = total > layout.slots ? layout.slots - 1 : total;
  const keptFlights = flights.slice(0, room);
  const shown = [...keptFlights, ...losses.slice(losses.length - (room - keptFlights.length))];
  const hidden = total - shown.length;
  const n = Math.max(shown.length + (hidden ? 1 : 0), 1);
  // A broken arrow reaches towards its neighbours' slots but stops short of them.
  const reach = Math.min(24, slotSpacing(layout, n) / 2 - 2);
  const more = slotLabel(layout, slotPoint(layout, n - 1, n), n - 1);
  return (
    <g className="stage-wire">
      {shown.map((item, i) => (
        <WireItem
          key={'flight' in item ? item.flight.id : `lost-${item.loss.id}`}
          item={item}
          at={slotPoint(layout, i, n)}
          index={i}
          reach={reach}
          layout={layout}
          t={t}
        />
      ))}
      {hidden > 0 && (
        <Label at={more.at} anchor={more.anchor} font={layout.font} className="stage-more">
          {t('stage.label.more', { n: hidden })}
        </Label>
      )}
    </g>
  );
}

function Client({ model, layout, t }: { model: StageModel; layout: StageLayout; t: TFunction }) {
  const [from, to] = layout.clientArrow;
  const dir = unit(from, to);
  const first = model.queued[0];
  const noAnswer = model.losses.some((l) => l.kind === 'response');
  const fits = Math.min(3, Math.max(1, Math.floor((Math.hypot(to[0] - from[0], to[1] - from[1]) - 15) / 13)));
  let queued = '';
  if (first) {
    const rest = model.queued.length - 1;
    const more = rest > 0 ? ` ${t('stage.label.more', { n: rest })}` : '';
    const room = layout.queuedRoom - textWidth(more, layout.font);
    queued =
      fitText(t('stage.label.queued', { order: first.orderId, quantity: first.quantity }), layout.font, room) + more;
  }
  return (
    <g className="stage-client">
      <line className="stage-line" x1={from[0]} y1={from[1]} x2={to[0] - dir[0] * 8} y2={to[1] - dir[1] * 8} />
      <ArrowHead tip={to} dir={dir} />
      {/* Waiting requests: one small square each (as many as the arrow holds, up to three), the first named. */}
      {model.queued.slice(0, fits).map((q, i) => (
        <rect
          key={q.no}
          className="stage-queued stage-appear"
          x={to[0] - dir[0] * (20 + 13 * i) - 5}
          y={to[1] - dir[1] * (20 + 13 * i) - 5}
          width={10}
          height={10}
        />
      ))}
      {queued && (
        <Label at={layout.queuedAt} anchor={layout.queuedAnchor} font={layout.font} className="stage-queued-label">
          {queued}
        </Label>
      )}
      {noAnswer && (
        <g className="stage-lost stage-appear">
          <Label at={layout.noAnswerAt} anchor={layout.queuedAnchor} font={layout.font}>
            ✕ {t('stage.label.noAnswer')}
          </Label>
        </g>
      )}
    </g>
  );
}

/** A role's node stands for all its instances: crashed when one of them is (the list in words says which). */
function processState(model: StageModel, id: ProcessId): 'up' | 'crashed' | 'absent' {
  const all = instancesOf(model, id);
  return all.length === 0 ? 'absent' : all.some((p) => p.crashed) ? 'crashed' : 'up';
}

const instancesOf = (model: StageModel, id: ProcessId) =>
  PROCESSES.filter((other) => roleOf(other) === roleOf(id) && model.processes[other].inDesign).map(
    (other) => model.processes[other],
  );

/** One node per role: "Relay", or "Relay ×2" where the design runs two. */
function nodeName(t: TFunction, model: StageModel, id: ProcessId): string {
  const count = instancesOf(model, id).length;
  return count > 1 ? t('stage.several', { name: t(`lane.${id}`), count }) : t(`lane.${id}`);
}

function StagePictureImpl({ model, layout }: { model: StageModel; layout: StageLayout }) {
  const { t } = useTranslation();
  const status = { up: '', crashed: `✕ ${t('stage.crashed')}`, absent: t('stage.absent') };
  const { network } = layout;
  return (
    <svg
      className={`stage-svg stage-svg-${layout.name}`}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      aria-hidden="true"
      focusable="false"
    >
      <g className="stage-links">
        {layout.connections
          .filter((c) => model.processes[c.process].inDesign)
          .map((c) => {
            const dir = unit(c.from, c.to);
            return (
              <g key={c.process}>
                <line
                  className={model.processes[c.process].crashed ? 'stage-line stage-line-gone' : 'stage-line'}
                  x1={c.from[0] + dir[0] * 7}
                  y1={c.from[1] + dir[1] * 7}
                  x2={c.to[0] - dir[0] * 7}
                  y2={c.to[1] - dir[1] * 7}
                />
                <ArrowHead tip={c.to} dir={dir} size={7} />
                <ArrowHead tip={c.from} dir={neg(dir)} size={7} />
              </g>
            );
          })}
        {model.routes.map((route) => (
          <polyline key={route} className="stage-line stage-route" points={points(layout.routes[route])} />
        ))}
        <line
          className="stage-network"
          x1={network.from[0]}
          y1={network.from[1]}
          x2={network.to[0]}
          y2={network.to[1]}
        />
        <Label at={network.nameAt} anchor={network.nameAnchor} font={layout.small} className="stage-network-name">
          {t('lane.network')}
        </Label>
      </g>
      <Client model={model} layout={layout} t={t} />
      <ProcessNode box={layout.nodes.client} name={t('lane.client')} status="" state="up" layout={layout} />
      {PROCESSES.filter((id) => instanceNo(id) === 1).map((id) => (
        <ProcessNode
          key={id}
          box={layout.nodes[id]}
          name={nodeName(t, model, id)}
          status={status[processState(model, id)]}
          state={processState(model, id)}
          layout={layout}
        />
      ))}
      {DATABASES.map((db: DbId) => {
        const numbered = numberedRoles(model.processes);
        const owners = model.transactions[db].map((id) => processName(t, id, numbered, 'lane')).join(', ');
        return (
          <DbNode
            key={db}
            box={layout.nodes[DB_NODE[db]]}
            name={t(`lane.${DB_NODE[db]}`)}
            tx={owners && t('stage.label.tx', { process: owners })}
            layout={layout}
          />
        );
      })}
      <Wire model={model} layout={layout} t={t} />
    </svg>
  );
}

/** Memoised: redrawn when the model changes (a new snapshot) or the language does, not on every render of the lab. */
export const StagePicture = memo(StagePictureImpl);
