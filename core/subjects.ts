// School subjects as one fixed list of codes (their names: common.json `subjects.{code}` in every
// language). A book keeps its author's own wording (`subject`) and has a code (`subject_code`),
// so the library's Subject filter finds "Biology", "Biologie" and "Ciências biológicas" together.
// subjectFromText maps free text to a code: the words teachers use for each subject in our 17
// languages, compared lower-cased and without accents; the more specific subjects are tried first
// (so "Ciências biológicas" is biology, not science). Pure: used by the api, the seed and the
// migration that filled the codes of existing books (20261123_0010_subjects).

export const SUBJECT_CODES = [
  'mathematics', 'science', 'biology', 'chemistry', 'physics', 'earth-science', 'environmental-science',
  'computer-science', 'engineering', 'history', 'geography', 'civics', 'economics', 'philosophy', 'religion',
  'literature', 'language-arts', 'foreign-languages', 'art', 'music', 'physical-education', 'health', 'other',
] as const;
export type SubjectCode = (typeof SUBJECT_CODES)[number];

export function isSubjectCode(value: unknown): value is SubjectCode {
  return typeof value === 'string' && (SUBJECT_CODES as readonly string[]).includes(value);
}

/**
 * Words (or their beginnings: "biolog" covers biology, biologie, biología…) per subject, most
 * specific subject first. Scripts written without spaces (Chinese, Japanese, Korean, Thai) match
 * anywhere in the text; the others at the start of a word.
 */
