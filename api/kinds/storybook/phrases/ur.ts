import type { StoryPhrases } from './types.ts';

// As in Hindi: names are never the subject of a gendered verb, and places keep their form
// before postpositions.
export const ur: StoryPhrases = {
  places: {
    forest: 'جنگل', meadow: 'چراگاہ', beach: 'ساحل', sea: 'سمندر', river: 'دریا', mountain: 'پہاڑ',
    snow: 'برفانی وادی', desert: 'صحرا', garden: 'باغ', park: 'پارک', village: 'گاؤں', city: 'شہر',
    castle: 'محل', bedroom: 'خواب گاہ', kitchen: 'کچن', classroom: 'کلاس روم', library: 'لائبریری',
    space: 'خلا', 'night-sky': 'تاروں بھری رات',
  },
  titles: ['{hero} کا بڑا دن', '{hero} کی خواہش', '{hero} کا سفر', '{hero} کے ساتھ ایک دن'],
  beats: {
    opening: { solo: '{hero} کا گھر {place} کے پاس تھا۔ ہر صبح {hero} کی آنکھیں کھڑکی سے باہر جھانکتی تھیں۔', duo: '{hero} اور {friend} کے گھر {place} کے پاس تھے۔ ہر صبح کھڑکیوں سے ہاتھ ہلا کر سلام ہوتا تھا۔' },
    wish: { solo: 'ایک دن {hero} کے ذہن میں ایک بڑا خیال آیا: {idea}', duo: 'ایک دن {hero} اور {friend} کے ذہن میں ایک بڑا خیال آیا: {idea}' },
    setOut: { solo: 'ایک چھوٹا سا بستہ تیار ہوا، اور {hero} کا سفر شروع ہوا۔ منزل: {place}۔', duo: 'ایک چھوٹا سا بستہ تیار ہوا، اور {hero} اور {friend} کا سفر شروع ہوا۔ منزل: {place}۔' },
    explore: { solo: '{place} میں ہر چیز نئی تھی۔ {hero} کی آنکھیں ہر طرف دیکھ رہی تھیں، اور کان ہر آواز سن رہے تھے۔', duo: '{place} میں ہر چیز نئی تھی۔ {hero} اور {friend} کی آنکھیں ہر طرف دیکھ رہی تھیں۔' },
    problem: { solo: 'مگر اچانک {place} میں ایک مشکل آ گئی۔ راستہ بند تھا، اور {hero} کے چہرے پر پریشانی تھی۔', duo: 'مگر اچانک {place} میں ایک مشکل آ گئی۔ راستہ بند تھا، اور {hero} کی نظر {friend} کی طرف گئی۔' },
    try: { solo: 'ایک گہری سانس، اور پھر ایک نئی کوشش — آہستہ آہستہ، احتیاط سے۔ {hero} کی ہمت بڑی تھی۔', duo: '«آؤ، مل کر کوشش کریں!» {friend} کی آواز آئی۔ {hero} اور {friend} کی نئی کوشش شروع ہوئی۔' },
    discover: { solo: 'اور وہیں، {place} میں، ایک حیرت انگیز چیز {hero} کا انتظار کر رہی تھی۔', duo: 'اور وہیں، {place} میں، ایک حیرت انگیز چیز {hero} اور {friend} کا انتظار کر رہی تھی۔' },
    home: { solo: 'سورج ڈھلتے ہی {hero} کی گھر واپسی ہوئی — خوشی اور تھکن کے ساتھ۔', duo: 'سورج ڈھلتے ہی {hero} اور {friend} کی گھر واپسی ہوئی — خوشی اور تھکن کے ساتھ۔' },
    end: { solo: 'اس رات {hero} کے چہرے پر مسکراہٹ تھی، اور میٹھی نیند آ گئی۔ ختم شد۔', duo: 'اس رات {hero} اور {friend} کے چہروں پر مسکراہٹ تھی، اور میٹھی نیند آ گئی۔ ختم شد۔' },
  },
  alt: '{place} میں {names}',
  and: ' اور ',
  ageNote: '{age} سال کے بچوں کے لیے',
};
