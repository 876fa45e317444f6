// The course inside an LMS: each SCORM package, launched in a frame under scorm-again as the LMS's API, initialises,
// reports the quiz's score and the statuses into the LMS's data model, keeps its progress in suspend_data and its
// place in the location, finishes on leaving, and comes back from that data; it follows the learner's language
// preference, keeps working when the LMS refuses commits, and says so. Each package's manifest is validated.
import { expect, test, type Browser, type FrameLocator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateXML } from 'xmllint-wasm';
import { encodeSuspendData } from '../../app/lms/suspend-codec';
import { schemaFolder } from '../../app/lms/package-plugin';
import { SCHEMA_FILES, type PackageKind } from '../../app/lms/scorm-manifest';
import { closeCourse, launchCourse, LMS_ORIGIN, lmsRecord, packageFiles, serveLms } from '../support/lms-host';

const KINDS = {
  scorm12: {
    label: '1.2',
    learnerId: 'cmi.core.student_id',
    entry: 'cmi.core.entry',
    language: 'cmi.student_preference.language',
    location: 'cmi.core.lesson_location',
  },
  scorm2004: {
    label: '2004',
    learnerId: 'cmi.learner_id',
    entry: 'cmi.entry',
    language: 'cmi.learner_preference.language',
    location: 'cmi.location',
  },
} as const;

type Cmi = Record<string, unknown>;
const at = (cmi: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((v, k) => (v as Cmi | undefined)?.[k], cmi);

function manifestOf(files: Map<string, Uint8Array>): string {
  return new TextDecoder().decode(files.get('imsmanifest.xml'));
}

function buildId(files: Map<string, Uint8Array>): string {
  return /<manifest [^>]*version="([^"]+)"/.exec(manifestOf(files))![1];
}

/** The course frame's document, to move it as a learner following a link would. */
function courseFrame(page: Page) {
  return page.frames().find((f) => f.url().startsWith(`${LMS_ORIGIN}/course/`))!;
}

/** Checks each question's first choice; returns the score the quiz shows. `beforeLast` runs before question 6. */
async function takeQuiz(frame: FrameLocator, beforeLast?: () => Promise<void>): Promise<number> {
  const questions = frame.getByRole('group');
  await expect(questions).toHaveCount(6);
  for (let i = 0; i < 6; i += 1) {
    if (i === 5) await beforeLast?.();
    const q = questions.nth(i);
    await q.getByRole('radio').first().check();
    await q.getByRole('button', { name: 'Check answer' }).click();
    await expect(q.getByRole('status')).toHaveText(/^(Correct|Not quite)/);
  }
  const score = frame.locator('.quiz-bar').getByRole('status');
  await expect(score).toHaveText(/^Score: \d \/ 6$/);
  return Number(/Score: (\d)/.exec(await score.innerText())![1]);
}

