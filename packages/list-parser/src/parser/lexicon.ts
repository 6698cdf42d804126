/**
 * The category lexicon for Brazilian retail, as data: segments (the part of a shop's
 * range a seller names as one thing: "Bebidas", "Pet", "Beleza") → categories (what a seller of
 * that segment calls a section: "Cervejas", "Rações", "Maquiagem") → terms that name products of
 * that category. Terms are written without accents in singular or plural (both are folded);
 * "*" at the end matches a word prefix, "^" at the start only the first word of a name, and "!"
 * marks a modifier that decides the category wherever it appears ("personalizado").
 *
 * `categories.ts` compiles it and decides, for a list without headings, which segment the list
 * belongs to before naming each item's category.
 */

/** A category of a segment and the terms naming its products. */
export interface LexiconCategory {
  name: string;
  terms: readonly string[];
}

/** A segment: its label (used when a list mixes segments) and its categories. */
export interface LexiconSegment {
  id: string;
  label: string;
  categories: readonly LexiconCategory[];
}

import { MORE_TERMS } from './lexicon-more';

/** Splits a "a|b|c" term list. */
const t = (terms: string): string[] => terms.split('|');

/** The segments as first written; `LEXICON` adds the blocks of `lexicon-more.ts`. */
const BASE: readonly LexiconSegment[] = [
  {
    id: 'personalizados',
    label: 'Personalizados',
    categories: [
      {
        name: 'Personalizados',
        terms: t(
          '!personalizad*|!personalizave*|topo de bolo|caneca|chaveiro|kit festa|lembrancinha|convite|adesivo|tag|caixinha|squeeze|almofada|toalha personalizada|sacola|tirinha|forminha|topper|bandeirinha|painel',
        ),
      },
    ],
  },
  {
    id: 'lanches',
    label: 'Lanches',
    categories: [
      {
        name: 'Lanches',
        terms: t(
          'x salada|x bacon|x tudo|x burguer|x burger|x egg|x frango|x calabresa|x picanha|x file|hamburguer|hamburger|burger|burguer|misto quente|misto|sanduiche|cachorro quente|hot dog|beirute|bauru|lanche|wrap|americano|baguete recheada',
        ),
      },
    ],
  },
  {
    id: 'porcoes',
    label: 'Porções',
    categories: [
      {
        name: 'Porções',
        terms: t(
          'porcao|batata frita|fritas|isca|calabresa acebolada|mandioca frita|aipim frito|polenta frita|frango a passarinho|onion ring|nugget|tabua|petisqueira|bolinho de bacalhau|pastelzinho',
        ),
      },
    ],
  },
  {
    id: 'pizzas',
    label: 'Pizzas',
    categories: [{ name: 'Pizzas', terms: t('pizza|calzone|broto') }],
  },
  {
    id: 'salgados',
    label: 'Salgados',
    categories: [
      {
        name: 'Salgados',
        terms: t(
          'coxinha|esfiha|esfirra|esfira|pastel|kibe|quibe|risole|enroladinho|empada|empadinha|empadao|pao de queijo|salgado|salgadinho|croquete|bolinha de queijo|joelho|enrolado|folhado|torta salgada|quiche|pao de batata|hamburgao|bauru assado|pao pizza|coxinha de frango',
        ),
      },
    ],
  },
  {
    id: 'doces',
    label: 'Doces',
    categories: [
      {
        name: 'Bolos',
        terms: t(
          'bolo|torta|naked cake|cake|bolo de pote|cupcake|torta doce|torta de limao|cheesecake|rocambole|cuca',
        ),
      },
      { name: 'Geladinhos', terms: t('geladinho|sacole|dindin|chup chup|gelinho|flau|geladao') },
      {
        name: 'Doces',
        terms: t(
          'brigadeiro|beijinho|cajuzinho|bicho de pe|docinho|doce|bombom|trufa|pudim|mousse|brownie|cookie|palha italiana|pave|churro|cocada|pe de moleque|quindim|bala|pirulito|chocolate|sonho|cupcake|macaron|alfajor|pao de mel|bem casado|cone trufado|cone|ovo de pascoa|sobremesa|doce de leite|goiabada|brigadeirao|mini churros|torta de chocolate|bolo no pote',
        ),
      },
    ],
  },
  {
    id: 'sorvetes',
    label: 'Sorvetes',
    categories: [
      {
        name: 'Sorvetes',
        terms: t('sorvete|picole|milkshake|milk shake|sundae|casquinha|gelato|paleta mexicana'),
      },
    ],
  },
  {
    id: 'acai',
    label: 'Açaí',
    categories: [
      {
        name: 'Açaí',
        terms: t(
          'acai|cupuacu|creme de cupuacu|creme de ninho|creme de morango|creme de acai|tigela de acai|barca de acai',
        ),
      },
    ],
  },
  {
    id: 'paes',
    label: 'Pães',
    categories: [
      {
        name: 'Pães',
        terms: t(
          'pao|bisnaguinha|baguete|ciabatta|broa|rosca|croissant|pao frances|pao de forma|pao sovado|pao doce|pao integral|torrada',
        ),
      },
    ],
  },
  {
    id: 'frios',
    label: 'Frios',
    categories: [
      {
        name: 'Frios',
        terms: t(
          'presunto|queijo|mortadela|salame|peito de peru|requeijao|mussarela|mucarela|provolone|parmesao|ricota|blanquet',
        ),
      },
    ],
  },
  {
    id: 'marmitas',
    label: 'Marmitas',
    categories: [
      {
        name: 'Marmitas',
        terms: t(
          'marmita|marmitex|quentinha|prato feito|pf|refeicao|executivo|prato do dia|feijoada|strogonoff|estrogonofe|parmegiana|lasanha|yakisoba|escondidinho|fit|frango assado|frango grelhado|frango frito|bife acebolado|costela assada|peixe frito|arroz carreteiro|baiao de dois|virado a paulista|galinhada|macarronada|risoto|omelete|panqueca|prato|almoco|jantar|sopa|caldo|self service|buffet',
        ),
      },
    ],
  },
  {
    id: 'bebidas',
    label: 'Bebidas',
    categories: [
      {
        name: 'Refrigerantes',
        terms: t(
          'refrigerante|refri|coca cola|coca|guarana|fanta|sprite|pepsi|soda|tubaina|schweppes|kuat|h2oh|sukita|dolly',
        ),
      },
      {
        name: 'Sucos',
        terms: t(
          'suco|limonada|laranjada|vitamina|caldo de cana|agua de coco|cha gelado|smoothie|del valle|nectar',
        ),
      },
      {
        name: 'Águas',
        terms: t('agua|agua mineral|agua com ga|agua sem ga|agua tonica|agua saborizada'),
      },
      {
        name: 'Cervejas',
        terms: t(
          'cerveja|chopp|chope|ipa|apa|pale ale|ale|lager|pilsen|pilsner|weiss|weizen|witbier|stout|porter|growler|skol|brahma|heineken|budweiser|stella artoi|corona|amstel|long neck|spaten|devassa|itaipava|eisenbahn|original|bohemia|michelob|sour|session',
        ),
      },
      { name: 'Energéticos', terms: t('energetico|red bull|monster|tnt|burn|fusion|baly') },
      {
        name: 'Destilados',
        terms: t(
          'vodka|whisky|whiskey|cachaca|gin|rum|tequila|licor|conhaque|pinga|smirnoff|absolut|jack daniel|johnnie walker|ypioca|velho barreiro|campari|aperol|jagermeister|steinhaeger|catuaba|ice',
        ),
      },
      { name: 'Vinhos', terms: t('vinho|espumante|sangria|champagne|prosecco|frisante|sidra') },
      {
        name: 'Drinks',
        terms: t(
          'caipirinha|caipiroska|drink|mojito|gin tonica|batida|quentao|moscow mule|pina colada',
        ),
      },
      {
        name: 'Cafés',
        terms: t('cafe|cappuccino|capuccino|expresso|latte|mocha|chocolate quente|cha|mate'),
      },
      { name: 'Gelo', terms: t('gelo|gelo de coco|gelo saborizado') },
    ],
  },
  {
    id: 'pet',
    label: 'Pet',
    categories: [
      {
        name: 'Rações',
        terms: t(
          'racao|sache|pate para|golden|premier|pedigree|whiskas|royal canin|guabi|special dog|special cat|magnus|quatree|gran plus',
        ),
      },
      {
        name: 'Petiscos',
        terms: t('petisco|bifinho|ossinho|osso|snack pet|dreamies|biscoito pet|palito|mastigavel'),
      },
      {
        name: 'Higiene',
        terms: t(
          'areia higienica|areia sanitaria|areia para gato|granulado higienico|granulado sanitario|tapete higienico|shampoo pet|lenco umedecido pet|perfume pet|sacolinha|pipicat|silica',
        ),
      },
      {
        name: 'Acessórios',
        terms: t(
          'coleira|guia para|guia retratil|peitoral|cama pet|caminha|arranhador|comedouro|bebedouro|brinquedo|caixa de transporte|casinha|roupinha|mordedor|bolinha|fonte pet|tapete pet|cama para',
        ),
      },
      {
        name: 'Serviços',
        terms: t(
          '^banho|tosa|banho e tosa|tosa higienica|consulta|vacina|hospedagem|hotel|adestramento|creche|day care|taxi dog|hidratacao|corte de unha|escovacao de dente|desembolo',
        ),
      },
      {
        name: 'Medicamentos',
        terms: t('vermifugo|antipulga|bravecto|nexgard|simparic|frontline|remedio|antiparasitario'),
      },
    ],
  },
  {
    id: 'beleza',
    label: 'Beleza',
    categories: [
      {
        name: 'Perfumaria',
        terms: t(
          'perfume|colonia|deo parfum|parfum|eau de|body splash|deo colonia|fragrancia|body mist',
        ),
      },
      {
        name: 'Maquiagem',
        terms: t(
          'batom|base liquida|^base|rimel|mascara de cilio|mascara para cilio|sombra|paleta de sombra|blush|po compacto|po facial|delineador|corretivo|gloss|lapis de olho|primer|iluminador|pincel de maquiagem|contorno|bronzer|fixador de maquiagem|lip tint',
        ),
      },
      {
        name: 'Cabelos',
        terms: t(
          'shampoo|xampu|condicionador|mascara capilar|creme de pentear|oleo capilar|leave in|finalizador|tonico capilar|ampola|reconstrucao|progressiva|tintura',
        ),
      },
      {
        name: 'Corpo e Banho',
        terms: t(
          'hidratante|sabonete|desodorante|oleo corporal|locao|esfoliante|protetor solar|creme para as mao|creme de mao|oleo trifasico|talco|creme hidratante|oleo de banho|espuma de banho|sais de banho',
        ),
      },
      {
        name: 'Skincare',
        terms: t(
          'serum|creme facial|agua micelar|tonico facial|protetor facial|mascara facial|gel de limpeza|sabonete facial|creme anti',
        ),
      },
      {
        name: 'Unhas',
        terms: t('esmalte|removedor|base fortalecedora|lixa de unha|alicate de cuticula'),
      },
    ],
  },
  {
    id: 'roupas',
    label: 'Roupas',
    categories: [
      {
        name: 'Roupas',
        terms: t(
          'camiseta|camisa|blusa|blusinha|calca|vestido|moletom|short|saia|jaqueta|casaco|cropped|regata|bermuda|legging|pijama|macacao|macaquinho|body|top|cardigan|sueter|polo|kimono|tricot|tricô|blazer|colete|jardineira|conjunto|baby doll|camisola|sobretudo|jeans|meia|meias',
        ),
      },
      {
        name: 'Acessórios',
        terms: t(
          'bone|chapeu|bucket|viseira|cinto|oculos de sol|oculos|lenco|cachecol|gorro|touca|luva|presilha|tiara|scrunchie|piranha de cabelo',
        ),
      },
      {
        name: 'Moda Íntima',
        terms: t('calcinha|cueca|sutia|lingerie|boxer|top fitness|sunga|biquini|maio'),
      },
      {
        name: 'Calçados',
        terms: t(
          'tenis|sandalia|chinelo|bota|sapato|sapatilha|rasteirinha|tamanco|scarpin|mule|papete|crocs|mocassim|coturno',
        ),
      },
      { name: 'Bolsas', terms: t('bolsa|mochila|carteira|necessaire|pochete|clutch|mala') },
    ],
  },
  {
    id: 'semijoias',
    label: 'Semijoias',
    categories: [
      { name: 'Brincos', terms: t('brinco|argola|ear cuff|piercing|ear hook|trio de brinco') },
      { name: 'Colares', terms: t('colar|choker|gargantilha|corrente|pingente|escapulario') },
      { name: 'Anéis', terms: t('anel|alianca|falange') },
      { name: 'Pulseiras', terms: t('pulseira|bracelete|tornozeleira|berloque') },
      { name: 'Relógios', terms: t('relogio') },
    ],
  },
  {
    id: 'ciclismo',
    label: 'Ciclismo',
    categories: [
      { name: 'Bicicletas', terms: t('bicicleta|bike|mtb|bmx|speed|patinete') },
      {
        name: 'Acessórios',
        terms: t(
          'capacete|farol|lanterna|bomba de ar|cadeado|luva de ciclismo|caramanhola|suporte para bike|selim|campainha|retrovisor|bagageiro|sinalizador|ciclismo|bolsa de quadro|ciclocomputador|bermuda de ciclismo|oculo de ciclismo',
        ),
      },
      {
        name: 'Peças',
        terms: t(
          'pneu|camara de ar|pedal|guidao|freio|cambio|coroa|catraca|raio|aro de bike|corrente de bike|pastilha de freio|cubo|mesa de bike|canote',
        ),
      },
    ],
  },
  {
    id: 'construcao',
    label: 'Construção',
    categories: [
      {
        name: 'Materiais de Construção',
        terms: t(
          'cimento|argamassa|areia|brita|tijolo|bloco de concreto|cal|reboco|rejunte|piso|porcelanato|telha|vergalhao|pedra|gesso|drywall|manta asfaltica|impermeabilizante',
        ),
      },
      {
        name: 'Hidráulica',
        terms: t(
          'tubo|cano|conexao|registro|torneira|caixa d agua|caixa dagua|sifao|valvula|chuveiro|ralo|mangueira|luva pvc|joelho pvc|te pvc|veda rosca|boia|ducha',
        ),
      },
      {
        name: 'Elétrica',
        terms: t(
          'fio|cabo flexivel|disjuntor|tomada|interruptor|lampada|plafon|luminaria|extensao|benjamim|fita isolante|quadro de distribuicao|reator|spot|refletor|sensor de presenca|fio flexivel',
        ),
      },
      {
        name: 'Pintura',
        terms: t(
          'tinta|rolo|pincel|massa corrida|selador|verniz|lixa|fita crepe|trincha|spray|massa acrilica|esmalte sintetico|solvente|thinner|aguarras',
        ),
      },
      {
        name: 'Ferramentas',
        terms: t(
          'martelo|trena|chave|alicate|serrote|furadeira|parafusadeira|nivel|esquadro|serra|broca|estilete|marreta|enxada|pa de|carrinho de mao|jogo de chave|esmerilhadeira|lixadeira|soprador|escada',
        ),
      },
      {
        name: 'Ferragens',
        terms: t(
          'parafuso|prego|bucha|porca|arruela|dobradica|fechadura|arame|abracadeira|cantoneira|macaneta|puxador|trinco|ferrolho|rebite',
        ),
      },
    ],
  },
  {
    id: 'eletronicos',
    label: 'Eletrônicos',
    categories: [
      {
        name: 'Consertos',
        terms: t(
          'troca de tela|troca de bateria|troca de conector|conector de carga|troca de camera|troca de vidro|troca de display|troca de tampa|troca de alto falante|troca de botao|reparo de placa|reparo|conserto|formatacao|backup|desbloqueio|limpeza interna|atualizacao de sistema|banho quimico|recuperacao de dado|manutencao|orcamento|instalacao de programa',
        ),
      },
      {
        name: 'Acessórios',
        terms: t(
          'fone|fone bluetooth|headset|carregador|cabo usb|cabo tipo c|cabo hdmi|cabo lightning|capinha|capa para celular|pelicula|power bank|carregador portatil|smartwatch|caixa de som|mouse|teclado|pen drive|cartao de memoria|airpod|ring light|suporte para celular|suporte veicular|controle|webcam|adaptador|fonte|bateria externa',
        ),
      },
      {
        name: 'Aparelhos',
        terms: t(
          'celular|smartphone|iphone|samsung|xiaomi|motorola|redmi|galaxy|tablet|ipad|notebook|roteador|hd externo|ssd|monitor|tv|smart tv|echo dot|alexa|videogame|console',
        ),
      },
    ],
  },
  {
    id: 'hortifruti',
    label: 'Hortifrúti',
    categories: [
      {
        name: 'Frutas',
        terms: t(
          'banana|maca|mamao|morango|laranja|uva|abacaxi|manga|melancia|limao|pera|kiwi|melao|abacate|goiaba|maracuja|tangerina|mexerica|ponkan|caqui|ameixa|pessego|coco verde|acerola|caju|jabuticaba|pitaya|framboesa|mirtilo|figo|nectarina|carambola|graviola|lima',
        ),
      },
      {
        name: 'Verduras e Legumes',
        terms: t(
          'tomate|alface|cebola|batata|cenoura|couve|cheiro verde|brocolis|pepino|abobrinha|chuchu|beterraba|rucula|repolho|pimentao|alho|mandioca|aipim|inhame|abobora|berinjela|quiabo|vagem|espinafre|agriao|salsinha|cebolinha|coentro|couve flor|milho verde|batata doce|jilo|maxixe|hortela|manjericao|gengibre|mandioquinha|almeirao|acelga|escarola',
        ),
      },
      { name: 'Ovos', terms: t('ovo|ovos caipira|duzia de ovo|bandeja de ovo') },
    ],
  },
  {
    id: 'mercearia',
    label: 'Mercearia',
    categories: [
      {
        name: 'Mercearia',
        terms: t(
          'arroz|feijao|acucar|oleo de soja|oleo|farinha|macarrao|leite|cafe em po|sal|fuba|molho de tomate|extrato de tomate|biscoito|bolacha|achocolatado|margarina|manteiga|sardinha|atum|milho|ervilha|azeite|vinagre|tempero|fermento|aveia|granola|leite condensado|creme de leite|gelatina|maionese|ketchup|mostarda|farofa|polvilho|tapioca|cuscuz|lentilha|grao de bico|pipoca|salgadinho de pacote|erva mate|cha em sache',
        ),
      },
    ],
  },
  {
    id: 'carnes',
    label: 'Carnes',
    categories: [
      {
        name: 'Bovinos',
        terms: t(
          'picanha|alcatra|contra file|fraldinha|maminha|costela|costela bovina|acem|patinho|carne moida|cupim|file mignon|carne|carne bovina|musculo|coxao|coxao mole|coxao duro|lagarto|paleta|ponta de agulha|picadinho|bife|kafta|hamburguer artesanal|espetinho|carne de sol|charque|file de costela|miolo de alcatra|capa de file',
        ),
      },
      {
        name: 'Suínos',
        terms: t(
          'bisteca|bisteca suina|lombo|lombo suino|pernil|pernil suino|costelinha|costela suina|panceta|torresmo|bacon|suino|porco|barriga de porco|joelho de porco|copa lombo|pe de porco|orelha de porco',
        ),
      },
      {
        name: 'Aves',
        terms: t(
          'frango|frango inteiro|coxa|sobrecoxa|coxa e sobrecoxa|peito de frango|file de frango|asa de frango|coracao de frango|galinha|galinha caipira|peru|chester|tulipa|meio da asa|drumete|moela|figado de frango',
        ),
      },
      {
        name: 'Linguiças',
        terms: t(
          'linguica|linguica toscana|linguica calabresa|linguica de frango|linguica caseira|salsichao|linguica apimentada',
        ),
      },
      {
        name: 'Peixes',
        terms: t(
          'peixe|file de tilapia|tilapia|camarao|salmao|bacalhau|merluza|pescada|tambaqui|pintado|file de peixe',
        ),
      },
      {
        name: 'Carnes',
        terms: t('cordeiro|carre|cabrito|carneiro'),
      },
    ],
  },
  {
    id: 'limpeza',
    label: 'Limpeza',
    categories: [
      {
        name: 'Limpeza',
        terms: t(
          'detergente|sabao|desinfetante|agua sanitaria|amaciante|alvejante|multiuso|esponja|vassoura|rodo|pano de chao|saco de lixo|limpador|lustra movel|papel toalha|limpa vidro|tira manchas|odorizador|cloro|lava roupa|sabao em po|sabao liquido|pano de prato',
        ),
      },
    ],
  },
  {
    id: 'papelaria',
    label: 'Papelaria',
    categories: [
      {
        name: 'Papelaria',
        terms: t(
          'caderno|caneta|lapis|lapis de cor|mochila escolar|borracha|estojo|papel sulfite|cola|cola branca|tesoura|marca texto|apontador|agenda|planner|fichario|post it|envelope|cartolina|resma|caneta esferografica|canetinha|giz de cera|regua|corretivo liquido|grampeador|clips|pasta|caderno de desenho|papel cartao|eva',
        ),
      },
    ],
  },
  {
    id: 'grafica',
    label: 'Gráfica',
    categories: [
      {
        name: 'Gráfica',
        terms: t(
          'cartao de visita|panfleto|folder|flyer|banner|lona|adesivo|adesivo vinil|etiqueta|etiqueta adesiva|impressao|impressao colorida|xerox|copia|encadernacao|plastificacao|convite|carimbo|cardapio|talao|bloco de pedido|receituario|fachada|placa|imantado|ima de geladeira|wind banner|tag de roupa|calendario|apostila',
        ),
      },
    ],
  },
  {
    id: 'plantas',
    label: 'Plantas',
    categories: [
      {
        name: 'Plantas',
        terms: t(
          'suculenta|orquidea|cacto|muda|vaso|planta|samambaia|terra adubada|adubo|substrato|bonsai|jiboia|costela de adao|lirio|rosa do deserto|kokedama',
        ),
      },
    ],
  },
  {
    id: 'utilidades-domesticas',
    label: 'Utilidades Domésticas',
    categories: [
      {
        name: 'Utilidades Domésticas',
        terms: t(
          'panela|pote hermetico|garrafa termica|copo|prato|talher|jogo de panela|tupperware|forma de bolo|assadeira|frigideira|tabua de corte|escorredor|porta tempero|jarra|bule|xicara|caneca de porcelana|lixeira|organizador|cabide|toalha de banho|jogo de cama|lencol|travesseiro|edredom|cortina|tapete',
        ),
      },
    ],
  },
  {
    id: 'brinquedos',
    label: 'Brinquedos',
    categories: [
      {
        name: 'Brinquedos',
        terms: t(
          'boneca|carrinho de brinquedo|pelucia|quebra cabeca|lego|jogo de tabuleiro|massinha|slime|bola de futebol|pipa|ioio|fidget|boneco|carrinho hot wheel',
        ),
      },
    ],
  },
  {
    id: 'artesanato',
    label: 'Artesanato',
    categories: [
      {
        name: 'Artesanato',
        terms: t(
          'croche|trico|amigurumi|bordado|macrame|patchwork|biscuit|feltro|tapete de croche|porta copo|ima de geladeira|artesanal|artesanato|mandala|filtro dos sonho|pano de prato bordado|toalhinha|crochet',
        ),
      },
    ],
  },
  {
    id: 'velas-e-aromas',
    label: 'Velas e Aromas',
    categories: [
      {
        name: 'Velas e Aromas',
        terms: t(
          'vela|vela aromatica|difusor|home spray|sache perfumado|aromatizador|essencia|oleo essencial|sabonete artesanal|incenso|agua perfumada|escalda pe',
        ),
      },
    ],
  },
  {
    id: 'decoracao',
    label: 'Decoração',
    categories: [
      {
        name: 'Decoração',
        terms: t(
          'quadro|enfeite|vaso decorativo|espelho|porta retrato|cachepo|arranjo|guirlanda|letreiro|neon|adesivo de parede|papel de parede|relogio de parede|bandeja decorativa|castical',
        ),
      },
    ],
  },
  {
    id: 'festas',
    label: 'Festas',
    categories: [
      {
        name: 'Decoração',
        terms: t(
          'balao|bexiga|painel|painel de festa|painel redondo|arco de balao|arco desconstruido|kit aniversario|vela de aniversario|chapeu de festa|lingua de sogra|confete|centro de mesa|forminha de doce|decoracao|decoracao de festa|mesa posta|kit pegue e monte|pegue e monte|cilindro|boleira|bandeja de doce|toalha de mesa decorada|letreiro|festa na caixa',
        ),
      },
      {
        name: 'Locação',
        terms: t(
          'aluguel|locacao|pula pula|cama elastica|piscina de bolinha|toboga|castelo inflavel|brinquedo inflavel|mesa com cadeira|mesa e cadeira|jogo de mesa|cadeira|toalha de mesa|maquina de algodao doce|maquina de pipoca|tenda|gazebo|som ambiente|mesa infantil',
        ),
      },
    ],
  },
  {
    id: 'salao',
    label: 'Serviços de Beleza',
    categories: [
      {
        name: 'Cabelo',
        terms: t(
          'corte feminino|corte masculino|corte de cabelo|corte infantil|corte|coloracao|luzes|mechas|reflexo|hidratacao|hidratacao capilar|penteado|escova|escova progressiva|progressiva|botox capilar|cauterizacao|relaxamento|selagem|tintura|retoque de raiz|barba|nutricao capilar|reconstrucao capilar|morena iluminada|babyliss|alisamento|permanente|platinado|tranca|corte e escova',
        ),
      },
      {
        name: 'Unhas',
        terms: t(
          'manicure|pedicure|pe e mao|mao e pe|unha em gel|unha de gel|esmaltacao|esmaltacao em gel|fibra de vidro|manutencao de fibra|alongamento de unha|banho de gel|spa dos pe|blindagem|unha|podologia',
        ),
      },
      {
        name: 'Sobrancelhas e Cílios',
        terms: t(
          'design de sobrancelha|sobrancelha|design com henna|henna|extensao de cilio|cilio|cilio fio a fio|lash lifting|brow lamination|micropigmentacao|alongamento de cilio',
        ),
      },
      {
        name: 'Depilação',
        terms: t('depilacao|depilacao a laser|cera|buco|axila|virilha|perna inteira|meia perna'),
      },
      {
        name: 'Estética',
        terms: t(
          'limpeza de pele|massagem|massagem relaxante|drenagem linfatica|drenagem|peeling|microagulhamento|radiofrequencia|maquiagem social|maquiagem para festa',
        ),
      },
    ],
  },
  {
    id: 'servicos',
    label: 'Serviços',
    categories: [
      {
        name: 'Serviços',
        terms: t(
          'conserto|manutencao|instalacao|reparo|aula|corte de cabelo|corte masculino|corte feminino|escova|manicure|pedicure|sobrancelha|depilacao|massagem|limpeza de pele|design de sobrancelha|alongamento de cilio|extensao de cilio|unha em gel|formatacao|frete|mao de obra|diaria|hora tecnica|visita tecnica',
        ),
      },
    ],
  },
  {
    id: 'higiene',
    label: 'Higiene',
    categories: [
      {
        name: 'Higiene',
        terms: t(
          'creme dental|sabonete|shampoo|condicionador|desodorante|pasta de dente|escova de dente|escova dental|fio dental|enxaguante|absorvente|fralda|lenco umedecido|cotonete|aparelho de barbear|barbeador|papel higienico|sabonete intimo|algodao',
        ),
      },
    ],
  },
  {
    id: 'naturais',
    label: 'Produtos Naturais',
    categories: [
      {
        name: 'Castanhas e Frutas Secas',
        terms: t(
          'castanha|castanha de caju|castanha do para|amendoa|noz|nozes|damasco|uva passa|passa|tamara|ameixa seca|mix de castanha|amendoim|macadamia|pistache|banana passa|coco ralado|cranberry|goji berry|avela|frutas secas|chips de coco|banana chips',
        ),
      },
      {
        name: 'Grãos e Cereais',
        terms: t(
          'granola|aveia|aveia em floco|chia|linhaca|quinoa|farinha de amendoa|farinha de coco|farinha de linhaca|farinha de aveia|amaranto|gergelim|psyllium|farelo de aveia|semente de abobora|semente de girassol|cereal|mix de semente|arroz integral|flocos de milho',
        ),
      },
      {
        name: 'Chás',
        terms: t(
          'cha|cha de hibisco|hibisco|cha verde|cha mate|camomila|cha de camomila|erva doce|cidreira|boldo|cha de canela|cha branco|cha preto|cha misto|cavalinha|carqueja',
        ),
      },
      {
        name: 'Suplementos',
        terms: t(
          'whey|whey protein|colageno|creatina|spirulina|omega|omega 3|propolis|vitamina c|vitamina d|multivitaminico|capsula|maca peruana|pasta de amendoim|bcaa|albumina|hipercalorico|termogenico|melatonina|magnesio|curcuma|moringa',
        ),
      },
      {
        name: 'Temperos',
        terms: t(
          'acafrao|paprica|oregano|pimenta do reino|cominho|canela em po|noz moscada|sal rosa|sal do himalaia|tempero baiano|lemon pepper|chimichurri',
        ),
      },
    ],
  },
];

/**
 * Every segment, most specific first where terms overlap: the base terms above plus the blocks
 * of `lexicon-more.ts` (each with its rationale), appended to their category (a block naming a
 * category the segment lacks adds it, e.g. "Kits").
 */
export const LEXICON: readonly LexiconSegment[] = BASE.map((segment) => {
  const blocks = MORE_TERMS.filter((b) => b.segment === segment.id);
  const categories = segment.categories.map((c) => ({
    name: c.name,
    terms: [...c.terms, ...blocks.filter((b) => b.category === c.name).flatMap((b) => t(b.terms))],
  }));
  for (const b of blocks)
    if (!categories.some((c) => c.name === b.category))
      categories.push({ name: b.category, terms: t(b.terms) });
  return { ...segment, categories };
});
