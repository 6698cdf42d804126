import { useId, type ReactNode } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { BellRing, Bike, Clock, CreditCard, Plus, ShoppingBag, Trash2 } from 'lucide-react';
import {
  PRINT_WIDTHS,
  PIX_KEY_TYPES,
  PixKeyTypeLabels,
  SettingsLimits,
  TIME_PATTERN,
  type AlertSoundMode,
  type PixKeyType,
  type StoreSettings,
} from '@catalogo/contracts/core';
import { FieldError, describedBy } from '@/components/FormField';
import { Field, InputField } from '@/components/fields';
import { ChoiceFieldset, RadioCard } from '@/components/panel/ChoiceFieldset';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { MoneyController, MoneyField, SwitchField } from './fields';

type Form = UseFormReturn<StoreSettings>;

/** Weekday names, index = `day` of the contract (0 = domingo, America/Sao_Paulo). */
export const WEEKDAYS = [
  'Domingo',
  'Segunda-feira',
  'Terça-feira',
  'Quarta-feira',
  'Quinta-feira',
  'Sexta-feira',
  'Sábado',
] as const;

const FEE_MODES: { value: StoreSettings['delivery']['feeMode']; label: string; hint: string }[] = [
  { value: 'flat', label: 'Taxa fixa', hint: 'O mesmo valor para qualquer endereço.' },
  { value: 'by_neighbourhood', label: 'Por bairro', hint: 'Só entrega nos bairros da tabela.' },
  { value: 'to_agree', label: 'A combinar', hint: 'Você combina a taxa com o cliente.' },
];

/** The on-screen keyboard for a Pix key of each type. */
function pixKeyInputMode(type: PixKeyType): 'numeric' | 'tel' | 'email' | 'text' {
  if (type === 'cpf' || type === 'cnpj') return 'numeric';
  if (type === 'phone') return 'tel';
  return type === 'email' ? 'email' : 'text';
}

/** Example of each Pix key type, as the field's placeholder. */
const PIX_KEY_PLACEHOLDERS: Record<PixKeyType, string> = {
  cpf: '123.456.789-09',
  cnpj: '12.345.678/0001-95',
  email: 'loja@exemplo.com',
  phone: '(11) 98765-4321',
  random: '123e4567-e89b-12d3-a456-426614174000',
};

const selectClass =
  'flex h-11 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40 aria-invalid:border-destructive sm:text-sm';

function SectionCard({
  icon,
  title,
  description,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <Card role="region" aria-labelledby={id}>
      <CardHeader>
        <CardTitle id={id} className="flex items-center gap-2">
          <span aria-hidden="true" className="text-primary [&_svg]:size-5">
            {icon}
          </span>
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">{children}</CardContent>
    </Card>
  );
}

// ------------------------------------------------------------------ delivery and pickup

