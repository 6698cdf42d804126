import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import {
  CatalogItemInputDto,
  Messages,
  UpdateCatalogItemDto,
  UpdateStoreLookDto,
  isHexColor,
} from './index';

type Ctor<T> = new () => T;

function messagesOf<T extends object>(cls: Ctor<T>, body: unknown): string[] {
  const instance = plainToInstance(cls, body);
  const errors = validateSync(instance as object, { whitelist: true, forbidNonWhitelisted: true });
  const flat = (e: ValidationError[]): string[] =>
    e.flatMap((x) => [...Object.values(x.constraints ?? {}), ...flat(x.children ?? [])]);
  return flat(errors);
}

const item = { name: 'Coxinha', price: 6.5, category: 'Salgados' };

describe('item description and availability', () => {
  it('accepts an item without description, with an empty one and with 300 characters', () => {
    expect(messagesOf(CatalogItemInputDto, item)).toEqual([]);
    expect(messagesOf(CatalogItemInputDto, { ...item, description: '' })).toEqual([]);
    expect(messagesOf(CatalogItemInputDto, { ...item, description: 'a'.repeat(300) })).toEqual([]);
  });

  it('refuses a description over 300 characters or not a string', () => {
    expect(messagesOf(CatalogItemInputDto, { ...item, description: 'a'.repeat(301) })).toEqual([
      Messages.invalidItemDescription,
    ]);
    expect(new Set(messagesOf(CatalogItemInputDto, { ...item, description: 12 }))).toEqual(
      new Set([Messages.invalidItemDescription]),
    );
  });

  it('trims the description ', () => {
    const dto = plainToInstance(CatalogItemInputDto, { ...item, description: '  Com catupiry ' });
    expect(dto.description).toBe('Com catupiry');
  });

  it('takes `available` only as a boolean, on update', () => {
    expect(messagesOf(UpdateCatalogItemDto, { ...item, available: false })).toEqual([]);
    expect(messagesOf(UpdateCatalogItemDto, { ...item, available: 'false' })).toEqual([
      Messages.invalidItemAvailable,
    ]);
    // A save item carries no availability: new items are available.
    expect(messagesOf(CatalogItemInputDto, { ...item, available: false })).toHaveLength(1);
  });
});

describe('cover colour', () => {
  it('accepts #rrggbb in either case and null', () => {
    expect(isHexColor('#1a7f5a')).toBe(true);
    expect(isHexColor('#1A7F5A')).toBe(true);
    expect(messagesOf(UpdateStoreLookDto, { coverColor: '#1A7F5A' })).toEqual([]);
    expect(messagesOf(UpdateStoreLookDto, { coverColor: null })).toEqual([]);
  });

  it.each(['1a7f5a', '#fff', '#1a7f5g', '#1a7f5a0', 'red', 'rgb(0,0,0)', 123])(
    'refuses %p',
    (coverColor) => {
      expect(isHexColor(coverColor)).toBe(false);
      expect(messagesOf(UpdateStoreLookDto, { coverColor })).toEqual([Messages.invalidCoverColor]);
    },
  );

  it('refuses a missing coverColor', () => {
    expect(messagesOf(UpdateStoreLookDto, {})).toEqual([Messages.invalidCoverColor]);
  });
});
