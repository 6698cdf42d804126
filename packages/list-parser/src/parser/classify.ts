/**
 * Line classes: what is noise (fees, hours, contacts, payment notes), what is a section heading
 * and which headings are titles, highlights or generic labels rather than categories.
 */
import { cleanLabel, removeNoteParens, stripMarkup, titleCase, trimEdges } from './names';
import { collapse, fold, hasLetters, isShouting, replaceParens, wordCount } from './text';

/** Words that make a priced line a fee, a condition or a contact rather than a product. */
const NOISE_RE =
  /\b(?:taxas?|entregas?|entregamos|entrego|frete|fretes|delivery|envio|enviamos|pedido minimo|minimo|cupom|cupons|desconto|descontos|pix|cnpj|cpf|parcel\w*|juros|no cartao|cartao de credito|credito|debito|horarios?|atendimento|funcionamento|funcionamos|abrimos|fechamos|fechado|retirada|retirar|endereco|rua|avenida|av|travessa|bairros?|cep|whatsapp|whats|zap|telefone|tel|contato|instagram|insta|acima de|validos?|validas?|validade|sob consulta|consulte|orcamento|sinal|cashback|troco|gorjeta|couvert|pontos|acrescimo|a combinar|total do pedido|valor total|total geral|subtotal|economia|economize|ganhe|sorteio|promocao valida|compras acima|pagamento|pagamentos|boleto|transferencia|encomendas? ate|praca|alameda|rodovia|estrada|esquina|proximo|localizad\w*|estamos|apto|apartamento|condominio|loja fisica|embalagem|caucao|multa|motoboy|uber|correios|sedex|brinde|brindes)\b|^\W*(?:pedidos?|total|compre|leve)\b/;

/** Extra words that make a line without price a note rather than a product. */
const NOTE_RE =
  /\b(?:gratis|free|brinde|obs|observacao|atencao|importante|aceitamos|trabalhamos|chama|chame|me chama|pedidos|encomende|garantia|tamanhos do|disponivel|disponiveis|consulte|segue|seguem|confira|aproveite|vem|venha|oi|ola|bom dia|boa tarde|boa noite)\b/;

const NOISE_HEADING_RE =
  /\b(?:taxas?|entregas?|frete|bairros atendidos|regioes atendidas|por bairro|pagamentos?|formas? de pagamento|horarios?|funcionamento|contatos?|enderecos?|informac\w*|observac\w*|obs|avisos?|regras|como pedir|pedidos)\b/;

const HIGHLIGHT_RE =
  /^(?:promoc(?:ao|oes)|ofertas?|promo)$|\b(?:mais pedidos?|mais vendidos?|destaques?|favoritos?|queridinhos?|top \d+|os tops?|sucesso|campe[oõ]es de venda|recomendad\w*|sugest\w* do chef|imperdive\w*)\b/;

const TITLE_RE =
  /\b(?:tabela|lista|precos|preco|cardapio|menu|catalogo|campanha|ofertas?|promoc\w*|novidades?|colecao|encomendas|lancamentos?|semana|hoje|loja|shop|store|delivery|atualizad\w*|vigente|revendedora?|pronta entrega|casa d[aeo]s?)\b/;

/** Kinds of shop: a heading naming one plus other words is the shop's name. */
const STORE_RE =
  /\b(?:confeitaria|padaria|pizzaria|pastelaria|lanchonete|deposito|distribuidora|doceria|restaurante|hamburgueria|acaiteria|sorveteria|emporio|mercearia|mercadinho|acougue|hortifruti|atelie|cervejaria|boutique|papelaria|ferragens|petshop|pet shop|cantina|bar|adega|conveniencia|floricultura|farmacia|otica|livraria|barbearia|salao|studio|espaco)\b/;

const GENERIC_RE =
  /^(?:tamanhos?|sabores?|opc(?:ao|oes)|valores?|precos?|produtos?|itens|item|cardapio|menu|lista|geral|outros?|diversos?|variados?|tabela|unidades?|avulsos?)(?:\s+(?:e|de|do|da|dispon[ií]veis)\s+\S+)?$/;

const CORRECTION_RE =
  /\b(?:correcao|corrigindo|errata|na verdade|alias|ops|opa|digo|o certo e|desconsider\w*|atualizacao(?=\s*:)|atualizando|mudou|passou a ser|passa a ser|passou para|passou pra|passa pra|mudou pra|subiu pra|baixou pra|caiu pra|caiu para|novo preco|novo valor|preco certo|valor certo|valor correto|preco correto|retificando|retificacao|subiu para|baixou para|agora (?:e|custa|sai|esta|ta|fica))\b/;

