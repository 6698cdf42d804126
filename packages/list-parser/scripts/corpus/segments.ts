/**
 * Seller segments for the parser corpus generator: what each kind of shop sells, how its
 * sections are titled, and the plain category a seller would use when the list has no headings.
 * Written for this project; prices in reais.
 */

/** One section of a shop: its heading as written, the plain label, and "name=price" products. */
export interface SectionData {
  heading: string;
  inferred: string;
  items: string;
}

/** A product sold in sizes: name and the price of each size. */
export interface SizedData {
  name: string;
  prices: number[];
}

/** Everything the generator needs to write lists of one kind of seller. */
export interface SegmentData {
  id: string;
  stores: string[];
  sections: SectionData[];
  /** Emoji used around headings. */
  emoji: string[];
  /** Lines that are not products (greetings, hours, contacts, fees). */
  noise: string[];
  /** Products written with a size per price, their size labels and the section they belong to. */
  sized?: {
    heading: string;
    inferred: string;
    sizes: string[];
    items: SizedData[];
    column: string;
  };
  /** Products with a quantity before the name ("100 cartões de visita"). */
  quantity?: { heading: string; inferred: string; items: string };
  /** Products sold by weight ("Picanha kg 69,90"); names as expected, with the unit. */
  weights?: { heading: string; inferred: string; items: string };
  /** A size range sharing one price stays one item ("P ao GG", "1 a 4 anos"). */
  ranges?: { heading: string; inferred: string; items: string };
  /** Lines without a price ("sob consulta"), never items. */
  onRequest?: string[];
  /** Words for running text ("temos", "saindo") in this kind of shop. */
  talk?: string;
}

