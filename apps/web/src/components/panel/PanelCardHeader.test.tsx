import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Store } from 'lucide-react';
import { PanelCardHeader } from './PanelCardHeader';

describe('PanelCardHeader', () => {
  it('names the card region by its heading and shows the description', () => {
    render(
      <section aria-labelledby="info-title">
        <PanelCardHeader
          icon={<Store data-testid="icon" />}
          titleId="info-title"
          title="Informações da loja"
          description="O que seus clientes veem no catálogo."
        />
      </section>,
    );

    const heading = screen.getByRole('heading', { level: 2, name: 'Informações da loja' });
    expect(heading.id).toBe('info-title');
    expect(screen.getByRole('region', { name: 'Informações da loja' })).toBeTruthy();
    expect(screen.getByText('O que seus clientes veem no catálogo.')).toBeTruthy();
  });

  it('hides the icon tile from assistive tech', () => {
    render(
      <PanelCardHeader
        icon={<Store data-testid="icon" />}
        titleId="info-title"
        title="Informações da loja"
        description="O que seus clientes veem no catálogo."
      />,
    );

    expect(screen.getByTestId('icon').closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
