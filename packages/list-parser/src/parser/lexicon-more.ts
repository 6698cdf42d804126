/**
 * More terms for the category lexicon, in blocks: each block names the segment and
 * category it adds to and why a seller of that kind files these products there. Written for
 * this project from how Brazilian small sellers name products (brands, cuts, flavours, sizes);
 * same conventions as `lexicon.ts` ("*" prefix, "^" first word, "!" decides, "~" counts only
 * where other items name the segment).
 */

/** One block of terms added to a category of the lexicon, with its rationale. */
export interface LexiconBlock {
  segment: string;
  category: string;
  /** Why these products belong to this category (the block's source or rationale). */
  why: string;
  terms: string;
}

export const MORE_TERMS: readonly LexiconBlock[] = [
  {
    segment: 'personalizados',
    category: 'Personalizados',
    why: 'Party favours and made-to-order gifts, as personalised-items workshops list them.',
    terms:
      'sacolinha surpresa|tubete|latinha personalizada|caixa milk|caixa acrilica|pirulito personalizado|chocolate personalizado|garrafinha personalizada|copo personalizado|camiseta personalizada|bone personalizado|mochilinha personalizada|estojo personalizado|kit colorir|kit pintura|lembrancinha de maternidade|lembrancinha de batizado|lembranca de aniversario|agenda personalizada|caderno personalizado|quadro personalizado|porta retrato personalizado',
  },
  {
    segment: 'lanches',
    category: 'Lanches',
    why: 'Snack-bar sandwiches: every "X-" is a burger variant; hot dogs, wraps and burgers by name.',
    terms:
      '^x|x picanha|x costela|x cheddar|x frango catupiry|x eggs bacon|x especial|x da casa|x kids|x vegano|x mega|x monstro|cheeseburger|cheese burger|cheese salada|cheese bacon|smash|smash burger|hamburguer artesanal|burger artesanal|duplo cheddar|double burger|chicken burger|pao com linguica|pao com ovo|bauru|americano|misto|beirute de frango|beirute de file|baguete|sanduiche natural|sanduba|lanche natural|lanche de metro|podrao|dogao|cachorrao|hot dog prensado|cachorro quente prensado|hot dog completo|crepe|crepe suico|tapioca recheada|wrap de frango|kebab|shawarma|panini|quesadilla|taco|burrito|pastel de feira',
  },
  {
    segment: 'porcoes',
    category: 'Porções',
    why: 'Bar and snack-bar portions: fried sides and snacks to share, as menus title "Porções".',
    terms:
      'batata rustica|batata canoa|batata smile|batata com cheddar|batata com cheddar e bacon|batata frita com cheddar|batata palito|batata chips|batata recheada|frango a passarinho|isca de peixe|isca de file|isca de frango|iscas de tilapia|file a parmegiana porcao|calabresa frita|linguica acebolada|torresmo pururuca|mandioca com carne seca|aipim com carne seca|camarao empanado|bolinho de aipim|bolinho de mandioca|bolinho de carne seca|bolinho de arroz|dadinho de tapioca|provolone empanado|queijo coalho|queijo coalho na brasa|espetinho de queijo|polenta|anel de cebola|onion rings|tabua de frios|porcao mista|porcao de frango|porcao de batata|porcao de calabresa|petisco de boteco|asinha|asinha de frango|coxinha da asa|costelinha barbecue|nuggets|chicken popcorn|mini pastel',
  },
  {
    segment: 'pizzas',
    category: 'Pizzas',
    why: 'Pizza flavours: in a list of pizzas the flavour alone names the pizza ("~": only where the list is a pizza list).',
    terms:
      'pizza doce|pizza salgada|pizza broto|pizza grande|pizza media|pizza familia|mini pizza|pizza brotinho|esfiha aberta pizza|~calabresa|~mussarela|~mucarela|~portuguesa|~marguerita|~margherita|~margarita|~napolitana|~quatro queijos|~4 queijos|~frango com catupiry|~frango catupiry|~frango com requeijao|~atum|~bacon com milho|~toscana|~baiana|~moda da casa|~a moda|~lombo canadense|~palmito|~vegetariana|~pepperoni|~alho e oleo|~escarola|~brocolis com bacon|~carne seca|~strogonoff|~camarao|~romeu e julieta|~prestigio|~banana com canela|~chocolate com morango|~brigadeiro|~sensacao|~confete|~nutella',
  },
  {
    segment: 'salgados',
    category: 'Salgados',
    why: 'Savouries sold by the unit or the hundred at snack bars, bakeries and party caterers.',
    terms:
      'coxinha com catupiry|coxinha de costela|coxinha de carne seca|coxinha de camarao|risoles de queijo|risole de carne|risoles de palmito|enroladinho de salsicha|enroladinho de queijo|bolinha de queijo|kibe frito|quibe recheado|esfiha fechada|esfiha de carne|esfiha de frango|esfiha de queijo|pastel assado|pastel frito|pastel de carne|pastel de queijo|pastel de frango|pastel de pizza|pastel de palmito|pastel de camarao|pastel de vento|pastelao|empada de frango|empada de palmito|empadinha de camarao|joelho de queijo e presunto|folhado de frango|hamburgao|americano assado|bauru assado|mini salgado|salgadinho de festa|cento de salgado|cento de salgadinho|cento de coxinha|cento de kibe|cento de risole|salgado frito|salgado assado|trouxinha|cigarrete|canudinho|cachorro quente assado|pao de batata recheado|croissant de presunto e queijo|esfirra aberta|fogazza|calzone assado|torta de frango|torta de palmito|quiche de alho poro|pao de queijo recheado|biscoito de polvilho|coxinha fit',
  },
  {
    segment: 'doces',
    category: 'Bolos',
    why: 'Cakes and pies: confectioners file whole cakes, slices and jar cakes as "Bolos".',
    terms:
      'bolo de chocolate|bolo de cenoura|bolo de fuba|bolo de milho|bolo de laranja|bolo de limao|bolo de coco|bolo de banana|bolo de aipim|bolo de mandioca|bolo de brigadeiro|bolo de prestigio|bolo de ninho|bolo red velvet|bolo formigueiro|bolo mesclado|bolo gelado|bolo de aniversario|bolo decorado|bolo caseiro|bolo vulcao|bolo piscina|bolo de festa|bolo no pote|bolo de pote|torta holandesa|torta alema|torta de morango|torta de limao|torta de maracuja|torta banoffee|torta de bolacha|torta mousse|torta de nozes|torta gelada|naked cake|semi naked|cupcake|mini bolo|bento cake|bentocake|fatia de bolo|fatia de torta|cuca de banana|pao de lo|rocambole de doce de leite|chiffon|bolo de rolo|bolo de pote de ninho',
  },
  {
    segment: 'doces',
    category: 'Doces',
    why: 'Confectioner sweets: party sweets by the hundred, chocolates, Easter eggs and desserts.',
    terms:
      'brigadeiro gourmet|brigadeiro de colher|cento de brigadeiro|cento de beijinho|cento de docinho|docinho de festa|doce fino|bombom aberto|bombom de morango|bombom de uva|trufa|trufa de maracuja|trufado|palha italiana|pao de mel|alfajor|brownie recheado|brownie de nutella|blondie|cookie recheado|cookie de nutella|churros|mini churros|pudim de leite|pudim de leite condensado|mousse de maracuja|mousse de limao|mousse de chocolate|pave|pave de sonho de valsa|banoffee|delicia de abacaxi|doce de abobora|arroz doce|~canjica|~cural|pamonha doce|cocada cremosa|quindim|olho de sogra|camafeu|ovo de colher|ovo de pascoa|ovo trufado|ovo de chocolate|barra de chocolate|chocolate artesanal|pirulito de chocolate|maca do amor|maca de chocolate|morango do amor|uva do amor|copo da felicidade|pote da felicidade|bolo de rolo|cajuzinho|bicho de pe|surpresa de uva|casadinho|bem casado|bem nascido|marshmallow|~suspiro|~merengue|~sobremesa|~taca|petit gateau|tiramisu|creme brulee|sorvete de pote|donut|sonho de creme|sonho de doce de leite|~carolina|eclair|profiterole|macaron|doce de leite|goiabada cascao|~pacoca|pe de moleque',
  },
  {
    segment: 'acai',
    category: 'Açaí',
    why: 'Açaí shops: cups, bowls and "barcas" of açaí or cupuaçu are filed as "Açaí".',
    terms:
      'acai no copo|acai na tigela|acai 300ml|acai 500ml|acai 700ml|acai 1 litro|acai puro|acai com banana|acai com morango|acai tradicional|acai zero|acai fit|acai trufado|acai batido|acai cremoso|barca de acai|copo de acai|pote de acai|marmita de acai|acai no pote|cupuacu no copo|creme de cupuacu|mix de acai|acai kids|acai turbinado|acai montado|monte seu acai',
  },
  {
    segment: 'sorvetes',
    category: 'Sorvetes',
    why: 'Ice-cream parlours: cones, sundaes, milkshakes and pots.',
    terms:
      'sorvete de massa|sorvete de pote|sorvete 1 litro|sorvete 2 litros|pote de sorvete|bola de sorvete|sorvete no copo|sorvete expresso|picole de fruta|picole de creme|picole recheado|picole gourmet|milkshake de ovomaltine|milkshake de morango|milkshake de chocolate|shake|frozen|frozen yogurt|frozen iogurte|acai sorvete|banana split|taca de sorvete|cascao|sorvete de casquinha',
  },
  {
    segment: 'bebidas',
    category: 'Refrigerantes',
    why: 'Soft drinks by brand and size, as drinks shops and menus list them.',
    terms:
      'coca cola lata|coca cola 2l|coca zero|coca cola zero|coca 600ml|guarana antarctica|guarana jesus|guarana kuat|fanta laranja|fanta uva|fanta guarana|sprite lata|pepsi black|pepsi twist|soda limonada|schweppes citrus|sukita|dolly guarana|it guarana|refrigerante lata|refrigerante 2 litros|refrigerante 600ml|refri 2l|refri lata|mini refri|refrigerante 350ml|refrigerante 1 litro|tonica|agua tonica',
  },
  {
    segment: 'bebidas',
    category: 'Sucos',
    why: 'Juices and vitamins: natural juices by fruit, boxed juices and smoothies.',
    terms:
      'suco natural|suco de laranja|suco de abacaxi|suco de abacaxi com hortela|suco de maracuja|suco de limao|suco de morango|suco de acerola|suco de goiaba|suco de manga|suco de caju|suco de uva|suco detox|suco verde|suco de melancia|suco integral|suco de caixinha|suco em lata|suco 300ml|suco 500ml|suco 1 litro|limonada suica|limonada com hortela|vitamina de banana|vitamina de abacate|vitamina de morango|agua de coco|caldo de cana|garapa|cha gelado|ice tea|mate gelado|mate leao|~kapo|~tang|suco del valle|sucos naturais|polpa de fruta',
  },
  {
    segment: 'bebidas',
    category: 'Águas',
    why: 'Bottled water with or without gas, and gallons.',
    terms:
      'agua com gas|agua sem gas|agua mineral com gas|agua mineral sem gas|galao de agua|galao 20 litros|agua 500ml|agua 1,5l|agua 1,5 litro|agua crystal|agua bonafont|agua minalba|agua lindoya|agua indaia|agua de galao|~h2o',
  },
  {
    segment: 'bebidas',
    category: 'Cervejas',
    why: 'Beers by brand, style and pack, as drinks shops and bars list them.',
    terms:
      'brahma duplo malte|brahma chopp|skol beats|skol puro malte|antarctica|antarctica subzero|original 600ml|heineken 600ml|heineken lata|heineken long neck|budweiser long neck|stella artois|corona extra|corona long neck|amstel lata|spaten lata|eisenbahn pilsen|bohemia lata|~petra|~crystal|~kaiser|~schin|~glacial|~colorado|baden baden|cerveja artesanal|cerveja puro malte|cerveja lata|cerveja 600ml|cerveja litrao|litrao|latao|fardo de cerveja|fardo|caixa de cerveja|engradado|chopp de vinho|ipa artesanal|blue moon|guinness|beck s|becks|~sol lata|~imperio|~proibida|~lokal|cerveja sem alcool|heineken zero|brahma zero',
  },
  {
    segment: 'bebidas',
    category: 'Destilados',
    why: 'Spirits by kind and brand (vodka, gin, whisky, cachaça, liqueurs).',
    terms:
      'vodka absolut|vodka smirnoff|vodka orloff|vodka skyy|vodka balalaika|vodka ciroc|vodka belvedere|gin tanqueray|gin beefeater|gin gordon|gin bombay|gin rocks|gin seagers|gin eternity|whisky red label|whisky black label|whisky jack daniels|whisky chivas|whisky passport|whisky white horse|whisky old parr|whisky ballantines|red label|black label|jack daniels|chivas regal|old parr|white horse|ballantines|~passport|cachaca 51|cachaca ypioca|cachaca seleta|cachaca salinas|cachaca artesanal|pitu|~51|velho barreiro|sagatiba|rum montilla|rum bacardi|bacardi|montilla|tequila jose cuervo|jose cuervo|licor 43|licor de chocolate|amarula|baileys|jagermeister|campari|aperol|~martini|cinzano|contini|dreher|conhaque dreher|domecq|catuaba selvagem|corote|xeque mate|ice kiss|smirnoff ice|~beats|skol beats senses|whisky 1 litro|vodka 1 litro',
  },
  {
    segment: 'bebidas',
    category: 'Vinhos',
    why: 'Wines and sparkling wines by grape, brand and style.',
    terms:
      'vinho tinto|vinho branco|vinho rose|vinho seco|vinho suave|vinho de mesa|vinho chileno|vinho argentino|vinho portugues|vinho nacional|cabernet sauvignon|cabernet|merlot|malbec|carmenere|tannat|pinot noir|chardonnay|sauvignon blanc|moscatel|lambrusco|casillero del diablo|santa helena|~reservado|pergola|sangue de boi|chalise|quinta do morgado|almaden|salton|~aurora|miolo|periquita|concha y toro|espumante brut|espumante moscatel|espumante rose|chandon|prosecco|~cava|champanhe|sidra cereser|vinho do porto|vinho em lata',
  },
  {
    segment: 'bebidas',
    category: 'Energéticos',
    why: 'Energy drinks by brand and size.',
    terms:
      'red bull 250ml|red bull 473ml|monster energy|monster 473ml|monster mango loco|monster ultra|tnt energy|burn energy|fusion energy|baly 2l|baly 473ml|energetico 2l|energetico lata|~vibe|flash power|night power|lata de energetico',
  },
  {
    segment: 'bebidas',
    category: 'Kits',
    why: 'Drinks shops sell ready bundles ("kit churrasco", "combo de gelo") as "Kits".',
    terms:
      '^kit|^combo|kit churrasco|kit cerveja|kit whisky|kit gin|kit vodka|kit caipirinha|kit festa bebida|combo de gelo|combo vodka|combo gin|combo whisky|combo energetico|combo cerveja',
  },
  {
    segment: 'bebidas',
    category: 'Cafés',
    why: 'Coffee-shop drinks.',
    terms:
      'cafe expresso|cafe coado|cafe com leite|cafe pingado|pingado|cafe gelado|cafe duplo|cafe preto|cafe pequeno|cafe grande|cappuccino italiano|mocaccino|macchiato|latte macchiato|frappe|frappuccino|chocolate quente|cha quente|chai latte|matcha latte',
  },
  {
    segment: 'bebidas',
    category: 'Gelo',
    why: 'Ice sold by the bag at drinks shops.',
    terms:
      'gelo em cubo|gelo filtrado|saco de gelo|gelo 5kg|gelo 2kg|gelo de coco|gelo saborizado|gelo de maracuja',
  },
  {
    segment: 'pet',
    category: 'Rações',
    why: 'Pet food brands and kinds (dry, wet, sachets) that pet shops file as "Rações".',
    terms:
      'racao premium|racao super premium|racao para cachorro|racao para gato|racao filhote|racao adulto|racao castrado|racao senior|racao a granel|racao de passaro|racao de peixe|alpiste|mistura para passaro|farinhada|premier pet|~premier|golden formula|golden gato|golden cao|~max|total max|biofresh|~n d|farmina|~equilibrio|three cats|three dogs|nutrilus|~origens|~faro|~foster|~chamy|dog chow|cat chow|friskies|felix|whiskas sache|sache felix|sache whiskas|sache golden|sache premier|lata de racao|pate gato|pate cachorro|racao umida|racao seca|kitekat|gran plus gato|quatree gourmet|hills|royal canin mini|royal canin maxi|special dog premium|~fn|luck dog|baw waw',
  },
  {
    segment: 'pet',
    category: 'Petiscos',
    why: 'Pet treats: bones, sticks, biscuits and chew toys sold to eat.',
    terms:
      'bifinho keldog|keldog|bifinho de carne|bifinho de frango|osso de couro|osso no|osso bovino|orelha bovina|casco bovino|chifre bovino|palito de couro|palito dental|petisco dental|dental stix|biscoito para cachorro|biscoito canino|cookie pet|snack para gato|petisco para gato|petisco para cachorro|churu|catnip|erva do gato|pedigree dentastix|dentastix|marrow bone|~sticks|~bifinho',
  },
  {
    segment: 'pet',
    category: 'Higiene',
    why: 'Pet hygiene: litter, pads, shampoos and wipes (pet shops keep grooming products apart from services).',
    terms:
      'shampoo|shampoo antipulga|shampoo neutro|shampoo para cachorro|shampoo para gato|condicionador pet|colonia pet|perfume para cachorro|lenco umedecido|tapete higienico|tapete absorvente|fralda pet|fralda para cachorro|areia de silica|areia de gato|areia para gato|areia sanitaria|granulado de madeira|granulado higienico|pa higienica|saquinho coletor|sacolinha coletora|cata caca|eliminador de odor|educador sanitario|escova de dente pet|creme dental pet|removedor de mancha',
  },
  {
    segment: 'pet',
    category: 'Acessórios',
    why: 'Pet accessories: collars, leads, beds, bowls, toys and carriers.',
    terms:
      'coleira antipulga|coleira de nylon|coleira de couro|coleira com plaquinha|plaquinha de identificacao|peitoral com guia|guia de nylon|guia extensivel|caminha pet|cama pet|colchonete pet|almofada pet|comedouro inox|comedouro duplo|bebedouro automatico|fonte para gato|arranhador de gato|toca para gato|casinha de cachorro|caixa de transporte|bolsa de transporte|mochila pet|brinquedo de corda|brinquedo pet|bolinha pet|bolinha de borracha|bolinha com guizo|mordedor de borracha|frisbee pet|varinha para gato|ratinho de brinquedo|roupa pet|roupinha pet|capa de chuva pet|gravata pet|lacinho pet|focinheira|escova pet|rasqueadeira|cortador de unha pet|gaiola|aquario|viveiro|bebedouro de passaro|comedouro de passaro|poleiro',
  },
  {
    segment: 'pet',
    category: 'Medicamentos',
    why: 'Pet medicines: flea and tick treatments, dewormers and supplements.',
    terms:
      'antipulga|antipulgas|carrapaticida|vermifugo|drontal|milbemax|endogard|simparic|bravecto|nexgard|credeli|revolution|advocate|frontline plus|seresto|coleira seresto|~pipeta|spray antipulga|suplemento pet|vitamina pet|petvit|glicopan|organew|pomada pet',
  },
  {
    segment: 'pet',
    category: 'Serviços',
    why: 'Pet shop services (bath, grooming, vet); pet shops without a grooming list call them "Serviços".',
    terms:
      'banho porte pequeno|banho porte medio|banho porte grande|banho simples|banho completo|banho e tosa completa|tosa na maquina|tosa na tesoura|tosa bebe|tosa da raca|tosa geral|tosa higienica|hidratacao pet|desembolo|consulta veterinaria|vacina v10|vacina v8|vacina antirrabica|vacina v4|~v10|~v8|~v4|aplicacao de vacina|castracao|microchip|hotelzinho|diaria hotel|day care pet|taxi pet|~leva e traz',
  },
  {
    segment: 'beleza',
    category: 'Perfumaria',
    why: 'Perfumes and colognes by brand and line, as Natura, Boticário, Avon and Eudora resellers file them ("Perfumaria").',
    terms:
      'eau de toilette|eau de parfum|desodorante colonia|colonia masculina|colonia feminina|perfume masculino|perfume feminino|perfume importado|perfume arabe|decant|malbec|~lily|egeo|floratta|~coffee|~quasar|~arbo|zaad|uomini|~glamour|nativa spa perfume|kaiak|~essencial|~luna|~ilia|~humor|~biografia|~homem|~una|~sintonia|tododia perfume|far away|la vie est belle|good girl|212|invictus|one million|sauvage|j adore|light blue|ck one|carolina herrera|lattafa|asad|yara|club de nuit|kit perfume|body splash victoria|victoria secret|deo colonia|colonia infantil|mini perfume|perfume 100ml|perfume 50ml|perfume 30ml',
  },
  {
    segment: 'beleza',
    category: 'Maquiagem',
    why: 'Make-up: face, eyes, lips and brushes.',
    terms:
      'batom matte|batom liquido|batom cremoso|batom make b|lip gloss|lip oil|balm labial|lapis de boca|lapis labial|contorno labial|base liquida|base mate|base em bastao|base make b|bb cream|cc cream|corretivo liquido facial|po solto|po compacto|po translucido|po bronzeador|blush compacto|blush em bastao|iluminador liquido|sombra em po|sombra cintilante|paleta de sombras|paleta de sombra|paleta de contorno|paleta de blush|mascara de cilios|mascara para cilios|rimel a prova d agua|delineador liquido|delineador em gel|lapis de olho preto|lapis de sobrancelha|gel de sobrancelha|henna de sobrancelha|cilios postiços|cilios posticos|cola de cilios|fixador de maquiagem|bruma fixadora|primer facial|esponja de maquiagem|kit de pinceis|pincel kabuki|demaquilante|ruby rose|vult|max love|mari maria|boca rosa|dailus|quem disse berenice|tracta|make b|una maquiagem',
  },
  {
    segment: 'beleza',
    category: 'Cabelos',
    why: 'Hair care: shampoo, conditioner, masks, oils and styling.',
    terms:
      'shampoo siage|shampoo lola|shampoo elseve|shampoo pantene|shampoo seda|shampoo tresemme|shampoo wella|shampoo loreal|shampoo anticaspa|shampoo sem sal|co wash|low poo|no poo|condicionador siage|mascara de hidratacao|mascara de nutricao|mascara de reconstrucao|creme para pentear|gelatina capilar|gel capilar|mousse capilar|pomada modeladora|oleo de argan|oleo de coco capilar|serum capilar|protetor termico|spray texturizador|tonico de crescimento|tonico antiqueda|kit cronograma capilar|cronograma capilar|matizador|shampoo matizador|tinta de cabelo|coloracao|descolorante|siage|lola cosmetics|salon line|skala|haskell|kerastase|truss|wella|elseve|pantene|tresemme|plancton|bio extratus|inoar|cadiveu|felps|amend|lowell|widi care',
  },
  {
    segment: 'beleza',
    category: 'Corpo e Banho',
    why: 'Body care: lotions, soaps, scrubs, oils and deodorants.',
    terms:
      'hidratante corporal|locao hidratante|creme corporal|manteiga corporal|oleo corporal|oleo de amendoas|sabonete liquido|sabonete em barra|sabonete esfoliante|esfoliante corporal|gel de banho|body lotion|body butter|polpa hidratante|nativa spa|tododia|ekos|cuide se bem|~instance|lily hidratante|desodorante roll on|desodorante aerossol|desodorante spray|antitranspirante|talco|creme para maos|creme para os pes|hidratante para maos|hidratante para pes|protetor solar corporal|bronzeador|autobronzeador|repelente|oleo pos banho|espuma de banho|sabonete intimo|creme de barbear|pos barba|gel pos barba|balm pos barba',
  },
  {
    segment: 'beleza',
    category: 'Skincare',
    why: 'Face care: cleansers, serums, moisturisers and sun protection for the face.',
    terms:
      'serum facial|vitamina c facial|acido hialuronico|niacinamida|retinol|hidratante facial|creme anti idade|creme antissinais|creme para olhos|gel de limpeza facial|sabonete facial|agua micelar|tonico facial|esfoliante facial|mascara de argila|mascara facial|protetor solar facial|bb cream facial|chronos|principia|sallve|creamy|la roche posay|cerave|neutrogena|nivea facial|adcos|payot',
  },
  {
    segment: 'beleza',
    category: 'Unhas',
    why: 'Nail products sold by cosmetics resellers.',
    terms:
      'esmalte cremoso|esmalte cintilante|esmalte em gel|kit de esmalte|top coat|base para unhas|base fortalecedora|oleo para cuticulas|removedor de esmalte|acetona|lixa de unha|palito de laranjeira|alicate de unha|cortador de unha|unha postica|adesivo de unha|risque|colorama|impala|dailus esmalte|anita',
  },
  {
    segment: 'beleza',
    category: 'Kits',
    why: 'Gift sets and bundles: cosmetics resellers list "Kit presente", "Kit Dia das Mães" as "Kits".',
    terms:
      '^kit|^combo|^estojo|kit presente|kit dia das maes|kit dia dos pais|kit natal|kit namorados|kit hidratacao|kit shampoo e condicionador|kit maquiagem|kit perfume|kit skincare|caixa presente|~presente|cesta presente|estojo presente|kit completo|kit banho',
  },
  {
    segment: 'roupas',
    category: 'Roupas',
    why: 'Clothes by piece, cut and fabric, as clothing shops list them.',
    terms:
      'blusa de trico|blusa de tricot|blusa de linho|blusa de manga|blusa ciganinha|blusa canelada|blusinha|camiseta basica|camiseta oversized|camiseta estampada|camiseta dry fit|t shirt|tshirt|baby look|babylook|camisa social|camisa polo|camisa jeans|camisa xadrez|camisa de time|camisa de futebol|calca jeans|calca wide leg|calca pantalona|calca alfaiataria|calca cargo|calca jogger|calca moletom|calca skinny|calca flare|calca legging|legging|short jeans|short saia|~shorts|bermuda jeans|bermuda tactel|saia midi|saia longa|saia jeans|saia plissada|vestido longo|vestido midi|vestido curto|vestido de festa|vestido tubinho|vestido chemise|conjunto de linho|conjunto de moletom|conjunto fitness|conjunto alfaiataria|macacao longo|macaquinho|jaqueta jeans|jaqueta de couro|jaqueta corta vento|jaqueta puffer|casaco de la|sobretudo|blazer alfaiataria|colete de trico|cardiga|cardigan|sueter|moletom canguru|moletom com capuz|cropped|top cropped|regata|~body|~bodie|kimono|quimono|pijama|camisola|~robe|roupao|pecas infantis|roupa infantil|body bebe|macacao bebe|conjunto infantil|vestido infantil|~uniforme|jaleco|abada|~fantasia',
  },
  {
    segment: 'roupas',
    category: 'Calçados',
    why: 'Shoes, sandals, flip-flops and boots.',
    terms:
      'tenis casual|tenis esportivo|tenis de corrida|tenis branco|tenis nike|tenis adidas|tenis olympikus|tenis mizuno|tenis vans|tenis all star|all star|chuck taylor|sandalia rasteira|sandalia de salto|sandalia plataforma|sandalia papete|sandalia anabela|rasteira|rasteirinha|chinelo havaianas|havaianas|chinelo slide|~slide|chinelo de dedo|bota cano curto|bota cano alto|bota coturno|bota country|botina|galocha|sapato social|sapato oxford|sapatenis|mocassim|scarpin|sapatilha|tamanco|mule|babuche|crocs|pantufa|chuteira|sapatinho de bebe',
  },
  {
    segment: 'roupas',
    category: 'Bolsas',
    why: 'Bags and wallets.',
    terms:
      'bolsa tiracolo|bolsa transversal|bolsa de ombro|bolsa de mao|bolsa de palha|bolsa saco|bolsa tote|bolsa baguete|mochila|mochila escolar|pochete|carteira feminina|carteira masculina|porta cartao|necessaire|frasqueira|mala de viagem|mala de bordo|sacola de praia|ecobag',
  },
  {
    segment: 'roupas',
    category: 'Moda Íntima',
    why: 'Underwear, lingerie and swimwear.',
    terms:
      'calcinha|calcinha de renda|kit calcinha|sutia|sutia de bojo|top de renda|conjunto de lingerie|lingerie|cueca boxer|cueca slip|kit cueca|meia calca|short doll|baby doll|camisola de seda|biquini|biquini cortininha|maio|saida de praia|sunga|sunga boxer',
  },
  {
    segment: 'semijoias',
    category: 'Brincos',
    why: 'Earrings in jewellery and semi-jewellery shops.',
    terms:
      'brinco de argola|brinco de perola|brinco ponto de luz|brinco cravejado|brinco folheado|brinco de prata|brinco infantil|argolinha|ear cuff|trio de brincos|mix de brincos',
  },
  {
    segment: 'semijoias',
    category: 'Colares',
    why: 'Necklaces and pendants.',
    terms:
      'colar ponto de luz|colar de perola|colar choker|colar folheado|colar de prata|corrente cartier|corrente groumet|corrente masculina|gargantilha|pingente de coracao|medalha|escapulario|mix de colares',
  },
  {
    segment: 'semijoias',
    category: 'Anéis',
    why: 'Rings (solitaires, bands, stackable rings) in semi-jewellery shops.',
    terms:
      'anel solitario|anel de prata|anel folheado|anel cravejado|anel aparador|anel de falange|alianca de namoro|par de aliancas|aliancas',
  },
  {
    segment: 'semijoias',
    category: 'Pulseiras',
    why: 'Bracelets and anklets.',
    terms:
      'pulseira riviera|pulseira de prata|pulseira folheada|pulseira berloque|pulseira pandora|bracelete|tornozeleira|mix de pulseiras|pulseira masculina',
  },
  {
    segment: 'hortifruti',
    category: 'Frutas',
    why: 'Fruit by kind and variety, as greengrocers list them.',
    terms:
      'banana prata|banana nanica|banana da terra|banana maca|maca gala|maca fuji|maca verde|mamao papaya|mamao formosa|laranja pera|laranja lima|laranja bahia|limao taiti|limao siciliano|uva thompson|uva niagara|uva verde|uva roxa|uva sem semente|abacaxi perola|manga palmer|manga tommy|manga espada|melancia inteira|meia melancia|melao amarelo|melao cantaloupe|pera williams|morango bandeja|caixa de morango|kiwi|ameixa|pessego|nectarina|tangerina ponkan|mexerica|poncã|goiaba vermelha|maracuja azedo|coco seco|coco verde|frutas vermelhas|mirtilo|blueberry|framboesa|amora|lichia|pitaia|atemoia|fruta do conde|~pinha|jaca|caqui|~figo|romã|~roma',
  },
  {
    segment: 'hortifruti',
    category: 'Verduras e Legumes',
    why: 'Vegetables, greens and herbs by kind and variety.',
    terms:
      'tomate italiano|tomate cereja|tomate salada|tomate caqui|batata inglesa|batata lavada|batata asterix|batata doce|batata baroa|mandioquinha|cebola roxa|cebola branca|alho roxo|cabeca de alho|cenoura|beterraba|abobrinha italiana|abobora cabotia|abobora japonesa|abobora moranga|chuchu|pepino japones|pimentao verde|pimentao vermelho|pimentao amarelo|berinjela|quiabo|jilo|vagem|milho verde|espiga de milho|alface crespa|alface americana|alface lisa|alface roxa|rucula|agriao|couve manteiga|couve flor|brocolis ninja|repolho verde|repolho roxo|acelga|espinafre|almeirao|chicoria|escarola|cheiro verde|salsinha|cebolinha|coentro|hortela|manjericao|alecrim|gengibre|mandioca descascada|aipim descascado|inhame|~cara|maxixe|rabanete|nabo|alho poro|palmito pupunha|cogumelo|champignon|shimeji|verdura|legume|maco de couve|maco de cheiro verde',
  },
  {
    segment: 'hortifruti',
    category: 'Ovos',
    why: 'Eggs by the dozen or tray.',
    terms:
      'ovos brancos|ovos vermelhos|ovos caipiras|ovo caipira|ovo branco|ovo vermelho|ovo de codorna|bandeja de ovos|cartela de ovos|duzia de ovos|pente de ovos|ovos 30 unidades',
  },
  {
    segment: 'mercearia',
    category: 'Mercearia',
    why: 'Groceries by kind and brand, as corner shops file them.',
    terms:
      'arroz tio joao|arroz camil|arroz prato fino|arroz tipo 1|arroz branco|arroz parboilizado|arroz 5kg|feijao carioca|feijao preto|feijao kicaldo|feijao camil|oleo de soja|oleo liza|oleo soya|acucar refinado|acucar cristal|acucar uniao|acucar mascavo|cafe pilao|cafe melitta|cafe 3 coracoes|cafe 500g|cafe em capsula|farinha de trigo|farinha de mandioca|farinha de milho|flocao|macarrao espaguete|macarrao parafuso|macarrao instantaneo|miojo|lamen|molho de tomate|extrato de tomate|leite integral|leite desnatado|leite em po|leite ninho|leite uht|caixa de leite|achocolatado|nescau|toddy|biscoito recheado|biscoito agua e sal|biscoito maisena|bolacha recheada|bolacha de agua e sal|margarina qualy|manteiga aviacao|sardinha em lata|atum em lata|milho em lata|ervilha em lata|azeite de oliva|azeite extra virgem|vinagre de alcool|sal refinado|sal grosso|tempero sazon|caldo knorr|caldo de galinha|fermento em po|gelatina|pudim de caixinha|mistura para bolo|maionese hellmanns|ketchup|mostarda|creme de leite|leite condensado|doce de leite em lata|goma de tapioca|massa de tapioca|cuscuz|flocos de milho|sardinha|enlatado|cesta basica|cafe soluvel|chocolate em po|aveia quaker|granola|polvilho doce|polvilho azedo|pipoca de micro ondas|milho de pipoca',
  },
  {
    segment: 'frios',
    category: 'Frios',
    why: 'Cold cuts and cheeses sold by weight at delis, bakeries and corner shops.',
    terms:
      'presunto fatiado|presunto cozido|presunto sadia|presunto perdigao|mussarela fatiada|queijo mussarela|queijo prato|queijo minas|queijo minas frescal|queijo minas padrao|queijo coalho|queijo parmesao|queijo provolone|queijo gorgonzola|queijo brie|queijo canastra|queijo cottage|queijo ralado|queijo cheddar|requeijao cremoso|requeijao de copo|catupiry|cream cheese|mortadela bologna|mortadela ceratti|mortadela defumada|salame italiano|salaminho|~copa|lombo canadense|peito de peru defumado|blanquet de peru|apresuntado|~tender|~pate|salsicha|salsicha hot dog|salsicha viena|linguica calabresa defumada|bacon fatiado|bacon em cubos|~frios',
  },
  {
    segment: 'paes',
    category: 'Pães',
    why: 'Breads a bakery bakes or sells.',
    terms:
      'pao frances|pao de sal|pao careca|pao de forma|pao de forma caseiro|pao integral|pao australiano|pao de leite|pao de hamburguer|pao de hot dog|pao de cachorro quente|pao italiano|pao sirio|pao folha|pao de alho|pao de milho|pao de batata|pao caseiro|pao sovado|pao doce|pao de coco|pao de queijo congelado|pao sem gluten|pao de fermentacao natural|pao de fermentacao|fermentacao natural|levain|focaccia|ciabatta|baguete|bisnaga|bisnaguinha|broa de milho|rosca doce|rosca de coco|croissant|brioche|torrada|torradinha|farinha de rosca|pao na chapa',
  },
  {
    segment: 'marmitas',
    category: 'Marmitas',
    why: 'Lunch boxes and daily dishes sold by home cooks and restaurants.',
    terms:
      'marmita fit|marmita p|marmita m|marmita g|marmita pequena|marmita media|marmita grande|marmita congelada|marmitex|quentinha|prato executivo|prato feito|~pf|~comercial|refeicao completa|almoco executivo|kit marmita|kit fit|strogonoff de frango|strogonoff de carne|frango grelhado com legumes|file de frango grelhado|bife a cavalo|carne de panela|feijoada completa|feijoada individual|lasanha bolonhesa|lasanha de frango|escondidinho de carne seca|escondidinho de frango|parmegiana de frango|file a parmegiana|frango xadrez|yakisoba de frango|arroz com feijao|baiao de dois|galinhada|tutu de feijao|virado a paulista|~picadinho|sopa de legumes|caldo verde|caldo de feijao|~canja',
  },
  {
    segment: 'carnes',
    category: 'Bovinos',
    why: 'Beef cuts as butchers name them.',
    terms:
      'picanha bovina|picanha maturada|alcatra|alcatra completa|contrafile|contra file|file mignon|fraldinha|maminha|acem|acem moido|patinho|patinho moido|carne moida de primeira|carne moida de segunda|musculo|coxao mole|coxao duro|lagarto|cupim|cupim casqueado|costela bovina|costela gaucha|costela janela|costela minga|ponta de agulha|peito bovino|capa de file|bife de alcatra|bife de contrafile|carne para bife|carne para churrasco|carne de panela|carne seca|charque|carne de sol|figado bovino|bucho|mocoto|rabada|ossobuco|tbone|t bone|chorizo|ancho|prime rib|short rib|denver steak|flat iron|tomahawk|hamburguer bovino|kafta bovina|espetinho de carne|espeto de carne|medalhao',
  },
  {
    segment: 'carnes',
    category: 'Suínos',
    why: 'Pork cuts and offal as butchers name them.',
    terms:
      'bisteca suina|lombo suino|pernil suino|pernil com osso|pernil sem osso|costelinha suina|costela suina|panceta|barriga suina|torresmo|pele de porco|pe de porco|orelha de porco|rabo de porco|lingua de porco|paleta suina|copa lombo|file suino|carre suino|porco inteiro|leitao|suan|bacon manta',
  },
  {
    segment: 'carnes',
    category: 'Aves',
    why: 'Chicken and other poultry.',
    terms:
      'frango inteiro|frango resfriado|frango congelado|frango caipira|peito de frango|file de peito|file de frango|coxa de frango|sobrecoxa|coxa e sobrecoxa|asa de frango|asinha|coxinha da asa|meio da asa|tulipa|drumete|coracao de frango|moela|figado de frango|pe de frango|frango a passarinho cru|galinha caipira|chester|peru|pato|codorna|espetinho de frango|espeto de frango|frango temperado|frango desossado',
  },
  {
    segment: 'carnes',
    category: 'Linguiças',
    why: 'Sausages sold by butchers.',
    terms:
      'linguica toscana|linguica de pernil|linguica de frango|linguica calabresa|linguica apimentada|linguica mista|linguica caseira|linguica cuiabana|linguica de churrasco|linguica fina|linguicinha|linguica suina|linguica bovina|salsichao',
  },
  {
    segment: 'carnes',
    category: 'Peixes',
    why: 'Fish and seafood.',
    terms:
      'file de tilapia|tilapia file|tilapia inteira|file de merluza|file de pescada|salmao file|postas de salmao|bacalhau do porto|bacalhau desfiado|camarao rosa|camarao cinza|camarao descascado|camarao limpo|lula|polvo|mexilhao|marisco|sardinha fresca|pescada amarela|cacao|tambaqui|pintado|pirarucu|dourado|robalo|peixe inteiro|file de peixe',
  },
  {
    segment: 'limpeza',
    category: 'Limpeza',
    why: 'Household cleaning products by kind and brand.',
    terms:
      'detergente ype|detergente limpol|sabao em po omo|sabao em po tixan|sabao em po brilhante|sabao liquido|sabao em barra|sabao de coco|amaciante comfort|amaciante downy|amaciante ype|agua sanitaria|candida|qboa|desinfetante pinho sol|pinho sol|~veja|veja multiuso|limpador multiuso|lustra moveis|limpa vidros|tira limo|desengordurante|alcool 70|alcool em gel|alcool liquido|esponja de aco|bombril|esponja dupla face|pano de chao|pano multiuso|flanela|saco de lixo|saco para lixo|~rodo|vassoura|pa de lixo|~balde|luva de limpeza|odorizador|bom ar|inseticida|raid|sbp|multiinseticida|cloro|limpa aluminio|sapolio',
  },
  {
    segment: 'higiene',
    category: 'Higiene',
    why: 'Personal hygiene sold at corner shops and pharmacies.',
    terms:
      'papel higienico|papel higienico neve|papel higienico personal|creme dental colgate|colgate|~sorriso|oral b|escova dental|escova de dente|fio dental|enxaguante bucal|listerine|absorvente always|absorvente intimus|absorvente|fralda pampers|fralda huggies|fralda geriatrica|fralda descartavel|lenco umedecido|cotonete|haste flexivel|~algodao|aparelho de barbear|prestobarba|gillette|desodorante rexona|rexona|desodorante dove|sabonete dove|sabonete lux|sabonete protex|sabonete phebo|shampoo seda|shampoo clear|shampoo head shoulders',
  },
  {
    segment: 'eletronicos',
    category: 'Aparelhos',
    why: 'Phones, tablets and devices by brand and model, as phone shops list them.',
    terms:
      'iphone 11|iphone 12|iphone 13|iphone 14|iphone 15|iphone 16|iphone xr|iphone se|iphone pro|iphone pro max|galaxy s|galaxy a|galaxy s22|galaxy s23|galaxy s24|galaxy a14|galaxy a15|galaxy a54|redmi note|redmi note 12|redmi note 13|poco x|poco x6|moto g|moto e|moto g84|moto edge|~realme|xiaomi 13|xiaomi 14|celular seminovo|~seminovo|smartphone|tablet samsung|ipad|macbook|notebook dell|notebook lenovo|notebook acer|notebook|chromebook|apple watch|galaxy watch|smart tv|tv 50|tv 55|playstation 5|ps5|ps4|xbox series|nintendo switch|kindle',
  },
  {
    segment: 'eletronicos',
    category: 'Acessórios',
    why: 'Phone accessories: cases, films, chargers, cables, earphones.',
    terms:
      'capinha|capinha de silicone|capinha anti impacto|capa anti impacto|capa de silicone|~case|pelicula de vidro|pelicula 3d|pelicula de privacidade|pelicula hidrogel|carregador turbo|carregador original|carregador veicular|carregador sem fio|fonte 20w|fonte usb|cabo usb c|cabo lightning|cabo micro usb|cabo tipo c|fone de ouvido|fone jbl|fone bluetooth|fone sem fio|airpods|earbuds|headphone|headset gamer|caixinha de som|caixa de som jbl|~jbl|power bank|carregador portatil|suporte veicular|suporte de celular|pop socket|anel de celular|smartband|mi band|relogio smartwatch|cartao de memoria|pendrive|pen drive|mouse sem fio|teclado sem fio|controle ps4|controle xbox',
  },
  {
    segment: 'eletronicos',
    category: 'Consertos',
    why: 'Phone repairs and services, as repair shops list them.',
    terms:
      'troca de tela|troca de display|troca de vidro|troca de bateria|troca de conector|troca de conector de carga|troca de camera|troca de lente|troca de tampa traseira|troca de alto falante|troca de microfone|troca de botao|reparo em placa|reparo de placa|reballing|desoxidacao|limpeza de oxidacao|banho quimico|formatacao|atualizacao de software|desbloqueio de conta|desbloqueio|transferencia de dados|backup de fotos|mao de obra|diagnostico|orcamento de conserto|conserto de notebook|conserto de celular',
  },
  {
    segment: 'grafica',
    category: 'Gráfica',
    why: 'Print-shop products by kind (cards, flyers, banners, stickers, invitations).',
    terms:
      'cartoes de visita|cartao de visita|cartao de visitas|panfletos|panfleto a5|panfleto a6|flyer|~folheto|folder|banner|banner em lona|lona|adesivo redondo|adesivos redondos|adesivo personalizado|adesivo vinil|etiqueta adesiva|~rotulo|~rotulos|~tag|~tags|convite de aniversario|convite de casamento|convites|cardapio plastificado|cardapio|bloco de notas|bloco de pedidos|talao de pedido|~comanda|~recibo|receituario|envelope personalizado|papel timbrado|pasta personalizada|calendario de mesa|ima de geladeira|~imas|placa em pvc|placa de acm|fachada em lona|wind banner|~faixa|faixa em lona|carimbo automatico|impressao a4|impressao colorida|impressao preto e branco|~copia|xerox|plastificacao|encadernacao|~espiral|~apostila|sacola personalizada|caixa personalizada|topo de bolo impresso|papel fotografico|foto 10x15|revelacao de foto|~revelacao',
  },
  {
    segment: 'salao',
    category: 'Cabelo',
    why: 'Hair services at salons and barbershops.',
    terms:
      'corte masculino|corte feminino|corte infantil|corte degrade|~degrade|corte na tesoura|corte na maquina|corte social|corte + barba|corte e barba|barba|barba completa|~pezinho|~acabamento|sobrancelha na navalha|pigmentacao de barba|~luzes|mechas|balaiagem|balayage|ombre hair|morena iluminada|coloracao|tonalizacao|retoque de raiz|descoloracao|platinado|~escova|escova simples|escova modelada|escova progressiva|progressiva|selagem|botox capilar|btx|cauterizacao|~hidratacao|~nutricao|~reconstrucao|cronograma capilar|relaxamento|alisamento|permanente|penteado|penteado de festa|babyliss|trancas|box braids|tranca nago|dreads|mega hair|aplique|manutencao de mega hair|~lavagem|lavagem e secagem',
  },
  {
    segment: 'salao',
    category: 'Unhas',
    why: 'Nail services at salons (manicure, gel, fibre).',
    terms:
      'manicure|pedicure|pe e mao|mao e pe|esmaltacao|esmaltacao em gel|unha em gel|unhas em gel|unha de fibra|fibra de vidro|alongamento de unhas|alongamento em gel|manutencao de gel|manutencao de fibra|banho de gel|blindagem de unhas|spa dos pes|plastica dos pes|podologia|remocao de gel|nail art|francesinha|unha decorada',
  },
  {
    segment: 'salao',
    category: 'Sobrancelhas e Cílios',
    why: 'Brow and lash services.',
    terms:
      'design de sobrancelha|design com henna|sobrancelha com henna|~henna|brow lamination|micropigmentacao|microblading|extensao de cilios|cilios fio a fio|volume russo|volume brasileiro|lash lifting|manutencao de cilios|remocao de cilios|tintura de sobrancelha',
  },
  {
    segment: 'salao',
    category: 'Depilação',
    why: 'Waxing and hair removal.',
    terms:
      'depilacao|depilacao com cera|depilacao a laser|cera quente|cera fria|buco|axilas|virilha|virilha completa|virilha cavada|perna inteira|meia perna|depilacao de costas|depilacao de peito|depilacao facial|~linha',
  },
  {
    segment: 'salao',
    category: 'Estética',
    why: 'Skin and body treatments.',
    terms:
      'limpeza de pele|limpeza de pele profunda|peeling|microagulhamento|dermaplaning|drenagem linfatica|massagem relaxante|massagem modeladora|massagem com pedras|radiofrequencia|criolipolise|carboxiterapia|ventosaterapia|maquiagem social|maquiagem de noiva|maquiagem para formatura|dia de noiva|spa day',
  },
  {
    segment: 'festas',
    category: 'Locação',
    why: 'Party rentals (bouncy castles, tables and chairs, machines).',
    terms:
      'aluguel de|locacao de|pula pula|cama elastica|piscina de bolinhas|toboga|tobogã|castelo inflavel|escorregador inflavel|futebol de sabao|touro mecanico|mesa com 4 cadeiras|jogo de mesa|mesa e cadeiras|mesa infantil|cadeira tiffany|cadeira plastica|toalha de mesa|toalhas de mesa|maquina de algodao doce|maquina de pipoca|maquina de crepe|maquina de chopp|chopeira|~tenda|gazebo|som e iluminacao|~iluminacao|pista de led|monitor de recreacao|recreador|~recreacao|animador|personagem vivo|carrinho de pipoca',
  },
  {
    segment: 'festas',
    category: 'Decoração',
    why: 'Party decoration (balloons, panels, table sets, themed kits).',
    terms:
      'baloes|balao metalizado|balao numero|balao de gas|arco de baloes|arco desconstruido|painel redondo|painel sublimado|capa de cilindro|trio de cilindros|mesa posta|kit pegue e monte|pegue e monte|decoracao completa|decoracao simples|decoracao provencal|decoracao tematica|mini table|kit festa tematico|kit aniversario|centro de mesa|~topo de bolo|~bandeja|~boleiras|toalha decorada|cortina de led|letreiro neon|festa na caixa|festa na mesa|kit decoracao',
  },
  {
    segment: 'naturais',
    category: 'Castanhas e Frutas Secas',
    why: 'Nuts and dried fruit sold by weight at health-food stores.',
    terms:
      'castanha de caju torrada|castanha do para|castanha do brasil|castanha portuguesa|amendoa torrada|nozes chilenas|noz pecan|pistache torrado|macadamia|mix de nuts|mix de castanhas|uva passa|uva passa preta|uva passa branca|damasco seco|ameixa seca|tamaras|figo seco|banana passa|cranberry desidratado|~goji|chips de banana|coco desidratado|coco em flocos|amendoim torrado|amendoim japones|pacoca artesanal',
  },
  {
    segment: 'naturais',
    category: 'Grãos e Cereais',
    why: 'Grains, seeds, flours and cereals sold by weight.',
    terms:
      'aveia em flocos|farelo de aveia|farinha de aveia|granola sem acucar|granola tradicional|chia|linhaca dourada|linhaca marrom|quinoa em graos|quinoa em flocos|amaranto|gergelim branco|gergelim preto|semente de girassol|semente de abobora|mix de sementes|farinha de amendoas|farinha de coco|farinha de arroz|farinha de grao de bico|grao de bico|lentilha|ervilha seca|feijao azuki|arroz integral|arroz negro|arroz vermelho|~cevada|trigo em grao|psyllium|tapioca granulada|~polvilho',
  },
  {
    segment: 'naturais',
    category: 'Chás',
    why: 'Teas and herbs for infusions.',
    terms:
      'cha verde|cha branco|cha preto|cha de hibisco|hibisco|cha de camomila|camomila|cha de erva doce|erva doce|erva cidreira|capim cidrao|capim santo|boldo|cha mate|cha de canela|cavalinha|carqueja|chá misto|blend de chas|cha emagrecedor|cha de gengibre|cha seca barriga',
  },
  {
    segment: 'naturais',
    category: 'Suplementos',
    why: 'Supplements sold at health-food and supplement stores.',
    terms:
      'whey protein|whey concentrado|whey isolado|creatina monohidratada|creatina|bcaa|glutamina|pre treino|hipercalorico|albumina|colageno hidrolisado|colageno verisol|omega 3|vitamina c|vitamina d|vitamina d3|complexo b|multivitaminico|magnesio dimalato|zinco|spirulina|chlorella|propolis|geleia real|maca peruana|cha verde em capsula|cafeina|termogenico|melatonina|pasta de amendoim|barra de proteina|barrinha de cereal|~growth|max titanium|integralmedica|probiotica',
  },
  {
    segment: 'naturais',
    category: 'Temperos',
    why: 'Spices and seasonings sold by weight.',
    terms:
      'acafrao da terra|curcuma|paprica doce|paprica defumada|oregano|pimenta do reino|pimenta calabresa|cominho|canela em po|canela em pau|cravo da india|noz moscada|~louro|alecrim desidratado|sal rosa do himalaia|sal marinho|tempero baiano|lemon pepper|chimichurri|ervas finas|colorau|urucum|~curry|gengibre em po|alho desidratado|cebola desidratada|mix de temperos',
  },
];
