/**
 * Category inference for lists without headings: keyword rules give each item a fine label
 * ("Refrigerantes") and a broad one ("Bebidas"). A list from one kind of shop keeps the fine
 * labels; a mixed list (a canteen selling snacks, sweets and drinks) uses the broad ones.
 */
import { singularKey } from './text';

/** One keyword rule. Keys are accent-free; "*" at the end matches a word prefix, "^" at the start only the first word. */
export interface Rule {
  fine: string;
  broad: string;
  keys: string;
  /** Modifier words that decide the category wherever they appear ("personalizado"). */
  strong?: boolean;
}

const RULES: Rule[] = [
  {
    fine: 'Personalizados',
    broad: 'Personalizados',
    strong: true,
    keys: 'personalizad*|personalizave*',
  },
  {
    fine: 'Personalizados',
    broad: 'Personalizados',
    keys: 'topo de bolo|caneca|chaveiro|kit festa|lembrancinha|convite|adesivo|tag|caixinha|squeeze|almofada|toalha personalizada|sacola|tirinha|forminha|topper|bandeirinha|painel',
  },
  {
    fine: 'Lanches',
    broad: 'Lanches',
    keys: 'x salada|x bacon|x tudo|x burguer|x burger|x egg|x frango|x calabresa|x picanha|x file|hamburguer|hamburger|burger|burguer|misto quente|misto|sanduiche|cachorro quente|hot dog|beirute|bauru|lanche|wrap|americano|baguete recheada',
  },
  {
    fine: 'Porções',
    broad: 'Porções',
    keys: 'porcao|batata frita|fritas|isca|calabresa acebolada|mandioca frita|aipim frito|polenta frita|frango a passarinho|onion ring|nugget|tabua|petisqueira|bolinho de bacalhau|pastelzinho',
  },
  { fine: 'Pizzas', broad: 'Pizzas', keys: 'pizza|calzone|broto' },
  {
    fine: 'Salgados',
    broad: 'Salgados',
    keys: 'coxinha|esfiha|esfirra|esfira|pastel|kibe|quibe|risole|enroladinho|empada|empadinha|empadao|pao de queijo|salgado|salgadinho|croquete|bolinha de queijo|joelho|enrolado|folhado|torta salgada|quiche|pao de batata|hamburgao|bauru assado|pao pizza|coxinha de frango',
  },
  {
    fine: 'Bolos',
    broad: 'Doces',
    keys: 'bolo|torta|naked cake|cake|bolo de pote|cupcake|torta doce|torta de limao|cheesecake|rocambole|cuca',
  },
  {
    fine: 'Geladinhos',
    broad: 'Doces',
    keys: 'geladinho|sacole|dindin|chup chup|gelinho|flau|geladao',
  },
  {
    fine: 'Sorvetes',
    broad: 'Sorvetes',
    keys: 'sorvete|picole|milkshake|milk shake|sundae|casquinha|gelato|paleta mexicana',
  },
  { fine: 'Açaí', broad: 'Açaí', keys: 'acai|cupuacu|creme de cupuacu' },
  {
    fine: 'Doces',
    broad: 'Doces',
    keys: 'brigadeiro|beijinho|cajuzinho|bicho de pe|docinho|doce|bombom|trufa|pudim|mousse|brownie|cookie|palha italiana|pave|churro|cocada|pe de moleque|quindim|bala|pirulito|chocolate|sonho|cupcake|macaron|alfajor|pao de mel|bem casado|cone trufado|cone|ovo de pascoa|sobremesa|doce de leite|goiabada|brigadeirao|mini churros|torta de chocolate|bolo no pote',
  },
  {
    fine: 'Pães',
    broad: 'Pães',
    keys: 'pao|bisnaguinha|baguete|ciabatta|broa|rosca|croissant|pao frances|pao de forma|pao sovado|pao doce|pao integral|torrada',
  },
  {
    fine: 'Frios',
    broad: 'Frios',
    keys: 'presunto|queijo|mortadela|salame|peito de peru|requeijao|mussarela|mucarela|provolone|parmesao|ricota|blanquet',
  },
  {
    fine: 'Marmitas',
    broad: 'Marmitas',
    keys: 'marmita|marmitex|quentinha|prato feito|pf|refeicao|executivo|prato do dia|feijoada|strogonoff|estrogonofe|parmegiana|lasanha|yakisoba|escondidinho|fit|frango assado|frango grelhado|frango frito|bife acebolado|costela assada|peixe frito|arroz carreteiro|baiao de dois|virado a paulista|galinhada|macarronada|risoto|omelete|panqueca|prato|almoco|jantar|sopa|caldo|self service|buffet',
  },
  {
    fine: 'Refrigerantes',
    broad: 'Bebidas',
    keys: 'refrigerante|refri|coca cola|coca|guarana|fanta|sprite|pepsi|soda|tubaina|schweppes|kuat|h2oh|sukita|dolly',
  },
  {
    fine: 'Sucos',
    broad: 'Bebidas',
    keys: 'suco|limonada|laranjada|vitamina|caldo de cana|agua de coco|cha gelado|smoothie|del valle|nectar',
  },
  {
    fine: 'Águas',
    broad: 'Bebidas',
    keys: 'agua|agua mineral|agua com ga|agua sem ga|agua tonica|agua saborizada',
  },
  {
    fine: 'Cervejas',
    broad: 'Bebidas',
    keys: 'cerveja|chopp|chope|ipa|apa|pale ale|ale|lager|pilsen|pilsner|weiss|weizen|witbier|stout|porter|growler|skol|brahma|heineken|budweiser|stella artoi|corona|amstel|long neck|spaten|devassa|itaipava|eisenbahn|original|bohemia|michelob|sour|session',
  },
  {
    fine: 'Energéticos',
    broad: 'Bebidas',
    keys: 'energetico|red bull|monster|tnt|burn|fusion|baly',
  },
  {
    fine: 'Destilados',
    broad: 'Bebidas',
    keys: 'vodka|whisky|whiskey|cachaca|gin|rum|tequila|licor|conhaque|pinga|smirnoff|absolut|jack daniel|johnnie walker|ypioca|velho barreiro|campari|aperol|jagermeister|steinhaeger|catuaba|ice',
  },
  {
    fine: 'Vinhos',
    broad: 'Bebidas',
    keys: 'vinho|espumante|sangria|champagne|prosecco|frisante|sidra',
  },
  {
    fine: 'Drinks',
    broad: 'Bebidas',
    keys: 'caipirinha|caipiroska|drink|mojito|gin tonica|batida|quentao|moscow mule|pina colada',
  },
  {
    fine: 'Cafés',
    broad: 'Bebidas',
    keys: 'cafe|cappuccino|capuccino|expresso|latte|mocha|chocolate quente|cha|mate',
  },
  { fine: 'Gelo', broad: 'Bebidas', keys: 'gelo|gelo de coco|gelo saborizado' },
  {
    fine: 'Rações',
    broad: 'Pet',
    keys: 'racao|sache|pate para|golden|premier|pedigree|whiskas|royal canin|guabi|special dog|special cat|magnus|quatree|gran plus',
  },
  {
    fine: 'Petiscos',
    broad: 'Pet',
    keys: 'petisco|bifinho|ossinho|osso|snack pet|dreamies|biscoito pet|palito|mastigavel',
  },
  {
    fine: 'Higiene',
    broad: 'Pet',
    keys: 'areia higienica|areia sanitaria|areia para gato|granulado higienico|granulado sanitario|tapete higienico|shampoo pet|lenco umedecido pet|perfume pet|sacolinha|pipicat|silica',
  },
  {
    fine: 'Acessórios',
    broad: 'Pet',
    keys: 'coleira|guia para|guia retratil|peitoral|cama pet|caminha|arranhador|comedouro|bebedouro|brinquedo|caixa de transporte|casinha|roupinha|mordedor|bolinha|fonte pet|tapete pet|cama para',
  },
  {
    fine: 'Serviços',
    broad: 'Pet',
    keys: '^banho|tosa|banho e tosa|consulta|vacina|hospedagem|hotel|adestramento|creche|day care|taxi dog',
  },
  {
    fine: 'Medicamentos',
    broad: 'Pet',
    keys: 'vermifugo|antipulga|bravecto|nexgard|simparic|frontline|remedio|antiparasitario',
  },
  {
    fine: 'Perfumes',
    broad: 'Beleza',
    keys: 'perfume|colonia|deo parfum|parfum|eau de|body splash|deo colonia|fragrancia|body mist',
  },
  {
    fine: 'Maquiagem',
    broad: 'Beleza',
    keys: 'batom|base liquida|^base|rimel|mascara de cilio|mascara para cilio|sombra|paleta de sombra|blush|po compacto|po facial|delineador|corretivo|gloss|lapis de olho|primer|iluminador|pincel de maquiagem|contorno|bronzer|fixador de maquiagem|lip tint',
  },
  {
    fine: 'Cabelos',
    broad: 'Beleza',
    keys: 'shampoo|xampu|condicionador|mascara capilar|creme de pentear|oleo capilar|leave in|finalizador|tonico capilar|ampola|reconstrucao|progressiva|tintura',
  },
  {
    fine: 'Corpo e Banho',
    broad: 'Beleza',
    keys: 'hidratante|sabonete|desodorante|oleo corporal|locao|esfoliante|protetor solar|creme para as mao|creme de mao|oleo trifasico|talco|creme hidratante|oleo de banho|espuma de banho|sais de banho',
  },
  {
    fine: 'Higiene',
    broad: 'Beleza',
    keys: 'creme dental|pasta de dente|escova de dente|escova dental|fio dental|enxaguante|absorvente|fralda|lenco umedecido|cotonete|aparelho de barbear|barbeador|papel higienico|sabonete intimo|algodao',
  },
  {
    fine: 'Skincare',
    broad: 'Beleza',
    keys: 'serum|creme facial|agua micelar|tonico facial|protetor facial|mascara facial|gel de limpeza|sabonete facial|creme anti',
  },
  {
    fine: 'Unhas',
    broad: 'Beleza',
    keys: 'esmalte|removedor|base fortalecedora|lixa de unha|alicate de cuticula',
  },
  {
    fine: 'Roupas',
    broad: 'Roupas',
    keys: 'camiseta|camisa|blusa|blusinha|calca|vestido|moletom|short|saia|jaqueta|casaco|cropped|regata|bermuda|legging|pijama|macacao|macaquinho|body|top|cardigan|sueter|polo|kimono|tricot|tricô|blazer|colete|jardineira|conjunto|baby doll|camisola|sobretudo|jeans|meia|meias',
  },
  {
    fine: 'Acessórios',
    broad: 'Roupas',
    keys: 'bone|chapeu|bucket|viseira|cinto|oculos de sol|oculos|lenco|cachecol|gorro|touca|luva|presilha|tiara|scrunchie|piranha de cabelo',
  },
  {
    fine: 'Moda Íntima',
    broad: 'Roupas',
    keys: 'calcinha|cueca|sutia|lingerie|boxer|top fitness|sunga|biquini|maio',
  },
  {
    fine: 'Calçados',
    broad: 'Roupas',
    keys: 'tenis|sandalia|chinelo|bota|sapato|sapatilha|rasteirinha|tamanco|scarpin|mule|papete|crocs|mocassim|coturno',
  },
  {
    fine: 'Bolsas',
    broad: 'Roupas',
    keys: 'bolsa|mochila|carteira|necessaire|pochete|clutch|mala',
  },
  {
    fine: 'Brincos',
    broad: 'Semijoias',
    keys: 'brinco|argola|ear cuff|piercing|ear hook|trio de brinco',
  },
  {
    fine: 'Colares',
    broad: 'Semijoias',
    keys: 'colar|choker|gargantilha|corrente|pingente|escapulario',
  },
  { fine: 'Anéis', broad: 'Semijoias', keys: 'anel|alianca|falange' },
  { fine: 'Pulseiras', broad: 'Semijoias', keys: 'pulseira|bracelete|tornozeleira|berloque' },
  { fine: 'Relógios', broad: 'Semijoias', keys: 'relogio' },
  { fine: 'Bicicletas', broad: 'Ciclismo', keys: 'bicicleta|bike|mtb|bmx|speed|patinete' },
  {
    fine: 'Acessórios',
    broad: 'Ciclismo',
    keys: 'capacete|farol|lanterna|bomba de ar|cadeado|luva de ciclismo|caramanhola|suporte para bike|selim|campainha|retrovisor|bagageiro|sinalizador|ciclismo|bolsa de quadro|ciclocomputador|bermuda de ciclismo|oculo de ciclismo',
  },
  {
    fine: 'Peças',
    broad: 'Ciclismo',
    keys: 'pneu|camara de ar|pedal|guidao|freio|cambio|coroa|catraca|raio|aro de bike|corrente de bike|pastilha de freio|cubo|mesa de bike|canote',
  },
  {
    fine: 'Materiais de Construção',
    broad: 'Construção',
    keys: 'cimento|argamassa|areia|brita|tijolo|bloco de concreto|cal|reboco|rejunte|piso|porcelanato|telha|vergalhao|pedra|gesso|drywall|manta asfaltica|impermeabilizante',
  },
  {
    fine: 'Hidráulica',
    broad: 'Construção',
    keys: 'tubo|cano|conexao|registro|torneira|caixa d agua|caixa dagua|sifao|valvula|chuveiro|ralo|mangueira|luva pvc|joelho pvc|te pvc|veda rosca|boia|ducha',
  },
  {
    fine: 'Elétrica',
    broad: 'Construção',
    keys: 'fio|cabo flexivel|disjuntor|tomada|interruptor|lampada|plafon|luminaria|extensao|benjamim|fita isolante|quadro de distribuicao|reator|spot|refletor|sensor de presenca|fio flexivel',
  },
  {
    fine: 'Pintura',
    broad: 'Construção',
    keys: 'tinta|rolo|pincel|massa corrida|selador|verniz|lixa|fita crepe|trincha|spray|massa acrilica|esmalte sintetico|solvente|thinner|aguarras',
  },
  {
    fine: 'Ferramentas',
    broad: 'Construção',
    keys: 'martelo|trena|chave|alicate|serrote|furadeira|parafusadeira|nivel|esquadro|serra|broca|estilete|marreta|enxada|pa de|carrinho de mao|jogo de chave|esmerilhadeira|lixadeira|soprador|escada',
  },
  {
    fine: 'Ferragens',
    broad: 'Construção',
    keys: 'parafuso|prego|bucha|porca|arruela|dobradica|fechadura|arame|abracadeira|cantoneira|macaneta|puxador|trinco|ferrolho|rebite',
  },
  {
    fine: 'Eletrônicos',
    broad: 'Eletrônicos',
    keys: 'fone|headset|carregador|cabo usb|cabo tipo c|cabo hdmi|capinha|capa para celular|pelicula|power bank|smartwatch|caixa de som|mouse|teclado|pen drive|cartao de memoria|celular|smartphone|iphone|samsung|xiaomi|tablet|notebook|airpod|ring light|suporte para celular|controle|webcam|roteador|hd externo|ssd|monitor|tv|smart tv|echo dot|alexa',
  },
  {
    fine: 'Frutas',
    broad: 'Hortifruti',
    keys: 'banana|maca|mamao|morango|laranja|uva|abacaxi|manga|melancia|limao|pera|kiwi|melao|abacate|goiaba|maracuja|tangerina|mexerica|ponkan|caqui|ameixa|pessego|coco verde|acerola|caju|jabuticaba|pitaya|framboesa|mirtilo|figo|nectarina|carambola|graviola|lima',
  },
  {
    fine: 'Verduras e Legumes',
    broad: 'Hortifruti',
    keys: 'tomate|alface|cebola|batata|cenoura|couve|cheiro verde|brocolis|pepino|abobrinha|chuchu|beterraba|rucula|repolho|pimentao|alho|mandioca|aipim|inhame|abobora|berinjela|quiabo|vagem|espinafre|agriao|salsinha|cebolinha|coentro|couve flor|milho verde|batata doce|jilo|maxixe|hortela|manjericao|gengibre|mandioquinha|almeirao|acelga|escarola',
  },
  { fine: 'Ovos', broad: 'Hortifruti', keys: 'ovo|ovos caipira|duzia de ovo|bandeja de ovo' },
  {
    fine: 'Mercearia',
    broad: 'Mercearia',
    keys: 'arroz|feijao|acucar|oleo de soja|oleo|farinha|macarrao|leite|cafe em po|sal|fuba|molho de tomate|extrato de tomate|biscoito|bolacha|achocolatado|margarina|manteiga|sardinha|atum|milho|ervilha|azeite|vinagre|tempero|fermento|aveia|granola|leite condensado|creme de leite|gelatina|maionese|ketchup|mostarda|farofa|polvilho|tapioca|cuscuz|lentilha|grao de bico|pipoca|salgadinho de pacote|erva mate|cha em sache',
  },
  {
    fine: 'Carnes',
    broad: 'Carnes',
    keys: 'picanha|alcatra|contra file|fraldinha|maminha|costela|acem|patinho|carne moida|linguica|frango inteiro|coxa|sobrecoxa|peito de frango|file de frango|bisteca|lombo|pernil|cupim|file mignon|carne|musculo|coxao|cordeiro|carre|asa de frango|coracao de frango|file de tilapia|peixe|tilapia|camarao|salmao|bacalhau|kafta|espetinho|hamburguer artesanal|carne de sol|charque|torresmo|panceta|bacon',
  },
  {
    fine: 'Limpeza',
    broad: 'Limpeza',
    keys: 'detergente|sabao|desinfetante|agua sanitaria|amaciante|alvejante|multiuso|esponja|vassoura|rodo|pano de chao|saco de lixo|limpador|lustra movel|papel toalha|limpa vidro|tira manchas|odorizador|cloro|lava roupa|sabao em po|sabao liquido|pano de prato',
  },
  {
    fine: 'Papelaria',
    broad: 'Papelaria',
    keys: 'caderno|caneta|lapis|mochila escolar|borracha|estojo|papel sulfite|cola|tesoura|marca texto|apontador|agenda|planner|fichario|post it|envelope|cartolina|resma',
  },
  {
    fine: 'Plantas',
    broad: 'Plantas',
    keys: 'suculenta|orquidea|cacto|muda|vaso|planta|samambaia|terra adubada|adubo|substrato|bonsai|jiboia|costela de adao|lirio|rosa do deserto|kokedama',
  },
  {
    fine: 'Utilidades Domésticas',
    broad: 'Utilidades Domésticas',
    keys: 'panela|pote hermetico|garrafa termica|copo|prato|talher|jogo de panela|tupperware|forma de bolo|assadeira|frigideira|tabua de corte|escorredor|porta tempero|jarra|bule|xicara|caneca de porcelana|lixeira|organizador|cabide|toalha de banho|jogo de cama|lencol|travesseiro|edredom|cortina|tapete',
  },
  {
    fine: 'Brinquedos',
    broad: 'Brinquedos',
    keys: 'boneca|carrinho de brinquedo|pelucia|quebra cabeca|lego|jogo de tabuleiro|massinha|slime|bola de futebol|pipa|ioio|fidget|boneco|carrinho hot wheel',
  },
  {
    fine: 'Artesanato',
    broad: 'Artesanato',
    keys: 'croche|trico|amigurumi|bordado|macrame|patchwork|biscuit|feltro|tapete de croche|porta copo|ima de geladeira|artesanal|artesanato|mandala|filtro dos sonho|pano de prato bordado|toalhinha|crochet',
  },
  {
    fine: 'Velas e Aromas',
    broad: 'Velas e Aromas',
    keys: 'vela|vela aromatica|difusor|home spray|sache perfumado|aromatizador|essencia|oleo essencial|sabonete artesanal|incenso|agua perfumada|escalda pe',
  },
  {
    fine: 'Decoração',
    broad: 'Decoração',
    keys: 'quadro|enfeite|vaso decorativo|espelho|porta retrato|cachepo|arranjo|guirlanda|letreiro|neon|adesivo de parede|papel de parede|relogio de parede|bandeja decorativa|castical',
  },
  {
    fine: 'Festas',
    broad: 'Festas',
    keys: 'balao|bexiga|painel de festa|arco de balao|kit aniversario|vela de aniversario|chapeu de festa|lingua de sogra|confete|centro de mesa|forminha de doce|decoracao de festa|mesa posta',
  },
  {
    fine: 'Serviços',
    broad: 'Serviços',
    keys: 'conserto|manutencao|instalacao|reparo|aula|corte de cabelo|corte masculino|corte feminino|escova|manicure|pedicure|sobrancelha|depilacao|massagem|limpeza de pele|design de sobrancelha|alongamento de cilio|extensao de cilio|unha em gel|formatacao|frete|mao de obra|diaria|hora tecnica|visita tecnica',
  },
];

