// Cookbooks (issue 13): the words of common ingredients that tell an allergen or break a diet, in
// English, Spanish, Italian, French, German and Portuguese. core/recipes.ts derives a recipe's
// allergens (the EU's 14) and the diet tags its ingredients allow from these. Pure data, shared by
// the server and the browser.
//
// How a word is matched (core/recipes.ts, lexiconTags): the ingredient's text and the words are
// folded alike (lower case, accents and ligatures folded: "Œufs" = "oeufs", "Käse" = "kase",
// "ß" = "ss"; hyphens and apostrophes are spaces, so "céleri-rave" = "celeri rave"), and a word
// matches whole words only ("nut" is not in "nutmeg" nor in "butternut"). A word of 3 letters or more
// also matches with -s or -es after it ("egg" → "eggs", "huevo" → "huevos"); other plurals are listed.
// A `*` at a word's start or end stands for letters glued on: German compounds ("*mehl" is
// "Weizenmehl", "käse*" is "Käsespätzle").
//
// The longest word wins and uses up its text: "peanut butter" is peanuts, not milk; "coconut milk",
// "noix de coco" and "nutmeg" are nothing (entries with no tags are there to shield such phrases);
// "Tintenfisch" (squid) is a mollusc, not a fish. A free-from phrase ("gluten-free", "sin gluten",
// "vegan") removes what it names from that ingredient, so "gluten-free flour" has no gluten.
//
// When in doubt the lexicon says more rather than less: an allergen wrongly listed costs a reader a
// recipe; one missed can cost much more (pine nuts and pesto count as nuts; oats as gluten, as in
// the EU list; aioli as eggs).
import type { Allergen } from './recipes.ts';

/** The languages the lexicon covers (ingredients in other languages rely on their `allergens` field). */
export const LEXICON_LANGUAGES = ['en', 'es', 'it', 'fr', 'de', 'pt'] as const;
export type LexiconLanguage = (typeof LEXICON_LANGUAGES)[number];

/** What a word tells: an allergen, meat (breaks vegetarian; fish and shellfish do as allergens), or another animal product (breaks vegan). */
export type LexiconTag = Allergen | 'meat' | 'animal';

export interface LexiconEntry {
  /** empty: a phrase that only shields its words from shorter entries ("coconut milk") */
  tags: readonly LexiconTag[];
  words: Partial<Record<LexiconLanguage, readonly string[]>>;
}

export interface FreeFromEntry {
  /** the tags the phrase removes from its ingredient */
  removes: readonly LexiconTag[];
  words: Partial<Record<LexiconLanguage, readonly string[]>>;
}

const ANIMAL_FOODS: readonly LexiconTag[] = ['meat', 'animal', 'milk', 'eggs', 'fish', 'crustaceans', 'molluscs'];

