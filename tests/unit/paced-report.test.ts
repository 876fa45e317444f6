import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pacedReport } from '../../app/ui/explorer/paced-report';

describe('pacedReport', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    // Node has no frames: one every 16 ms on the fake clock stands in for the browser's.
    vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => setTimeout(() => run(performance.now()), 16));
    vi.stubGlobal('cancelAnimationFrame', (id: ReturnType<typeof setTimeout>) => clearTimeout(id));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('draws the first report at the next frame, then at most once per interval', () => {
    const draw = vi.fn();
    const reports = pacedReport(draw, 250);
    reports.ask();
    reports.ask();
    expect(draw).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20);
    expect(draw).toHaveBeenCalledTimes(1);
    // Asks soon after share one drawing, a frame after the interval is up.
    for (let i = 0; i < 10; i += 1) {
      reports.ask();
      vi.advanceTimersByTime(20);
    }
    expect(draw).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(80);
    expect(draw).toHaveBeenCalledTimes(2);
    // Quiet for longer than the interval: the next ask draws at the next frame.
    vi.advanceTimersByTime(1_000);
    reports.ask();
    vi.advanceTimersByTime(20);
    expect(draw).toHaveBeenCalledTimes(3);
  });

  it('draws nothing once cancelled, whether waiting for its turn or for a frame', () => {
    const draw = vi.fn();
    const reports = pacedReport(draw, 250);
    reports.ask();
    reports.cancel();
    vi.advanceTimersByTime(1_000);
    expect(draw).not.toHaveBeenCalled();
    reports.ask();
    vi.advanceTimersByTime(20);
    reports.ask();
    reports.cancel();
    vi.advanceTimersByTime(1_000);
    expect(draw).toHaveBeenCalledTimes(1);
    // Asked again after a cancel, it draws again.
    reports.ask();
    vi.advanceTimersByTime(1_000);
    expect(draw).toHaveBeenCalledTimes(2);
  });
});
