// The lab on one screen: the control bar, the design and the client, each process with its own controls and
// program, both databases (each table as its owner and an independent connection read it), then the verdict
// and the timeline. At 1366×768 and wider everything but the verdict and timeline fits without scrolling.
import './lab-layout.css';
import { memo } from 'react';
import { Controls } from './controls';
import { DbPane } from './db-pane';
import { DesignPicker } from './design-picker';
import { OpsPanel } from './ops-panel';
import { OrderForm } from './order-form';
import { ProcessCard } from './process-card';
import { RelaySettings } from './relay-settings';
import { SqlConsole } from './sql-console';
import { Stage } from './stage';
import { TimelinePanel } from './timeline-panel';
import { VerdictPane } from './verdict-pane';
import { useViewStore } from '../store/view-store';

/**
 * `tools`: the page's own lab (#/lab) also has the SQL console; a lesson's labs keep to the lesson.
 * Memoised: a new address re-renders the view that holds the lab before the lab has loaded it; every pane here
 * reads the lab itself, so that render would draw each of them again for nothing.
 */
export const LabScreen = memo(function LabScreen({ tools = false }: { tools?: boolean }) {
  // Projected, the left column must fit one screen: the operator's figures move to the right one, above the verdict.
  const presenter = useViewStore((s) => s.presenter);
  return (
    <div className="lab-container">
      <div className="lab">
        <Controls />
        <div className="lab-top">
          <div className="lab-setup">
            <DesignPicker />
            <RelaySettings />
            <OrderForm />
          </div>
          {/* What is running and what an operator reads about it, side by side with the setup. */}
          <div className="lab-watch">
            <Stage />
            {!presenter && <OpsPanel />}
          </div>
        </div>
        <div className="lab-system">
          <ProcessCard id="order" />
          <ProcessCard id="relay" />
          <ProcessCard id="warehouse" />
          <DbPane db="order" />
          <DbPane db="warehouse" />
        </div>
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
