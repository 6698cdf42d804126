import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import {
  DEFAULT_STORE_SETTINGS,
  SettingsMessages,
  StoreSettingsDto,
  buildOrderWhatsappText,
  defaultStoreSettings,
  isValidCnpj,
  isValidCpf,
  normalisePixKey,
  openingLabel,
  openingState,
  quoteOrder,
  toPublicOrdering,
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

/** Tuesday 2026-11-24 at a local (America/Sao_Paulo, UTC−3) time "HH:MM". */
const tuesdayAt = (hhmm: string): Date => {
  const [h, m] = hhmm.split(':').map(Number);
  return new Date(Date.UTC(2026, 10, 24, h + 3, m));
};

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

describe('Pix keys', () => {
  it('checks CPF and CNPJ check digits, alphanumeric CNPJ included', () => {
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('52998224724')).toBe(false);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('11222333000182')).toBe(false);
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
    expect(isValidCnpj('12ABC34501DE36')).toBe(false);
  });

  it('normalises phone, e-mail and random keys', () => {
    expect(normalisePixKey('phone', '(11) 98765-4321')).toBe('+5511987654321');
    expect(normalisePixKey('phone', '+55 11 98765-4321')).toBe('+5511987654321');
    expect(normalisePixKey('email', ' Ana@Example.COM ')).toBe('ana@example.com');
    expect(normalisePixKey('random', 'ABCDEF01-2345-4678-9ABC-DEF012345678')).toBe(
      'abcdef01-2345-4678-9abc-def012345678',
    );
  });
});

describe('openingState (America/Sao_Paulo)', () => {
  const week = [
    { day: 2, open: '11:00', close: '15:00' },
    { day: 2, open: '18:00', close: '02:00' },
  ];

  it('is always open without hours', () => {
    expect(openingState({ week: [] }, tuesdayAt('03:00'))).toEqual({
      openNow: true,
      nextOpening: null,
    });
  });

  it('is open inside a shift and closed between shifts, with the next opening', () => {
    expect(openingState({ week }, tuesdayAt('12:00')).openNow).toBe(true);
    const between = openingState({ week }, tuesdayAt('16:30'));
    expect(between).toEqual({
      openNow: false,
      nextOpening: { day: 2, time: '18:00', at: '2026-11-24T21:00:00.000Z' },
    });
    expect(openingLabel(between, tuesdayAt('16:30'))).toBe('Fechado · abre hoje às 18:00');
  });

  it('keeps a shift past midnight open on the next day, then closes at its end', () => {
    // Wednesday 01:59 local = Wednesday 04:59 UTC
    expect(openingState({ week }, new Date('2026-11-25T04:59:00Z')).openNow).toBe(true);
    const after = openingState({ week }, new Date('2026-11-25T05:00:00Z'));
    expect(after.openNow).toBe(false);
    // next opening: Tuesday 11:00 local, 6 days later
    expect(after.nextOpening).toEqual({ day: 2, time: '11:00', at: '2026-12-01T14:00:00.000Z' });
    expect(openingLabel(after, new Date('2026-11-25T05:00:00Z'))).toBe(
      'Fechado · abre terça às 11:00',
    );
  });

  it('uses the local day, not the UTC day (22:00 local Tuesday is Wednesday in UTC)', () => {
    const wednesday = [{ day: 3, open: '08:00', close: '12:00' }];
    const state = openingState({ week: wednesday }, tuesdayAt('22:00'));
    expect(state.openNow).toBe(false);
    expect(openingLabel(state, tuesdayAt('22:00'))).toBe('Fechado · abre amanhã às 08:00');
  });

  it('treats close equal to open as 24 hours', () => {
    expect(
      openingState({ week: [{ day: 2, open: '06:00', close: '06:00' }] }, tuesdayAt('05:59'))
        .openNow,
    ).toBe(false);
    expect(
      openingState(
        { week: [{ day: 2, open: '06:00', close: '06:00' }] },
        new Date('2026-11-25T08:59:00Z'),
      ).openNow,
    ).toBe(true);
  });
});

