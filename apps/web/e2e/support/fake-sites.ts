import type { BrowserContext } from 'playwright-core';

/** The address ViaCEP answers for CEP 01001-000 (its street, complement and bairro vary). */
export interface ViaCepAddress {
  logradouro: string;
  complemento?: string;
  bairro: string;
}

/**
 * Answers every ViaCEP look-up (https://viacep.com.br) of this browser context with one São
 * Paulo address for CEP 01001-000, as ViaCEP's JSON with its CORS header: the journeys run
 * offline, and the app's own CEP code path is the real one.
 *
 * @returns the URLs looked up, in order (filled as the page asks).
 */
export async function fakeViaCep(
  context: BrowserContext,
  address: ViaCepAddress,
): Promise<string[]> {
  const calls: string[] = [];
  await context.route('https://viacep.com.br/**', async (route) => {
    calls.push(route.request().url());
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: JSON.stringify({
        cep: '01001-000',
        logradouro: address.logradouro,
        complemento: address.complemento ?? '',
        bairro: address.bairro,
        localidade: 'São Paulo',
        uf: 'SP',
      }),
    });
  });
  return calls;
}

/**
 * Answers https://wa.me/… in this browser context with a stand-in page, so a journey can follow
 * the app into "WhatsApp" (and read the link it opened) without leaving the machine.
 */
export async function fakeWhatsApp(context: BrowserContext): Promise<void> {
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>WhatsApp</h1>' }),
  );
}
