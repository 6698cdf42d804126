import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import {
  DEFAULT_STORE_SETTINGS,
  SettingsMessages,
  StoreSettingsDto,
  defaultStoreSettings,
  type StoreSettings,
} from './index';

function check(body: unknown): { messages: string[]; value: StoreSettingsDto } {
  const value = plainToInstance(StoreSettingsDto, body);
  const errors = validateSync(value as object, { whitelist: true, forbidNonWhitelisted: true });
  const flat = (e: ValidationError[]): string[] =>
    e.flatMap((x) => [...Object.values(x.constraints ?? {}), ...flat(x.children ?? [])]);
  return { messages: flat(errors), value };
}

function settings(change: (s: StoreSettings) => void = () => {}): StoreSettings {
  const s = defaultStoreSettings();
  change(s);
  return s;
}

describe('StoreSettingsDto', () => {
  it('accepts the defaults and a full document, normalising the Pix key and texts', () => {
    expect(check(DEFAULT_STORE_SETTINGS).messages).toEqual([]);
    const { messages, value } = check(
      settings((s) => {
        s.delivery.feeMode = 'by_neighbourhood';
        s.delivery.neighbourhoods = [
          { name: 'Centro', fee: 5 },
          { name: ' São  José ', fee: 7.5 },
        ];
        s.delivery.freeFrom = 100;
        s.pickup = { enabled: true, address: ' Rua A, 10 ' };
        s.minimumOrder = 20;
        s.payment.pix = {
          enabled: true,
          keyType: 'cpf',
          key: '529.982.247-25',
          merchantName: 'Lanchonete da Conceição',
          merchantCity: 'São Paulo',
        };
        s.hours = { week: [{ day: 5, open: '18:00', close: '02:00' }], acceptWhenClosed: true };
      }),
    );
    expect(messages).toEqual([]);
    expect(value.payment.pix.key).toBe('52998224725');
    expect(value.payment.pix.merchantName).toBe('Lanchonete da Conceicao');
    expect(value.payment.pix.merchantCity).toBe('Sao Paulo');
    expect(value.delivery.neighbourhoods[1].name).toBe('São José');
    expect(value.pickup.address).toBe('Rua A, 10');
  });

  it.each<[string, (s: StoreSettings) => void, string]>([
    ['a negative fee', (s) => (s.delivery.flatFee = -1), SettingsMessages.invalidMoney],
    [
      'a fee over the limit',
      (s) => (s.delivery.flatFee = 100000.01),
      SettingsMessages.invalidMoney,
    ],
    ['a fee with 3 decimals', (s) => (s.delivery.flatFee = 1.001), SettingsMessages.invalidMoney],
    [
      'a minimum as a string',
      (s) => ((s as unknown as { minimumOrder: string }).minimumOrder = '20'),
      SettingsMessages.invalidMoney,
    ],
    ['free delivery from 0', (s) => (s.delivery.freeFrom = 0), SettingsMessages.invalidFreeFrom],
    [
      '201 bairros',
      (s) =>
        (s.delivery.neighbourhoods = Array.from({ length: 201 }, (_, i) => ({
          name: `B${i}`,
          fee: 1,
        }))),
      SettingsMessages.tooManyNeighbourhoods,
    ],
    [
      'a bairro twice (case and accents)',
      (s) =>
        (s.delivery.neighbourhoods = [
          { name: 'São José', fee: 1 },
          { name: 'sao jose', fee: 2 },
        ]),
      SettingsMessages.duplicateNeighbourhood,
    ],
    [
      'fee by bairro without bairros',
      (s) => (s.delivery.feeMode = 'by_neighbourhood'),
      SettingsMessages.neighbourhoodsRequired,
    ],
    [
      'a malformed time',
      (s) => (s.hours.week = [{ day: 1, open: '8:00', close: '18:00' }]),
      SettingsMessages.invalidTime,
    ],
    [
      '24:00',
      (s) => (s.hours.week = [{ day: 1, open: '08:00', close: '24:00' }]),
      SettingsMessages.invalidTime,
    ],
    [
      'weekday 7',
      (s) => (s.hours.week = [{ day: 7, open: '08:00', close: '18:00' }]),
      SettingsMessages.invalidWeekday,
    ],
    [
      'delivery and pickup off',
      (s) => (s.delivery.enabled = false),
      SettingsMessages.deliveryOrPickupRequired,
    ],
    [
      'pickup on without address',
      (s) => (s.pickup.enabled = true),
      SettingsMessages.pickupAddressRequired,
    ],
    [
      'no payment method',
      (s) => ((s.payment.cash.enabled = false), (s.payment.card.enabled = false)),
      SettingsMessages.paymentRequired,
    ],
    ...(
      [
        ['cpf', '529.982.247-26'],
        ['cpf', '111.111.111-11'],
        ['cnpj', '11.222.333/0001-80'],
        ['email', 'ana@'],
        ['phone', '+55 00 98765-4321'],
        ['random', 'not-a-uuid'],
        ['cpf', 'ana@example.com'],
      ] as const
    ).map(([keyType, key]): [string, (s: StoreSettings) => void, string] => [
      `a Pix ${keyType} key "${key}"`,
      (s) =>
        (s.payment.pix = {
          enabled: true,
          keyType,
          key,
          merchantName: 'Ana',
          merchantCity: 'Recife',
        }),
      SettingsMessages.invalidPixKey[keyType],
    ]),
    [
      'a merchant name over 25 characters',
      (s) =>
        (s.payment.pix = {
          enabled: true,
          keyType: 'email',
          key: 'ana@example.com',
          merchantName: 'Lanchonete e Pastelaria da Ana',
          merchantCity: 'Recife',
        }),
      SettingsMessages.invalidMerchantName,
    ],
    [
      'a merchant city over 15 characters',
      (s) =>
        (s.payment.pix = {
          enabled: true,
          keyType: 'email',
          key: 'ana@example.com',
          merchantName: 'Ana',
          merchantCity: 'São José dos Campos',
        }),
      SettingsMessages.invalidMerchantCity,
    ],
  ])('refuses %s', (_name, change, message) => {
    expect(check(settings(change)).messages).toContain(message);
  });

  it('refuses unknown fields', () => {
    expect(check({ ...settings(), extra: 1 }).messages.length).toBeGreaterThan(0);
  });

  it('takes the alerts (optional) and refuses a bad sound mode or paper width', () => {
    expect(DEFAULT_STORE_SETTINGS.alerts).toEqual({
      sound: 'until_accepted',
      emailOnOrder: false,
      printWidth: 80,
      autoPrint: false,
    });
    const { alerts: _alerts, ...withoutAlerts } = settings();
    expect(check(withoutAlerts).messages).toEqual([]);
    expect(
      check(settings((s) => (s.alerts = { ...s.alerts, sound: 'once', printWidth: 58 }))).messages,
    ).toEqual([]);
    const bad = (alerts: Record<string, unknown>): string[] =>
      check({ ...settings(), alerts: { ...DEFAULT_STORE_SETTINGS.alerts, ...alerts } }).messages;
    expect(bad({ sound: 'forever' })).toContain(SettingsMessages.invalidAlertSound);
    expect(bad({ printWidth: 72 })).toContain(SettingsMessages.invalidPrintWidth);
    expect(bad({ emailOnOrder: 'yes' })).toContain(SettingsMessages.invalidBoolean);
    expect(bad({ extra: 1 }).length).toBeGreaterThan(0);
  });
});