export const SEGMENTS: SegmentData[] = [
  {
    id: 'lanchonete',
    stores: ['Lanchonete do Zé', 'Point do Lanche', 'Cantinho da Dona Cida', 'Burguer da Praça'],
    emoji: ['🍔', '🍟', '🥤', '🌭'],
    sections: [
      {
        heading: 'Lanches',
        inferred: 'Lanches',
        items:
          'X-Salada=18; X-Bacon=22; X-Tudo=28; X-Egg=19,5; Misto quente=12; Cachorro-quente=14; X-Frango=21; Bauru=16; X-Calabresa=23',
      },
      {
        heading: 'Porções',
        inferred: 'Porções',
        items:
          'Batata frita=25; Calabresa acebolada=32; Isca de frango=38; Mandioca frita=24; Frango a passarinho=42; Onion rings=27',
      },
      {
        heading: 'Salgados',
        inferred: 'Salgados',
        items:
          'Coxinha de frango=7; Kibe=7; Esfiha de carne=6,5; Pastel de queijo=9; Enroladinho de salsicha=6',
      },
      {
        heading: 'Bebidas',
        inferred: 'Bebidas',
        items:
          'Coca-Cola lata=6; Guaraná 2L=12; Suco natural de laranja=9; Água sem gás=3,5; Refrigerante 600ml=8; Suco de maracujá=9',
      },
    ],
    sized: {
      heading: 'Porções',
      inferred: 'Porções',
      sizes: ['P', 'M', 'G'],
      column: 'Porção',
      items: [
        { name: 'Batata frita', prices: [15, 22, 30] },
        { name: 'Batata com cheddar e bacon', prices: [22, 30, 38] },
        { name: 'Calabresa acebolada', prices: [20, 28, 36] },
        { name: 'Mandioca frita', prices: [14, 20, 27] },
      ],
    },
    noise: [
      'Boa noite, pessoal!! 😋 Segue o cardápio de hoje 👇',
      '⏰ Terça a domingo, das 18h às 23h',
      '📲 Pedidos: (11) 98765-4321',
      '🛵 Taxa de entrega: R$ 5,00',
      'Pedido mínimo R$ 25,00',
      '#lanches #delivery',
    ],
    onRequest: ['Combo para festa: sob consulta', 'Lanche no pão sírio: consulte'],
    talk: 'lanche',
  },
  {
    id: 'pizzaria',
    stores: ['Pizzaria Bella Massa', 'Forno a Lenha do Nonno', 'Pizza da Vila'],
    emoji: ['🍕', '🔥', '🧀'],
    sections: [
      {
        heading: 'Pizzas Salgadas',
        inferred: 'Pizzas',
        items:
          'Pizza calabresa=45; Pizza mussarela=42; Pizza portuguesa=49; Pizza frango com catupiry=50; Pizza quatro queijos=52; Pizza marguerita=46',
      },
      {
        heading: 'Pizzas Doces',
        inferred: 'Pizzas',
        items:
          'Pizza de chocolate=44; Pizza romeu e julieta=43; Pizza de banana com canela=40; Pizza prestígio=45',
      },
      {
        heading: 'Bebidas',
        inferred: 'Bebidas',
        items: 'Coca-Cola 2L=14; Guaraná Antarctica 2L=12; Cerveja lata=6; Suco de uva 1L=11',
      },
    ],
    sized: {
      heading: 'Pizzas',
      inferred: 'Pizzas',
      sizes: ['P', 'M', 'G'],
      column: 'Sabor',
      items: [
        { name: 'Calabresa', prices: [35, 45, 55] },
        { name: 'Mussarela', prices: [33, 43, 52] },
        { name: 'Portuguesa', prices: [38, 48, 58] },
        { name: 'Frango com catupiry', prices: [38, 49, 59] },
        { name: 'Quatro queijos', prices: [40, 52, 62] },
        { name: 'Bacon com milho', prices: [37, 47, 57] },
      ],
    },
    noise: [
      'Boa noite!! 🍕 Hoje tem rodízio de sabores',
      'Aberto de quarta a domingo, 18h às 23h30',
      'WhatsApp: (21) 99876-5432',
      'Taxa de entrega R$ 6,00 para o centro',
      'Borda recheada de catupiry: consulte',
      'Siga @pizzadavila no Instagram',
    ],
    onRequest: ['Pizza gigante para eventos: sob consulta', 'Meio a meio: cobramos o maior valor'],
    talk: 'pizza',
  },
  {
    id: 'acai',
    stores: ['Açaí da Ilha', 'Point do Açaí', 'Açaiteria Tropical'],
    emoji: ['🍇', '💜', '🥣'],
    sections: [
      {
        heading: 'Cremes',
        inferred: 'Açaí',
        items:
          'Creme de cupuaçu 500ml=20; Açaí com banana 500ml=19; Açaí tradicional 300ml=14; Creme de ninho 500ml=21',
      },
      {
        heading: 'Milkshakes',
        inferred: 'Sorvetes',
        items: 'Milkshake de morango=18; Milkshake de ovomaltine=19; Milkshake de açaí=20',
      },
      {
        heading: 'Bebidas',
        inferred: 'Bebidas',
        items: 'Água de coco=7; Suco de acerola=8; Refrigerante lata=6',
      },
    ],
    sized: {
      heading: 'Açaí no Copo',
      inferred: 'Açaí',
      sizes: ['300ml', '500ml', '700ml'],
      column: 'Copo',
      items: [
        { name: 'Açaí tradicional', prices: [14, 18, 22] },
        { name: 'Açaí zero açúcar', prices: [16, 20, 25] },
        { name: 'Creme de cupuaçu', prices: [15, 19, 24] },
        { name: 'Açaí com morango', prices: [16, 21, 26] },
      ],
    },
    noise: [
      'Oii gente 💜 o açaí mais cremoso da cidade',
      'Abrimos todos os dias das 14h às 22h',
      'Adicionais: granola, leite condensado e banana grátis 😉',
      'Pix: acaidailha@gmail.com',
      'Peça pelo iFood ou pelo WhatsApp (85) 98811-2233',
    ],
    talk: 'açaí',
  },
  {
    id: 'doceria',
    stores: ['Doces da Lu', 'Ateliê do Brigadeiro', 'Confeitaria Mel & Cia'],
    emoji: ['🍰', '🎂', '🍫', '🧁'],
    sections: [
      {
        heading: 'Bolos',
        inferred: 'Bolos',
        items:
          'Bolo de cenoura com brigadeiro=45; Bolo red velvet=95; Bolo de pote de ninho=14; Bolo de chocolate com morango=85; Bolo de limão=40; Naked cake de frutas vermelhas=120',
      },
      {
        heading: 'Doces',
        inferred: 'Doces',
        items:
          'Brigadeiro gourmet=3,5; Beijinho=3; Brownie recheado=9; Pudim de leite=14; Palha italiana=7; Bombom de morango=6; Mousse de maracujá=10; Trufa de chocolate=5',
      },
      {
        heading: 'Tortas',
        inferred: 'Bolos',
        items: 'Torta de limão=65; Torta holandesa=80; Cheesecake de frutas vermelhas=90',
      },
    ],
    quantity: {
      heading: 'Para Festas',
      inferred: 'Doces',
      items:
        'Cento de brigadeiro=120; 50 docinhos sortidos=65; Cento de beijinho=110; 25 trufas=70',
    },
    weights: {
      heading: 'Bolos por Quilo',
      inferred: 'Bolos',
      items:
        'Bolo de brigadeiro (kg)=89; Bolo de prestígio (kg)=85; Bolo de ninho com morango (kg)=95',
    },
    noise: [
      'Encomendas com 2 dias de antecedência 💕',
      'Retirada no Jardim América ou entrega via Uber',
      'Aceito Pix e cartão',
      '#docinhos #confeitaria #bolosdecorados',
    ],
    onRequest: [
      'Bolo decorado para aniversário: sob consulta',
      'Mesa de doces completa: valor a combinar',
    ],
    talk: 'bolo',
  },
  {
    id: 'padaria',
    stores: ['Padaria Trigo Dourado', 'Panificadora Pão Quente', 'Padaria Santa Clara'],
    emoji: ['🥖', '🥐', '☕'],
    sections: [
      {
        heading: 'Pães',
        inferred: 'Pães',
        items:
          'Pão de forma caseiro=12; Pão sovado=2,5; Bisnaguinha=8; Pão integral=13; Baguete=7; Croissant=6,5; Pão doce=3',
      },
      {
        heading: 'Frios',
        inferred: 'Frios',
        items:
          'Presunto fatiado 200g=8,9; Queijo prato fatiado 200g=11,9; Mortadela 200g=5,5; Peito de peru 200g=14,9',
      },
      {
        heading: 'Confeitaria',
        inferred: 'Doces',
        items: 'Sonho de creme=5,5; Bolo de fubá=18; Cuca de banana=15; Sonho de doce de leite=6',
      },
      {
        heading: 'Cafés',
        inferred: 'Bebidas',
        items: 'Café expresso=5; Cappuccino=8; Café com leite=6; Chocolate quente=9',
      },
    ],
    quantity: {
      heading: 'Salgados',
      inferred: 'Salgados',
      items: '10 pães de queijo=12; 6 coxinhas=30; Cento de salgadinhos=75; 12 mini pizzas=28',
    },
    weights: {
      heading: 'Por Quilo',
      inferred: 'Pães',
      items: 'Pão francês (kg)=15,9; Pão de queijo (kg)=39,9; Rosca doce (kg)=29,9',
    },
    noise: [
      'Bom dia, freguesia! ☀️ Fornada saindo às 6h e às 16h',
      'Segunda a sábado 6h às 20h · domingo até 12h',
      'Rua das Acácias, 210 – Centro',
      'Telefone (31) 3333-4455',
    ],
    talk: 'pão',
  },
  {
    id: 'hortifruti',
    stores: ['Hortifruti Dona Rosa', 'Sacolão Verde Vida', 'Feira do Seu João'],
    emoji: ['🍎', '🥬', '🍌', '🥕'],
    sections: [
      {
        heading: 'Frutas',
        inferred: 'Frutas',
        items:
          'Banana prata (dúzia)=7,5; Mamão formosa (un)=8; Abacaxi pérola (un)=9; Morango (bandeja)=6; Melancia (un)=18; Manga palmer (un)=4,5; Limão taiti (saco)=5',
      },
      {
        heading: 'Verduras e Legumes',
        inferred: 'Verduras e Legumes',
        items:
          'Alface crespa (un)=3; Cheiro-verde (maço)=2,5; Couve (maço)=3; Brócolis (un)=7; Pepino japonês (un)=2; Abobrinha (un)=3',
      },
      {
        heading: 'Ovos',
        inferred: 'Ovos',
        items: 'Ovos brancos (dúzia)=11; Ovos caipira (dúzia)=16; Ovos vermelhos (bandeja 30)=27',
      },
    ],
    weights: {
      heading: 'Por Quilo',
      inferred: 'Verduras e Legumes',
      items:
        'Tomate (kg)=6,99; Batata (kg)=5,49; Cebola (kg)=4,99; Cenoura (kg)=4,5; Beterraba (kg)=5,2',
    },
    noise: [
      'Preços de hoje 🥬 quinta-feira',
      'Encomendas até as 10h para entrega no mesmo dia',
      'Entregamos no bairro sem taxa acima de R$ 50',
      'Chave Pix (celular): 11 97777-6666',
    ],
    talk: 'fruta',
  },
  {
    id: 'acougue',
    stores: ['Açougue Boi de Ouro', 'Casa de Carnes Pampa', 'Açougue do Tonho'],
    emoji: ['🥩', '🍖', '🔥'],
    sections: [
      {
        heading: 'Bovinos',
        inferred: 'Bovinos',
        items:
          'Picanha (kg)=69,9; Alcatra (kg)=44,9; Contra-filé (kg)=42,9; Fraldinha (kg)=39,9; Costela (kg)=24,9; Patinho moído (kg)=34,9; Cupim (kg)=32,9',
      },
      {
        heading: 'Suínos',
        inferred: 'Suínos',
        items:
          'Bisteca suína (kg)=19,9; Lombo suíno (kg)=24,9; Pernil (kg)=21,9; Costelinha suína (kg)=26,9',
      },
      {
        heading: 'Aves',
        inferred: 'Aves',
        items:
          'Peito de frango (kg)=18,9; Coxa e sobrecoxa (kg)=13,9; Frango inteiro (kg)=12,9; Asa de frango (kg)=16,9',
      },
      {
        heading: 'Linguiças',
        inferred: 'Linguiças',
        items:
          'Linguiça toscana (kg)=22,9; Linguiça de frango (kg)=19,9; Linguiça calabresa (kg)=27,9',
      },
    ],
    weights: {
      heading: 'Carnes Bovinas',
      inferred: 'Bovinos',
      items: 'Maminha (kg)=45,9; Acém (kg)=29,9; Músculo (kg)=31,9; Coxão mole (kg)=41,9',
    },
    noise: [
      'Carnes frescas todos os dias 🥩',
      'Kit churrasco sob encomenda',
      'Aberto de segunda a sábado 7h às 19h',
      'Delivery: (41) 99123-4567',
    ],
    onRequest: [
      'Kit churrasco para 10 pessoas: sob consulta',
      'Cortes especiais (dry aged): consulte',
    ],
    talk: 'carne',
  },
  {
    id: 'mercadinho',
    stores: ['Mercadinho São Jorge', 'Minimercado Bom Preço', 'Mercearia da Esquina'],
    emoji: ['🛒', '🧺', '🏷️'],
    sections: [
      {
        heading: 'Mercearia',
        inferred: 'Mercearia',
        items:
          'Arroz tipo 1 5kg=27,9; Feijão carioca 1kg=8,99; Açúcar refinado 1kg=4,79; Óleo de soja 900ml=7,49; Café em pó 500g=18,9; Macarrão espaguete 500g=4,5; Farinha de trigo 1kg=5,29; Leite integral 1L=5,49',
      },
      {
        heading: 'Limpeza',
        inferred: 'Limpeza',
        items:
          'Detergente 500ml=2,49; Sabão em pó 1kg=12,9; Água sanitária 2L=6,5; Amaciante 2L=13,9; Desinfetante 2L=8,9; Esponja (3 un)=4,5',
      },
      {
        heading: 'Higiene',
        inferred: 'Higiene',
        items:
          'Papel higiênico 12 rolos=19,9; Creme dental 90g=4,29; Sabonete 85g=2,19; Shampoo 350ml=12,9; Absorvente (8 un)=5,9',
      },
      {
        heading: 'Bebidas',
        inferred: 'Bebidas',
        items:
          'Refrigerante 2L=9,99; Suco em caixa 1L=7,49; Cerveja lata 350ml=3,99; Água mineral 1,5L=3,29',
      },
    ],
    noise: [
      'OFERTAS DA SEMANA 🛒 válidas até domingo ou enquanto durar o estoque',
      'Entregamos em casa! Pedido mínimo R$ 40',
      'Aceitamos vale-alimentação',
      'WhatsApp (71) 98888-1212',
    ],
    talk: 'oferta',
  },
  {
    id: 'adega',
    stores: ['Adega do Gordo', 'Distribuidora Gela Rápido', 'Empório das Bebidas'],
    emoji: ['🍺', '🍷', '🧊', '🥃'],
    sections: [
      {
        heading: 'Cervejas',
        inferred: 'Cervejas',
        items:
          'Cerveja Skol lata 350ml=3,99; Cerveja Heineken long neck=7,5; Cerveja Brahma litrão=9,9; Cerveja Original 600ml=10,5; Cerveja Budweiser lata=4,99',
      },
      {
        heading: 'Destilados',
        inferred: 'Destilados',
        items:
          'Vodka Smirnoff 998ml=39,9; Whisky Red Label 1L=119,9; Cachaça 51 965ml=16,9; Gin Tanqueray 750ml=139,9; Licor 43 700ml=149,9',
      },
      {
        heading: 'Vinhos',
        inferred: 'Vinhos',
        items:
          'Vinho tinto suave 750ml=24,9; Vinho Casillero del Diablo 750ml=69,9; Espumante moscatel 750ml=49,9',
      },
      {
        heading: 'Sem Álcool',
        inferred: 'Refrigerantes',
        items: 'Coca-Cola 2L=12,9; Guaraná Antarctica 2L=9,9; Fanta laranja 2L=9,5; Sprite lata=5',
      },
      {
        heading: 'Energéticos',
        inferred: 'Energéticos',
        items:
          'Energético Red Bull 250ml=9,9; Energético Monster 473ml=10,9; Energético TNT 269ml=6,9',
      },
    ],
    quantity: {
      heading: 'Fardos',
      inferred: 'Cervejas',
      items:
        '12 latas de Skol=45; 12 latas de Brahma Duplo Malte=52; 6 long necks de Heineken=42; 15 latas de Itaipava=48',
    },
    sized: {
      heading: 'Chopp',
      inferred: 'Cervejas',
      sizes: ['300ml', '500ml', '1L'],
      column: 'Chopp',
      items: [
        { name: 'Chopp pilsen', prices: [8, 12, 22] },
        { name: 'Chopp de vinho', prices: [10, 15, 28] },
        { name: 'Chopp IPA', prices: [12, 18, 32] },
      ],
    },
    noise: [
      'Gelada de verdade 🧊🍺 entregamos até 2h da manhã',
      'Taxa de entrega R$ 4,00',
      'Proibida a venda para menores de 18 anos',
      'Pix: 45.678.912/0001-33',
    ],
    talk: 'cerveja',
  },
  {
    id: 'petshop',
    stores: ['Pet Shop Amigo Fiel', 'Banho & Tosa Patinhas', 'Cão Feliz Pet'],
    emoji: ['🐶', '🐱', '🐾', '🦴'],
    sections: [
      {
        heading: 'Rações',
        inferred: 'Rações',
        items:
          'Ração Golden adulto 15kg=189,9; Ração Premier gatos 7,5kg=179,9; Ração Pedigree filhote 1kg=24,9; Ração Whiskas 2,7kg=59,9; Sachê Whiskas 85g=3,2; Ração Special Dog 20kg=149,9',
      },
      {
        heading: 'Petiscos',
        inferred: 'Petiscos',
        items:
          'Bifinho sabor carne 65g=8,9; Osso de couro=6,5; Dreamies 40g=9,9; Petisco dental=12,9',
      },
      {
        heading: 'Higiene',
        inferred: 'Higiene',
        items:
          'Areia higiênica 4kg=19,9; Tapete higiênico (30 un)=54,9; Shampoo pet neutro 500ml=24,9; Granulado sanitário 2kg=17,9',
      },
      {
        heading: 'Acessórios',
        inferred: 'Acessórios',
        items:
          'Coleira de nylon=19,9; Guia retrátil=49,9; Caminha redonda=89,9; Comedouro inox=22,9; Arranhador torre=129,9; Bolinha de borracha=9,9',
      },
    ],
    sized: {
      heading: 'Banho e Tosa',
      inferred: 'Serviços',
      sizes: ['P', 'M', 'G'],
      column: 'Serviço',
      items: [
        { name: 'Banho', prices: [40, 50, 70] },
        { name: 'Banho e tosa', prices: [60, 75, 100] },
        { name: 'Tosa higiênica', prices: [30, 35, 45] },
        { name: 'Hidratação', prices: [25, 30, 40] },
      ],
    },
    weights: {
      heading: 'Ração a Granel',
      inferred: 'Rações',
      items:
        'Ração Golden a granel (kg)=16,9; Ração Premier a granel (kg)=22,9; Ração para gatos a granel (kg)=18,9',
    },
    noise: [
      'Oi, tutores! 🐾 Agende pelo WhatsApp (11) 97654-3210',
      'Leva e traz grátis no bairro',
      'Segunda a sábado das 8h às 18h',
      'Vacinas e consultas só com hora marcada',
    ],
    onRequest: ['Tosa na tesoura: valor sob consulta', 'Hospedagem: consulte disponibilidade'],
    talk: 'ração',
  },
  {
    id: 'moda',
    stores: ['Ateliê Flor de Lis', 'Loja Bella Moda', 'Mundo Kids Moda Infantil'],
    emoji: ['👗', '👕', '🛍️', '✨'],
    sections: [
      {
        heading: 'Blusas',
        inferred: 'Roupas',
        items:
          'Blusa de tricô=69,9; Camiseta básica algodão=39,9; Cropped canelado=34,9; Regata de linho=49,9; Camisa social feminina=89,9',
      },
      {
        heading: 'Calças e Shorts',
        inferred: 'Roupas',
        items:
          'Calça jeans skinny=119,9; Calça pantalona=99,9; Short jeans=69,9; Bermuda de sarja=79,9; Legging suplex=45',
      },
      {
        heading: 'Vestidos',
        inferred: 'Roupas',
        items:
          'Vestido midi floral=89,9; Vestido longo de alça=119,9; Macacão pantacourt=129,9; Saia midi plissada=79,9',
      },
      {
        heading: 'Calçados',
        inferred: 'Calçados',
        items:
          'Tênis casual branco=149,9; Sandália rasteira=59,9; Chinelo slide=39,9; Bota cano curto=189,9',
      },
    ],
    ranges: {
      heading: 'Infantil',
      inferred: 'Roupas',
      items:
        'Conjunto moletom infantil (1 a 4 anos)=79,9; Body bebê manga longa (RN ao G)=29,9; Vestido infantil de tule (2 a 8 anos)=69,9; Pijama infantil (4 a 10 anos)=49,9; Camiseta básica (P ao GG)=39,9; Calça jogger (36 ao 46)=99,9',
    },
    sized: {
      heading: 'Moda Fitness',
      inferred: 'Roupas',
      sizes: ['P', 'M', 'G', 'GG'],
      column: 'Peça',
      items: [
        { name: 'Legging cintura alta', prices: [59.9, 59.9, 64.9, 69.9] },
        { name: 'Top com bojo', prices: [39.9, 39.9, 42.9, 45.9] },
        { name: 'Bermuda ciclista', prices: [44.9, 44.9, 47.9, 49.9] },
      ],
    },
    noise: [
      'NOVIDADES NA LOJA 🛍️✨',
      'Parcelo em até 3x sem juros 💳',
      'Chama no direct pra reservar!',
      'Trocas em até 7 dias com etiqueta',
      'Envio para todo o Brasil pelos Correios',
    ],
    talk: 'peça',
  },
  {
    id: 'cosmeticos',
    stores: ['Revenda da Carla', 'Beleza em Casa', 'Cantinho da Beleza'],
    emoji: ['💄', '🌸', '💅', '🧴'],
    sections: [
      {
        heading: 'Perfumes',
        inferred: 'Perfumaria',
        items:
          'Perfume Kaiak feminino 100ml=139,9; Colônia Egeo Dolce 90ml=159,9; Body splash morango 200ml=39,9; Deo parfum Far Away 50ml=89,99',
      },
      {
        heading: 'Maquiagem',
        inferred: 'Maquiagem',
        items:
          'Batom matte vermelho=24,99; Base líquida 30ml=49,9; Rímel à prova d’água=39,99; Pó compacto=34,9; Paleta de sombras=59,9; Delineador líquido=22,9',
      },
      {
        heading: 'Cabelos',
        inferred: 'Cabelos',
        items:
          'Shampoo hidratação 300ml=19,9; Condicionador reparador 300ml=21,9; Máscara capilar 250g=34,9; Óleo capilar 60ml=29,9; Leave-in 150ml=24,9',
      },
      {
        heading: 'Corpo e Banho',
        inferred: 'Corpo e Banho',
        items:
          'Hidratante corporal 400ml=29,9; Sabonete líquido 250ml=16,9; Óleo trifásico 200ml=39,9; Desodorante roll-on 50ml=12,99; Esfoliante corporal=27,9',
      },
    ],
    noise: [
      'Catálogo da campanha 🌸 pedidos até sexta',
      'Entrego no trabalho ou em casa',
      'Pix ou cartão em até 2x',
      'Revendedora independente',
    ],
    talk: 'produto',
  },
  {
    id: 'grafica',
    stores: ['Gráfica Rápida Print', 'Papelaria Ponto Certo', 'Copiadora Central'],
    emoji: ['🖨️', '📚', '✏️', '📄'],
    sections: [
      {
        heading: 'Papelaria',
        inferred: 'Papelaria',
        items:
          'Caderno universitário 10 matérias=29,9; Caneta esferográfica azul=2,5; Lápis de cor 24 cores=24,9; Borracha branca=1,5; Marca-texto=4,5; Estojo escolar=19,9; Cola branca 90g=3,9',
      },
      {
        heading: 'Impressões',
        inferred: 'Gráfica',
        items:
          'Impressão colorida A4=2; Impressão preto e branco=0,5; Xerox=0,3; Encadernação espiral=8; Plastificação A4=5; Banner 60x90=65',
      },
      {
        heading: 'Personalizados',
        inferred: 'Personalizados',
        items:
          'Caneca personalizada=35; Camiseta personalizada=45; Chaveiro personalizado=8; Agenda personalizada=59,9',
      },
    ],
    quantity: {
      heading: 'Gráfica',
      inferred: 'Gráfica',
      items:
        '100 cartões de visita=45; 1000 panfletos A5=180; 500 adesivos redondos 5cm=95; 50 convites 10x15=110; 250 etiquetas adesivas=60',
    },
    noise: [
      'Arte grátis na compra do pacote 🎨',
      'Prazo de produção: 3 a 5 dias úteis',
      'Atendimento seg a sex 8h às 18h, sáb até 12h',
      'Envie seu arquivo em PDF para grafica@rapidaprint.com.br',
    ],
    onRequest: ['Fachada em ACM: orçamento sob consulta', 'Lona grande formato: consulte valores'],
    talk: 'impressão',
  },
  {
    id: 'celular',
    stores: ['Cell Fix Assistência', 'Conserta Fácil Celulares', 'TecCell Assistência Técnica'],
    emoji: ['📱', '🔧', '🔋', '⚡'],
    sections: [
      {
        heading: 'Consertos',
        inferred: 'Consertos',
        items:
          'Troca de tela iPhone 11=350; Troca de tela Samsung A12=220; Troca de bateria iPhone XR=180; Troca de conector de carga=90; Troca de tela Moto G20=240; Reparo de placa=250; Troca de câmera traseira=160',
      },
      {
        heading: 'Acessórios',
        inferred: 'Acessórios',
        items:
          'Película de vidro 3D=25; Capinha anti-impacto=35; Carregador turbo USB-C=59,9; Cabo USB-C 1m=24,9; Fone bluetooth=79,9; Suporte veicular=39,9; Power bank 10000mAh=99,9',
      },
      {
        heading: 'Serviços',
        inferred: 'Consertos',
        items:
          'Formatação e backup=80; Desbloqueio de conta=120; Limpeza interna=60; Atualização de sistema=50',
      },
    ],
    noise: [
      'Orçamento grátis! 📱 Garantia de 90 dias em todos os serviços',
      'Consertos em até 1 hora',
      'Av. Brasil, 1500 – loja 12',
      'Chama no zap (62) 99555-4444',
    ],
    onRequest: [
      'Troca de tela iPhone 14 Pro: sob consulta',
      'Reparo em aparelho molhado: orçamento na loja',
    ],
    talk: 'serviço',
  },
  {
    id: 'salao',
    stores: ['Studio Bela Hair', 'Salão Espaço Mulher', 'Espaço Glamour Beleza'],
    emoji: ['💇‍♀️', '💅', '✂️', '💖'],
    sections: [
      {
        heading: 'Cabelo',
        inferred: 'Cabelo',
        items:
          'Corte feminino=60; Corte masculino=35; Coloração=120; Luzes=250; Hidratação capilar=70; Penteado=90; Escova simples=45',
      },
      {
        heading: 'Unhas',
        inferred: 'Unhas',
        items:
          'Manicure=30; Pedicure=35; Pé e mão=60; Unha em gel=120; Esmaltação em gel=70; Manutenção de fibra=90',
      },
      {
        heading: 'Sobrancelhas e Cílios',
        inferred: 'Sobrancelhas e Cílios',
        items:
          'Design de sobrancelha=35; Design com henna=45; Extensão de cílios fio a fio=150; Lash lifting=110',
      },
      {
        heading: 'Depilação',
        inferred: 'Depilação',
        items:
          'Depilação de perna inteira=60; Depilação de axila=20; Depilação de buço=15; Depilação virilha completa=50',
      },
    ],
    sized: {
      heading: 'Escovas e Químicas',
      inferred: 'Cabelo',
      sizes: ['Curto', 'Médio', 'Longo'],
      column: 'Serviço',
      items: [
        { name: 'Escova', prices: [40, 50, 65] },
        { name: 'Progressiva', prices: [150, 200, 280] },
        { name: 'Botox capilar', prices: [120, 150, 200] },
        { name: 'Cauterização', prices: [90, 110, 140] },
      ],
    },
    noise: [
      'Agende seu horário pelo WhatsApp 💖',
      'Terça a sábado, das 9h às 19h',
      'Atendemos com hora marcada',
      '@studiobelahair',
    ],
    onRequest: [
      'Noivas e madrinhas: sob consulta',
      'Mechas e morena iluminada: avaliação no salão',
    ],
    talk: 'serviço',
  },
  {
    id: 'festas',
    stores: ['Festa Mágica Locações', 'Fofinho Festas e Eventos', 'Pula Pula da Alegria'],
    emoji: ['🎈', '🎉', '🎂', '🥳'],
    sections: [
      {
        heading: 'Locação',
        inferred: 'Locação',
        items:
          'Aluguel de pula-pula=150; Aluguel de cama elástica=180; Aluguel de piscina de bolinhas=120; Aluguel de mesa com 4 cadeiras=15; Aluguel de toalha de mesa=8; Aluguel de tobogã=200',
      },
      {
        heading: 'Decoração',
        inferred: 'Decoração',
        items:
          'Arco de balões desconstruído=250; Painel redondo com capa=90; Kit pegue e monte=180; Centro de mesa=12; Mesa posta completa=350',
      },
      {
        heading: 'Lembrancinhas',
        inferred: 'Personalizados',
        items:
          'Caixinha personalizada=4,5; Tubete personalizado=3,5; Sacolinha surpresa=6; Topo de bolo personalizado=25',
      },
    ],
    quantity: {
      heading: 'Balões',
      inferred: 'Decoração',
      items:
        '50 balões nº 9=18; 25 balões metalizados=45; 100 balões 5 polegadas=22; 10 balões de coração=15',
    },
    noise: [
      'Transformamos sua festa em um sonho 🎈',
      'Frete calculado conforme o bairro',
      'Reserve com 50% de sinal via Pix',
      'Montagem e desmontagem inclusas',
    ],
    onRequest: [
      'Decoração completa de 15 anos: sob consulta',
      'Festa na caixa personalizada: consulte',
    ],
    talk: 'aluguel',
  },
  {
    id: 'naturais',
    stores: ['Empório Grão Natural', 'Casa Verde Produtos Naturais', 'Armazém Vida Leve'],
    emoji: ['🌿', '🥜', '🍵', '🌾'],
    sections: [
      {
        heading: 'Castanhas e Frutas Secas',
        inferred: 'Castanhas e Frutas Secas',
        items:
          'Castanha de caju 200g=19,9; Castanha-do-pará 200g=24,9; Mix de castanhas 250g=22,9; Damasco seco 200g=18,9; Uva-passa 200g=8,9; Amêndoas 200g=21,9',
      },
      {
        heading: 'Grãos e Cereais',
        inferred: 'Grãos e Cereais',
        items:
          'Granola sem açúcar 500g=18,9; Aveia em flocos 500g=9,9; Chia 200g=8,5; Linhaça dourada 250g=7,5; Quinoa 250g=14,9; Farinha de amêndoas 200g=19,9',
      },
      {
        heading: 'Chás',
        inferred: 'Chás',
        items:
          'Chá de hibisco 100g=12,9; Chá verde 100g=11,9; Chá de camomila 50g=9,9; Chá mate tostado 250g=10,9',
      },
      {
        heading: 'Suplementos',
        inferred: 'Suplementos',
        items:
          'Whey protein 900g=129,9; Colágeno hidrolisado 300g=59,9; Creatina 300g=89,9; Spirulina 60 cápsulas=39,9; Ômega 3 120 cápsulas=49,9',
      },
    ],
    weights: {
      heading: 'A Granel',
      inferred: 'Grãos e Cereais',
      items:
        'Granola tradicional (kg)=32,9; Aveia em flocos (kg)=16,9; Castanha de caju (kg)=89,9@Castanhas e Frutas Secas; Uva-passa preta (kg)=39,9@Castanhas e Frutas Secas; Amendoim torrado (kg)=29,9@Castanhas e Frutas Secas',
    },
    sized: {
      heading: 'Granolas',
      inferred: 'Grãos e Cereais',
      sizes: ['250g', '500g', '1kg'],
      column: 'Granola',
      items: [
        { name: 'Granola tradicional', prices: [9.9, 17.9, 32.9] },
        { name: 'Granola sem açúcar', prices: [11.9, 21.9, 39.9] },
        { name: 'Granola low carb', prices: [16.9, 31.9, 59.9] },
      ],
    },
    noise: [
      'Produtos naturais e a granel 🌿 vendemos por peso',
      'Entregamos na região com taxa de R$ 7,00',
      'Segunda a sábado das 9h às 19h',
      'Pix: emporiograonatural@gmail.com',
    ],
    talk: 'produto',
  },
];
