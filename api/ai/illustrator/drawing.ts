// A character's drawing parameters, from its sheet alone (issue 16): the same sheet gives the same
// drawing on every page by construction. Colours and features are read from the sheet's words in
// the 17 languages where they are named ("a yellow raincoat", "un impermeable amarillo",
// "黄色いレインコート"); what the words do not say comes from a hash of the sheet, so it is
// still fixed for that character.
import { createHash } from 'node:crypto';
import type { CharacterSheet } from '../../../core/storybook.ts';

export type Species = 'fox' | 'cat' | 'dog' | 'bear' | 'rabbit' | 'mouse' | 'owl' | 'bird' | 'lion' | 'elephant' | 'frog' | 'penguin';
export type HairStyle = 'short' | 'curly' | 'long' | 'bun' | 'pigtails' | 'bald';

export interface CharacterDrawing {
  body: 'child' | 'adult' | 'animal';
  species: Species;
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  /** clothes: main, second (trousers/skirt) and accent (scarf, shoes) */
  top: string;
  bottom: string;
  accent: string;
  fur: string;
  belly: string;
  glasses: boolean;
  hat: boolean;
  scarf: boolean;
  skirt: boolean;
}

const COLOURS: [hex: string, words: string[]][] = [
  ['#d94b3f', ['red', 'rojo', 'roja', 'rouge', 'rot', 'rote', 'roter', 'rosso', 'rossa', 'vermelho', 'vermelha', 'merah', 'nyekundu', 'kırmızı', 'đỏ', 'أحمر', 'حمراء', 'लाल', 'লাল', 'سرخ', 'لال', '赤', '빨간', '빨강', '红', '紅']],
  ['#f08a24', ['orange', 'naranja', 'arancione', 'laranja', 'oranye', 'jingga', 'machungwa', 'turuncu', 'cam', 'برتقالي', 'नारंगी', 'কমলা', 'نارنجی', 'オレンジ', '橙', '주황', '橘']],
  ['#f5c518', ['yellow', 'amarillo', 'amarilla', 'jaune', 'gelb', 'gelbe', 'gelben', 'giallo', 'gialla', 'amarelo', 'amarela', 'kuning', 'njano', 'sarı', 'vàng', 'أصفر', 'صفراء', 'पीला', 'पीली', 'পীত', 'হলুদ', 'پیلا', 'زرد', '黄', '노란', '노랑']],
  ['#4caf50', ['green', 'verde', 'vert', 'verte', 'grün', 'grüne', 'grünen', 'hijau', 'kijani', 'yeşil', 'xanh lá', 'أخضر', 'خضراء', 'हरा', 'हरी', 'সবুজ', 'سبز', 'ہرا', '緑', '초록', '녹색', '绿', '綠']],
  ['#3b7dd8', ['blue', 'azul', 'bleu', 'bleue', 'blau', 'blaue', 'blauen', 'blu', 'azzurro', 'azzurra', 'biru', 'bluu', 'buluu', 'mavi', 'xanh dương', 'أزرق', 'زرقاء', 'नीला', 'नीली', 'নীল', 'نیلا', '青', '파란', '파랑', '蓝', '藍']],
  ['#1f3a68', ['navy', 'marino', 'marine', 'dunkelblau', 'blu scuro', 'azul-marinho']],
  ['#8e5bd1', ['purple', 'violet', 'morado', 'morada', 'violett', 'lila', 'viola', 'roxo', 'roxa', 'ungu', 'zambarau', 'mor', 'tím', 'بنفسجي', 'बैंगनी', 'বেগুনি', 'جامنی', '紫', '보라']],
  ['#f29bbd', ['pink', 'rosa', 'rose', 'merah muda', 'waridi', 'pembe', 'hồng', 'وردي', 'गुलाबी', 'গোলাপি', 'گلابی', 'ピンク', '분홍', '粉']],
  ['#8a5a36', ['brown', 'marrón', 'café', 'marron', 'braun', 'braune', 'braunen', 'marrone', 'marrom', 'cokelat', 'coklat', 'kahawia', 'kahverengi', 'nâu', 'بني', 'भूरा', 'भूरे', 'বাদামি', 'بھورا', '茶', '갈색', '棕', '褐']],
  ['#2b2b2b', ['black', 'negro', 'negra', 'noir', 'noire', 'schwarz', 'schwarze', 'schwarzen', 'nero', 'nera', 'preto', 'preta', 'hitam', 'nyeusi', 'siyah', 'đen', 'أسود', 'سوداء', 'काला', 'काले', 'কালো', 'کالا', 'سیاہ', '黒', '검은', '검정', '黑']],
  ['#f7f4ee', ['white', 'blanco', 'blanca', 'blanc', 'blanche', 'weiß', 'weiße', 'weißen', 'bianco', 'bianca', 'branco', 'branca', 'putih', 'nyeupe', 'beyaz', 'trắng', 'أبيض', 'بيضاء', 'सफ़ेद', 'सफेद', 'সাদা', 'سفید', '白', '하얀', '흰']],
  ['#9aa0a6', ['grey', 'gray', 'gris', 'grau', 'graue', 'grigio', 'grigia', 'cinza', 'abu-abu', 'kijivu', 'gri', 'xám', 'رمادي', 'स्लेटी', 'ধূসর', 'سرمئی', 'グレー', '灰', '회색']],
  ['#e8b923', ['gold', 'golden', 'dorado', 'dorada', 'doré', 'dorée', 'golden', 'dorato', 'dourado', 'emas', 'dhahabu', 'altın', 'ذهبي', 'सुनहरा', 'সোনালি', 'سنہرا', '金', '금색']],
  ['#2aa198', ['teal', 'turquoise', 'turquesa', 'türkis', 'turchese', 'tosca', 'turkuaz', 'فيروزي']],
];

