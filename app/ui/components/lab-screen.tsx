// The lab at #/lab: setup, controls, programs, both databases, the timeline and the verdict.
import { Controls } from './controls';
import { DbPane } from './db-pane';
import { DesignPicker } from './design-picker';
import { OrderForm } from './order-form';
import { ProgramPane } from './program-pane';
import { TimelinePane } from './timeline-pane';
import { VerdictPane } from './verdict-pane';

export function LabScreen() {
  return (
    <div className="lab">
      <div className="lab-top">
        <div className="setup">
          <DesignPicker />
          <OrderForm />
        </div>
        <Controls />
      </div>
      <ProgramPane />
      <div className="dbs">
        <DbPane db="order" />
        <DbPane db="warehouse" />
      </div>
      <VerdictPane />
      <TimelinePane />
    </div>
  );
}
