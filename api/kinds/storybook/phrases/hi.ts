import type { StoryPhrases } from './types.ts';

// Hindi verbs agree with the gender of their subject: names are never the subject of a verb
// here (the sentences say "{hero} का/की/के …"), and places are words that keep their form
// before postpositions (no -ā ending that would turn to -e).
export const hi: StoryPhrases = {
  places: {
    forest: 'जंगल', meadow: 'चरागाह', beach: 'समुद्र तट', sea: 'समुद्र', river: 'नदी', mountain: 'पहाड़',
    snow: 'बर्फ़ीली घाटी', desert: 'रेगिस्तान', garden: 'बाग़', park: 'पार्क', village: 'गाँव', city: 'शहर',
    castle: 'महल', bedroom: 'शयनकक्ष', kitchen: 'रसोई', classroom: 'कक्षा', library: 'पुस्तकालय',
    space: 'अंतरिक्ष', 'night-sky': 'तारों भरी रात',
  },
  titles: ['{hero} का बड़ा दिन', '{hero} की इच्छा', '{hero} का सफ़र', '{hero} के साथ एक दिन'],
  beats: {
    opening: { solo: '{hero} का घर {place} के पास था। हर सुबह {hero} की आँखें खिड़की से बाहर झाँकती थीं।', duo: '{hero} और {friend} के घर {place} के पास थे। हर सुबह खिड़कियों से हाथ हिलाकर नमस्ते होती थी।' },
    wish: { solo: 'एक दिन {hero} के मन में एक बड़ा विचार आया: {idea}', duo: 'एक दिन {hero} और {friend} के मन में एक बड़ा विचार आया: {idea}' },
    setOut: { solo: 'एक छोटा-सा बस्ता तैयार हुआ, और {hero} का सफ़र शुरू हुआ। मंज़िल: {place}।', duo: 'एक छोटा-सा बस्ता तैयार हुआ, और {hero} और {friend} का सफ़र शुरू हुआ। मंज़िल: {place}।' },
    explore: { solo: '{place} में सब कुछ नया था। {hero} की आँखें हर तरफ़ देख रही थीं, और कान हर आवाज़ सुन रहे थे।', duo: '{place} में सब कुछ नया था। {hero} और {friend} की आँखें हर तरफ़ देख रही थीं।' },
    problem: { solo: 'पर अचानक {place} में एक मुश्किल आ गई। रास्ता बंद था, और {hero} के चेहरे पर परेशानी थी।', duo: 'पर अचानक {place} में एक मुश्किल आ गई। रास्ता बंद था, और {hero} की नज़र {friend} की ओर गई।' },
    try: { solo: 'एक गहरी साँस, और फिर एक नई कोशिश — धीरे-धीरे, सावधानी से। {hero} की हिम्मत बड़ी थी।', duo: '“चलो, साथ मिलकर कोशिश करें!” {friend} की आवाज़ आई। {hero} और {friend} की नई कोशिश शुरू हुई।' },
    discover: { solo: 'और वहीं, {place} में, एक अद्भुत चीज़ {hero} का इंतज़ार कर रही थी।', duo: 'और वहीं, {place} में, एक अद्भुत चीज़ {hero} और {friend} का इंतज़ार कर रही थी।' },
    home: { solo: 'सूरज ढलते ही {hero} की घर वापसी हुई — ख़ुशी और थकान के साथ।', duo: 'सूरज ढलते ही {hero} और {friend} की घर वापसी हुई — ख़ुशी और थकान के साथ।' },
    end: { solo: 'उस रात {hero} के चेहरे पर मुस्कान थी, और मीठी नींद आ गई। समाप्त।', duo: 'उस रात {hero} और {friend} के चेहरों पर मुस्कान थी, और मीठी नींद आ गई। समाप्त।' },
  },
  alt: '{place} में {names}',
  and: ' और ',
  ageNote: '{age} साल के बच्चों के लिए',
};
