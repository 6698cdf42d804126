import { createStaticPix, hasError } from 'pix-utils';
import type { PixSettings } from '@catalogo/contracts/core';

/** EMV BR Code: a txid (ID 62-05) has at most 25 characters, letters and digits only. */
export const PIX_TXID_MAX_LENGTH = 25;

/**
 * The txid of an order's Pix: the order token's first 25 letters and digits (the token is
 * random, ≥ 128 bits, so txids do not repeat; the seller finds the order by it on the statement).
 */
export function pixTxidOf(orderToken: string): string {
  return orderToken.replace(/[^A-Za-z0-9]/g, '').slice(0, PIX_TXID_MAX_LENGTH);
}

/**
 * The static Pix "copia e cola" (EMV BR Code, CRC16 included) of an order, built with
 * `pix-utils`: the store's key, merchant name (≤ 25) and city (≤ 15), the order total and txid.
 *
 * @param totalCents the order total in centavos (the BR Code carries reais with 2 decimals).
 * @throws Error when the library refuses the data (the settings DTO keeps that from happening).
 */
export function buildPixBrCode(pix: PixSettings, totalCents: number, txid: string): string {
  const code = createStaticPix({
    merchantName: pix.merchantName,
    merchantCity: pix.merchantCity,
    pixKey: pix.key,
    transactionAmount: Number((totalCents / 100).toFixed(2)),
    txid,
  });
  if (hasError(code)) throw new Error(`Pix BR Code refused: ${code.message}`);
  return code.toBRCode();
}
