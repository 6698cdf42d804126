import {
  useEffect,
  useId,
  useRef,
  useState,
  type Dispatch,
  type InputHTMLAttributes,
  type Ref,
  type SetStateAction,
} from 'react';
import { ChevronDown, LoaderCircle, MapPin } from '@/components/icons';
import { Limits, CustomerMessages } from '@catalogo/contracts/core';
import { toast } from '@/lib/mini-toast';
import { cepDigits, formatCep, formatUf, isAddressEmpty, type Address } from '../utils/address';
import { lookupCep } from '../api/cep';

type LookupState = 'idle' | 'loading' | 'not-found';

/**
 * Collapsible delivery address (docs/PRODUCT.md §2, §5): CEP masked 00000-000; a full CEP is
 * looked up (ViaCEP, 8 s timeout, a newer CEP aborts the older lookup): found → street,
 * neighbourhood, city and UF filled and the number field focused; not found or failure → the
 * street field focused; failure → "Erro ao buscar o CEP".
 */
export function AddressForm({
  address,
  setAddress,
}: {
  address: Address;
  setAddress: Dispatch<SetStateAction<Address>>;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [lookup, setLookup] = useState<LookupState>('idle');
  const numeroRef = useRef<HTMLInputElement>(null);
  const logradouroRef = useRef<HTMLInputElement>(null);
  const lookupRef = useRef<AbortController | null>(null);
  const filled = !isAddressEmpty(address);

  useEffect(() => () => lookupRef.current?.abort(), []);

  const set = (field: keyof Address) => (value: string) =>
    setAddress((current) => ({ ...current, [field]: value }));

  function onCepChange(value: string) {
    const cep = formatCep(value);
    setAddress((current) => ({ ...current, cep }));
    const digits = cepDigits(cep);
    lookupRef.current?.abort();
    lookupRef.current = null;
    if (digits.length !== 8) {
      setLookup('idle');
      return;
    }
    const controller = new AbortController();
    lookupRef.current = controller;
    setLookup('loading');
    lookupCep(digits, { signal: controller.signal }).then(
      (result) => {
        if (controller.signal.aborted) return;
        lookupRef.current = null;
        if (!result.found) {
          setLookup('not-found');
          logradouroRef.current?.focus();
          return;
        }
        setLookup('idle');
        const { logradouro, bairro, localidade, uf } = result.address;
        setAddress((current) => ({
          ...current,
          logradouro,
          bairro,
          localidade,
          uf: formatUf(uf),
        }));
        // City-wide CEPs (small towns) have no street: then the street is what to type next.
        (logradouro ? numeroRef : logradouroRef).current?.focus();
      },
      () => {
        if (controller.signal.aborted) return;
        lookupRef.current = null;
        setLookup('idle');
        toast.error(CustomerMessages.cepLookupFailed);
        logradouroRef.current?.focus();
      },
    );
  }

  const panelId = `${id}-campos`;
  return (
    <div className="border-t border-slate-100">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full cursor-pointer items-center gap-3 px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500 focus-visible:ring-inset"
      >
        <MapPin className="size-5 shrink-0 text-emerald-700" aria-hidden="true" />
        <span className="min-w-0 flex-1">
          <span className="block font-semibold">Endereço de entrega</span>
          <span
            className={
              'mt-0.5 inline-flex items-center gap-1.5 text-xs font-medium ' +
              (filled ? 'text-emerald-800' : 'text-amber-800')
            }
          >
            <span
              className={'size-2 rounded-full ' + (filled ? 'bg-emerald-600' : 'bg-amber-500')}
              aria-hidden="true"
            />
            {filled ? 'Endereço preenchido' : 'Endereço não preenchido'}
          </span>
        </span>
        <ChevronDown
          className={
            'size-5 shrink-0 text-slate-500 transition-transform ' + (open ? 'rotate-180' : '')
          }
          aria-hidden="true"
        />
      </button>
      <div id={panelId} hidden={!open} className="px-4 pb-4">
        <div className="grid grid-cols-6 gap-3">
          <Field
            id={`${id}-cep`}
            label="CEP"
            className="col-span-3"
            value={address.cep}
            onValueChange={onCepChange}
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="00000-000"
            maxLength={Limits.cepInputMaxLength}
            aria-describedby={`${id}-cep-status`}
          />
          <p
            id={`${id}-cep-status`}
            aria-live="polite"
            className="col-span-3 flex items-end pb-3 text-xs text-slate-600"
          >
            {lookup === 'loading' ? (
              <>
                <LoaderCircle className="mr-1.5 size-3.5 animate-spin" aria-hidden="true" />
                Buscando endereço...
              </>
            ) : lookup === 'not-found' ? (
              'CEP não encontrado. Preencha o endereço.'
            ) : null}
          </p>
          <Field
            id={`${id}-logradouro`}
            label="Logradouro"
            className="col-span-6"
            inputRef={logradouroRef}
            value={address.logradouro}
            onValueChange={set('logradouro')}
            autoComplete="address-line1"
            placeholder="Rua, avenida..."
          />
          <Field
            id={`${id}-numero`}
            label="Número"
            className="col-span-2"
            inputRef={numeroRef}
            value={address.numero}
            onValueChange={set('numero')}
            autoComplete="off"
          />
          <Field
            id={`${id}-complemento`}
            label="Complemento"
            className="col-span-4"
            value={address.complemento}
            onValueChange={set('complemento')}
            autoComplete="address-line2"
            placeholder="Apto, bloco..."
          />
          <Field
            id={`${id}-bairro`}
            label="Bairro"
            className="col-span-6"
            value={address.bairro}
            onValueChange={set('bairro')}
            autoComplete="address-level3"
          />
          <Field
            id={`${id}-cidade`}
            label="Cidade"
            className="col-span-4"
            value={address.localidade}
            onValueChange={set('localidade')}
            autoComplete="address-level2"
          />
          <Field
            id={`${id}-uf`}
            label="UF"
            className="col-span-2"
            value={address.uf}
            onValueChange={(value) => set('uf')(formatUf(value))}
            autoComplete="address-level1"
            maxLength={Limits.ufMaxLength}
            autoCapitalize="characters"
          />
        </div>
      </div>
    </div>
  );
}

function Field({
  id,
  label,
  className,
  inputRef,
  onValueChange,
  ...input
}: {
  id: string;
  label: string;
  className: string;
  inputRef?: Ref<HTMLInputElement>;
  onValueChange: (value: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'onChange'>) {
  return (
    <div className={`grid gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        ref={inputRef}
        type="text"
        onChange={(event) => onValueChange(event.target.value)}
        className="h-11 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 text-base text-foreground placeholder:text-slate-400 focus-visible:border-emerald-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500/30"
        {...input}
      />
    </div>
  );
}
