// The page's texts: one translator for every view, in the language the page speaks (setup.ts fills it).
import { Translator } from './translator';

export const pageTranslator = new Translator('en');
