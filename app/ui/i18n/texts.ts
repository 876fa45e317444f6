// Both languages' texts at once, with the designs' own texts merged in: what the tests check key by key. The page
// loads only the language it speaks (load-texts.ts).
import { designRegistry, type DesignRegistry } from '../../engine/designs/registry';
import { withDesigns } from './design-texts';
import en from './en.json';
import ja from './ja.json';

/** Both languages' texts with `registry`'s designs merged in. */
export const textsFor = (registry: DesignRegistry) => ({
  en: withDesigns(registry, 'en', en),
  ja: withDesigns(registry, 'ja', ja),
});

export const TEXTS = textsFor(designRegistry);
