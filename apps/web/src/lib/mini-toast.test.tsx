import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { MiniToaster, clearToasts, toast } from './mini-toast';

afterEach(() => clearToasts());

describe('MiniToaster', () => {
  it('keeps each toast a list item holding its status or alert (a list holds items only)', () => {
    render(<MiniToaster />);
    act(() => {
      toast.success('Adicionado ao carrinho');
      toast.error('Não foi possível salvar');
    });
    const list = screen.getByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    for (const child of Array.from(list.children)) expect(child.tagName).toBe('LI');
    expect(within(items[0]!).getByRole('alert').textContent).toBe('Não foi possível salvar');
    expect(within(items[1]!).getByRole('status').textContent).toBe('Adicionado ao carrinho');
  });
});
