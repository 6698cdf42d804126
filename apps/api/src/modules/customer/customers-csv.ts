import { stringify } from 'csv-stringify/sync';
import { OrderLimits, type Customer } from '@catalogo/contracts/core';

const day = new Intl.DateTimeFormat('pt-BR', {
  timeZone: OrderLimits.timeZone,
  dateStyle: 'short',
});

/** Reais as Excel pt-BR reads them: 1234.5 → "1234,50". */
function money(reais: number): string {
  return reais.toFixed(2).replace('.', ',');
}

/** A cell Excel would run as a formula (=, +, -, @, tab, CR) is prefixed with "'". */
function safe(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * The customers as CSV for Excel pt-BR, with the orders export's conventions: UTF-8 with BOM,
 * ";" separator, CRLF, decimal comma, days in America/Sao_Paulo, formula-like cells quoted.
 */
export function customersCsv(customers: readonly Customer[]): string {
  return stringify(
    customers.map((c) => [
      safe(c.name),
      c.phone,
      String(c.ordersCount),
      money(c.totalSpent),
      day.format(new Date(c.firstOrderAt)),
      day.format(new Date(c.lastOrderAt)),
    ]),
    {
      bom: true,
      delimiter: ';',
      record_delimiter: 'windows',
      header: true,
      columns: [
        'Cliente',
        'Telefone',
        'Pedidos',
        'Total gasto (R$)',
        'Primeiro pedido',
        'Último pedido',
      ],
    },
  );
}