const KEYWORDS: [SubjectCode, string[]][] = [
  ['physical-education', ['physical education', 'p.e.', 'sport', 'educação física', 'educacion fisica', 'éducation physique', 'sportunterricht', 'educazione fisica', 'pendidikan jasmani', 'penjas', 'olahraga', 'beden eğitimi', 'elimu ya viungo', 'michezo', 'thể dục', 'the duc', 'التربية البدنية', 'رياضة', 'جسمانی تعلیم', 'शारीरिक शिक्षा', 'শারীরিক শিক্ষা', '体育', '체육']],
  ['environmental-science', ['environment', 'ecolog', 'ökolog', 'umwelt', 'meio ambiente', 'ambiental', 'medio ambiente', 'environnement', 'ambiente', 'lingkungan', 'çevre', 'mazingira', 'môi trường', 'البيئة', 'بيئ', 'ماحولیات', 'ماحول', 'पर्यावरण', 'পরিবেশ', '环境', '生态', '環境', '환경', '생태']],
  ['earth-science', ['earth science', 'geolog', 'geocienc', 'sciences de la terre', 'geowissenschaft', 'scienze della terra', 'ilmu bumi', 'yer bilim', 'khoa học trái đất', 'địa chất', 'علوم الأرض', 'جيولوج', 'ارضیات', 'भूविज्ञान', 'ভূবিজ্ঞান', '地球科学', '地质', '地学', '지구과학', '지질']],
  ['biology', ['biolog', 'biolôg', 'sciences de la vie', 'life science', 'ciencias de la vida', 'ciências da vida', 'botan', 'zoolog', 'biyoloji', 'sinh học', 'الأحياء', 'احياء', 'علم الأحياء', 'حیاتیات', 'जीव विज्ञान', 'जीवविज्ञान', 'জীববিজ্ঞান', '生物', '생물']],
  ['chemistry', ['chem', 'quimic', 'chimi', 'kimia', 'kimya', 'kemia', 'hóa học', 'hoa hoc', 'الكيمياء', 'كيمياء', 'کیمیا', 'रसायन', 'রসায়ন', '化学', '화학']],
  ['physics', ['physi', 'physik', 'fisic', 'fisika', 'fizik', 'fizikia', 'vật lý', 'vat ly', 'الفيزياء', 'فيزياء', 'طبیعیات', 'भौतिक', 'পদার্থবিজ্ঞান', 'পদার্থবিদ্যা', '物理', '물리', 'astronom', 'astronomi']],
  ['computer-science', ['artificial intelligence', 'inteligência artificial', 'inteligencia artificial', 'intelligence artificielle', 'künstliche intelligenz', 'intelligenza artificiale', 'kecerdasan buatan', 'yapay zeka', 'computer', 'computing', 'informati', 'programm', 'coding', 'comput', 'ciencia da computacao', 'ciencias de la computacion', 'bilgisayar', 'bilisim', 'ilmu komputer', 'teknologi informasi', 'tin học', 'tin hoc', 'sayansi ya kompyuta', 'kompyuta', 'علوم الحاسوب', 'الحاسوب', 'حاسوب', 'برمجة', 'کمپیوٹر', 'कंप्यूटर', 'सूचना प्रौद्योगिकी', 'কম্পিউটার', '计算机', '信息技术', '编程', '情報', 'プログラミング', 'コンピュータ', '정보', '컴퓨터', '코딩']],
  ['engineering', ['engineer', 'engenharia', 'ingenier', 'ingénier', 'ingenieur', 'ingegneri', 'teknik', 'mühendis', 'uhandisi', 'kỹ thuật', 'الهندسة', 'هندسة', 'انجینئرنگ', 'अभियांत्रिकी', 'इंजीनियरिंग', 'প্রকৌশল', '工程', '工学', '공학']],
  ['mathematics', ['math', 'matem', 'mathe', 'matemat', 'algebra', 'álgebra', 'geometr', 'arithmet', 'aritm', 'calculus', 'statisti', 'estatist', 'hisabati', 'toán', 'toan hoc', 'الرياضيات', 'رياضيات', 'ریاضی', 'गणित', 'গণিত', '数学', '算数', '수학']],
  ['science', ['science', 'scienc', 'ciencia', 'ciência', 'sciences', 'wissenschaft', 'naturwissenschaft', 'scienze', 'sains', 'ilmu pengetahuan alam', 'ipa', 'fen bilim', 'sayansi', 'khoa học', 'khoa hoc', 'العلوم', 'علوم', 'سائنس', 'विज्ञान', 'বিজ্ঞান', '科学', '理科', '과학']],
  ['history', ['histor', 'histoi', 'geschicht', 'storia', 'sejarah', 'tarih', 'historia', 'lịch sử', 'lich su', 'التاريخ', 'تاريخ', 'تاریخ', 'इतिहास', 'ইতিহাস', '历史', '歴史', '역사']],
  ['geography', ['geogra', 'géogra', 'erdkunde', 'cografya', 'jiografia', 'địa lý', 'dia ly', 'الجغرافيا', 'جغرافيا', 'جغرافیہ', 'भूगोल', 'ভূগোল', '地理', '지리']],
  ['civics', ['civic', 'citizenship', 'cidadania', 'civica', 'cívica', 'civique', 'citoyenn', 'sozialkunde', 'politik', 'gemeinschaftskunde', 'educazione civica', 'kewarganegaraan', 'pkn', 'vatandaşlık', 'uraia', 'giáo dục công dân', 'التربية الوطنية', 'المواطنة', 'شہریت', 'नागरिक', 'পৌরনীতি', '公民', '道德与法治', '道徳', '社会', '사회', '도덕', 'social studies', 'estudos sociais', 'ciencias sociales', 'sciences sociales', 'political', 'politica', 'política']],
  ['economics', ['econom', 'économ', 'ökonom', 'wirtschaft', 'financ', 'finanz', 'educação financeira', 'ekonomi', 'iktisat', 'uchumi', 'kinh tế', 'kinh te', 'الاقتصاد', 'اقتصاد', 'معاشیات', 'अर्थशास्त्र', 'অর্থনীতি', '经济', '経済', '경제']],
  ['philosophy', ['philosoph', 'filosof', 'felsefe', 'falsafa', 'triết học', 'الفلسفة', 'فلسفة', 'فلسفہ', 'दर्शन', 'দর্শন', '哲学', '철학', 'ethic', 'ética', 'ethik', 'etika']],
  ['religion', ['religi', 'relig', 'theolog', 'agama', 'din kültürü', 'dini', 'dini', 'tôn giáo', 'التربية الإسلامية', 'الدين', 'دين', 'اسلامیات', 'مذہب', 'धर्म', 'ধর্ম', '宗教', '종교']],
  ['literature', ['literat', 'littérat', 'letteratur', 'sastra', 'edebiyat', 'fasihi', 'văn học', 'van hoc', 'الأدب', 'أدب', 'ادب', 'साहित्य', 'সাহিত্য', '文学', '문학', 'poetry', 'poesia', 'poésie']],
  ['foreign-languages', ['foreign language', 'second language', 'english as a', 'língua estrangeira', 'lengua extranjera', 'langue étrangère', 'langues vivantes', 'fremdsprache', 'lingua straniera', 'bahasa asing', 'yabancı dil', 'lugha za kigeni', 'ngoại ngữ', 'اللغة الإنجليزية', 'لغة أجنبية', 'انگریزی', 'अंग्रेज़ी', 'अंग्रेजी', 'ইংরেজি', '英语', '外语', '英語', '外国語', '영어', '외국어']],
  ['language-arts', ['language arts', 'writing', 'grammar', 'reading', 'spelling', 'língua portuguesa', 'portugues', 'redação', 'lengua', 'castellano', 'français', 'francais', 'deutsch', 'italiano', 'bahasa indonesia', 'türkçe', 'turkce', 'kiswahili', 'tiếng việt', 'ngữ văn', 'اللغة العربية', 'العربية', 'اردو', 'हिंदी', 'हिन्दी', 'বাংলা', '语文', '国語', '국어', 'english', 'gramát', 'gramat', 'grammaire', 'grammatik', 'escrita', 'escritura', 'écriture', 'lectura', 'leitura', 'lecture', 'menulis', 'yazma']],
  ['art', ['art', 'arte', 'arts', 'kunst', 'seni', 'sanat', 'sanaa', 'mỹ thuật', 'my thuat', 'drawing', 'painting', 'desenho', 'dibujo', 'الفن', 'فن', 'कला', 'চারুকলা', 'শিল্প', '美术', '美術', '미술', 'design']],
  ['music', ['music', 'musi', 'musik', 'müzik', 'muziki', 'âm nhạc', 'am nhac', 'الموسيقى', 'موسيقى', 'موسیقی', 'संगीत', 'সংগীত', 'সঙ্গীত', '音乐', '音楽', '음악']],
  ['health', ['health', 'saúde', 'salud', 'santé', 'gesundheit', 'salute', 'kesehatan', 'sağlık', 'afya', 'sức khỏe', 'suc khoe', 'nutrition', 'nutrição', 'nutrición', 'الصحة', 'صحة', 'صحت', 'स्वास्थ्य', 'স্বাস্থ্য', '健康', '卫生', '保健', '보건', '건강']],
];

