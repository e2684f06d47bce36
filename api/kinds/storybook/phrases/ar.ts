import type { StoryPhrases } from './types.ts';

// Arabic verbs agree with the gender of their subject: the names here are never the subject
// of a verb (the sentences say "بيت {hero}", "في بال {hero}", "رحلة {hero}" …).
export const ar: StoryPhrases = {
  places: {
    forest: 'الغابة', meadow: 'المرج', beach: 'الشاطئ', sea: 'البحر', river: 'النهر', mountain: 'الجبل',
    snow: 'التلال الثلجية', desert: 'الصحراء', garden: 'الحديقة', park: 'المتنزه', village: 'القرية', city: 'المدينة',
    castle: 'القلعة', bedroom: 'غرفة النوم', kitchen: 'المطبخ', classroom: 'الفصل', library: 'المكتبة',
    space: 'الفضاء', 'night-sky': 'السماء المرصعة بالنجوم',
  },
  titles: ['{hero} واليوم الكبير', 'أمنية {hero}', 'رحلة {hero}', 'يوم مع {hero}'],
  beats: {
    opening: { solo: 'كان بيت {hero} قريبًا من {place}. وفي كل صباح، كانت الشمس تطل من نافذة {hero}.', duo: 'كان بيت {hero} وبيت {friend} قريبين من {place}. وفي كل صباح، كانت التحيات تتطاير من النوافذ.' },
    wish: { solo: 'ذات يوم، خطرت في بال {hero} فكرة كبيرة: {idea}', duo: 'ذات يوم، وُلدت فكرة كبيرة بين {hero} و{friend}: {idea}' },
    setOut: { solo: 'الحقيبة الصغيرة جاهزة، وبدأت رحلة {hero} نحو {place}.', duo: 'الحقيبة الصغيرة جاهزة، وبدأت رحلة {hero} و{friend} نحو {place}.' },
    explore: { solo: 'في {place} كان كل شيء جديدًا بالنسبة إلى {hero}، والمفاجآت في كل مكان.', duo: 'في {place} كان كل شيء جديدًا بالنسبة إلى {hero} و{friend}، والمفاجآت في كل مكان.' },
    problem: { solo: 'لكن فجأة، ظهرت مشكلة في {place}: الطريق مسدود! وبدت الحيرة على وجه {hero}.', duo: 'لكن فجأة، ظهرت مشكلة في {place}: الطريق مسدود! وتلاقت عينا {hero} بعيني {friend}.' },
    try: { solo: 'بعد نفَس عميق، كانت هناك محاولة جديدة من {hero}، ببطء وحذر.', duo: '«لنحاول معًا!» كانت هذه كلمات {friend}. وجاءت المحاولة الجديدة من {hero} و{friend} معًا، ببطء وحذر.' },
    discover: { solo: 'وهناك، في {place}، كانت المفاجأة: شيء رائع ينتظر {hero}!', duo: 'وهناك، في {place}، كانت المفاجأة: شيء رائع ينتظر {hero} و{friend}!' },
    home: { solo: 'عند غروب الشمس، حان وقت العودة إلى البيت. يا له من يوم سعيد في حياة {hero}!', duo: 'عند غروب الشمس، حان وقت العودة إلى البيت. يا له من يوم سعيد في حياة {hero} و{friend}!' },
    end: { solo: 'في تلك الليلة، جاء النوم الهادئ إلى {hero} مع ابتسامة جميلة. النهاية.', duo: 'في تلك الليلة، جاء النوم الهادئ إلى {hero} و{friend} مع ابتسامة جميلة. النهاية.' },
  },
  alt: '{names} في {place}',
  and: ' و',
  ageNote: 'للأطفال في سنّ {age}',
};
