// Saves what the page made (a scenario list, a picture of the timeline) as a file the browser downloads.
export function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  // The click has started the download by the next task; the URL is let go then.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