/** Phrases that say an ingredient is free of something ("gluten-free pasta", "vegan butter"). */
export const FREE_FROM: readonly FreeFromEntry[] = [
  {
    removes: ['gluten'],
    words: {
      en: ['gluten free', 'gluten-free', 'without gluten'],
      es: ['sin gluten', 'libre de gluten'],
      it: ['senza glutine', 'gluten free'],
      fr: ['sans gluten'],
      de: ['glutenfrei', 'glutenfreie', 'glutenfreies', 'glutenfreier', 'glutenfreien', 'ohne gluten'],
      pt: ['sem gluten', 'sem glúten', 'livre de gluten'],
    },
  },
  {
    removes: ['milk'],
    words: {
      en: ['dairy free', 'dairy-free', 'non dairy', 'non-dairy', 'milk free', 'plant based', 'plant-based'],
      es: ['sin lacteos', 'sin lácteos', 'vegetal'],
      it: ['senza latticini', 'senza latte', 'vegetale'],
      fr: ['sans produits laitiers', 'sans lait', 'vegetal', 'végétal', 'vegetale', 'végétale'],
      de: ['milchfrei', 'laktosefrei und milchfrei', 'pflanzlich', 'pflanzliche', 'pflanzlicher', 'pflanzliches'],
      pt: ['sem lacteos', 'sem lácteos', 'sem leite', 'vegetal'],
    },
  },
  {
    removes: ['eggs'],
    words: {
      en: ['egg free', 'egg-free', 'eggless'],
      es: ['sin huevo', 'sin huevos'],
      it: ['senza uova', 'senza uovo'],
      fr: ['sans oeufs', 'sans œufs', 'sans oeuf', 'sans œuf'],
      de: ['eifrei', 'ohne ei', 'ohne eier'],
      pt: ['sem ovo', 'sem ovos'],
    },
  },
  {
    removes: ['nuts', 'peanuts'],
    words: { en: ['nut free', 'nut-free'], es: ['sin frutos secos'], it: ['senza frutta a guscio'], fr: ['sans fruits a coque', 'sans fruits à coque'], de: ['nussfrei', 'ohne nusse', 'ohne nüsse'], pt: ['sem frutos secos'] },
  },
  {
    removes: ANIMAL_FOODS,
    words: {
      en: ['vegan'],
      es: ['vegano', 'vegana', 'veganos', 'veganas'],
      it: ['vegano', 'vegana', 'vegani', 'vegane'],
      fr: ['vegan', 'végan', 'vegane', 'végane', 'vegetalien', 'végétalien', 'vegetalienne', 'végétalienne'],
      de: ['vegan', 'vegane', 'veganer', 'veganes', 'veganen'],
      pt: ['vegano', 'vegana', 'veganos', 'veganas'],
    },
  },
  {
    removes: ['meat'],
    words: {
      en: ['vegetarian', 'veggie', 'meatless', 'meat-free', 'meat free'],
      es: ['vegetariano', 'vegetariana', 'vegetarianos', 'vegetarianas'],
      it: ['vegetariano', 'vegetariana', 'vegetariani', 'vegetariane'],
      fr: ['vegetarien', 'végétarien', 'vegetarienne', 'végétarienne'],
      de: ['vegetarisch', 'vegetarische', 'vegetarischer', 'vegetarisches', 'vegetarischen'],
      pt: ['vegetariano', 'vegetariana', 'vegetarianos', 'vegetarianas'],
    },
  },
];

