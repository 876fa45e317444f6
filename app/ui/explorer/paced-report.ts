// A progress report drawn at the next frame, the first at once and later ones at most every `everyMs`. Each report
// joins every run finished so far and the page redraws the design's counts from them: done at every frame, that
// took the main thread from the workers it shares the machine's cores with, and the matrix fills as visibly at a
// few drawings a second.

export interface PacedReport {
  /** Asks for a drawing; asks made while one is waiting share it. */
  ask(): void;
  /** Forgets a waiting drawing (the run ended or was cancelled). */
  cancel(): void;
}

export function pacedReport(draw: () => void, everyMs: number): PacedReport {
  let frame = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let drawn = -Infinity;
  const atFrame = () => {
    frame = requestAnimationFrame(() => {
      frame = 0;
      drawn = performance.now();
      draw();
    });
  };
  return {
    ask() {
      if (frame || timer !== undefined) return;
      const wait = drawn + everyMs - performance.now();
      if (wait <= 0) atFrame();
      else
        timer = setTimeout(() => {
          timer = undefined;
          atFrame();
        }, wait);
    },
    cancel() {
      cancelAnimationFrame(frame);
      frame = 0;
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