const SELL_VERB_RE =
  /\b(?:vendendo|vendo|fazendo|faco|fiz|temos|tenho|saindo|saiu|fornada de|encomendas? de|chegou|chegaram|produzindo)\s+(?:(?:uns|umas|os|as|o|a|mais|meus|minhas|nossos|nossas|aquele|aqueles)\s+)?([\p{L}-]+(?:\s+[\p{L}-]+){0,2})/u;

/** Accent-free lower-case copy for keyword tests. */
function plain(s: string): string {
  return fold(s).toLowerCase();
}

/** True for a fee, minimum order, coupon, hours, contact or payment line. */
export function isNoise(text: string): boolean {
  return NOISE_RE.test(plain(text));
}

/** True for a note without price (free toppings, greetings, calls to action). */
export function isNote(text: string): boolean {
  const p = plain(text);
  return NOISE_RE.test(p) || NOTE_RE.test(p);
}

/** True when the line announces a correction of an earlier price. */
export function isCorrection(text: string): boolean {
  return CORRECTION_RE.test(plain(text));
}

/** A sentence end ("por 9. ah", "por 10 … o de", "10! o"), a comma or an "e" between spaces. */
const CLAUSE_START_RE = /[.!?;…]\s|,\s|\se\s/g;
/** A sentence end: the end of a correction clause. */
const CLAUSE_END_RE = /[.!?;…]\s/g;
/** The end of a priced item right before a clause boundary ("… por 9", "8 reais", "R$ 8,50"). */
const ENDS_WITH_PRICE_RE = /\d(?:\s*(?:reais|real|contos?))?[.!?;…]*$/i;

/**
 * Where the correction of a line starts and ends: the clause around the first correction words
 * ("… e o de maracujá por 9. ah o de chocolate agora é 12 viu" → "ah o de chocolate agora é
 * 12 viu"). The clause starts after the last sentence end, comma or "e" before those words
 * that follows an amount ("por 9. ", "8 reais, "), else right after the last of `priceEnds`
 * (offsets where the line's prices end) before them, else at 0; it ends at the next sentence
 * end ([.!?;…] and a space), else at the end of the line. Offsets index `text`; null when the
 * line holds no correction. Linear: one match and two scans of the line.
 */
export function correctionClause(
  text: string,
  priceEnds: readonly number[],
): { start: number; end: number } | null {
  const p = plain(text);
  const m = CORRECTION_RE.exec(p);
  if (!m) return null;
  // Folding can change the length of rare characters; then the whole line is the correction.
  if (p.length !== text.length) return { start: 0, end: text.length };
  const boundaries: Array<{ at: number; after: number }> = [];
  CLAUSE_START_RE.lastIndex = 0;
  for (let b = CLAUSE_START_RE.exec(text); b; b = CLAUSE_START_RE.exec(text)) {
    if (b.index + b[0].length > m.index) break;
    boundaries.push({ at: b.index, after: b.index + b[0].length });
  }
  const afterPrice = boundaries
    .reverse()
    .find((b) => ENDS_WITH_PRICE_RE.test(text.slice(Math.max(0, b.at - 12), b.at).trimEnd()));
  const start = afterPrice?.after ?? Math.max(0, ...priceEnds.filter((e) => e <= m.index));
  CLAUSE_END_RE.lastIndex = m.index + m[0].length;
  const e = CLAUSE_END_RE.exec(text);
  return { start, end: e ? e.index : text.length };
}

/** Removes the correction words so the rest reads as "name price". */
export function stripCorrectionWords(text: string): string {
  return text
    .replace(
      /onde se l[eê]\s+(\S+(?:\s+\S+)*?)\s+(?:R\$\s*)?\d[\d.,]*\s*(?:[,;]\s*)?leia-?se\s*(?::\s*)?/iu,
      '$1 ',
    )
    .replace(
      /^\W*(?:obs|observa[cç][aã]o|corre[cç][aã]o|errata|aten[cç][aã]o|atualiza[cç][aã]o|aviso)\b\s*:?/iu,
      ' ',
    )
    .replace(
      /\b(?:corrigindo|na verdade|ali[aá]s|ops|opa|errei|digo|o certo [eé]|retificando|desconsiderar?|passou a ser|passa a ser|passou para|passou pra|passa pra|mudou para|mudou pra|mudou|subiu para|subiu pra|baixou para|baixou pra|caiu para|caiu pra|agora|o (?:novo )?(?:pre[cç]o|valor)(?: certo| correto)?(?: d[oa]s?)?|novo (?:pre[cç]o|valor)(?: d[oa]s?)?)\b[\s:,!.]*/giu,
      ' ',
    );
}

