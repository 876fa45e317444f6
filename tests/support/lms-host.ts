// An LMS for browser tests: a host page at http://lms.test/ that runs scorm-again (the SCORM run-time LMSs embed)
// as the course's API and frames the package's index.html, served straight out of the package's zip — so what is
// tested is the zip an LMS would be given, its relative paths and its CSP included.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { zipName } from '../../app/lms/package-plugin';
import type { PackageKind } from '../../app/lms/scorm-manifest';

export const LMS_ORIGIN = 'http://lms.test';

const TYPES: Record<string, string> = {
  html: 'text/html',
  js: 'text/javascript',
  css: 'text/css',
  wasm: 'application/wasm',
  json: 'application/json',
  png: 'image/png',
  svg: 'image/svg+xml',
  xml: 'application/xml',
  xsd: 'application/xml',
};

export function packageFiles(kind: PackageKind): Map<string, Uint8Array> {
  const zip = unzipSync(readFileSync(join('dist-lms', zipName(kind))));
  return new Map(Object.entries(zip));
}

function runtimeScript(kind: PackageKind): Buffer {
  const dist = join(dirname(createRequire(import.meta.url).resolve('scorm-again')), '');
  return readFileSync(join(dist, kind === 'scorm12' ? 'scorm12.min.js' : 'scorm2004.min.js'));
}

export interface Launch {
  /** The data model the LMS starts the SCO with, as flattened CMI elements. */
  cmi: Record<string, string>;
  /** The LMS refuses every commit (and says error 101). */
  failCommits?: boolean;
}

/** Serves the package and the host page in `context`. */
export async function serveLms(context: BrowserContext, kind: PackageKind, files: Map<string, Uint8Array>) {
  const runtime = runtimeScript(kind);
  await context.route(`${LMS_ORIGIN}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/scorm-again.js') return route.fulfill({ body: runtime, contentType: 'text/javascript' });
    if (path === '/lms.html') return route.fulfill({ body: HOST_PAGE(kind), contentType: 'text/html' });
    const file = path.startsWith('/course/') ? files.get(decodeURIComponent(path.slice('/course/'.length))) : null;
    if (!file) return route.fulfill({ status: 404, body: 'not in the package' });
    const ext = path.split('.').pop() ?? '';
    return route.fulfill({ body: Buffer.from(file), contentType: TYPES[ext] ?? 'application/octet-stream' });
  });
}

const HOST_PAGE = (kind: PackageKind) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test LMS</title><script src="/scorm-again.js"></script></head>
<body>
<script>
  const launch = JSON.parse(new URLSearchParams(location.search).get('launch') || '{"cmi":{}}');
  const api = new ${kind === 'scorm12' ? 'Scorm12API' : 'Scorm2004API'}({ logLevel: 5, autocommit: false, lmsCommitUrl: false });
  api.loadFromFlattenedJSON(launch.cmi);
  window.commits = 0;
  const commit = ${kind === 'scorm12' ? "'LMSCommit'" : "'Commit'"};
  const original = api[commit].bind(api);
  api[commit] = (arg) => {
    window.commits += 1;
    if (launch.failCommits) {
      api[${kind === 'scorm12' ? "'LMSGetLastError'" : "'GetLastError'"}] = () => '101';
      return 'false';
    }
    return original(arg);
  };
  window.${kind === 'scorm12' ? 'API' : 'API_1484_11'} = api;
  const frame = document.createElement('iframe');
  frame.title = 'Course';
  frame.src = '/course/index.html';
  frame.style.cssText = 'width: 1300px; height: 880px; border: 0';
  document.body.append(frame);
</script>
</body></html>`;

/** Opens the host page with this launch; returns the course's frame. */
export async function launchCourse(page: Page, launch: Launch) {
  // A query, not a hash: a second launch in the same tab must load the host page again, as an LMS does.
  await page.goto(`${LMS_ORIGIN}/lms.html?launch=${encodeURIComponent(JSON.stringify(launch))}`);
  return page.frameLocator('iframe[title="Course"]');
}

/** What the LMS's back end would store now: the CMI as scorm-again renders it for a commit (write-only elements too). */
export async function lmsRecord(page: Page): Promise<{ terminated: boolean; commits: number; cmi: unknown }> {
  return page.evaluate(() => {
    const w = window as unknown as Record<string, { isTerminated(): boolean; renderCommitCMI(t: boolean): unknown }>;
    const api = w.API ?? w.API_1484_11;
    return {
      terminated: api.isTerminated(),
      commits: (window as unknown as { commits: number }).commits,
      cmi: api.renderCommitCMI(true),
    };
  });
}

/** Leaves the course the way an LMS closes it: the frame goes away (its page hides and unloads). */
export async function closeCourse(page: Page): Promise<void> {
  await page.evaluate(() => document.querySelector('iframe')?.remove());
}
