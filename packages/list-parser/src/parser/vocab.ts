/**
 * Word lists for name repair: common product words written correctly (with accents), used to
 * restore missing accents ("pao" → "pão") and to fix one-missing-letter typos ("frago" → "frango").
 */

/** Correctly spelled words that often appear in small sellers' lists. */
export const PRODUCT_WORDS: readonly string[] = `
pão pães água águas gás açaí açúcar café cafés chá maçã maçãs limão limões mamão melão feijão camarão
filé purê francês ração rações óleo picolé pastel pastéis porção porções maracujá paçoca coração
guaraná energético higiênico higiênica sabão algodão macarrão pêssego abóbora brócolis pimentão
requeijão sanduíche hambúrguer hambúrgueres salgado salgados tradicional frango queijo brigadeiro
natural naturais refrigerante refrigerantes chocolate nutella morango morangos coco laranja uva
banana abacaxi manga melancia goiaba abacate ameixa cereja framboesa mirtilo amora tangerina
tomate cebola cenoura batata alface couve rúcula repolho pepino abobrinha chuchu beterraba alho
mandioca aipim inhame milho ervilha cheiro-verde salsinha cebolinha coentro manjericão hortelã
coxinha esfiha esfirra quibe kibe risole enroladinho empada empadinha croquete salsicha calabresa
presunto mussarela muçarela mortadela salame bacon carne carnes costela picanha linguiça lombo
pernil peito sobrecoxa coxa asa fígado bife strogonoff estrogonofe feijoada lasanha nhoque
arroz farofa salada molho sorvete sorvetes bolo bolos torta tortas pudim mousse brownie cookie
beijinho cajuzinho bombom bombons trufa trufas docinho docinhos doce doces sonho sonhos biscoito
bolacha geladinho geladinhos sacolé dindin suco sucos cerveja cervejas vinho vinhos vodka cachaça
whisky licor caipirinha limonada vitamina leite condensado creme cremes manteiga margarina ovo
ovos fubá farinha trigo integral fatiado fatiada fatia grande pequeno pequena médio média mini
lata garrafa copo pote caixa pacote unidade dúzia bandeja maço kilo quilo litro gelado gelada
quente frito frita fritas assado assada grelhado grelhada cozido recheado recheada caseiro caseira
especial completo completa simples duplo dupla misto mista acebolada acebolado temperado
marmita marmitas marmitex refeição lanche lanches porção pizza pizzas calzone hambúrguer
batom base máscara perfume colônia hidratante sabonete desodorante xampu shampoo condicionador
esmalte camiseta camisa blusa calça vestido moletom bermuda jaqueta casaco saia cropped regata
tênis sandália chinelo bolsa mochila carteira brinco colar anel anéis pulseira corrente pingente
bicicleta capacete farol bomba cimento argamassa areia tinta rolo pincel parafuso prego martelo
trena alicate lâmpada tomada disjuntor interruptor chuveiro torneira mangueira
detergente amaciante desinfetante vassoura esponja sabão
caneca chaveiro personalizado personalizada personalizados personalizadas lembrancinha convite
caderno caneta lápis borracha estojo adesivo topo
cupuaçu granola granulado paçoca amendoim castanha nozes avelã pistache canela baunilha
doce-de-leite goiabada cocada quindim pé moleque
fita fitas fria frias frio frios massa massas rango marita pasta pastas centro
sem com para tradicional gourmet light diet zero vegano vegana orgânico orgânica
`
  .split(/\s+/)
  .filter((w) => w.length > 0);

/** Short forms people type, mapped to the full word. */
export const ABBREVIATIONS: Readonly<Record<string, string>> = {
  refri: 'refrigerante',
  refris: 'refrigerantes',
  refrig: 'refrigerante',
  choc: 'chocolate',
  trad: 'tradicional',
};