/** The product named in a sentence like "to vendendo geladinho gourmet" or "fiz bolo de pote". */
export function sellingNoun(text: string, isProduct: (w: string) => boolean): string | null {
  const p = plain(text);
  const m = SELL_VERB_RE.exec(p);
  if (!m) return null;
  const start = p.indexOf(m[1], m.index);
  const words = text
    .slice(start, start + m[1].length)
    .toLowerCase()
    .split(/\s+/);
  for (let n = words.length; n >= 1; n--) {
    const phrase = words.slice(0, n).join(' ');
    if (isProduct(phrase)) return phrase;
  }
  return null;
}

const FEE_SECTION_RE =
  /\b(?:taxas?|fretes?|por bairro|bairros|regi(?:ao|oes) de entrega|valores? de entrega|entregas?\s*:)/;

/** True for a line announcing a table of delivery fees ("Taxa de entrega por bairro", "Entregas:"). */
export function isFeeTableHeading(text: string): boolean {
  const p = plain(collapse(stripMarkup(text)));
  return wordCount(p) <= 6 && FEE_SECTION_RE.test(p);
}

/** True when a line without price looks like a section heading. */
export function looksLikeHeading(text: string, emojiLead: boolean): boolean {
  const t = collapse(text);
  if (!hasLetters(t, 3)) return false;
  if (/^\*[^*]+\*\s*[:\-–—]?$/.test(t) || /^_[^_]+_\s*:?$/.test(t)) return true;
  if (/^(?:={2,}|-{2,}|\[|【|»|>>)/.test(t)) return true;
  const core = collapse(stripMarkup(t));
  const words = wordCount(core);
  if (/^[-•·▪*]\s/.test(t)) return isShouting(core) && words <= 4 && /[-•·▪*]$/.test(t);
  if (/:$/.test(core) && words <= 5 && !/\d/.test(core)) return true;
  if (isShouting(core) && words <= 8) return true;
  return emojiLead && words <= 3 && !/[.,!?\d]/.test(core);
}

/** Heading text without markup, price, notes in parentheses or a trailing note after a dash. */
export function headingText(text: string): string {
  let s = stripMarkup(text).replace(/[=[\]【】»«>]+/g, ' ');
  s = s.replace(/\s[-–—|]\s.*$/, (tail) => (isHeadingNote(tail) ? '' : tail));
  s = replaceParens(removeNoteParens(s), ' ');
  return trimEdges(s.replace(/:\s*$/, ''));
}

/** True when the text after a dash in a heading is a note ("– R$ 6,00 cada", "– escolha 2"). */
function isHeadingNote(tail: string): boolean {
  return /\d|\b(?:cada|sabores?|todos|todas|qualquer|a partir|unidade|consulte|promo|apenas|só|so|escolh)/i.test(
    tail,
  );
}

/** Kind of section a heading opens. */
export type HeadingKind = 'category' | 'title' | 'generic' | 'noise' | 'highlight';

/** Classifies a heading; `first` is true for the first heading of the text. */
export function headingKind(text: string, first: boolean, decorated: boolean): HeadingKind {
  const p = plain(headingText(text));
  if (!p) return 'title';
  if (HIGHLIGHT_RE.test(p)) return 'highlight';
  if (NOISE_HEADING_RE.test(p)) return 'noise';
  if (GENERIC_RE.test(p)) return 'generic';
  if (TITLE_RE.test(p) || wordCount(p) > 5 || /\d/.test(p)) return 'title';
  if (STORE_RE.test(p) && wordCount(p) >= 2) return 'title';
  if (first && decorated) return 'title';
  return 'category';
}

/** Category label of a heading, in Title Case. */
export function headingCategory(text: string): string {
  return titleCase(headingText(text));
}

/** True when an inline "Label:" before items can serve as their category ("Bebidas: ..."). */
export function inlineCategory(label: string): string | null {
  const clean = cleanLabel(label);
  const p = plain(clean);
  if (!p || /\d/.test(p) || wordCount(p) > 3 || isNote(p) || GENERIC_RE.test(p)) return null;
  return /s$/.test(p) ? titleCase(clean) : null;
}

/** True for labels such as "Sabores" or "Opções" that introduce a list. */
export function isGenericLabel(label: string): boolean {
  return GENERIC_RE.test(plain(cleanLabel(label)));
}