interface CompiledKey {
  rule: Rule;
  words: string[];
  length: number;
  prefix: boolean;
  anchored: boolean;
}

interface KeyIndex {
  /** Keys by their first word. */
  byFirst: Map<string, CompiledKey[]>;
  /** Keys whose last word is a prefix ("personalizad*"). */
  prefixed: CompiledKey[];
  /** Whole keys, for `isProductNoun`. */
  single: Set<string>;
}

let index: KeyIndex | null = null;

/** Turns the rule table into accent-free singular keys indexed by first word, once. */
function compile(): KeyIndex {
  if (index) return index;
  const built: KeyIndex = { byFirst: new Map(), prefixed: [], single: new Set() };
  for (const rule of RULES) {
    for (const raw of rule.keys.split('|')) {
      const anchored = raw.startsWith('^');
      const prefix = raw.endsWith('*');
      const text = singularKey(raw.replace(/[\^*]/g, ''));
      if (!text) continue;
      const key: CompiledKey = {
        rule,
        words: text.split(' '),
        length: text.length,
        prefix,
        anchored,
      };
      if (prefix) built.prefixed.push(key);
      else {
        const list = built.byFirst.get(key.words[0]) ?? [];
        list.push(key);
        built.byFirst.set(key.words[0], list);
      }
      if (!anchored && !prefix) built.single.add(text);
    }
  }
  index = built;
  return built;
}

