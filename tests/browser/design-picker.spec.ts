// The lab's design picker is the registry: every registered design is offered under the name it carries, its
// summary is the design's own, and choosing it shows exactly the tables it declares for panes, in its order.
import { expect, test } from '@playwright/test';
import { designRegistry } from '../../app/engine/designs/registry';
import { paneTables } from '../../app/engine/designs/table';

const LABEL = { en: 'Design', ja: '設計' } as const;
const INDEPENDENT = { en: 'independent connection', ja: '独立した接続' } as const;

for (const lang of ['en', 'ja'] as const) {
  test(`${lang}: the picker offers every registered design, with its own name, summary and tables`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto(`/?lang=${lang}#/lab`);
    const picker = page.getByRole('combobox', { name: LABEL[lang], exact: true });
    await expect(picker.getByRole('option')).toHaveText(designRegistry.list.map((d) => d.texts[lang].name));
    for (const design of designRegistry.list) {
      await picker.selectOption({ label: design.texts[lang].name });
      await expect(picker).toHaveAccessibleDescription(design.texts[lang].summary);
      const shown = [...paneTables(design.tables, 'order'), ...paneTables(design.tables, 'warehouse')];
      const independent = page.getByRole('table', { name: new RegExp(` — ${INDEPENDENT[lang]}$`) });
      await expect(independent).toHaveCount(shown.length);
      for (const [i, table] of shown.entries())
        await expect(independent.nth(i)).toHaveAccessibleName(`${table.name} — ${INDEPENDENT[lang]}`);
    }
  });
}
