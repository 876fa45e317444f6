// Every screen's style sheet, in one order, loaded with the page (the build makes one sheet: cssCodeSplit off). The
// screens' code comes in chunks of its own, and a sheet arriving with its chunk would land after the page's own
// rules and presenter mode's and override them (presenter mode's panes then overflowed a 1920×1080 screen). So each
// screen's sheet comes first, then the page's, then presenter mode's; components still import their own sheets.
import './lab/lab-layout.css';
import './lab/forms/dead-letters.css';
import './lab/console/query-check.css';
import './lab/ops/ops-panel.css';
import './lab/console/sql-console.css';
import './lab/stage/stage.css';
import './lab/timeline/timeline-panel.css';
import './lab/timeline/history-scrubber.css';
import './lab/timeline/timeline-diagram.css';
import './lab/verdict/verdict-pane.css';
import './lab/session/replay-progress.css';
import './explorer/fault-matrix.css';
import './shell/scenarios-dialog.css';
import './shared/modal-dialog.css';
import './shell/shortcuts-dialog.css';
import './styles.css';
import './presenter.css';
