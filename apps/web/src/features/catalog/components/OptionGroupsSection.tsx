import { useId, useState } from 'react';
import { ArrowDown, ArrowUp, Copy, Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { ItemOptionGroup } from '@catalogo/contracts/core';
import {
  PRICE_RULE_LABELS,
  copyDrafts,
  move,
  newGroup,
  newOption,
  setRequired,
  type GroupDraft,
  type OptionDraft,
} from '../utils/option-groups';
import { PriceInput } from '@/components/panel/PriceInput';

/** Limits of docs/API.md §6 the form enforces while typing (the server checks them all). */
const MAX_GROUPS = 10;
const MAX_OPTIONS = 30;
const NAME_MAX = 60;

const selectClass =
  'h-9 w-full rounded-md border border-input bg-background px-2 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * "Complementos" of the item sheet: the item's option groups (nome, obrigatório,
 * mínimo, máximo, regra de preço) and their options (nome, preço, disponível), reordered with
 * the arrows, plus "Copiar de…" another item's groups. Controlled: the sheet owns the drafts and
 * sends them with "Salvar".
 */
export function OptionGroupsSection({
  value,
  onChange,
  otherItems,
  disabled,
}: {
  value: GroupDraft[];
  onChange: (groups: GroupDraft[]) => void;
  /** The seller's other items that have groups, for "Copiar de…". */
  otherItems: readonly { id: string; name: string; optionGroups?: readonly ItemOptionGroup[] }[];
  disabled?: boolean;
}) {
  const id = useId();
  const [copyFrom, setCopyFrom] = useState('');
  const sources = otherItems.filter((i) => (i.optionGroups?.length ?? 0) > 0);
  const update = (index: number, group: GroupDraft) =>
    onChange(value.map((g, i) => (i === index ? group : g)));

  const copy = () => {
    const source = sources.find((i) => i.id === copyFrom);
    if (!source) return;
    onChange([...value, ...copyDrafts(source.optionGroups)].slice(0, MAX_GROUPS));
    setCopyFrom('');
  };

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <div className="grid gap-1">
        <h3 id={`${id}-title`} className="text-base font-semibold">
          Complementos
        </h3>
        <p className="text-sm text-muted-foreground">
          Tamanhos, sabores e adicionais que o cliente escolhe ao pedir.
        </p>
      </div>

      {value.map((group, index) => (
        <GroupEditor
          key={group.key}
          group={group}
          index={index}
          count={value.length}
          disabled={disabled}
          onChange={(g) => update(index, g)}
          onMove={(by) => onChange(move(value, index, by))}
          onRemove={() => onChange(value.filter((_, i) => i !== index))}
        />
      ))}

      <Button
        type="button"
        variant="outline"
        onClick={() => onChange([...value, newGroup()])}
        disabled={disabled || value.length >= MAX_GROUPS}
      >
        <Plus aria-hidden="true" />
        Adicionar grupo
      </Button>

      {sources.length > 0 ? (
        <div className="flex items-end gap-2">
          <div className="grid flex-1 gap-1.5">
            <Label htmlFor={`${id}-copy`}>Copiar de…</Label>
            <select
              id={`${id}-copy`}
              className={selectClass}
              value={copyFrom}
              onChange={(event) => setCopyFrom(event.target.value)}
              disabled={disabled}
            >
              <option value="">Escolha um item</option>
              {sources.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </select>
          </div>
          <Button
            type="button"
            variant="secondary"
            onClick={copy}
            disabled={disabled || copyFrom === ''}
          >
            <Copy aria-hidden="true" />
            Copiar grupos
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function GroupEditor({
  group,
  index,
  count,
  disabled,
  onChange,
  onMove,
  onRemove,
}: {
  group: GroupDraft;
  index: number;
  count: number;
  disabled?: boolean;
  onChange: (group: GroupDraft) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const label = group.name.trim() || `Grupo ${index + 1}`;
  const required = group.min >= 1;
  const setOption = (i: number, option: OptionDraft) =>
    onChange({ ...group, options: group.options.map((o, j) => (j === i ? option : o)) });
  const int = (text: string) => Math.max(0, Math.min(MAX_OPTIONS, Math.floor(Number(text) || 0)));

  return (
    <fieldset
      className="grid gap-3 rounded-lg border bg-muted/30 p-3"
      aria-label={`Grupo ${label}`}
      disabled={disabled}
    >
      <div className="flex items-end gap-2">
        <div className="grid flex-1 gap-1.5">
          <Label htmlFor={`${id}-name`}>Nome do grupo</Label>
          <Input
            id={`${id}-name`}
            value={group.name}
            maxLength={NAME_MAX}
            placeholder="Ex.: Tamanho"
            onChange={(event) => onChange({ ...group, name: event.target.value })}
          />
        </div>
        <ReorderButtons label={`grupo ${label}`} index={index} count={count} onMove={onMove} />
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-9 text-muted-foreground hover:text-destructive"
          onClick={onRemove}
          aria-label={`Remover grupo ${label}`}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>

      <div className="grid grid-cols-[auto_1fr_1fr] items-end gap-3">
        <label className="flex h-9 items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-4 accent-emerald-700"
            checked={required}
            onChange={(event) => onChange(setRequired(group, event.target.checked))}
          />
          Obrigatório
        </label>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-min`}>Mínimo</Label>
          <Input
            id={`${id}-min`}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_OPTIONS}
            value={group.min}
            onChange={(event) => onChange({ ...group, min: int(event.target.value) })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-max`}>Máximo</Label>
          <Input
            id={`${id}-max`}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_OPTIONS}
            value={group.max}
            onChange={(event) => onChange({ ...group, max: int(event.target.value) })}
          />
        </div>
      </div>

      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-rule`}>Regra de preço</Label>
        <select
          id={`${id}-rule`}
          className={selectClass}
          value={group.priceRule}
          onChange={(event) =>
            onChange({ ...group, priceRule: event.target.value as GroupDraft['priceRule'] })
          }
        >
          {(Object.keys(PRICE_RULE_LABELS) as GroupDraft['priceRule'][]).map((rule) => (
            <option key={rule} value={rule}>
              {PRICE_RULE_LABELS[rule]}
            </option>
          ))}
        </select>
      </div>

      <ul className="grid gap-2" aria-label={`Opções de ${label}`}>
        {group.options.map((option, i) => {
          const optionLabel = option.name.trim() || `Opção ${i + 1}`;
          return (
            <li key={option.key} className="grid gap-2 rounded-md border bg-background p-2">
              <div className="flex items-center gap-2">
                <Input
                  aria-label={`Nome da opção ${i + 1} de ${label}`}
                  value={option.name}
                  maxLength={NAME_MAX}
                  placeholder="Ex.: Grande"
                  onChange={(event) => setOption(i, { ...option, name: event.target.value })}
                  className="h-9 flex-1"
                />
                <PriceInput
                  aria-label={`Preço de ${optionLabel} em ${label}`}
                  value={option.priceCents}
                  onValueChange={(priceCents) => setOption(i, { ...option, priceCents })}
                  className="h-9 w-28 tabular-nums"
                />
              </div>
              <div className="flex items-center justify-between gap-2">
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-emerald-700"
                    checked={option.available}
                    onChange={(event) =>
                      setOption(i, { ...option, available: event.target.checked })
                    }
                    aria-label={`${optionLabel} disponível`}
                  />
                  Disponível
                </label>
                <div className="flex items-center gap-1">
                  <ReorderButtons
                    label={optionLabel}
                    index={i}
                    count={group.options.length}
                    onMove={(by) => onChange({ ...group, options: move(group.options, i, by) })}
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-9 text-muted-foreground hover:text-destructive"
                    onClick={() =>
                      onChange({ ...group, options: group.options.filter((_, j) => j !== i) })
                    }
                    aria-label={`Remover opção ${optionLabel}`}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="justify-self-start"
        onClick={() => onChange({ ...group, options: [...group.options, newOption()] })}
        disabled={group.options.length >= MAX_OPTIONS}
      >
        <Plus aria-hidden="true" />
        Adicionar opção em {label}
      </Button>
    </fieldset>
  );
}

function ReorderButtons({
  label,
  index,
  count,
  onMove,
}: {
  label: string;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
}) {
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-9"
        onClick={() => onMove(-1)}
        disabled={index === 0}
        aria-label={`Mover ${label} para cima`}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-9"
        onClick={() => onMove(1)}
        disabled={index === count - 1}
        aria-label={`Mover ${label} para baixo`}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
    </>
  );
}
