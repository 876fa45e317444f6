// Each registered design's name and summary under `designs.<id>`, taken from the design itself (a design carries
// its own texts: engine/designs/design.ts), merged into one language's texts.
import type { DesignRegistry } from '../../engine/designs/registry';

export function withDesigns<T extends object>(
  registry: DesignRegistry,
  language: 'en' | 'ja',
  base: T,
): T & { designs: Record<string, Record<string, string>> } {
  return { ...base, designs: Object.fromEntries(registry.list.map((d) => [d.id, { ...d.texts[language] }])) };
}
