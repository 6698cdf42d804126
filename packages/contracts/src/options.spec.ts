import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import { CatalogItemInputDto, CreateOrderDto, Messages, OptionMessages } from './index';

function messagesOf<T extends object>(cls: new () => T, body: unknown): string[] {
  const instance = plainToInstance(cls, body);
  const errors = validateSync(instance as object, { whitelist: true, forbidNonWhitelisted: true });
  const flat = (e: ValidationError[]): string[] =>
    e.flatMap((x) => [...Object.values(x.constraints ?? {}), ...flat(x.children ?? [])]);
  return flat(errors);
}

const tamanho = {
  name: 'Tamanho',
  min: 1,
  max: 1,
  options: [
    { name: 'P', price: 35 },
    { name: 'M', price: 45 },
    { name: 'G', price: 55 },
  ],
};
const pizza = { name: 'Pizza Calabresa', price: 0, category: 'Pizzas', optionGroups: [tamanho] };

describe('CatalogItemInputDto with optionGroups', () => {
  it('accepts a 0-priced item with a required group, and groups with a price rule', () => {
    expect(messagesOf(CatalogItemInputDto, pizza)).toEqual([]);
    const sabores = { ...tamanho, name: 'Sabores', max: 2, priceRule: 'highest' };
    expect(messagesOf(CatalogItemInputDto, { ...pizza, optionGroups: [tamanho, sabores] })).toEqual(
      [],
    );
  });

  it('refuses a 0 price without a required group', () => {
    expect(messagesOf(CatalogItemInputDto, { ...pizza, optionGroups: [] })).toEqual([
      Messages.invalidItemPrice,
    ]);
    expect(
      messagesOf(CatalogItemInputDto, { ...pizza, optionGroups: [{ ...tamanho, min: 0 }] }),
    ).toEqual([Messages.invalidItemPrice]);
  });

  it.each([
    [{ min: 2, max: 1 }, OptionMessages.groupMinMax],
    [{ max: 4 }, OptionMessages.groupMinMax],
    [{ max: 0 }, OptionMessages.invalidGroupMax],
    [{ min: -1 }, OptionMessages.invalidGroupMin],
    [{ min: 1.5 }, OptionMessages.invalidGroupMin],
    [{ name: '' }, OptionMessages.invalidGroupName],
    [{ name: 'x'.repeat(61) }, OptionMessages.invalidGroupName],
    [{ priceRule: 'max' }, OptionMessages.invalidPriceRule],
    [{ options: [] }, OptionMessages.groupOptionsRequired],
  ])('refuses the group %p', (change, message) => {
    const body = { ...pizza, price: 10, optionGroups: [{ ...tamanho, ...change }] };
    expect(messagesOf(CatalogItemInputDto, body)).toContain(message);
  });

  it.each([
    [{ price: -1 }, OptionMessages.invalidOptionPrice],
    [{ price: 100000.01 }, OptionMessages.invalidOptionPrice],
    [{ price: 1.234 }, OptionMessages.invalidOptionPrice],
    [{ price: '4' }, OptionMessages.invalidOptionPrice],
    [{ name: ' ' }, OptionMessages.invalidOptionName],
    [{ available: 'sim' }, OptionMessages.invalidOptionAvailable],
  ])('refuses the option %p', (change, message) => {
    const group = { ...tamanho, options: [{ ...tamanho.options[0], ...change }], max: 1 };
    expect(messagesOf(CatalogItemInputDto, { ...pizza, optionGroups: [group] })).toContain(message);
  });

  it('refuses more than 10 groups and more than 30 options', () => {
    const many = Array.from({ length: 11 }, () => tamanho);
    expect(messagesOf(CatalogItemInputDto, { ...pizza, optionGroups: many })).toContain(
      OptionMessages.tooManyGroups,
    );
    const options = Array.from({ length: 31 }, (_, i) => ({ name: `O${i}`, price: 1 }));
    expect(
      messagesOf(CatalogItemInputDto, { ...pizza, optionGroups: [{ ...tamanho, options }] }),
    ).toContain(OptionMessages.tooManyOptions);
  });
});

describe('CreateOrderDto options', () => {
  const ITEM = '5b0a3f3e-3c1f-4a59-9a57-0a1d1e2f3a4b';
  const base = {
    fulfilment: 'pickup',
    customer: { name: 'Maria' },
    payment: { method: 'card' },
  };
  it('accepts choices by id and refuses malformed ones', () => {
    const options = [{ groupId: ITEM, optionIds: [ITEM] }];
    expect(
      messagesOf(CreateOrderDto, { ...base, items: [{ id: ITEM, quantity: 1, options }] }),
    ).toEqual([]);
    for (const bad of [
      [{ groupId: 'x', optionIds: [] }],
      [{ groupId: ITEM, optionIds: ['x'] }],
      'G',
    ])
      expect(
        messagesOf(CreateOrderDto, { ...base, items: [{ id: ITEM, quantity: 1, options: bad }] }),
      ).toContain(OptionMessages.invalidOrderOptions);
  });
});
