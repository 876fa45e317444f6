// The stage: a picture of the system right now — client → order service ⇄ Order DB, relay ⇄ Order DB,
// relay → network → warehouse ⇄ Warehouse DB — with messages in flight, what the latest action lost,
// crashed processes and open transactions. The same facts are one list: read by screen readers, and shown
// on screen only for what the picture has no shape for (armed faults and drops). The picture is hidden from
// screen readers, so nothing is read twice.
import type { TFunction } from '../../i18n/translator';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useWorld } from '../lab-context';
import { MEDIUM, NARROW, WIDE } from './stage-layout';
import { stageFacts, stageModel, type StageFact } from './stage-model';
import { StagePicture } from './stage-picture';
import { processName } from '../../shared/process-names';
import { isProcess, roleOf, type ProcessRole } from '../../../engine/types';
import { useNumbered } from '../use-numbered';
import './stage.css';

const DB_NAME: Record<string, string> = { order: 'lane.orderDb', warehouse: 'lane.warehouseDb' };

/** A fact in words: ids become names ("Relay"), and `fromWho`/`toWho` the in-sentence forms ("the relay"). */
export function factText(t: TFunction, fact: StageFact, numbered: readonly ProcessRole[] = []): string {
  const params: Record<string, string | number> = { ...fact.params };
  for (const key of ['process', 'from', 'to'] as const) {
    const id = fact.params[key];
    if (typeof id !== 'string') continue;
    if (!isProcess(id)) {
      params[key] = t(`lane.${id}`);
      if (key !== 'process') params[`${key}Who`] = t(`stage.who.${id}`);
      continue;
    }
    params[key] = processName(t, id, numbered, 'lane');
    if (key !== 'process')
      params[`${key}Who`] = numbered.includes(roleOf(id))
        ? processName(t, id, numbered, 'processInLabel')
        : t(`stage.who.${id}`);
  }
  if (typeof fact.params.db === 'string') params.db = t(DB_NAME[fact.params.db]);
  return t(`stage.fact.${fact.key}`, params);
}

export function Stage() {
  const { t } = useTranslation();
  // Snapshots are cached per action log: the same object until something happens, so the model is rebuilt only then.
  const snapshot = useWorld((s) => s);
  const model = useMemo(() => stageModel(snapshot), [snapshot]);
  const numbered = useNumbered();
  const facts = useMemo(() => stageFacts(model), [model]);
  const headingId = useId();
  // Only the arrangement that fits is drawn; until the first measure all three are, and the CSS shows the one that
  // fits. Measured when the browser has laid the page out, not as the stage mounts: a read then forces that layout in
  // the middle of the first frame, and the two arrangements dropped after it make the frame lay the page out again,
  // heaviest at a long link's first frame. The observer is told after layout; the drop waits for a later task.
  const section = useRef<HTMLElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const el = section.current;
    if (!el) return;
    const observer = new ResizeObserver((entries) => {
      const box = entries[entries.length - 1].contentRect;
      if (box.width > 0) setWidth(el.clientWidth);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const fits = (layout: typeof WIDE) =>
    width === null ||
    (layout === WIDE ? width >= 1000 : layout === MEDIUM ? width >= 600 && width < 1000 : width < 600);
  return (
    <section className="stage" aria-labelledby={headingId} ref={section}>
      <h2 id={headingId} className="visually-hidden">
        {t('stage.heading')}
      </h2>
      {fits(WIDE) && <StagePicture model={model} layout={WIDE} />}
      {fits(MEDIUM) && <StagePicture model={model} layout={MEDIUM} />}
      {fits(NARROW) && <StagePicture model={model} layout={NARROW} />}
      <ul className="stage-facts">
        {facts.map((fact, i) => (
          <li key={i} className={fact.shown ? 'stage-fact-shown' : 'visually-hidden'}>
            {fact.shown && <span aria-hidden="true">⚠ </span>}
            {factText(t, fact, numbered)}
          </li>
        ))}
      </ul>
    </section>
  );
}
