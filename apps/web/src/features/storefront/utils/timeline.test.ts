import { describe, expect, it } from 'vitest';
import type { OrderStatusChange } from '@catalogo/contracts/core';
import { formatStepTime, isFinalStatus, timelineSteps } from './timeline';

const at = (minute: number) => `2026-11-24T18:${String(minute).padStart(2, '0')}:00.000Z`;
const history = (...statuses: OrderStatusChange['status'][]): OrderStatusChange[] =>
  statuses.map((status, i) => ({ status, at: at(i) }));
const summary = (steps: ReturnType<typeof timelineSteps>) =>
  steps.map((s) => `${s.label}:${s.state}`);

describe('timelineSteps', () => {
  it('a new pickup order: Recebido now, then the pickup path', () => {
    const steps = timelineSteps({
      status: 'received',
      fulfilment: 'pickup',
      history: history('received'),
    });
    expect(summary(steps)).toEqual([
      'Recebido:current',
      'Confirmado:upcoming',
      'Em preparo:upcoming',
      'Pronto para retirada:upcoming',
      'Concluído:upcoming',
    ]);
    expect(steps[0]!.at).toBe(at(0));
    expect(steps[1]!.at).toBeNull();
  });

  it('a delivery order in preparation: the steps passed are done, with their times', () => {
    const steps = timelineSteps({
      status: 'preparing',
      fulfilment: 'delivery',
      history: history('received', 'confirmed', 'preparing'),
    });
    expect(summary(steps)).toEqual([
      'Recebido:done',
      'Confirmado:done',
      'Em preparo:current',
      'Saiu para entrega:upcoming',
      'Concluído:upcoming',
    ]);
    expect(steps.map((s) => s.at)).toEqual([at(0), at(1), at(2), null, null]);
  });

  it('a completed order has every step done', () => {
    expect(
      summary(
        timelineSteps({
          status: 'completed',
          fulfilment: 'pickup',
          history: history('received', 'confirmed', 'preparing', 'ready_for_pickup', 'completed'),
        }),
      ),
    ).toEqual([
      'Recebido:done',
      'Confirmado:done',
      'Em preparo:done',
      'Pronto para retirada:done',
      'Concluído:done',
    ]);
  });

  it('a canceled order shows the steps it went through, then Cancelado', () => {
    const steps = timelineSteps({
      status: 'canceled',
      fulfilment: 'delivery',
      history: history('received', 'confirmed', 'canceled'),
    });
    expect(summary(steps)).toEqual(['Recebido:done', 'Confirmado:done', 'Cancelado:current']);
    expect(steps[2]!.at).toBe(at(2));
  });
});

describe('isFinalStatus and formatStepTime', () => {
  it('stops polling only after completed or canceled', () => {
    expect(isFinalStatus('completed')).toBe(true);
    expect(isFinalStatus('canceled')).toBe(true);
    expect(isFinalStatus('ready_for_pickup')).toBe(false);
  });

  it('shows the time in São Paulo', () => {
    expect(formatStepTime('2026-11-24T18:05:00.000Z')).toBe('24/11, 15:05');
  });
});