const SPECIES: [Species, string[]][] = [
  ['fox', ['fox', 'zorro', 'renard', 'fuchs', 'volpe', 'raposa', 'rubah', 'mbweha', 'tilki', 'cáo', 'ثعلب', 'लोमड़ी', 'শিয়াল', 'لومڑی', 'キツネ', '狐', '여우']],
  ['cat', ['cat', 'kitten', 'gato', 'gata', 'chat', 'chaton', 'katze', 'kätzchen', 'gatto', 'gattino', 'kucing', 'paka', 'kedi', 'mèo', 'قط', 'قطة', 'बिल्ली', 'বিড়াল', 'بلی', '猫', 'ネコ', '고양이']],
  ['dog', ['dog', 'puppy', 'perro', 'perrito', 'chien', 'chiot', 'hund', 'cane', 'cachorro', 'anjing', 'mbwa', 'köpek', 'chó', 'كلب', 'कुत्ता', 'কুকুর', 'کتا', '犬', 'イヌ', '개', '강아지', '狗']],
  ['bear', ['bear', 'oso', 'ours', 'bär', 'orso', 'urso', 'beruang', 'dubu', 'ayı', 'gấu', 'دب', 'भालू', 'ভালুক', 'ریچھ', 'クマ', '熊', '곰']],
  ['rabbit', ['rabbit', 'bunny', 'hare', 'conejo', 'lapin', 'hase', 'kaninchen', 'coniglio', 'coelho', 'kelinci', 'sungura', 'tavşan', 'thỏ', 'أرنب', 'खरगोश', 'খরগোশ', 'خرگوش', 'ウサギ', '兎', '토끼', '兔']],
  ['mouse', ['mouse', 'ratón', 'souris', 'maus', 'topo', 'rato', 'tikus', 'panya', 'fare', 'chuột', 'فأر', 'चूहा', 'ইঁদুর', 'چوہا', 'ネズミ', '쥐', '鼠']],
  ['owl', ['owl', 'búho', 'lechuza', 'hibou', 'chouette', 'eule', 'gufo', 'coruja', 'burung hantu', 'bundi', 'baykuş', 'cú', 'بومة', 'उल्लू', 'পেঁচা', 'الو', 'フクロウ', '부엉이', '올빼미', '猫头鹰']],
  ['penguin', ['penguin', 'pingüino', 'pingouin', 'manchot', 'pinguin', 'pinguino', 'pinguim', 'penguen', 'chim cánh cụt', 'بطريق', 'पेंगुइन', 'পেঙ্গুইন', 'ペンギン', '펭귄', '企鹅']],
  ['bird', ['bird', 'pájaro', 'ave', 'oiseau', 'vogel', 'uccello', 'pássaro', 'burung', 'ndege', 'kuş', 'chim', 'طائر', 'चिड़िया', 'পাখি', 'پرندہ', '鳥', '새', '鸟']],
  ['lion', ['lion', 'león', 'löwe', 'leone', 'leão', 'singa', 'simba', 'aslan', 'sư tử', 'أسد', 'शेर', 'সিংহ', 'شیر', 'ライオン', '사자', '狮']],
  ['elephant', ['elephant', 'elefante', 'éléphant', 'elefant', 'gajah', 'tembo', 'fil', 'voi', 'فيل', 'हाथी', 'হাতি', 'ہاتھی', 'ゾウ', '象', '코끼리']],
  ['frog', ['frog', 'rana', 'grenouille', 'frosch', 'sapo', 'katak', 'chura', 'kurbağa', 'ếch', 'ضفدع', 'मेंढक', 'ব্যাঙ', 'مینڈک', 'カエル', '개구리', '青蛙']],
];

