import { catalogueSummary, drawableText, priceLabel } from './share-text';
import { readableTextColor } from './og-image';

describe('share text', () => {
  it('drops what the shipped font cannot draw (emoji, joiners, bidi controls), keeps accents', () => {
    expect(drawableText('Açaí 🍧 da Zé\u200f ‍👩‍🍳  <b>')).toBe('Açaí da Zé <b>');
    expect(drawableText('\u202eevil\u202c')).toBe('evil');
  });

  it('summarises the catalogue as the link preview says it', () => {
    expect(catalogueSummary(32)).toBe('32 produtos · Peça pelo WhatsApp');
    expect(catalogueSummary(1)).toBe('1 produto · Peça pelo WhatsApp');
    expect(catalogueSummary(0)).toBe('0 produtos · Peça pelo WhatsApp');
  });

  it('writes prices in reais from centavos', () => {
    expect(priceLabel(3550)).toBe('R$ 35,50');
  });

  it('picks the readable text colour for the cover colour', () => {
    expect(readableTextColor('#059669')).toBe('#ffffff');
    expect(readableTextColor('#111827')).toBe('#ffffff');
    expect(readableTextColor('#fde68a')).toBe('#000000');
    expect(readableTextColor('#ffffff')).toBe('#000000');
  });
});
