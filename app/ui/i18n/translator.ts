// Texts by key in each language, and the sentences made of them: `{{name}}` filled from the parameters (`{{n, number}}`
// formatted for the language), `key_one`/`key_other` chosen by `count` as the language's plural rules say. The page
// asks for nothing more, so a library that does (i18next and its React binding) would be a large share of the
// JavaScript a first visit loads. Kept to i18next's file format and its answers: a missing key says itself, a missing
// parameter leaves its placeholder, so the key tests read both languages' files the same way.

export type TParams = Readonly<Record<string, unknown>>;
/** A text in the language it was made for; a list of keys gives the first that exists. */
export type TFunction = (key: string | readonly string[], params?: TParams) => string;
/** Nested objects of texts; the leaves are strings. */
export interface TextTree {
  readonly [key: string]: string | TextTree;
}

export interface TranslatorOptions {
  /** What a key with no text says (by default, the key itself). */
  missingKey?: (key: string) => string;
  /** What a placeholder with no parameter says (by default, the placeholder as written). */
  missingParam?: (name: string, placeholder: string) => string;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g;

function leafAt(tree: TextTree | undefined, key: string): string | undefined {
  let node: string | TextTree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = Object.hasOwn(node, part) ? node[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

/** `base` with `more` merged in; `overwrite` false keeps what `base` says already. */
function merged(base: TextTree, more: TextTree, overwrite: boolean): TextTree {
  const out: Record<string, string | TextTree> = { ...base };
  for (const [key, value] of Object.entries(more)) {
    const was = out[key];
    if (typeof value === 'object' && typeof was === 'object') out[key] = merged(was, value, overwrite);
    else if (was === undefined || overwrite) out[key] = value;
  }
  return out;
}

class LanguageTexts {
  /** A key's text as found, remembered: a Step asks for a few hundred of them. */
  private readonly leaves = new Map<string, string | undefined>();
  private readonly plurals: Intl.PluralRules;
  private readonly numbers: Intl.NumberFormat;

  constructor(
    readonly code: string,
    readonly tree: TextTree,
  ) {
    this.plurals = new Intl.PluralRules(code);
    this.numbers = new Intl.NumberFormat(code);
  }

  leaf(key: string): string | undefined {
    if (this.leaves.has(key)) return this.leaves.get(key);
    const text = leafAt(this.tree, key);
    this.leaves.set(key, text);
    return text;
  }

  /** The text for `key`, or its plural form for `count` when the language has one. */
  find(key: string, count: unknown): string | undefined {
    if (typeof count === 'number') {
      const form =
        (count === 0 ? this.leaf(`${key}_zero`) : undefined) ?? this.leaf(`${key}_${this.plurals.select(count)}`);
      if (form !== undefined) return form;
    }
    return this.leaf(key);
  }

  format(value: unknown, format: string | undefined): string {
    if (format === 'number') return this.numbers.format(value as number);
    return String(value);
  }
}

export class Translator {
  private readonly languages = new Map<string, LanguageTexts>();
  private readonly listeners = new Set<() => void>();
  /** One t per language until the texts change: a view re-renders when its t is a new one. */
  private readonly fixed = new Map<string, TFunction>();
  private current: string;
  /** Counts every change of language or texts: what a view compares to know its texts are stale. */
  version = 0;

  constructor(
    language: string,
    texts: Readonly<Record<string, TextTree>> = {},
    private readonly options: TranslatorOptions = {},
  ) {
    this.current = language;
    for (const [code, tree] of Object.entries(texts)) this.languages.set(code, new LanguageTexts(code, tree));
  }

  get language(): string {
    return this.current;
  }

  hasTexts(language: string): boolean {
    return this.languages.has(language);
  }

  /** Adds texts to `language`'s; with `overwrite` false a key it has already keeps its text. */
  addTexts(language: string, texts: TextTree, overwrite = true): void {
    const had = this.languages.get(language);
    this.languages.set(language, new LanguageTexts(language, had ? merged(had.tree, texts, overwrite) : texts));
    this.changed();
  }

  changeLanguage(language: string): void {
    if (language === this.current) return;
    this.current = language;
    this.changed();
  }

  /** Texts in `language`: the same function until a change of language or texts, then a new one. */
  fixedT(language: string): TFunction {
    let t = this.fixed.get(language);
    if (!t) {
      t = (key, params) => this.text(language, key, params);
      this.fixed.set(language, t);
    }
    return t;
  }

  /** Texts in the language of the moment. */
  readonly t: TFunction = (key, params) => this.text(this.current, key, params);

  /** Calls `listener` after every change of language or texts; returns the way to stop. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private changed(): void {
    this.version += 1;
    this.fixed.clear();
    for (const listener of [...this.listeners]) listener();
  }

  private text(language: string, key: string | readonly string[], params?: TParams): string {
    const keys = typeof key === 'string' ? [key] : key;
    const texts = this.languages.get(language);
    let found: string | undefined;
    for (const k of keys) {
      found = texts?.find(k, params?.count);
      if (found !== undefined) break;
    }
    const last = keys[keys.length - 1] ?? '';
    if (found === undefined) return this.options.missingKey ? this.options.missingKey(last) : last;
    if (!found.includes('{{')) return found;
    return found.replace(PLACEHOLDER, (placeholder, name: string, format: string | undefined) => {
      if (params && Object.hasOwn(params, name)) {
        const value = params[name];
        return value === undefined || value === null ? '' : texts!.format(value, format);
      }
      return this.options.missingParam ? this.options.missingParam(name, placeholder) : placeholder;
    });
  }
}
