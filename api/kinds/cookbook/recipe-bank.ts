// The offline writer's recipe bank (issue 13): real home recipes as language-neutral data, for a
// cookbook written with no AI provider. A recipe here is numbers and keys only: the servings and
// times, each ingredient's quantity (a number or a min–max range) in a unit of core/recipes.ts
// (none: a count, "2 onions"; "to-taste": no quantity), and keys into recipe-words.ts for every
// word (the item, its preparation note and group, the steps, tips, title, story and cuisine) in
// the 17 languages.
//
// The rules the bank keeps (tests/unit/cookbook-offline.test.ts checks them):
// - The quantities are for the stated servings, as the recipes are cooked: 100 g of dry pasta or
//   rice a person for a main course, a recipe's seasoning in spoons.
// - `diet` is exactly what core `dietOf` allows for the English ingredients: a recipe claims every
//   tag its ingredients allow and no other.
// - A step that waits names its minutes (a timer in cook mode); one that sets an oven names its
//   temperature in °C.
// - A group's ingredients are listed together (the schema refuses a split group).
import type { Allergen, DietTag, Quantity, Unit } from '../../../core/recipes.ts';
import type { CuisineKey, GroupKey, IngredientKey, NoteKey, TextKey, ThemeKey } from './recipe-words.ts';

export interface BankIngredient {
  /** none only with the unit "to-taste" */
  quantity?: Quantity;
  /** none: a count ("2 onions") */
  unit?: Unit;
  item: IngredientKey;
  note?: NoteKey;
  group?: GroupKey;
  /** allergens the English words do not tell (none in this bank so far) */
  allergens?: readonly Allergen[];
}

export interface BankStep {
  text: TextKey;
  /** how long the step takes, when it says */
  minutes?: number;
  temperature?: { value: number; unit: 'C' };
}

/** What a recipe is eaten as: a main course's starch is checked per serving; the theme's words choose among them. */
export type Course = 'main' | 'soup' | 'breakfast' | 'dessert';

export interface BankRecipe {
  key: string;
  title: TextKey;
  story: TextKey;
  servings: number;
  prepMinutes: number;
  cookMinutes: number;
  course: Course;
  cuisine: CuisineKey;
  /** exactly the tags core dietOf allows for the English ingredients */
  diet: readonly DietTag[];
  /** what a theme may ask for that this recipe is ("quick", "rice", "party") */
  themes: readonly ThemeKey[];
  /** the ingredients that make the dish, matched against a theme's words ("lentils") */
  mains: readonly IngredientKey[];
  ingredients: readonly BankIngredient[];
  steps: readonly BankStep[];
  tips: readonly TextKey[];
}

