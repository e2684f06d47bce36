// Word lists for the library bench (bench/library.ts): per language, common words (most of every
// book), a few function words, rare words (each in roughly 0.1–0.3 % of that language's books),
// subjects, and a title pattern. Not a corpus: enough for search to have realistic selectivity.

export interface Vocabulary {
  lang: string;
  /** share of the generated books */
  share: number;
  /** between words ('' for Japanese) */
  sep: string;
  /** ends a sentence */
  stop: string;
  /** {p} prefix, {a} {b} two common words, {c} conjunction */
  title: string;
  prefixes: string[];
  conj: string;
  nouns: string[];
  funcs: string[];
  rares: string[];
  subjects: string[];
}

export const VOCABULARIES: Vocabulary[] = [
  {
    lang: 'en', share: 0.40, sep: ' ', stop: '.', title: '{p} {a} {c} {b}', conj: 'and',
    prefixes: ['Introduction to', 'The Story of', 'Understanding', 'Exploring', 'A Journey Through', 'The World of', 'Secrets of', 'All About'],
    nouns: ['water', 'rivers', 'earth', 'animals', 'plants', 'history', 'numbers', 'energy', 'light', 'cities', 'world', 'people',
      'language', 'music', 'stories', 'family', 'school', 'science', 'space', 'planet', 'cells', 'body', 'food', 'weather',
      'ocean', 'forest', 'machines', 'money', 'art', 'maps', 'time', 'war', 'kings', 'empire', 'trade', 'sun', 'moon', 'stars',
      'rocks', 'mountains', 'islands', 'ancient', 'modern', 'great', 'small', 'fractions', 'geometry', 'climate', 'electricity', 'poetry'],
    funcs: ['the', 'of', 'and', 'in', 'to', 'is', 'a', 'how', 'why', 'with', 'for', 'that'],
    rares: ['photosynthesis', 'volcanology', 'archaeopteryx', 'cryptography', 'tessellation', 'mitochondria', 'obsidian',
      'bioluminescence', 'origami', 'calligraphy', 'hieroglyphs', 'permafrost', 'isotopes', 'sonnet', 'baroque', 'fjord',
      'quasar', 'nebula', 'monsoon', 'abacus'],
    subjects: ['Mathematics', 'History', 'Biology', 'Physics', 'Chemistry', 'Geography', 'Literature', 'Music', 'Art',
      'Computer Science', 'Economics', 'Astronomy'],
  },
  {
    lang: 'es', share: 0.15, sep: ' ', stop: '.', title: '{p} {a} {c} {b}', conj: 'y',
    prefixes: ['Introducción a', 'La historia de', 'Explorando', 'El mundo de', 'Secretos de', 'Todo sobre'],
    nouns: ['agua', 'ríos', 'tierra', 'animales', 'plantas', 'historia', 'números', 'energía', 'luz', 'ciudades', 'mundo', 'gente',
      'idioma', 'música', 'cuentos', 'familia', 'escuela', 'ciencia', 'espacio', 'planeta', 'células', 'cuerpo', 'comida', 'clima',
      'océano', 'bosque', 'máquinas', 'dinero', 'arte', 'mapas', 'tiempo', 'guerra', 'reyes', 'imperio', 'comercio', 'sol', 'luna',
      'estrellas', 'rocas', 'montañas', 'islas', 'antiguo', 'moderno', 'fracciones', 'geometría', 'electricidad', 'poesía'],
    funcs: ['el', 'la', 'de', 'y', 'en', 'los', 'las', 'un', 'una', 'por', 'para', 'con', 'que'],
    rares: ['fotosíntesis', 'vulcanología', 'criptografía', 'teselación', 'mitocondria', 'obsidiana', 'bioluminiscencia',
      'caligrafía', 'jeroglíficos', 'permafrost', 'isótopos', 'soneto', 'barroco', 'quásar', 'nebulosa', 'monzón', 'ábaco',
      'azulejo', 'zarzuela', 'ñandú'],
    subjects: ['Matemáticas', 'Historia', 'Biología', 'Física', 'Química', 'Geografía', 'Literatura', 'Música', 'Arte',
      'Informática', 'Economía', 'Astronomía'],
  },
  {
    lang: 'pt', share: 0.12, sep: ' ', stop: '.', title: '{p} {a} {c} {b}', conj: 'e',
    prefixes: ['Introdução a', 'A história de', 'Explorando', 'O mundo de', 'Segredos de', 'Tudo sobre'],
    nouns: ['água', 'rios', 'terra', 'animais', 'plantas', 'história', 'números', 'energia', 'luz', 'cidades', 'mundo', 'pessoas',
      'língua', 'música', 'contos', 'família', 'escola', 'ciência', 'espaço', 'planeta', 'células', 'corpo', 'comida', 'clima',
      'oceano', 'floresta', 'máquinas', 'dinheiro', 'arte', 'mapas', 'tempo', 'guerra', 'reis', 'império', 'comércio', 'sol', 'lua',
      'estrelas', 'rochas', 'montanhas', 'ilhas', 'antigo', 'moderno', 'frações', 'geometria', 'eletricidade', 'poesia'],
    funcs: ['o', 'a', 'de', 'e', 'em', 'os', 'as', 'um', 'uma', 'por', 'para', 'com', 'que'],
    rares: ['fotossíntese', 'vulcanologia', 'criptografia', 'mitocôndria', 'obsidiana', 'bioluminescência', 'caligrafia',
      'hieróglifos', 'isótopos', 'soneto', 'barroco', 'quasar', 'nebulosa', 'monção', 'ábaco', 'azulejo', 'saudade', 'capoeira',
      'jangada', 'pororoca'],
    subjects: ['Matemática', 'História', 'Biologia', 'Física', 'Química', 'Geografia', 'Literatura', 'Música', 'Arte',
      'Computação', 'Economia', 'Astronomia'],
  },
  {
    lang: 'fr', share: 0.11, sep: ' ', stop: '.', title: '{p} {a} {c} {b}', conj: 'et',
    prefixes: ['Introduction à', "L'histoire de", 'Explorer', 'Le monde de', 'Les secrets de', 'Tout sur'],
    nouns: ['eau', 'rivières', 'terre', 'animaux', 'plantes', 'histoire', 'nombres', 'énergie', 'lumière', 'villes', 'monde', 'gens',
      'langue', 'musique', 'contes', 'famille', 'école', 'science', 'espace', 'planète', 'cellules', 'corps', 'nourriture', 'climat',
      'océan', 'forêt', 'machines', 'argent', 'art', 'cartes', 'temps', 'guerre', 'rois', 'empire', 'commerce', 'soleil', 'lune',
      'étoiles', 'roches', 'montagnes', 'îles', 'ancien', 'moderne', 'fractions', 'géométrie', 'électricité', 'poésie', 'révolution'],
    funcs: ['le', 'la', 'les', 'de', 'et', 'en', 'un', 'une', 'des', 'pour', 'avec', 'que'],
    rares: ['photosynthèse', 'volcanologie', 'cryptographie', 'mitochondrie', 'obsidienne', 'bioluminescence', 'calligraphie',
      'hiéroglyphes', 'isotopes', 'sonnet', 'baroque', 'quasar', 'nébuleuse', 'mousson', 'boulier', 'vitrail', 'tapisserie',
      'alchimie', 'cordonnerie', 'fjord'],
    subjects: ['Mathématiques', 'Histoire', 'Biologie', 'Physique', 'Chimie', 'Géographie', 'Littérature', 'Musique', 'Art',
      'Informatique', 'Économie', 'Astronomie'],
  },
  {
    lang: 'de', share: 0.12, sep: ' ', stop: '.', title: '{p} {a} {c} {b}', conj: 'und',
    prefixes: ['Einführung in', 'Die Geschichte von', 'Entdecke', 'Die Welt der', 'Geheimnisse von', 'Alles über'],
    nouns: ['Wasser', 'Flüsse', 'Erde', 'Tiere', 'Pflanzen', 'Geschichte', 'Zahlen', 'Energie', 'Licht', 'Städte', 'Welt', 'Menschen',
      'Sprache', 'Musik', 'Märchen', 'Familie', 'Schule', 'Wissenschaft', 'Weltraum', 'Planet', 'Zellen', 'Körper', 'Essen', 'Klima',
      'Ozean', 'Wald', 'Maschinen', 'Geld', 'Kunst', 'Karten', 'Zeit', 'Krieg', 'Könige', 'Reich', 'Handel', 'Sonne', 'Mond',
      'Sterne', 'Gestein', 'Berge', 'Inseln', 'alte', 'moderne', 'Brüche', 'Geometrie', 'Elektrizität', 'Dichtung'],
    funcs: ['der', 'die', 'das', 'und', 'in', 'von', 'mit', 'ein', 'eine', 'für', 'ist', 'den'],
    rares: ['Photosynthese', 'Vulkanologie', 'Kryptographie', 'Mitochondrien', 'Obsidian', 'Biolumineszenz', 'Kalligraphie',
      'Hieroglyphen', 'Isotope', 'Sonett', 'Barock', 'Quasar', 'Monsun', 'Abakus', 'Fachwerk', 'Kuckucksuhr', 'Schwarzwald',
      'Donaudampfschifffahrt', 'Glockenspiel', 'Fjord'],
    subjects: ['Mathematik', 'Geschichte', 'Biologie', 'Physik', 'Chemie', 'Geographie', 'Literatur', 'Musik', 'Kunst',
      'Informatik', 'Wirtschaft', 'Astronomie'],
  },
  {
    lang: 'ja', share: 0.10, sep: '', stop: '。', title: '{a}{c}{b}{p}', conj: 'と',
    prefixes: ['入門', 'の物語', 'のひみつ', 'の世界', 'を学ぼう', 'のすべて'],
    nouns: ['水', '川', '地球', '動物', '植物', '歴史', '数', 'エネルギー', '光', '町', '世界', '人々', '言葉', '音楽', '物語', '家族',
      '学校', '科学', '宇宙', '惑星', '細胞', '体', '食べ物', '天気', '海', '森', '機械', 'お金', '芸術', '地図', '時間', '戦争', '王',
      '帝国', '貿易', '太陽', '月', '星', '岩', '山', '島', '分数', '図形', '気候', '電気', '詩'],
    funcs: ['の', 'は', 'と', 'を', 'に', 'が', 'で', 'も'],
    rares: ['光合成', '火山学', '暗号', 'ミトコンドリア', '黒曜石', '生物発光', '書道', '象形文字', '同位体', '俳句', '折り紙',
      '永久凍土', '星雲', '季節風', '算盤', '盆栽', '浮世絵', '歌舞伎', '茶道', '金継ぎ'],
    subjects: ['数学', '歴史', '生物', '物理', '化学', '地理', '文学', '音楽', '美術', '情報', '経済', '天文学'],
  },
];

/** Author names (ASCII first names give the slugs). */
export const FIRST_NAMES = ['Ana', 'Ben', 'Carla', 'David', 'Elena', 'Felix', 'Grace', 'Hiro', 'Ines', 'Jonas', 'Keiko', 'Luis',
  'Marie', 'Nina', 'Omar', 'Paula', 'Quentin', 'Rosa', 'Sven', 'Tomoko', 'Ugo', 'Vera', 'Walter', 'Yuki', 'Zoe'];
export const LAST_NAMES = ['Silva', 'Müller', 'García', 'Dubois', 'Tanaka', 'Smith', 'Rossi', 'Novak', 'Costa', 'Schmidt',
  'Martín', 'Lefèvre', 'Suzuki', 'Brown', 'Pereira', 'Weber', 'López', 'Moreau', 'Sato', 'Taylor'];