const FEATURES = {
  glasses: ['glasses', 'spectacles', 'gafas', 'lentes', 'lunettes', 'brille', 'occhiali', 'óculos', 'kacamata', 'miwani', 'gözlük', 'kính', 'نظارة', 'نظارات', 'चश्मा', 'চশমা', 'عینک', 'メガネ', '眼鏡', '안경', '眼镜'],
  hat: ['hat', 'cap', 'sombrero', 'gorra', 'gorro', 'chapeau', 'casquette', 'bonnet', 'hut', 'mütze', 'cappello', 'chapéu', 'boné', 'topi', 'kofia', 'şapka', 'mũ', 'قبعة', 'टोपी', 'টুপি', 'ٹوپی', '帽子', '모자'],
  scarf: ['scarf', 'bufanda', 'écharpe', 'foulard', 'schal', 'sciarpa', 'cachecol', 'syal', 'skafu', 'atkı', 'khăn', 'وشاح', 'दुपट्टा', 'मफलर', 'স্কার্ফ', 'مفلر', 'マフラー', 'スカーフ', '목도리', '스카프', '围巾'],
  skirt: ['skirt', 'dress', 'falda', 'vestido', 'jupe', 'robe', 'rock', 'kleid', 'gonna', 'vestito', 'saia', 'rok', 'gaun', 'gauni', 'sketi', 'etek', 'elbise', 'váy', 'تنورة', 'فستان', 'फ्रॉक', 'स्कर्ट', 'ফ্রক', 'স্কার্ট', 'فراک', 'スカート', 'ワンピース', '치마', '드레스', '裙'],
  curly: ['curly', 'curls', 'rizado', 'rizos', 'frisé', 'bouclé', 'boucles', 'lockig', 'locken', 'riccio', 'ricci', 'cacheado', 'cachos', 'keriting', 'kıvırcık', 'xoăn', 'مجعد', 'घुंघराले', 'কোঁকড়া', 'گھنگریالے', '巻き毛', 'くせ毛', '곱슬', '卷发'],
  long: ['long', 'largo', 'larga', 'longs', 'lang', 'lange', 'langen', 'lunghi', 'longo', 'panjang', 'mrefu', 'uzun', 'dài', 'طويل', 'लंबे', 'লম্বা', 'لمبے', '長い', '긴', '长发'],
  bun: ['bun', 'moño', 'chignon', 'dutt', 'chignon', 'coque', 'sanggul', 'topuz', 'búi', 'كعكة', 'जूड़ा', 'খোঁপা', 'جوڑا', 'お団子', '번', '丸子头'],
  pigtails: ['pigtails', 'braids', 'plaits', 'trenzas', 'coletas', 'tresses', 'couettes', 'zöpfe', 'trecce', 'tranças', 'kepang', 'örgü', 'bím', 'ضفائر', 'चोटी', 'বেণি', 'چوٹی', 'おさげ', '三つ編み', '땋은', '辫子'],
  bald: ['bald', 'calvo', 'chauve', 'glatze', 'calvo', 'careca', 'botak', 'kel', 'hói', 'أصلع', 'गंजा', 'টাক', 'گنجا', 'はげ', '대머리', '秃'],
  dark: ['dark skin', 'dark-skinned', 'brown skin', 'piel oscura', 'peau foncée', 'peau noire', 'dunkle haut', 'pelle scura', 'pele escura', 'kulit gelap', 'ngozi nyeusi', 'koyu tenli', 'da ngăm', 'بشرة داكنة', 'बिश्रा', 'सांवली', 'শ্যামলা', 'سانولی'],
  light: ['fair skin', 'pale', 'light skin', 'piel clara', 'peau claire', 'helle haut', 'pelle chiara', 'pele clara', 'kulit terang', 'açık tenli', 'da trắng', 'بشرة فاتحة', 'गोरी', 'ফর্সা', 'گوری'],
};

