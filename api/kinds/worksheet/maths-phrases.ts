// The few words around the offline writer's computed maths items (issue 12), in the 17 languages.
// The items themselves are numbers and symbols every reader reads; these are their instructions.
import type { LangCode } from '../../../core/languages.ts';

export interface MathsPhrases {
  /** before an expression to work out: "Work out." */
  compute: string;
  /** a multiple-choice question over an expression */
  choose: string;
  /** a statement to judge */
  trueOrFalse: string;
  /** a fraction to simplify */
  simplest: string;
  /** numbers to put in order */
  order: string;
  /** expressions to match with their values */
  match: string;
  /** the next number of a pattern */
  pattern: string;
  /** an open question: explain how the answer was found; {{expr}} is the expression */
  explain: string;
  /** a unit conversion */
  convert: string;
}

export const MATHS_PHRASES: Record<LangCode, MathsPhrases> = {
  en: { compute: 'Work out.', choose: 'Choose the right answer.', trueOrFalse: 'True or false?', simplest: 'Write the fraction in its simplest form.', order: 'Put them in order, smallest first.', match: 'Match each one to its value.', pattern: 'Fill in the missing number of the pattern.', explain: 'Work out {{expr}} and explain how you found the answer.', convert: 'Convert.' },
  es: { compute: 'Calcula.', choose: 'Elige la respuesta correcta.', trueOrFalse: '¿Verdadero o falso?', simplest: 'Escribe la fracción en su forma más simple.', order: 'Ordena de menor a mayor.', match: 'Une cada una con su valor.', pattern: 'Completa el número que falta en la serie.', explain: 'Calcula {{expr}} y explica cómo encontraste la respuesta.', convert: 'Convierte.' },
  fr: { compute: 'Calcule.', choose: 'Choisis la bonne réponse.', trueOrFalse: 'Vrai ou faux ?', simplest: 'Écris la fraction sous sa forme la plus simple.', order: 'Range-les du plus petit au plus grand.', match: 'Relie chacune à sa valeur.', pattern: 'Complète le nombre qui manque dans la suite.', explain: 'Calcule {{expr}} et explique comment tu as trouvé la réponse.', convert: 'Convertis.' },
  de: { compute: 'Rechne aus.', choose: 'Wähle die richtige Antwort.', trueOrFalse: 'Richtig oder falsch?', simplest: 'Kürze den Bruch so weit wie möglich.', order: 'Ordne sie, die kleinste zuerst.', match: 'Ordne jeder Aufgabe ihren Wert zu.', pattern: 'Ergänze die fehlende Zahl der Folge.', explain: 'Berechne {{expr}} und erkläre, wie du auf die Antwort gekommen bist.', convert: 'Rechne um.' },
  it: { compute: 'Calcola.', choose: 'Scegli la risposta giusta.', trueOrFalse: 'Vero o falso?', simplest: 'Scrivi la frazione ridotta ai minimi termini.', order: 'Mettili in ordine, dal più piccolo.', match: 'Collega ciascuna al suo valore.', pattern: 'Completa il numero che manca nella sequenza.', explain: 'Calcola {{expr}} e spiega come hai trovato la risposta.', convert: 'Converti.' },
  pt: { compute: 'Calcule.', choose: 'Escolha a resposta certa.', trueOrFalse: 'Verdadeiro ou falso?', simplest: 'Escreva a fração na forma mais simples.', order: 'Coloque em ordem, do menor para o maior.', match: 'Ligue cada uma ao seu valor.', pattern: 'Complete o número que falta na sequência.', explain: 'Calcule {{expr}} e explique como encontrou a resposta.', convert: 'Converta.' },
  id: { compute: 'Hitunglah.', choose: 'Pilih jawaban yang benar.', trueOrFalse: 'Benar atau salah?', simplest: 'Tulis pecahan dalam bentuk paling sederhana.', order: 'Urutkan dari yang terkecil.', match: 'Pasangkan masing-masing dengan nilainya.', pattern: 'Isi bilangan yang hilang dari pola.', explain: 'Hitung {{expr}} dan jelaskan bagaimana kamu menemukan jawabannya.', convert: 'Ubahlah.' },
  sw: { compute: 'Kokotoa.', choose: 'Chagua jibu sahihi.', trueOrFalse: 'Kweli au si kweli?', simplest: 'Andika sehemu katika hali yake rahisi zaidi.', order: 'Zipange kuanzia ndogo zaidi.', match: 'Oanisha kila moja na thamani yake.', pattern: 'Jaza namba inayokosekana katika mfuatano.', explain: 'Kokotoa {{expr}} na ueleze jinsi ulivyopata jibu.', convert: 'Badilisha.' },
  tr: { compute: 'İşlemi yap.', choose: 'Doğru cevabı seç.', trueOrFalse: 'Doğru mu, yanlış mı?', simplest: 'Kesri en sade biçimiyle yaz.', order: 'Küçükten büyüğe sırala.', match: 'Her birini değeriyle eşleştir.', pattern: 'Örüntüde eksik olan sayıyı yaz.', explain: '{{expr}} işlemini yap ve cevabı nasıl bulduğunu açıkla.', convert: 'Dönüştür.' },
  vi: { compute: 'Tính.', choose: 'Chọn đáp án đúng.', trueOrFalse: 'Đúng hay sai?', simplest: 'Viết phân số dưới dạng tối giản.', order: 'Sắp xếp theo thứ tự từ bé đến lớn.', match: 'Nối mỗi phép tính với giá trị của nó.', pattern: 'Điền số còn thiếu trong dãy.', explain: 'Tính {{expr}} và giải thích cách em tìm ra đáp án.', convert: 'Đổi đơn vị.' },
  ar: { compute: 'احسب.', choose: 'اختر الإجابة الصحيحة.', trueOrFalse: 'صواب أم خطأ؟', simplest: 'اكتب الكسر في أبسط صورة.', order: 'رتّبها من الأصغر إلى الأكبر.', match: 'صِل كل واحدة بقيمتها.', pattern: 'أكمل العدد الناقص في النمط.', explain: 'احسب {{expr}} واشرح كيف وجدت الإجابة.', convert: 'حوّل.' },
  ur: { compute: 'حل کریں۔', choose: 'درست جواب چنیں۔', trueOrFalse: 'درست یا غلط؟', simplest: 'کسر کو سادہ ترین شکل میں لکھیں۔', order: 'انہیں چھوٹے سے بڑے کی ترتیب میں لکھیں۔', match: 'ہر ایک کو اس کی قیمت سے ملائیں۔', pattern: 'سلسلے کا غائب عدد لکھیں۔', explain: '{{expr}} حل کریں اور بتائیں کہ آپ نے جواب کیسے نکالا۔', convert: 'تبدیل کریں۔' },
  hi: { compute: 'हल कीजिए।', choose: 'सही उत्तर चुनिए।', trueOrFalse: 'सही या गलत?', simplest: 'भिन्न को सरलतम रूप में लिखिए।', order: 'इन्हें छोटे से बड़े क्रम में लगाइए।', match: 'हर एक को उसके मान से मिलाइए।', pattern: 'पैटर्न की छूटी हुई संख्या भरिए।', explain: '{{expr}} हल कीजिए और बताइए कि आपने उत्तर कैसे निकाला।', convert: 'बदलिए।' },
  bn: { compute: 'সমাধান করো।', choose: 'সঠিক উত্তরটি বেছে নাও।', trueOrFalse: 'সত্য না মিথ্যা?', simplest: 'ভগ্নাংশটিকে লঘিষ্ঠ আকারে লেখো।', order: 'ছোট থেকে বড় ক্রমে সাজাও।', match: 'প্রতিটিকে তার মানের সাথে মেলাও।', pattern: 'ধারার হারানো সংখ্যাটি বসাও।', explain: '{{expr}} সমাধান করো এবং কীভাবে উত্তর পেলে তা ব্যাখ্যা করো।', convert: 'রূপান্তর করো।' },
  ja: { compute: '計算しましょう。', choose: '正しい答えを選びましょう。', trueOrFalse: '正しいですか、まちがっていますか。', simplest: '分数をいちばん簡単な形で書きましょう。', order: '小さい順にならべましょう。', match: 'それぞれを答えと結びましょう。', pattern: 'きまりにしたがって、あてはまる数を書きましょう。', explain: '{{expr}} を計算して、答えの見つけ方を説明しましょう。', convert: '単位をかえましょう。' },
  ko: { compute: '계산하세요.', choose: '알맞은 답을 고르세요.', trueOrFalse: '맞으면 참, 틀리면 거짓을 고르세요.', simplest: '분수를 기약분수로 나타내세요.', order: '작은 것부터 차례대로 놓으세요.', match: '각각을 그 값과 연결하세요.', pattern: '규칙에 맞게 빈칸에 알맞은 수를 쓰세요.', explain: '{{expr}}를 계산하고 답을 어떻게 구했는지 설명하세요.', convert: '단위를 바꾸세요.' },
  ch: { compute: '计算。', choose: '选出正确答案。', trueOrFalse: '判断对错。', simplest: '把分数化成最简分数。', order: '按从小到大的顺序排列。', match: '把每道题和它的结果连起来。', pattern: '按规律填出缺少的数。', explain: '计算 {{expr}}，并说明你是怎样得出答案的。', convert: '换算单位。' },
};
