import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { FileSpreadsheet, LoaderCircle, Upload } from 'lucide-react';
import {
  SpreadsheetLimits,
  SpreadsheetMessages,
  type ProcessedItem,
  type SpreadsheetColumns,
  type SpreadsheetPreview,
} from '@catalogo/contracts/core';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { isApiError } from '@/lib/api';
import { cn } from '@/lib/utils';
import { previewSpreadsheet, spreadsheetItems } from '../api/catalog';

const selectClass =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none';

/** The server's Portuguese message, or a generic one. */
function messageOf(error: unknown): string {
  return isApiError(error) && error.serverMessage
    ? error.serverMessage
    : 'Não foi possível ler a planilha. Tente de novo.';
}

/**
 * "Importar planilha" in the "Adicionar Produtos" card: the seller picks a `.csv` or
 * `.xlsx`, the API reads it and guesses the columns (nome/produto, preço/valor, categoria/seção),
 * the seller confirms or changes them, and the rows become staged items like a pasted list. A bad
 * file (not a spreadsheet, formulas, too many rows, too big) shows the API's Portuguese message
 * and nothing is staged.
 */
export function SpreadsheetImport({
  onProcessed,
  disabled,
}: {
  /** Appends the items to the staging list and answers how many were new. */
  onProcessed: (items: readonly ProcessedItem[]) => number;
  disabled?: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<SpreadsheetPreview | null>(null);
  const [columns, setColumns] = useState<SpreadsheetColumns | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setFile(null);
    setPreview(null);
    setColumns(null);
    if (input.current) input.current.value = '';
  };

  const onPick = async (picked: File | undefined) => {
    setError(null);
    reset();
    if (!picked) return;
    if (picked.size > SpreadsheetLimits.maxFileBytes) {
      setError(SpreadsheetMessages.tooLarge);
      return;
    }
    setBusy(true);
    try {
      const answer = await previewSpreadsheet(picked);
      setFile(picked);
      setPreview(answer);
      setColumns(answer.guess);
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  const onConfirm = async () => {
    if (!file || !columns) return;
    if (columns.name < 0 || columns.price < 0 || columns.name === columns.price) {
      setError(SpreadsheetMessages.invalidColumns);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { items, skipped } = await spreadsheetItems(file, columns);
      const appended = onProcessed(items);
      toast.success(SpreadsheetMessages.imported(appended), {
        description:
          skipped > 0
            ? `${skipped} ${skipped === 1 ? 'linha sem nome ou preço foi ignorada' : 'linhas sem nome ou preço foram ignoradas'}.`
            : undefined,
      });
      reset();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  const choose = (key: keyof SpreadsheetColumns, value: string) =>
    setColumns((c) => (c ? { ...c, [key]: Number(value) } : c));
  const chosen = columns ? [columns.name, columns.price, columns.category] : [];

  return (
    <div className="mt-4 grid gap-3 border-t pt-4">
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept={SpreadsheetLimits.accept}
          className="sr-only"
          disabled={disabled || busy}
          onChange={(event) => void onPick(event.target.files?.[0])}
        />
        <Button
          type="button"
          variant="outline"
          className="w-full"
          disabled={disabled || busy}
          onClick={() => input.current?.click()}
        >
          {busy && !preview ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Upload aria-hidden="true" />
          )}
          Importar planilha (.csv ou .xlsx)
        </Button>
        <Label htmlFor={`${id}-file`} className="sr-only">
          Arquivo da planilha
        </Label>
      </div>
      {error ? (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-destructive"
        >
          {error}
        </p>
      ) : null}
      {preview && columns ? (
        <section
          aria-label="Confirmar colunas da planilha"
          className="grid gap-3 rounded-lg border bg-muted/40 p-3"
        >
          <p className="flex items-center gap-2 text-sm font-medium">
            <FileSpreadsheet className="size-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{file?.name}</span>
            <span className="shrink-0 text-muted-foreground">
              · {preview.rowCount} {preview.rowCount === 1 ? 'linha' : 'linhas'}
            </span>
          </p>
          <p className="text-xs text-muted-foreground">
            Confira as colunas que encontramos e troque se precisar.
          </p>
          <div className="grid gap-2 sm:grid-cols-3">
            {(
              [
                ['name', 'Nome do produto'],
                ['price', 'Preço'],
                ['category', 'Categoria'],
              ] as const
            ).map(([key, label]) => (
              <div key={key} className="grid gap-1">
                <Label htmlFor={`${id}-${key}`} className="text-xs">
                  {label}
                </Label>
                <select
                  id={`${id}-${key}`}
                  className={selectClass}
                  value={columns[key]}
                  disabled={busy}
                  onChange={(event) => choose(key, event.target.value)}
                >
                  {key === 'category' ? (
                    <option value={-1}>Nenhuma (definir automaticamente)</option>
                  ) : columns[key] < 0 ? (
                    <option value={-1}>Escolha a coluna</option>
                  ) : null}
                  {preview.columns.map((title, i) => (
                    <option key={i} value={i}>
                      {title}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </div>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-xs" aria-label="Primeiras linhas da planilha">
              <thead>
                <tr>
                  {preview.columns.map((title, i) => (
                    <th
                      key={i}
                      scope="col"
                      className={cn(
                        'px-2 py-1 font-medium',
                        chosen.includes(i) ? 'text-foreground' : 'text-muted-foreground/70',
                      )}
                    >
                      {title}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {preview.sample.map((row, r) => (
                  <tr key={r} className="border-t">
                    {row.map((cell, i) => (
                      <td
                        key={i}
                        className={cn(
                          'max-w-40 truncate px-2 py-1',
                          chosen.includes(i) ? '' : 'text-muted-foreground/70',
                        )}
                      >
                        {cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="ghost" onClick={reset} disabled={busy}>
              Cancelar
            </Button>
            <Button type="button" onClick={() => void onConfirm()} disabled={busy}>
              {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
              Importar {preview.rowCount} {preview.rowCount === 1 ? 'linha' : 'linhas'}
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