const SKIN_TONES = ['#f6d3b3', '#eebf98', '#d9a074', '#b97c52', '#8d5a3b', '#6b4329'];
const HAIR_COLOURS = ['#2b2b2b', '#5a3a22', '#8a5a36', '#c58b3c', '#e0c068', '#b5462c'];
const CLOTHES = ['#3b7dd8', '#d94b3f', '#4caf50', '#f5c518', '#8e5bd1', '#f08a24', '#2aa198', '#f29bbd'];
const FUR: Record<Species, string> = {
  fox: '#e8772e', cat: '#9aa0a6', dog: '#c69c6d', bear: '#8a5a36', rabbit: '#e9e4dc', mouse: '#b3aba3', owl: '#9b6b43',
  bird: '#3b7dd8', lion: '#e0a840', elephant: '#9aa3ad', frog: '#6cbf4a', penguin: '#2b2b2b',
};

const isLatin = (word: string) => /^[\p{Script=Latin}\s-]+$/u.test(word);

/** Where in the text a word appears (-1: nowhere); Latin words as whole words, others as they are. */
function position(text: string, word: string): number {
  const w = word.toLocaleLowerCase();
  if (!isLatin(w)) return text.indexOf(w);
  // plural and agreement endings of Latin-script words: rojo → rojas, rosso → rossi, azul → azules
  const escaped = w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const stem = /[aeo]$/.test(w) && w.length > 3 ? `${escaped.slice(0, -1)}[aeios]{1,2}` : `${escaped}(?:e?s)?`;
  const match = new RegExp(`(?<![\\p{L}])(?:${escaped}|${stem})(?![\\p{L}])`, 'u').exec(text);
  return match ? match.index : -1;
}

const has = (text: string, words: string[]) => words.some((w) => position(text, w) >= 0);

/** The colours a text names, in the order it names them. */
export function coloursIn(text: string): string[] {
  const lower = text.toLocaleLowerCase();
  const found: { at: number; hex: string }[] = [];
  for (const [hex, words] of COLOURS) {
    const at = Math.min(...words.map((w) => position(lower, w)).filter((p) => p >= 0));
    if (Number.isFinite(at)) found.push({ at, hex });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.hex);
}

function hashOf(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** Pure: the same sheet, the same drawing, on every page and in every book. */
export function drawingParams(sheet: CharacterSheet): CharacterDrawing {
  const look = sheet.look.toLocaleLowerCase();
  const clothesText = sheet.clothes.toLocaleLowerCase();
  const h = hashOf(`${sheet.name}\u0000${sheet.kind}\u0000${sheet.look}\u0000${sheet.clothes}\u0000${sheet.colours}`);
  const pickFrom = <T>(list: readonly T[], byte: number) => list[h[byte]! % list.length]!;
  const species = sheet.kind === 'animal' ? (SPECIES.find(([, words]) => has(look, words))?.[0] ?? pickFrom(SPECIES.map(([s]) => s), 0)) : 'cat';
  const lookColours = coloursIn(sheet.look);
  const clothesColours = [...coloursIn(sheet.clothes), ...coloursIn(sheet.colours).filter((c) => !coloursIn(sheet.clothes).includes(c))];
  const clothes = clothesColours.length ? clothesColours : [pickFrom(CLOTHES, 1)];
  const second = clothes[1] ?? pickFrom(CLOTHES.filter((c) => c !== clothes[0]), 2);
  const third = clothes[2] ?? pickFrom(CLOTHES.filter((c) => c !== clothes[0] && c !== second), 3);
  const skin = has(look, FEATURES.dark) ? SKIN_TONES[4]! : has(look, FEATURES.light) ? SKIN_TONES[0]! : pickFrom(SKIN_TONES, 4);
  const hairStyle: HairStyle = has(look, FEATURES.bald) ? 'bald' : has(look, FEATURES.pigtails) ? 'pigtails' : has(look, FEATURES.bun) ? 'bun'
    : has(look, FEATURES.curly) ? 'curly' : has(look, FEATURES.long) ? 'long' : pickFrom(['short', 'curly', 'long', 'bun'] as const, 5);
  const all = `${look} ${clothesText}`;
  return {
    body: sheet.kind,
    species,
    skin,
    hair: lookColours[0] ?? pickFrom(HAIR_COLOURS, 6),
    hairStyle,
    top: clothes[0]!,
    bottom: sheet.kind === 'animal' ? clothes[0]! : second,
    accent: third,
    fur: sheet.kind === 'animal' ? (lookColours[0] ?? FUR[species]) : skin,
    belly: lookColours.find((c, i) => i > 0) ?? '#f7f1e6',
    glasses: has(all, FEATURES.glasses),
    hat: has(clothesText, FEATURES.hat),
    scarf: has(clothesText, FEATURES.scarf),
    skirt: has(clothesText, FEATURES.skirt),
  };
}