/** Delivery (on/off, fee mode, bairro table, free from) and pickup (on/off, address). */
export function DeliverySection({ form }: { form: Form }) {
  const { control, register, setValue, formState } = form;
  const errors = formState.errors;
  const delivery = useWatch({ control, name: 'delivery' });
  const pickup = useWatch({ control, name: 'pickup' });
  const bairros = useFieldArray({ control, name: 'delivery.neighbourhoods' });
  const dirty = { shouldDirty: true, shouldValidate: formState.isSubmitted } as const;

  return (
    <SectionCard
      icon={<Bike />}
      title="Entrega e retirada"
      description="Ofereça entrega, retirada no local ou as duas."
    >
      <SwitchField
        id="delivery-enabled"
        label="Fazer entregas"
        checked={delivery.enabled}
        onChange={(on) => setValue('delivery.enabled', on, dirty)}
      />
      {delivery.enabled ? (
        <div className="grid gap-5 border-l-2 border-primary/20 pl-4">
          <ChoiceFieldset legend="Taxa de entrega" className="grid gap-2 sm:grid-cols-3">
            {FEE_MODES.map((mode) => (
              <RadioCard
                key={mode.value}
                label={mode.label}
                hint={mode.hint}
                value={mode.value}
                {...register('delivery.feeMode')}
              />
            ))}
          </ChoiceFieldset>

          {delivery.feeMode === 'flat' ? (
            <MoneyField
              id="delivery-flat-fee"
              label="Valor da taxa"
              error={errors.delivery?.flatFee?.message}
              hint="Deixe em branco para entrega grátis."
              control={control}
              name="delivery.flatFee"
            />
          ) : null}

          {delivery.feeMode === 'by_neighbourhood' ? (
            <div className="grid gap-3">
              <div className="overflow-x-auto">
                <table className="w-full text-sm" aria-label="Bairros atendidos">
                  <thead>
                    <tr className="text-left text-xs text-muted-foreground">
                      <th scope="col" className="pb-2 font-medium">
                        Bairro
                      </th>
                      <th scope="col" className="w-28 pb-2 pl-2 font-medium sm:w-36">
                        Taxa
                      </th>
                      <th scope="col" className="w-12 pb-2">
                        <span className="sr-only">Ações</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {bairros.fields.map((field, index) => {
                      const rowErrors = errors.delivery?.neighbourhoods?.[index];
                      const nameId = `bairro-${field.id}-name`;
                      const feeId = `bairro-${field.id}-fee`;
                      const name = delivery.neighbourhoods[index]?.name.trim();
                      return (
                        <tr key={field.id} className="align-top">
                          <td className="py-1">
                            <Input
                              id={nameId}
                              aria-label={`Nome do bairro ${index + 1}`}
                              placeholder="Ex.: Centro"
                              maxLength={SettingsLimits.neighbourhoodNameMaxLength}
                              aria-invalid={rowErrors?.name ? true : undefined}
                              aria-describedby={describedBy(nameId, rowErrors?.name?.message)}
                              {...register(`delivery.neighbourhoods.${index}.name`)}
                            />
                            <FieldError
                              id={nameId}
                              message={rowErrors?.name?.message}
                              className="mt-1 text-xs"
                            />
                          </td>
                          <td className="py-1 pl-2">
                            <MoneyController
                              control={control}
                              name={`delivery.neighbourhoods.${index}.fee`}
                              id={feeId}
                              label={`Taxa de entrega ${name ? `no bairro ${name}` : `do bairro ${index + 1}`}`}
                              error={rowErrors?.fee?.message}
                            />
                            <FieldError
                              id={feeId}
                              message={rowErrors?.fee?.message}
                              className="mt-1 text-xs"
                            />
                          </td>
                          <td className="py-1 pl-1">
                            <Button
                              variant="ghost"
                              size="icon"
                              aria-label={`Remover bairro ${name || index + 1}`}
                              onClick={() => bairros.remove(index)}
                            >
                              <Trash2 aria-hidden="true" />
                            </Button>
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
              {bairros.fields.length === 0 ? (
                <p className="text-sm text-muted-foreground">
                  Nenhum bairro ainda. Adicione os bairros que você atende e a taxa de cada um.
                </p>
              ) : null}
              {errors.delivery?.neighbourhoods?.message ||
              errors.delivery?.neighbourhoods?.root?.message ? (
                <p role="alert" className="text-sm font-medium text-destructive">
                  {errors.delivery.neighbourhoods.message ??
                    errors.delivery.neighbourhoods.root?.message}
                </p>
              ) : null}
              <div>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={bairros.fields.length >= SettingsLimits.maxNeighbourhoods}
                  onClick={() => bairros.append({ name: '', fee: 0 }, { shouldFocus: true })}
                >
                  <Plus aria-hidden="true" />
                  Adicionar bairro
                </Button>
              </div>
            </div>
          ) : null}

          <MoneyField
            id="delivery-free-from"
            label="Frete grátis a partir de (opcional)"
            error={errors.delivery?.freeFrom?.message}
            hint="Pedidos a partir deste valor não pagam a taxa de entrega."
            control={control}
            name="delivery.freeFrom"
            nullable
          />
        </div>
      ) : null}

      <SwitchField
        id="pickup-enabled"
        label="Retirada no local"
        hint="O cliente busca o pedido na loja, sem taxa."
        checked={pickup.enabled}
        onChange={(on) => setValue('pickup.enabled', on, dirty)}
      />
      {pickup.enabled ? (
        <div className="border-l-2 border-primary/20 pl-4">
          <InputField
            id="pickup-address"
            label="Endereço para retirada"
            error={errors.pickup?.address?.message}
            hint="Aparece para o cliente que escolher retirar."
            placeholder="Ex.: Rua das Flores, 123 - Centro"
            maxLength={SettingsLimits.pickupAddressMaxLength}
            {...register('pickup.address')}
          />
        </div>
      ) : null}
    </SectionCard>
  );
}

// ------------------------------------------------------------------ minimum

export function MinimumSection({ form }: { form: Form }) {
  const { control, formState } = form;
  return (
    <SectionCard
      icon={<ShoppingBag />}
      title="Pedido mínimo"
      description="O cliente vê quanto falta e só envia o pedido a partir deste valor."
    >
      <MoneyField
        id="minimum-order"
        label="Valor mínimo do pedido (opcional)"
        error={formState.errors.minimumOrder?.message}
        hint="Deixe em branco para aceitar pedidos de qualquer valor. A taxa de entrega não conta."
        control={control}
        name="minimumOrder"
      />
    </SectionCard>
  );
}

// ------------------------------------------------------------------ payment

/** The online Pix code's lifetimes offered, in minutes (docs/API.md §8: 30–1440, default 30). */
const PIX_EXPIRY_MINUTES = [30, 60, 120, 360, 720, 1440] as const;

/** The offered lifetimes, plus a saved one the list does not have (the API takes any 30–1440). */
function pixExpiryChoices(saved: number | undefined): number[] {
  const choices: number[] = [...PIX_EXPIRY_MINUTES];
  if (typeof saved === 'number' && Number.isInteger(saved) && !choices.includes(saved))
    choices.push(saved);
  return choices.sort((a, b) => a - b);
}

/** "30 minutos", "1 hora", "6 horas", "24 horas", "90 minutos". */
function expiryLabel(minutes: number): string {
  if (minutes % 60 !== 0) return `${minutes} minutos`;
  const hours = minutes / 60;
  return hours === 1 ? '1 hora' : `${hours} horas`;
}

export function PaymentSection({ form }: { form: Form }) {
  const { control, register, setValue, formState } = form;
  const errors = formState.errors.payment;
  const payment = useWatch({ control, name: 'payment' });
  const dirty = { shouldDirty: true, shouldValidate: formState.isSubmitted } as const;

  return (
    <SectionCard
      icon={<CreditCard />}
      title="Formas de pagamento"
      description="O cliente escolhe uma delas ao fazer o pedido."
    >
      <SwitchField
        id="pay-pix"
        label="Pix"
        hint="O cliente recebe o QR code e o código copia e cola com o valor do pedido."
        checked={payment.pix.enabled}
        onChange={(on) => setValue('payment.pix.enabled', on, dirty)}
      />
      {payment.pix.enabled ? (
        <div className="grid gap-4 border-l-2 border-primary/20 pl-4 sm:grid-cols-2">
          <Field id="pix-key-type" label="Tipo de chave" error={errors?.pix?.keyType?.message}>
            {(attrs) => (
              <select className={selectClass} {...attrs} {...register('payment.pix.keyType')}>
                {PIX_KEY_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {PixKeyTypeLabels[type]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <InputField
            id="pix-key"
            label="Chave Pix"
            error={errors?.pix?.key?.message}
            autoComplete="off"
            spellCheck={false}
            placeholder={PIX_KEY_PLACEHOLDERS[payment.pix.keyType]}
            inputMode={pixKeyInputMode(payment.pix.keyType)}
            {...register('payment.pix.key')}
          />
          <InputField
            id="pix-name"
            label="Nome do recebedor"
            error={errors?.pix?.merchantName?.message}
            hint={`Como o banco mostra ao cliente (até ${SettingsLimits.merchantNameMaxLength} letras).`}
            autoComplete="name"
            maxLength={SettingsLimits.merchantNameMaxLength}
            {...register('payment.pix.merchantName')}
          />
          <InputField
            id="pix-city"
            label="Cidade do recebedor"
            error={errors?.pix?.merchantCity?.message}
            hint={`Até ${SettingsLimits.merchantCityMaxLength} letras, sem acentos.`}
            autoComplete="address-level2"
            maxLength={SettingsLimits.merchantCityMaxLength}
            {...register('payment.pix.merchantCity')}
          />
          <Field
            id="pix-expiry"
            label="Validade do código (Pix automático)"
            hint="Com o Mercado Pago conectado: depois disso o cliente gera um novo código."
          >
            {(attrs) => (
              <select
                className={selectClass}
                {...attrs}
                {...register('payment.pix.expiryMinutes', { valueAsNumber: true })}
              >
                {pixExpiryChoices(payment.pix.expiryMinutes).map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {expiryLabel(minutes)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      ) : null}
      <SwitchField
        id="pay-cash"
        label="Dinheiro"
        hint='O cliente informa "troco para quanto?".'
        checked={payment.cash.enabled}
        onChange={(on) => setValue('payment.cash.enabled', on, dirty)}
      />
      <SwitchField
        id="pay-card"
        label="Cartão na entrega"
        hint="Maquininha na entrega ou na retirada."
        checked={payment.card.enabled}
        onChange={(on) => setValue('payment.card.enabled', on, dirty)}
      />
    </SectionCard>
  );
}

// ------------------------------------------------------------------ hours

/** "24 horas" (close = open) or "até o dia seguinte" (close before open), else nothing. */
export function shiftNote(shift: { open: string; close: string } | undefined): string | null {
  if (!shift || !TIME_PATTERN.test(shift.open) || !TIME_PATTERN.test(shift.close)) return null;
  if (shift.close === shift.open) return '24 horas';
  return shift.close < shift.open ? 'até o dia seguinte' : null;
}

export function HoursSection({ form }: { form: Form }) {
  const { control, register, setValue, formState } = form;
  const errors = formState.errors.hours;
  const shifts = useFieldArray({ control, name: 'hours.week' });
  const week = useWatch({ control, name: 'hours.week' });
  const acceptWhenClosed = useWatch({ control, name: 'hours.acceptWhenClosed' });
  const dirty = { shouldDirty: true, shouldValidate: formState.isSubmitted } as const;

  return (
    <SectionCard
      icon={<Clock />}
      title="Horário de funcionamento"
      description="Horário de Brasília. Um turno que fecha antes de abrir passa da meia-noite (ex.: 18:00 às 02:00). Sem nenhum horário, a loja aparece sempre aberta."
    >
      <ul className="grid gap-3" aria-label="Dias da semana">
        {WEEKDAYS.map((dayName, day) => {
          const indexes = shifts.fields
            .map((field, index) => ({ field, index }))
            .filter(({ index }) => week[index]?.day === day);
          return (
            <li
              key={dayName}
              className="grid gap-2 rounded-md border p-3 sm:grid-cols-[9rem_1fr] sm:items-start"
            >
              <p className="pt-2 text-sm font-semibold">{dayName}</p>
              <div className="grid gap-2">
                {indexes.length === 0 ? (
                  <p className="pt-2 text-sm text-muted-foreground">Fechado</p>
                ) : null}
                {indexes.map(({ field, index }, n) => {
                  const rowErrors = errors?.week?.[index];
                  const label = `${dayName}${indexes.length > 1 ? `, turno ${n + 1}` : ''}`;
                  const message =
                    rowErrors?.open?.message ?? rowErrors?.close?.message ?? rowErrors?.message;
                  const note = shiftNote(week[index]);
                  return (
                    <div key={field.id} className="grid gap-1">
                      <div className="flex flex-wrap items-center gap-2">
                        <Input
                          type="time"
                          aria-label={`Abre (${label})`}
                          className="w-32"
                          aria-invalid={rowErrors?.open ? true : undefined}
                          {...register(`hours.week.${index}.open`)}
                        />
                        <span className="text-sm text-muted-foreground">às</span>
                        <Input
                          type="time"
                          aria-label={`Fecha (${label})`}
                          className="w-32"
                          aria-invalid={rowErrors?.close ? true : undefined}
                          {...register(`hours.week.${index}.close`)}
                        />
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Remover horário (${label})`}
                          onClick={() => shifts.remove(index)}
                        >
                          <Trash2 aria-hidden="true" />
                        </Button>
                        {note ? (
                          <span className="text-xs text-muted-foreground">{note}</span>
                        ) : null}
                      </div>
                      {message ? (
                        <p role="alert" className="text-xs font-medium text-destructive">
                          {message}
                        </p>
                      ) : null}
                    </div>
                  );
                })}
                <div hidden={shifts.fields.length >= SettingsLimits.maxShifts}>
                  <Button
                    variant="link"
                    size="sm"
                    className="h-8 px-0"
                    onClick={() =>
                      shifts.append(
                        indexes.length === 0
                          ? { day, open: '08:00', close: '18:00' }
                          : { day, open: '18:00', close: '23:00' },
                      )
                    }
                  >
                    <Plus aria-hidden="true" />
                    {indexes.length === 0 ? `Abrir ${dayName.toLowerCase()}` : 'Adicionar turno'}
                  </Button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      {errors?.week?.message || errors?.week?.root?.message ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.week.message ?? errors.week.root?.message}
        </p>
      ) : null}
      <SwitchField
        id="accept-when-closed"
        label="Aceitar pedidos fora do horário"
        hint='Com a loja fechada, o cliente ainda pode enviar o pedido (ele vê "Fechado · abre ...").'
        checked={acceptWhenClosed}
        onChange={(on) => setValue('hours.acceptWhenClosed', on, dirty)}
      />
    </SectionCard>
  );
}

// ------------------------------------------------------------------ alerts

const SOUND_MODES: { value: AlertSoundMode; label: string; hint: string }[] = [
  { value: 'once', label: 'Tocar uma vez', hint: 'Um toque a cada pedido novo.' },
  {
    value: 'until_accepted',
    label: 'Tocar até aceitar',
    hint: 'Repete até você abrir ou confirmar o pedido.',
  },
];

/**
 * The seller's alerts (`alerts` of the settings document, docs/API.md §8 "Seller alerts"): how a
 * new order rings in the open panel, the ticket's paper width (mm), automatic printing of new
 * orders while the panel is open, and an e-mail per new order. Saved with the whole document.
 * The thermal printer of this device ("Impressora térmica", `printerSettings`, given by the
 * route) is kept on the device, not saved.
 */
export function AlertsSection({
  form,
  printerSettings,
}: {
  form: Form;
  printerSettings?: ReactNode;
}) {
  const { control, setValue, formState } = form;
  const alerts = useWatch({ control, name: 'alerts' });
  const dirty = { shouldDirty: true, shouldValidate: formState.isSubmitted } as const;

  return (
    <SectionCard
      icon={<BellRing />}
      title="Avisos de pedidos"
      description="Como o painel avisa e imprime cada pedido novo."
    >
      <ChoiceFieldset legend="Som de novo pedido" className="grid gap-2 sm:grid-cols-2">
        {SOUND_MODES.map((mode) => (
          <RadioCard
            key={mode.value}
            label={mode.label}
            hint={mode.hint}
            name="alerts.sound"
            value={mode.value}
            checked={alerts.sound === mode.value}
            onChange={() => setValue('alerts.sound', mode.value, dirty)}
          />
        ))}
      </ChoiceFieldset>

      <ChoiceFieldset legend="Largura do papel da impressora" className="grid grid-cols-2 gap-2">
        {PRINT_WIDTHS.map((width) => (
          <RadioCard
            key={width}
            label={`${width} mm`}
            name="alerts.printWidth"
            value={width}
            checked={alerts.printWidth === width}
            onChange={() => setValue('alerts.printWidth', width, dirty)}
          />
        ))}
      </ChoiceFieldset>

      <SwitchField
        id="alerts-auto-print"
        label="Impressão automática"
        hint="Imprime cada pedido novo enquanto o painel estiver aberto."
        checked={alerts.autoPrint}
        onChange={(on) => setValue('alerts.autoPrint', on, dirty)}
      />
      {printerSettings}
      <SwitchField
        id="alerts-email"
        label="Avisar também por e-mail"
        hint="Envia um e-mail para o endereço da sua conta a cada pedido novo."
        checked={alerts.emailOnOrder}
        onChange={(on) => setValue('alerts.emailOnOrder', on, dirty)}
      />
    </SectionCard>
  );
}
