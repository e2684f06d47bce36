// Demo library seed: Indonesian books.
import { chapter, type SeedBook } from './types.ts';

export const BOOKS: SeedBook[] = [
  {
    key: 'id-siklus-air',
    author: 3,
    language: 'id',
    title: 'Siklus Air',
    subject: 'Sains',
    subjectCode: 'science',
    topic: 'Perjalanan air dari laut ke langit dan kembali ke bumi melalui penguapan, pengembunan, dan hujan, serta cara menjaga sumber air bersih.',
    audience: 'Siswa kelas 4 dan 5 SD',
    readingLevel: 'primary',
    visibility: 'public',
    ageDays: 110,
    reads: 505,
    saves: 58,
    chapters: [
      chapter('Air Naik ke Langit', [
        [
          'Penguapan',
          'Setiap hari, panas matahari menghangatkan air di laut, danau, dan sungai. Air yang hangat perlahan berubah menjadi uap air yang tidak terlihat dan naik ke udara. Proses ini disebut penguapan atau evaporasi. Tumbuhan juga melepaskan uap air melalui daunnya, yang disebut transpirasi. Semakin panas cuaca dan semakin kencang angin, semakin cepat pula penguapan terjadi.',
        ],
        [
          'Pengembunan',
          'Semakin tinggi uap air naik, semakin dingin udara di sekitarnya. Udara dingin membuat uap air berubah kembali menjadi titik-titik air yang sangat kecil. Proses ini disebut pengembunan atau kondensasi. Jutaan titik air berkumpul dan membentuk awan. Kamu bisa melihat pengembunan di rumah: perhatikan titik-titik air yang muncul di bagian luar gelas berisi es.',
        ],
      ]),
      chapter('Air Kembali ke Bumi', [
        [
          'Hujan',
          'Di dalam awan, titik-titik air saling bergabung dan menjadi semakin besar. Ketika sudah terlalu berat, titik-titik air itu jatuh ke bumi sebagai hujan. Di daerah yang sangat dingin, air bisa turun sebagai salju atau butiran es. Sebagian air hujan mengalir di permukaan tanah menuju sungai dan kembali ke laut. Sebagian lagi meresap ke dalam tanah menjadi air tanah.',
        ],
        [
          'Menjaga Sumber Air',
          'Air yang kita minum berasal dari siklus air yang terus berulang. Namun, air bersih tidak selalu mudah didapat. Hutan membantu menyimpan air hujan di dalam tanah, sehingga mata air tetap mengalir saat musim kemarau. Karena itu, kita perlu menanam pohon, tidak membuang sampah ke sungai, dan menutup keran setelah selesai menggunakannya.',
        ],
      ]),
    ],
  },
  {
    key: 'id-gunung-berapi',
    author: 5,
    language: 'id',
    title: 'Mengenal Gunung Berapi',
    subject: 'Geografi',
    subjectCode: 'geography',
    topic: 'Bagaimana gunung berapi terbentuk, mengapa Indonesia memiliki begitu banyak gunung berapi, serta manfaat, bahaya, dan cara siaga menghadapi letusan.',
    audience: 'Siswa SMP kelas 8',
    readingLevel: 'middle school',
    visibility: 'public',
    ageDays: 35,
    reads: 290,
    saves: 33,
    chapters: [
      chapter('Bagaimana Gunung Berapi Terbentuk', [
        [
          'Lempeng Tektonik dan Magma',
          'Kulit bumi tersusun atas lempeng-lempeng besar yang terus bergerak sangat lambat. Di tempat lempeng samudra menunjam ke bawah lempeng lain, batuan meleleh karena suhu dan tekanan yang tinggi. Batuan cair ini disebut magma. Magma yang lebih ringan naik melalui retakan menuju permukaan. Ketika keluar dari perut bumi, magma disebut lava, dan tumpukan lava serta abu lama-kelamaan membentuk gunung berapi.',
        ],
        [
          'Cincin Api Pasifik',
          'Indonesia berada di jalur Cincin Api Pasifik, rangkaian gunung berapi dan zona gempa yang mengelilingi Samudra Pasifik. Negara kita memiliki sekitar 127 gunung berapi aktif, lebih banyak daripada negara lain mana pun. Beberapa di antaranya terkenal, seperti Merapi di Jawa Tengah, Krakatau di Selat Sunda, dan Tambora di Sumbawa, yang letusannya pada tahun 1815 memengaruhi iklim dunia.',
        ],
      ]),
      chapter('Hidup Berdampingan dengan Gunung Berapi', [
        [
          'Manfaat dan Bahaya',
          'Gunung berapi membawa bahaya sekaligus berkah. Letusan dapat menyemburkan awan panas, abu, dan lahar yang merusak permukiman. Namun, abu vulkanik membuat tanah di sekitarnya sangat subur, sehingga cocok untuk menanam sayuran, kopi, dan teh. Gunung berapi juga menyediakan energi panas bumi, bahan bangunan seperti pasir dan batu, serta pemandangan indah yang menarik wisatawan.',
        ],
        [
          'Siaga Bencana',
          'Pusat Vulkanologi dan Mitigasi Bencana Geologi memantau gunung berapi setiap hari dan menetapkan empat tingkat status: Normal, Waspada, Siaga, dan Awas. Warga yang tinggal di dekat gunung perlu mengetahui jalur evakuasi dan titik kumpul. Siapkan tas siaga berisi masker, air minum, senter, obat-obatan, dan dokumen penting. Saat ada perintah mengungsi, segera ikuti arahan petugas.',
        ],
      ]),
    ],
  },
  {
    key: 'id-pecahan-desimal',
    author: 6,
    language: 'id',
    title: 'Pecahan dan Desimal',
    subject: 'Matematika',
    subjectCode: 'mathematics',
    topic: 'Memahami pembilang dan penyebut, pecahan senilai, serta cara mengubah pecahan menjadi bilangan desimal dengan contoh sehari-hari.',
    audience: 'Siswa kelas 5 dan 6 SD',
    readingLevel: 'primary',
    visibility: 'public',
    ageDays: 280,
    reads: 163,
    saves: 20,
    chapters: [
      chapter('Memahami Pecahan', [
        [
          'Pembilang dan Penyebut',
          'Pecahan menunjukkan bagian dari suatu keseluruhan yang dibagi sama besar. Jika sebuah kue dipotong menjadi delapan bagian sama besar dan kamu mengambil tiga, berarti kamu mengambil tiga per delapan atau 3/8 bagian kue. Angka di atas disebut pembilang, yaitu banyaknya bagian yang diambil. Angka di bawah disebut penyebut, yaitu banyaknya seluruh bagian yang sama besar.',
        ],
        [
          'Pecahan Senilai',
          'Pecahan 1/2, 2/4, dan 3/6 terlihat berbeda, tetapi nilainya sama. Pecahan seperti ini disebut pecahan senilai. Untuk mencarinya, kalikan atau bagi pembilang dan penyebut dengan bilangan yang sama. Misalnya, 2/3 sama dengan 4/6 karena pembilang dan penyebutnya dikali 2. Membagi keduanya dengan bilangan yang sama disebut menyederhanakan pecahan, seperti 9/12 menjadi 3/4.',
        ],
      ]),
      chapter('Dari Pecahan ke Desimal', [
        [
          'Mengubah Pecahan Menjadi Desimal',
          'Bilangan desimal adalah cara lain untuk menulis pecahan dengan menggunakan tanda koma. Pecahan berpenyebut 10, 100, atau 1000 mudah diubah: 3/10 ditulis 0,3 dan 25/100 ditulis 0,25. Jika penyebutnya bukan 10, 100, atau 1000, ubah dulu menjadi pecahan senilai, misalnya 1/4 = 25/100 = 0,25. Cara lain adalah membagi pembilang dengan penyebut menggunakan pembagian bersusun.',
        ],
        [
          'Desimal dalam Kehidupan Sehari-hari',
          'Bilangan desimal sering kita temui setiap hari. Tinggi badanmu mungkin 1,45 meter, suhu tubuh normal sekitar 36,5 derajat Celsius, dan berat sekantong gula 0,5 kilogram. Saat lomba lari, waktu dicatat hingga persepuluhan detik. Perhatikan bahwa di Indonesia kita memakai koma sebagai pemisah desimal, sedangkan di beberapa negara lain digunakan titik.',
        ],
      ]),
    ],
  },
];