/** True when `key` matches the name's words starting at word `at`. */
function matchesAt(key: CompiledKey, words: string[], at: number): boolean {
  if (key.anchored && at !== 0) return false;
  const n = key.words.length;
  if (at + n > words.length) return false;
  for (let j = 0; j < n; j++) {
    const w = words[at + j];
    const k = key.words[j];
    if (key.prefix && j === n - 1 ? !w.startsWith(k) : w !== k) return false;
  }
  return true;
}

/** Finds the rule whose keyword best names the item: strong words first, then the earliest and longest. */
export function matchRule(name: string): Rule | null {
  const { byFirst, prefixed } = compile();
  const words = singularKey(name).split(' ');
  let best: CompiledKey | null = null;
  let bestAt = -1;
  for (let at = 0; at < words.length; at++) {
    for (const key of [...(byFirst.get(words[at]) ?? []), ...prefixed]) {
      if (!matchesAt(key, words, at) || (best && !better(key, at, best, bestAt))) continue;
      best = key;
      bestAt = at;
    }
  }
  return best ? best.rule : null;
}

/** Ordering between two keyword hits. */
function better(a: CompiledKey, atA: number, b: CompiledKey, atB: number): boolean {
  const sa = a.rule.strong === true;
  const sb = b.rule.strong === true;
  if (sa !== sb) return sa;
  if (atA !== atB) return atA < atB;
  return a.length > b.length;
}

/** True when the word or phrase (any form) names a kind of product, e.g. "geladinhos" or "bolo de pote". */
export function isProductNoun(word: string): boolean {
  const text = singularKey(word);
  return text.length > 0 && compile().single.has(text);
}

/** Most common value and its share. */
function dominant(values: string[]): { value: string; share: number } | null {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let top: string | null = null;
  let n = 0;
  for (const [v, c] of counts) {
    if (c > n) {
      top = v;
      n = c;
    }
  }
  return top === null ? null : { value: top, share: n / values.length };
}

/** Categories for items without a heading, decided for the list as a whole. */
export function inferCategories(names: string[]): string[] {
  const rules = names.map((n) => matchRule(n));
  const matched = rules.filter((r): r is Rule => r !== null);
  const topBroad = dominant(matched.map((r) => r.broad));
  const useFine = !topBroad || topBroad.share >= 0.75;
  const labels = rules.map((r) => (r ? (useFine ? r.fine : r.broad) : null));
  const known = labels.filter((l): l is string => l !== null);
  const top = dominant(known);
  const fallback = top && known.length >= 2 && top.share >= 0.6 ? top.value : 'Geral';
  return labels.map((l) => l ?? fallback);
}