/** Whole wordings that the words alone would file elsewhere ("Lengua y Literatura" is the language class). */
const EXACT: Record<string, SubjectCode> = {
  'lengua y literatura': 'language-arts',
  'lengua castellana y literatura': 'language-arts',
  'lingua portuguesa e literatura': 'language-arts',
  'langue et litterature': 'language-arts',
  'sciences de la vie et de la terre': 'biology',
};

/** Lower-cased, accents off (as the library folds text), punctuation turned into spaces. */
export function foldSubject(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC').toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}.]+/gu, ' ').trim();
}

const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;

const FOLDED: [SubjectCode, { word: string; anywhere: boolean }[]][] = KEYWORDS.map(([code, words]) => [
  code,
  [...new Set(words.map(foldSubject))].filter(Boolean).map((word) => ({ word, anywhere: UNSPACED.test(word) })),
]);

/** Whether `word` begins a word of the folded text (anywhere, for scripts without spaces). */
function hasWordStart(folded: string, word: string, anywhere: boolean): boolean {
  let at = folded.indexOf(word);
  while (at !== -1) {
    if (anywhere || at === 0 || folded[at - 1] === ' ') return true;
    at = folded.indexOf(word, at + 1);
  }
  return false;
}

/**
 * The subject a free-text wording names, or 'other' when it names none we know; null when the
 * text is empty. ("Biologie" → biology, "Ciências biológicas" → biology, "Gardening" → other.)
 */
export function subjectFromText(text: string | null | undefined): SubjectCode | null {
  const folded = foldSubject(text ?? '');
  if (!folded) return null;
  for (const code of SUBJECT_CODES) if (folded === code || folded === code.replace(/-/g, ' ')) return code;
  if (EXACT[folded]) return EXACT[folded];
  for (const [code, words] of FOLDED) {
    if (words.some(({ word, anywhere }) => hasWordStart(folded, word, anywhere))) return code;
  }
  return 'other';
}