for (const kind of Object.keys(KINDS) as PackageKind[]) {
  const K = KINDS[kind];

  test.describe(`SCORM ${K.label} package`, () => {
    // Read when a test runs, not when the file is collected: the packages are built with the test server.
    let read: Map<string, Uint8Array> | null = null;
    const pkg = () => (read ??= packageFiles(kind));
    /** A browser of its own (empty storage) in which http://lms.test serves this package and its LMS. */
    const lmsBrowser = async (browser: Browser) => {
      const context = await browser.newContext();
      await serveLms(context, kind, pkg());
      return { context, page: await context.newPage() };
    };

    test('reports the quiz, keeps progress and place, finishes on leaving, and relaunches from the LMS data', async ({
      browser,
    }) => {
      const { context, page } = await lmsBrowser(browser);
      const frame = await launchCourse(page, { cmi: { [K.learnerId]: 'learner-1' } });
      const footer = frame.getByRole('contentinfo');
      await expect(footer).toContainText(`Build ${buildId(pkg())} · SCORM ${K.label}`);
      await expect(footer.getByRole('status')).toHaveText('Your LMS is recording your progress.');

      await courseFrame(page).evaluate(() => (location.hash = '#/quiz?seed=68'));
      const score = await takeQuiz(frame, async () => {
        // Five answers of six are not a quiz taken: the LMS has no score and no success yet.
        const half = (await lmsRecord(page)).cmi;
        expect(at(half, kind === 'scorm12' ? 'cmi.core.score.raw' : 'cmi.score.raw')).toBe('');
        if (kind === 'scorm2004') expect(at(half, 'cmi.success_status')).toBe('unknown');
      });
      const percent = Math.round((score / 6) * 10_000) / 100;
      await expect.poll(async () => at((await lmsRecord(page)).cmi, 'cmi.suspend_data')).toMatch(/^OLS1\./);
      const during = (await lmsRecord(page)).cmi;
      if (kind === 'scorm12') {
        expect(at(during, 'cmi.core.score.raw')).toBe(String(percent));
        expect(at(during, 'cmi.core.score.min')).toBe('0');
        expect(at(during, 'cmi.core.score.max')).toBe('100');
        // Not every lesson is done: SCORM 1.2's single status stays incomplete whatever the quiz says.
        expect(at(during, 'cmi.core.lesson_status')).toBe('incomplete');
        expect(at(during, 'cmi.core.lesson_location')).toBe('#/quiz?seed=68');
      } else {
        expect(at(during, 'cmi.score.raw')).toBe(String(percent));
        expect(Number(at(during, 'cmi.score.scaled'))).toBeCloseTo(score / 6, 6);
        expect(at(during, 'cmi.completion_status')).toBe('incomplete');
        expect(at(during, 'cmi.success_status')).toBe(score / 6 >= 0.8 ? 'passed' : 'failed');
        expect(at(during, 'cmi.location')).toBe('#/quiz?seed=68');
      }

      await closeCourse(page);
      await expect.poll(async () => (await lmsRecord(page)).terminated).toBe(true);
      const after = (await lmsRecord(page)).cmi;
      const exit = kind === 'scorm12' ? 'cmi.core.exit' : 'cmi.exit';
      const time = kind === 'scorm12' ? 'cmi.core.session_time' : 'cmi.session_time';
      expect(at(after, exit)).toBe('suspend');
      expect(String(at(after, time))).not.toBe('');
      await context.close();

      // Another computer: nothing in this browser's storage; everything comes from what the LMS kept.
      const { context: elsewhere, page: again } = await lmsBrowser(browser);
      const resumed = await launchCourse(again, {
        cmi: {
          [K.learnerId]: 'learner-1',
          [K.entry]: 'resume',
          'cmi.suspend_data': String(at(after, 'cmi.suspend_data')),
          [K.location]: String(at(after, K.location)),
        },
      });
      // Back at the quiz the learner left, and the course home knows the best score.
      await expect(resumed.getByRole('heading', { name: 'Quiz: the whole course', level: 2 })).toBeVisible();
      await courseFrame(again).evaluate(() => (location.hash = '#/'));
      await expect(resumed.getByText(`best score ${score} / 6`)).toBeVisible();
      await elsewhere.close();
    });

    test("the LMS's saved progress wins over this browser's; its language preference picks Japanese", async ({
      browser,
    }) => {
      const { context, page } = await lmsBrowser(browser);
      let frame = await launchCourse(page, { cmi: { [K.learnerId]: 'learner-2' } });
      await courseFrame(page).evaluate(() => (location.hash = '#/quiz?seed=68'));
      // Whatever this browser holds, it is not what the LMS holds below.
      expect(await takeQuiz(frame)).not.toBe(1);
      // The LMS has this learner's progress from elsewhere: a best quiz of 1 / 6 and nothing else.
      const fromLms = encodeSuspendData({ lessons: {}, quizBest: { score: 1, total: 6 } });
      frame = await launchCourse(page, {
        cmi: { [K.learnerId]: 'learner-2', 'cmi.suspend_data': fromLms, [K.language]: 'ja-JP' },
      });
      await expect(frame.locator('html')).toHaveAttribute('lang', 'ja');
      await expect(frame.getByText('最高点 1 / 6')).toBeVisible();
      await expect(frame.getByRole('contentinfo').getByRole('status')).toHaveText('LMS が進捗を記録しています。');
      // A learner who picked a language keeps it, whatever the LMS prefers.
      await frame.getByLabel('言語').selectOption('en');
      frame = await launchCourse(page, { cmi: { [K.learnerId]: 'learner-2', [K.language]: 'ja' } });
      await expect(frame.locator('html')).toHaveAttribute('lang', 'en');
      await context.close();
    });

    test('an LMS that refuses every commit: the quiz keeps working, progress is saved here, and it says so once', async ({
      browser,
    }) => {
      const { context, page } = await lmsBrowser(browser);
      const frame = await launchCourse(page, { cmi: { [K.learnerId]: 'learner-3' }, failCommits: true });
      await courseFrame(page).evaluate(() => (location.hash = '#/quiz?seed=68'));
      const score = await takeQuiz(frame);
      const alert = frame.getByRole('alert');
      await expect(alert).toHaveCount(1);
      await expect(alert).toContainText('The LMS did not accept your latest progress');
      await expect(alert).toContainText('The LMS said: 101');
      await expect(frame.getByRole('contentinfo').getByRole('status')).toHaveText(
        'Your LMS is not recording; your progress is saved in this browser.',
      );
      const saved = await courseFrame(page).evaluate(() => localStorage.getItem('outbox-lab:progress:learner-3'));
      expect(JSON.parse(saved!).state.quizBest).toEqual({ score, total: 6 });
      expect((await lmsRecord(page)).commits).toBeGreaterThan(1);
      // Next launch, the LMS works again and still holds its older copy (a best quiz of 0 / 6): what it never
      // recorded is merged in rather than lost, and the LMS is given it.
      expect(score).toBeGreaterThan(0);
      const older = encodeSuspendData({ lessons: {}, quizBest: { score: 0, total: 6 } });
      const again = await launchCourse(page, { cmi: { [K.learnerId]: 'learner-3', 'cmi.suspend_data': older } });
      await expect(again.getByText(`best score ${score} / 6`)).toBeVisible();
      await expect.poll(async () => at((await lmsRecord(page)).cmi, 'cmi.suspend_data')).not.toBe(older);
      await context.close();
    });

    test('opened outside an LMS: it says the LMS is not recording, and works', async ({ browser }) => {
      const { context, page } = await lmsBrowser(browser);
      await page.goto(`${LMS_ORIGIN}/course/index.html`);
      const alert = page.getByRole('alert');
      await expect(alert).toContainText(
        `No LMS answered this course (it looks for the LMS's ${kind === 'scorm12' ? 'API' : 'API_1484_11'} object)`,
      );
      await expect(page.getByRole('contentinfo').getByRole('status')).toHaveText(
        'Your LMS is not recording; your progress is saved in this browser.',
      );
      await expect(page.getByRole('heading', { name: 'Course: the transactional outbox, run for real' })).toBeVisible();
      await context.close();
    });

    test('its manifest validates against the SCORM schemas and lists every file the zip holds', async () => {
      const files = pkg();
      const manifest = manifestOf(files);
      const schemas = SCHEMA_FILES[kind];
      const control = new Set(['imsmanifest.xml', ...schemas]);
      const listed = [...manifest.matchAll(/<file href="([^"]+)"\/>/g)].map((m) => decodeURIComponent(m[1]));
      expect(listed.sort()).toEqual([...files.keys()].filter((f) => !control.has(f)).sort());
      expect(listed).toContain('index.html');
      for (const schema of schemas) expect(files.has(schema), schema).toBe(true);
      // No service worker in a package: its reload on a new version would end the LMS's session mid-course.
      expect([...files.keys()].filter((f) => /(^|\/)(sw|workbox-[^/]*|registerSW)\.js$/.test(f))).toEqual([]);
      expect(new TextDecoder().decode(files.get('index.html'))).not.toContain('serviceWorker');
      // The same Content Security Policy as the web site.
      expect(new TextDecoder().decode(files.get('index.html'))).toContain('http-equiv="Content-Security-Policy"');
      // Every file the launch page names is in the package: paths relative, nothing fetched from elsewhere.
      const index = new TextDecoder().decode(files.get('index.html'));
      for (const [, ref] of index.matchAll(/(?:src|href)="([^"]+)"/g)) {
        expect(ref, ref).not.toMatch(/^(https?:)?\/\//);
        expect(files.has(ref.replace(/^\.\//, '')), ref).toBe(true);
      }
      expect(await validate(kind, manifest)).toEqual([]);
      // The validation can fail: a manifest without its resources is refused.
      expect(await validate(kind, manifest.replace(/<resources>[\s\S]*<\/resources>/, ''))).not.toEqual([]);
    });
  });
}

const NAMESPACES: Record<PackageKind, [string, string][]> = {
  scorm12: [
    ['http://www.imsproject.org/xsd/imscp_rootv1p1p2', 'imscp_rootv1p1p2.xsd'],
    ['http://www.adlnet.org/xsd/adlcp_rootv1p2', 'adlcp_rootv1p2.xsd'],
  ],
  scorm2004: [
    ['http://www.imsglobal.org/xsd/imscp_v1p1', 'imscp_v1p1.xsd'],
    ['http://www.adlnet.org/xsd/adlcp_v1p3', 'adlcp_v1p3.xsd'],
    ['http://www.adlnet.org/xsd/adlseq_v1p3', 'adlseq_v1p3.xsd'],
    ['http://www.adlnet.org/xsd/adlnav_v1p3', 'adlnav_v1p3.xsd'],
    ['http://www.imsglobal.org/xsd/imsss', 'imsss_v1p0.xsd'],
  ],
};

/** libxml2's schema validation (xmllint, as WebAssembly) against the official schema files; its errors. */
async function validate(kind: PackageKind, manifest: string): Promise<string[]> {
  // One schema that imports every namespace the manifest uses, so extension elements are checked too.
  const all = `<?xml version="1.0"?><xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:all">${NAMESPACES[
    kind
  ]
    .map(([ns, file]) => `<xs:import namespace="${ns}" schemaLocation="${file}"/>`)
    .join('')}</xs:schema>`;
  const result = await validateXML({
    xml: [{ fileName: 'imsmanifest.xml', contents: manifest }],
    schema: [{ fileName: 'all.xsd', contents: all }],
    preload: SCHEMA_FILES[kind].map((f) => ({
      fileName: f,
      contents: readFileSync(join(schemaFolder(kind), f), 'utf8'),
    })),
  });
  return result.valid ? [] : result.errors.map((e) => e.rawMessage);
}
