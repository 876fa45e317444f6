// For slides: the timeline up to the step the lab shows, saved as SVG or PNG, and a link to this very state
// copied for the chat or the notes. All three read the lab's snapshot at the moment of the click. The SVG's drawing
// code is fetched at the first export: no lab needs it to start.
import { useSelector } from '@xstate/react';
import { useTranslation } from '../../i18n/use-translation';
import { formatOffset } from '../../../engine/runtime/clock';
import { linkOf, snapshotOf } from '../../../machine/lab-machine';
import { entryText } from '../controls/announcement';
import { download } from '../../export/download';
import { useLabActor } from '../lab-context';
import { currentRows, diagramLanes, layoutTimeline } from './timeline-layout';
import { laneName, numberedRoles } from '../../shared/process-names';
import { useViewStore } from '../../store/view-store';
import { useAnnounce } from '../controls/status-region';

/** The SVG drawn on a canvas at twice its size (sharp on a projector), as a PNG. */
async function pngOf(svg: string): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth * 2;
    canvas.height = image.naturalHeight * 2;
    const context = canvas.getContext('2d')!;
    context.scale(2, 2);
    context.drawImage(image, 0, 0);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

export function TimelineExport() {
  const { t } = useTranslation();
  const actor = useLabActor();
  const announce = useAnnounce();
  const showLineRuns = useViewStore((s) => s.showLineRuns);
  const empty = useSelector(actor, (s) => snapshotOf(s.context).timeline.length === 0);

  const svgNow = async () => {
    const context = actor.getSnapshot().context;
    const snapshot = snapshotOf(context);
    const { rows } = layoutTimeline(snapshot.timeline, showLineRuns);
    const current = currentRows(rows, snapshot.actionCount);
    const lanes = diagramLanes(snapshot.processes);
    const numbered = numberedRoles(snapshot.processes);
    const { timelineSvg } = await import('./timeline-svg');
    return timelineSvg({
      title: t('export.title', { design: t(`designs.${context.design}.name`) }),
      lanes,
      laneNames: Object.fromEntries(lanes.map((lane) => [lane, laneName(t, lane, numbered)])),
      rows: current ? rows.slice(0, current.last + 1) : rows,
      time: (row) => formatOffset(row.entry.at),
      text: (row) => entryText(t, row.entry, numbered),
      omitted: (count) => t('export.omitted', { count }),
    });
  };

  const failed = (error: unknown) =>
    announce(t('export.failed', { message: error instanceof Error ? error.message : String(error) }));
  const saveSvg = async () => {
    try {
      download(new Blob([await svgNow()], { type: 'image/svg+xml' }), 'outbox-lab-timeline.svg');
      announce(t('export.savedSvg'));
    } catch (error) {
      failed(error);
    }
  };
  const savePng = async () => {
    try {
      download(await pngOf(await svgNow()), 'outbox-lab-timeline.png');
      announce(t('export.savedPng'));
    } catch (error) {
      failed(error);
    }
  };
  const copyLink = async () => {
    const url = `${location.origin}${location.pathname}${linkOf(actor.getSnapshot().context)}`;
    try {
      await navigator.clipboard.writeText(url);
      announce(t('export.copied'));
    } catch {
      // No clipboard (an insecure page, a refused permission): the link is said, to be copied by hand.
      announce(t('export.copyByHand', { url }));
    }
  };

  return (
    <div className="timeline-export" role="group" aria-label={t('export.group')}>
      <button type="button" onClick={() => void saveSvg()} disabled={empty}>
        {t('export.svg')}
      </button>
      <button type="button" onClick={() => void savePng()} disabled={empty}>
        {t('export.png')}
      </button>
      <button type="button" onClick={() => void copyLink()}>
        {t('export.copyLink')}
      </button>
    </div>
  );
}
