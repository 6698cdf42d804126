import { PlanLimits, PlanMessages, exceedsPlanItems } from './plan';

describe('plan item limit', () => {
  it('allows up to 50 items in all and refuses the 51st', () => {
    expect(PlanLimits.maxCatalogItems).toBe(50);
    expect(exceedsPlanItems(0, 50)).toBe(false);
    expect(exceedsPlanItems(0, 51)).toBe(true);
    expect(exceedsPlanItems(49, 1)).toBe(false);
    expect(exceedsPlanItems(49, 2)).toBe(true);
    expect(exceedsPlanItems(50, 0)).toBe(false);
    expect(exceedsPlanItems(50, 1)).toBe(true);
  });

  it('words the refusal as the spec does', () => {
    expect(PlanMessages.itemLimit).toBe('Seu plano permite até 50 produtos.');
  });
});
