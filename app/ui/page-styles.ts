// Every screen's style sheet, in one order, loaded with the page (the build makes one sheet: cssCodeSplit off). The
// screens' code comes in chunks of its own, and a sheet arriving with its chunk would land after the page's own
// rules and presenter mode's and override them (presenter mode's panes then overflowed a 1920×1080 screen). So each
// screen's sheet comes first, then the page's, then presenter mode's; components still import their own sheets.
import './lab/lab-layout.css';
import './lab/dead-letters.css';
import './lab/query-check.css';
import './lab/ops-panel.css';
import './lab/sql-console.css';
import './lab/stage.css';
import './lab/timeline-panel.css';
import './lab/history-scrubber.css';
import './lab/timeline-diagram.css';
import './lab/verdict-pane.css';
import './lab/replay-progress.css';
import './explorer/fault-matrix.css';
import './shell/scenarios-dialog.css';
import './shared/modal-dialog.css';
import './shell/shortcuts-dialog.css';
import './styles.css';
import './presenter.css';
