// One language's texts, fetched when the page first speaks it, so that a first visit loads only the texts it shows:
// a learner reading English never downloads the Japanese and the other way round; switching language fetches the
// other once.
import { designRegistry } from '../../engine/designs/registry';
import type { Language } from '../language';
import { withDesigns } from './design-texts';

export async function loadTexts(language: Language): Promise<object> {
  const base = language === 'ja' ? (await import('./ja.json')).default : (await import('./en.json')).default;
  return withDesigns(designRegistry, language, base);
}
