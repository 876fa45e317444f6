// The lab on one screen: the control bar, the design and the client, each process with its own controls and
// program, both databases (each table as its owner and an independent connection read it), then the verdict
// and the timeline. At 1366×768 and wider everything but the verdict and timeline fits without scrolling.
// A lesson's lab may ask for only some of those parts: then the control bar and those parts flow in one row
// that wraps, so a lab of two or three parts sits beside its instruction instead of filling three screens.
import './lab-layout.css';
import { memo, type ComponentType, type CSSProperties, type ReactNode } from 'react';
import { LAB_PARTS, type LabPart } from '../../course/lesson-spec';
import { Controls } from './controls/controls';
import { DbPane } from './system/db-pane';
import { DesignPicker } from './setup/design-picker';
import { OpsPanel } from './ops/ops-panel';
import OrderForm from './forms/order-form';
import { ProcessCards, useCardCount } from './system/process-card';
import { RelaySettings } from './setup/relay-settings';
import { SqlConsole } from './console/sql-console';
import { Stage } from './stage/stage';
import { TimelinePanel } from './timeline/timeline-panel';
import { VerdictPane } from './verdict/verdict-pane';
import { useViewStore } from '../store/view-store';

function Setup() {
  return (
    <>
      <DesignPicker />
      <RelaySettings />
      <OrderForm />
    </>
  );
}

/** Processes in a row, their databases below: a design with a second relay or order worker has a column more. */
function LabSystem({ children }: { children: ReactNode }) {
  const cards = useCardCount();
  return (
    <div className="lab-system" style={{ '--cards': cards } as CSSProperties}>
      {children}
    </div>
  );
}

const PART_VIEW: Record<LabPart, ComponentType> = {
  setup: Setup,
  stage: Stage,
  ops: OpsPanel,
  order: () => <ProcessCards role="order" />,
  relay: () => <ProcessCards role="relay" />,
  warehouse: () => <ProcessCards role="warehouse" />,
  'order-db': () => <DbPane db="order" />,
  'warehouse-db': () => <DbPane db="warehouse" />,
  verdict: VerdictPane,
  timeline: TimelinePanel,
};

/**
 * Only the parts asked for, always in the full lab's order (a learner who opens the full lab finds each where it
 * was). Each part is a flex item with a width it wants, so a row holds as many as fit and the last one takes the
 * rest: no grid track is left empty whatever the choice.
 */
function LabParts({ parts }: { parts: readonly LabPart[] }) {
  return (
    <div className="lab-container">
      <div className="lab lab-some">
        <Controls />
        <div className="lab-parts">
          {LAB_PARTS.filter((part) => parts.includes(part)).map((part) => {
            const View = PART_VIEW[part];
            return (
              <div key={part} className={`lab-part lab-part-${part}`}>
                <View />
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}

/**
 * `tools`: the page's own lab (#/lab) also has the SQL console; a lesson's labs keep to the lesson.
 * `parts`: show only these besides the control bar (a lesson's lab); the whole lab when absent.
 * Memoised: a new address re-renders the view that holds the lab before the lab has loaded it; every pane here
 * reads the lab itself, so that render would draw each of them again for nothing.
 */
export const LabScreen = memo(function LabScreen({
  tools = false,
  parts,
}: {
  tools?: boolean;
  parts?: readonly LabPart[];
}) {
  // Projected, the left column must fit one screen: the operator's figures move to the right one, above the verdict.
  const presenter = useViewStore((s) => s.presenter);
  if (parts) return <LabParts parts={parts} />;
  return (
    <div className="lab-container">
      <div className="lab">
        <Controls />
        <div className="lab-top">
          <div className="lab-setup">
            <Setup />
          </div>
          {/* What is running and what an operator reads about it, side by side with the setup. */}
          <div className="lab-watch">
            <Stage />
            {!presenter && <OpsPanel />}
          </div>
        </div>
        <LabSystem>
          <ProcessCards />
          <DbPane db="order" />
          <DbPane db="warehouse" />
        </LabSystem>
        <div className="lab-results">
          <div className="lab-findings">
            {presenter && <OpsPanel />}
            <VerdictPane />
            {tools && <SqlConsole />}
          </div>
          <TimelinePanel />
        </div>
      </div>
    </div>
  );
});
