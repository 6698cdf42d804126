import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './clipboard';

const setClipboard = (value: unknown) =>
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });

afterEach(() => {
  setClipboard(undefined);
});

describe('copyText', () => {
  it('uses the Clipboard API when it works', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    setClipboard({ writeText });
    const execCommand = vi.fn(() => true);
    document.execCommand = execCommand;
    await expect(copyText('pedido')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('pedido');
    expect(execCommand).not.toHaveBeenCalled();
  });

  it('falls back to a hidden textarea + execCommand when the API is missing or fails', async () => {
    let copied: string | undefined;
    document.execCommand = vi.fn(() => {
      copied = (document.activeElement as HTMLTextAreaElement | null)?.value;
      return true;
    });
    setClipboard(undefined);
    await expect(copyText('sem API')).resolves.toBe(true);
    expect(copied).toBe('sem API');

    setClipboard({ writeText: () => Promise.reject(new Error('denied')) });
    await expect(copyText('negado')).resolves.toBe(true);
    expect(copied).toBe('negado');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('reports failure when both ways fail', async () => {
    setClipboard({ writeText: () => Promise.reject(new Error('denied')) });
    document.execCommand = vi.fn(() => false);
    await expect(copyText('x')).resolves.toBe(false);
  });
});
