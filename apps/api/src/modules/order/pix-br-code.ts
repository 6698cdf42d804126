import { randomInt } from 'node:crypto';
import { createStaticPix, hasError } from 'pix-utils';
import type { PixSettings } from '@catalogo/contracts/core';

/** EMV BR Code: a txid (ID 62-05) has at most 25 characters, letters and digits only. */
export const PIX_TXID_MAX_LENGTH = 25;

const TXID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A new txid for an order's Pix: 25 random letters and digits (≈ 148 bits, `crypto.randomInt`,
 * unbiased), drawn independently of the order's status-page token, so the txid that the bank
 * app shows and the seller's statement lists gives nothing of the token away. Drawn once when
 * the order is created; it lives in the BR Code kept on the order (`orders.pix_br_code`), so
 * reading the order again gives the same txid.
 */
export function newPixTxid(): string {
  let txid = '';
  for (let i = 0; i < PIX_TXID_MAX_LENGTH; i += 1)
    txid += TXID_ALPHABET[randomInt(TXID_ALPHABET.length)];
  return txid;
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