const ALL: readonly DietTag[] = ['vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'nut-free'];

export const RECIPE_BANK: readonly BankRecipe[] = [
  {
    key: 'chanaMasala', title: 'chanaMasala.title', story: 'chanaMasala.story',
    servings: 4, prepMinutes: 10, cookMinutes: 30, course: 'main', cuisine: 'indian', diet: ALL,
    themes: ['dinner', 'spicy', 'legumes', 'budget'], mains: ['chickpeas'],
    ingredients: [
      { quantity: 2, unit: 'tbsp', item: 'vegetableOil' },
      { quantity: 1, unit: 'tsp', item: 'cuminSeeds' },
      { quantity: 1, item: 'onion', note: 'onionFinelyChopped' },
      { quantity: 3, unit: 'clove', item: 'garlic', note: 'garlicCrushed' },
      { quantity: 1, unit: 'tbsp', item: 'freshGinger', note: 'finelyGrated' },
      { quantity: 1, item: 'greenChilli', note: 'chilliFinelyChopped' },
      { quantity: 2, unit: 'tsp', item: 'groundCoriander' },
      { quantity: 0.5, unit: 'tsp', item: 'groundTurmeric' },
      { quantity: 1, unit: 'tsp', item: 'garamMasala' },
      { quantity: 400, unit: 'g', item: 'cannedTomatoes' },
      { quantity: 480, unit: 'g', item: 'chickpeas', note: 'chickpeasDrained' },
      { quantity: 200, unit: 'ml', item: 'water' },
      { quantity: 1, unit: 'tsp', item: 'salt' },
      { quantity: 0.5, item: 'lemon', note: 'juiced' },
      { quantity: 1, unit: 'handful', item: 'freshCoriander', note: 'corianderChopped' },
    ],
    steps: [
      { text: 'chanaMasala.step1', minutes: 8 },
      { text: 'chanaMasala.step2', minutes: 2 },
      { text: 'chanaMasala.step3', minutes: 5 },
      { text: 'chanaMasala.step4', minutes: 15 },
      { text: 'chanaMasala.step5' },
    ],
    tips: ['tip.betterNextDay'],
  },
  {
    key: 'mujaddara', title: 'mujaddara.title', story: 'mujaddara.story',
    servings: 4, prepMinutes: 10, cookMinutes: 45, course: 'main', cuisine: 'middleEastern', diet: ALL,
    themes: ['dinner', 'legumes', 'rice', 'budget'], mains: ['lentils', 'longGrainRice', 'onions'],
    ingredients: [
      { quantity: 200, unit: 'g', item: 'lentils', note: 'lentilsRinsed' },
      { quantity: 1, unit: 'l', item: 'water' },
      { quantity: 5, unit: 'tbsp', item: 'oliveOil' },
      { quantity: 3, item: 'onions', note: 'onionsThinlySliced' },
      { quantity: 200, unit: 'g', item: 'longGrainRice', note: 'riceRinsed' },
      { quantity: 1, unit: 'tsp', item: 'groundCumin' },
      { quantity: 1.5, unit: 'tsp', item: 'salt' },
      { unit: 'to-taste', item: 'blackPepper' },
    ],
    steps: [
      { text: 'mujaddara.step1', minutes: 15 },
      { text: 'mujaddara.step2', minutes: 25 },
      { text: 'mujaddara.step3' },
      { text: 'mujaddara.step4', minutes: 20 },
      { text: 'mujaddara.step5' },
    ],
    tips: ['tip.onionsDeepBrown'],
  },
  {
    key: 'blackBeanTacos', title: 'blackBeanTacos.title', story: 'blackBeanTacos.story',
    servings: 4, prepMinutes: 15, cookMinutes: 15, course: 'main', cuisine: 'mexican', diet: ALL,
    themes: ['dinner', 'quick', 'legumes'], mains: ['blackBeans', 'cornTortillas', 'avocados'],
    ingredients: [
      { quantity: 2, unit: 'tbsp', item: 'vegetableOil' },
      { quantity: 1, item: 'onion', note: 'onionFinelyChopped' },
      { quantity: 2, unit: 'clove', item: 'garlic', note: 'garlicCrushed' },
      { quantity: 1, unit: 'tsp', item: 'groundCumin' },
      { quantity: 1, unit: 'tsp', item: 'smokedPaprika' },
      { quantity: 480, unit: 'g', item: 'blackBeans', note: 'beansDrained' },
      { quantity: 100, unit: 'ml', item: 'water' },
      { quantity: 1, unit: 'tsp', item: 'salt' },
      { quantity: 12, item: 'cornTortillas' },
      { quantity: 2, item: 'tomatoes', note: 'diced', group: 'forTheTopping' },
      { quantity: 1, unit: 'handful', item: 'freshCoriander', note: 'corianderChopped', group: 'forTheTopping' },
      { quantity: 2, item: 'avocados', note: 'avocadosSliced', group: 'forTheTopping' },
      { quantity: 1, item: 'lime', note: 'wedges', group: 'forTheTopping' },
    ],
    steps: [
      { text: 'blackBeanTacos.step1', minutes: 6 },
      { text: 'blackBeanTacos.step2', minutes: 5 },
      { text: 'blackBeanTacos.step3' },
      { text: 'blackBeanTacos.step4' },
    ],
    tips: ['tip.tortillaLabel'],
  },
  {
    key: 'misoSoup', title: 'misoSoup.title', story: 'misoSoup.story',
    servings: 4, prepMinutes: 5, cookMinutes: 15, course: 'soup', cuisine: 'japanese', diet: ALL,
    themes: ['soup', 'quick'], mains: ['whiteMiso', 'silkenTofu', 'driedWakame'],
    ingredients: [
      { quantity: 10, unit: 'g', item: 'kombu' },
      { quantity: 1, unit: 'l', item: 'water' },
      { quantity: 1, unit: 'tbsp', item: 'driedWakame' },
      { quantity: 200, unit: 'g', item: 'silkenTofu', note: 'cubes2cm' },
      { quantity: 3, unit: 'tbsp', item: 'whiteMiso' },
      { quantity: 2, item: 'springOnions', note: 'springOnionRings' },
    ],
    steps: [
      { text: 'misoSoup.step1', minutes: 10 },
      { text: 'misoSoup.step2', minutes: 5 },
      { text: 'misoSoup.step3', minutes: 2 },
      { text: 'misoSoup.step4' },
    ],
    tips: ['tip.misoOffHeat', 'tip.misoGluten'],
  },
  {
    key: 'ratatouille', title: 'ratatouille.title', story: 'ratatouille.story',
    servings: 4, prepMinutes: 20, cookMinutes: 55, course: 'main', cuisine: 'french', diet: ALL,
    themes: ['dinner', 'vegetables'], mains: ['aubergine', 'courgettes', 'bellPeppers'],
    ingredients: [
      { quantity: 6, unit: 'tbsp', item: 'oliveOil' },
      { quantity: 1, item: 'aubergine', note: 'cubes2cm' },
      { quantity: 2, item: 'courgettes', note: 'slices1cm' },
      { quantity: 1, item: 'onion', note: 'onionThinlySliced' },
      { quantity: 2, item: 'bellPeppers', note: 'peppersPieces' },
      { quantity: 3, unit: 'clove', item: 'garlic', note: 'garlicCrushed' },
      { quantity: 400, unit: 'g', item: 'cannedTomatoes' },
      { quantity: 3, unit: 'sprig', item: 'thyme' },
      { quantity: 1, unit: 'tsp', item: 'salt' },
      { quantity: 1, unit: 'handful', item: 'basilLeaves', note: 'basilTorn' },
    ],
    steps: [
      { text: 'ratatouille.step1', minutes: 13 },
      { text: 'ratatouille.step2', minutes: 11 },
      { text: 'ratatouille.step3', minutes: 30 },
      { text: 'ratatouille.step4' },
    ],
    tips: ['tip.ratatouilleSeparately'],
  },
  {
    key: 'jollofRice', title: 'jollofRice.title', story: 'jollofRice.story',
    servings: 6, prepMinutes: 15, cookMinutes: 60, course: 'main', cuisine: 'westAfrican', diet: ALL,
    themes: ['dinner', 'rice', 'spicy', 'party'], mains: ['longGrainRice', 'bellPeppers'],
    ingredients: [
      { quantity: 400, unit: 'g', item: 'cannedTomatoes', group: 'forThePepperBase' },
      { quantity: 2, item: 'bellPeppers', note: 'peppersPieces', group: 'forThePepperBase' },
      { quantity: 1, item: 'onion', note: 'onionRoughlyChopped', group: 'forThePepperBase' },
      { quantity: 1, item: 'scotchBonnet', note: 'seedsOutForLessHeat', group: 'forThePepperBase' },
      { quantity: 80, unit: 'ml', item: 'vegetableOil' },
      { quantity: 1, item: 'onion', note: 'onionThinlySliced' },
      { quantity: 2, unit: 'tbsp', item: 'tomatoPaste' },
      { quantity: 1, unit: 'tsp', item: 'curryPowder' },
      { quantity: 1, unit: 'tsp', item: 'driedThyme' },
      { quantity: 1.5, unit: 'tsp', item: 'salt' },
      { quantity: 500, unit: 'g', item: 'longGrainRice', note: 'riceRinsed' },
      { quantity: 600, unit: 'ml', item: 'vegetableStock' },
    ],
    steps: [
      { text: 'jollofRice.step1' },
      { text: 'jollofRice.step2', minutes: 7 },
      { text: 'jollofRice.step3', minutes: 20 },
      { text: 'jollofRice.step4', minutes: 35 },
    ],
    tips: ['tip.jollofBottom'],
  },
  {
    key: 'spaghettiPomodoro', title: 'spaghettiPomodoro.title', story: 'spaghettiPomodoro.story',
    servings: 4, prepMinutes: 10, cookMinutes: 25, course: 'main', cuisine: 'italian', diet: ['vegetarian', 'nut-free'],
    themes: ['dinner', 'pasta', 'quick', 'budget'], mains: ['spaghetti', 'peeledTomatoes'],
    ingredients: [
      { quantity: 4, unit: 'tbsp', item: 'oliveOil' },
      { quantity: 2, unit: 'clove', item: 'garlic', note: 'garlicPeeledCrushed' },
      { quantity: 800, unit: 'g', item: 'peeledTomatoes' },
      { quantity: 1, unit: 'tsp', item: 'salt' },
      { quantity: 400, unit: 'g', item: 'spaghetti' },
      { quantity: 1, unit: 'handful', item: 'basilLeaves' },
      { quantity: 40, unit: 'g', item: 'hardCheese', note: 'finelyGrated', group: 'toServe' },
    ],
    steps: [
      { text: 'spaghettiPomodoro.step1', minutes: 3 },
      { text: 'spaghettiPomodoro.step2', minutes: 20 },
      { text: 'spaghettiPomodoro.step3', minutes: 10 },
      { text: 'spaghettiPomodoro.step4', minutes: 1 },
    ],
    tips: ['tip.sanMarzano', 'tip.rennet'],
  },
  {
    key: 'shakshuka', title: 'shakshuka.title', story: 'shakshuka.story',
    servings: 4, prepMinutes: 10, cookMinutes: 30, course: 'breakfast', cuisine: 'middleEastern',
    diet: ['vegetarian', 'gluten-free', 'dairy-free', 'nut-free'],
    themes: ['breakfast', 'dinner', 'spicy', 'quick'], mains: ['eggs', 'bellPeppers', 'cannedTomatoes'],
    ingredients: [
      { quantity: 3, unit: 'tbsp', item: 'oliveOil' },
      { quantity: 1, item: 'onion', note: 'onionThinlySliced' },
      { quantity: 2, item: 'bellPeppers', note: 'peppersThinlySliced' },
      { quantity: 3, unit: 'clove', item: 'garlic', note: 'garlicCrushed' },
      { quantity: 1, unit: 'tsp', item: 'groundCumin' },
      { quantity: 1, unit: 'tsp', item: 'paprika' },
      { quantity: 0.25, unit: 'tsp', item: 'chilliFlakes' },
      { quantity: 800, unit: 'g', item: 'cannedTomatoes' },
      { quantity: 1, unit: 'tsp', item: 'salt' },
      { quantity: 8, item: 'eggs' },
      { quantity: 1, unit: 'handful', item: 'freshParsley', note: 'parsleyChopped' },
    ],
    steps: [
      { text: 'shakshuka.step1', minutes: 10 },
      { text: 'shakshuka.step2', minutes: 11 },
      { text: 'shakshuka.step3', minutes: 8 },
      { text: 'shakshuka.step4' },
    ],
    tips: ['tip.shakshukaBread'],
  },
  {
    key: 'tomatoEgg', title: 'tomatoEgg.title', story: 'tomatoEgg.story',
    servings: 2, prepMinutes: 10, cookMinutes: 8, course: 'main', cuisine: 'chinese',
    diet: ['vegetarian', 'gluten-free', 'dairy-free', 'nut-free'],
    themes: ['dinner', 'quick', 'budget'], mains: ['eggs', 'tomatoes'],
    ingredients: [
      { quantity: 4, item: 'eggs' },
      { quantity: 0.5, unit: 'tsp', item: 'salt' },
      { quantity: 2, unit: 'tbsp', item: 'vegetableOil' },
      { quantity: 3, item: 'tomatoes', note: 'wedges' },
      { quantity: 1, unit: 'tsp', item: 'sugar' },
      { quantity: 2, unit: 'tbsp', item: 'water' },
      { quantity: 1, item: 'springOnion', note: 'springOnionRings' },
    ],
    steps: [
      { text: 'tomatoEgg.step1' },
      { text: 'tomatoEgg.step2', minutes: 1 },
      { text: 'tomatoEgg.step3', minutes: 3 },
      { text: 'tomatoEgg.step4', minutes: 1 },
    ],
    tips: ['tip.ripeTomatoes'],
  },
  {
    key: 'crepes', title: 'crepes.title', story: 'crepes.story',
    servings: 4, prepMinutes: 40, cookMinutes: 25, course: 'breakfast', cuisine: 'french', diet: ['vegetarian', 'nut-free'],
    themes: ['breakfast', 'dessert'], mains: ['plainFlour', 'eggs', 'milk'],
    ingredients: [
      { quantity: 250, unit: 'g', item: 'plainFlour' },
      { quantity: 1, unit: 'tbsp', item: 'sugar' },
      { quantity: 1, unit: 'pinch', item: 'salt' },
      { quantity: 3, item: 'eggs' },
      { quantity: 500, unit: 'ml', item: 'milk' },
      { quantity: 40, unit: 'g', item: 'butter', note: 'butterMelted' },
    ],
    steps: [
      { text: 'crepes.step1' },
      { text: 'crepes.step2', minutes: 30 },
      { text: 'crepes.step3', minutes: 2 },
      { text: 'crepes.step4' },
    ],
    tips: ['tip.firstCrepe'],
  },
  {
    key: 'arrozConLeche', title: 'arrozConLeche.title', story: 'arrozConLeche.story',
    servings: 6, prepMinutes: 5, cookMinutes: 50, course: 'dessert', cuisine: 'mexican', diet: ['vegetarian', 'gluten-free', 'nut-free'],
    themes: ['dessert', 'budget'], mains: ['longGrainRice', 'wholeMilk', 'cinnamon'],
    ingredients: [
      { quantity: 150, unit: 'g', item: 'longGrainRice' },
      { quantity: 500, unit: 'ml', item: 'water' },
      { quantity: 1, unit: 'stick', item: 'cinnamon' },
      { quantity: 1, unit: 'l', item: 'wholeMilk' },
      { quantity: 1, unit: 'pinch', item: 'salt' },
      { quantity: 120, unit: 'g', item: 'sugar' },
      { quantity: 1, unit: 'tsp', item: 'vanillaExtract' },
      { quantity: 1, unit: 'pinch', item: 'groundCinnamon', group: 'toServe' },
    ],
    steps: [
      { text: 'arrozConLeche.step1', minutes: 15 },
      { text: 'arrozConLeche.step2', minutes: 30 },
      { text: 'arrozConLeche.step3', minutes: 5 },
      { text: 'arrozConLeche.step4' },
    ],
    tips: ['tip.stirMilk'],
  },
  {
    key: 'salmonTeriyaki', title: 'salmonTeriyaki.title', story: 'salmonTeriyaki.story',
    servings: 4, prepMinutes: 5, cookMinutes: 12, course: 'main', cuisine: 'japanese', diet: ['dairy-free', 'nut-free'],
    themes: ['dinner', 'quick', 'fish'], mains: ['salmonFillets'],
    ingredients: [
      { quantity: 4, item: 'salmonFillets', note: 'salmonSkinOn' },
      { quantity: 1, unit: 'tbsp', item: 'vegetableOil' },
      { quantity: 4, unit: 'tbsp', item: 'soySauce', group: 'forTheSauce' },
      { quantity: 4, unit: 'tbsp', item: 'mirin', group: 'forTheSauce' },
      { quantity: 1, unit: 'tbsp', item: 'sugar', group: 'forTheSauce' },
      { quantity: 1, item: 'springOnion', note: 'springOnionRings', group: 'toServe' },
      { quantity: 1, unit: 'tsp', item: 'sesameSeeds', group: 'toServe' },
    ],
    steps: [
      { text: 'salmonTeriyaki.step1' },
      { text: 'salmonTeriyaki.step2', minutes: 6 },
      { text: 'salmonTeriyaki.step3', minutes: 3 },
      { text: 'salmonTeriyaki.step4' },
    ],
    tips: ['tip.tamari'],
  },
  {
    key: 'moqueca', title: 'moqueca.title', story: 'moqueca.story',
    servings: 4, prepMinutes: 40, cookMinutes: 25, course: 'main', cuisine: 'brazilian', diet: ['gluten-free', 'dairy-free', 'nut-free'],
    themes: ['dinner', 'fish', 'party'], mains: ['firmWhiteFish', 'coconutMilk'],
    ingredients: [
      { quantity: 800, unit: 'g', item: 'firmWhiteFish', note: 'largeChunks' },
      { quantity: 2, item: 'limes', note: 'juiced' },
      { quantity: 3, unit: 'clove', item: 'garlic', note: 'garlicCrushed' },
      { quantity: 1, unit: 'tsp', item: 'salt' },
      { quantity: 2, unit: 'tbsp', item: 'dendeOrOlive' },
      { quantity: 1, item: 'onion', note: 'onionThinlySliced' },
      { quantity: 2, item: 'bellPeppers', note: 'peppersThinlySliced' },
      { quantity: 3, item: 'tomatoes', note: 'thickSlices' },
      { quantity: 400, unit: 'ml', item: 'coconutMilk' },
      { quantity: 1, unit: 'handful', item: 'freshCoriander', note: 'corianderChopped' },
    ],
    steps: [
      { text: 'moqueca.step1', minutes: 20 },
      { text: 'moqueca.step2' },
      { text: 'moqueca.step3', minutes: 15 },
      { text: 'moqueca.step4' },
    ],
    tips: ['tip.dende'],
  },
  {
    key: 'acquaPazza', title: 'acquaPazza.title', story: 'acquaPazza.story',
    servings: 4, prepMinutes: 10, cookMinutes: 20, course: 'main', cuisine: 'italian', diet: ['gluten-free', 'dairy-free', 'nut-free'],
    themes: ['dinner', 'fish', 'quick'], mains: ['seaBreamFillets', 'cherryTomatoes'],
    ingredients: [
      { quantity: 3, unit: 'tbsp', item: 'oliveOil' },
      { quantity: 2, unit: 'clove', item: 'garlic', note: 'garlicThinlySliced' },
      { quantity: 0.25, unit: 'tsp', item: 'chilliFlakes' },
      { quantity: 300, unit: 'g', item: 'cherryTomatoes', note: 'cherryTomatoesHalved' },
      { quantity: 250, unit: 'ml', item: 'water' },
      { quantity: 1, unit: 'tsp', item: 'salt' },
      { quantity: 4, item: 'seaBreamFillets', note: 'about150gEach' },
      { quantity: 1, unit: 'handful', item: 'freshParsley', note: 'parsleyChopped' },
    ],
    steps: [
      { text: 'acquaPazza.step1', minutes: 1 },
      { text: 'acquaPazza.step2', minutes: 5 },
      { text: 'acquaPazza.step3', minutes: 10 },
      { text: 'acquaPazza.step4' },
    ],
    tips: ['tip.gentleSimmer'],
  },
  {
    key: 'chickenYassa', title: 'chickenYassa.title', story: 'chickenYassa.story',
    servings: 4, prepMinutes: 135, cookMinutes: 55, course: 'main', cuisine: 'westAfrican', diet: ['gluten-free', 'dairy-free', 'nut-free'],
    themes: ['dinner', 'chicken', 'party'], mains: ['chickenThighs', 'onions'],
    ingredients: [
      { quantity: 8, item: 'chickenThighs', note: 'chickenBoneIn' },
      { quantity: 4, item: 'onions', note: 'onionsThinlySliced' },
      { quantity: 3, item: 'lemons', note: 'juiced' },
      { quantity: 2, unit: 'tbsp', item: 'dijonMustard' },
      { quantity: 3, unit: 'clove', item: 'garlic', note: 'garlicCrushed' },
      { quantity: 1, unit: 'tsp', item: 'salt' },
      { quantity: 4, unit: 'tbsp', item: 'vegetableOil' },
      { quantity: 250, unit: 'ml', item: 'water' },
      { quantity: 1, item: 'scotchBonnet', note: 'scotchBonnetPricked' },
    ],
    steps: [
      { text: 'chickenYassa.step1', minutes: 120 },
      { text: 'chickenYassa.step2', minutes: 10 },
      { text: 'chickenYassa.step3', minutes: 15 },
      { text: 'chickenYassa.step4', minutes: 30 },
    ],
    tips: ['tip.yassaDayBefore'],
  },
  {
    key: 'chickenShawarma', title: 'chickenShawarma.title', story: 'chickenShawarma.story',
    servings: 4, prepMinutes: 45, cookMinutes: 30, course: 'main', cuisine: 'middleEastern', diet: ['nut-free'],
    themes: ['dinner', 'chicken', 'party', 'grill'], mains: ['bonelessChickenThighs', 'pitaBreads'],
    ingredients: [
      { quantity: 800, unit: 'g', item: 'bonelessChickenThighs', note: 'strips' },
      { quantity: 3, unit: 'tbsp', item: 'oliveOil', group: 'forTheMarinade' },
      { quantity: 1, item: 'lemon', note: 'juiced', group: 'forTheMarinade' },
      { quantity: 3, unit: 'clove', item: 'garlic', note: 'garlicCrushed', group: 'forTheMarinade' },
      { quantity: 2, unit: 'tsp', item: 'groundCumin', group: 'forTheMarinade' },
      { quantity: 2, unit: 'tsp', item: 'paprika', group: 'forTheMarinade' },
      { quantity: 1, unit: 'tsp', item: 'groundCoriander', group: 'forTheMarinade' },
      { quantity: 0.5, unit: 'tsp', item: 'groundCinnamon', group: 'forTheMarinade' },
      { quantity: 0.5, unit: 'tsp', item: 'groundTurmeric', group: 'forTheMarinade' },
      { quantity: 1, unit: 'tsp', item: 'salt', group: 'forTheMarinade' },
      { quantity: 2, item: 'redOnions', note: 'redOnionsWedges' },
      { quantity: 200, unit: 'g', item: 'plainYogurt', group: 'forTheSauce' },
      { quantity: 1, unit: 'clove', item: 'garlic', note: 'garlicCrushed', group: 'forTheSauce' },
      { quantity: 1, unit: 'tbsp', item: 'lemonJuice', group: 'forTheSauce' },
      { quantity: 1, unit: 'pinch', item: 'salt', group: 'forTheSauce' },
      { quantity: 4, item: 'pitaBreads', group: 'toServe' },
    ],
    steps: [
      { text: 'chickenShawarma.step1', minutes: 30 },
      { text: 'chickenShawarma.step2', temperature: { value: 220, unit: 'C' } },
      { text: 'chickenShawarma.step3', minutes: 30, temperature: { value: 220, unit: 'C' } },
      { text: 'chickenShawarma.step4' },
    ],
    tips: ['tip.thighsJuicy'],
  },
  {
    key: 'chickenSatay', title: 'chickenSatay.title', story: 'chickenSatay.story',
    servings: 4, prepMinutes: 50, cookMinutes: 15, course: 'main', cuisine: 'indonesian', diet: ['dairy-free'],
    themes: ['dinner', 'chicken', 'grill', 'party'], mains: ['bonelessChickenThighs', 'peanutButter'],
    ingredients: [
      { quantity: 600, unit: 'g', item: 'bonelessChickenThighs', note: 'cubes3cm' },
      { quantity: 2, unit: 'tbsp', item: 'kecapManis', group: 'forTheMarinade' },
      { quantity: 2, unit: 'clove', item: 'garlic', note: 'garlicCrushed', group: 'forTheMarinade' },
      { quantity: 1, unit: 'tsp', item: 'groundCoriander', group: 'forTheMarinade' },
      { quantity: 0.5, unit: 'tsp', item: 'groundTurmeric', group: 'forTheMarinade' },
      { quantity: 1, unit: 'tbsp', item: 'vegetableOil', group: 'forTheMarinade' },
      { quantity: 120, unit: 'g', item: 'peanutButter', group: 'forThePeanutSauce' },
      { quantity: 200, unit: 'ml', item: 'coconutMilk', group: 'forThePeanutSauce' },
      { quantity: 1, unit: 'tbsp', item: 'kecapManis', group: 'forThePeanutSauce' },
      { quantity: 1, unit: 'tbsp', item: 'limeJuice', group: 'forThePeanutSauce' },
      { quantity: 1, unit: 'tsp', item: 'brownSugar', group: 'forThePeanutSauce' },
      { quantity: 0.5, unit: 'tsp', item: 'chilliFlakes', group: 'forThePeanutSauce' },
      { quantity: 16, item: 'bambooSkewers', note: 'skewersSoaked' },
    ],
    steps: [
      { text: 'chickenSatay.step1', minutes: 30 },
      { text: 'chickenSatay.step2', minutes: 4 },
      { text: 'chickenSatay.step3', minutes: 10 },
      { text: 'chickenSatay.step4' },
    ],
    tips: ['tip.thighsJuicy'],
  },
];

/** The bank's recipes by key. */
export const RECIPE_BY_KEY: ReadonlyMap<string, BankRecipe> = new Map(RECIPE_BANK.map((r) => [r.key, r]));
