// The page's texts in each language: the language's file, and each registered design's name and summary under
// `designs.<id>`, taken from the design itself (a design carries its own texts: engine/designs/design.ts).
import { designRegistry, type DesignRegistry } from '../../engine/designs/registry';
import en from './en.json';
import ja from './ja.json';

function withDesigns<T extends object>(
  registry: DesignRegistry,
  language: 'en' | 'ja',
  base: T,
): T & { designs: Record<string, Record<string, string>> } {
  return { ...base, designs: Object.fromEntries(registry.list.map((d) => [d.id, { ...d.texts[language] }])) };
}

/** Both languages' texts with `registry`'s designs merged in. */
export const textsFor = (registry: DesignRegistry) => ({
  en: withDesigns(registry, 'en', en),
  ja: withDesigns(registry, 'ja', ja),
});

export const TEXTS = textsFor(designRegistry);