/** Ingredient words and what they tell. */
export const INGREDIENT_LEXICON: readonly LexiconEntry[] = [
  // Cereals containing gluten (wheat, rye, barley, oats, spelt, kamut) and what is made of them.
  {
    tags: ['gluten'],
    words: {
      en: [
        'flour', 'wheat', 'barley', 'rye', 'oat', 'oatmeal', 'spelt', 'kamut', 'durum', 'semolina', 'bulgur', 'bulghur', 'freekeh', 'farro',
        'couscous', 'seitan', 'gluten', 'bread', 'breadcrumbs', 'bread crumbs', 'panko', 'croutons', 'baguette', 'brioche', 'croissant',
        'focaccia', 'ciabatta', 'pita', 'naan', 'crackers', 'biscuits', 'pastry', 'puff pastry', 'shortcrust', 'pizza dough', 'pasta',
        'spaghetti', 'macaroni', 'penne', 'fusilli', 'linguine', 'tagliatelle', 'fettuccine', 'lasagna', 'lasagne', 'ravioli', 'tortellini',
        'gnocchi', 'orzo', 'vermicelli', 'noodles', 'udon', 'ramen', 'soba', 'beer', 'ale', 'malt', 'ladyfingers', 'sponge fingers', 'shortbread',
      ],
      es: [
        'harina', 'trigo', 'cebada', 'centeno', 'avena', 'espelta', 'semola', 'sémola', 'cuscus', 'cuscús', 'bulgur', 'pan', 'pan rallado',
        'panko', 'picatostes', 'hojaldre', 'masa quebrada', 'pasta', 'espaguetis', 'macarrones', 'fideos', 'tallarines', 'lasana', 'lasaña',
        'ñoquis', 'noquis', 'galletas', 'cerveza', 'malta', 'bizcochos',
      ],
      it: [
        'farina', 'frumento', 'orzo', 'segale', 'avena', 'farro', 'semola', 'cuscus', 'couscous', 'bulgur', 'pane', 'pangrattato',
        'pan grattato', 'crostini', 'grissini', 'focaccia', 'pasta sfoglia', 'pasta frolla', 'pasta', 'spaghetti', 'penne', 'fusilli',
        'linguine', 'tagliatelle', 'fettuccine', 'lasagne', 'ravioli', 'tortellini', 'gnocchi', 'orecchiette', 'rigatoni', 'paccheri',
        'maccheroni', 'bucatini', 'pappardelle', 'ditalini', 'vermicelli', 'biscotti', 'savoiardi', 'birra', 'malto',
      ],
      fr: [
        'farine', 'ble', 'blé', 'orge', 'seigle', 'avoine', 'epeautre', 'épeautre', 'semoule', 'couscous', 'boulgour', 'pain',
        'chapelure', 'croutons', 'croûtons', 'baguette', 'brioche', 'croissant', 'pate feuilletee', 'pâte feuilletée', 'pate brisee',
        'pâte brisée', 'pate sablee', 'pâte sablée', 'pate a pizza', 'pâte à pizza', 'pates', 'pâtes', 'nouilles', 'spaghettis', 'lasagnes',
        'biscuits', 'biere', 'bière', 'malt',
      ],
      de: [
        'mehl', '*mehl', 'weizen', 'weizen*', 'gerste', 'roggen', 'roggen*', 'hafer', 'hafer*', 'dinkel', 'dinkel*', 'griess', 'grieß',
        'bulgur', 'couscous', 'brot', '*brot', 'brot*', 'brötchen', 'semmelbrösel', 'paniermehl', 'blätterteig', 'mürbeteig', 'pizzateig',
        'nudeln', '*nudeln', 'spätzle', '*spätzle', 'knödel', 'spaghetti', 'lasagne', 'kekse', 'bier', 'malz',
      ],
      pt: [
        'farinha', 'trigo', 'cevada', 'centeio', 'aveia', 'espelta', 'semola', 'sêmola', 'cuscuz', 'bulgur', 'pao', 'pão', 'pães',
        'pao ralado', 'pão ralado', 'farinha de rosca', 'massa', 'massa folhada', 'macarrao', 'macarrão', 'esparguete', 'espaguete',
        'lasanha', 'nhoque', 'bolachas', 'biscoitos', 'cerveja', 'malte',
      ],
    },
  },
  // Gluten-free flours, starches and noodles, and pastes that are not pasta: shielded from "flour", "pasta", "noodles".
  {
    tags: [],
    words: {
      en: [
        'ginger ale', 'rice flour', 'corn flour', 'maize flour', 'potato flour', 'chickpea flour', 'gram flour', 'buckwheat flour', 'coconut flour',
        'tapioca flour', 'cassava flour', 'rice noodles', 'glass noodles', 'rice vermicelli', 'buckwheat',
      ],
      es: ['harina de maiz', 'harina de maíz', 'harina de arroz', 'harina de garbanzo', 'harina de garbanzos', 'harina de yuca', 'fideos de arroz', 'pasta de', 'trigo sarraceno', 'en polvo', 'polvo de hornear', 'polvos de hornear', 'polvo para hornear'],
      it: ['farina di mais', 'farina di riso', 'farina di ceci', 'farina di castagne', 'spaghetti di riso', 'pasta di', 'grano saraceno'],
      fr: ['farine de mais', 'farine de maïs', 'farine de riz', 'farine de pois chiches', 'farine de sarrasin', 'nouilles de riz', 'vermicelles de riz', 'ble noir', 'blé noir', 'sarrasin'],
      de: ['maismehl', 'reismehl', 'kartoffelmehl', 'kichererbsenmehl', 'buchweizenmehl', 'kokosmehl', 'reisnudeln', 'glasnudeln', 'buchweizen'],
      pt: ['farinha de milho', 'farinha de arroz', 'farinha de mandioca', 'farinha de grão', 'massa de tomate', 'massa de pimentão', 'trigo sarraceno'],
    },
  },
  { tags: ['gluten', 'soybeans'], words: { en: ['soy sauce', 'soya sauce', 'shoyu'], es: ['salsa de soja', 'salsa de soya'], it: ['salsa di soia'], fr: ['sauce soja', 'sauce de soja'], de: ['sojasauce', 'sojasosse', 'sojasoße'], pt: ['molho de soja', 'molho shoyu'] } },
  { tags: ['gluten', 'eggs'], words: { en: ['egg noodles'], es: ['bizcochos de soletilla'], it: ['pasta all uovo', 'pasta all\'uovo'], fr: ['biscuits a la cuillere', 'biscuits à la cuillère'], de: ['eiernudeln', 'löffelbiskuits'], pt: ['massa com ovos'] } },
  {
    tags: ['crustaceans'],
    words: {
      en: ['shrimp', 'prawn', 'crab', 'lobster', 'crayfish', 'langoustine', 'scampi', 'krill'],
      es: ['gamba', 'camaron', 'camarón', 'camarones', 'langostino', 'cangrejo', 'langosta', 'bogavante', 'cigala', 'carabinero'],
      it: ['gamberi', 'gambero', 'gamberetti', 'mazzancolle', 'granchio', 'granchi', 'aragosta', 'astice', 'scampi'],
      fr: ['crevette', 'crabe', 'homard', 'langouste', 'langoustine', 'ecrevisse', 'écrevisse'],
      de: ['garnele', 'garnelen', '*garnelen', 'krabbe', 'krabben', 'hummer', 'languste', 'langusten', 'krebs', '*krebs', 'flusskrebse', 'shrimp', 'scampi'],
      pt: ['camarao', 'camarão', 'camaroes', 'camarões', 'caranguejo', 'lagosta', 'lagostim', 'lagostins', 'santola'],
    },
  },
  {
    tags: ['eggs'],
    words: {
      en: ['egg', 'egg yolk', 'yolk', 'egg white', 'mayonnaise', 'mayo', 'aioli', 'meringue', 'hollandaise'],
      es: ['huevo', 'yema', 'clara de huevo', 'mayonesa', 'alioli', 'merengue'],
      it: ['uovo', 'uova', 'tuorlo', 'tuorli', 'albume', 'albumi', 'maionese', 'meringa', 'meringhe'],
      fr: ['oeuf', 'œuf', 'oeufs', 'œufs', 'jaune d oeuf', 'blanc d oeuf', 'mayonnaise', 'aioli', 'aïoli', 'meringue'],
      de: ['ei', 'eier', 'eigelb', 'eiweiss', 'eiweiß', 'eiklar', 'eidotter', 'mayonnaise', 'majonäse', 'baiser'],
      pt: ['ovo', 'gema', 'clara de ovo', 'maionese', 'merengue', 'suspiro'],
    },
  },
  {
    tags: ['fish'],
    words: {
      en: [
        'fish', 'fish sauce', 'salmon', 'tuna', 'cod', 'anchovy', 'anchovies', 'sardine', 'trout', 'haddock', 'mackerel', 'hake', 'sea bass',
        'halibut', 'tilapia', 'pollock', 'herring', 'swordfish', 'sea bream', 'monkfish', 'bonito', 'dashi', 'katsuobushi', 'worcestershire',
        'caviar', 'roe', 'surimi', 'nuoc mam',
      ],
      es: ['pescado', 'pez espada', 'salmon', 'salmón', 'atun', 'atún', 'bacalao', 'anchoa', 'boqueron', 'boquerón', 'boquerones', 'sardina', 'trucha', 'merluza', 'caballa', 'lubina', 'dorada', 'arenque', 'bonito', 'salsa de pescado'],
      it: ['pesce', 'pesci', 'salmone', 'tonno', 'merluzzo', 'baccala', 'baccalà', 'stoccafisso', 'acciuga', 'acciughe', 'alici', 'sardine', 'sarde', 'trota', 'sgombro', 'branzino', 'spigola', 'orata', 'aringa', 'pesce spada', 'bottarga', 'colatura'],
      fr: ['poisson', 'saumon', 'thon', 'cabillaud', 'morue', 'anchois', 'sardine', 'truite', 'maquereau', 'merlu', 'colin', 'dorade', 'hareng', 'lotte', 'espadon', 'sauce poisson', 'sauce de poisson'],
      de: ['fisch', '*fisch', 'fisch*', 'lachs', '*lachs', 'kabeljau', 'sardelle', 'sardellen', 'sardine', 'sardinen', 'forelle', 'forellen', 'makrele', 'makrelen', 'hering', 'dorsch', 'zander', 'scholle', 'rotbarsch', 'heilbutt'],
      pt: ['peixe', 'peixes', 'salmao', 'salmão', 'atum', 'bacalhau', 'anchova', 'biqueirao', 'sardinha', 'truta', 'cavala', 'pescada', 'robalo', 'dourada', 'arenque', 'carapau', 'molho de peixe'],
    },
  },
  {
    tags: ['peanuts'],
    words: {
      en: ['peanut', 'peanut butter', 'peanut oil', 'groundnut'],
      es: ['cacahuete', 'cacahuate', 'mani', 'maní', 'manises', 'mantequilla de cacahuete', 'mantequilla de mani', 'mantequilla de maní', 'crema de cacahuete'],
      it: ['arachidi', 'arachide', 'noccioline', 'burro di arachidi'],
      fr: ['cacahuete', 'cacahuète', 'arachide', 'beurre de cacahuete', 'beurre de cacahuète', 'huile d arachide'],
      de: ['erdnuss', 'erdnusse', 'erdnüsse', 'erdnuss*', 'erdnussbutter'],
      pt: ['amendoim', 'amendoins', 'manteiga de amendoim', 'pasta de amendoim'],
    },
  },
  {
    tags: ['soybeans'],
    words: {
      en: ['soy', 'soya', 'soybean', 'soy milk', 'soya milk', 'tofu', 'tempeh', 'edamame', 'miso', 'tamari', 'natto'],
      es: ['soja', 'soya', 'leche de soja', 'tofu', 'tempeh', 'edamame', 'miso'],
      it: ['soia', 'latte di soia', 'tofu', 'tempeh', 'edamame', 'miso'],
      fr: ['soja', 'lait de soja', 'tofu', 'tempeh', 'edamame', 'miso'],
      de: ['soja', 'soja*', 'sojamilch', 'tofu', 'tempeh', 'edamame', 'miso'],
      pt: ['soja', 'leite de soja', 'tofu', 'tempeh', 'edamame', 'missô', 'misso'],
    },
  },
  {
    tags: ['milk'],
    words: {
      en: [
        'milk', 'butter', 'buttermilk', 'cream', 'sour cream', 'creme fraiche', 'crème fraîche', 'cheese', 'cream cheese', 'yogurt', 'yoghurt',
        'ghee', 'whey', 'ice cream', 'parmesan', 'pecorino', 'mozzarella', 'burrata', 'ricotta', 'mascarpone', 'gorgonzola',
        'cheddar', 'feta', 'halloumi', 'paneer', 'brie', 'camembert', 'gruyere', 'gruyère', 'emmental', 'quark', 'skyr', 'kefir', 'bechamel',
        'béchamel', 'condensed milk',
      ],
      es: ['leche', 'mantequilla', 'nata', 'crema', 'queso', 'yogur', 'requeson', 'requesón', 'manchego', 'bechamel', 'dulce de leche', 'suero de leche'],
      it: [
        'latte', 'burro', 'panna', 'formaggio', 'formaggi', 'yogurt', 'parmigiano', 'grana padano', 'pecorino', 'mozzarella', 'burrata',
        'ricotta', 'mascarpone', 'gorgonzola', 'provolone', 'scamorza', 'fontina', 'stracchino', 'taleggio', 'besciamella', 'crema',
      ],
      fr: ['lait', 'beurre', 'creme', 'crème', 'fromage', 'yaourt', 'parmesan', 'gruyere', 'gruyère', 'comte', 'comté', 'emmental', 'roquefort', 'reblochon', 'camembert', 'brie', 'chevre', 'chèvre', 'bechamel', 'béchamel'],
      de: [
        'milch', '*milch', 'milch*', 'butter', 'butter*', 'butterschmalz', 'sahne', '*sahne', 'sahne*', 'rahm', '*rahm', 'schmand', 'käse',
        '*käse', 'käse*', 'joghurt', 'quark', 'topfen', 'molke', 'parmesan', 'mozzarella', 'ricotta', 'mascarpone', 'emmentaler', 'gouda',
      ],
      pt: ['leite', 'leite condensado', 'manteiga', 'nata', 'natas', 'creme de leite', 'queijo', 'queijos', 'iogurte', 'requeijao', 'requeijão', 'coalhada', 'bechamel'],
    },
  },
  // "Milks", "butters" and "creams" that are not dairy: shielded, or told for what they are.
  {
    tags: [],
    words: {
      en: ['coconut milk', 'coconut cream', 'rice milk', 'cocoa butter', 'cream of tartar', 'apple butter', 'shea butter'],
      es: ['leche de coco', 'crema de coco', 'leche de arroz', 'manteca de cacao', 'cremor tartaro', 'crémor tártaro'],
      it: ['latte di cocco', 'crema di cocco', 'latte di riso', 'burro di cacao', 'cremor tartaro'],
      fr: ['lait de coco', 'creme de coco', 'crème de coco', 'lait de riz', 'beurre de cacao', 'creme de tartre', 'crème de tartre'],
      de: ['kokosmilch', 'kokosnussmilch', 'kokossahne', 'reismilch', 'kakaobutter', 'weinstein'],
      pt: ['leite de coco', 'creme de coco', 'leite de arroz', 'manteiga de cacau', 'cremor tartaro', 'cremor tártaro'],
    },
  },
  { tags: ['gluten'], words: { en: ['oat milk'], es: ['leche de avena'], it: ['latte di avena'], fr: ['lait d avoine'], de: ['hafermilch', 'haferdrink'], pt: ['leite de aveia'] } },
  { tags: ['milk', 'nuts'], words: { en: ['pesto'], es: ['pesto'], it: ['pesto'], fr: ['pesto', 'pistou'], de: ['pesto'], pt: ['pesto'] } },
  { tags: ['milk', 'eggs'], words: { en: ['custard'], es: ['natillas', 'crema pastelera'], it: ['crema pasticcera'], fr: ['creme patissiere', 'crème pâtissière', 'creme anglaise', 'crème anglaise'], de: ['vanillepudding'], pt: ['creme de pasteleiro'] } },
  {
    tags: ['nuts'],
    words: {
      en: [
        'nut', 'almond', 'almond milk', 'almond butter', 'almond flour', 'ground almonds', 'hazelnut', 'walnut', 'cashew', 'pecan', 'pistachio',
        'macadamia', 'brazil nut', 'pine nut', 'marzipan', 'frangipane', 'praline', 'amaretti', 'nut butter',
      ],
      es: ['nuez', 'nueces', 'almendra', 'leche de almendra', 'leche de almendras', 'harina de almendra', 'harina de almendras', 'avellana', 'anacardo', 'pistacho', 'pecana', 'nuez pecana', 'macadamia', 'piñones', 'pinones', 'mazapan', 'mazapán', 'frutos secos'],
      it: ['noce', 'noci', 'mandorla', 'mandorle', 'latte di mandorla', 'farina di mandorle', 'nocciola', 'nocciole', 'anacardi', 'anacardo', 'pistacchi', 'pistacchio', 'noci pecan', 'macadamia', 'pinoli', 'marzapane', 'amaretti', 'frutta secca', 'frutta a guscio', 'gianduia'],
      fr: ['noix', 'amande', 'lait d amande', 'poudre d amande', 'poudre d amandes', 'noisette', 'noix de cajou', 'cajou', 'pistache', 'noix de pecan', 'noix de pécan', 'macadamia', 'pignons', 'pignons de pin', 'massepain', 'pate d amande', 'pâte d amande', 'praline', 'praliné', 'frangipane'],
      de: ['nuss', 'nusse', 'nüsse', '*nuss', '*nusse', '*nüsse', 'nuss*', 'mandel', 'mandeln', 'mandel*', 'mandelmilch', 'mandelmehl', 'haselnuss*', 'walnuss*', 'cashew', 'cashews', 'cashewkerne', 'pistazie', 'pistazien', 'pekannuss*', 'macadamia', 'pinienkerne', 'marzipan', 'nougat'],
      pt: ['noz', 'nozes', 'amendoa', 'amêndoa', 'amendoas', 'amêndoas', 'leite de amendoa', 'leite de amêndoa', 'farinha de amendoa', 'farinha de amêndoa', 'avela', 'avelã', 'avelãs', 'castanha de caju', 'caju', 'pistache', 'pistacho', 'noz peca', 'noz pecã', 'macadamia', 'castanha do para', 'castanha do pará', 'castanha do brasil', 'pinhoes', 'pinhões', 'maçapão', 'macapao'],
    },
  },
  // Not nuts (nor, for coconut, a listed allergen): nutmeg, coconut, butternut.
  {
    tags: [],
    words: {
      en: ['nutmeg', 'coconut', 'butternut', 'water chestnut', 'tiger nut', 'tiger nuts'],
      es: ['nuez moscada', 'coco', 'nuez de coco', 'chufa'],
      it: ['noce moscata', 'noce di cocco', 'cocco'],
      fr: ['noix de muscade', 'muscade', 'noix de coco', 'coco', 'noix de coco rapee', 'souchet'],
      de: ['muskatnuss', 'muskat', 'kokosnuss', 'kokos', 'kokos*', 'erdmandel', 'erdmandeln'],
      pt: ['noz moscada', 'coco'],
    },
  },
  {
    tags: ['celery'],
    words: { en: ['celery', 'celeriac', 'celery salt'], es: ['apio', 'apionabo'], it: ['sedano', 'sedano rapa'], fr: ['celeri', 'céleri', 'celeri rave', 'céleri rave'], de: ['sellerie', '*sellerie', 'sellerie*'], pt: ['aipo', 'salsao', 'salsão'] },
  },
  {
    tags: ['mustard'],
    words: { en: ['mustard', 'dijon'], es: ['mostaza'], it: ['senape', 'mostarda'], fr: ['moutarde'], de: ['senf', '*senf', 'senf*'], pt: ['mostarda'] },
  },
  {
    tags: ['sesame'],
    words: {
      en: ['sesame', 'tahini', 'tahina', 'hummus', 'houmous', 'zaatar', 'za atar', 'halva', 'halwa'],
      es: ['sesamo', 'sésamo', 'ajonjoli', 'ajonjolí', 'tahini', 'tahina', 'hummus'],
      it: ['sesamo', 'tahina', 'tahini', 'hummus'],
      fr: ['sesame', 'sésame', 'tahini', 'tahin', 'houmous', 'hoummous'],
      de: ['sesam', 'sesam*', 'tahin', 'tahini', 'hummus'],
      pt: ['sesamo', 'sésamo', 'gergelim', 'tahine', 'tahini', 'homus', 'húmus'],
    },
  },
  {
    tags: ['sulphites'],
    words: {
      en: ['wine', 'sherry', 'marsala', 'vermouth', 'madeira', 'balsamic', 'dried apricots'],
      es: ['vino', 'jerez', 'vermut', 'balsamico', 'balsámico', 'orejones'],
      it: ['vino', 'marsala', 'vermut', 'balsamico', 'aceto balsamico'],
      fr: ['vin', 'xeres', 'xérès', 'vermouth', 'balsamique', 'madere', 'madère'],
      de: ['wein', '*wein', 'sherry', 'wermut', 'balsamico', 'marsala'],
      pt: ['vinho', 'xerez', 'vermute', 'balsamico', 'balsâmico', 'madeira'],
    },
  },
  { tags: [], words: { en: ['grapes'], es: ['uvas'], it: ['uva'], fr: ['raisin', 'raisins'], de: ['weintrauben', 'weinbeeren', 'weinblätter'], pt: ['uvas'] } },
  {
    tags: ['lupin'],
    words: { en: ['lupin', 'lupine', 'lupini'], es: ['altramuz', 'altramuces', 'lupino'], it: ['lupini', 'lupino'], fr: ['lupin'], de: ['lupine', 'lupinen', 'lupinen*'], pt: ['tremoco', 'tremoço', 'tremocos', 'tremoços'] },
  },
  {
    tags: ['molluscs'],
    words: {
      en: ['mussel', 'clam', 'oyster', 'squid', 'octopus', 'scallop', 'snail', 'escargot', 'cuttlefish', 'calamari', 'whelk', 'cockle', 'abalone', 'oyster sauce'],
      es: ['mejillon', 'mejillón', 'mejillones', 'almeja', 'ostra', 'calamar', 'calamares', 'pulpo', 'vieira', 'sepia', 'chipiron', 'chipirón', 'chipirones', 'caracol', 'caracoles', 'berberecho', 'navajas'],
      it: ['cozze', 'cozza', 'vongole', 'vongola', 'ostriche', 'ostrica', 'calamari', 'calamaro', 'polpo', 'polipo', 'seppia', 'seppie', 'capesante', 'capasanta', 'lumache', 'totani', 'moscardini'],
      fr: ['moule', 'palourde', 'huitre', 'huître', 'calmar', 'calamar', 'encornet', 'poulpe', 'pieuvre', 'seiche', 'coquilles saint jacques', 'saint jacques', 'escargot', 'bulot', 'coques'],
      de: ['muscheln', '*muscheln', '*muschel', 'auster', 'austern', 'tintenfisch', 'tintenfisch*', 'kalmar', 'kalmare', 'calamari', 'oktopus', 'krake', 'sepia', 'schnecken'],
      pt: ['mexilhao', 'mexilhão', 'mexilhoes', 'mexilhões', 'ameijoa', 'amêijoa', 'ostra', 'lula', 'polvo', 'vieira', 'chocos', 'caracol', 'caracois', 'caracóis', 'berbigao', 'berbigão'],
    },
  },
  {
    tags: ['crustaceans', 'molluscs'],
    words: { en: ['seafood', 'shellfish'], es: ['marisco', 'mariscos'], it: ['frutti di mare'], fr: ['fruits de mer'], de: ['meeresfrüchte'], pt: ['frutos do mar', 'marisco', 'mariscos'] },
  },
  {
    tags: ['meat'],
    words: {
      en: [
        'meat', 'chicken', 'beef', 'pork', 'lamb', 'mutton', 'veal', 'bacon', 'ham', 'sausage', 'salami', 'pepperoni', 'chorizo', 'prosciutto',
        'pancetta', 'guanciale', 'turkey', 'duck', 'goose', 'venison', 'rabbit', 'minced meat', 'mince', 'gelatin', 'gelatine', 'lard', 'suet',
        'bone broth', 'bone marrow', 'foie gras', 'steak', 'meatballs',
      ],
      es: ['carne', 'pollo', 'ternera', 'res', 'vaca', 'cerdo', 'cordero', 'cabrito', 'tocino', 'beicon', 'bacon', 'jamon', 'jamón', 'chorizo', 'salchicha', 'salchichon', 'salchichón', 'morcilla', 'panceta', 'lomo', 'pavo', 'pato', 'conejo', 'gelatina', 'manteca de cerdo', 'albondigas', 'albóndigas'],
      it: ['carne', 'pollo', 'manzo', 'maiale', 'agnello', 'vitello', 'salsiccia', 'salsicce', 'salame', 'prosciutto', 'pancetta', 'guanciale', 'speck', 'mortadella', 'bresaola', 'tacchino', 'anatra', 'coniglio', 'macinato', 'gelatina', 'colla di pesce', 'lardo', 'strutto', 'ragu', 'ragù', 'polpette'],
      fr: ['viande', 'poulet', 'boeuf', 'bœuf', 'porc', 'agneau', 'veau', 'lardons', 'lard', 'jambon', 'saucisse', 'saucisson', 'chorizo', 'dinde', 'canard', 'lapin', 'volaille', 'gelatine', 'gélatine', 'saindoux', 'foie gras', 'steak', 'boulettes'],
      de: [
        'fleisch', '*fleisch', 'fleisch*', 'hähnchen', 'hähnchen*', 'hühnchen', 'huhn', 'hühner*', 'rinder*', 'rindfleisch', 'schwein',
        'schweine*', 'lamm', 'lamm*', 'kalb', 'kalbs*', 'speck', 'schinken', '*schinken', 'wurst', '*wurst', 'würstchen', '*würstchen', 'salami',
        'pute', 'puten*', 'ente', 'gans', 'kaninchen', 'hackfleisch', 'gelatine', 'schmalz', 'frikadellen',
      ],
      pt: ['carne', 'frango', 'vaca', 'boi', 'porco', 'cordeiro', 'vitela', 'bacon', 'toucinho', 'presunto', 'fiambre', 'linguica', 'linguiça', 'chourico', 'chouriço', 'salsicha', 'peru', 'pato', 'coelho', 'gelatina', 'banha', 'almondegas', 'almôndegas'],
    },
  },
  // The same words, said of a vegetable: not meat.
  { tags: [], words: { en: ['lamb s lettuce', 'hen of the woods', 'chicken of the woods'], es: ['carne de membrillo'], it: [], fr: [], de: ['lammsalat'], pt: [] } },
  {
    tags: ['animal'],
    words: { en: ['honey', 'honeycomb', 'beeswax'], es: ['miel'], it: ['miele'], fr: ['miel'], de: ['honig', 'honig*', 'bienenhonig'], pt: ['mel'] },
  },
];