describe('quoteOrder', () => {
  const byBairro = settings((s) => {
    s.delivery.feeMode = 'by_neighbourhood';
    s.delivery.neighbourhoods = [
      { name: 'Centro', fee: 5 },
      { name: 'São José', fee: 7.5 },
    ];
    s.delivery.freeFrom = 100;
    s.minimumOrder = 20;
    s.payment.pix.enabled = true;
    s.payment.card.enabled = false;
  });
  const open = toPublicOrdering(byBairro, tuesdayAt('12:00'));

  it('charges the bairro fee, matched case- and accent-insensitively', () => {
    expect(
      quoteOrder(open, {
        subtotalCents: 3000,
        fulfilment: 'delivery',
        bairro: 'sao  JOSE',
        paymentMethod: 'pix',
      }),
    ).toEqual({
      deliveryFeeCents: 750,
      totalCents: 3750,
      freeDelivery: false,
      feeToAgree: false,
      minimumMissingCents: 0,
      refusal: null,
    });
  });

  it('waives the fee from the free-delivery threshold', () => {
    const q = quoteOrder(open, { subtotalCents: 10000, fulfilment: 'delivery', bairro: 'Centro' });
    expect([q.deliveryFeeCents, q.totalCents, q.freeDelivery]).toEqual([0, 10000, true]);
  });

  it('refuses below the minimum with the missing amount', () => {
    const q = quoteOrder(open, { subtotalCents: 1450, fulfilment: 'delivery', bairro: 'Centro' });
    expect(q.minimumMissingCents).toBe(550);
    expect(q.refusal).toEqual({
      code: 'below_minimum',
      message: 'O pedido mínimo é de R$ 20,00. Faltam R$ 5,50.',
    });
  });

  it('refuses a bairro not served, pickup not offered and a payment not offered', () => {
    expect(
      quoteOrder(open, { subtotalCents: 3000, fulfilment: 'delivery', bairro: 'Boa Viagem' })
        .refusal?.message,
    ).toBe('A loja não entrega no bairro Boa Viagem.');
    expect(quoteOrder(open, { subtotalCents: 3000, fulfilment: 'pickup' }).refusal?.code).toBe(
      'fulfilment_not_offered',
    );
    expect(
      quoteOrder(open, {
        subtotalCents: 3000,
        fulfilment: 'delivery',
        bairro: 'Centro',
        paymentMethod: 'card',
      }).refusal?.message,
    ).toBe('Esta loja não aceita pagamento com cartão.');
  });

  it('charges a flat fee and nothing for "a combinar"', () => {
    const flat = toPublicOrdering(
      settings((s) => ((s.delivery.feeMode = 'flat'), (s.delivery.flatFee = 6))),
      tuesdayAt('12:00'),
    );
    expect(quoteOrder(flat, { subtotalCents: 1000, fulfilment: 'delivery' }).totalCents).toBe(1600);
    const toAgree = toPublicOrdering(settings(), tuesdayAt('12:00'));
    const q = quoteOrder(toAgree, { subtotalCents: 1000, fulfilment: 'delivery' });
    expect([q.deliveryFeeCents, q.feeToAgree, q.refusal]).toEqual([0, true, null]);
  });

  it('refuses while closed unless the store takes orders while closed', () => {
    const hours = { week: [{ day: 2, open: '18:00', close: '23:00' }], acceptWhenClosed: false };
    const closed = toPublicOrdering(
      settings((s) => (s.hours = hours)),
      tuesdayAt('12:00'),
    );
    expect(
      quoteOrder(closed, { subtotalCents: 1000, fulfilment: 'delivery' }, tuesdayAt('12:00'))
        .refusal,
    ).toEqual({
      code: 'closed',
      message: 'A loja está fechada agora e abre hoje às 18:00. Tente novamente nesse horário.',
    });
    const accepting = toPublicOrdering(
      settings((s) => (s.hours = { ...hours, acceptWhenClosed: true })),
      tuesdayAt('12:00'),
    );
    expect(
      quoteOrder(accepting, { subtotalCents: 1000, fulfilment: 'delivery' }).refusal,
    ).toBeNull();
  });
});

describe('order text', () => {
  const base = {
    number: 3,
    storeName: 'Loja',
    lines: [{ name: 'X-Salada', quantity: 2, lineTotalCents: 3600 }],
    subtotalCents: 3600,
    customer: { name: 'Maria' },
    statusUrl: 'https://x/loja/pedido/t',
  };

  it('shows pickup with the store address, and cash with change', () => {
    const text = buildOrderWhatsappText({
      ...base,
      deliveryFeeCents: 0,
      totalCents: 3600,
      fulfilment: 'pickup',
      pickupAddress: 'Rua A, 10',
      payment: { method: 'cash', changeForCents: 5000 },
    });
    expect(text).toContain(
      '*Total: R$ 36,00*\n\n*Cliente:* Maria\n*Retirada no local*\nEndereço de retirada: Rua A, 10\n*Pagamento:* Dinheiro (troco para R$ 50,00)',
    );
  });

  it('shows the delivery fee, "a combinar" and "grátis"', () => {
    const delivery = {
      ...base,
      fulfilment: 'delivery' as const,
      payment: { method: 'pix' as const },
    };
    expect(
      buildOrderWhatsappText({ ...delivery, deliveryFeeCents: 500, totalCents: 4100 }),
    ).toContain('Subtotal: R$ 36,00\nTaxa de entrega: R$ 5,00\n*Total: R$ 41,00*');
    expect(
      buildOrderWhatsappText({
        ...delivery,
        deliveryFeeCents: 0,
        totalCents: 3600,
        deliveryFeeToAgree: true,
      }),
    ).toContain('Taxa de entrega: a combinar\n*Total: R$ 36,00*');
    expect(
      buildOrderWhatsappText({
        ...delivery,
        deliveryFeeCents: 0,
        totalCents: 3600,
        freeDelivery: true,
      }),
    ).toContain('Taxa de entrega: grátis');
    expect(
      buildOrderWhatsappText({ ...delivery, deliveryFeeCents: 0, totalCents: 3600 }),
    ).toContain('*Pagamento:* Pix');
  });
});
