import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveLateAddress, takeLateAddress } from '../../app/ui/lab/session/late-address';

// Node has no page: a tab's sessionStorage, its address and its history entry stand in for the browser's.
function tab(href: string) {
  const stored = new Map<string, string>();
  const page = { href };
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => stored.get(k) ?? null,
    setItem: (k: string, v: string) => stored.set(k, v),
    removeItem: (k: string) => stored.delete(k),
  });
  vi.stubGlobal('location', {
    get href() {
      return page.href;
    },
  });
  vi.stubGlobal('history', {
    state: null,
    replaceState: (_: unknown, __: string, hash: string) => (page.href = page.href.replace(/#.*$/, '') + hash),
  });
  return { page, stored };
}

describe('the address a page left unwritten', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  const old = 'http://127.0.0.1:5173/#/lab?design=outbox&log=s';
  const older = 'http://127.0.0.1:5173/#/lab?design=outbox';

  it('is put back when the tab reopens on an address the lab wrote over, and taken once', () => {
    const { page, stored } = tab(old);
    leaveLateAddress([older, old], '#/lab?design=outbox&log=s%2Cs');
    takeLateAddress();
    expect(page.href).toBe('http://127.0.0.1:5173/#/lab?design=outbox&log=s%2Cs');
    expect(stored.size).toBe(0);
    page.href = old;
    takeLateAddress();
    expect(page.href).toBe(old);
  });

  it('leaves any other address as it is, and is dropped all the same', () => {
    const { page, stored } = tab('http://127.0.0.1:5173/#/lab?design=commit-then-send');
    leaveLateAddress([older, old], '#/lab?design=outbox&log=s%2Cs');
    takeLateAddress();
    expect(page.href).toBe('http://127.0.0.1:5173/#/lab?design=commit-then-send');
    expect(stored.size).toBe(0);
  });

  it('ignores what is not one (damaged, or an address off the lab)', () => {
    const { page, stored } = tab(old);
    for (const raw of [
      '{',
      '[]',
      JSON.stringify({ from: old, to: '#/lab' }),
      JSON.stringify({ from: [old], to: '#/x' }),
    ]) {
      stored.set('outbox-lab:late-address', raw);
      takeLateAddress();
      expect(page.href).toBe(old);
      expect(stored.size).toBe(0);
    }
  });
});
