import { Plus, X } from 'lucide-react';
import { OptionLimits, OptionMessages } from '@catalogo/contracts/core';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { newStagedId, type StagedOptionGroup } from '../utils/staging';
import { PriceInput } from '@/components/panel/PriceInput';

/**
 * The option groups of a staged item, editable before saving (an imported
 * "Pizza Calabresa P 35 / M 45 / G 55" shows its "Tamanho" options here): each option's name and
 * price can be changed, removed or added. The item sheet's "Complementos" edits the rest
 * (min, max, price rule) once the item is saved.
 */
export function StagedOptionGroups({
  itemName,
  groups,
  invalid,
  onChange,
}: {
  itemName: string;
  groups: StagedOptionGroup[];
  invalid: boolean;
  onChange: (groups: StagedOptionGroup[]) => void;
}) {
  const updateGroup = (index: number, group: StagedOptionGroup) =>
    onChange(groups.map((g, k) => (k === index ? group : g)));
  const label = itemName.trim() || 'item';
  return (
    <div className="col-span-full grid gap-2">
      {groups.map((group, gi) => (
        <div
          key={`${group.name}-${gi}`}
          role="group"
          aria-label={`${group.name} de ${label}`}
          className="grid gap-2 rounded-md bg-muted/50 p-2"
        >
          <p className="text-xs font-medium text-muted-foreground">
            {group.name}
            {group.min >= 1 ? ` · ${OptionMessages.requiredHint}` : ''}
          </p>
          <ul className="grid gap-1.5">
            {group.options.map((option, oi) => (
              <li key={option.id} className="grid grid-cols-[minmax(0,1fr)_7.5rem_2rem] gap-2">
                <Input
                  value={option.name}
                  maxLength={OptionLimits.nameMaxLength}
                  aria-label={`Opção ${oi + 1} de ${group.name} de ${label}`}
                  aria-invalid={invalid && option.name.trim() === '' ? true : undefined}
                  onChange={(event) =>
                    updateGroup(gi, {
                      ...group,
                      options: group.options.map((o) =>
                        o.id === option.id ? { ...o, name: event.target.value } : o,
                      ),
                    })
                  }
                  className="h-9"
                />
                <PriceInput
                  value={option.priceCents}
                  aria-label={`Preço de ${option.name.trim() || `opção ${oi + 1}`} (${group.name} de ${label})`}
                  onValueChange={(priceCents) =>
                    updateGroup(gi, {
                      ...group,
                      options: group.options.map((o) =>
                        o.id === option.id ? { ...o, priceCents } : o,
                      ),
                    })
                  }
                  className="h-9 tabular-nums"
                />
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-9 text-muted-foreground hover:text-destructive"
                  disabled={group.options.length <= Math.max(1, group.min)}
                  aria-label={`Remover opção ${option.name.trim() || oi + 1} de ${label}`}
                  onClick={() => {
                    const options = group.options.filter((o) => o.id !== option.id);
                    updateGroup(gi, {
                      ...group,
                      options,
                      max: Math.min(group.max, options.length),
                    });
                  }}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
          <Button
            variant="ghost"
            size="sm"
            className="justify-self-start"
            disabled={group.options.length >= OptionLimits.maxOptionsPerGroup}
            onClick={() =>
              updateGroup(gi, {
                ...group,
                options: [
                  ...group.options,
                  { id: newStagedId(), name: '', priceCents: 0, available: true },
                ],
              })
            }
          >
            <Plus aria-hidden="true" />
            Adicionar opção
          </Button>
        </div>
      ))}
    </div>
  );
}
